// Command cifra-server serves Cifra's online tables: a NATS server
// embedded with JetStream (each table's log) and a WebSocket listener,
// the lobby that creates tables (wire.CreateSubject) and one authority
// per table. It imports the rules and the network packages, never
// Ebitengine, so it runs on a machine without a display.
//
//	cifra-server [-addr 127.0.0.1:4222] [-ws 127.0.0.1:4223] [-data DIR] [-nats URL]
//	             [-name NAME] [-cluster HOST:PORT -routes URL,…] [-replicas N] [-lease TTL] [-tables=false]
//	             [-health HOST:PORT] [-seat-rate N -seat-burst N] [-guest-tables N -host-tables N -guest-window D]
//	             [-guest-rate N -guest-burst N] [-misses N] [-new-devices N] [-room-rate N -room-burst N]
//	             [-max-tables N] [-idle D] [-max-payload BYTES] [-test-clock]
//	cifra-server export [-data DIR] CODE
//	cifra-server forget-player [-data DIR] ID
//
// With -nats it uses that NATS server instead of embedding one: the seats'
// permissions are then that server's to enforce.
//
// With -cluster the embedded NATS server is a node of a cluster (JetStream
// clustered; -name must differ per node, -routes names one or more other
// nodes' cluster URLs), and the tables' logs and the lobby's buckets are
// kept in -replicas copies (3 by default in a cluster). Every process
// serving the cluster hosts tables (unless -tables=false: a node that only
// routes NATS and lets seats in); a table whose host stops is taken over
// by another within about -lease. docs/online.md is the operator's guide.
//
// -health serves GET /healthz and GET /metrics (Prometheus' text format:
// tables, seats' connections, moves, ack latency, reconnections,
// hand-overs, leases lost; metrics.go). The limits protect the server: a
// seat's messages (-seat-rate, -seat-burst) and its words to its room
// (-room-rate, -room-burst), a guest's requests (-guest-rate,
// -guest-burst; an address's, ten times those), the tables a guest and an
// address create (-guest-tables, -host-tables per -guest-window), the
// codes naming no table an address may try (-misses an hour), the
// device keys never seen it may bring (-new-devices an hour) and the
// tables open in all (-max-tables); a table where nobody moved for -idle
// is closed, its record kept. docs/online.md says what each protects.
//
// -test-clock runs the tables on a clock that POST /test/advance?by=6h on
// the -health listener moves on: an end-to-end test plays a table over
// days in minutes. Never for players.
//
// export prints a finished table's game record (RULES.md §4, one JSON
// object) on standard output, read from the data directory of a server
// that is not running: `cifra-server export -data DIR CODE | referee
// replay -` checks the game. A table still in play is refused, for its
// record holds the seed, which is secret until the end; one closed for
// good before its end (-idle) is exported as far as it was played.
//
// forget-player removes a player (online/players) from the data
// directory of a server that is not running: their name, their devices'
// public keys and their list of seats. The tables they sat at go on.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/internal/version"
	"cifra/online/authority"
	"cifra/online/broker"
	"cifra/online/lobby"
	"cifra/online/players"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
	_ "cifra/rules/knister/netbot" // the hard level (knister.NewBot("hard"))
)

// games are the games the server's tables play.
var games = []rules.Rules{knister.Rules, kakuro.Rules, kakuzu.Rules}

// clock times the tables (nil: the wall clock); tests make it instant.
var clock authority.Clock

func main() {
	err := run(context.Background(), os.Args[1:], os.Stdout, os.Stderr, nil)
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "cifra-server:", err)
		os.Exit(2)
	}
}

// config is the command line.
type config struct {
	addr, ws, data, natsURL string
	debug                   bool
	name, cluster, routes   string
	clusterName             string
	replicas                int
	lease                   time.Duration
	tables                  bool
	testClock               bool
	health                  string
	web                     string
	limits                  lobby.Limits
	maxPayload              int
	sync                    string
}

// errVersion is parse's answer to -version.
var errVersion = errors.New("-version")

