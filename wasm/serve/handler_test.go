package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"cifra/rules/served"
	"cifra/scenes/i18n"
)

const testPage = `<!doctype html><title>Cifra</title><script src="{{glue}}"></script>` +
	`<script>const WORDS = {{strings}}; const ASSETS = {{assets}}; const MODULES = {{modules}}; const SIZES = {{sizes}}; const FIRST = {{first}};</script>`

// testGame is repetitive, as real WASM is, so it compresses well.
func testGame(tag string) []byte {
	return append([]byte("\x00asm\x01\x00\x00\x00"+tag), bytes.Repeat([]byte("cifra knister kakuro kakuzu "), 4000)...)
}

// testAssets are a game's served files: a bot's model and a file whose
// name would end the page's script.
var testAssets = []served.File{
	{Name: "bot-model.bin", Type: "application/octet-stream", Data: []byte("model")},
	{Name: "x</script>.json", Type: "application/json", Data: []byte("{}")},
}

// testFiles is a build: glue, game (tagged) and the games' files.
func testFiles(tag string) buildFiles {
	return buildFiles{Glue: []byte("// glue: globalThis.Go"), Modules: []module{{Data: testGame(tag)}}, Assets: testAssets}
}

func testSite() *site {
	return newSite(func() ([]byte, error) { return []byte(testPage), nil }, testFiles(""))
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

// decode undoes a response's Content-Encoding.
func decode(t *testing.T, res *http.Response) []byte {
	t.Helper()
	body, _ := io.ReadAll(res.Body)
	var r io.Reader
	switch enc := res.Header.Get("Content-Encoding"); enc {
	case "":
		return body
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		t.Fatalf("unexpected Content-Encoding %q", enc)
	}
	plain, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body does not decode: %v", res.Header.Get("Content-Encoding"), err)
	}
	return plain
}

func TestChooseEncoding(t *testing.T) {
	for header, want := range map[string]string{
		"gzip, deflate, br, zstd": "br", // Chromium over HTTPS and localhost
		"gzip, deflate":           "gzip",
		"br":                      "br",
		"BR;q=0.5, gzip":          "gzip", // the client prefers gzip
		"br;q=0.8, gzip;q=0.8":    "br",   // a tie goes to the smaller
		"gzip;q=0.2, *":           "br",   // the wildcard gives br q=1
		"*":                       "br",
		"*;q=0.5, gzip":           "gzip",
		"br;q=0, gzip":            "gzip",
		"br;q=0, gzip;q=0":        "",
		"":                        "",
		"identity":                "",
		"*;q=0":                   "",
		"gzip;q=0, *":             "br",
		"gzip;q=0, br;q=0, *":     "",
		"x-gzip, brotli":          "",
		"br;q=bogus":              "",
		"br; q=0.0, gzip; q=0.01": "gzip",
		"br;q=-1":                 "",
	} {
		if got := chooseEncoding(header); got != want {
			t.Errorf("chooseEncoding(%q) = %q, want %q", header, got, want)
		}
	}
}

func TestServesEachEncoding(t *testing.T) {
	s := testSite()
	game := s.routes["/"+s.names.Modules[""]].asset
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br", "br"},
		{"gzip, deflate", "gzip"},
		{"br;q=0.1, gzip", "gzip"},
		{"", ""},
		{"identity", ""},
		{"gzip;q=0, br;q=0", ""},
	} {
		for _, path := range []string{"/" + s.names.Modules[""], "/game.wasm"} {
			res := get(t, s, "GET", path, map[string]string{"Accept-Encoding": c.accept})
			if res.StatusCode != 200 {
				t.Fatalf("%s %q: status %d", path, c.accept, res.StatusCode)
			}
			if got := res.Header.Get("Content-Encoding"); got != c.want {
				t.Errorf("%s %q: Content-Encoding %q, want %q", path, c.accept, got, c.want)
			}
			if ct := res.Header.Get("Content-Type"); ct != "application/wasm" {
				t.Errorf("%s: Content-Type %q, want application/wasm (WebAssembly.instantiateStreaming insists)", path, ct)
			}
			if v := res.Header.Get("Vary"); v != "Accept-Encoding" {
				t.Errorf("%s: Vary %q", path, v)
			}
			if got := res.Header.Get("X-Uncompressed-Length"); got != strconv.Itoa(len(game.plain())) {
				t.Errorf("%s %q: X-Uncompressed-Length %q, want %d", path, c.accept, got, len(game.plain()))
			}
			n, _ := strconv.Atoi(res.Header.Get("Content-Length"))
			if want := len(game.bodies[c.want]); n != want {
				t.Errorf("%s %q: Content-Length %d, want %d", path, c.accept, n, want)
			}
			if c.want != "" && n >= len(game.plain())/4 {
				t.Errorf("%s %q: %d encoded bytes is not much smaller than %d", path, c.accept, n, len(game.plain()))
			}
			if !bytes.Equal(decode(t, res), game.plain()) {
				t.Errorf("%s %q: the body does not decode to the game", path, c.accept)
			}
		}
	}
}

