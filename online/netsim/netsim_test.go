package netsim_test

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/online/netsim"
)

// echoServer is a TCP server on 127.0.0.1 that writes back what it reads
// and, at the end of the stream, closes its connection.
type echoServer struct {
	ln net.Listener
	wg sync.WaitGroup
}

func newEchoServer(t *testing.T) *echoServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &echoServer{ln: ln}
	s.wg.Go(func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			s.wg.Go(func() {
				defer conn.Close()
				io.Copy(conn, conn)
			})
		}
	})
	t.Cleanup(s.close)
	return s
}

func (s *echoServer) addr() string { return s.ln.Addr().String() }

// close stops accepting and waits for the connections to end (the proxy
// must close them).
func (s *echoServer) close() {
	s.ln.Close()
	s.wg.Wait()
}

func listen(t *testing.T, target string, link netsim.Link) *netsim.Proxy {
	t.Helper()
	p, err := netsim.Listen(target, link)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func dial(t *testing.T, p *netsim.Proxy) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// roundTrip sends a line and times until it comes back.
func roundTrip(t *testing.T, conn net.Conn, r *bufio.Reader, msg string) time.Duration {
	t.Helper()
	start := time.Now()
	if _, err := io.WriteString(conn, msg+"\n"); err != nil {
		t.Fatal(err)
	}
	got, err := r.ReadString('\n')
	d := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if got != msg+"\n" {
		t.Fatalf("echo of %q = %q", msg, got)
	}
	return d
}

func TestRoundTripTakesTheLinksRTT(t *testing.T) {
	echo := newEchoServer(t)
	link := netsim.Link{Down: 40 * time.Millisecond, Up: 40 * time.Millisecond}
	p := listen(t, echo.addr(), link)
	conn := dial(t, p)
	r := bufio.NewReader(conn)
	for i := range 3 {
		d := roundTrip(t, conn, r, "ping")
		t.Logf("round trip %d: %v", i, d)
		if d < link.RTT() || d >= 300*time.Millisecond {
			t.Fatalf("round trip %d over %+v took %v, want in [80ms, 300ms)", i, link, d)
		}
	}
	if n := p.Conns(); n != 1 {
		t.Fatalf("Conns() = %d, want 1", n)
	}
}

func TestAsymmetricLink(t *testing.T) {
	echo := newEchoServer(t)
	link := netsim.Link{Down: 10 * time.Millisecond, Up: 70 * time.Millisecond}
	p := listen(t, echo.addr(), link)
	conn := dial(t, p)
	d := roundTrip(t, conn, bufio.NewReader(conn), "ping")
	t.Logf("round trip: %v", d)
	if d < 80*time.Millisecond || d >= 300*time.Millisecond {
		t.Fatalf("round trip over %+v took %v, want in [80ms, 300ms)", link, d)
	}
}

func TestJitterKeepsOrder(t *testing.T) {
	echo := newEchoServer(t)
	p := listen(t, echo.addr(), netsim.Link{Down: 2 * time.Millisecond, Up: 2 * time.Millisecond, Jitter: 20 * time.Millisecond})
	conn := dial(t, p)

	// Many small writes, each likely a chunk of its own, then a large one
	// that takes many chunks.
	const n = 3000
	var want bytes.Buffer
	for i := range n {
		binary.Write(&want, binary.BigEndian, uint32(i))
	}
	big := make([]byte, 1<<20)
	for i := range big {
		big[i] = byte(i * 7 / 3)
	}
	want.Write(big)

	errc := make(chan error, 1)
	go func() {
		b := want.Bytes()
		for i := range n {
			if _, err := conn.Write(b[4*i : 4*i+4]); err != nil {
				errc <- err
				return
			}
			if i%100 == 0 {
				time.Sleep(time.Millisecond) // spread over several jitters
			}
		}
		_, err := conn.Write(big)
		errc <- err
	}()
	got := make([]byte, want.Len())
	conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	if _, err := io.ReadFull(conn, got); err != nil {
		t.Fatal(err)
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		i := 0
		for got[i] == want.Bytes()[i] {
			i++
		}
		t.Fatalf("echo differs from what was sent at byte %d of %d", i, want.Len())
	}
}

func TestPipelining(t *testing.T) {
	echo := newEchoServer(t)
	link := netsim.Link{Down: 75 * time.Millisecond, Up: 75 * time.Millisecond}
	p := listen(t, echo.addr(), link)
	conn := dial(t, p)

	const n = 1000
	start := time.Now()
	errc := make(chan error, 1)
	go func() {
		for i := range n {
			if _, err := conn.Write([]byte{byte(i), byte(i >> 8)}); err != nil {
				errc <- err
				return
			}
		}
		errc <- nil
	}()
	got := make([]byte, 2*n)
	conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	if _, err := io.ReadFull(conn, got); err != nil {
		t.Fatal(err)
	}
	d := time.Since(start)
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if got[2*i] != byte(i) || got[2*i+1] != byte(i>>8) {
			t.Fatalf("message %d came back as %v", i, got[2*i:2*i+2])
		}
	}
	t.Logf("%d messages echoed over %+v in %v", n, link, d)
	if d < link.RTT() || d >= 2*time.Second {
		t.Fatalf("%d messages echoed in %v, want in [150ms, 2s) (one by one would be %v)", n, d, n*link.RTT())
	}
}

