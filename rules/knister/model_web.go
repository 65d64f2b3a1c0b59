//go:build cifra_web

package knister

// hardModelBytes asks HardModelSource for the model file: the browser
// build leaves it out of game.wasm.
func hardModelBytes() ([]byte, error) {
	if HardModelSource == nil {
		return nil, errNoModelSource
	}
	return HardModelSource()
}
