package cli

import "fmt"

// The window's size limits, in logical pixels unless said otherwise.
const (
	// DefaultWidth and DefaultHeight are the window without -size: a
	// landscape laptop screen.
	DefaultWidth, DefaultHeight = 1280, 800
	// MinWindowSide is the smallest side a window gets: below it the
	// scenes have no room for a button and its words.
	MinWindowSide = 240
	// MaxScreenSide bounds a window's side, in device pixels, when the
	// monitor's size is unknown. Ebitengine panics on a window past the
	// GPU's texture limit (4096 on the smallest GPUs, a Raspberry Pi's)
	// and the X server dies on one past 32767; 4000 stays under both,
	// with room for Ebitengine's one-pixel padding around an image as
	// large as the screen, and still covers a 4K screen.
	MaxScreenSide = 4000
)

// Screen is the monitor the window opens on: its size in logical pixels
// and its device pixels per logical one. The zero Screen is unknown.
type Screen struct {
	W, H  int
	Scale float64
}

// FitWindow returns the window size for -size w×h (0×0: not asked, the
// default) on screen: at least MinWindowSide a side, at most the screen,
// or MaxScreenSide device pixels a side when the screen is unknown. note
// says in words what was changed when an asked size did not fit, and is
// empty otherwise (the default fits the screen silently).
func FitWindow(w, h int, screen Screen) (fw, fh int, note string) {
	asked := w > 0 && h > 0
	if !asked {
		w, h = DefaultWidth, DefaultHeight
	}
	maxW, maxH, limit := screen.W, screen.H, fmt.Sprintf("the screen is %dx%d", screen.W, screen.H)
	if maxW <= 0 || maxH <= 0 {
		scale := screen.Scale
		if scale <= 0 {
			scale = 1
		}
		side := int(MaxScreenSide / scale)
		maxW, maxH, limit = side, side, fmt.Sprintf("a window has at most %d pixels a side", side)
	}
	maxW, maxH = max(maxW, MinWindowSide), max(maxH, MinWindowSide)
	fw, fh = min(max(w, MinWindowSide), maxW), min(max(h, MinWindowSide), maxH)
	switch {
	case !asked || (fw == w && fh == h):
		return fw, fh, ""
	case fw < w || fh < h:
		note = fmt.Sprintf("-size %dx%d does not fit (%s); the window is %dx%d", w, h, limit, fw, fh)
	default:
		note = fmt.Sprintf("-size %dx%d is too small (a window has at least %d pixels a side); the window is %dx%d", w, h, MinWindowSide, fw, fh)
	}
	return fw, fh, note
}