func TestBrotliBeatsGzip(t *testing.T) {
	g := testSite().routes["/game.wasm"].asset
	if br, gz := len(g.bodies[codingBrotli]), len(g.bodies[codingGzip]); br >= gz {
		t.Fatalf("brotli %d bytes, gzip %d: brotli should be smaller", br, gz)
	}
}

func TestCacheHeadersAndTypes(t *testing.T) {
	s := testSite()
	for _, c := range []struct{ path, cache, ctype string }{
		{"/", "no-cache", "text/html; charset=utf-8"},
		{"/index.html", "no-cache", "text/html; charset=utf-8"},
		{"/" + s.names.Modules[""], "public, max-age=31536000, immutable", "application/wasm"},
		{"/" + s.names.Glue, "public, max-age=31536000, immutable", "text/javascript; charset=utf-8"},
		{"/" + s.names.Assets["bot-model.bin"], "public, max-age=31536000, immutable", "application/octet-stream"},
		{"/" + s.names.Assets["x</script>.json"], "public, max-age=31536000, immutable", "application/json"},
		{"/game.wasm", "no-cache", "application/wasm"},
		{"/wasm_exec.js", "no-cache", "text/javascript; charset=utf-8"},
		{"/sw.js", "no-cache", "text/javascript; charset=utf-8"},
		{"/manifest.webmanifest", "no-cache", "application/manifest+json"},
		{"/icon-192.png", "no-cache", "image/png"},
		{"/icon-512.png", "no-cache", "image/png"},
		{"/icon-maskable-512.png", "no-cache", "image/png"},
	} {
		res := get(t, s, "GET", c.path, map[string]string{"Accept-Encoding": "br"})
		if res.StatusCode != 200 {
			t.Errorf("%s: status %d", c.path, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Cache-Control"); got != c.cache {
			t.Errorf("%s: Cache-Control %q, want %q", c.path, got, c.cache)
		}
		if got := res.Header.Get("Content-Type"); got != c.ctype {
			t.Errorf("%s: Content-Type %q, want %q", c.path, got, c.ctype)
		}
	}
}

var hashedGame = regexp.MustCompile(`^game\.[0-9a-f]{16}\.wasm$`)

func TestHashedNames(t *testing.T) {
	s := testSite()
	if !hashedGame.MatchString(s.names.Modules[""]) || !regexp.MustCompile(`^wasm_exec\.[0-9a-f]{16}\.js$`).MatchString(s.names.Glue) {
		t.Fatalf("names %q, %q", s.names.Modules[""], s.names.Glue)
	}
	page := string(decode(t, get(t, s, "GET", "/", map[string]string{"Accept-Encoding": "gzip"})))
	if !regexp.MustCompile(`^bot-model\.[0-9a-f]{16}\.bin$`).MatchString(s.names.Assets["bot-model.bin"]) || len(s.names.Assets) != len(testAssets) {
		t.Errorf("served files' names %q", s.names.Assets)
	}
	for _, want := range []string{`src="` + s.names.Glue + `"`, `const MODULES = {"":"` + s.names.Modules[""] + `"}`,
		`"bot-model.bin":"` + s.names.Assets["bot-model.bin"] + `"`, `"x\u003c/script\u003e.json":`, `"web.retry":`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s:\n%s", want, page)
		}
	}
	if strings.Contains(page, "{{") {
		t.Errorf("a marker was left in the page:\n%s", page)
	}
	other := newSite(s.index, testFiles("rebuilt"))
	if other.names.Modules[""] == s.names.Modules[""] {
		t.Fatal("a different game has the same hashed name")
	}
	if other.names.Glue != s.names.Glue {
		t.Fatal("the same glue got a different name")
	}
}

