package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// asset is one file the server hands out, held in memory in both plain and
// gzip form so each request costs a copy, not a compression.
type asset struct {
	contentType string
	plain, gz   []byte
	etag        string // of the plain bytes; the gzip form adds a suffix
}

// newAsset compresses data once, at the best ratio: the big one is
// game.wasm, fetched on every page load.
func newAsset(contentType string, data []byte) *asset {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	sum := sha256.Sum256(data)
	return &asset{
		contentType: contentType,
		plain:       data,
		gz:          buf.Bytes(),
		etag:        `"` + hex.EncodeToString(sum[:8]) + `"`,
	}
}

// site serves the game: the page, the Go WASM glue and the game itself.
// Every other path is a 404; there is no directory listing to leak files.
type site struct {
	// index returns the page; a function so edits to index.html show on
	// reload without restarting the server.
	index    func() ([]byte, error)
	wasmExec *asset
	game     *asset
}

// ServeHTTP implements http.Handler.
func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var a *asset
	switch r.URL.Path {
	case "/", "/index.html":
		page, err := s.index()
		if err != nil {
			http.Error(w, "index.html: "+err.Error(), http.StatusInternalServerError)
			return
		}
		a = newAsset("text/html; charset=utf-8", page)
	case "/wasm_exec.js":
		a = s.wasmExec
	case "/game.wasm":
		a = s.game
	default:
		http.NotFound(w, r)
		return
	}
	serveAsset(w, r, a)
}

// serveAsset writes a, gzip-encoded when the client accepts it. "no-cache"
// means "revalidate every time": a reload after a rebuild always gets the
// new game, while an unchanged one costs only a 304 thanks to the ETag.
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Encoding")
	// The page's progress bar needs the real size: with gzip the
	// Content-Length counts compressed bytes, the stream yields plain ones.
	h.Set("X-Uncompressed-Length", strconv.Itoa(len(a.plain)))
	body, etag := a.plain, a.etag
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		body, etag = a.gz, strings.TrimSuffix(a.etag, `"`)+`-gz"`
	}
	h.Set("ETag", etag)
	if match := r.Header.Get("If-None-Match"); match != "" && etagMatches(match, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	// ServeContent adds Content-Length, HEAD and Range handling.
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// etagMatches reports whether an If-None-Match header names etag.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" || t == etag {
			return true
		}
	}
	return false
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip
// (explicitly or via "*"), honouring q=0 as a refusal.
func acceptsGzip(header string) bool {
	verdict := false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		ok := qualityAboveZero(params)
		if coding == "gzip" {
			return ok // an explicit entry beats the wildcard
		}
		verdict = ok
	}
	return verdict
}

// qualityAboveZero reads a "q=…" parameter; absent means q=1.
func qualityAboveZero(params string) bool {
	for _, p := range strings.Split(params, ";") {
		k, v, found := strings.Cut(strings.TrimSpace(p), "=")
		if found && strings.EqualFold(strings.TrimSpace(k), "q") {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return err == nil && q > 0
		}
	}
	return true
}