func TestSetLinkChangesTheDelay(t *testing.T) {
	echo := newEchoServer(t)
	p := listen(t, echo.addr(), netsim.Link{})
	conn := dial(t, p)
	r := bufio.NewReader(conn)

	fast := roundTrip(t, conn, r, "fast")
	slow := netsim.Link{Down: 60 * time.Millisecond, Up: 60 * time.Millisecond}
	p.SetLink(slow)
	if got := p.Link(); got != slow {
		t.Fatalf("Link() = %+v after SetLink(%+v)", got, slow)
	}
	d := roundTrip(t, conn, r, "slow")
	p.SetLink(netsim.Link{})
	back := roundTrip(t, conn, r, "fast again")
	t.Logf("round trips: %v, then %v over %+v, then %v", fast, d, slow, back)
	if d < slow.RTT() || d >= 400*time.Millisecond {
		t.Fatalf("round trip after SetLink(%+v) took %v, want in [120ms, 400ms)", slow, d)
	}
	if fast >= slow.RTT() || back >= slow.RTT() {
		t.Fatalf("round trips over the zero link took %v and %v, want under %v", fast, back, slow.RTT())
	}
}

func TestURLAndAddr(t *testing.T) {
	p := listen(t, "127.0.0.1:1", netsim.Link{})
	host, port, err := net.SplitHostPort(p.Addr())
	if err != nil || host != "127.0.0.1" || port == "0" {
		t.Fatalf("Addr() = %q (%v), want 127.0.0.1:PORT", p.Addr(), err)
	}
	if u := p.URL("nats"); u != "nats://"+p.Addr() {
		t.Fatalf(`URL("nats") = %q`, u)
	}
	if u := p.URL("ws"); !strings.HasPrefix(u, "ws://127.0.0.1:") {
		t.Fatalf(`URL("ws") = %q`, u)
	}
}

