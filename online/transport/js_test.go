//go:build js

package transport_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"cifra/online/transport"
	"cifra/online/wire"
)

// The browser's transport (js.go, the shim cifra-nats.js and nats.ws
// around it), built for js/wasm and run under Node, whose WebSocket
// stands in for the browser's. TestTheBrowserTransportUnderNode
// (node_test.go) builds this file's test, starts the servers it dials
// and hands it where they are (jsEnv); run by itself it has no server to
// dial and fails.

// servers reads the servers the native test started, and gives the page
// what it would have to load the browser's files: cifraModule, here
// importing them from the folder they are served from.
func servers(t *testing.T) jsServers {
	t.Helper()
	var s jsServers
	if err := json.Unmarshal([]byte(os.Getenv(jsEnv)), &s); err != nil || s.WS == "" {
		t.Fatalf("no servers in $%s (%v): this test is run by TestTheBrowserTransportUnderNode, natively", jsEnv, err)
	}
	importer := js.Global().Get("Function").New("name", "return import("+strconv.Quote("file://"+s.Web+"/")+" + name)")
	js.Global().Set("cifraModule", importer)
	return s
}

// TestTheBrowsersTransport holds the browser's transport to what the
// desktop's is held to (nats_test.go): a server nobody listens at is
// ErrUnreachable; a request carries its header and is answered on the
// connection's own inbox, nobody listening or answering in time is
// ErrNoAnswer; a subscription hands only what the server marked for its
// subject, in order; with Reconnect a lost connection says so, answers
// ErrNoAnswer meanwhile, says when it is back and works again, its
// subscription too; a closed one answers nothing; and through Cifra's
// broker a guest (User, its own inbox) and a seat (Token) are answered,
// a token the broker does not know is ErrUnreachable.
func TestTheBrowsersTransport(t *testing.T) {
	s := servers(t)
	t.Run("dial", func(t *testing.T) {
		if c, err := transport.Dial(s.Nobody, transport.Options{}); err == nil {
			c.Close()
			t.Fatalf("Dial(%s) connected to nobody", s.Nobody)
		} else if !errors.Is(err, transport.ErrUnreachable) || !strings.Contains(err.Error(), s.Nobody) {
			t.Fatalf("Dial(%s): %v; want ErrUnreachable naming the address", s.Nobody, err)
		}
	})
	t.Run("request", func(t *testing.T) {
		c := dial(t, s.WS, transport.Options{Name: "cifra node", InboxPrefix: "_INBOX.cifra-node"})
		m, err := c.Request(within(t, 10*time.Second), echoSubject, []byte("a move"), map[string]string{wire.MoveIDHeader: "id-1"})
		if err != nil || string(m.Data) != "echo a move id-1" || !strings.HasPrefix(m.Subject, "_INBOX.cifra-node.") || m.Header["Echoed"] != "yes" {
			t.Fatalf("a request: %+v %v; want the echo on the connection's own inbox, with its header", m, err)
		}
		if _, err := c.Request(within(t, 10*time.Second), "nobody", nil, nil); !errors.Is(err, transport.ErrNoAnswer) {
			t.Fatalf("a request nobody listens for: %v; want ErrNoAnswer", err)
		}
		if _, err := c.Request(within(t, 200*time.Millisecond), silentSubject, nil, nil); !errors.Is(err, transport.ErrNoAnswer) {
			t.Fatalf("a request nobody answers in time: %v; want ErrNoAnswer", err)
		}
		if err := c.(transport.Flusher).Flush(context.Background()); err != nil {
			t.Fatalf("a flush: %v", err)
		}
	})
	t.Run("subscribe", func(t *testing.T) {
		c := dial(t, s.WS, transport.Options{})
		h := newReceived()
		out := wire.Out(tellTable)
		if err := c.Subscribe(out, h.handle); err != nil {
			t.Fatal(err)
		}
		if err := c.(transport.Flusher).Flush(context.Background()); err != nil {
			t.Fatal(err)
		}
		lines := []string{"-unmarked", "marked", "-another", "again"}
		want := []string{"marked", "again"}
		for i := range 50 {
			lines = append(lines, strconv.Itoa(i))
			want = append(want, strconv.Itoa(i))
		}
		// Published by c itself: the server's side tells them.
		if err := c.Publish(tellSubject, []byte(strings.Join(lines, "\n"))); err != nil {
			t.Fatal(err)
		}
		msgs := h.until(t, "49")
		if got := datas(msgs); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("handed %q, want %q", got, want)
		}
		if m := msgs[0]; m.Subject != out || m.Header[wire.SentHeader] != out {
			t.Errorf("the first message came as %+v; want its subject and the server's mark", m)
		}
	})
	t.Run("reconnect", func(t *testing.T) {
		lost, found := make(chan struct{}, 4), make(chan struct{}, 4)
		c := dial(t, s.WS, transport.Options{Reconnect: true,
			Disconnected: func() { lost <- struct{}{} }, Reconnected: func() { found <- struct{}{} }})
		h := newReceived()
		if err := c.Subscribe(wire.Out(tellTable), h.handle); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Request(within(t, 10*time.Second), bounceSubject, nil, nil); err != nil {
			t.Fatal(err)
		}
		told(t, lost, "lost")
		if _, err := c.Request(within(t, 200*time.Millisecond), echoSubject, nil, nil); !errors.Is(err, transport.ErrNoAnswer) {
			t.Fatalf("a request while the connection is down: %v; want ErrNoAnswer", err)
		}
		told(t, found, "found again")
		deadline := time.Now().Add(10 * time.Second)
		for { // the server's side connects again too
			m, err := c.Request(within(t, time.Second), echoSubject, []byte("back"), nil)
			if err == nil && string(m.Data) == "echo back " {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no echo once the connection is back: %q %v", m.Data, err)
			}
		}
		if err := c.Publish(tellSubject, []byte("after")); err != nil {
			t.Fatal(err)
		}
		h.until(t, "after")
	})
	t.Run("close", func(t *testing.T) {
		c, err := transport.Dial(s.WS, transport.Options{})
		if err != nil {
			t.Fatal(err)
		}
		c.Close()
		if _, err := c.Request(within(t, 10*time.Second), echoSubject, nil, nil); err == nil || errors.Is(err, transport.ErrNoAnswer) {
			t.Fatalf("a request on a closed connection: %v; want an error that is not ErrNoAnswer", err)
		}
		// A publish after Close (a ping queued before it) is an error,
		// never a JavaScript throw that ends the program.
		if err := c.Publish(tellSubject, []byte("late")); !errors.Is(err, transport.ErrClosed) {
			t.Fatalf("a publish on a closed connection: %v; want ErrClosed", err)
		}
		c.Close() // twice: nothing more happens
	})
	t.Run("broker", func(t *testing.T) {
		guest := dial(t, s.Broker, transport.Options{User: wire.Guest + s.Guest, InboxPrefix: wire.GuestInbox(s.Guest)})
		m, err := guest.Request(within(t, 10*time.Second), wire.CreateSubject, []byte("a table"), nil)
		if err != nil || string(m.Data) != wire.CreateSubject+"  a table" || !strings.HasPrefix(m.Subject, wire.GuestInbox(s.Guest)+".") {
			t.Fatalf("a guest's request: %+v %v", m, err)
		}
		seat := dial(t, s.Broker, transport.Options{Token: s.Token, InboxPrefix: wire.Inbox(s.Table, s.Seat)})
		move := wire.In(s.Table, s.Seat)
		m, err = seat.Request(within(t, 10*time.Second), move, []byte(`{"p":1}`), map[string]string{wire.MoveIDHeader: "move-1"})
		if err != nil || string(m.Data) != move+` move-1 {"p":1}` {
			t.Fatalf("a seat's move: %+v %v", m, err)
		}
		if c, err := transport.Dial(s.Broker, transport.Options{Token: "fedcba9876543210fedcba9876543210"}); err == nil {
			c.Close()
			t.Fatal("a token the broker does not know connected")
		} else if !errors.Is(err, transport.ErrUnreachable) {
			t.Fatalf("a token the broker does not know: %v; want ErrUnreachable", err)
		}
		// A player's device: a key made by nats.ws's NKeys, the server's
		// nonce signed with it.
		seed, key, err := transport.NewKey()
		if err != nil || wire.CheckDeviceKey(key) != nil || !strings.HasPrefix(seed, "SU") {
			t.Fatalf("a device's key: %q %q %v", seed, key, err)
		}
		me := dial(t, s.Broker, transport.Options{Seed: seed, InboxPrefix: wire.PlayerInbox(key)})
		if m, err := me.Request(within(t, 10*time.Second), wire.MeSubject, []byte("hello"), nil); err != nil || string(m.Data) != wire.MeSubject+"  hello" {
			t.Fatalf("a device's hello: %+v %v", m, err)
		}
		_, other, _ := transport.NewKey()
		if c, err := transport.Dial(s.Broker, transport.Options{Seed: seed, InboxPrefix: wire.PlayerInbox(other)}); err == nil {
			// Let in (the key is its own), but another's inbox is not its to read.
			if _, err := c.Request(within(t, 500*time.Millisecond), wire.MeSubject, []byte("hello"), nil); err == nil {
				t.Fatal("a device was answered on another device's inbox")
			}
			c.Close()
		}
	})
}
