package kakuzu

import (
	"slices"
	"testing"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// findSeed searches seeds from 1 for a deal of tb's seats (on the wiki
// sheet, after the corner setup) that ok accepts, given a fresh state.
func findSeed(t testing.TB, tb func(seed uint64) core.Table, ok func(st *kakuzu.State) bool) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 5000; seed++ {
		st := deal(t, tb(seed))
		neutralSetup(t, st)
		if ok(st) {
			return seed
		}
	}
	t.Fatal("no seed below 5000 gives the draws wanted")
	return 0
}

// tryDraw applies the bag's next draw if it is not 0; it reports whether
// it did.
func tryDraw(t testing.TB, st *kakuzu.State) (int, bool) {
	n := nextDraw(t, st)
	if n == 0 {
		return 0, false
	}
	must(t, st, kakuzu.Draw(st.Turn(), n))
	return n, true
}

// TestNeutralSetup: the seats lift in turn one stone per 3×3 box, each
// set aside as neutral with its digit showing; a lift in a box that gave
// its stone already is refused with a word on the lifter's panel and
// changes nothing; after the ninth, play starts with seat 0 (with two
// seats the ninth lift was seat 0's, so seat 1 would be next in turn).
func TestNeutralSetup(t *testing.T) {
	tb := table(seats(2), 7, kakuzu.Classic, 0)
	g := rigWith(t, tb, deal(t, tb))
	st := g.r.st
	sheet := st.Sheet()
	if st.Phase() != kakuzu.PhaseSetup || st.Turn() != 0 || g.enabled(bagID) {
		t.Fatalf("a new game: phase %v turn %d, bag enabled %v", st.Phase(), st.Turn(), g.enabled(bagID))
	}
	for i, sq := range corners {
		p := i % 2
		if st.Turn() != p {
			t.Fatalf("lift %d: seat %d to move, want %d", i, st.Turn(), p)
		}
		if i > 0 {
			// A stone in the box just done: refused, nothing changes.
			done := corners[i-1]
			other := kakuzu.Square{Row: done.Row + 1, Col: done.Col + 2}
			if g.enabled(squareID(other)) {
				t.Fatalf("lift %d: %v in a box already done is offered", i, other)
			}
			before := st.Moves()
			g.clearWords()
			g.tap(squareID(other))
			g.settle()
			sameMoves(t, "a lift in a box already done", st, before)
			if st.Holder(other) != kakuzu.Covered || st.Turn() != p || g.r.seats[p].word == "" {
				t.Fatalf("a lift of %v in a done box: holder %d, turn %d, word %q", other, st.Holder(other), st.Turn(), g.r.seats[p].word)
			}
			if want := g.ctx.T("error.kakuzu.box-done"); g.r.seats[p].word != want {
				t.Errorf("the word for a done box is %q, want %q", g.r.seats[p].word, want)
			}
			g.viewAgrees("after the refused lift")
		}
		g.liftByTap(sq)
		if st.Holder(sq) != kakuzu.Neutral {
			t.Fatalf("lift %d: %v's holder %d, want neutral", i, sq, st.Holder(sq))
		}
		if c := g.r.view.at(sq); c.Holder != kakuzu.Neutral || c.Digit != sheet.At(sq) || !g.r.view.boxes[sq.Box()] {
			t.Fatalf("lift %d: the view shows %v as %+v (box done %v)", i, sq, *c, g.r.view.boxes[sq.Box()])
		}
		g.viewAgrees("after a neutral lift")
	}
	if st.Phase() != kakuzu.PhasePlay || st.Turn() != 0 || st.Awaiting() != kakuzu.ActionDraw || st.Covered() != 72 {
		t.Fatalf("after nine lifts: phase %v turn %d awaiting %v covered %d", st.Phase(), st.Turn(), st.Awaiting(), st.Covered())
	}
	if !g.enabled(bagID) || g.r.message != g.ctx.T("kakuzu.playstarts", "P1") {
		t.Fatalf("play starts: bag enabled %v, message %q", g.enabled(bagID), g.r.message)
	}
	for _, s := range g.r.st.Scores() {
		if s != 0 {
			t.Fatalf("scores after the setup %v", g.r.st.Scores())
		}
	}
}

