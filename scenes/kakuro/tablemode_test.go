package kakuro

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// TestEachSeatReadsTheSumAndItsScore: around a table of two to five, on a
// laptop, a full-HD screen and a small tablet, every seat's panel faces
// its edge and shows, facing its player, the current sum tile (whole
// inside the panel, clear of the name, the hand and the buttons) and its
// points; at a screen the panels show no second sum tile.
func TestEachSeatReadsTheSumAndItsScore(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {1920, 1080}, {1024, 600}} {
		for n := 2; n <= maxAround; n++ {
			tb := table(seats(n, 0, ""), 3, 60)
			tb.Around = true
			g := newRig(t, tb)
			g.resize(size[0], size[1])
			g.settle()
			what := fmt.Sprintf("%dx%d, %d around", size[0], size[1], n)
			log := core.DrawTexts(g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
			edges := ui.SeatEdges(n)
			for p, s := range g.r.seats {
				sp := &s.panel
				if sp.Panel.Turn != edges[p] {
					t.Errorf("%s: seat %d's panel faces %d, its seat is at %d", what, p, sp.Panel.Turn, edges[p])
				}
				l := &sp.lay
				inside := ui.Rect{W: l.w, H: l.h}
				if l.sum.W < 24 || !contains(inside, l.sum) {
					t.Errorf("%s: seat %d's sum tile is %+v in a %.0f×%.0f panel", what, p, l.sum, l.w, l.h)
				}
				for _, r := range []ui.Rect{l.name, l.hand, l.status, l.buzzer, l.impossible} {
					if overlaps(l.sum, r) {
						t.Errorf("%s: seat %d's sum tile %+v overlaps %+v", what, p, l.sum, r)
					}
				}
				if look, _ := g.r.panelLook(g.ctx, p); look.target != g.r.st.Target() || look.target == 0 {
					t.Errorf("%s: seat %d's panel shows sum %d, the sum is %d", what, p, look.target, g.r.st.Target())
				}
				points := g.ctx.N("kakuro.points", g.r.st.Score(p), g.r.st.Score(p))
				if !drawnIn(log, "seat "+strconv.Itoa(p), points) {
					t.Errorf("%s: seat %d's panel does not show its points %q", what, p, points)
				}
			}
		}
	}
	g := newRig(t, table(seats(3, 0, ""), 3, 60))
	for p, s := range g.r.seats {
		if s.panel.lay.sum != (ui.Rect{}) {
			t.Errorf("at a screen seat %d's panel has a sum tile %+v", p, s.panel.lay.sum)
		}
	}
}

// TestScoresFaceEverySeat: the scores around a table of two to five, in
// three languages, give each seat a panel at its edge, turned to face it,
// with its name and points in it, every text in its place; at a screen
// the ranking is the list.
func TestScoresFaceEverySeat(t *testing.T) {
	for _, lang := range []i18n.Lang{"en", "it", "de"} {
		for n := 2; n <= maxAround; n++ {
			tb := table(seats(n, 0, ""), 3, 60)
			tb.Around = true
			g := newRig(t, tb)
			g.ctx.Tr = i18n.New(lang)
			s := NewScoring(g.ctx, tb, g.r.st)
			s.Layout(g.ctx)
			for range 60 {
				s.Update(g.ctx)
			}
			what := fmt.Sprintf("%s, %d around", lang, n)
			panels := s.SeatPanels()
			if len(panels) != n {
				t.Fatalf("%s: %d seat panels", what, len(panels))
			}
			edges := ui.SeatEdges(n)
			for p, panel := range panels {
				if panel.Turn != edges[p] {
					t.Errorf("%s: seat %d's scores face %d, its seat is at %d", what, p, panel.Turn, edges[p])
				}
			}
			layouttest.CheckTexts(t, what, g.ctx, func(dst *ebiten.Image) { s.Draw(dst, g.ctx) })
			log := core.DrawTexts(g.ctx, func(dst *ebiten.Image) { s.Draw(dst, g.ctx) })
			for p := range n {
				space := "seat " + strconv.Itoa(p)
				if !drawnIn(log, space, strconv.Itoa(g.r.st.Score(p))) || !drawnIn(log, space, tb.Seats[p].Name) {
					t.Errorf("%s: seat %d's panel lacks its name or points", what, p)
				}
			}
			for _, x := range s.Targets() {
				if x.Enabled && min(x.W, x.H) < layouttest.TouchPx {
					t.Errorf("%s: %s is %.0f×%.0f px", what, x.ID, x.W, x.H)
				}
			}
		}
	}
	g := newRig(t, table(seats(3, 0, ""), 3, 60))
	s := NewScoring(g.ctx, g.r.table, g.r.st)
	s.Layout(g.ctx)
	if s.SeatPanels() != nil {
		t.Fatal("at a screen the scores have seat panels")
	}
}

// drawnIn reports whether text was drawn, whole or as part of a line, in
// space.
func drawnIn(log *core.TextLog, space, text string) bool {
	return slices.ContainsFunc(log.Boxes, func(b core.TextBox) bool {
		return b.Space == space && strings.Contains(b.Text, text)
	})
}

// contains reports whether r lies inside outer (half a pixel of slack).
func contains(outer, r ui.Rect) bool {
	return r.X >= outer.X-0.5 && r.Y >= outer.Y-0.5 && r.X+r.W <= outer.X+outer.W+0.5 && r.Y+r.H <= outer.Y+outer.H+0.5
}

// overlaps reports whether a and b share more than half a pixel.
func overlaps(a, b ui.Rect) bool {
	return a.X+0.5 < b.X+b.W && b.X+0.5 < a.X+a.W && a.Y+0.5 < b.Y+b.H && b.Y+0.5 < a.Y+a.H
}
