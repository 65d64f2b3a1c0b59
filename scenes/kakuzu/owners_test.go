package kakuzu

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/podium"
	"cifra/scenes/ui"
	art "cifra/sprites/kakuzu"
)

// near reports whether two colours are alike (each channel within tol).
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// TestOwnersShowOnTheTray: a stone won shows whose it is on the tray, in
// play: a ring in its seat's colour round the digit and the seat's mark
// (a shape of its own, so colour is not all that tells), the mark beside
// the seat's name on its panel too.
func TestOwnersShowOnTheTray(t *testing.T) {
	g := playing(t, kakuzu.Classic)
	st := g.r.st
	n := g.drawByTap()
	sq := covering(t, st, n, true)
	g.liftByTap(sq)
	if st.Holder(sq) != 0 {
		t.Fatalf("the match went to %d", st.Holder(sq))
	}
	m := g.drawByTap()
	miss := covering(t, st, m, false)
	g.liftByTap(miss)
	if st.Holder(miss) != 1 {
		t.Fatalf("the miss went to %d", st.Holder(miss))
	}
	dst := ebiten.NewImage(g.ctx.W, g.ctx.H)
	defer dst.Deallocate()
	g.r.Draw(dst, g.ctx)
	pix := ebitentest.Pixels(dst)
	l := &g.r.lay
	wpx := art.WellPx(l.cellPx)
	ring, width := ownerRing(l.cell, wpx)
	for _, c := range []struct {
		sq   kakuzu.Square
		seat int
	}{{sq, 0}, {miss, 1}} {
		cx, cy := l.square(c.sq).Center()
		want := seatColour(c.seat)
		top := pix.RGBAAt(int(cx), int(cy-float64(ring)/2+float64(width)/2))
		if !near(top, want, 40) {
			t.Errorf("seat %d's stone at %v: the ring's top is %v, want the seat's %v", c.seat, c.sq, top, want)
		}
		mark := pix.RGBAAt(int(cx+l.cell*0.31), int(cy+l.cell*0.31))
		if !near(mark, want, 40) {
			t.Errorf("seat %d's stone at %v: the mark's middle is %v, want %v", c.seat, c.sq, mark, want)
		}
	}
	// Seat 1's mark is a square: its corner is filled, a disc's is not.
	mp := ownerMarkPx(l.cell)
	corner := func(at kakuzu.Square) color.RGBA {
		cx, cy := l.square(at).Center()
		e := float64(mp) * 0.27
		return pix.RGBAAt(int(cx+l.cell*0.31+e), int(cy+l.cell*0.31+e))
	}
	if !near(corner(miss), seatColour(1), 60) || near(corner(sq), seatColour(0), 60) {
		t.Errorf("the marks' corners: seat 1's %v (a square, want %v), seat 0's %v (a disc, want the tray)", corner(miss), seatColour(1), corner(sq))
	}
}

// TestScoringRowsReadAsChoices: on the score screen the row whose stones
// the sheet shows looks selected (the light of an open page), not red like
// a win, even when it won nothing; every row ends in a chevron that says
// it can be chosen, and a line says what choosing does; a seat's tally
// counts the stones it found and the ones it received.
func TestScoringRowsReadAsChoices(t *testing.T) {
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	tb := table(seats(0, "hard", "normal"), 7, kakuzu.Classic, 0)
	ctx, nv := newContext(1280, 800)
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
	g.r.Layout(ctx)
	st := g.playToScoring(60_000).st
	s := NewScoring(ctx, tb, st)
	s.Layout(ctx)
	loser := 0
	if st.Scores()[0] > st.Scores()[1] {
		loser = 1
	}
	s.Selected = loser
	dst := ebiten.NewImage(ctx.W, ctx.H)
	defer dst.Deallocate()
	log := core.DrawTexts(ctx, func(img *ebiten.Image) { s.Draw(img, ctx) })
	s.Draw(dst, ctx)
	pix := ebitentest.Pixels(dst)
	pal := ctx.Kit.Palette()
	chevrons := 0
	for _, w := range s.Controls.Widgets() {
		if w.ID.Name != podium.SeatName {
			continue
		}
		bg := pix.RGBAAt(int(w.Rect.X+w.Rect.H*0.2), int(w.Rect.Y+w.Rect.H*0.5))
		if near(bg, pal.Accent, 50) {
			t.Errorf("seat %d's row (selected %v) is the red of a win: %v", w.ID.I, w.ID.I == s.Selected, bg)
		}
		if light := int(bg.R)+int(bg.G)+int(bg.B) > 3*170; light != (w.ID.I == s.Selected) {
			t.Errorf("seat %d's row is %v: selected %v, light %v", w.ID.I, bg, w.ID.I == s.Selected, light)
		}
	}
	found := false
	for _, b := range log.Boxes {
		switch {
		case b.Text == "›":
			chevrons++
		case b.Text == ctx.T("kakuzu.sheet.pick"):
			found = true
		case strings.Contains(b.Text, ", "):
			if want := ctx.N("kakuzu.stones.given", st.Received(0), st.Received(0)); strings.HasSuffix(b.Text, want) && !strings.Contains(want, "received") {
				t.Errorf("the tally %q says the stones passed to a seat were given, not received", b.Text)
			}
		}
	}
	if chevrons != len(st.Scores()) || !found {
		t.Errorf("%d chevrons for %d rows; the line about choosing a row shown %v", chevrons, len(st.Scores()), found)
	}
	if got := ctx.N("kakuzu.stones.given", 2, 2); !strings.Contains(got, "received") {
		t.Errorf("a seat's stones passed on by the others read %q: they were received", got)
	}
}
