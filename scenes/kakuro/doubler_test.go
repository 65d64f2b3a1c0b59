package kakuro

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuro"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// A doubler laid in a claim shows beside the running total it doubles
// (it lies on no square), one mark per doubler, on the screen and clear
// of the row's squares: the tile gone from the hand is seen at work.
func TestALaidDoublerShowsBesideTheTotal(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDouble, func(s kakuro.Solution) bool { return true })
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	marks := func() []ui.Rect {
		c := g.r.claim
		txt := g.r.totalText(c.preview.Total, g.r.view.target)
		face := sprites.Bold(g.r.lay.cell * 0.36)
		w, h := sprites.Measure(txt, face)
		x, y := g.r.totalAt(c.row.Dir, c.preview.Squares, c.uses, w, h)
		bw, bh := w+g.r.lay.cell*0.3, h*1.5
		return g.r.doublerMarks(c, ui.Rect{X: x - bw/2, Y: y - bh/2, W: bw, H: bh})
	}
	if m := marks(); len(m) != 0 {
		t.Fatalf("before the doubler is laid the total shows %d doubler marks", len(m))
	}
	g.playUse(0, sol.Claim.Uses[0], sol.Claim.Row)
	m := marks()
	if len(m) != 1 {
		t.Fatalf("with a doubler laid the total shows %d doubler marks", len(m))
	}
	for _, sq := range g.r.claim.row.Squares() {
		if cx, cy := g.r.lay.square(sq).Center(); m[0].Contains(cx, cy) {
			t.Errorf("the doubler's mark %+v covers the row's square %v", m[0], sq)
		}
	}
	if m[0].X < 0 || m[0].Y < 0 || m[0].X+m[0].W > float64(g.ctx.W) || m[0].Y+m[0].H > float64(g.ctx.H) {
		t.Errorf("the doubler's mark %+v leaves the screen", m[0])
	}
	img := ebiten.NewImage(g.ctx.W, g.ctx.H)
	g.r.Draw(img, g.ctx)
	if dir != "" {
		if err := ebitentest.Shoot(img, filepath.Join(dir, "doubler-laid.png")); err != nil {
			t.Error(err)
		}
	}
}