// TestClassicTurn: a drawn number matched is kept and the seat draws
// again; a miss passes the stone to the left neighbour's pile, puts the
// numbers back in the bag and passes the turn; a 0 ends the next turn at
// once.
func TestClassicTurn(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(3), seed, kakuzu.Classic, 0) }
	seed := findSeed(t, mk, func(st *kakuzu.State) bool {
		n1, ok := tryDraw(t, st)
		if !ok {
			return false
		}
		must(t, st, kakuzu.Lift(0, covering(t, st, n1, true).Row, covering(t, st, n1, true).Col))
		n2, ok := tryDraw(t, st)
		if !ok {
			return false
		}
		sq := covering(t, st, n2, false)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
		return nextDraw(t, st) == 0
	})
	tb := mk(seed)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)

	// A match: kept, and the same seat draws again.
	n1 := g.drawByTap()
	if st.Hunting() != n1 || st.Awaiting() != kakuzu.ActionLift || g.r.view.hunting != n1 || !slices.Contains(g.r.view.drawn, n1) || g.enabled(bagID) {
		t.Fatalf("after drawing %d: hunting %d (view %d), awaiting %v, drawn %v, bag enabled %v", n1, st.Hunting(), g.r.view.hunting, st.Awaiting(), g.r.view.drawn, g.enabled(bagID))
	}
	g.viewAgrees("after the draw")
	hit := covering(t, st, n1, true)
	if !g.enabled(squareID(hit)) {
		t.Fatalf("%v is not offered after the draw", hit)
	}
	g.liftByTap(hit)
	if st.Holder(hit) != 0 || st.Kept(0) != 1 || st.Turn() != 0 || st.Awaiting() != kakuzu.ActionDraw || !g.enabled(bagID) {
		t.Fatalf("after the match: holder %d kept %d turn %d awaiting %v", st.Holder(hit), st.Kept(0), st.Turn(), st.Awaiting())
	}
	if g.r.view.at(hit).Holder != 0 || g.r.view.scores[0] != 1 {
		t.Fatalf("the view after the match: %+v, scores %v", *g.r.view.at(hit), g.r.view.scores)
	}
	g.viewAgrees("after the match")

	// A miss: the stone goes to seat 1 (the left neighbour), the numbers
	// go back into the bag, the turn passes.
	n2 := g.drawByTap()
	miss := covering(t, st, n2, false)
	g.tapOn(squareID(miss))
	// As it plays: the stone flies to seat 1's pile and lies there while
	// the turn passes.
	g.waitFor("the stone to fly", 200, func() bool { _, _, ok := running[flyStep](g.r); return ok })
	if fly, _, _ := running[flyStep](g.r); fly.to != 1 || !fly.miss || fly.sq != miss {
		t.Fatalf("the missed stone flies as %+v, want to seat 1", fly)
	}
	g.waitFor("the turn to pass", 200, func() bool { _, _, ok := running[passStep](g.r); return ok })
	if g.r.view.at(miss).Holder != 1 || g.r.view.scores[1] != 1 || g.r.view.scores[0] != 1 {
		t.Fatalf("while the turn passes the view shows %v held by %d, scores %v", miss, g.r.view.at(miss).Holder, g.r.view.scores)
	}
	g.settle()
	if st.Holder(miss) != 1 || st.Received(1) != 1 || st.Turn() != 1 || st.Awaiting() != kakuzu.ActionDraw {
		t.Fatalf("after the miss: holder %d, received %d, turn %d awaiting %v", st.Holder(miss), st.Received(1), st.Turn(), st.Awaiting())
	}
	if !slices.Equal(st.Scores(), []int{1, 1, 0}) || len(st.Bag()) != 10 || len(st.Drawn()) != 0 {
		t.Fatalf("after the miss: scores %v, bag %v, drawn %v", st.Scores(), st.Bag(), st.Drawn())
	}
	if g.r.view.at(miss).Holder != 1 || len(g.r.view.drawn) != 0 || g.r.view.hunting != 0 {
		t.Fatalf("the view after the miss: %+v, drawn %v, hunting %d", *g.r.view.at(miss), g.r.view.drawn, g.r.view.hunting)
	}
	// The miss keeps its words in the news (the prompt under them says
	// whose turn it is): what was under the stone is the information.
	sheet := st.Sheet()
	if want := g.ctx.T("kakuzu.missed", "P1", sheet.At(miss), n2, "P2"); g.r.message != want {
		t.Errorf("after the miss the news says %q, want %q", g.r.message, want)
	}
	g.viewAgrees("after the miss")

	// A 0: seat 1's turn ends at once.
	if n := g.drawByTap(); n != 0 {
		t.Fatalf("seat 1 drew %d, want the 0", n)
	}
	if st.Turn() != 2 || st.Awaiting() != kakuzu.ActionDraw || len(st.Bag()) != 10 || !slices.Equal(st.Scores(), []int{1, 1, 0}) {
		t.Fatalf("after the 0: turn %d awaiting %v bag %v scores %v", st.Turn(), st.Awaiting(), st.Bag(), st.Scores())
	}
	if want := g.ctx.T("kakuzu.end.zero", "P2", "P3"); g.r.message != want {
		t.Errorf("after the 0 the news says %q, want %q", g.r.message, want)
	}
	g.viewAgrees("after the 0")
	want := []kakuzu.Move{kakuzu.Draw(0, n1), kakuzu.Lift(0, hit.Row, hit.Col), kakuzu.Draw(0, n2), kakuzu.Lift(0, miss.Row, miss.Col), kakuzu.Draw(1, 0)}
	if got := st.Moves()[9:]; !slices.Equal(got, want) {
		t.Fatalf("the turn's moves %v, want %v", got, want)
	}
}

