package kakuzu

import (
	"fmt"
	"strings"
	"testing"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/ui"
)

// overlap reports whether two rectangles share more than a hairline.
func overlap(a, b ui.Rect) bool {
	const eps = 0.5
	return a.X+eps < b.X+b.W && b.X+eps < a.X+a.W && a.Y+eps < b.Y+b.H && b.Y+eps < a.Y+a.H
}

func rectOf(x ui.Target) ui.Rect { return ui.Rect{X: x.X, Y: x.Y, W: x.W, H: x.H} }

// pressable reports whether a target is one a finger presses: the bag,
// the picker's digits, the menu, hint and undo buttons, a seat's own
// draw button and digits (not the tray's squares).
func pressable(id string) bool {
	return !strings.HasPrefix(id, squareName)
}

// TestLayouts: on a laptop, a phone held upright and around a table of two
// to four seats, in the classic and no-bag variants, every widget and
// square lies on the screen, the tray's squares are clear of the seats'
// panels and of the buttons, and every button is at least 44 px on each
// side at scale 1.
func TestLayouts(t *testing.T) {
	type size struct {
		w, h   int
		around bool
	}
	sizes := []size{{1280, 800, false}, {390, 844, false}, {1280, 800, true}, {844, 390, false}, {800, 1280, true}}
	for _, sz := range sizes {
		for n := 2; n <= 4; n++ {
			for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
				name := fmt.Sprintf("%dx%d/around=%v/%d/%s", sz.w, sz.h, sz.around, n, v)
				t.Run(name, func(t *testing.T) {
					tb := table(seats(n), 1, v, 30)
					tb.Hints = true
					tb.Around = sz.around
					st := deal(t, tb)
					neutralSetup(t, st)
					g := rigSized(t, tb, st, sz.w, sz.h)
					g.step()
					checkLayout(t, g)
					g.draw()
				})
			}
		}
	}
}

// checkLayout is TestLayouts' checks for one round.
func checkLayout(t *testing.T, g *rig) {
	t.Helper()
	W, H := float64(g.ctx.W), float64(g.ctx.H)
	const eps = 0.5
	var squares, buttons []ui.Target
	for _, x := range g.r.Targets() {
		if x.W <= 0 || x.H <= 0 {
			t.Errorf("%s has no area: %+v", x.ID, x)
			continue
		}
		if x.X < -eps || x.Y < -eps || x.X+x.W > W+eps || x.Y+x.H > H+eps {
			t.Errorf("%s lies off the %gx%g screen: %+v", x.ID, W, H, x)
		}
		if pressable(x.ID) {
			buttons = append(buttons, x)
		} else {
			squares = append(squares, x)
		}
	}
	if len(squares) != kakuzu.Squares {
		t.Fatalf("%d squares among the targets", len(squares))
	}
	var small []string
	for _, b := range buttons {
		if min(b.W, b.H) < layouttest.TouchPx*g.ctx.CSSPx()-eps {
			small = append(small, fmt.Sprintf("%s %.1f×%.1f", b.ID, b.W, b.H))
		}
	}
	if len(small) > 0 {
		t.Errorf("buttons under %d px: %s", layouttest.TouchPx, strings.Join(small, ", "))
	}
	var overlaps []string
	for i, a := range buttons {
		for _, b := range buttons[i+1:] {
			if overlap(rectOf(a), rectOf(b)) {
				overlaps = append(overlaps, fmt.Sprintf("%s %+v and %s %+v", a.ID, rectOf(a), b.ID, rectOf(b)))
			}
		}
	}
	if len(overlaps) > 0 {
		t.Errorf("buttons overlap: %s", strings.Join(overlaps, "; "))
	}
	grid := g.r.lay.grid
	for p, s := range g.r.seats {
		if pr := s.panel.Panel.Rect; overlap(pr, grid) {
			t.Errorf("the tray %+v overlaps seat %d's panel %+v", grid, p, pr)
		}
	}
	for _, b := range buttons {
		if overlap(rectOf(b), grid) {
			t.Errorf("%s %+v lies on the tray %+v", b.ID, rectOf(b), grid)
		}
	}
	// The bag and the drawn number lie on the screen too (drawn, not
	// pressed).
	for name, r := range map[string]ui.Rect{"drawn": g.r.lay.drawn, "news": g.r.lay.news} {
		if r.X < -eps || r.Y < -eps || r.X+r.W > W+eps || r.Y+r.H > H+eps || r.W < 1 || r.H < 1 {
			t.Errorf("the %s place %+v is not on the screen", name, r)
		}
	}
	for p, s := range g.r.seats {
		if pr := s.panel.Panel.Rect; pr.X < -eps || pr.Y < -eps || pr.X+pr.W > W+eps || pr.Y+pr.H > H+eps {
			t.Errorf("seat %d's panel %+v lies off the screen", p, pr)
		}
		for q := p + 1; q < len(g.r.seats); q++ {
			if overlap(s.panel.Panel.Rect, g.r.seats[q].panel.Panel.Rect) {
				t.Errorf("seats %d and %d's panels overlap", p, q)
			}
		}
	}
}

// TestMenuOpensInEveryLayout: a tap on the menu button pauses the game in
// every layout, with the aids on (their button must not hide the menu).
func TestMenuOpensInEveryLayout(t *testing.T) {
	for _, sz := range [][3]int{{1280, 800, 0}, {390, 844, 0}, {1280, 800, 1}, {800, 1280, 1}} {
		for n := 2; n <= 4; n++ {
			tb := table(seats(n), 1, kakuzu.NoBag, 0)
			tb.Hints = true
			tb.Around = sz[2] == 1
			st := deal(t, tb)
			neutralSetup(t, st)
			g := rigSized(t, tb, st, sz[0], sz[1])
			g.tap(idMenu.String())
			if len(g.nav.overlays) != 1 || g.nav.overlays[0] != core.OverlayPause {
				t.Errorf("%dx%d around=%v %d seats: the menu tapped opened %v, and the hint is %v", sz[0], sz[1], tb.Around, n, g.nav.overlays, g.r.hint)
			}
			if len(g.r.st.Moves()) != 9 {
				t.Fatalf("the menu tap played %v", g.r.st.Moves()[9:])
			}
		}
	}
}
