// Package netsim is a TCP proxy for tests that puts a simulated network
// link between a client and a server on 127.0.0.1, so that a test can give
// each simulated device a link of its own: a phone 150 ms away and a laptop
// 10 ms away racing for Kakuro's buzzer, a seat whose round trip grows in
// the middle of a game, and so on.
//
// Listen opens a proxy on 127.0.0.1 in front of a target (a NATS server, a
// WebSocket endpoint, anything spoken over TCP); a client connects to the
// proxy's Addr (or URL) instead of the target. Every chunk of bytes the
// proxy reads is stamped with the time it was read and delivered to the
// other side at that time plus the link's one-way delay for its direction
// (Link.Up from client to server, Link.Down from server to client), plus a
// random jitter if the link has one. Chunks wait in a queue per direction,
// so the reader never waits for the delay: like a real link, a link with a
// 150 ms delay still carries as many messages per second as the machine
// can, each one 150 ms late. Jitter never reorders bytes: a chunk is never
// delivered before the one read before it in the same direction.
//
// An end of stream (FIN) travels the link like data: when one side shuts
// its connection, or its writing half, the other side sees the end of
// stream one delay later, after every byte sent before it; a connection
// reset on one side closes both. Once both directions have ended, the proxy
// closes both connections. Proxy.Close ends everything at once.
//
// What it does not simulate: the handshake (a client's connect returns at
// once, before the proxy has dialled the target; the first bytes bear the
// delay), bandwidth, and loss.
package netsim

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"sync"
	"time"
)

// Link is the simulated network link of a proxy: one-way delays per
// direction, and jitter. The zero Link forwards at once.
type Link struct {
	// Down is the one-way delay from server to client.
	Down time.Duration
	// Up is the one-way delay from client to server.
	Up time.Duration
	// Jitter, when > 0, adds to each chunk's delay a random extra in
	// [0, Jitter). It never reorders: a chunk is delivered no earlier than
	// the chunk before it in the same direction.
	Jitter time.Duration
}

// RTT is the link's round trip without jitter, Up + Down.
func (l Link) RTT() time.Duration { return l.Up + l.Down }

// delay is the delay of one chunk in the given direction.
func (l Link) delay(up bool) time.Duration {
	d := l.Down
	if up {
		d = l.Up
	}
	if l.Jitter > 0 {
		d += rand.N(l.Jitter)
	}
	return max(d, 0)
}

// queueLen is how many chunks may wait in one direction's queue; a reader
// that finds it full waits (back pressure, as a real link's window).
const queueLen = 4096

// chunkSize is the most a direction reads at once.
const chunkSize = 32 << 10

// dialTimeout bounds the proxy's connect to its target.
const dialTimeout = 5 * time.Second

// Proxy forwards TCP connections from a listener on 127.0.0.1 to a target
// across a simulated Link. Its methods are safe for concurrent use.
type Proxy struct {
	ln     net.Listener
	target string
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup // every goroutine of the proxy
	once   sync.Once      // Close
	err    error          // Close's result

	mu     sync.Mutex
	link   Link
	conns  map[*pair]struct{}
	closed bool
}

// Listen starts a proxy listening on 127.0.0.1 on a free port that
// forwards every connection it accepts to target (host:port) across link,
// in both directions. Close it when done.
func Listen(target string, link Link) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	p := &Proxy{
		ln:     ln,
		target: target,
		ctx:    ctx,
		cancel: cancel,
		link:   link,
		conns:  make(map[*pair]struct{}),
	}
	p.wg.Go(p.accept)
	return p, nil
}

// Addr is the proxy's address, host:port, for a client to dial instead of
// the target.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// URL is the proxy's address as a URL of the given scheme, e.g.
// URL("nats") = "nats://127.0.0.1:PORT", URL("ws") = "ws://127.0.0.1:PORT".
func (p *Proxy) URL(scheme string) string { return scheme + "://" + p.Addr() }

// Link is the proxy's current link.
func (p *Proxy) Link() Link {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.link
}

// SetLink changes the proxy's link, on every connection, for the data read
// from now on; data already read keeps the delay it was given. Data never
// overtakes data read before it, so shortening the delay takes effect once
// what is already in flight has been delivered.
func (p *Proxy) SetLink(link Link) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.link = link
}

// Conns is how many connections the proxy forwards now: accepted, their
// target dialled, and not yet closed.
func (p *Proxy) Conns() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.conns)
}

