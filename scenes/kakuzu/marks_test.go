package kakuzu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// bits is a candidate set of digits.
func bits(ds ...int) uint16 {
	var b uint16
	for _, d := range ds {
		b |= 1 << d
	}
	return b
}

// marksAgree fails unless the pencil marks are the rules' candidates for
// the seat to move.
func (g *rig) marksAgree(what string) {
	g.t.Helper()
	if !g.r.marksValid {
		g.t.Fatalf("%s: the marks are not valid once the events have played", what)
	}
	v := g.r.st.View(g.r.st.Turn())
	want := v.Candidates()
	if g.r.marks != want {
		for row := range kakuzu.Size {
			for col := range kakuzu.Size {
				if g.r.marks[row][col] != want[row][col] {
					g.t.Fatalf("%s: the marks at [%d,%d] are %09b, the rules' candidates %09b", what, row, col, g.r.marks[row][col]>>1, want[row][col]>>1)
				}
			}
		}
	}
	g.draw()
}

// TestMarksAreTheCandidates: with the aids on, the pencil marks on the
// covered stones are the rules' candidates once each move has played:
// through the setup, after a match and after a miss; uncovered squares
// carry none.
func TestMarksAreTheCandidates(t *testing.T) {
	mk := func(seed uint64) core.Table {
		tb := table(seats(2), seed, kakuzu.Classic, 0)
		tb.Hints = true
		return tb
	}
	seed := findSeed(t, mk, func(st *kakuzu.State) bool {
		n, ok := tryDraw(t, st)
		if !ok {
			return false
		}
		sq := covering(t, st, n, true)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
		return nextDraw(t, st) != 0
	})
	tb := mk(seed)
	g := rigWith(t, tb, deal(t, tb))
	g.settle()
	g.marksAgree("a new game")
	if g.r.marks[0][1] != bits(1, 2, 3, 4, 5, 6, 7, 8, 9) {
		t.Fatalf("a new game marks [0,1] with %09b", g.r.marks[0][1]>>1)
	}
	for i, sq := range corners {
		g.liftByTap(sq)
		g.marksAgree("during the setup")
		if g.r.marks[sq.Row][sq.Col] != 0 {
			t.Fatalf("the neutral %v carries marks %09b", sq, g.r.marks[sq.Row][sq.Col])
		}
		if i == 0 && g.r.marks[0][1]&bits(5) != 0 {
			t.Fatal("5 shows in box 0 but [0,1] is still marked 5")
		}
	}
	// The corners show 5 6 9 / 8 7 4 / 9 5 2: [0,1] sees 5 (row, box),
	// 6 and 9 (row).
	if want := bits(1, 2, 3, 4, 7, 8); g.r.marks[0][1] != want {
		t.Fatalf("after the setup [0,1] is marked %09b, want %09b", g.r.marks[0][1]>>1, want>>1)
	}
	st := g.r.st
	n := g.drawByTap()
	g.marksAgree("after a draw")
	hit := covering(t, st, n, true)
	g.liftByTap(hit)
	g.marksAgree("after a match")
	m := g.drawByTap()
	g.liftByTap(covering(t, st, m, false))
	g.marksAgree("after a miss")
	// While a lift plays the old marks are not shown as valid.
	g.drawByTap()
	sq := covering(t, st, st.Hunting(), true)
	g.tapOn(squareID(sq))
	if g.r.run.Active() && g.r.marksValid {
		t.Fatal("the marks claim to be valid while the lift plays")
	}
	g.settle()
	g.marksAgree("after another match")
}

// TestHintOnlyWithTheAids: H shows the hard bot's choice (a square to
// lift, under the cursor) when the aids are on, and nothing when off.
func TestHintOnlyWithTheAids(t *testing.T) {
	for _, hints := range []bool{true, false} {
		tb := table(seats(2), 4, kakuzu.Classic, 0)
		tb.Hints = hints
		st := deal(t, tb)
		neutralSetup(t, st)
		for nextDraw(t, st) == 0 {
			tb.Seed++
			st = deal(t, tb)
			neutralSetup(t, st)
		}
		g := rigWith(t, tb, st)
		g.drawByTap()
		before := st.Moves()
		g.press(ui.KeyHint)
		sameMoves(t, "a hint", st, before)
		switch {
		case hints && (g.r.hint == nil || g.r.hint.Action != kakuzu.ActionLift || st.Holder(g.r.hint.Square) != kakuzu.Covered || g.r.cursor != g.r.hint.Square):
			t.Fatalf("H with the aids on: hint %+v, cursor %v", g.r.hint, g.r.cursor)
		case !hints && g.r.hint != nil:
			t.Fatalf("H with the aids off hinted %+v", *g.r.hint)
		}
		if hints != g.enabled(idHint.String()) {
			t.Fatalf("the hint button is offered %v with the aids %v", g.enabled(idHint.String()), hints)
		}
	}
}

// TestMarksStayDrawnDuringAMove: the pencil marks on the stones stay on
// the tray while a move is shown (the lift, the stone's flight), as they
// were before it, instead of vanishing with every animation.
func TestMarksStayDrawnDuringAMove(t *testing.T) {
	tb := table(seats(2), 4, kakuzu.Classic, 0)
	tb.Hints = true
	st := deal(t, tb)
	neutralSetup(t, st)
	for nextDraw(t, st) == 0 {
		tb.Seed++
		st = deal(t, tb)
		neutralSetup(t, st)
	}
	g := rigWith(t, tb, st)
	n := g.drawByTap()
	// A covered square far from the stone lifted: its marks' pixels.
	sq := covering(t, st, n, true)
	far := kakuzu.Square{Row: 8 - sq.Row, Col: 8 - sq.Col}
	if st.Holder(far) != kakuzu.Covered || far == sq {
		far = covering(t, st, n, false)
	}
	square := func() string {
		dst := ebiten.NewImage(g.ctx.W, g.ctx.H)
		defer dst.Deallocate()
		g.r.Draw(dst, g.ctx)
		pix := ebitentest.Pixels(dst)
		r := g.r.lay.square(far)
		var out []byte
		for y := int(r.Y + r.H*0.2); y < int(r.Y+r.H*0.8); y += 2 {
			for x := int(r.X + r.W*0.2); x < int(r.X+r.W*0.8); x += 2 {
				c := pix.RGBAAt(x, y)
				out = append(out, c.R, c.G, c.B)
			}
		}
		return string(out)
	}
	before := square()
	g.tapOn(squareID(sq))
	g.step()
	if !g.r.run.Busy() {
		t.Fatal("the lift plays no animation")
	}
	if during := square(); during != before {
		t.Fatalf("the pencil marks on %v changed (vanished) while the lift of %v is shown", far, sq)
	}
	g.settle()
}
