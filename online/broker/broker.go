// Package broker runs the NATS server that Cifra's online tables talk
// through, embedded in the server process: a client listener, a WebSocket
// listener (for browsers) and JetStream with a file store (the tables'
// logs).
//
// Who may do what is the broker's to enforce, per connection:
//
//   - the server itself connects in-process with a secret token drawn at
//     start (Broker.Connect) and may use every subject;
//   - a seat connects with its seat's token (wire.Credential, NATS token
//     authentication); Seats maps the token to its table and seat, and the
//     connection may then publish and subscribe only to that seat's
//     subjects (wire.Permissions): a seat publishing on another seat's
//     subject is refused by the broker, with a permissions violation;
//   - a watcher connects with its table's watch token (Seats maps it to
//     the table and the seat wire.Watcher) and may only hear the table
//     and ask it to catch up (wire.WatchPermissions);
//   - a guest connects with the user name wire.Guest+id and no password,
//     and may only ask for a table (wire.CreateSubject), a seat at a room
//     (wire.JoinSubject) or to watch one (wire.WatchSubject), and read its
//     own inbox (wire.GuestInbox(id));
//   - anything else is not let in.
//
// A broker may be a node of a NATS cluster (Config.Cluster, Routes),
// JetStream clustered: each node embedded in its own server process, each
// with its own authenticator, which asks Seats — and Seats, the lobby's,
// looks a token it does not know up in the cluster, so a seat is let in
// on any node.
package broker

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"cifra/online/wire"
)

// Seats maps a seat's token to its table and seat.
type Seats interface {
	Lookup(token string) (table string, seat int, ok bool)
}

// Config is how the broker listens and stores.
type Config struct {
	// Addr is the client listener's host:port; port 0 picks a free one.
	// Empty: no listener, only the server's own in-process connections
	// (a tool reading the data directory).
	Addr string
	// WebSocket is the WebSocket listener's host:port (port 0: a free
	// one); empty for none. It speaks plain ws://, without TLS: put it
	// behind a TLS proxy to serve it beyond this machine.
	WebSocket string
	// DataDir holds JetStream's files.
	DataDir string
	// Seats knows the seats' tokens.
	Seats Seats
	// Debug logs the NATS server's notices to standard error.
	Debug bool

	// Name is this node's name, unique in its cluster ("cifra" when
	// empty): JetStream's clustering needs one per node.
	Name string
	// Cluster is the host:port other nodes of the cluster connect to
	// (port 0: a free one); empty: a node of its own, not clustered.
	Cluster string
	// ClusterName names the cluster ("cifra" when empty); every node of
	// one cluster gives the same.
	ClusterName string
	// Routes are other nodes' cluster URLs (nats://host:port): the node
	// joins them, and learns the rest of the cluster from them.
	Routes []string
	// MaxPayload is the most bytes one message may carry, for every
	// connection (NATS' max_payload; 0: NATS' default, 1 MiB). A client
	// that sends more is disconnected by NATS. The server's own
	// connection shares it, and sends a table's whole game in one catch-up
	// answer: keep it well above wire.MaxMessage, the most a seat's move
	// may be (the authority refuses more in words).
	MaxPayload int
}

// Broker is the running NATS server.
type Broker struct {
	ns      *server.Server
	service string // the server's own token
	ws      bool   // there is a WebSocket listener
}

// Start starts the NATS server and waits until it takes connections.
func Start(cfg Config) (*Broker, error) {
	host, port := "127.0.0.1", 0
	if cfg.Addr != "" {
		var err error
		if host, port, err = splitAddr(cfg.Addr); err != nil {
			return nil, fmt.Errorf("client address: %w", err)
		}
	}
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return nil, fmt.Errorf("cannot draw the server's secret: %w", err)
	}
	b := &Broker{service: hex.EncodeToString(secret)}
	name := cfg.Name
	if name == "" {
		name = "cifra"
	}
	opts := &server.Options{
		ServerName:                 name,
		Host:                       host,
		Port:                       port,
		NoSigs:                     true,
		NoLog:                      !cfg.Debug,
		JetStream:                  true,
		StoreDir:                   cfg.DataDir,
		JetStreamMaxMemory:         64 << 20,
		CustomClientAuthentication: &auth{b: b, seats: cfg.Seats},
		DontListen:                 cfg.Addr == "",
		MaxPayload:                 int32(min(cfg.MaxPayload, 64<<20)),
	}
	if cfg.MaxPayload != 0 && cfg.MaxPayload < 2*wire.MaxMessage {
		return nil, fmt.Errorf("a max payload of %d bytes is too small: a seat's move may have %d, and the server's catch-up answers more", cfg.MaxPayload, wire.MaxMessage)
	}
	if cfg.WebSocket != "" {
		wsHost, wsPort, err := splitAddr(cfg.WebSocket)
		if err != nil {
			return nil, fmt.Errorf("WebSocket address: %w", err)
		}
		opts.Websocket = server.WebsocketOpts{Host: wsHost, Port: wsPort, NoTLS: true}
		b.ws = true
	}
	if cfg.Cluster != "" {
		cHost, cPort, err := splitAddr(cfg.Cluster)
		if err != nil {
			return nil, fmt.Errorf("cluster address: %w", err)
		}
		clusterName := cfg.ClusterName
		if clusterName == "" {
			clusterName = "cifra"
		}
		opts.Cluster = server.ClusterOpts{Name: clusterName, Host: cHost, Port: cPort}
		if len(cfg.Routes) > 0 {
			opts.Routes = server.RoutesFromStr(strings.Join(cfg.Routes, ","))
		}
	} else if len(cfg.Routes) > 0 {
		return nil, fmt.Errorf("routes to other nodes need a cluster address of this node's own (-cluster)")
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("cannot set up the NATS server: %w", err)
	}
	if cfg.Debug {
		ns.ConfigureLogger()
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, fmt.Errorf("the NATS server did not start listening on %s within 10 s", net.JoinHostPort(host, strconv.Itoa(max(port, 0))))
	}
	b.ns = ns
	return b, nil
}