func parse(args []string, out io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("cifra-server", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:4222", "`host:port` NATS clients connect to (port 0: any free port)")
	fs.StringVar(&c.ws, "ws", "127.0.0.1:4223", "`host:port` browsers connect to over WebSocket (empty: none)")
	fs.StringVar(&c.data, "data", "cifra-data", "`directory` the tables' logs are kept in")
	fs.StringVar(&c.natsURL, "nats", "", "use the NATS server at `URL` instead of embedding one")
	fs.BoolVar(&c.debug, "debug", false, "log the embedded NATS server's notices")
	host, _ := os.Hostname()
	fs.StringVar(&c.name, "name", host, "this process's `name`: its NATS node's and its tables' leases' (unique in a cluster)")
	fs.StringVar(&c.cluster, "cluster", "", "`host:port` the cluster's other nodes route to (empty: not clustered)")
	fs.StringVar(&c.routes, "routes", "", "other nodes' cluster `URLs`, comma-separated (nats://host:port)")
	fs.StringVar(&c.clusterName, "cluster-name", "cifra", "the cluster's `name`, the same on every node")
	fs.IntVar(&c.replicas, "replicas", 0, "copies kept of the tables' logs (0: 3 in a cluster or with -nats, else 1)")
	fs.DurationVar(&c.lease, "lease", lobby.DefaultLeaseTTL, "how long a table's lease lives unrenewed: a stopped host's tables are taken over within about this")
	fs.StringVar(&c.health, "health", "", "`host:port` to answer GET /healthz on (empty: none)")
	fs.StringVar(&c.web, "web", "", "the browser build's `URL` (e.g. http://192.0.2.2:8080/): a room's QR code links to it with ?join=CODE")
	fs.BoolVar(&c.testClock, "test-clock", false, "run the tables on a clock that POST /test/advance?by=DURATION on -health moves on (end-to-end tests of tables over days; never for players)")
	fs.BoolVar(&c.tables, "tables", true, "host tables (false: a NATS node that only routes and lets seats in)")
	c.limits = lobby.DefaultLimits()
	fs.Float64Var(&c.limits.Seat.Rate, "seat-rate", c.limits.Seat.Rate, "messages a `second` a seat may send its table on average (0: no limit); more are refused in words")
	fs.IntVar(&c.limits.Seat.Burst, "seat-burst", c.limits.Seat.Burst, "messages a seat may send at `once` before -seat-rate applies")
	fs.IntVar(&c.limits.GuestTables, "guest-tables", c.limits.GuestTables, "tables (and rooms) one guest's connection may create per -guest-window (0: no limit)")
	fs.IntVar(&c.limits.HostTables, "host-tables", c.limits.HostTables, "tables (and rooms) all connections from one address may create per -guest-window (0: no limit)")
	fs.DurationVar(&c.limits.GuestWindow, "guest-window", c.limits.GuestWindow, "the `window` -guest-tables and -host-tables count in")
	fs.Float64Var(&c.limits.Requests.Rate, "guest-rate", c.limits.Requests.Rate, "requests (create, join, watch) a `second` one connection may send on average (0: no limit); an address may send ten times as many")
	fs.IntVar(&c.limits.Requests.Burst, "guest-burst", c.limits.Requests.Burst, "requests one connection may send at `once`")
	misses := fs.Int("misses", lobby.MissesPerHour, "codes naming no table one address may ask about an `hour` (0: no limit)")
	newDevices := fs.Int("new-devices", lobby.NewDevicesPerHour, "device keys never seen that one address may bring to the player services an `hour` (0: no limit)")
	fs.Float64Var(&c.limits.Room.Rate, "room-rate", c.limits.Room.Rate, "messages a `second` a seat may send its waiting room (0: no limit)")
	fs.IntVar(&c.limits.Room.Burst, "room-burst", c.limits.Room.Burst, "messages a seat may send its waiting room at `once`")
	fs.IntVar(&c.limits.OpenTables, "max-tables", c.limits.OpenTables, "tables in play across the cluster, at most (0: no limit); more are refused in words")
	fs.DurationVar(&c.limits.IdleAfter, "idle", c.limits.IdleAfter, "close a table whose game is not over after this long without a move, keeping its record (0: never)")
	fs.StringVar(&c.sync, "sync", "", "how JetStream flushes the tables' logs to disk: empty for NATS's default (every 2 minutes: a power cut loses up to 2 minutes of acknowledged moves), `always` (before each acknowledgement: a power cut loses nothing acknowledged) or an interval")
	showVersion := fs.Bool("version", false, "print the version and quit")
	fs.IntVar(&c.maxPayload, "max-payload", 1<<20, "the most `bytes` a NATS message may carry, any connection's (a client sending more is disconnected)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if *showVersion {
		return c, errVersion
	}
	c.limits.HostRequests = authority.Limit{Rate: 10 * c.limits.Requests.Rate, Burst: 10 * c.limits.Requests.Burst}
	c.limits.Misses = authority.Limit{Rate: float64(*misses) / 3600, Burst: *misses}
	c.limits.NewDevices = authority.Limit{Rate: float64(*newDevices) / 3600, Burst: *newDevices}
	switch {
	case c.limits.Seat.Rate < 0 || c.limits.Seat.Rate > 0 && c.limits.Seat.Burst < 1:
		return c, fmt.Errorf("-seat-rate is 0 (no limit) or more, with a -seat-burst of 1 or more")
	case c.limits.Requests.Rate < 0 || c.limits.Requests.Rate > 0 && c.limits.Requests.Burst < 1:
		return c, fmt.Errorf("-guest-rate is 0 (no limit) or more, with a -guest-burst of 1 or more")
	case c.limits.Room.Rate < 0 || c.limits.Room.Rate > 0 && c.limits.Room.Burst < 1:
		return c, fmt.Errorf("-room-rate is 0 (no limit) or more, with a -room-burst of 1 or more")
	case *misses < 0:
		return c, fmt.Errorf("-misses is 0 (no limit) or more")
	case *newDevices < 0:
		return c, fmt.Errorf("-new-devices is 0 (no limit) or more")
	case c.testClock && c.health == "":
		return c, fmt.Errorf("-test-clock is moved on through -health's listener: give -health too")
	case (c.limits.GuestTables > 0 || c.limits.HostTables > 0) && c.limits.GuestWindow <= 0:
		return c, fmt.Errorf("-guest-tables and -host-tables need a -guest-window longer than 0")
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q (see -h)", fs.Arg(0))
	}
	if c.name == "" {
		c.name = "cifra"
	}
	if c.replicas == 0 {
		c.replicas = 1
		if c.cluster != "" || c.natsURL != "" {
			c.replicas = 3
		}
	}
	return c, nil
}

// endpoints are where a running server is reached.
type endpoints struct {
	client, ws string // NATS clients' and browsers' URLs (ws empty: none)
	http       string // the -health listener's http://host:port (empty: none)
}

// run runs the command line: export, or serving until ctx ends or a
// signal arrives; ready, when set, is told where the server is reached
// once tables can be created. The server logs to stderr.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, ready func(endpoints)) error {
	if len(args) > 0 && args[0] == "export" {
		return export(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "forget-player" {
		return forgetPlayer(ctx, args[1:], stdout, stderr)
	}
	out := stderr
	c, err := parse(args, out)
	if errors.Is(err, errVersion) {
		// Answered like -h (nothing starts, exit 0), on standard output.
		fmt.Fprintln(stdout, version.String("cifra-server"))
		return flag.ErrHelp
	} else if err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(out, nil))
	defer logger.Info("stopped", "name", c.name) // the last word: every table, lease and file let go
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	seats := lobby.NewSeats()
	var conn *nats.Conn
	var brk *broker.Broker
	clientURL, wsURL := c.natsURL, ""
	if c.natsURL == "" {
		if err := os.MkdirAll(c.data, 0o755); err != nil {
			return fmt.Errorf("cannot make the data directory: %w", err)
		}
		var routes []string
		if c.routes != "" {
			routes = strings.Split(c.routes, ",")
		}
		b, err := broker.Start(broker.Config{Addr: c.addr, WebSocket: c.ws, DataDir: c.data, Seats: seats, Debug: c.debug,
			Name: c.name, Cluster: c.cluster, ClusterName: c.clusterName, Routes: routes, MaxPayload: c.maxPayload, Sync: c.sync})
		if err != nil {
			return err
		}
		defer b.Shutdown()
		brk = b
		if conn, err = b.Connect("cifra-server"); err != nil {
			return fmt.Errorf("cannot connect to the embedded NATS server: %w", err)
		}
		clientURL, wsURL = b.ClientURL(), b.WebSocketURL()
		logger.Info("NATS node started", "name", b.Name(), "clients", clientURL, "websocket", orNone(wsURL), "cluster", orNone(b.ClusterURL()), "data", c.data)
	} else if conn, err = nats.Connect(c.natsURL, nats.Name("cifra-server "+c.name), nats.MaxReconnects(-1)); err != nil {
		return fmt.Errorf("cannot reach NATS at %s: %w", c.natsURL, err)
	}
	defer conn.Close()
	m := newMetrics(brk)
	startCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	tableClock := clock
	var skewed *authority.Skewed
	if c.testClock {
		skewed = &authority.Skewed{}
		tableClock = skewed
		logger.Warn("the tables run on a test clock, moved on by POST /test/advance: not for players")
	}
	l, err := lobby.Start(startCtx, lobby.Config{Conn: conn, Games: games, Seats: seats, Clock: tableClock, Owner: c.name,
		LeaseTTL: c.lease, Replicas: c.replicas, SeatsOnly: !c.tables, Limits: c.limits, Events: m.events(), Web: c.web,
		Logf:   func(format string, args ...any) { logger.Info(fmt.Sprintf(format, args...)) },
		Errorf: func(format string, args ...any) { logger.Error(fmt.Sprintf(format, args...)) }})
	cancel()
	if err != nil {
		return err
	}
	defer l.Close()
	m.watch(l)
	if c.tables {
		logger.Info("serving tables", "name", c.name, "nats", clientURL, "websocket", orNone(wsURL), "replicas", c.replicas, "lease", c.lease,
			"seat_limit", c.limits.Seat.String(), "guest_tables", c.limits.GuestTables, "host_tables", c.limits.HostTables, "guest_window", c.limits.GuestWindow,
			"guest_requests", c.limits.Requests.String(), "misses_an_hour", c.limits.Misses.Burst, "new_devices_an_hour", c.limits.NewDevices.Burst, "room_limit", c.limits.Room.String(),
			"max_tables", c.limits.OpenTables, "idle", c.limits.IdleAfter)
	} else {
		logger.Info("serving seats only", "name", c.name, "nats", clientURL, "websocket", orNone(wsURL))
	}
	urls := endpoints{client: clientURL, ws: wsURL}
	if c.health != "" {
		httpURL, stopHealth, err := serveHealth(c.health, c.name, conn, l, m, skewed, logger)
		if err != nil {
			return err
		}
		defer stopHealth()
		urls.http = httpURL
	}
	if ready != nil {
		ready(urls)
	}
	<-ctx.Done()
	logger.Info("stopping", "name", c.name)
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// offline opens a stopped server's data directory for a tool: args are
// its command line after the tool's name, which takes -data and one
// argument (what: its name in the usage, noun: in words). close ends it.
func offline(name, what, noun string, args []string, stderr io.Writer) (arg string, js jetstream.JetStream, close func(), err error) {
	fs := flag.NewFlagSet("cifra-server "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	data := fs.String("data", "cifra-data", "the stopped server's data `directory`")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: cifra-server %s [-data DIR] %s\n", name, what)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return "", nil, nil, err
	}
	if fs.NArg() != 1 {
		return "", nil, nil, fmt.Errorf("%s takes one %s (see %s -h)", name, noun, name)
	}
	if info, err := os.Stat(*data); err != nil || !info.IsDir() {
		return "", nil, nil, fmt.Errorf("there is no data directory %s", *data)
	}
	b, err := broker.Start(broker.Config{DataDir: *data})
	if err != nil {
		return "", nil, nil, err
	}
	conn, err := b.Connect("cifra-" + name)
	if err != nil {
		b.Shutdown()
		return "", nil, nil, fmt.Errorf("cannot read the data directory: %w", err)
	}
	close = func() { conn.Close(); b.Shutdown() }
	if js, err = jetstream.New(conn); err != nil {
		close()
		return "", nil, nil, fmt.Errorf("cannot read the data directory: %w", err)
	}
	return fs.Arg(0), js, close, nil
}

// forgetPlayer removes a player from a stopped server's data directory.
func forgetPlayer(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	id, js, done, err := offline("forget-player", "ID", "player's ID", args, stderr)
	if err != nil {
		return err
	}
	defer done()
	if err := wire.CheckDeviceKey(id); err != nil {
		return fmt.Errorf("a player's ID is the key of their first device: %v", err)
	}
	store, err := players.Existing(ctx, js)
	if err != nil {
		return err
	}
	if err := store.Forget(ctx, id); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "player %s forgotten\n", id)
	return nil
}

// export prints a finished table's record from a data directory.
func export(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	code, js, done, err := offline("export", "CODE", "table code", args, stderr)
	if err != nil {
		return err
	}
	defer done()
	if err := wire.CheckCode(code); err != nil {
		return err
	}
	if _, err := js.Stream(ctx, wire.LogStream); err != nil {
		return fmt.Errorf("the data directory holds no tables (%v)", err)
	}
	_, c, err := tablelog.Read(ctx, js, code)
	if err != nil {
		return fmt.Errorf("table %s: %w", code, err)
	}
	rec := c.Record()
	var r rules.Rules
	for _, g := range games {
		if g.Name() == rec.Game {
			r = g
		}
	}
	if r == nil {
		return fmt.Errorf("table %s plays %s, a game this server does not know", code, rules.Quote(rec.Game))
	}
	p, err := rules.ReplayRecord(r, rec, nil)
	switch {
	case err != nil:
		return fmt.Errorf("table %s's log does not replay: %w", code, err)
	case !p.Finished() && !c.Abandoned():
		// A table closed before its end (-idle) is closed for good: its
		// seed may be told, and its record is the game as far as it went.
		return fmt.Errorf("table %s is still being played (%d moves so far): its record holds the seed, which stays secret until the end", code, len(rec.Moves))
	}
	out, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("table %s's record does not encode: %w", code, err)
	}
	_, err = fmt.Fprintf(stdout, "%s\n", out)
	return err
}

