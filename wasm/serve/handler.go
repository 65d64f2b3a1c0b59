package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

// Cache-Control values. A content-hashed name never changes meaning, so
// the browser keeps it a year without asking; everything under a fixed
// name is revalidated on each use (a 304 when unchanged, thanks to the
// ETag), so a reload after a rebuild always gets the new game.
const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

// bigAsset is the size above which newAsset runs brotli at quality 6, not
// 11: the pure-Go encoder takes minutes at 11 on the 17 MB game, which
// would hold up every start of the server (upgradeBrotli does it after).
const bigAsset = 1 << 20

// asset is one file the server hands out, held in memory in every coding
// it offers, compressed once when built so a request costs a copy.
type asset struct {
	contentType string
	hash        string // 16 hex digits of the plain bytes' SHA-256

	mu     sync.RWMutex      // guards bodies and brTag: upgradeBrotli swaps the brotli body
	bodies map[string][]byte // by content coding; codingIdentity is the plain bytes
	brTag  string            // the brotli body's ETag suffix: which quality it is
}

// newAsset compresses data once with gzip and brotli, in parallel (the
// big one is game.wasm, fetched on every first visit).
func newAsset(contentType string, data []byte) *asset {
	sum := sha256.Sum256(data)
	a := &asset{contentType: contentType, hash: hex.EncodeToString(sum[:8]),
		bodies: map[string][]byte{codingIdentity: data}, brTag: codingBrotli}
	var gz, br bytes.Buffer
	var wg sync.WaitGroup
	wg.Go(func() {
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(data)
		zw.Close()
	})
	wg.Go(func() {
		q := brotli.BestCompression
		if len(data) > bigAsset {
			q = 6
		} else {
			a.brTag = brotliBestTag
		}
		bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: q, LGWin: 24})
		bw.Write(data)
		bw.Close()
	})
	wg.Wait()
	a.bodies[codingGzip], a.bodies[codingBrotli] = gz.Bytes(), br.Bytes()
	return a
}

// plain returns the uncompressed bytes.
func (a *asset) plain() []byte { body, _ := a.body(codingIdentity); return body }

// body returns a's bytes in coding and that representation's ETag
// suffix ("" for the plain bytes).
func (a *asset) body(coding string) (body []byte, tag string) {
	a.mu.RLock()
	defer a.mu.RUnlock()
	switch coding {
	case codingIdentity:
	case codingBrotli:
		tag = a.brTag
	default:
		tag = coding
	}
	return a.bodies[coding], tag
}

// setBrotli replaces the brotli body (the same content, compressed
// better) and its ETag suffix.
func (a *asset) setBrotli(body []byte, tag string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.bodies[codingBrotli], a.brTag = body, tag
}

// hashedName puts the content hash before the extension: game.wasm →
// game.0123456789abcdef.wasm.
func (a *asset) hashedName(name string) string {
	dot := strings.LastIndexByte(name, '.')
	return name[:dot] + "." + a.hash + name[dot:]
}

// route is what a path serves and how long browsers may keep it.
type route struct {
	asset *asset
	cache string
}

// site serves the game: the page, the Go WASM glue, the game, and what
// makes it an installable, offline-capable web app (manifest, icons,
// service worker). Every other path is a 404; there is no directory
// listing to leak files.
type site struct {
	// index returns wasm/index.html; a function so edits to the page show
	// on reload without restarting the server.
	index  func() ([]byte, error)
	names  pageNames
	routes map[string]route

	mu       sync.Mutex // guards the memo of the last page built
	lastRaw  []byte
	lastPage *asset
}

// ServeHTTP implements http.Handler.
func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if r.URL.Path == "/" || r.URL.Path == "/index.html" {
		page, err := s.page()
		if err != nil {
			http.Error(w, "index.html: "+err.Error(), http.StatusInternalServerError)
			return
		}
		serveAsset(w, r, page, cacheRevalidate)
		return
	}
	rt, ok := s.routes[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	serveAsset(w, r, rt.asset, rt.cache)
}

// page reads index.html, fills in the build's names, and compresses it,
// again only when the file changed since the last request.
func (s *site) page() (*asset, error) {
	raw, err := s.index()
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lastPage == nil || !bytes.Equal(raw, s.lastRaw) {
		s.lastRaw, s.lastPage = raw, newAsset("text/html; charset=utf-8", s.names.fill(raw))
	}
	return s.lastPage, nil
}

// serveAsset writes a in the best coding the client accepts, with the
// headers that let a browser cache it (cacheControl) and revalidate it.
func serveAsset(w http.ResponseWriter, r *http.Request, a *asset, cacheControl string) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", cacheControl)
	h.Set("Vary", "Accept-Encoding")
	// The page's progress bar needs the real size: compressed, the
	// Content-Length counts encoded bytes while the stream yields plain ones.
	h.Set("X-Uncompressed-Length", strconv.Itoa(len(a.plain())))
	coding := chooseEncoding(r.Header.Get("Accept-Encoding"))
	body, tag := a.body(coding)
	etag := `"` + a.hash + `"`
	if coding != codingIdentity {
		h.Set("Content-Encoding", coding)
		etag = `"` + a.hash + "-" + tag + `"`
	}
	h.Set("ETag", etag)
	if match := r.Header.Get("If-None-Match"); match != "" && etagMatches(match, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if coding == codingIdentity {
		// ServeContent adds Content-Length, HEAD and Range handling.
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
		return
	}
	// ServeContent leaves Content-Length out of an encoded response, and a
	// range of compressed bytes is of no use to a browser: the whole body.
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
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