func TestUnknownPathsAre404(t *testing.T) {
	s := testSite()
	for _, p := range []string{"/favicon.ico", "/serve/main.go", "/../go.mod", "/game.wasm/", "/index.htm",
		"/game.0000000000000000.wasm", "/wasm_exec.0000000000000000.js", "/sw.js/", "/icon.png", "/wasm/index.html"} {
		if res := get(t, s, "GET", p, nil); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
	}
}

func TestOnlyGetAndHead(t *testing.T) {
	s := testSite()
	for _, m := range []string{"POST", "PUT", "DELETE"} {
		res := get(t, s, m, "/"+s.names.Modules[""], nil)
		if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: status %d Allow %q", m, res.StatusCode, res.Header.Get("Allow"))
		}
	}
	game := s.routes["/game.wasm"].asset
	for _, c := range []struct{ accept, coding string }{{"", codingIdentity}, {"br", codingBrotli}, {"gzip", codingGzip}} {
		res := get(t, s, "HEAD", "/"+s.names.Modules[""], map[string]string{"Accept-Encoding": c.accept})
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || len(body) != 0 || res.Header.Get("Content-Length") != strconv.Itoa(len(game.bodies[c.coding])) ||
			res.Header.Get("Content-Encoding") != c.coding {
			t.Errorf("HEAD %q: status %d, %d body bytes, Content-Length %q, Content-Encoding %q", c.accept,
				res.StatusCode, len(body), res.Header.Get("Content-Length"), res.Header.Get("Content-Encoding"))
		}
	}
}

func TestETagRevalidation(t *testing.T) {
	s := testSite()
	tags := map[string]string{}
	for _, path := range []string{"/", "/" + s.names.Modules[""], "/sw.js"} {
		for _, ae := range []string{"", "gzip", "br"} {
			first := get(t, s, "GET", path, map[string]string{"Accept-Encoding": ae})
			etag := first.Header.Get("ETag")
			if etag == "" {
				t.Fatalf("%s %q: no ETag", path, ae)
			}
			if prev, dup := tags[etag]; dup {
				t.Errorf("%s %q shares ETag %s with %s", path, ae, etag, prev)
			}
			tags[etag] = path + " " + ae
			for _, match := range []string{etag, `"x", ` + etag, "W/" + etag, "*"} {
				again := get(t, s, "GET", path, map[string]string{"Accept-Encoding": ae, "If-None-Match": match})
				body, _ := io.ReadAll(again.Body)
				if again.StatusCode != http.StatusNotModified || len(body) != 0 {
					t.Errorf("%s %q If-None-Match %s: %d with %d bytes, want 304 and none", path, ae, match, again.StatusCode, len(body))
				}
			}
			if stale := get(t, s, "GET", path, map[string]string{"Accept-Encoding": ae, "If-None-Match": `"stale"`}); stale.StatusCode != 200 {
				t.Errorf("%s %q: a stale ETag gave %d, want 200", path, ae, stale.StatusCode)
			}
		}
	}
}

func TestPageRebuiltOnlyWhenChanged(t *testing.T) {
	s := testSite()
	text, reads := "<p>one {{glue}}", 0
	s.index = func() ([]byte, error) { reads++; return []byte(text), nil }
	a1, _ := s.page()
	a2, _ := s.page()
	if a1 != a2 {
		t.Fatal("an unchanged index.html was compressed again")
	}
	text = "<p>two {{glue}}"
	a3, _ := s.page()
	if a3 == a1 || string(a3.plain()) != "<p>two "+s.names.Glue || reads != 3 {
		t.Fatalf("an edited index.html was not picked up: %q after %d reads", a3.plain(), reads)
	}
}

