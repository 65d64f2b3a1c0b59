package kakuro

import (
	"slices"
	"testing"

	"cifra/rules/kakuro"
	"cifra/scenes/ui"
)

// TestATieSaysWhoTheDrawChose: two calls in one tick are a tie, and the
// table is told so, with the seat the rules' draw gave the board.
func TestATieSaysWhoTheDrawChose(t *testing.T) {
	g := newRig(t, table(seats(2, 0, ""), 3, 60))
	g.script.Press(ui.SeatKey(0), ui.SeatKey(1))
	g.run(1)
	p := g.r.Claimer()
	want := g.ctx.T("kakuro.tie", "P1, P2", g.r.table.Seats[p].Name)
	if g.r.message != want {
		t.Fatalf("after a tie the news says %q, want %q", g.r.message, want)
	}
}

// TestALockedOutBuzzerSaysSo: a seat out for this sum has a buzzer that
// reads "Out", with no key printed on it.
func TestALockedOutBuzzerSaysSo(t *testing.T) {
	tb, st, cl := illegalDeal(t)
	g := rigWith(t, tb, st)
	g.tap(buzzID(0))
	g.markRow(cl.Row)
	g.tap(checkID(0))
	g.settle()
	if !g.r.st.LockedOut(0) {
		t.Fatal("the failed claim did not lock seat 0 out")
	}
	look, _ := g.r.panelLook(g.ctx, 0)
	for _, b := range look.buttons.All() {
		if b.w.ID == idBuzz && b.label != g.ctx.T("kakuro.buzz.out") {
			t.Errorf("the locked-out buzzer reads %q", b.label)
		}
	}
	if key := g.r.buzzerKey(g.ctx, 0, false); key != "" {
		t.Errorf("the locked-out buzzer prints its key %q", key)
	}
	if key := g.r.buzzerKey(g.ctx, 1, false); key == "" {
		t.Error("the other seat's buzzer lost its key")
	}
}

// TestNoKeyOnTheBuzzerForFingers: a solo buzzer says "Space" for a
// keyboard player, nothing once a finger has pressed (a phone), and
// again after a key.
func TestNoKeyOnTheBuzzerForFingers(t *testing.T) {
	g := newRig(t, table(seats(1, 0, ""), 4, 60))
	if key := g.r.buzzerKey(g.ctx, 0, g.r.touchSeen); key != g.ctx.T("kakuro.key.space") {
		t.Fatalf("the solo buzzer's key is %q before any touch", key)
	}
	at := g.at(impossibleID(0))
	g.script.Tap(at.X, at.Y, true)
	g.run(1)
	if key := g.r.buzzerKey(g.ctx, 0, g.r.touchSeen); key != "" {
		t.Errorf("after a finger's tap the buzzer still says %q", key)
	}
	g.script.Press(ui.KeyRight)
	g.run(1)
	if key := g.r.buzzerKey(g.ctx, 0, g.r.touchSeen); key == "" {
		t.Error("after a key the buzzer does not say its key again")
	}
}

// TestADropBesideTheSquareSnaps: a digit tile dropped a little outside
// the square it may go to (within half a square) lands there; one dropped
// far away does not.
func TestADropBesideTheSquareSnaps(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	u := sol.Claim.Uses[0]
	i := g.handIndex(0, u.Tile)
	if !slices.Contains(g.r.targets(0, i), u.A) {
		t.Fatalf("the solution's square %v is not among the digit's targets %v", u.A, g.r.targets(0, i))
	}
	sq := g.r.lay.square(u.A)
	// Just past the square's edge, off the row (on a neighbour): the
	// row's squares are the digit's only targets, u.A the nearest.
	x, y := sq.X+sq.W/2, sq.Y-sq.H*0.3
	if sol.Claim.Row.Dir == kakuro.Down {
		x, y = sq.X-sq.W*0.3, sq.Y+sq.H/2
	}
	if at, ok := g.r.dropSquare(0, i, x, y); !ok || at != u.A {
		t.Fatalf("a drop %.0f px beside %v went to %v (%v)", sq.H*0.3, u.A, at, ok)
	}
	if at, ok := g.r.dropSquare(0, i, x-(sq.X+sq.W/2-x)*4, y-(sq.Y+sq.H/2-y)*4); ok && slices.Contains(g.r.targets(0, i), at) {
		t.Fatalf("a drop over a square away still snapped to %v", at)
	}
	from := g.at(tileID(0, i))
	g.script.Drag(from.X, from.Y, x, y, 6)
	g.run(2)
	if c := g.r.claim; len(c.uses) != 1 || c.uses[0] != u {
		t.Fatalf("the drop beside laid %+v, want %+v (message %q)", c.uses, u, g.r.message)
	}
}

// TestSoloHintStaysUntilThePlayerGoesOn: alone with hints, when the sand
// runs out the board shows a row that would have worked, with its tiles
// numbered on their squares, and keeps showing it until the player
// presses something; meanwhile the next sum's sand waits, and the line
// under the sum says why.
func TestSoloHintStaysUntilThePlayerGoesOn(t *testing.T) {
	tb := table(seats(1, 0, ""), 2, 30)
	tb.Hints = true
	g := newRig(t, tb)
	first := g.r.st.Target()
	g.waitFor("the sum to be set aside", 40*60, func() bool { return g.r.hintRow != nil })
	if g.r.hintSum != first {
		t.Fatalf("the hint is for %d, the sum set aside was %d", g.r.hintSum, first)
	}
	g.settle()
	g.run(120)
	if g.r.hintRow == nil || g.r.Phase() != "hunt" {
		t.Fatalf("two seconds into the next hunt the hint is gone (phase %s)", g.r.Phase())
	}
	if !g.r.glassOn || g.r.hourglass != g.r.sandTotal {
		t.Fatalf("the next sum's sand ran under the hint: %d of %d left", g.r.hourglass, g.r.sandTotal)
	}
	if got, want := g.r.newsText(g.ctx), g.ctx.T("kakuro.hint.shown", first); got != want {
		t.Fatalf("under the hint the line says %q, want %q", got, want)
	}
	g.draw() // the hint with its numbered tiles draws
	g.script.Press(ui.KeyRight)
	g.run(30)
	if g.r.hintRow != nil {
		t.Fatal("a key pressed did not put the hint away")
	}
	if g.r.hourglass >= g.r.sandTotal {
		t.Fatal("the sand did not run once the hint was put away")
	}
}
