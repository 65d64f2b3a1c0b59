package kakuzu

import (
	"fmt"
	"testing"

	"cifra/rules/kakuzu"
)

// The number drawn flies from the bag to its place in an arc that never
// leaves the screen: at 1024×700 its place lies near the top edge, where
// the arc once cut the stone off.
func TestTheDrawnNumberStaysOnScreen(t *testing.T) {
	for _, c := range []struct {
		w, h, people int
		around       bool
	}{{1024, 700, 2, false}, {1280, 800, 2, false}, {390, 844, 2, false}, {844, 390, 2, false}, {1280, 800, 4, true}} {
		tb := table(seats(c.people), 3, kakuzu.Classic, 0)
		tb.Around = c.around
		ctx, _ := newContext(c.w, c.h)
		r := NewRound(ctx, tb)
		r.Layout(ctx)
		l := &r.lay
		big := int(l.drawn.W * 0.86)
		for i := 0; i <= 20; i++ {
			x, y, s := l.drawFlight(float64(i)/20, big)
			half := float64(big) * s / 2
			if y-half < -0.5 || x-half < -0.5 || x+half > float64(c.w)+0.5 {
				t.Fatalf("%s: at %d/20 of its flight the stone (%.0f px) at (%.0f, %.0f) leaves the screen",
					fmt.Sprintf("%dx%d around %v", c.w, c.h, c.around), i, float64(big)*s, x, y)
			}
		}
	}
}
