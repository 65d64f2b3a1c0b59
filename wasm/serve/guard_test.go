package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestHostIsCheckedOnLoopback: bound to loopback, the server answers to
// localhost and loopback addresses, with any port, and refuses any other
// Host in words (421), so that a page of another site whose name was
// made to resolve to 127.0.0.1 cannot read it; bound to a network, any
// Host is served.
func TestHostIsCheckedOnLoopback(t *testing.T) {
	s := testSite()
	for host, ok := range map[string]bool{
		"localhost:8080":         true,
		"localhost":              true,
		"LocalHost:8080":         true,
		"localhost.:8080":        true,
		"cifra.localhost:8080":   true,
		"127.0.0.1:39123":        true,
		"127.0.0.1":              true,
		"127.1.2.3:80":           true,
		"[::1]:8080":             true,
		"[::1]":                  true,
		"evil.example:8080":      false,
		"evil.example":           false,
		"localhost.evil.example": false,
		"192.168.1.5:8080":       false,
		"[::ffff:10.0.0.1]:80":   false,
		"":                       false,
		"0.0.0.0:8080":           false,
	} {
		req := httptest.NewRequest("GET", "/", nil)
		req.Host = host
		rec := httptest.NewRecorder()
		guard(s, true).ServeHTTP(rec, req)
		switch {
		case ok && rec.Code != http.StatusOK:
			t.Errorf("Host %q on loopback: %d %s", host, rec.Code, rec.Body.String())
		case !ok && (rec.Code != http.StatusMisdirectedRequest || !strings.Contains(rec.Body.String(), "answers to localhost, 127.0.0.1 or [::1]")):
			t.Errorf("Host %q on loopback: %d %q, want 421 in words", host, rec.Code, rec.Body.String())
		}
		rec = httptest.NewRecorder()
		guard(s, false).ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Errorf("Host %q bound to a network: %d", host, rec.Code)
		}
	}
	for _, addr := range []struct {
		ip       string
		loopback bool
	}{{"127.0.0.1", true}, {"::1", true}, {"0.0.0.0", false}, {"192.168.1.5", false}} {
		srv := newServer(s, &net.TCPAddr{IP: net.ParseIP(addr.ip), Port: 8080})
		req := httptest.NewRequest("GET", "/", nil)
		req.Host = "evil.example:8080"
		rec := httptest.NewRecorder()
		srv.Handler.ServeHTTP(rec, req)
		if refused := rec.Code == http.StatusMisdirectedRequest; refused != addr.loopback {
			t.Errorf("bound to %s: another Host got %d", addr.ip, rec.Code)
		}
		if srv.IdleTimeout == 0 || srv.ReadHeaderTimeout == 0 || srv.ReadTimeout == 0 || srv.WriteTimeout != 0 {
			t.Errorf("bound to %s: timeouts idle %v, header %v, read %v, write %v (want the first three set, the write per chunk)",
				addr.ip, srv.IdleTimeout, srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout)
		}
	}
}

// rangesHeader asks for n one-byte ranges.
func rangesHeader(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprintf("%d-%d", i*3, i*3)
	}
	return "bytes=" + strings.Join(parts, ",")
}

// TestManyRangesGetTheWholeFile: a request for more than maxRanges byte
// ranges is answered with the whole file, not a part per range (2000
// one-byte ranges of a 12 KB file were 270 KB of part headers); a few
// ranges are still served as ranges.
func TestManyRangesGetTheWholeFile(t *testing.T) {
	s := testSite()
	plain := s.routes["/game.wasm"].asset.plain()
	for _, n := range []int{maxRanges + 1, 2000} {
		res := get(t, guard(s, false), "GET", "/game.wasm", map[string]string{"Range": rangesHeader(n)})
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK || !bytes.Equal(body, plain) {
			t.Errorf("%d ranges: %d, %d bytes; want 200 and the whole %d bytes", n, res.StatusCode, len(body), len(plain))
		}
	}
	res := get(t, guard(s, false), "GET", "/game.wasm", map[string]string{"Range": rangesHeader(maxRanges)})
	_, params, err := mime.ParseMediaType(res.Header.Get("Content-Type"))
	if res.StatusCode != http.StatusPartialContent || err != nil {
		t.Fatalf("%d ranges: %d %q", maxRanges, res.StatusCode, res.Header.Get("Content-Type"))
	}
	parts := 0
	for mr := multipart.NewReader(res.Body, params["boundary"]); ; parts++ {
		if _, err := mr.NextPart(); err != nil {
			break
		}
	}
	if parts != maxRanges {
		t.Errorf("%d ranges: %d parts", maxRanges, parts)
	}
	res = get(t, guard(s, false), "GET", "/game.wasm", map[string]string{"Range": "bytes=4-9"})
	if body, _ := io.ReadAll(res.Body); res.StatusCode != http.StatusPartialContent || !bytes.Equal(body, plain[4:10]) {
		t.Errorf("one range: %d %q", res.StatusCode, body)
	}
}

