package frametest

import (
	"bytes"
	"image"
	"testing"

	"cifra/scenes/core"
)

// Redraws is what Audit counted: the frames the app would draw, those
// among them identical to the picture already on the screen, and the
// frames the scene asked for only a tick (core.Ticker) — drawn for the
// audit, never by the app.
type Redraws struct {
	Ticks, Drawn, Identical, TickOnly int
	// Partial is how many drawn frames redrew only a part of the screen
	// (core.PartialDrawer).
	Partial int
}

// PerSecond is drawn frames per second of game time.
func (r Redraws) PerSecond() float64 {
	return float64(r.Drawn) * core.TPS / float64(max(r.Ticks, 1))
}

// Audit plays n input-free ticks as the app does and checks its rule for
// drawing (a frame when the scene is animating, or stopped animating last
// tick unless it is a core.Ticker; none otherwise): every tick it draws the scene anyway, reads the
// pixels back and fails the test when a tick the app would skip changed
// the picture. when, if not nil, says which ticks are counted (a phase);
// every tick is checked.
func (r *Rig) Audit(t testing.TB, n int, when func() bool) Redraws {
	t.Helper()
	var got Redraws
	w, h := r.Screen.Bounds().Dx(), r.Screen.Bounds().Dy()
	shown := make([]byte, 4*w*h) // the picture on the app's screen
	now := make([]byte, 4*w*h)
	was := true
	tk, isTicker := r.Scene.(core.Ticker)
	for tick := range n {
		r.Frame()
		r.Screen.ReadPixels(now)
		anim := r.Scene.Animating()
		draw := anim || was && !isTicker
		was = anim
		same := bytes.Equal(now, shown)
		if !draw && !same {
			t.Fatalf("tick %d: the picture changed in %v, but the scene did not ask for a frame (a player would see a stale screen)", tick, changed(now, shown, w))
		}
		if pd, ok := r.Scene.(core.PartialDrawer); ok && draw {
			if part, ok := pd.ChangedPart(); ok {
				got.Partial++
				if x, y, bad := outside(now, shown, w, part.Pixels()); bad {
					t.Fatalf("tick %d: the scene said only %v changed, but pixel (%d, %d) outside it did", tick, part, x, y)
				}
			}
		}
		copy(shown, now)
		if when != nil && !when() {
			continue
		}
		got.Ticks++
		if draw {
			got.Drawn++
			if same {
				got.Identical++
			}
		} else if isTicker && tk.Ticking() {
			got.TickOnly++
		}
	}
	return got
}

// outside finds a pixel outside part where a and b (w pixels a row)
// differ.
func outside(a, b []byte, w int, part image.Rectangle) (x, y int, found bool) {
	for i := 0; i < len(a); i += 4 {
		if a[i] == b[i] && a[i+1] == b[i+1] && a[i+2] == b[i+2] && a[i+3] == b[i+3] {
			continue
		}
		x, y = i/4%w, i/4/w
		if !image.Pt(x, y).In(part) {
			return x, y, true
		}
	}
	return 0, 0, false
}

// changed is the bounding box of the pixels where a and b differ.
func changed(a, b []byte, w int) image.Rectangle {
	var box image.Rectangle
	for i := 0; i < len(a); i += 4 {
		if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] || a[i+3] != b[i+3] {
			x, y := i/4%w, i/4/w
			box = box.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return box
}
