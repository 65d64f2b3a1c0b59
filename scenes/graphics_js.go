//go:build js

package scenes

import "syscall/js"

// trueRatio is window.devicePixelRatio as the page had it, before
// startRatio set the one Ebitengine draws at (0: not read yet).
var trueRatio float64

// screenRatio is the screen's own device pixel ratio, read from the page
// (never through Ebitengine, which keeps the first ratio it reads).
func screenRatio() float64 {
	if trueRatio == 0 {
		trueRatio = 1
		if r := js.Global().Get("devicePixelRatio"); r.Type() == js.TypeNumber && r.Float() > 0 {
			trueRatio = r.Float()
		}
	}
	return trueRatio
}

// screenShort is the page's short side in CSS pixels (0 when unknown).
func screenShort() float64 {
	w, h := js.Global().Get("innerWidth"), js.Global().Get("innerHeight")
	if w.Type() != js.TypeNumber || h.Type() != js.TypeNumber {
		return 0
	}
	return min(w.Float(), h.Float())
}

// rendererName is the WebGL renderer's name the page read
// (globalThis.cifraRenderer, from WEBGL_debug_renderer_info; see
// wasm/index.html), or "" when it could not tell.
func rendererName() string {
	if v := js.Global().Get("cifraRenderer"); v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

// startRatio sets window.devicePixelRatio to r before Ebitengine first
// reads it (it reads it once): the canvas then has r device pixels a CSS
// pixel, and the browser scales it to the page.
func startRatio(r float64) {
	if r <= 0 || r == screenRatio() {
		return
	}
	js.Global().Get("Object").Call("defineProperty", js.Global(), "devicePixelRatio",
		map[string]any{"value": r, "configurable": true})
}
