//go:build !js

package transport_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"cifra/online/broker"
	"cifra/online/transport"
	"cifra/online/wire"
)

// The desktop's transport (nats.go) against real NATS servers embedded
// in the test: a bare one, which the tests stop and start again, and
// Cifra's broker, whose accounts and permissions the options must get
// a player through. The browser's transport (js.go and the shim) builds
// only for js/wasm: js_test.go runs it under Node against the same
// servers.

// natsServer starts a bare NATS server on 127.0.0.1 (port -1: a free
// one), with a WebSocket listener, stopped when the test ends.
func natsServer(t *testing.T, port int) *server.Server {
	t.Helper()
	s, err := startNATS(port, -1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Shutdown)
	return s
}

// startNATS starts a bare NATS server on 127.0.0.1's port and, for
// WebSocket, wsPort (-1: a free one).
func startNATS(port, wsPort int) (*server.Server, error) {
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: port, NoLog: true, NoSigs: true,
		Websocket: server.WebsocketOpts{Host: "127.0.0.1", Port: wsPort, NoTLS: true}})
	if err != nil {
		return nil, err
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		s.Shutdown()
		return nil, fmt.Errorf("the NATS server did not start on port %d within 10 s", port)
	}
	return s, nil
}

// serverSide connects to url as the server would, with nats.go itself,
// reconnecting as long as the test runs.
func serverSide(t *testing.T, url string) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(url, nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// flush flushes c, waiting at most 10 s: nats.go's flush wants a
// deadline.
func flush(t *testing.T, c transport.Conn) {
	t.Helper()
	if err := c.(transport.Flusher).Flush(within(t, 10*time.Second)); err != nil {
		t.Fatal(err)
	}
}

// tell publishes data on subject from nc with the server's mark for
// mark (wire.SentHeader; none when mark is "") and the extra header.
func tell(t *testing.T, nc *nats.Conn, subject, mark, data string, header map[string]string) {
	t.Helper()
	m := nats.NewMsg(subject)
	m.Data = []byte(data)
	if mark != "" {
		m.Header.Set(wire.SentHeader, mark)
	}
	for k, v := range header {
		m.Header[k] = []string{v} // as written: NATS keeps a header's case
	}
	if err := nc.PublishMsg(m); err != nil {
		t.Fatal(err)
	}
}

// TestDialConnectsOverBothSchemes: nats:// and ws:// both reach the
// server, each connection under its Name; a server nobody listens for is
// ErrUnreachable, naming its address.
func TestDialConnectsOverBothSchemes(t *testing.T) {
	s := natsServer(t, -1)
	srv := serverSide(t, s.ClientURL())
	if _, err := srv.Subscribe("echo", func(m *nats.Msg) { _ = m.Respond(append([]byte("echo "), m.Data...)) }); err != nil {
		t.Fatal(err)
	}
	if err := srv.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, url := range []string{s.ClientURL(), s.WebsocketURL()} {
		name := "cifra test " + url[:strings.Index(url, ":")]
		c := dial(t, url, transport.Options{Name: name})
		m, err := c.Request(within(t, 10*time.Second), "echo", []byte(url), nil)
		if err != nil || string(m.Data) != "echo "+url {
			t.Fatalf("a request over %s: %q %v", url, m.Data, err)
		}
		conns, err := s.Connz(&server.ConnzOptions{})
		if err != nil {
			t.Fatal(err)
		}
		named := false
		for _, ci := range conns.Conns {
			named = named || ci.Name == name
		}
		if !named {
			t.Errorf("no connection named %q on the server", name)
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	nobody := "nats://" + l.Addr().String()
	l.Close()
	if c, err := transport.Dial(nobody, transport.Options{}); err == nil {
		c.Close()
		t.Fatalf("Dial(%s) connected to nobody", nobody)
	} else if !errors.Is(err, transport.ErrUnreachable) || !strings.Contains(err.Error(), nobody) {
		t.Fatalf("Dial(%s): %v; want ErrUnreachable naming the address", nobody, err)
	}
}

// TestSubscribeHandsOnlyWhatTheServerMarkedInOrder: a subscription is
// handed a message only when it carries the server's mark for the very
// subject it arrived on (whatever the case of the header's name), with
// its headers, one at a time and in the order sent.
func TestSubscribeHandsOnlyWhatTheServerMarkedInOrder(t *testing.T) {
	s := natsServer(t, -1)
	srv := serverSide(t, s.ClientURL())
	c := dial(t, s.ClientURL(), transport.Options{})
	out, other := wire.Out("ABCDEF"), wire.Out("GHIJKL")
	got := newReceived()
	var busy, overlapped atomic.Int32
	if err := c.Subscribe(out, func(m transport.Msg) {
		if busy.Add(1) > 1 {
			overlapped.Add(1)
		}
		time.Sleep(time.Millisecond)
		got.handle(m)
		busy.Add(-1)
	}); err != nil {
		t.Fatal(err)
	}
	flush(t, c)
	tell(t, srv, out, "", "unmarked", nil)
	tell(t, srv, out, other, "marked for another subject", nil)
	tell(t, srv, out, out, "marked", map[string]string{"Cifra-Extra": "1"})
	tell(t, srv, out, "", "marked in lower case", map[string]string{strings.ToLower(wire.SentHeader): out})
	tell(t, srv, out, strings.ToUpper(out), "marked for the subject in capitals", nil)
	const n = 100
	for i := range n {
		tell(t, srv, out, out, strconv.Itoa(i), nil)
	}
	msgs := got.until(t, strconv.Itoa(n-1))
	want := []string{"marked", "marked in lower case"}
	for i := range n {
		want = append(want, strconv.Itoa(i))
	}
	if fmt.Sprint(datas(msgs)) != fmt.Sprint(want) {
		t.Fatalf("handed %q, want %q", datas(msgs), want)
	}
	if m := msgs[0]; m.Subject != out || m.Header["Cifra-Extra"] != "1" || m.Header[wire.SentHeader] != out {
		t.Errorf("the first message came as %+v; want its subject and headers", m)
	}
	if n := overlapped.Load(); n != 0 {
		t.Errorf("the handler ran %d times while another call of it was running", n)
	}
}

// TestRequestCarriesHeadersAndSaysWhenNobodyAnswers: a request's header
// reaches the answerer and the answer comes back with its own; a flush
// needs no deadline; nobody
// listening, or nobody answering in time, is ErrNoAnswer (asking again
// may work); a connection closed for good is an error of another kind,
// for Request, Publish and Flush alike.
func TestRequestCarriesHeadersAndSaysWhenNobodyAnswers(t *testing.T) {
	s := natsServer(t, -1)
	srv := serverSide(t, s.ClientURL())
	if _, err := srv.Subscribe("ask", func(m *nats.Msg) {
		a := nats.NewMsg(m.Reply)
		a.Data = []byte("answer to " + string(m.Data))
		a.Header.Set("Seen-Id", m.Header.Get(wire.MoveIDHeader))
		a.Header.Set("Seen-Seen", m.Header.Get(wire.SeenHeader))
		_ = srv.PublishMsg(a)
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := srv.Subscribe("silent", func(*nats.Msg) {}); err != nil {
		t.Fatal(err)
	}
	published := make(chan string, 1)
	if _, err := srv.Subscribe("note", func(m *nats.Msg) { published <- string(m.Data) }); err != nil {
		t.Fatal(err)
	}
	if err := srv.Flush(); err != nil {
		t.Fatal(err)
	}
	c := dial(t, s.ClientURL(), transport.Options{InboxPrefix: "_INBOX.cifra-test"})
	ctx := within(t, 20*time.Second)
	m, err := c.Request(ctx, "ask", []byte("a move"), map[string]string{wire.MoveIDHeader: "id-1", wire.SeenHeader: "3"})
	if err != nil {
		t.Fatal(err)
	}
	if string(m.Data) != "answer to a move" || m.Header["Seen-Id"] != "id-1" || m.Header["Seen-Seen"] != "3" ||
		!strings.HasPrefix(m.Subject, "_INBOX.cifra-test.") {
		t.Fatalf("the answer came as %+v; want the answer on the connection's own inbox, with the header seen", m)
	}
	if err := c.Publish("note", []byte("a note")); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-published:
		if got != "a note" {
			t.Fatalf("published %q", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a publish did not arrive within 10 s")
	}
	// A flush without a deadline waits, as the browser's does (nats.go
	// alone refuses such a context).
	if err := c.(transport.Flusher).Flush(context.Background()); err != nil {
		t.Fatalf("a flush without a deadline: %v", err)
	}
	if _, err := c.Request(ctx, "nobody", nil, nil); !errors.Is(err, transport.ErrNoAnswer) {
		t.Fatalf("a request nobody listens for: %v; want ErrNoAnswer", err)
	}
	short, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	if _, err := c.Request(short, "silent", nil, nil); !errors.Is(err, transport.ErrNoAnswer) {
		t.Fatalf("a request nobody answers in time: %v; want ErrNoAnswer", err)
	}
	c.Close()
	if _, err := c.Request(ctx, "ask", nil, nil); err == nil || errors.Is(err, transport.ErrNoAnswer) {
		t.Fatalf("a request on a closed connection: %v; want an error that is not ErrNoAnswer", err)
	}
	if err := c.Publish("note", nil); err == nil {
		t.Fatal("a publish on a closed connection gave no error")
	}
	flushCtx, cancelFlush := context.WithTimeout(ctx, 10*time.Second)
	defer cancelFlush()
	if err := c.(transport.Flusher).Flush(flushCtx); err == nil || !errors.Is(err, nats.ErrConnectionClosed) {
		t.Fatalf("a flush on a closed connection: %v; want the connection closed", err)
	}
}

// TestALostConnectionIsFoundAgain: with Reconnect, a connection whose
// server stops says so (Disconnected), answers ErrNoAnswer meanwhile,
// and once a server listens there again says so (Reconnected) and works
// as before: its subscriptions are the server's again.
func TestALostConnectionIsFoundAgain(t *testing.T) {
	s := natsServer(t, -1)
	url := s.ClientURL()
	port := s.Addr().(*net.TCPAddr).Port
	lost, found := make(chan struct{}, 4), make(chan struct{}, 4)
	c := dial(t, url, transport.Options{Reconnect: true,
		Disconnected: func() { lost <- struct{}{} }, Reconnected: func() { found <- struct{}{} }})
	got := newReceived()
	if err := c.Subscribe(wire.Out("ABCDEF"), got.handle); err != nil {
		t.Fatal(err)
	}
	s.Shutdown()
	told(t, lost, "lost")
	short, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := c.Request(short, "ask", nil, nil); !errors.Is(err, transport.ErrNoAnswer) {
		t.Fatalf("a request while the connection is down: %v; want ErrNoAnswer", err)
	}
	again := natsServer(t, port)
	told(t, found, "found again")
	srv := serverSide(t, url)
	if _, err := srv.Subscribe("ask", func(m *nats.Msg) { _ = m.Respond([]byte("here")) }); err != nil {
		t.Fatal(err)
	}
	if err := srv.Flush(); err != nil {
		t.Fatal(err)
	}
	if m, err := c.Request(within(t, 10*time.Second), "ask", nil, nil); err != nil || string(m.Data) != "here" {
		t.Fatalf("a request once the connection is back: %q %v", m.Data, err)
	}
	flush(t, c)
	tell(t, srv, wire.Out("ABCDEF"), wire.Out("ABCDEF"), "after", nil)
	got.until(t, "after")
	if again.NumClients() != 2 {
		t.Errorf("%d connections at the new server, want the two", again.NumClients())
	}
}

// TestWithoutReconnectALostConnectionStaysLost: a connection dialled
// without Reconnect whose server stops says so (Disconnected) and is
// closed for good: once a server listens there again it is not found
// again (Reconnected is never told) and a request fails as on a closed
// connection, not with ErrNoAnswer, as the browser's does.
func TestWithoutReconnectALostConnectionStaysLost(t *testing.T) {
	s := natsServer(t, -1)
	url := s.ClientURL()
	port := s.Addr().(*net.TCPAddr).Port
	lost, found := make(chan struct{}, 4), make(chan struct{}, 4)
	c := dial(t, url, transport.Options{
		Disconnected: func() { lost <- struct{}{} }, Reconnected: func() { found <- struct{}{} }})
	s.Shutdown()
	told(t, lost, "lost")
	again := natsServer(t, port)
	srv := serverSide(t, url)
	if _, err := srv.Subscribe("ask", func(m *nats.Msg) { _ = m.Respond([]byte("here")) }); err != nil {
		t.Fatal(err)
	}
	if err := srv.Flush(); err != nil {
		t.Fatal(err)
	}
	// nats.go's own default would have been back within its 2 s wait.
	select {
	case <-found:
		t.Fatal("a connection without Reconnect was found again")
	case <-time.After(3 * time.Second):
	}
	if _, err := c.Request(within(t, 10*time.Second), "ask", nil, nil); err == nil || errors.Is(err, transport.ErrNoAnswer) {
		t.Fatalf("a request on the lost connection: %v; want the error of a closed one", err)
	}
	if n := again.NumClients(); n != 1 {
		t.Errorf("%d connections at the new server, want the server's side alone", n)
	}
}

// seats is a broker.Seats of fixed tokens.
type seats map[string]wire.Credential

func (s seats) Lookup(token string) (string, int, bool) {
	c, ok := s[token]
	return c.Table, c.Seat, ok
}

// seatBroker starts Cifra's broker with one seat (table's seat, with
// token), and on the server's side answers a guest's table request and
// the seat's moves with their subject, move id (wire.MoveIDHeader) and
// data; it returns the broker and the server's connection, both closed
// when the test ends.
func seatBroker(t *testing.T, table string, seat int, token string) (*broker.Broker, *nats.Conn) {
	t.Helper()
	b, err := broker.Start(broker.Config{Addr: "127.0.0.1:0", WebSocket: "127.0.0.1:0", DataDir: t.TempDir(),
		Seats: seats{token: {Table: table, Seat: seat}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Shutdown)
	srv, err := b.Connect("cifra-server")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	for _, subject := range []string{wire.CreateSubject, wire.MeSubject, wire.InAll(table)} {
		if _, err := srv.Subscribe(subject, func(m *nats.Msg) {
			_ = m.Respond([]byte(m.Subject + " " + m.Header.Get(wire.MoveIDHeader) + " " + string(m.Data)))
		}); err != nil {
			t.Fatal(err)
		}
	}
	if err := srv.Flush(); err != nil {
		t.Fatal(err)
	}
	return b, srv
}

// TestPlayersReachTheBrokerWithTheirOptions: through Cifra's broker, a
// guest (User, its own InboxPrefix) is answered where it may read, and
// only there; a seat (Token, its inbox), over WebSocket as a browser
// connects, asks its table with a move's headers and hears the table's
// marked broadcasts only; a token the broker does not know is
// ErrUnreachable.
func TestPlayersReachTheBrokerWithTheirOptions(t *testing.T) {
	const table, token = "ABCDEF", "0123456789abcdef0123456789abcdef"
	b, srv := seatBroker(t, table, 1, token)
	ctx := within(t, 20*time.Second)

	const id = "0123456789abcdef"
	guest := dial(t, b.ClientURL(), transport.Options{User: wire.Guest + id, InboxPrefix: wire.GuestInbox(id), Name: "cifra guest"})
	m, err := guest.Request(ctx, wire.CreateSubject, []byte("a table"), nil)
	if err != nil || string(m.Data) != wire.CreateSubject+"  a table" || !strings.HasPrefix(m.Subject, wire.GuestInbox(id)+".") {
		t.Fatalf("a guest's request: %+v %v", m, err)
	}
	stray := dial(t, b.ClientURL(), transport.Options{User: wire.Guest + "fedcba9876543210"}) // no inbox of its own
	short, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	if _, err := stray.Request(short, wire.CreateSubject, []byte("a table"), nil); !errors.Is(err, transport.ErrNoAnswer) {
		t.Fatalf("a guest asking with NATS's default inbox, which it may not read: %v; want ErrNoAnswer", err)
	}

	seat := dial(t, b.WebSocketURL(), transport.Options{Token: token, InboxPrefix: wire.Inbox(table, 1), Name: "cifra seat"})
	m, err = seat.Request(ctx, wire.In(table, 1), []byte(`{"p":1}`), map[string]string{wire.MoveIDHeader: "move-1"})
	if err != nil || string(m.Data) != wire.In(table, 1)+` move-1 {"p":1}` {
		t.Fatalf("a seat's move: %+v %v", m, err)
	}
	got := newReceived()
	if err := seat.Subscribe(wire.Out(table), got.handle); err != nil {
		t.Fatal(err)
	}
	flush(t, seat)
	tell(t, srv, wire.Out(table), "", "unmarked", nil)
	tell(t, srv, wire.Out(table), wire.Out(table), "told", nil)
	if msgs := got.until(t, "told"); fmt.Sprint(datas(msgs)) != "[told]" {
		t.Fatalf("the seat was handed %q, want only what the server marked", datas(msgs))
	}

	if c, err := transport.Dial(b.ClientURL(), transport.Options{Token: "fedcba9876543210fedcba9876543210"}); err == nil {
		c.Close()
		t.Fatal("a token the broker does not know connected")
	} else if !errors.Is(err, transport.ErrUnreachable) {
		t.Fatalf("a token the broker does not know: %v; want ErrUnreachable", err)
	}

	// A player's device, by its key's signature, over WebSocket.
	seed, key, err := transport.NewKey()
	if err != nil || wire.CheckDeviceKey(key) != nil || !strings.HasPrefix(seed, "SU") {
		t.Fatalf("a device's key: %q %q %v", seed, key, err)
	}
	me := dial(t, b.WebSocketURL(), transport.Options{Seed: seed, InboxPrefix: wire.PlayerInbox(key)})
	if m, err := me.Request(ctx, wire.MeSubject, []byte("hello"), nil); err != nil || string(m.Data) != wire.MeSubject+"  hello" {
		t.Fatalf("a device's hello: %+v %v", m, err)
	}
	if _, err := transport.Dial(b.ClientURL(), transport.Options{Seed: "SUnot-a-seed"}); err == nil {
		t.Fatal("a seed that is no seed dialled")
	}
}