// serveGuarded serves h through the guard on a loopback port, as run does.
func serveGuarded(t *testing.T, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(h, ln.Addr())
	go srv.Serve(newLimitListener(ln, maxConns))
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// bigBody is a handler writing n bytes, a megabyte a Write (serveAsset
// writes a compressed game in one); it reports how the writing ended.
func bigBody(n int, done chan<- error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", fmt.Sprint(n))
		mb := make([]byte, 1<<20)
		for left := n; left > 0; left -= len(mb) {
			if _, err := w.Write(mb[:min(left, len(mb))]); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	})
}

// TestAStalledReaderIsDroppedASlowOneServed: a client that asks for a big
// body and then reads nothing is dropped once a chunk has waited
// writeStall (it was held for ever), while one that reads slowly but
// steadily gets all of it, however long the whole takes: the deadline is
// per chunk, not per response.
func TestAStalledReaderIsDroppedASlowOneServed(t *testing.T) {
	defer func(d time.Duration) { writeStall = d }(writeStall)
	writeStall = 300 * time.Millisecond

	done := make(chan error, 1)
	addr := serveGuarded(t, bigBody(4<<30, done))
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("4 GB were written to a client that reads nothing")
		}
	case <-time.After(60 * time.Second): // a hang, not a timing: the bound is 0.3 s a chunk
		t.Fatal("a client that reads nothing is still being written to after a minute")
	}

	// Slowly: 1 MB at 64 KB every 100 ms takes well over writeStall.
	const size = 1 << 20
	addr = serveGuarded(t, bigBody(size, done))
	slow, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	if tc, ok := slow.(*net.TCPConn); ok {
		tc.SetReadBuffer(16 << 10) // keep the kernel from taking it all at once
	}
	fmt.Fprintf(slow, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
	br := bufio.NewReaderSize(slow, 64<<10)
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, buf := 0, make([]byte, 64<<10)
	for got < size {
		time.Sleep(100 * time.Millisecond)
		n, err := io.ReadFull(res.Body, buf[:min(len(buf), size-got)])
		got += n
		if err != nil {
			t.Fatalf("the slow download was cut after %d of %d bytes: %v", got, size, err)
		}
	}
	if err := <-done; err != nil {
		t.Errorf("the slow download's Write failed: %v", err)
	}
}

// TestConnectionsAreCapped: past n open connections the listener accepts
// no more until one closes, and closing it ends an Accept waiting for a
// slot.
func TestConnectionsAreCapped(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := newLimitListener(inner, 2)
	accepted := make(chan net.Conn, 4)
	ended := make(chan error, 1)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				ended <- err
				return
			}
			accepted <- c
		}
	}()
	for range 3 {
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	first, second := <-accepted, <-accepted
	select {
	case <-accepted:
		t.Fatal("a third connection was accepted while two were open")
	case <-time.After(200 * time.Millisecond):
	}
	first.Close()
	first.Close() // twice frees one slot only
	third := <-accepted
	select {
	case <-accepted:
		t.Fatal("a slot was freed twice")
	case <-time.After(100 * time.Millisecond):
	}
	ln.Close() // the loop waits for a slot: Close must end it
	if err := <-ended; !errors.Is(err, net.ErrClosed) {
		t.Errorf("Accept after Close: %v", err)
	}
	second.Close()
	third.Close()
}
