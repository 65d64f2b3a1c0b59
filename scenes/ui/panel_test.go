package ui

import (
	"math"
	"testing"
)

// seats are four panels around a 1000×600 screen.
var seats = []Panel{
	{Rect: Rect{200, 500, 600, 100}, Turn: FaceBottom},
	{Rect: Rect{200, 0, 600, 100}, Turn: FaceTop},
	{Rect: Rect{0, 100, 150, 400}, Turn: FaceLeft},
	{Rect: Rect{850, 100, 150, 400}, Turn: FaceRight},
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestPanelRoundTripsEveryTurn(t *testing.T) {
	for _, p := range seats {
		w, h := p.Size()
		if p.Turn == FaceLeft || p.Turn == FaceRight {
			if w != p.Rect.H || h != p.Rect.W {
				t.Errorf("turn %d: size %v×%v, want swapped", p.Turn, w, h)
			}
		}
		for _, pt := range []Point{{0, 0}, {w, h}, {w / 3, h / 7}, {w - 1, 2}, {-5, h + 3}} {
			sx, sy := p.ToScreen(pt.X, pt.Y)
			lx, ly := p.ToLocal(sx, sy)
			if !near(lx, pt.X) || !near(ly, pt.Y) {
				t.Errorf("turn %d: %v → (%v, %v) → (%v, %v)", p.Turn, pt, sx, sy, lx, ly)
			}
			if pt.X > 0 && pt.X < w && pt.Y > 0 && pt.Y < h && !p.Rect.Contains(sx, sy) {
				t.Errorf("turn %d: local %v lands outside the panel at (%v, %v)", p.Turn, pt, sx, sy)
			}
			g := p.GeoM()
			if gx, gy := g.Apply(pt.X, pt.Y); !near(gx, sx) || !near(gy, sy) {
				t.Errorf("turn %d: GeoM puts %v at (%v, %v), ToScreen at (%v, %v)", p.Turn, pt, gx, gy, sx, sy)
			}
		}
		for _, r := range []Rect{{0, 0, w, h}, {10, 20, 30, 40}} {
			if got := p.RectToLocal(p.RectToScreen(r)); !near(got.X, r.X) || !near(got.Y, r.Y) || !near(got.W, r.W) || !near(got.H, r.H) {
				t.Errorf("turn %d: rect %v round-trips to %v", p.Turn, r, got)
			}
		}
		if got := p.RectToScreen(p.Local()); got != p.Rect {
			t.Errorf("turn %d: local rect maps to %v, want %v", p.Turn, got, p.Rect)
		}
	}
}

// The bottom edge of a panel as its player sees it lies along the screen
// edge where that player sits, and its left end is at their left.
func TestPanelBottomFacesItsSeat(t *testing.T) {
	for _, c := range []struct {
		p                  Panel
		onEdge             func(x, y float64) bool
		leftEndX, leftEndY float64 // the seat's left end of the bottom edge
	}{
		{seats[0], func(x, y float64) bool { return y == 600 }, 200, 600},
		{seats[1], func(x, y float64) bool { return y == 0 }, 800, 0},
		{seats[2], func(x, y float64) bool { return x == 0 }, 0, 100},
		{seats[3], func(x, y float64) bool { return x == 1000 }, 1000, 500},
	} {
		w, h := c.p.Size()
		for _, u := range []float64{0, w / 4, w / 2, w} {
			if x, y := c.p.ToScreen(u, h); !c.onEdge(x, y) {
				t.Errorf("turn %d: local bottom (%v, %v) at screen (%v, %v), off its seat's edge", c.p.Turn, u, h, x, y)
			}
		}
		if x, y := c.p.ToScreen(0, h); x != c.leftEndX || y != c.leftEndY {
			t.Errorf("turn %d: bottom-left corner at (%v, %v), want (%v, %v)", c.p.Turn, x, y, c.leftEndX, c.leftEndY)
		}
		// The top edge (v = 0) faces the middle: the far side of the panel.
		cx, cy := c.p.ToScreen(w/2, 0)
		if bx, by := c.p.ToScreen(w/2, h); math.Hypot(cx-500, cy-300) >= math.Hypot(bx-500, by-300) {
			t.Errorf("turn %d: the top edge is not nearer the middle than the bottom", c.p.Turn)
		}
	}
}
