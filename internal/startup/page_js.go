//go:build js

package startup

import "syscall/js"

const inBrowser = true

// sincePageStart is performance.now(): milliseconds since the page began
// to load, so the figures include the download and compile of game.wasm.
func sincePageStart() (float64, bool) {
	p := js.Global().Get("performance")
	if p.Type() != js.TypeObject {
		return 0, false
	}
	return p.Call("now").Float(), true
}