// TestSameDigitTurn: in the same-digit variant one draw hunts its digit
// stone after stone, with no draw between, until the ninth square of the
// digit shows: then the digit retires and the turn passes.
func TestSameDigitTurn(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.SameDigit, 0) }
	seed := findSeed(t, mk, func(st *kakuzu.State) bool { return nextDraw(t, st) != 0 })
	tb := mk(seed)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	d := g.drawByTap()
	var left []kakuzu.Square
	sheet := st.Sheet()
	for i := range kakuzu.Squares {
		if sq := kakuzu.SquareAt(i); st.Holder(sq) == kakuzu.Covered && sheet.At(sq) == d {
			left = append(left, sq)
		}
	}
	if len(left) < 2 {
		t.Fatalf("digit %d has %d covered squares", d, len(left))
	}
	for i, sq := range left {
		g.liftByTap(sq)
		if st.Holder(sq) != 0 {
			t.Fatalf("lift %d of %d: holder %d", i, d, st.Holder(sq))
		}
		if i < len(left)-1 {
			if st.Turn() != 0 || st.Awaiting() != kakuzu.ActionLift || st.Hunting() != d || g.r.view.hunting != d || g.enabled(bagID) {
				t.Fatalf("after match %d of %d: turn %d awaiting %v hunting %d (view %d)", i+1, d, st.Turn(), st.Awaiting(), st.Hunting(), g.r.view.hunting)
			}
			g.viewAgrees("mid-hunt")
		}
	}
	if st.Turn() != 1 || st.Awaiting() != kakuzu.ActionDraw || !slices.Contains(st.Retired(), d) || slices.Contains(st.Bag(), d) || st.Kept(0) != len(left) {
		t.Fatalf("after the ninth %d: turn %d awaiting %v retired %v bag %v kept %d", d, st.Turn(), st.Awaiting(), st.Retired(), st.Bag(), st.Kept(0))
	}
	if g.r.view.numberState(d) != 2 || g.r.view.hunting != 0 {
		t.Fatalf("the view after the ninth: %d shows as %d, hunting %d", d, g.r.view.numberState(d), g.r.view.hunting)
	}
	if want := g.ctx.T("kakuzu.end.ninth", "P1", "P2"); g.r.message != want {
		t.Errorf("the news says %q, want %q", g.r.message, want)
	}
	for _, m := range st.Moves()[10:] {
		if m.Action != kakuzu.ActionLift {
			t.Fatalf("the hunt played %v: only lifts after the one draw", st.Moves()[9:])
		}
	}
	g.viewAgrees("after the ninth")
}

