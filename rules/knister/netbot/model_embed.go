//go:build !cifra_web

package netbot

import (
	_ "embed"
	"log"
	"sync"
)

//go:embed hard_model.bin
var hardModelFile []byte

// hardModelBytes returns the embedded model file.
func hardModelBytes() ([]byte, error) { return hardModelFile, nil }

// ModelFile is hard_model.bin, which this build embeds: what the server
// of the browser build (wasm/serve, through cifra/rules/served) serves
// as ModelAsset, the browser build leaving it out of game.wasm.
func ModelFile() []byte { return hardModelFile }

// hardPlay is how the hard bot looks ahead in this build: the desktop
// and the referee play the lookahead (the browser build: model_web.go).
var hardPlay = hardLookahead

// hardModel is the trained model, decoded from the embedded file the
// first time a hard bot or a hint needs it rather than at start-up (a
// million bytes). When the file is damaged it is nil: the reason is
// logged once and the hard bot plays as the normal bot's greedy choice.
var hardModel = sync.OnceValue(func() *model { return forPlay(loadHardModel(hardModelBytes, log.Printf)) })

// startModel has nothing to start in this build: the file is embedded.
func startModel() {}
