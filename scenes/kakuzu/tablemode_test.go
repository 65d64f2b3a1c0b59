package kakuzu

import (
	"fmt"
	"testing"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
)

// aroundTable is a round of people around one screen after the corner
// setup, whose first draw is not 0 (classic).
func aroundTable(t *testing.T, n int, v kakuzu.Variant, hints bool) *rig {
	t.Helper()
	mk := func(seed uint64) core.Table {
		tb := table(seats(n), seed, v, 0)
		tb.Around, tb.Hints = true, hints
		return tb
	}
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool { return v == kakuzu.NoBag || nextDraw(t, st) != 0 }))
	st := deal(t, tb)
	neutralSetup(t, st)
	return rigWith(t, tb, st)
}

// TestTableDrawFollowsTheView: around a table, only the seat that may draw
// now has an enabled (red) Draw; while a miss is still shown, the next
// seat's Draw stays off even though the rules already passed the turn, and
// no seat has a Draw during the neutral setup (nothing is drawn then).
func TestTableDrawFollowsTheView(t *testing.T) {
	g := aroundTable(t, 2, kakuzu.Classic, false)
	st := g.r.st
	if !g.enabled(seatDrawID(0)) || g.enabled(seatDrawID(1)) {
		t.Fatalf("seat 0 to draw: Draw enabled %v for seat 0, %v for seat 1", g.enabled(seatDrawID(0)), g.enabled(seatDrawID(1)))
	}
	n := g.drawByTap0()
	if g.enabled(seatDrawID(0)) {
		t.Fatal("seat 0's Draw is on while a lift is awaited")
	}
	g.tapOn(squareID(covering(t, st, n, false)))
	if st.Turn() != 1 {
		t.Fatalf("after the miss the rules give the turn to %d", st.Turn())
	}
	shown := 0
	for g.r.run.Busy() {
		shown++
		if g.enabled(seatDrawID(1)) || g.enabled(seatDrawID(0)) {
			t.Fatalf("%d ticks into the miss's animation a Draw is on (seat 0 %v, seat 1 %v): it follows the rules, not what is shown",
				shown, g.enabled(seatDrawID(0)), g.enabled(seatDrawID(1)))
		}
		if look, _ := g.r.panelLook(g.ctx, 1); look.active {
			t.Fatalf("%d ticks into the miss's animation seat 1's panel is already the active one", shown)
		}
		g.step()
	}
	g.step()
	if !g.enabled(seatDrawID(1)) || g.enabled(seatDrawID(0)) {
		t.Fatalf("the miss shown: Draw enabled %v for seat 0, %v for seat 1", g.enabled(seatDrawID(0)), g.enabled(seatDrawID(1)))
	}

	// The neutral setup: no Draw anywhere.
	tb := table(seats(2), 1, kakuzu.Classic, 0)
	tb.Around = true
	s := rigWith(t, tb, deal(t, tb))
	for p := range 2 {
		for _, id := range s.ids() {
			if id == seatDrawID(p) {
				t.Fatalf("seat %d has a Draw during the setup (targets %v)", p, s.ids())
			}
		}
	}
	s.draw()
}

// drawByTap0 draws with seat 0's own Draw button and lets it play.
func (g *rig) drawByTap0() int {
	g.t.Helper()
	n := nextDraw(g.t, g.r.st)
	g.tapOn(seatDrawID(g.r.st.Turn()))
	g.settle()
	return n
}

// TestTableSeatsHaveTheirOwnAids: around a table with the aids on, in the
// no-bag variant, each person has a hint and an undo on their own panel
// (turned with it), none in the middle; the seat to move uses them, and
// another seat's, pressed, says whose turn it is.
func TestTableSeatsHaveTheirOwnAids(t *testing.T) {
	g := aroundTable(t, 3, kakuzu.NoBag, true)
	st := g.r.st
	for _, id := range []string{idHint.String(), idUndo.String()} {
		for _, x := range g.r.Targets() {
			if x.ID == id {
				t.Fatalf("%s lies in the middle around a table", id)
			}
		}
		for p, s := range g.r.seats {
			x := g.find(fmt.Sprintf("seat.%d.%s", p, id))
			if pr := s.panel.Panel.Rect; x.X < pr.X || x.Y < pr.Y || x.X+x.W > pr.X+pr.W || x.Y+x.H > pr.Y+pr.H {
				t.Fatalf("seat %d's %s %+v lies outside its panel %+v", p, id, x, pr)
			}
		}
	}
	hint := func(p int) string { return fmt.Sprintf("seat.%d.%s", p, idHint) }
	undo := func(p int) string { return fmt.Sprintf("seat.%d.%s", p, idUndo) }
	if !g.enabled(hint(0)) || g.enabled(hint(1)) || g.enabled(undo(0)) {
		t.Fatalf("seat 0 to name: hints %v %v, undo %v", g.enabled(hint(0)), g.enabled(hint(1)), g.enabled(undo(0)))
	}
	g.tapOn(hint(0))
	if g.r.hint == nil || g.r.hint.Action != kakuzu.ActionName {
		t.Fatalf("seat 0's hint shows %+v", g.r.hint)
	}
	before := st.Moves()
	g.tap(hint(1))
	sameMoves(t, "seat 1's hint out of turn", st, before)
	if want := g.ctx.T("kakuzu.notyourturn", "P1"); g.r.seats[1].word != want {
		t.Fatalf("seat 1's hint out of turn says %q, want %q", g.r.seats[1].word, want)
	}
	g.tapOn(seatDigitID(0, 4))
	g.settle()
	if !g.enabled(undo(0)) || g.enabled(undo(1)) {
		t.Fatalf("4 named: undo enabled %v for seat 0, %v for seat 1", g.enabled(undo(0)), g.enabled(undo(1)))
	}
	g.tap(undo(2))
	if len(g.r.st.Moves()) != len(before)+1 {
		t.Fatal("seat 2's undo took back seat 0's name")
	}
	g.tapOn(undo(0))
	g.step()
	if len(g.r.st.Moves()) != len(before) || g.r.st.Awaiting() != kakuzu.ActionName {
		t.Fatalf("seat 0's undo: %d moves, awaiting %v", len(g.r.st.Moves()), g.r.st.Awaiting())
	}
	g.draw()
}

// TestNoFarSideWithoutASeatThere: the drawn number and the news are shown
// a second time, upside down, only when someone sits at the far long side
// (not with three seats: one at the near side, one at each end).
func TestNoFarSideWithoutASeatThere(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := aroundTable(t, n, kakuzu.Classic, false)
		far := n != 3
		if got := g.r.lay.news2.W > 0 || g.r.lay.drawn2.W > 0; got != far {
			t.Errorf("%d seats: the far side's copy shown %v (news %+v, number %+v), want %v", n, got, g.r.lay.news2, g.r.lay.drawn2, far)
		}
		g.draw()
	}
}
