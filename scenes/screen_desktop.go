//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// keepScreenOn does nothing on the desktop: a window in use keeps the
// screen on by itself (the wake lock is for phones and tablets).
func keepScreenOn(bool) {}

// fullscreenAvailable: a desktop window can always go fullscreen.
func fullscreenAvailable() bool { return true }

// initFullscreen applies the saved setting at start and returns it.
func initFullscreen(want bool) bool {
	ebiten.SetFullscreen(want)
	return want
}

// setFullscreen enters or leaves fullscreen.
func setFullscreen(on bool) {
	if ebiten.IsFullscreen() != on {
		ebiten.SetFullscreen(on)
	}
}

// fullscreenChange reports a change the player made outside the game; the
// desktop has none to report (the setting drives the window).
func fullscreenChange() (on, changed bool) { return false, false }