// splitAddr reads host:port; port 0 becomes NATS' "any free port".
func splitAddr(addr string) (string, int, error) {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, err
	}
	port, err := strconv.Atoi(p)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("%s is not a port", p)
	}
	if port == 0 {
		port = server.RANDOM_PORT
	}
	return host, port, nil
}

// Connect opens the server's own connection, in-process, allowed every
// subject.
func (b *Broker) Connect(name string, opts ...nats.Option) (*nats.Conn, error) {
	opts = append([]nats.Option{nats.Name(name), nats.Token(b.service), nats.InProcessServer(b.ns)}, opts...)
	return nats.Connect("", opts...)
}

// ClientURL is where NATS clients connect (nats://host:port).
func (b *Broker) ClientURL() string { return b.ns.ClientURL() }

// WebSocketURL is where browsers connect (ws://host:port), empty when
// there is no WebSocket listener.
func (b *Broker) WebSocketURL() string {
	if !b.ws {
		return ""
	}
	return b.ns.WebsocketURL()
}

// ClusterURL is where the cluster's other nodes route to this one
// (nats://host:port), empty when it is not clustered.
func (b *Broker) ClusterURL() string {
	a := b.ns.ClusterAddr()
	if a == nil {
		return ""
	}
	return "nats://" + a.String()
}

// Name is the node's name.
func (b *Broker) Name() string { return b.ns.Name() }

// Connections counts the client connections open on this node: seats
// (a seat's user), guests, and all of them (the server's own included).
func (b *Broker) Connections() (seats, guests, all int) {
	all = b.ns.NumClients()
	c, err := b.ns.Connz(&server.ConnzOptions{Username: true, Limit: all + 64, State: server.ConnOpen})
	if err != nil {
		return 0, 0, all
	}
	for _, ci := range c.Conns {
		switch {
		case strings.HasPrefix(ci.AuthorizedUser, seatUser):
			seats++
		case strings.HasPrefix(ci.AuthorizedUser, wire.Guest):
			guests++
		}
	}
	return seats, guests, all
}

// seatUser is the user name prefix of a seat's connection.
const seatUser = "seat-"

// watchUser is the user name prefix of a watcher's connection.
const watchUser = "watch-"

// Shutdown stops the server and waits until it has.
func (b *Broker) Shutdown() {
	b.ns.Shutdown()
	b.ns.WaitForShutdown()
}

// auth decides who a connection is (the package doc's list).
type auth struct {
	b     *Broker
	seats Seats
}

// Check lets a connection in with its permissions, or refuses it.
func (a *auth) Check(c server.ClientAuthentication) bool {
	if c.Kind() != server.CLIENT {
		return false
	}
	o := c.GetOpts()
	switch {
	case o.Token != "" && subtle.ConstantTimeCompare([]byte(o.Token), []byte(a.b.service)) == 1:
		c.RegisterUser(&server.User{Username: "cifra-server"})
		return true
	case o.Token != "" && a.seats != nil:
		table, seat, ok := a.seats.Lookup(o.Token)
		if !ok {
			return false
		}
		pub, sub := wire.Permissions(table, seat)
		user := seatUser + table + "-" + strconv.Itoa(seat)
		if seat == wire.Watcher {
			pub, sub = wire.WatchPermissions(table)
			user = watchUser + table
		}
		c.RegisterUser(&server.User{
			Username: user,
			Permissions: &server.Permissions{
				Publish:   &server.SubjectPermission{Allow: pub},
				Subscribe: &server.SubjectPermission{Allow: sub},
			},
		})
		return true
	case o.Token == "" && o.Password == "" && strings.HasPrefix(o.Username, wire.Guest):
		id := strings.TrimPrefix(o.Username, wire.Guest)
		if wire.CheckGuestID(id) != nil {
			return false
		}
		c.RegisterUser(&server.User{
			Username: o.Username,
			Permissions: &server.Permissions{
				Publish:   &server.SubjectPermission{Allow: []string{wire.CreateSubject, wire.JoinSubject, wire.WatchSubject}},
				Subscribe: &server.SubjectPermission{Allow: []string{wire.GuestInbox(id) + ".>"}},
			},
		})
		return true
	}
	return false
}
