package kakuzu

import (
	"testing"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// A turn played with keys only: the same steps from the keyboard or from a
// gamepad, through one press function.

// keysTo moves the tray cursor onto sq with the arrows (d-pad).
func (g *rig) keysTo(press func(...ui.Key), sq kakuzu.Square) {
	g.t.Helper()
	for range 2 * kakuzu.Size {
		cur := g.r.cursor
		switch {
		case cur.Row < sq.Row:
			press(ui.KeyDown)
		case cur.Row > sq.Row:
			press(ui.KeyUp)
		case cur.Col < sq.Col:
			press(ui.KeyRight)
		case cur.Col > sq.Col:
			press(ui.KeyLeft)
		default:
			return
		}
	}
	g.t.Fatalf("the arrows did not bring the cursor from %v to %v", g.r.cursor, sq)
}

// keyTurn plays a classic match for the seat to move with keys: Enter
// draws, the arrows go to a square of the number drawn, Enter lifts it.
func (g *rig) keyTurn(press func(...ui.Key)) (kakuzu.Square, int) {
	g.t.Helper()
	st := g.r.st
	p := st.Turn()
	n := nextDraw(g.t, st)
	press(ui.KeyActivate)
	if st.Awaiting() != kakuzu.ActionLift || st.Hunting() != n {
		g.t.Fatalf("Enter drew nothing: awaiting %v hunting %d (message %q)", st.Awaiting(), st.Hunting(), g.r.message)
	}
	g.settle()
	sq := covering(g.t, st, n, true)
	// Far from the start, so the arrows wrap or travel.
	g.keysTo(press, sq)
	press(ui.KeyActivate)
	if st.Holder(sq) != p {
		g.t.Fatalf("Enter on %v: holder %d, want %d (message %q)", sq, st.Holder(sq), p, g.r.message)
	}
	g.settle()
	if st.Turn() != p || st.Awaiting() != kakuzu.ActionDraw || st.Kept(p) != 1 {
		g.t.Fatalf("after the keyed match: turn %d awaiting %v kept %d", st.Turn(), st.Awaiting(), st.Kept(p))
	}
	g.viewAgrees("after a keyed turn")
	return sq, n
}

// TestKeyboardTurn: Enter draws, the arrows walk the cursor (wrapping at
// the edges), Enter lifts the stone under it.
func TestKeyboardTurn(t *testing.T) {
	tb := table(seats(2), 5, kakuzu.Classic, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	for nextDraw(t, st) == 0 {
		tb.Seed++
		st = deal(t, tb)
		neutralSetup(t, st)
	}
	g := rigWith(t, tb, st)
	// The arrows wrap: four Ups from row 4 reach row 0, a fifth row 8.
	for range 5 {
		g.press(ui.KeyUp)
	}
	if g.r.cursor != (kakuzu.Square{Row: 8, Col: 4}) {
		t.Fatalf("five Ups from [4,4] gave %v", g.r.cursor)
	}
	g.keyTurn(g.press)
}

// TestGamepadTurn: a pad bound to no seat plays for the seat to move: A
// draws, the d-pad walks, A lifts.
func TestGamepadTurn(t *testing.T) {
	tb := table(seats(2), 5, kakuzu.Classic, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	for nextDraw(t, st) == 0 {
		tb.Seed++
		st = deal(t, tb)
		neutralSetup(t, st)
	}
	g := rigWith(t, tb, st)
	g.keyTurn(func(k ...ui.Key) { g.padPress(2, k...) })
}

// TestBoundPadsPlayForTheirSeat: with seats bound to pads, a pad plays
// only for its seat: seat 1's pad out of turn draws nothing and says so on
// seat 1's panel, moves neither the cursor nor the pick of the seat to
// move; seat 0's pad plays seat 0's turn.
func TestBoundPadsPlayForTheirSeat(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.Classic, 0) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool {
		n, ok := tryDraw(t, st)
		if !ok {
			return false
		}
		sq := covering(t, st, n, true)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
		return nextDraw(t, st) != 0
	}))
	st := deal(t, tb)
	neutralSetup(t, st)
	tb.Pads = map[int]int{0: 10, 1: 11}
	g := rigWith(t, tb, st)
	g.padPress(11, ui.KeyActivate)
	if len(st.Moves()) != 9 || st.Awaiting() != kakuzu.ActionDraw {
		t.Fatalf("seat 1's pad out of turn played: %v", st.Moves()[9:])
	}
	if want := g.ctx.T("kakuzu.notyourturn", "P1"); g.r.seats[1].word != want || g.r.seats[0].word != "" {
		t.Fatalf("seat 1's pad out of turn: seat 1 says %q (want %q), seat 0 %q", g.r.seats[1].word, want, g.r.seats[0].word)
	}
	g.clearWords()
	sq, _ := g.keyTurn(func(k ...ui.Key) { g.padPress(10, k...) })
	// Seat 0 hunts again; seat 1's pad presses in the lift.
	g.padPress(10, ui.KeyActivate)
	g.settle()
	if st.Awaiting() != kakuzu.ActionLift || st.Turn() != 0 {
		t.Fatalf("seat 0's second draw: awaiting %v turn %d", st.Awaiting(), st.Turn())
	}
	before, cursor := st.Moves(), g.r.cursor
	g.padPress(11, ui.KeyRight)
	g.padPress(11, ui.KeyDown)
	g.padPress(11, ui.KeyActivate)
	sameMoves(t, "seat 1's pad in seat 0's lift", st, before)
	if g.r.seats[1].word == "" {
		t.Fatal("seat 1's pad pressing A out of turn says nothing")
	}
	if g.r.cursor != cursor {
		t.Errorf("seat 1's pad moved seat 0's cursor from %v to %v (first lift %v)", cursor, g.r.cursor, sq)
	}
}

