// Package broker runs the NATS server that Cifra's online tables talk
// through, embedded in the server process: a client listener, a WebSocket
// listener (for browsers) and JetStream with a file store (the tables'
// logs).
//
// Who may reach what is NATS's to enforce, by account and by user:
//
//   - the server's own connections (Broker.Connect, a secret token drawn
//     at start, in-process) sit in wire.ServerAccount, which holds
//     JetStream: the tables' logs and every bucket;
//   - every player's connection sits in wire.PlayersAccount, which holds
//     nothing of its own: it imports the server's services (wire.Services;
//     NATS stamps each request with who sent it and maps the answer back
//     to the asker's own reply subject) and its broadcasts
//     (wire.Broadcasts). No player's message, and no answer to one, can
//     reach JetStream, a bucket or a log;
//   - a seat connects with its seat's token (wire.Credential, NATS token
//     authentication); Seats maps the token to its table and seat, and the
//     connection may then publish and subscribe only to that seat's
//     subjects (wire.Permissions): a seat publishing on another seat's
//     subject is refused by the broker, with a permissions violation. Its
//     user name, seat-T-S-H, carries the first characters H of its
//     token's hash, so the server knows which token each message came
//     with;
//   - a watcher connects with its table's watch token (Seats maps it to
//     the table and the seat wire.Watcher) and may only hear the table
//     and ask it to catch up (wire.WatchPermissions);
//   - a guest connects with the user name wire.Guest+id and no password,
//     and may only ask for a table (wire.CreateSubject), a seat at a room
//     (wire.JoinSubject) or to watch one (wire.WatchSubject), and read its
//     own inbox (wire.GuestInbox(id));
//   - a player's device connects with its NKey, signing the server's
//     nonce (wire's "Who you are"): NATS names the key as its user, and it may
//     ask what a guest may and the player services, and read its own
//     inbox (wire.PlayerPermissions);
//   - anything else is not let in.
//
// A token given up (Seats tells it, when it implements Revoker) ends its
// connections on this node at once: a seat left, or given to someone
// else, keeps no right through a connection kept open.
//
// A broker may be a node of a NATS cluster (Config.Cluster, Routes),
// JetStream clustered: each node embedded in its own server process, each
// with its own authenticator, which asks Seats — and Seats, the lobby's,
// looks a token it does not know up in the cluster, so a seat is let in
// on any node.
package broker

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"cifra/online/wire"
)

// Seats maps a seat's token to its table and seat.
type Seats interface {
	Lookup(token string) (table string, seat int, ok bool)
}

// Revoker is a Seats that tells when a token is given up: revoked is
// called with the token's hash (lobby.HashToken's form).
type Revoker interface {
	OnRevoke(revoked func(hash string))
}

// UserHash is how many characters of a token's hash a seat's or a
// watcher's user name carries (the package doc).
const UserHash = 16

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
	// Sync is how JetStream puts what it stores on disk: "" for NATS's
	// default (written at once, flushed to the disk every 2 minutes: a
	// power cut loses up to the last 2 minutes of acknowledged writes,
	// a process killed loses nothing), "always" to flush each write
	// before it is acknowledged (a power cut loses nothing acknowledged),
	// or a duration, the interval between flushes.
	Sync string
}