func TestIndexErrorIs500(t *testing.T) {
	s := testSite()
	s.index = func() ([]byte, error) { return nil, errors.New("gone") }
	if res := get(t, s, "GET", "/", nil); res.StatusCode != http.StatusInternalServerError {
		t.Fatalf("status %d", res.StatusCode)
	}
}

func TestServiceWorkerVersionedByBuild(t *testing.T) {
	s := testSite()
	sw := string(s.routes["/sw.js"].asset.plain())
	game, glue := s.routes["/game.wasm"].asset, s.routes["/wasm_exec.js"].asset
	model := s.routes["/"+s.names.Assets["bot-model.bin"]].asset
	other := s.routes["/"+s.names.Assets["x</script>.json"]].asset
	for _, want := range []string{`const CACHE = "cifra-` + game.hash + "-" + glue.hash + "-" + model.hash + "-" + other.hash + `"`,
		`"` + s.names.Modules[""] + `"`, `"` + s.names.Glue + `"`, `"` + s.names.Assets["bot-model.bin"] + `"`, `"./"`, `"manifest.webmanifest"`, `"icon-192.png"`, "caches.delete"} {
		if !strings.Contains(sw, want) {
			t.Errorf("sw.js lacks %s", want)
		}
	}
	rebuilt := newSite(s.index, buildFiles{Glue: glue.plain(), Modules: []module{{Data: testGame("rebuilt")}}, Assets: testAssets})
	if bytes.Equal(rebuilt.routes["/sw.js"].asset.plain(), []byte(sw)) {
		t.Fatal("a rebuilt game left sw.js unchanged: browsers would never update")
	}
}

func TestManifestAndIcons(t *testing.T) {
	s := testSite()
	var m struct {
		Name, Display, Orientation string
		ThemeColor                 string `json:"theme_color"`
		StartURL                   string `json:"start_url"`
		Icons                      []struct{ Src, Sizes, Type, Purpose string }
	}
	if err := json.Unmarshal(s.routes["/manifest.webmanifest"].asset.plain(), &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Cifra" || m.Display != "fullscreen" || m.Orientation != "any" || m.ThemeColor != themeColor || m.StartURL != "./" {
		t.Fatalf("manifest %+v", m)
	}
	sizes := map[string]bool{}
	for _, ic := range m.Icons {
		res := get(t, s, "GET", "/"+ic.Src, nil)
		img, err := png.Decode(res.Body)
		if err != nil {
			t.Fatalf("%s: %v", ic.Src, err)
		}
		b := img.Bounds()
		if got := strconv.Itoa(b.Dx()) + "x" + strconv.Itoa(b.Dy()); got != ic.Sizes || ic.Type != "image/png" {
			t.Errorf("%s: %s %s, the manifest says %s %s", ic.Src, got, "image/png", ic.Sizes, ic.Type)
		}
		sizes[ic.Sizes+" "+ic.Purpose] = true
		// A maskable icon has no transparent corner; the plain one has.
		_, _, _, a := img.At(0, 0).RGBA()
		if (ic.Purpose == "maskable") != (a == 0xffff) {
			t.Errorf("%s (%s): corner alpha %d", ic.Src, ic.Purpose, a)
		}
	}
	for _, want := range []string{"192x192 any", "512x512 any", "512x512 maskable"} {
		if !sizes[want] {
			t.Errorf("the manifest has no %s icon", want)
		}
	}
}

func TestLoaderStringsInEveryLanguage(t *testing.T) {
	var all map[string]map[string]string
	if err := json.Unmarshal(loaderStrings(), &all); err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Languages {
		for _, k := range webKeys {
			if !i18n.Has(k) || all[string(l)][k] == "" || all[string(l)][k] == k {
				t.Errorf("%s: %s is missing", l, k)
			}
		}
	}
	if all["de"]["web.retry"] == all["en"]["web.retry"] {
		t.Error("the German retry button is in English")
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
