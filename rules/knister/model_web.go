//go:build cifra_web

package knister

import "errors"

// errNoModelSource is the reason the model is missing when a cifra_web
// build never set HardModelSource.
var errNoModelSource = errors.New("knister: no source for hard_model.bin (HardModelSource is unset)")

// hardModelBytes asks HardModelSource for the model file: the browser
// build leaves it out of game.wasm.
func hardModelBytes() ([]byte, error) {
	if HardModelSource == nil {
		return nil, errNoModelSource
	}
	return HardModelSource()
}

// hardPlay is how the hard bot looks ahead in this build: the browser's
// page has one thread, so it plays its network greedily
// (browserLookahead: docs/bots.md has the figures).
var hardPlay = browserLookahead