// Broker is the running NATS server.
type Broker struct {
	ns      *server.Server
	service string // the server's own token
	events  string // the token of its connection in the system account (gone.go)
	ws      bool   // there is a WebSocket listener
	auth    *auth
	// goneConns are gone.go's connections, closed at Shutdown.
	goneConns []*nats.Conn
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
	b := &Broker{service: hex.EncodeToString(secret[:16]), events: hex.EncodeToString(secret[16:])}
	b.auth = &auth{b: b, seats: cfg.Seats, users: map[string]string{}}
	name := cfg.Name
	if name == "" {
		name = "cifra"
	}
	if err := migrate(cfg.DataDir); err != nil {
		return nil, err
	}
	opts := &server.Options{}
	if err := opts.ProcessConfigString(accounts()); err != nil {
		return nil, fmt.Errorf("the accounts do not configure: %w", err)
	}
	opts.ServerName = name
	opts.Host, opts.Port = host, port
	opts.NoSigs = true
	opts.NoLog = !cfg.Debug
	opts.JetStream = true
	opts.StoreDir = cfg.DataDir
	opts.JetStreamMaxMemory = 64 << 20
	opts.CustomClientAuthentication = b.auth
	opts.AlwaysEnableNonce = true // a device signs it with its key (auth.device)
	opts.DontListen = cfg.Addr == ""
	opts.MaxPayload = int32(min(cfg.MaxPayload, 64<<20))
	// NATS measures each connection's round trip with its own pings, which
	// the client library answers (not the app): Kakuro's buzzer race
	// credits it (package authority). Every 20 s keeps it fresh.
	opts.PingInterval = 20 * time.Second
	switch cfg.Sync {
	case "":
	case "always":
		opts.SyncAlways = true
	default:
		d, err := time.ParseDuration(cfg.Sync)
		if err != nil || d <= 0 {
			return nil, fmt.Errorf("the sync setting is \"always\" or a duration such as 10s, not %q", cfg.Sync)
		}
		opts.SyncInterval = d
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
	if b.auth.server, err = ns.LookupAccount(wire.ServerAccount); err != nil {
		return nil, fmt.Errorf("no server account: %w", err)
	}
	if b.auth.players, err = ns.LookupAccount(wire.PlayersAccount); err != nil {
		return nil, fmt.Errorf("no players' account: %w", err)
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
	if r, ok := cfg.Seats.(Revoker); ok {
		r.OnRevoke(b.Kick)
	}
	if err := b.watchGone(); err != nil {
		b.Shutdown()
		return nil, err
	}
	return b, nil
}

// accounts is the NATS configuration of the two accounts (the package
// doc): the server's, with JetStream, exporting wire.Services (each
// request stamped with its sender: share) and wire.Broadcasts to the
// players', which imports them. Users are not configured here: the
// authenticator places each connection in its account.
func accounts() string {
	var exports, imports []string
	for _, s := range wire.Services {
		exports = append(exports, fmt.Sprintf("{service: %q, accounts: [%s]}", s, wire.PlayersAccount))
		imports = append(imports, fmt.Sprintf("{service: {account: %s, subject: %q}, share: true}", wire.ServerAccount, s))
	}
	for _, s := range wire.Broadcasts {
		exports = append(exports, fmt.Sprintf("{stream: %q, accounts: [%s]}", s, wire.PlayersAccount))
		imports = append(imports, fmt.Sprintf("{stream: {account: %s, subject: %q}}", wire.ServerAccount, s))
	}
	return fmt.Sprintf("accounts {\n %s: {jetstream: enabled, exports: [\n%s\n]}\n %s: {imports: [\n%s\n]}\n}\n",
		wire.ServerAccount, strings.Join(exports, "\n"), wire.PlayersAccount, strings.Join(imports, "\n"))
}

// migrate moves a data directory written before the accounts (JetStream
// kept the tables in NATS' global account, $G) to the server's account,
// where the tables now live. A node of a cluster keeps its Raft state
// elsewhere: see docs/online.md.
func migrate(dataDir string) error {
	if dataDir == "" {
		return nil
	}
	old := filepath.Join(dataDir, "jetstream", "$G")
	now := filepath.Join(dataDir, "jetstream", wire.ServerAccount)
	if _, err := os.Stat(old); err != nil {
		return nil // nothing written before the accounts
	}
	if _, err := os.Stat(now); err == nil {
		return fmt.Errorf("the data directory %s holds tables both from before the accounts (%s) and after (%s): keep one", dataDir, old, now)
	}
	if err := os.Rename(old, now); err != nil {
		return fmt.Errorf("cannot move the tables to the server's account: %w", err)
	}
	return nil
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

// SeatUser is the user name of a connection sitting at table's seat with
// the token whose hash is hash.
func SeatUser(table string, seat int, hash string) string {
	return seatUser + table + "-" + strconv.Itoa(seat) + "-" + hash[:UserHash]
}

// hashToken is a token's SHA-256 in hex, as the lobby keeps it.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// KickGrace is how long after its token is given up a connection is
// closed: the answer that told the player (sent just before) is still on
// its way out, and closing at once could drop it. The server hears
// nothing from the token meanwhile (lobby.Seats.Holds).
const KickGrace = 500 * time.Millisecond

// Kick closes, after KickGrace, every connection on this node that holds
// the token whose hash is hash: its seat was given up.
func (b *Broker) Kick(hash string) {
	b.auth.mu.Lock()
	user, ok := b.auth.users[hash]
	delete(b.auth.users, hash)
	b.auth.mu.Unlock()
	if !ok {
		return // nobody connected with it here
	}
	time.AfterFunc(KickGrace, func() {
		c, err := b.ns.Connz(&server.ConnzOptions{User: user, Username: true, State: server.ConnOpen, Limit: 1 << 16})
		if err != nil {
			return
		}
		for _, ci := range c.Conns {
			_ = b.ns.DisconnectClientByID(ci.Cid)
		}
	})
}

// Shutdown stops the server and waits until it has.
func (b *Broker) Shutdown() {
	for _, c := range b.goneConns {
		c.Close()
	}
	b.ns.Shutdown()
	b.ns.WaitForShutdown()
}

// device lets in a player's device that connected with its key (wire's
// "Who you are"): NATS's nkey authentication, the server's nonce signed
// with the key's seed, checked by NATS's nkeys as NATS checks its own
// nkey users. A key of another kind, a signature that is not the key's,
// or none, is not let in.
func (a *auth) device(c server.ClientAuthentication, o *server.ClientOpts) bool {
	if wire.CheckDeviceKey(o.Nkey) != nil || o.Sig == "" {
		return false
	}
	pub, err := nkeys.FromPublicKey(o.Nkey)
	if err != nil || !nkeys.IsValidPublicUserKey(o.Nkey) {
		return false
	}
	sig, err := base64.RawURLEncoding.DecodeString(o.Sig)
	if err != nil {
		if sig, err = base64.StdEncoding.DecodeString(o.Sig); err != nil {
			return false
		}
	}
	nonce := c.GetNonce()
	if len(nonce) == 0 || pub.Verify(nonce, sig) != nil {
		return false
	}
	pubs, subs := wire.PlayerPermissions(o.Nkey)
	c.RegisterUser(&server.User{
		Username: o.Nkey, // NATS stamps the key itself as the sender (wire.DeviceOf)
		Account:  a.players,
		Permissions: &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: pubs},
			Subscribe: &server.SubjectPermission{Allow: subs},
		},
	})
	return true
}

// auth decides who a connection is (the package doc's list).
type auth struct {
	b       *Broker
	seats   Seats
	server  *server.Account // wire.ServerAccount
	players *server.Account // wire.PlayersAccount

	mu    sync.Mutex
	users map[string]string // token hash → the user name its connections have
}

// Check lets a connection in with its permissions, or refuses it.
func (a *auth) Check(c server.ClientAuthentication) bool {
	if c.Kind() != server.CLIENT {
		return false
	}
	o := c.GetOpts()
	switch {
	case o.Token != "" && subtle.ConstantTimeCompare([]byte(o.Token), []byte(a.b.service)) == 1:
		c.RegisterUser(&server.User{Username: "cifra-server", Account: a.server})
		return true
	case o.Token != "" && subtle.ConstantTimeCompare([]byte(o.Token), []byte(a.b.events)) == 1:
		// Only hears: the system account tells of closed connections (gone.go).
		c.RegisterUser(&server.User{Username: eventsUser, Account: a.b.ns.SystemAccount(),
			Permissions: &server.Permissions{Publish: &server.SubjectPermission{Deny: []string{">"}},
				Subscribe: &server.SubjectPermission{Allow: []string{"$SYS.ACCOUNT.*.DISCONNECT"}}}})
		return true
	case o.Nkey != "" && o.Token == "" && o.Username == "" && o.Password == "":
		return a.device(c, o)
	case o.Nkey != "":
		// A key with anything else: NATS would stamp the key, unchecked,
		// as the sender of a seat's requests.
		return false
	case o.Token != "" && a.seats != nil:
		table, seat, ok := a.seats.Lookup(o.Token)
		if !ok {
			return false
		}
		hash := hashToken(o.Token)
		pub, sub := wire.Permissions(table, seat)
		user := SeatUser(table, seat, hash)
		if seat == wire.Watcher {
			pub, sub = wire.WatchPermissions(table)
			user = watchUser + table + "-" + hash[:UserHash]
		}
		a.mu.Lock()
		a.users[hash] = user
		a.mu.Unlock()
		c.RegisterUser(&server.User{
			Username: user,
			Account:  a.players,
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
			Account:  a.players,
			Permissions: &server.Permissions{
				Publish:   &server.SubjectPermission{Allow: []string{wire.CreateSubject, wire.JoinSubject, wire.WatchSubject}},
				Subscribe: &server.SubjectPermission{Allow: []string{wire.GuestInbox(id) + ".>"}},
			},
		})
		return true
	}
	return false
}