// Close stops the proxy: it closes the listener and every connection the
// proxy accepted or dialled, dropping the data in flight, and returns once
// all of its goroutines have ended. Later calls do nothing and return the
// first call's result.
func (p *Proxy) Close() error {
	p.once.Do(func() {
		p.mu.Lock()
		p.closed = true
		cs := make([]*pair, 0, len(p.conns))
		for c := range p.conns {
			cs = append(cs, c)
		}
		p.mu.Unlock()
		p.cancel()
		p.err = p.ln.Close()
		for _, c := range cs {
			c.close()
		}
		p.wg.Wait()
	})
	return p.err
}

// accept accepts connections until the listener is closed.
func (p *Proxy) accept() {
	for {
		conn, err := p.ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) || p.ctx.Err() != nil {
				return
			}
			// A passing error (out of file descriptors, say): try again.
			select {
			case <-p.ctx.Done():
				return
			case <-time.After(5 * time.Millisecond):
			}
			continue
		}
		p.wg.Go(func() { p.serve(conn) })
	}
}

// serve dials the target for one accepted connection and starts its two
// directions.
func (p *Proxy) serve(client net.Conn) {
	d := net.Dialer{Timeout: dialTimeout}
	server, err := d.DialContext(p.ctx, "tcp", p.target)
	if err != nil {
		client.Close()
		return
	}
	c := &pair{p: p, client: client, server: server, done: make(chan struct{}), left: 2}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		client.Close()
		server.Close()
		return
	}
	p.conns[c] = struct{}{}
	p.mu.Unlock()

	up := make(chan chunk, queueLen)
	down := make(chan chunk, queueLen)
	p.wg.Go(func() { c.read(client, up, true) })
	p.wg.Go(func() { c.write(server, up) })
	p.wg.Go(func() { c.read(server, down, false) })
	p.wg.Go(func() { c.write(client, down) })
}

// chunk is what one read got, with when to deliver it. A chunk with err set
// is the end of its direction: io.EOF for an end of stream, anything else
// for a broken connection.
type chunk struct {
	data []byte
	at   time.Time
	err  error
}

// pair is one proxied connection: the client's and the proxy's to the
// target.
type pair struct {
	p              *Proxy
	client, server net.Conn
	done           chan struct{} // closed by close
	once           sync.Once

	mu   sync.Mutex
	left int // directions not yet ended
}

// close closes both connections, at once, and forgets the pair.
func (c *pair) close() {
	c.once.Do(func() {
		close(c.done)
		c.client.Close()
		c.server.Close()
		c.p.mu.Lock()
		delete(c.p.conns, c)
		c.p.mu.Unlock()
	})
}

// ended records the end of stream of one direction; after both, it closes
// the pair.
func (c *pair) ended() {
	c.mu.Lock()
	c.left--
	last := c.left == 0
	c.mu.Unlock()
	if last {
		c.close()
	}
}

// read reads src into q, stamping each chunk with its time of delivery,
// until src ends or fails; then it queues the end and returns.
func (c *pair) read(src net.Conn, q chan<- chunk, up bool) {
	defer close(q)
	buf := make([]byte, chunkSize)
	var last time.Time // delivery time of the previous chunk
	for {
		n, err := src.Read(buf)
		now := time.Now()
		at := now.Add(c.p.Link().delay(up))
		if at.Before(last) {
			at = last // never overtake: a stream stays in order
		}
		last = at
		if n > 0 {
			if !c.put(q, chunk{data: append([]byte(nil), buf[:n]...), at: at}) {
				return
			}
		}
		if err != nil {
			c.put(q, chunk{at: at, err: err})
			return
		}
	}
}

// put queues ch, unless the pair is closed first.
func (c *pair) put(q chan<- chunk, ch chunk) bool {
	select {
	case q <- ch:
		return true
	case <-c.done:
		return false
	}
}

// write delivers the chunks of q to dst, each at its time, in order.
func (c *pair) write(dst net.Conn, q <-chan chunk) {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for ch := range q {
		if wait := time.Until(ch.at); wait > 0 {
			timer.Reset(wait)
			select {
			case <-timer.C:
			case <-c.done:
				return
			}
		}
		if ch.err != nil {
			cw, ok := dst.(interface{ CloseWrite() error })
			if !errors.Is(ch.err, io.EOF) || !ok || cw.CloseWrite() != nil {
				c.close() // a broken connection breaks the other
				return
			}
			c.ended()
			return
		}
		if _, err := dst.Write(ch.data); err != nil {
			c.close()
			return
		}
	}
	// q closed without an end: the pair was closed.
}
