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

// publishHook makes globalThis.cifra for the page and browser tests:
// frames drawn, the scene's name and its widgets in CSS pixels. Frames and
// the scene are getters that ask the app when read, so a tick makes no
// call into JavaScript for them; only the first call does any work.
func publishHook(a *App) {
	if hook.Type() == js.TypeUndefined {
		hook = js.Global().Get("Object").New()
		getter := func(get func() any) js.Value {
			return js.ValueOf(map[string]any{"get": js.FuncOf(func(js.Value, []js.Value) any { return get() }), "enumerable": true})
		}
		define := js.Global().Get("Object").Get("defineProperty")
		define.Invoke(hook, "frames", getter(func() any { return a.frames }))
		define.Invoke(hook, "scene", getter(func() any { return a.Scene().Name() }))
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
		hook.Set("probe", js.FuncOf(func(js.Value, []js.Value) any {
			if p, ok := a.Scene().(core.Prober); ok {
				return js.ValueOf(p.Probe())
			}
			return js.Null()
		}))
		js.Global().Set("cifra", hook)
	}
}
