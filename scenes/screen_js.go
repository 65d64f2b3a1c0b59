//go:build js

package scenes

import "syscall/js"

// The browser's screen: a wake lock while a game is played, and the
// Fullscreen API on the whole page (so the page's own layout holds), with
// every refusal caught: a rejected promise left alone is a console error.
var (
	wantAwake    bool
	wakeSentinel js.Value // the WakeLockSentinel held, or undefined
	wakePending  bool     // a request is on its way
	fsNow        bool     // document.fullscreenElement is set
	fsChanged    bool     // fsNow changed since fullscreenChange last looked

	onWake, onWakeRefused, onVisible, onFullscreen, onFullscreenRefused js.Func
	screenHooked                                                        bool
)

// hookScreen installs the event listeners once.
func hookScreen() {
	if screenHooked {
		return
	}
	screenHooked = true
	doc := js.Global().Get("document")
	onWake = js.FuncOf(func(_ js.Value, args []js.Value) any {
		wakePending = false
		wakeSentinel = args[0]
		if !wantAwake { // the menu came while the request was on its way
			releaseWake()
		}
		return nil
	})
	onWakeRefused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		wakePending = false
		js.Global().Get("console").Call("warn", "cifra: the screen may sleep (wake lock refused):", args[0])
		return nil
	})
	// The browser lets go of the lock whenever the page is hidden; take it
	// again when the player comes back to a game.
	onVisible = js.FuncOf(func(js.Value, []js.Value) any {
		if wantAwake {
			acquireWake()
		}
		return nil
	})
	onFullscreen = js.FuncOf(func(js.Value, []js.Value) any {
		fsNow, fsChanged = doc.Get("fullscreenElement").Truthy(), true
		return nil
	})
	onFullscreenRefused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		fsChanged = true // the setting goes back to what the page really is
		js.Global().Get("console").Call("warn", "cifra: fullscreen refused:", args[0])
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", onVisible)
	doc.Call("addEventListener", "fullscreenchange", onFullscreen)
	fsNow = doc.Get("fullscreenElement").Truthy()
}

// keepScreenOn asks for a screen wake lock (on) or lets it go (off).
func keepScreenOn(on bool) {
	hookScreen()
	wantAwake = on
	if on {
		acquireWake()
	} else {
		releaseWake()
	}
}

func acquireWake() {
	lock := js.Global().Get("navigator").Get("wakeLock")
	held := wakeSentinel.Truthy() && !wakeSentinel.Get("released").Truthy()
	if !lock.Truthy() || held || wakePending || js.Global().Get("document").Get("visibilityState").String() != "visible" {
		return
	}
	wakePending = true
	lock.Call("request", "screen").Call("then", onWake, onWakeRefused)
}

func releaseWake() {
	if wakeSentinel.Truthy() {
		wakeSentinel.Call("release").Call("catch", onWakeRefused)
		wakeSentinel = js.Undefined()
	}
}

// fullscreenAvailable is false where the page cannot go fullscreen
// (iPhone Safari, an iframe without permission).
func fullscreenAvailable() bool {
	return js.Global().Get("document").Get("fullscreenEnabled").Truthy()
}

// initFullscreen returns whether the page is fullscreen already (the
// loading page's button); a page cannot go fullscreen by itself without a
// press, so the saved setting is not applied.
func initFullscreen(bool) bool {
	hookScreen()
	return fsNow
}

// setFullscreen enters or leaves fullscreen; called on the press that
// flipped the setting, so the browser allows it.
func setFullscreen(on bool) {
	hookScreen()
	doc := js.Global().Get("document")
	if on == doc.Get("fullscreenElement").Truthy() {
		return
	}
	var p js.Value
	if on {
		el := doc.Get("documentElement")
		if !el.Get("requestFullscreen").Truthy() {
			return
		}
		p = el.Call("requestFullscreen")
	} else {
		p = doc.Call("exitFullscreen")
	}
	p.Call("catch", onFullscreenRefused)
}

// fullscreenChange reports whether the page entered or left fullscreen
// since the last call (Esc, the browser's own controls, a refusal).
func fullscreenChange() (on, changed bool) {
	on, changed, fsChanged = fsNow, fsChanged, false
	return on, changed
}
