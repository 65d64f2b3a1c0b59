package frametest

import (
	"bytes"
	"testing"

	"cifra/scenes/core"
)

// Redraws is what Audit counted: the frames the app would draw, those
// among them identical to the picture already on the screen, and the
// frames the scene asked for only a tick (core.Ticker) — drawn for the
// audit, never by the app.
type Redraws struct {
	Ticks, Drawn, Identical, TickOnly int
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
			t.Fatalf("tick %d: the picture changed, but the scene did not ask for a frame (a player would see a stale screen)", tick)
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
