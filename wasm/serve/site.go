package main

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"

	"cifra/rules/served"
	"cifra/scenes/i18n"
)

// pageNames are what the server fills into index.html: the hashed names
// of this build's files and the loading page's words in every language.
type pageNames struct {
	// Modules maps a game's ID to its module's hashed name (the browser
	// build is one module a game, scenes/games), or "" to the one build of
	// every game (-modules=false, or a single -wasm file).
	Modules map[string]string
	// First is the game whose module a first visit loads: the menu's first.
	First string
	Glue  string
	// Assets maps each game's served file (rules/served) to its hashed
	// name: what the page's cifraAsset(name) fetches.
	Assets map[string]string
	// Online are the hashed names among Assets that only online play
	// fetches: the service worker does not keep them ahead (a player who
	// never goes online never downloads them, and offline they are no use).
	Online  map[string]bool
	Strings []byte // JSON: {"en": {"web.loading": "Loading…", …}, …}
	// Sizes are each module's size uncompressed, by game as Modules: the
	// progress bar's total where a host sends a precompressed file
	// without saying its size.
	Sizes map[string]int
}

// hashedModules are the modules' hashed names, in the order of their games' IDs.
func (n pageNames) hashedModules() []string {
	var out []string
	for _, id := range slices.Sorted(maps.Keys(n.Modules)) {
		out = append(out, n.Modules[id])
	}
	return out
}

// hashedAssets are the games' files' hashed names, sorted.
func (n pageNames) hashedAssets() []string {
	var out []string
	for _, h := range n.Assets {
		out = append(out, h)
	}
	slices.Sort(out)
	return out
}

// fill replaces the page's {{modules}}, {{sizes}}, {{first}}, {{glue}}, {{assets}}
// and {{strings}} markers.
func (n pageNames) fill(raw []byte) []byte {
	r := strings.NewReplacer("{{modules}}", string(scriptJSON(n.Modules)), "{{sizes}}", string(scriptJSON(n.Sizes)),
		"{{first}}", string(scriptJSON(n.First)),
		"{{glue}}", n.Glue, "{{assets}}", string(scriptJSON(n.Assets)), "{{strings}}", string(n.Strings))
	return []byte(r.Replace(string(raw)))
}

// scriptJSON is v as JSON to write inside the page's <script>.
func scriptJSON(v any) []byte {
	data, _ := json.Marshal(v) // maps of strings always marshal
	// "</" would end the page's <script> early.
	return bytes.ReplaceAll(data, []byte("</"), []byte(`<\/`))
}

// webKeys are the catalog messages the loading page shows before the game
// (and its own catalogs) can run.
var webKeys = []string{
	"web.loading", "web.loading.of", "web.mb", "web.starting", "web.fail.title", "web.fail.nowasm",
	"web.fail.download", "web.fail.compile", "web.fail.flags", "web.fail.exit", "web.fail.crash",
	"web.retry", "web.fullscreen", "web.fullscreen.leave", "web.loading.game", "web.fail.switch",
}

// loaderStrings takes the loading page's words from scenes/i18n, so they
// are translated where every other string is.
func loaderStrings() []byte {
	all := map[i18n.Lang]map[string]string{}
	for _, l := range i18n.Languages {
		tr := i18n.New(l)
		all[l] = map[string]string{}
		for _, k := range webKeys {
			all[l][k] = tr.T(k)
		}
	}
	return scriptJSON(all)
}

// module is one WebAssembly build of the game: one game's module, or the
// one build of every game (Game "").
type module struct {
	Game string // the game's ID (scenes/games), "" for every game
	Data []byte // built with the cifra_web tag
}

// fileName is the module's name before hashing: game-knister.wasm, or
// game.wasm for the build of every game.
func (m module) fileName() string {
	if m.Game == "" {
		return "game.wasm"
	}
	return "game-" + m.Game + ".wasm"
}