// TestNoBagTurnOfThree: in the no-bag variant the seat names a digit with
// the picker and lifts; three matches end the turn. A digit already
// matched this turn cannot be named again (its button is off, and Enter
// on it is refused with a word); a name can be taken back before the
// lift, with Backspace or the undo button.
func TestNoBagTurnOfThree(t *testing.T) {
	tb := table(seats(2), 3, kakuzu.NoBag, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	if st.Awaiting() != kakuzu.ActionName || g.enabled(bagID) || g.r.lay.bag.W != 0 {
		t.Fatalf("a no-bag turn: awaiting %v, a bag at %+v", st.Awaiting(), g.r.lay.bag)
	}
	// Undo with Backspace, then with the button.
	g.tapOn(digitID(7))
	g.settle()
	if st.Awaiting() != kakuzu.ActionLift || st.Hunting() != 7 || g.r.view.hunting != 7 {
		t.Fatalf("naming 7: awaiting %v hunting %d (view %d)", st.Awaiting(), st.Hunting(), g.r.view.hunting)
	}
	g.press(ui.KeyUndo)
	g.step()
	st = g.r.st
	if st.Awaiting() != kakuzu.ActionName || st.Hunting() != 0 || len(st.Moves()) != 9 || g.r.view.hunting != 0 {
		t.Fatalf("Backspace after naming 7: awaiting %v hunting %d moves %d (view hunting %d)", st.Awaiting(), st.Hunting(), len(st.Moves()), g.r.view.hunting)
	}
	g.viewAgrees("after undoing a name")
	g.tapOn(digitID(8))
	g.settle()
	g.tapOn(idUndo.String())
	g.step()
	st = g.r.st
	if st.Awaiting() != kakuzu.ActionName || len(st.Moves()) != 9 {
		t.Fatalf("the undo button after naming 8: awaiting %v, %d moves", st.Awaiting(), len(st.Moves()))
	}
	if g.enabled(idUndo.String()) {
		t.Fatal("undo is offered with nothing to take back")
	}

	for i, d := range []int{1, 2, 3} {
		g.tapOn(digitID(d))
		g.settle()
		st = g.r.st
		if st.Hunting() != d || st.Awaiting() != kakuzu.ActionLift {
			t.Fatalf("naming %d: hunting %d awaiting %v", d, st.Hunting(), st.Awaiting())
		}
		if !g.enabled(idUndo.String()) {
			t.Fatalf("undo is not offered after naming %d", d)
		}
		sq := covering(t, st, d, true)
		g.liftByTap(sq)
		if st.Holder(sq) != 0 {
			t.Fatalf("lifting %v for %d: holder %d", sq, d, st.Holder(sq))
		}
		if i == 2 {
			break
		}
		if st.Turn() != 0 || st.Awaiting() != kakuzu.ActionName {
			t.Fatalf("after match %d: turn %d awaiting %v", i+1, st.Turn(), st.Awaiting())
		}
		if g.enabled(idUndo.String()) {
			t.Fatal("undo is offered after a lift")
		}
		// d was named and matched: its button is off; Enter on it (the
		// picker still points at it) is refused and changes nothing.
		if g.enabled(digitID(d)) || !g.enabled(digitID(d+1)) {
			t.Fatalf("after matching %d: its button enabled %v, %d's %v", d, g.enabled(digitID(d)), d+1, g.enabled(digitID(d+1)))
		}
		before := st.Moves()
		g.tap(digitID(d))
		sameMoves(t, "a tap on a digit already matched", st, before)
		g.clearWords()
		g.r.pick = d
		g.press(ui.KeyActivate)
		sameMoves(t, "Enter on a digit already matched", st, before)
		if want := g.ctx.T("error.kakuzu.already-named"); g.r.seats[0].word != want {
			t.Fatalf("Enter on %d again says %q, want %q", d, g.r.seats[0].word, want)
		}
	}
	if st.Turn() != 1 || st.Awaiting() != kakuzu.ActionName || st.Kept(0) != 3 || len(st.Drawn()) != 0 {
		t.Fatalf("after three matches: turn %d awaiting %v kept %d drawn %v", st.Turn(), st.Awaiting(), st.Kept(0), st.Drawn())
	}
	if want := g.ctx.T("kakuzu.end.limit", "P1", "P2"); g.r.message != want {
		t.Errorf("the news says %q, want %q", g.r.message, want)
	}
	for d := 1; d <= 9; d++ {
		if !g.enabled(digitID(d)) {
			t.Fatalf("seat 1 cannot name %d", d)
		}
	}
	g.viewAgrees("after the turn of three")
}

// TestNoBagRetiredDigitRefused: once a digit's ninth square shows, its
// button is off and naming it (Enter on the picker left on it) is refused
// with a word.
func TestNoBagRetiredDigitRefused(t *testing.T) {
	tb := table(seats(2), 3, kakuzu.NoBag, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	// Turns of one 5 kept, then a miss, until one 5 is left (two were
	// neutral).
	sheet := st.Sheet()
	fives := func() int {
		n := 0
		for i := range kakuzu.Squares {
			if sq := kakuzu.SquareAt(i); st.Holder(sq) == kakuzu.Covered && sheet.At(sq) == 5 {
				n++
			}
		}
		return n
	}
	for fives() > 1 {
		p := st.Turn()
		must(t, st, kakuzu.Name(p, 5))
		sq := covering(t, st, 5, true)
		must(t, st, kakuzu.Lift(p, sq.Row, sq.Col))
		must(t, st, kakuzu.Name(p, 1))
		for i := range kakuzu.Squares {
			if sq := kakuzu.SquareAt(i); st.Holder(sq) == kakuzu.Covered && sheet.At(sq) != 5 && sheet.At(sq) != 1 {
				must(t, st, kakuzu.Lift(p, sq.Row, sq.Col))
				break
			}
		}
		if st.Turn() == p {
			t.Fatalf("seat %d's miss did not pass the turn", p)
		}
	}
	g := rigWith(t, tb, st)
	g.tapOn(digitID(5))
	g.settle()
	g.liftByTap(covering(t, st, 5, true))
	if !slices.Contains(st.Retired(), 5) || st.Turn() != 0 || st.Awaiting() != kakuzu.ActionName {
		t.Fatalf("the last 5: retired %v turn %d awaiting %v", st.Retired(), st.Turn(), st.Awaiting())
	}
	if g.enabled(digitID(5)) {
		t.Fatal("the retired 5 can be named")
	}
	before := st.Moves()
	g.tap(digitID(5))
	sameMoves(t, "a tap on the retired 5", st, before)
	g.clearWords()
	g.r.pick = 5
	g.press(ui.KeyActivate)
	sameMoves(t, "Enter on the retired 5", st, before)
	if want := g.ctx.T("error.kakuzu.digit-not-in-play"); g.r.seats[0].word != want {
		t.Fatalf("Enter on the retired 5 says %q, want %q", g.r.seats[0].word, want)
	}
	// The picker's arrows skip it.
	for range 12 {
		g.press(ui.KeyRight)
		if g.r.pick == 5 {
			t.Fatal("the arrows land on the retired 5")
		}
	}
}

// TestTournamentTimeout: with a 10-second limit, a turn left alone ends
// after 10·60 ticks as after a 0: the numbers drawn go back into the bag
// and the turn passes; the next seat's clock starts in full.
func TestTournamentTimeout(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.Classic, 10) }
	seed := findSeed(t, mk, func(st *kakuzu.State) bool { return nextDraw(t, st) != 0 })
	tb := mk(seed)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	limit := 10 * core.TPS
	g.run(limit - 1)
	if len(st.Moves()) != 9 || st.Turn() != 0 {
		t.Fatalf("after %d idle ticks: %d moves, turn %d", limit-1, len(st.Moves()), st.Turn())
	}
	g.run(1)
	if ms := st.Moves(); len(ms) != 10 || ms[9] != kakuzu.Timeout(0) {
		t.Fatalf("after %d idle ticks the moves are %v", limit, ms[9:])
	}
	g.settle()
	if st.Turn() != 1 || st.Awaiting() != kakuzu.ActionDraw || len(st.Bag()) != 10 {
		t.Fatalf("after the timeout: turn %d awaiting %v bag %v", st.Turn(), st.Awaiting(), st.Bag())
	}
	if want := g.ctx.T("kakuzu.end.timeout", "P1", "P2"); g.r.message != want {
		t.Errorf("the news says %q, want %q", g.r.message, want)
	}
	if g.r.clock < limit-5 {
		t.Fatalf("seat 1's clock starts at %d ticks, want %d", g.r.clock, limit)
	}
	g.viewAgrees("after the timeout")

	// Mid-turn: a number drawn and matched; the time runs out; the number
	// goes back into the bag.
	n := g.drawByTap()
	sq := covering(t, st, n, true)
	g.liftByTap(sq)
	if st.Turn() != 1 || !slices.Contains(st.Drawn(), n) {
		t.Fatalf("seat 1 matched %d: turn %d drawn %v", n, st.Turn(), st.Drawn())
	}
	g.waitFor("the second timeout", limit, func() bool { return st.Turn() == 0 })
	g.settle()
	if ms := st.Moves(); ms[len(ms)-1] != kakuzu.Timeout(1) {
		t.Fatalf("the turn ended with %v", ms[len(ms)-1])
	}
	if len(st.Bag()) != 10 || len(st.Drawn()) != 0 || st.Holder(sq) != 1 || !slices.Equal(st.Scores(), []int{0, 1}) {
		t.Fatalf("after the second timeout: bag %v drawn %v holder %d scores %v", st.Bag(), st.Drawn(), st.Holder(sq), st.Scores())
	}
	g.viewAgrees("after the second timeout")
}
