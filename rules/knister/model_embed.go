//go:build !cifra_web

package knister

import _ "embed"

//go:embed hard_model.bin
var hardModelFile []byte

// hardModelBytes returns the embedded model file.
func hardModelBytes() ([]byte, error) { return hardModelFile, nil }

// hardPlay is how the hard bot looks ahead in this build: the desktop
// and the referee play the lookahead (the browser build: model_web.go).
var hardPlay = hardLookahead
