package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// bigTestGame is over bigAsset, so newAsset serves it at quality 6 first.
func bigTestGame() []byte {
	var b bytes.Buffer
	for i := 0; b.Len() <= bigAsset; i++ {
		fmt.Fprintf(&b, "func%d cifra knister kakuro kakuzu %x\n", i, i*7919)
	}
	return b.Bytes()
}

func decodeBrotli(t *testing.T, body []byte) []byte {
	t.Helper()
	plain, err := io.ReadAll(brotli.NewReader(bytes.NewReader(body)))
	if err != nil {
		t.Fatalf("brotli body does not decode: %v", err)
	}
	return plain
}

func TestUpgradeBrotliServesBestAndKeepsIt(t *testing.T) {
	data := bigTestGame()
	a := newAsset("application/wasm", data)
	first, tag := a.body(codingBrotli)
	if tag != codingBrotli {
		t.Fatalf("a big asset starts with ETag suffix %q, want %q (quality 6)", tag, codingBrotli)
	}
	dir := t.TempDir()
	var logged []string
	logf := func(f string, args ...any) { logged = append(logged, fmt.Sprintf(f, args...)) }
	a.upgradeBrotli(dir, logf)
	best, tag := a.body(codingBrotli)
	if tag != brotliBestTag || len(best) >= len(first) {
		t.Fatalf("after the upgrade: tag %q, %d bytes (quality 6 was %d); want %q and fewer bytes", tag, len(best), len(first), brotliBestTag)
	}
	if !bytes.Equal(decodeBrotli(t, best), data) {
		t.Fatal("the quality-11 body does not decode to the asset")
	}
	res := get(t, testHandler(a), "GET", "/a", map[string]string{"Accept-Encoding": "br"})
	if got := res.Header.Get("ETag"); got != `"`+a.hash+`-br11"` {
		t.Errorf("ETag %s, want the quality-11 one", got)
	}
	if _, err := os.Stat(filepath.Join(dir, a.hash+".br")); err != nil {
		t.Fatalf("not kept on disk: %v (log %q)", err, logged)
	}

	// A second start reads it back instead of compressing.
	b := newAsset("application/wasm", data)
	logged = nil
	b.upgradeBrotli(dir, logf)
	if got, tag := b.body(codingBrotli); tag != brotliBestTag || !bytes.Equal(got, best) {
		t.Fatalf("second start: tag %q, same bytes %v", tag, bytes.Equal(got, best))
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "from the cache") {
		t.Errorf("reading the cache logged %q, want one line saying so", logged)
	}
}

func TestUpgradeBrotliRefusesDamagedCache(t *testing.T) {
	data := bigTestGame()
	dir := t.TempDir()
	for name, content := range map[string][]byte{
		"torn":    {0x1b, 0x7f, 0x00},
		"foreign": brotliOf(t, []byte("some other build")),
	} {
		t.Run(name, func(t *testing.T) {
			a := newAsset("application/wasm", data)
			if err := os.WriteFile(filepath.Join(dir, a.hash+".br"), content, 0o644); err != nil {
				t.Fatal(err)
			}
			var logged []string
			a.upgradeBrotli(dir, func(f string, args ...any) { logged = append(logged, fmt.Sprintf(f, args...)) })
			got, tag := a.body(codingBrotli)
			if tag != brotliBestTag || !bytes.Equal(decodeBrotli(t, got), data) {
				t.Fatalf("tag %q; the body must be the asset compressed again", tag)
			}
			if len(logged) == 0 || !strings.Contains(logged[0], "compressing again") {
				t.Errorf("log %q, want the reason the cache was not used", logged)
			}
			// The damaged file was replaced by a good one.
			if _, err := loadBrotli(filepath.Join(dir, a.hash+".br"), a.hash); err != nil {
				t.Errorf("cache after the repair: %v", err)
			}
		})
	}
}

// testHandler serves a at /a as the site serves its hashed files.
func testHandler(a *asset) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { serveAsset(w, r, a, cacheImmutable) })
}

func brotliOf(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	w := brotli.NewWriter(&b)
	w.Write(data)
	w.Close()
	return b.Bytes()
}