// TestBoundPadCannotUndoAnothersName: in the no-bag variant, seat 1's pad
// pressing X (undo) while seat 0 has named a digit takes nothing back.
func TestBoundPadCannotUndoAnothersName(t *testing.T) {
	tb := table(seats(2), 5, kakuzu.NoBag, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	tb.Pads = map[int]int{0: 10, 1: 11}
	g := rigWith(t, tb, st)
	// Seat 0's pad names with the picker: right once from 1 is 2.
	g.padPress(10, ui.KeyRight)
	g.padPress(10, ui.KeyActivate)
	g.settle()
	if st.Hunting() != 2 || st.Awaiting() != kakuzu.ActionLift {
		t.Fatalf("seat 0's pad named: hunting %d awaiting %v", st.Hunting(), st.Awaiting())
	}
	before := st.Moves()
	g.padPress(11, ui.KeyUndo)
	g.step()
	if got := g.r.st.Moves(); len(got) != len(before) {
		t.Errorf("seat 1's pad took back seat 0's name: moves %v, want %v", got[9:], before[9:])
	}
}

// TestNoBagKeyboardTurn: the no-bag picker with keys: the arrows pick a
// digit, Enter names it, the arrows walk the tray, Enter lifts; after the
// match Enter names again without a refusal (the picker does not rest on
// the digit just matched).
func TestNoBagKeyboardTurn(t *testing.T) {
	tb := table(seats(2), 5, kakuzu.NoBag, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	g.press(ui.KeyRight, ui.KeyRight) // 1 → 3
	if g.r.pick != 3 {
		t.Fatalf("two Rights from 1 picked %d", g.r.pick)
	}
	g.press(ui.KeyActivate)
	g.settle()
	if st.Hunting() != 3 || st.Awaiting() != kakuzu.ActionLift {
		t.Fatalf("Enter on 3: hunting %d awaiting %v", st.Hunting(), st.Awaiting())
	}
	sq := covering(t, st, 3, true)
	g.keysTo(g.press, sq)
	g.press(ui.KeyActivate)
	g.settle()
	if st.Holder(sq) != 0 || st.Awaiting() != kakuzu.ActionName || st.Turn() != 0 {
		t.Fatalf("Enter on %v: holder %d awaiting %v turn %d", sq, st.Holder(sq), st.Awaiting(), st.Turn())
	}
	before := st.Moves()
	g.clearWords()
	g.press(ui.KeyActivate)
	if len(st.Moves()) == len(before) {
		t.Fatalf("Enter after matching 3 names nothing but says %q: the picker still rests on a digit that can no longer be named", g.r.seats[0].word)
	}
	if m := st.Moves()[len(before)]; m.Action != kakuzu.ActionName || m.Number == 3 {
		t.Fatalf("Enter after the match played %v", m)
	}
}

// TestUndoWaitsForTheAnimation: Backspace pressed while the digit just
// named is still moving to the front takes nothing back (input waits
// while the events play), and works once they have.
func TestUndoWaitsForTheAnimation(t *testing.T) {
	tb := table(seats(2), 5, kakuzu.NoBag, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	g.tapOn(digitID(6))
	if !g.r.run.Busy() {
		t.Fatal("naming plays no animation")
	}
	before := g.r.st.Moves()
	g.press(ui.KeyUndo)
	if got := g.r.st.Moves(); len(got) != len(before) {
		t.Fatalf("Backspace during the name's animation took it back (moves %v)", got[9:])
	}
	g.settle()
	g.viewAgrees("after the name")
	g.press(ui.KeyUndo)
	g.step()
	if len(g.r.st.Moves()) != 9 {
		t.Fatal("Backspace after the animation took nothing back")
	}
}
