// Package served lists the files the games' browser build fetches beside
// game.wasm rather than carrying in it, each when a game first needs it
// (Knister's hard bot's model: a tenth of the game's download, fetched
// when a hard bot first sits down or a hint is first asked). The
// browser build's server (wasm/serve), which names no game, serves each
// under a content-hashed name and its service worker keeps them for
// offline play; the page's cifraAsset(name) fetches one by its Name.
// Each game's rules package says what its files are; a game with such a
// file adds its line to Files. Engine-free: the server never imports
// Ebitengine.
package served

import "cifra/rules/knister/netbot"

// File is one served file.
type File struct {
	// Name is what the game asks the page for (cifraAsset(Name)); the
	// server serves the file as Name with its content hash before the
	// extension ("knister-model.<hash>.bin"), immutable.
	Name string
	// Type is its Content-Type.
	Type string
	// Data is the file, from the game's package (nil in the browser
	// build, which fetches it).
	Data []byte
}

// Files are every game's served files, in no particular order; names are
// unique.
func Files() []File {
	return []File{
		{Name: netbot.ModelAsset, Type: "application/octet-stream", Data: netbot.ModelFile()},
	}
}
