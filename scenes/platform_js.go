//go:build js

package scenes

import (
	"syscall/js"

	"cifra/scenes/core"
)

const isBrowser = true

// systemLocale reads navigator.language.
func systemLocale() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return "en"
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return "en"
}

var hook js.Value

// published is what the hook's getters answer: the frames drawn and the
// scene as they were at the end of the last Update. Tests wait for frames
// to grow to know the game has ticked with a key or a finger down, so a
// frame counts once an Update has seen it, not when Draw runs.
var published struct {
	frames int
	scene  string
}

// publishHook keeps globalThis.cifra for the page and browser tests:
// frames drawn, the scene's name and its widgets in CSS pixels. Frames and
// the scene are getters over published, so a tick makes no call into
// JavaScript for them; only the first call builds the object.
func publishHook(a *App) {
	published.frames, published.scene = a.frames, a.Scene().Name()
	if hook.Type() == js.TypeUndefined {
		hook = js.Global().Get("Object").New()
		getter := func(get func() any) js.Value {
			return js.ValueOf(map[string]any{"get": js.FuncOf(func(js.Value, []js.Value) any { return get() }), "enumerable": true})
		}
		define := js.Global().Get("Object").Get("defineProperty")
		define.Invoke(hook, "frames", getter(func() any { return published.frames }))
		define.Invoke(hook, "scene", getter(func() any { return published.scene }))
		hook.Set("targets", js.FuncOf(func(js.Value, []js.Value) any {
			scale := a.ctx.Scale
			var out []any
			for _, t := range a.Targets() {
				out = append(out, map[string]any{
					"id": t.ID, "x": t.X / scale, "y": t.Y / scale,
					"w": t.W / scale, "h": t.H / scale, "enabled": t.Enabled,
				})
			}
			return js.ValueOf(out)
		}))
		// graphics: how the app draws (graphics.go), for measurements.
		hook.Set("graphics", js.FuncOf(func(js.Value, []js.Value) any {
			setting, renderer, software, scale := a.GraphicsInfo()
			return js.ValueOf(map[string]any{"setting": setting, "renderer": renderer, "software": software,
				"scale": scale, "screenRatio": screenRatio(), "width": a.w, "height": a.h})
		}))
		hook.Set("probe", js.FuncOf(func(js.Value, []js.Value) any {
			if p, ok := a.Scene().(core.Prober); ok {
				return js.ValueOf(p.Probe())
			}
			return js.Null()
		}))
		js.Global().Set("cifra", hook)
	}
}