// advance moves a test clock on by the request's ?by= (a Go duration)
// and answers the clock's time now (RFC 3339).
func advance(w http.ResponseWriter, r *http.Request, c *authority.Skewed) {
	by, err := time.ParseDuration(r.URL.Query().Get("by"))
	if err != nil || by < 0 {
		http.Error(w, "advance by a duration of 0 or more, as ?by=6h", http.StatusBadRequest)
		return
	}
	c.Advance(by)
	fmt.Fprintln(w, c.Now().UTC().Format(time.RFC3339))
}

// serveHealth answers GET /healthz on addr: 200 and what this process
// serves while its connection to NATS is up, 503 otherwise (a load
// balancer's or an orchestrator's check); and GET /metrics, m in
// Prometheus' text format. url is where it listens (http://host:port).
func serveHealth(addr, name string, conn *nats.Conn, l *lobby.Lobby, m *metrics, skewed *authority.Skewed, logger *slog.Logger) (url string, stop func(), err error) {
	mux := http.NewServeMux()
	if skewed != nil {
		mux.HandleFunc("POST /test/advance", func(w http.ResponseWriter, r *http.Request) { advance(w, r, skewed) })
	}
	mux.Handle("GET /metrics", m.handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		status := struct {
			Name   string `json:"name"`
			NATS   string `json:"nats"`
			Tables int    `json:"tables"`
		}{name, conn.Status().String(), l.Tables()}
		w.Header().Set("Content-Type", "application/json")
		if !conn.IsConnected() {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
		_ = json.NewEncoder(w).Encode(status)
	})
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", nil, fmt.Errorf("health endpoint: %w", err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	url = "http://" + ln.Addr().String()
	logger.Info("health endpoint", "url", url+"/healthz", "metrics", url+"/metrics")
	return url, func() { _ = srv.Close() }, nil
}