// TestClientCloseClosesServer: the client's end of stream crosses the link
// and the server (which closes at end of stream) closes, which closes the
// client's side; the pair is forgotten without Close.
func TestClientCloseClosesServer(t *testing.T) {
	before := runtime.NumGoroutine()
	echo := newEchoServer(t)
	p := listen(t, echo.addr(), netsim.Link{Down: 20 * time.Millisecond, Up: 20 * time.Millisecond})
	conn := dial(t, p)
	r := bufio.NewReader(conn)
	roundTrip(t, conn, r, "hello")
	if _, err := io.WriteString(conn, "last words\n"); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	conn.(*net.TCPConn).CloseWrite()
	// Half-close: what was sent before the end still comes back, then EOF.
	rest, err := io.ReadAll(r)
	d := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if string(rest) != "last words\n" {
		t.Fatalf("after CloseWrite read %q, want %q", rest, "last words\n")
	}
	if d < 40*time.Millisecond {
		t.Fatalf("end of stream came back in %v, before a round trip", d)
	}
	waitFor(t, func() bool { return p.Conns() == 0 }, "Conns() to drop to 0")
	// Left: the echo server's and the proxy's accept loops.
	waitFor(t, func() bool { return runtime.NumGoroutine() <= before+2 }, "the connection's goroutines to end")
}

// TestServerCloseClosesClient: a server that closes shows as an end of
// stream on the client, one delay later.
func TestServerCloseClosesClient(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		io.WriteString(conn, "bye\n")
		conn.Close()
	}()
	p := listen(t, ln.Addr().String(), netsim.Link{Down: 30 * time.Millisecond})
	conn := dial(t, p)
	start := time.Now()
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	got, err := io.ReadAll(conn)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 30*time.Millisecond {
		t.Fatalf("end of stream in %v, before the link's delay", d)
	}
	if string(got) != "bye\n" {
		t.Fatalf("read %q, want %q", got, "bye\n")
	}
	conn.Close()
	waitFor(t, func() bool { return p.Conns() == 0 }, "Conns() to drop to 0")
}

func TestDialFailureClosesClient(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	target := ln.Addr().String()
	ln.Close() // nothing listens there now
	p := listen(t, target, netsim.Link{})
	conn := dial(t, p)
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := conn.Read(make([]byte, 1)); err == nil {
		t.Fatal("read from a proxy whose target is down succeeded")
	} else if !errors.Is(err, io.EOF) && !isReset(err) {
		t.Fatalf("read from a proxy whose target is down: %v, want end of stream or reset", err)
	}
	if n := p.Conns(); n != 0 {
		t.Fatalf("Conns() = %d, want 0", n)
	}
}

func TestCloseEndsEverything(t *testing.T) {
	before := runtime.NumGoroutine()
	echo := newEchoServer(t)
	p, err := netsim.Listen(echo.addr(), netsim.Link{Down: 50 * time.Millisecond, Up: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	var conns []net.Conn
	for range 5 {
		conn, err := net.Dial("tcp", p.Addr())
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		conns = append(conns, conn)
	}
	// One round trip on the first, so it is surely dialled through.
	roundTrip(t, conns[0], bufio.NewReader(conns[0]), "hello")
	// Data in flight on every connection, some of it a lot.
	for _, conn := range conns {
		conn.Write(bytes.Repeat([]byte("x"), 256<<10))
	}
	waitFor(t, func() bool { return p.Conns() == 5 }, "Conns() to reach 5")

	closed := make(chan error, 1)
	go func() { closed <- p.Close() }()
	select {
	case err := <-closed:
		if err != nil {
			t.Fatalf("Close: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Close did not return in 5s")
	}
	if err := p.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if n := p.Conns(); n != 0 {
		t.Fatalf("Conns() = %d after Close, want 0", n)
	}
	for i, conn := range conns {
		conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		if _, err := io.Copy(io.Discard, conn); err != nil && !isReset(err) {
			t.Fatalf("connection %d after Close: %v, want end of stream or reset", i, err)
		}
		conn.Close()
	}
	if _, err := net.DialTimeout("tcp", p.Addr(), time.Second); err == nil {
		t.Fatal("dialled the proxy after Close")
	}
	// The echo server's connections end because the proxy closed them.
	echo.close()
	waitFor(t, func() bool { return runtime.NumGoroutine() <= before }, "goroutines to end")
}

func isReset(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && strings.Contains(op.Err.Error(), "reset")
}

func waitFor(t *testing.T, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Fatalf("timed out waiting for %s\n%s", what, buf)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
