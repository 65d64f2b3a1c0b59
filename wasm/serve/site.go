package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"sync"

	"cifra/scenes/i18n"
)

// pageNames are what the server fills into index.html: the hashed names
// of this build's files and the loading page's words in every language.
type pageNames struct {
	Game, Glue, KnisterModel string
	Strings                  []byte // JSON: {"en": {"web.loading": "Loading…", …}, …}
}

// fill replaces the page's {{game}}, {{glue}}, {{knistermodel}} and
// {{strings}} markers.
func (n pageNames) fill(raw []byte) []byte {
	r := strings.NewReplacer("{{game}}", n.Game, "{{glue}}", n.Glue, "{{knistermodel}}", n.KnisterModel,
		"{{strings}}", string(n.Strings))
	return []byte(r.Replace(string(raw)))
}

// webKeys are the catalog messages the loading page shows before the game
// (and its own catalogs) can run.
var webKeys = []string{
	"web.loading", "web.loading.of", "web.mb", "web.starting", "web.fail.title", "web.fail.nowasm",
	"web.fail.download", "web.fail.compile", "web.fail.flags", "web.fail.exit", "web.fail.crash",
	"web.retry", "web.fullscreen", "web.fullscreen.leave",
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
	data, _ := json.Marshal(all) // maps of strings always marshal
	// "</" would end the page's <script> early.
	return bytes.ReplaceAll(data, []byte("</"), []byte(`<\/`))
}

// buildFiles are the files of one browser build.
type buildFiles struct {
	Glue         []byte // wasm_exec.js of the Go that built the game
	Game         []byte // game.wasm, built with the cifra_web tag
	KnisterModel []byte // rules/knister/hard_model.bin, which that build leaves out
}

// newSite builds everything the server hands out from a build's files:
// hashed names, the compressed bodies, the manifest, the icons and the
// service worker. index is read on each request for the page.
func newSite(index func() ([]byte, error), f buildFiles) *site {
	glueA := newAsset("text/javascript; charset=utf-8", f.Glue)
	gameA := newAsset("application/wasm", f.Game)
	modelA := newAsset("application/octet-stream", f.KnisterModel)
	s := &site{
		index: index,
		names: pageNames{Game: gameA.hashedName("game.wasm"), Glue: glueA.hashedName("wasm_exec.js"),
			KnisterModel: modelA.hashedName("knister-model.bin"), Strings: loaderStrings()},
		routes: map[string]route{
			// The plain names stay for scripts and links that use them;
			// the page itself asks for the hashed ones.
			"/game.wasm":    {gameA, cacheRevalidate},
			"/wasm_exec.js": {glueA, cacheRevalidate},
		},
	}
	s.routes["/"+s.names.Game] = route{gameA, cacheImmutable}
	s.routes["/"+s.names.Glue] = route{glueA, cacheImmutable}
	s.routes["/"+s.names.KnisterModel] = route{modelA, cacheImmutable}
	for _, ic := range icons() {
		s.routes["/"+ic.name] = route{ic.png, cacheRevalidate}
	}
	s.routes["/"+manifestName] = route{newAsset("application/manifest+json", webManifest()), cacheRevalidate}
	version := gameA.hash + "-" + glueA.hash + "-" + modelA.hash
	s.routes["/"+workerName] = route{newAsset("text/javascript; charset=utf-8", serviceWorker(version, s.names)), cacheRevalidate}
	return s
}

// namedAsset is an asset and the name it is served under.
type namedAsset struct {
	name string
	png  *asset
}

// icons paints the app's icons once per process: they never change.
var icons = sync.OnceValue(func() []namedAsset {
	var out []namedAsset
	for _, ic := range appIcons {
		out = append(out, namedAsset{ic.name, newAsset("image/png", paintIcon(ic.size, ic.maskable))})
	}
	return out
})
