package transport_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"cifra/online/transport"
)

// What the native test (node_test.go) hands the browser's transport's
// test (js_test.go), which it builds for js/wasm and runs under Node.

// jsEnv names the environment variable that hands js_test.go its
// jsServers, in JSON.
const jsEnv = "CIFRA_TRANSPORT_SERVERS"

// jsServers is what node_test.go started for js_test.go: a bare NATS
// server (WS, its WebSocket URL) whose side answers and tells on the
// subjects below, and stops and starts again on bounceSubject; Cifra's
// broker (Broker, its WebSocket URL), where a guest (Guest, its id) may
// ask for a table and a seat (Table, Seat, Token) may send its table a
// move; a WebSocket URL nobody listens at (Nobody); and the folder with
// the browser's files (Web).
type jsServers struct {
	WS, Broker, Nobody, Web string
	Guest, Table, Token     string
	Seat                    int
}

// The subjects the bare server's side answers or tells on.
const (
	echoSubject   = "echo"   // answers "echo DATA MOVEID" (wire.MoveIDHeader), with the header Echoed: yes
	silentSubject = "silent" // heard, never answered
	tellSubject   = "tell"   // tells each line of the data on wire.Out(tellTable): marked, or unmarked when it starts with "-"
	bounceSubject = "bounce" // answers, then stops the server and starts it again on the same ports a second later
	tellTable     = "ABCDEF"
)

// within is a context that ends after d, or with the test.
func within(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// received collects what a Subscribe handler is handed, in order.
type received struct {
	mu   sync.Mutex
	msgs []transport.Msg
	more chan struct{}
}

// newReceived is an empty received.
func newReceived() *received { return &received{more: make(chan struct{}, 1)} }

// handle is the Subscribe handler that collects.
func (r *received) handle(m transport.Msg) {
	r.mu.Lock()
	r.msgs = append(r.msgs, m)
	r.mu.Unlock()
	select {
	case r.more <- struct{}{}:
	default:
	}
}

// until waits, at most 10 s, for a message with data last, and returns
// every message handed so far.
func (r *received) until(t *testing.T, last string) []transport.Msg {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		r.mu.Lock()
		msgs := append([]transport.Msg(nil), r.msgs...)
		r.mu.Unlock()
		for _, m := range msgs {
			if string(m.Data) == last {
				return msgs
			}
		}
		select {
		case <-r.more:
		case <-deadline:
			t.Fatalf("%q was not handed within 10 s; handed %d messages", last, len(msgs))
		}
	}
}

// datas are the messages' data, as strings.
func datas(msgs []transport.Msg) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, string(m.Data))
	}
	return out
}

// dial dials url with o and closes the connection when the test ends.
func dial(t *testing.T, url string, o transport.Options) transport.Conn {
	t.Helper()
	c, err := transport.Dial(url, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// told waits, at most 10 s, until the connection's callback tells ch
// that it was what.
func told(t *testing.T, ch chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatalf("not told within 10 s that the connection was %s", what)
	}
}
