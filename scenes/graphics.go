package scenes

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
)

// The graphics setting (core.Settings.Graphics): sharp draws every device
// pixel; smooth draws at smoothFactor of the device pixel ratio and lets
// the picture be scaled up to the screen with linear filtering; automatic
// is sharp unless the renderer is a software one or frames were slow for
// a sustained while. Under a software renderer (SwiftShader, llvmpipe) a
// frame's cost is mostly its pixels: Ebitengine's full-screen clear and
// copy and, in the browser, Chromium's read-back of the canvas, whatever
// the scene draws; a quarter of the pixels makes about three times the
// frames.
//
// The desktop draws the smaller picture and Ebitengine scales it to the
// window (DrawFinalScreen). In the browser the canvas itself shrinks: the
// app sets window.devicePixelRatio before Ebitengine first reads it
// (graphics_js.go), so the canvas has the fewer pixels and the browser
// scales it up; a change of the setting takes its full effect at the
// page's next load (until then the app draws the fewer pixels into the
// same canvas).

// smoothFactor is the share of the device pixel ratio the smooth setting
// draws at: half the pixels across, a quarter in all. On a screen of
// ratio 1 that is 0.5 device pixels a CSS pixel; the scenes size their
// text from the screen's size, so it reads as before, only softer.
const smoothFactor = 0.5

// smoothLeast is the fewest device pixels the smooth setting draws across
// the screen's short side: a smaller picture loses its small text, and a
// screen that small (a phone held upright at ratio 1) has few pixels to
// save anyway.
const smoothLeast = 360

// Slow frames, for the automatic setting: a verdict is given after
// slowWindow of drawn frames that followed one another (a motion, a drag),
// and finds them slow under slowFPS a second. An interval longer than
// frameGap is a pause, not a frame.
const (
	slowWindow = 5 * time.Second
	slowFPS    = 20
	frameGap   = 250 * time.Millisecond
)

// graphics is what the app knows of its renderer.
type graphics struct {
	// detect is whether the app looks at the renderer and its frames (the
	// real program; tests and measuring runs keep their sizes).
	detect bool
	// renderer is the GPU renderer's name where it could be read (the
	// browser's WEBGL_debug_renderer_info), else "".
	renderer string
	// software is whether that renderer draws on the CPU.
	software bool
	// setting is the graphics setting as last applied (SettingsChanged
	// tells a new choice by it).
	setting string
	watch   frameWatch
	// slow is a verdict of slow frames waiting to be acted on (not in the
	// middle of a game: turnSmoothWhenIdle).
	slow bool
}

// softwareRenderer reports whether a GL renderer's name is a software
// rasterizer's: SwiftShader (Chromium without a usable GPU), Mesa's
// llvmpipe and softpipe, Microsoft's Basic Render Driver.
func softwareRenderer(name string) bool {
	name = strings.ToLower(name)
	for _, s := range []string{"swiftshader", "llvmpipe", "softpipe", "software", "basic render"} {
		if strings.Contains(name, s) {
			return true
		}
	}
	return false
}

// smooth reports whether the app draws fewer pixels than the screen has.
func (a *App) smooth() bool {
	switch a.settings.Graphics {
	case core.GraphicsSharp:
		return false
	case core.GraphicsSmooth:
		return true
	}
	return a.gfx.software || a.settings.GraphicsSlow
}

// wantedScale is the device pixels a CSS pixel the graphics setting asks
// for, on a screen whose device pixel ratio is ratio and whose short side
// is short CSS pixels.
func (a *App) wantedScale(ratio, short float64) float64 {
	if !a.smooth() {
		return ratio
	}
	s := ratio * smoothFactor
	if short > 0 {
		s = max(s, smoothLeast/short)
	}
	return min(s, ratio)
}

// renderScale is the device pixels a CSS pixel the app draws at now in an
// outsideW×outsideH window: the setting's, but never more than the pixels
// Ebitengine's screen has (in the browser, the ratio the page was started
// at).
func (a *App) renderScale(outsideW, outsideH int) float64 {
	return min(a.wantedScale(screenRatio(), float64(min(outsideW, outsideH))), deviceScale())
}

// GraphicsInfo says how the app draws: the setting's word, the renderer's
// name where known, whether it is a software one, and the device pixels a
// CSS pixel it draws at (a measurement's report and the browser's hook).
func (a *App) GraphicsInfo() (setting, renderer string, software bool, scale float64) {
	setting = a.settings.Graphics
	if setting == core.GraphicsAuto {
		setting = "auto"
	}
	return setting, a.gfx.renderer, a.gfx.software, a.ctx.Scale
}

// noteFrame times a drawn frame for the automatic setting: drew tells
// whether this Ebitengine frame drew (one that did not breaks the run of
// frames). Once frames prove slow for a sustained while, the app turns
// smooth, says so, and remembers it for later runs.
func (a *App) noteFrame(drew bool) {
	if a.gfx.detect && a.opts.Frames == 0 && a.shots == nil {
		a.noteFrameAt(drew, time.Now())
	}
}

// noteFrameAt is noteFrame for a frame at now.
func (a *App) noteFrameAt(drew bool, now time.Time) {
	if !drew {
		a.gfx.watch.pause()
		a.turnSmoothWhenIdle()
		return
	}
	if a.gfx.watch.drawn(now) && !a.smooth() && a.settings.Graphics == core.GraphicsAuto {
		a.gfx.slow = true
	}
	a.turnSmoothWhenIdle()
}

// turnSmoothWhenIdle makes the app smooth once frames proved slow, says
// so and remembers it, but not in the middle of a game: the board would
// blur under the players' eyes without their say, and the word of it
// would cover the play. So it waits for a scene that is no game's (the
// menu, a setup) and happens there.
func (a *App) turnSmoothWhenIdle() {
	if !a.gfx.slow || a.smooth() || a.settings.Graphics != core.GraphicsAuto {
		a.gfx.slow = false
		return
	}
	if _, playing := a.Scene().(core.InGame); playing {
		return
	}
	a.gfx.slow = false
	a.settings.GraphicsSlow = true
	a.ctx.Notify(a.ctx.T("notice.graphics.slow"))
	a.saveSettings()
}

// frameWatch times frames drawn one after the other and gives a verdict
// on each slowWindow of them.
type frameWatch struct {
	last   time.Time // the previous drawn frame of the run (zero: none)
	frames int       // intervals timed since the last verdict
	busy   time.Duration
}

// pause breaks the run of frames: the next frame starts a new one.
func (w *frameWatch) pause() { w.last = time.Time{} }

// drawn notes a frame drawn at now and reports whether the frames timed
// over the last slowWindow came at under slowFPS a second.
func (w *frameWatch) drawn(now time.Time) bool {
	if !w.last.IsZero() {
		if d := now.Sub(w.last); d > 0 && d < frameGap {
			w.busy += d
			w.frames++
		}
	}
	w.last = now
	if w.busy < slowWindow {
		return false
	}
	slow := float64(w.frames) < slowFPS*w.busy.Seconds()
	w.frames, w.busy = 0, 0
	return slow
}

// DrawFinalScreen implements ebiten.FinalScreenDrawer: the picture goes
// to the window as it is when it has the window's pixels, and smoothed
// (linear filtering) when it is scaled: the smooth setting, a window
// being resized.
func (a *App) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	op := &ebiten.DrawImageOptions{GeoM: geoM}
	if geoM.Element(0, 0) != 1 || geoM.Element(1, 1) != 1 {
		op.Filter = ebiten.FilterLinear
	}
	screen.DrawImage(offscreen, op)
}