// buildFiles are the files of one browser build.
type buildFiles struct {
	Glue    []byte        // wasm_exec.js of the Go that built the game
	Modules []module      // the game's modules (one a game, or one of every game)
	Assets  []served.File // the games' files that build leaves out (served.Files)
	Online  []served.File // online play's files (transport.WebFiles)
}

// newSite builds everything the server hands out from a build's files:
// hashed names, the compressed bodies, the manifest, the icons and the
// service worker. index is read on each request for the page.
func newSite(index func() ([]byte, error), f buildFiles) *site {
	glueA := newAsset("text/javascript; charset=utf-8", f.Glue)
	s := &site{
		index: index,
		names: pageNames{Modules: map[string]string{}, Sizes: map[string]int{}, Glue: glueA.hashedName("wasm_exec.js"),
			Assets: map[string]string{}, Online: map[string]bool{}, Strings: loaderStrings()},
		routes: map[string]route{
			// The plain names stay for scripts and links that use them;
			// the page itself asks for the hashed ones.
			"/wasm_exec.js": {glueA, cacheRevalidate},
		},
	}
	s.routes["/"+s.names.Glue] = route{glueA, cacheImmutable}
	// The modules are compressed side by side: each is megabytes.
	assets := make([]*asset, len(f.Modules))
	var wg sync.WaitGroup
	for i, m := range f.Modules {
		wg.Go(func() { assets[i] = newAsset("application/wasm", m.Data) })
	}
	wg.Wait()
	var version string
	for i, m := range f.Modules {
		a := assets[i]
		hashed := a.hashedName(m.fileName())
		s.names.Modules[m.Game], s.names.Sizes[m.Game] = hashed, len(m.Data)
		if i == 0 {
			s.names.First = m.Game
		}
		s.routes["/"+m.fileName()] = route{a, cacheRevalidate}
		s.routes["/"+hashed] = route{a, cacheImmutable}
		version += a.hash + "-"
	}
	version += glueA.hash
	for _, a := range assetsOf(f.Assets) {
		hashed := a.asset.hashedName(a.name)
		s.names.Assets[a.name] = hashed
		s.routes["/"+hashed] = route{a.asset, cacheImmutable}
		version += "-" + a.asset.hash
	}
	for _, a := range assetsOf(f.Online) {
		hashed := a.asset.hashedName(a.name)
		s.names.Assets[a.name] = hashed
		s.names.Online[hashed] = true
		s.routes["/"+hashed] = route{a.asset, cacheImmutable}
	}
	for _, ic := range icons() {
		s.routes["/"+ic.name] = route{ic.asset, cacheRevalidate}
	}
	s.routes["/"+manifestName] = route{newAsset("application/manifest+json", webManifest()), cacheRevalidate}
	s.routes["/"+configName] = route{newAsset("application/json", siteConfig("")), cacheRevalidate}
	s.routes["/"+workerName] = route{newAsset("text/javascript; charset=utf-8", serviceWorker(version, s.names)), cacheRevalidate}
	return s
}

// assetsOf makes the games' served files assets, in name order (so the
// service worker's version is the same for the same files).
func assetsOf(files []served.File) []namedAsset {
	files = slices.SortedFunc(slices.Values(files), func(a, b served.File) int { return strings.Compare(a.Name, b.Name) })
	out := make([]namedAsset, len(files))
	for i, f := range files {
		out[i] = namedAsset{f.Name, newAsset(f.Type, f.Data)}
	}
	return out
}

// namedAsset is an asset and the name it is served under.
type namedAsset struct {
	name  string
	asset *asset
}

// icons paints the app's icons once per process: they never change.
var icons = sync.OnceValue(func() []namedAsset {
	var out []namedAsset
	for _, ic := range appIcons {
		out = append(out, namedAsset{ic.name, newAsset("image/png", paintIcon(ic.size, ic.maskable))})
	}
	return out
})

// siteConfig is config.json: server names the online server the page
// offers first ("" leaves it to the page: the host that served it).
func siteConfig(server string) []byte {
	data, _ := json.MarshalIndent(map[string]string{"server": server}, "", "  ")
	return append(data, '\n')
}
