package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"testing"
)

func testSite() *site {
	// Repetitive bytes compress well, like real WASM does.
	game := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("cifra knister kakuro kakuzu "), 4000)...)
	return &site{
		index:    func() ([]byte, error) { return []byte("<!doctype html><title>Cifra</title>"), nil },
		wasmExec: newAsset("text/javascript; charset=utf-8", []byte("// glue")),
		game:     newAsset("application/wasm", game),
	}
}

func get(t *testing.T, h http.Handler, method, path string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestServesWasmWithTypeAndGzip(t *testing.T) {
	s := testSite()
	res := get(t, s, "GET", "/game.wasm", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	if ct := res.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Fatalf("Content-Type %q, want application/wasm (WebAssembly.instantiateStreaming insists)", ct)
	}
	if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("want gzip with Vary, got headers %v", res.Header)
	}
	body, _ := io.ReadAll(res.Body)
	if len(body) >= len(s.game.plain)/4 {
		t.Fatalf("gzip body %d bytes is not much smaller than %d", len(body), len(s.game.plain))
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if !bytes.Equal(plain, s.game.plain) {
		t.Fatal("gzip body does not decompress to the game")
	}
	if got := res.Header.Get("X-Uncompressed-Length"); got != itoa(len(s.game.plain)) {
		t.Fatalf("X-Uncompressed-Length %q, want %d", got, len(s.game.plain))
	}
	if res.Header.Get("Content-Length") != "" && res.Header.Get("Content-Length") != itoa(len(body)) {
		t.Fatalf("Content-Length %s for %d bytes", res.Header.Get("Content-Length"), len(body))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestPlainWithoutAcceptEncoding(t *testing.T) {
	s := testSite()
	for _, ae := range []string{"", "identity", "gzip;q=0", "br", "*;q=0", "gzip;q=0, *"} {
		res := get(t, s, "GET", "/game.wasm", map[string]string{"Accept-Encoding": ae})
		body, _ := io.ReadAll(res.Body)
		if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, s.game.plain) {
			t.Errorf("Accept-Encoding %q: want the plain bytes, got encoding %q and %d bytes",
				ae, res.Header.Get("Content-Encoding"), len(body))
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	cases := map[string]bool{
		"gzip": true, "GZIP": true, "deflate, gzip;q=0.5": true, "*": true, "br;q=1, *;q=0.1": true,
		"": false, "gzip;q=0": false, "gzip; q=0.0": false, "*;q=0": false, "gzip;q=0, *": false,
		"x-gzip": false, "gzip;q=bogus": false,
	}
	for header, want := range cases {
		if got := acceptsGzip(header); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", header, got, want)
		}
	}
}

func TestIndexAndGlue(t *testing.T) {
	s := testSite()
	for path, wantType := range map[string]string{
		"/":             "text/html; charset=utf-8",
		"/index.html":   "text/html; charset=utf-8",
		"/wasm_exec.js": "text/javascript; charset=utf-8",
	} {
		res := get(t, s, "GET", path, nil)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != wantType {
			t.Errorf("%s: status %d type %q", path, res.StatusCode, res.Header.Get("Content-Type"))
		}
		if cc := res.Header.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%s: Cache-Control %q; reloads after a rebuild need no-cache", path, cc)
		}
	}
}

func TestUnknownPathsAre404(t *testing.T) {
	s := testSite()
	for _, p := range []string{"/favicon.ico", "/serve/main.go", "/../go.mod", "/game.wasm/", "/index.htm"} {
		if res := get(t, s, "GET", p, nil); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
	}
}

func TestOnlyGetAndHead(t *testing.T) {
	s := testSite()
	res := get(t, s, "POST", "/game.wasm", nil)
	if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
		t.Fatalf("POST: status %d Allow %q", res.StatusCode, res.Header.Get("Allow"))
	}
	res = get(t, s, "HEAD", "/game.wasm", nil)
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || len(body) != 0 || res.Header.Get("Content-Length") != itoa(len(s.game.plain)) {
		t.Fatalf("HEAD: status %d, %d body bytes, Content-Length %q", res.StatusCode, len(body), res.Header.Get("Content-Length"))
	}
}

func TestETagRevalidation(t *testing.T) {
	s := testSite()
	for _, ae := range []string{"", "gzip"} {
		first := get(t, s, "GET", "/game.wasm", map[string]string{"Accept-Encoding": ae})
		etag := first.Header.Get("ETag")
		if etag == "" {
			t.Fatalf("%q: no ETag", ae)
		}
		again := get(t, s, "GET", "/game.wasm", map[string]string{"Accept-Encoding": ae, "If-None-Match": etag})
		if again.StatusCode != http.StatusNotModified {
			t.Fatalf("%q: revalidation gave %d, want 304", ae, again.StatusCode)
		}
	}
	plain := get(t, s, "GET", "/game.wasm", nil).Header.Get("ETag")
	zipped := get(t, s, "GET", "/game.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	if plain == zipped {
		t.Fatal("plain and gzip bodies share an ETag")
	}
	// A changed game (a rebuild) must not match the old tag.
	rebuilt := newAsset("application/wasm", []byte("other"))
	if rebuilt.etag == s.game.etag {
		t.Fatal("different content, same ETag")
	}
}

func TestIndexErrorIs500(t *testing.T) {
	s := testSite()
	s.index = func() ([]byte, error) { return nil, errors.New("gone") }
	if res := get(t, s, "GET", "/", nil); res.StatusCode != http.StatusInternalServerError {
		t.Fatalf("status %d", res.StatusCode)
	}
}

func TestWasmExecFromThisGo(t *testing.T) {
	data, err := wasmExecJS()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte("globalThis.Go")) {
		t.Fatal("wasm_exec.js does not define globalThis.Go")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(root + "/go.mod"); err != nil {
		t.Fatalf("module root %s has no go.mod", root)
	}
}
