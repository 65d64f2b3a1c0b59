package main

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// The server's limits: what a request or a client may hold of it.
const (
	// maxConns is how many connections are served at once; more wait to
	// be accepted. A browser opens about six to a host.
	maxConns = 64
	// idleTimeout closes a keep-alive connection that asks nothing more.
	idleTimeout = 2 * time.Minute
	// readTimeout bounds reading a request (the server takes no bodies).
	readTimeout = 30 * time.Second
	// writeChunk is the most written under one deadline.
	writeChunk = 32 << 10
	// maxRanges is the most byte ranges served in one response; a request
	// for more gets the whole file (as a server may answer any range
	// request), not one part per range: 2000 ranges of a 12 KB file were
	// 270 KB of part headers.
	maxRanges = 8
)

// writeStall is how long one chunk of a response may take to be taken
// by the client: a slow phone link still moves a chunk in seconds, so the
// download of the few MB of game.wasm goes on as long as it moves, while a
// client that stops reading is dropped. (A deadline on the whole response
// would cut a slow, live download.) A variable for the tests.
var writeStall = 30 * time.Second

// guard wraps the site with the limits a request meets before it: the
// Host check (on loopback), the write deadlines and the range cap.
func guard(next http.Handler, loopback bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		dw := newDeadlineWriter(w)
		if loopback && !loopbackHost(r.Host) {
			refuseHost(dw, r.Host)
			return
		}
		if countRanges(r.Header.Get("Range")) > maxRanges {
			r.Header.Del("Range")
		}
		next.ServeHTTP(dw, r)
	})
}

// loopbackHost reports whether a request's Host names this machine's
// loopback: localhost (or a name under .localhost, which browsers never
// ask DNS about), or a loopback address, with any port. A server bound to
// loopback refuses other names: a page of another site whose name was
// made to resolve to 127.0.0.1 (DNS rebinding) would otherwise read it.
func loopbackHost(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	name = strings.TrimSuffix(strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(name, "["), "]")), ".")
	if name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return true
	}
	ip := net.ParseIP(name)
	return ip != nil && ip.IsLoopback()
}

// refuseHost answers a request for another host, in words.
func refuseHost(w http.ResponseWriter, host string) {
	if len(host) > 80 {
		host = host[:80] + "…"
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusMisdirectedRequest)
	fmt.Fprintf(w, "This Cifra server listens on this machine only and answers to localhost, 127.0.0.1 or [::1], not to %q: open http://localhost:PORT/ (another name pointing here is refused, so that no other site can read it).\n", host)
}

// countRanges counts the ranges of a Range header ("bytes=0-1,5-9": 2).
func countRanges(header string) int {
	if header == "" {
		return 0
	}
	return strings.Count(header, ",") + 1
}

// deadlineWriter writes a response in chunks, each with its own write
// deadline (writeStall from its start): a slow reader goes on, a stalled
// one is dropped. It stands for the ResponseWriter it wraps, which
// http.ServeContent and http.Error write through.
type deadlineWriter struct {
	http.ResponseWriter
	rc *http.ResponseController
}

// newDeadlineWriter wraps w and sets the first deadline at once: a
// response that never calls Write (a 304, a refusal) is flushed after the
// handler returns, under the deadline in force, which a keep-alive
// connection's previous request would otherwise have left in the past.
func newDeadlineWriter(w http.ResponseWriter) *deadlineWriter {
	d := &deadlineWriter{ResponseWriter: w, rc: http.NewResponseController(w)}
	d.extend()
	return d
}

// extend moves the deadline writeStall ahead. A writer that cannot take
// deadlines (a test's recorder) is written without them.
func (d *deadlineWriter) extend() { _ = d.rc.SetWriteDeadline(time.Now().Add(writeStall)) }

// Write writes p a chunk at a time, each under a fresh deadline.
func (d *deadlineWriter) Write(p []byte) (int, error) {
	n := 0
	for len(p) > 0 {
		chunk := p[:min(len(p), writeChunk)]
		d.extend()
		m, err := d.ResponseWriter.Write(chunk)
		n += m
		if err != nil {
			return n, err
		}
		p = p[len(chunk):]
	}
	return n, nil
}

// Unwrap lets http.ResponseController reach the connection.
func (d *deadlineWriter) Unwrap() http.ResponseWriter { return d.ResponseWriter }

// limitListener accepts at most n connections at once: Accept waits
// while n are open (the kernel queues the rest), as
// golang.org/x/net/netutil's LimitListener does.
type limitListener struct {
	net.Listener
	slots     chan struct{}
	done      chan struct{} // closed by Close: a waiting Accept gives up
	closeOnce sync.Once
}

func newLimitListener(l net.Listener, n int) *limitListener {
	return &limitListener{Listener: l, slots: make(chan struct{}, n), done: make(chan struct{})}
}

// Accept waits for a free slot, then for a connection.
func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitConn{Conn: c, free: func() { <-l.slots }}, nil
}

// Close closes the listener and ends an Accept waiting for a slot (the
// server shutting down while every slot is held).
func (l *limitListener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// limitConn gives its slot back when closed (once, however many times).
type limitConn struct {
	net.Conn
	once sync.Once
	free func()
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.free)
	return err
}
