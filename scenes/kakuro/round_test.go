package kakuro

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// A stock whose top deals seat 0 an S and digit tiles (solo: D S 4 7; two
// people: D S 7), so every use is in some hand.
var testStock = []string{"S", "4", "7", "S", "5"}

// assertScored checks that the rules scored cl for seat p exactly as they
// say it should be scored from before: the same move, the row's length in
// points, its squares scored (and red unless covered), the sum tile on the
// starting sum field, the tiles gone from the hand.
func assertScored(t *testing.T, g *rig, p int, before *kakuro.State, cl kakuro.Claim) {
	t.Helper()
	st := g.r.State()
	want, evs := outcome(t, before, cl)
	if got := lastClaim(t, st); !reflect.DeepEqual(got, cl) {
		t.Fatalf("the scene claimed %+v, want %+v", got, cl)
	}
	if got, w := st.Score(p), before.Score(p)+cl.Row.Len; got != w {
		t.Errorf("score %d, want %d (+%d for the row)", got, w, cl.Row.Len)
	}
	b := st.Board()
	for _, at := range cl.Row.Squares() {
		c := b.At(at)
		if !c.Scored[cl.Row.Dir] || !(c.Red || c.Cover != 0) {
			t.Errorf("square %v after the claim: %+v; want scored %v and red", at, *c, cl.Row.Dir)
		}
	}
	if v := b.At(cl.Row.Square(-1)).SumTile[cl.Row.Dir]; int(v) != before.Target() {
		t.Errorf("the starting sum field holds %d, want the sum tile %d", v, before.Target())
	}
	var spent []kakuro.Tile
	for _, u := range cl.Uses {
		spent = append(spent, u.Tile)
	}
	if got, w := st.Hand(p), append(without(t, before.Hand(p), spent...), drawn(evs, p)...); !sameTiles(got, w) {
		t.Errorf("hand %v after the claim; want %v less %v plus what was drawn", got, before.Hand(p), spent)
	}
	if wb := want.Board(); st.Board() != wb {
		t.Errorf("board after the claim:\n%v\nwant:\n%v", b.String(), wb.String())
	}
	// The view caught up with the rules once the events played.
	if g.r.view.board != b || !slices.Equal(g.r.view.scores, st.Scores()) || !slices.Equal(g.r.view.hands[p], st.Hand(p)) {
		t.Errorf("the view does not show the state: scores %v / %v, hand %v / %v", g.r.view.scores, st.Scores(), g.r.view.hands[p], st.Hand(p))
	}
	if g.r.view.target != st.Target() {
		t.Errorf("the view shows sum %d, the rules %d", g.r.view.target, st.Target())
	}
}

// pointerClaim deals a table of n people on which seat 0's best claim
// plays one tile of kind k (and want accepts it), and plays it with the
// mouse.
func pointerClaim(t *testing.T, n int, k kakuro.UseKind, want func(kakuro.Solution) bool) {
	seed, sol := findDeal(t, n, testStock, k, want)
	tb := table(seats(n, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	before := g.r.State().Clone()
	g.claimByPointer(0, sol.Claim)
	assertScored(t, g, 0, before, sol.Claim)
	if g.r.Phase() != "hunt" || g.r.Claimer() != -1 {
		t.Fatalf("after the claim: phase %s, claimer %d", g.r.Phase(), g.r.Claimer())
	}
}

// TestPointerClaim: a claim made with the mouse alone — the buzzer, a
// drag along the row, hand tiles dragged onto the board, Check — for each
// of the four ways to play an action tile, alone and with two people.
func TestPointerClaim(t *testing.T) {
	before := func(s kakuro.Solution) bool { return s.Claim.Uses[0].A == s.Claim.Row.Square(-1) }
	after := func(s kakuro.Solution) bool { return s.Claim.Uses[0].A == s.Claim.Row.Square(s.Claim.Row.Len) }
	cases := []struct {
		name string
		kind kakuro.UseKind
		want func(kakuro.Solution) bool
	}{
		{"digit tile", kakuro.UseDigit, nil},
		{"doubler", kakuro.UseDouble, nil},
		{"swap", kakuro.UseSwap, nil},
		{"sum field before the row", kakuro.UseSumField, before},
		{"sum field after the row", kakuro.UseSumField, after},
	}
	for _, n := range []int{1, 2} {
		for _, c := range cases {
			t.Run(c.name+map[int]string{1: "/solo", 2: "/two people"}[n], func(t *testing.T) {
				pointerClaim(t, n, c.kind, c.want)
			})
		}
	}
}

// TestPointerClaimAroundATable: around one touchscreen the panels are
// turned to face their seats; a seat at the top (upside down) or at a side
// (a quarter turn) drags its tiles onto the board as an upright one does.
func TestPointerClaimAroundATable(t *testing.T) {
	cases := []struct {
		name    string
		n, seat int
		kind    kakuro.UseKind
		turn    ui.Turn
	}{
		{"top/swap", 2, 1, kakuro.UseSwap, ui.FaceTop},
		{"top/sum field", 2, 1, kakuro.UseSumField, ui.FaceTop},
		{"left/digit", 3, 1, kakuro.UseDigit, ui.FaceLeft},
		{"right/sum field", 3, 2, kakuro.UseSumField, ui.FaceRight},
		{"right/doubler", 3, 2, kakuro.UseDouble, ui.FaceRight},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seed, sol := findDealFor(t, c.n, c.seat, testStock, c.kind, nil)
			tb := table(seats(c.n, 0, ""), seed, 60)
			tb.Around = true
			g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
			g.resize(1920, 1080)
			if turn := g.r.seats[c.seat].panel.Panel.Turn; !g.r.table.Around || turn != c.turn {
				t.Fatalf("seat %d's panel faces %d (around %v), want %d", c.seat, turn, g.r.table.Around, c.turn)
			}
			before := g.r.State().Clone()
			g.claimByPointer(c.seat, sol.Claim)
			assertScored(t, g, c.seat, before, sol.Claim)
		})
	}
}

// TestPointerClaimTilesCanBeTakenBack: Undo takes the last tile back to
// the hand; the claim then goes on and scores without it.
func TestPointerClaimTilesCanBeTakenBack(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	before := g.r.State().Clone()
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	// A doubler laid for nothing, then taken back.
	g.playUse(0, kakuro.Use{Tile: kakuro.Doubler, Kind: kakuro.UseDouble}, sol.Claim.Row)
	g.tap("seat.0.kakuro.undo")
	if c := g.r.claim; len(c.uses) != 0 || len(c.spent) != 0 || !g.enabled(tileID(0, g.handIndex(0, kakuro.Doubler))) {
		t.Fatalf("after Undo: uses %+v, spent %v", c.uses, c.spent)
	}
	g.playUse(0, sol.Claim.Uses[0], sol.Claim.Row)
	g.tap(checkID(0))
	g.settle()
	assertScored(t, g, 0, before, sol.Claim)
}

// TestUndoStepsBackToMarking: Undo takes the tiles back, then the row
// itself: a wrongly marked row is marked again, by pointer or by keys,
// and the claim scores.
func TestUndoStepsBackToMarking(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	before := g.r.State().Clone()
	g.tap(buzzID(0))
	// A wrong row first: the row of the same length one line over, or
	// the solution's own when none fits.
	wrong := sol.Claim.Row
	for _, at := range []kakuro.Pos{{wrong.At[0] + 1, wrong.At[1]}, {wrong.At[0] - 1, wrong.At[1]}, {wrong.At[0], wrong.At[1] + 1}} {
		if r := (kakuro.Row{At: at, Dir: wrong.Dir, Len: wrong.Len}); r.OnBoard() {
			wrong = r
			break
		}
	}
	g.markRow(wrong)
	if !g.enabled("seat.0.kakuro.undo") {
		t.Fatal("Undo is off once a row is marked: the row cannot be marked again")
	}
	g.playUse(0, kakuro.Use{Tile: kakuro.Doubler, Kind: kakuro.UseDouble}, wrong)
	g.tap("seat.0.kakuro.undo") // the doubler
	g.tap("seat.0.kakuro.undo") // the row
	if c := g.r.claim; c == nil || c.marked || len(c.uses) != 0 || g.enabled(checkID(0)) || g.enabled("seat.0.kakuro.undo") {
		t.Fatalf("after two Undos: claim %+v, Check on %v", c, g.enabled(checkID(0)))
	}
	if g.r.Phase() != "claim" || g.r.Claimer() != 0 {
		t.Fatalf("taking the row back ended the claim: phase %s", g.r.Phase())
	}
	g.markRow(sol.Claim.Row)
	g.playUse(0, sol.Claim.Uses[0], sol.Claim.Row)
	g.tap(checkID(0))
	g.settle()
	assertScored(t, g, 0, before, sol.Claim)
}

// illegalDeal is a two-person deal (seat 0 holds D 4 7) and a claim for
// seat 0 of a whole row across with a digit tile on it that does not add
// up: the rules' dry run says so.
func illegalDeal(t *testing.T) (core.Table, *kakuro.State, kakuro.Claim) {
	t.Helper()
	stock := []string{"4", "S", "7", "S"}
	tb := table(seats(2, 0, ""), 5, 60)
	st := deal(t, tb, kakuro.Setup{Stock: stock})
	b := st.Board()
	for r := 1; r < kakuro.Size; r++ {
		row := kakuro.Row{At: kakuro.Pos{r, 1}, Dir: kakuro.Right, Len: kakuro.Size - 1}
		for _, at := range row.Squares() {
			if b.At(at).Digit == 4 {
				continue
			}
			cl := kakuro.Claim{Player: 0, Row: row, Uses: []kakuro.Use{{Tile: '4', Kind: kakuro.UseDigit, A: at}}}
			if _, wrong := st.Preview(cl).Verdict.(kakuro.WrongSum); wrong {
				return tb, st, cl
			}
		}
	}
	t.Fatal("no row across fails by its sum")
	return tb, nil, kakuro.Claim{}
}

// TestIllegalClaimRevertsAndLocksOut: a row that does not add up is
// rejected; the board and the hand are as before, the claimer is locked
// out (its buzzer and key dead) and the other seat still hunts and claims.
func TestIllegalClaimRevertsAndLocksOut(t *testing.T) {
	tb, st, cl := illegalDeal(t)
	g := rigWith(t, tb, st)
	before := st.Clone()
	g.tap(buzzID(0))
	g.markRow(cl.Row)
	g.playUse(0, cl.Uses[0], cl.Row)
	if g.r.shownBoard().At(cl.Uses[0].A).Cover != '4' {
		t.Fatal("the board does not show the digit tile laid")
	}
	g.tap(checkID(0))
	if !strings.Contains(g.r.message, "the target is") {
		t.Errorf("the rejection says %q; want the sum and the target", g.r.message)
	}
	g.settle()
	if got := lastClaim(t, st); !reflect.DeepEqual(got, cl) {
		t.Fatalf("the scene claimed %+v, want %+v", got, cl)
	}
	if !st.LockedOut(0) || st.LockedOut(1) {
		t.Fatalf("locked out: seat 0 %v, seat 1 %v; want seat 0 only", st.LockedOut(0), st.LockedOut(1))
	}
	if b, wb := st.Board(), before.Board(); b != wb || g.r.view.board != wb {
		t.Fatalf("the board was not reverted:\n%v", b.String())
	}
	if !slices.Equal(st.Hand(0), before.Hand(0)) || !slices.Equal(g.r.view.hands[0], before.Hand(0)) {
		t.Fatalf("hand %v (shown %v), want %v back", st.Hand(0), g.r.view.hands[0], before.Hand(0))
	}
	if st.Target() != before.Target() || !slices.Equal(st.Scores(), before.Scores()) {
		t.Fatalf("the round moved on: target %d, scores %v", st.Target(), st.Scores())
	}
	if g.enabled(buzzID(0)) || g.enabled(impossibleID(0)) || !g.enabled(buzzID(1)) {
		t.Fatalf("buzzers: seat 0 %v (impossible %v), seat 1 %v; want only seat 1's live",
			g.enabled(buzzID(0)), g.enabled(impossibleID(0)), g.enabled(buzzID(1)))
	}
	// Seat 0's key does nothing now; seat 1 claims.
	g.script.Press(ui.SeatKey(0))
	g.run(1)
	if g.r.Claimer() != -1 {
		t.Fatalf("a locked-out seat's key gave claimer %d", g.r.Claimer())
	}
	g.tap(buzzID(1))
	if g.r.Claimer() != 1 {
		t.Fatalf("seat 1's buzzer gave claimer %d", g.r.Claimer())
	}
}

// TestFailedClaimIsShownBeforeTheBoardGoesBack: while the rejection
// plays (rejectStep: "a failed claim shown before the board goes back")
// the board still shows the claimer's tiles as laid; it goes back after.
func TestFailedClaimIsShownBeforeTheBoardGoesBack(t *testing.T) {
	tb, st, cl := illegalDeal(t)
	g := rigWith(t, tb, st)
	g.tap(buzzID(0))
	g.markRow(cl.Row)
	g.playUse(0, cl.Uses[0], cl.Row)
	g.tap(checkID(0))
	rejecting := false
	for _, p := range g.r.run.Running() {
		if _, ok := p.Step.Data.(rejectStep); ok {
			rejecting = true
		}
	}
	if !rejecting {
		t.Fatalf("no rejection playing after Check (phase %s)", g.r.Phase())
	}
	if g.r.shownBoard().At(cl.Uses[0].A).Cover != cl.Uses[0].Tile {
		t.Errorf("the digit tile on %v vanished at Check, before the rejection (%d ticks) has played", cl.Uses[0].A, rejectTicks)
	}
	g.settle()
	if b := st.Board(); *g.r.shownBoard() != b {
		t.Fatal("the board did not go back after the rejection")
	}
}

// buzzTogether starts a two-person game from seed and has both call in the
// same tick (two fingers on the buzzers, or both seat keys); it returns the
// claimer after checking it is the rules' draw.
func buzzTogether(t *testing.T, seed uint64, keys bool) int {
	t.Helper()
	g := newRig(t, table(seats(2, 0, ""), seed, 60))
	if keys {
		g.script.Press(ui.SeatKey(0), ui.SeatKey(1))
	} else {
		g.script.TapTogether(g.at(buzzID(0)), g.at(buzzID(1)))
	}
	g.run(1)
	p := g.r.Claimer()
	if g.r.Phase() != "claim" || (p != 0 && p != 1) {
		t.Fatalf("seed %d: phase %s, claimer %d", seed, g.r.Phase(), p)
	}
	if want := g.r.State().BreakTie([]int{0, 1}, 0); p != want || g.r.ties != 1 {
		t.Fatalf("seed %d: claimer %d after %d ties, the rules' draw says %d", seed, p, g.r.ties, want)
	}
	g.run(10)
	if g.r.Claimer() != p {
		t.Fatalf("seed %d: the claim went from seat %d to %d", seed, p, g.r.Claimer())
	}
	return p
}

// TestTwoBuzzesInOneTick: two calls in one tick give one claimer, drawn by
// the rules from the seed (the same seed, the same claimer), never by
// which panel or key came first.
func TestTwoBuzzesInOneTick(t *testing.T) {
	for _, keys := range []bool{false, true} {
		t.Run(map[bool]string{false: "two fingers", true: "two seat keys"}[keys], func(t *testing.T) {
			won := map[int]bool{}
			for seed := uint64(1); seed <= 8; seed++ {
				p := buzzTogether(t, seed, keys)
				if again := buzzTogether(t, seed, keys); again != p {
					t.Fatalf("seed %d: claimer %d, then %d", seed, p, again)
				}
				won[p] = true
			}
			if !won[0] || !won[1] {
				t.Fatalf("over 8 seeds only %v won a tie", won)
			}
		})
	}
}

// TestPersonAndBotBuzzingInOneTickAreDrawn: a person's key and a bot's
// call in the same tick are a tie like any other, settled by the rules'
// draw — not won by the person because people are handled first.
func TestPersonAndBotBuzzingInOneTickAreDrawn(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		g := newRig(t, table(seats(1, 1, "hard"), seed, 60))
		bot := g.r.seats[1]
		g.waitFor("the bot's plan", 600, func() bool { return bot.planned })
		if bot.plan.Impossible || g.r.State().BreakTie([]int{0, 1}, 0) != 1 {
			continue // a seed where the draw favours the bot shows the bug
		}
		g.waitFor("the bot's call to come due", bot.plan.Ticks+10, func() bool { return bot.clock == bot.plan.Ticks-1 })
		g.script.Press(ui.SeatKey(0)) // the person calls in the tick the bot does
		g.run(0)
		if g.r.Claimer() != 1 {
			t.Fatalf("seed %d: the person and the bot called in one tick; claimer %d, the rules' draw says 1", seed, g.r.Claimer())
		}
		return
	}
	t.Fatal("no seed where the bot wins the draw")
}

// TestTwoDeclareWithTwoPeople: with two people (hourglass 30 s) one
// "impossible" is half the table and turns the glass; both declaring sets
// the sum tile aside at once, and the next sum starts clear.
func TestTwoDeclareWithTwoPeople(t *testing.T) {
	g := newRig(t, table(seats(2, 0, ""), 3, 30))
	st := g.r.State()
	target := st.Target()
	g.tap(impossibleID(0))
	if !g.r.seats[0].declared || !g.r.glassOn || g.r.sandTotal != kakuro.HourglassTicks(30) {
		t.Fatalf("after seat 0 declared: declared %v, glass %v (%d ticks)", g.r.seats[0].declared, g.r.glassOn, g.r.sandTotal)
	}
	if len(st.Aside()) != 0 {
		t.Fatal("one declaration of two set the sum aside")
	}
	g.tap(impossibleID(1))
	if got := st.Aside(); !slices.Equal(got, []int{target}) {
		t.Fatalf("both declared: aside %v, want [%d]", got, target)
	}
	g.settle()
	if g.r.glassOn || g.r.seats[0].declared || g.r.seats[1].declared || st.Target() == target {
		t.Fatalf("the next sum: glass %v, declared %v %v, target %d", g.r.glassOn, g.r.seats[0].declared, g.r.seats[1].declared, st.Target())
	}
	if g.r.view.target != st.Target() || !slices.Equal(g.r.view.aside, st.Aside()) {
		t.Fatalf("the view shows sum %d, aside %v", g.r.view.target, g.r.view.aside)
	}
}

// TestHalfOfFourDeclareTurnsTheGlass: with four people, one declaration
// does nothing, two turn the hourglass, and the sum tile is set aside when
// the sand has run (HourglassTicks), not before.
func TestHalfOfFourDeclareTurnsTheGlass(t *testing.T) {
	g := newRig(t, table(seats(4, 0, ""), 3, 60))
	st := g.r.State()
	target := st.Target()
	g.tap(impossibleID(0))
	if g.r.glassOn {
		t.Fatal("one declaration of four turned the glass")
	}
	g.tap(impossibleID(1))
	total := kakuro.HourglassTicks(60)
	if !g.r.glassOn || g.r.sandTotal != total {
		t.Fatalf("two of four declared: glass %v, %d ticks; want %d", g.r.glassOn, g.r.sandTotal, total)
	}
	left := g.r.hourglass
	if left > total || left < total-10 {
		t.Fatalf("%d ticks of sand left just after it turned, of %d", left, total)
	}
	g.run(left - 2)
	if len(st.Aside()) != 0 {
		t.Fatalf("the sum was set aside with %d ticks of sand left", g.r.hourglass)
	}
	g.run(4)
	if got := st.Aside(); !slices.Equal(got, []int{target}) {
		t.Fatalf("the sand ran out: aside %v, want [%d]", got, target)
	}
	g.settle()
	if g.r.glassOn || st.Target() == target {
		t.Fatalf("after the set-aside: glass %v, target %d", g.r.glassOn, st.Target())
	}
}

// TestUnmarkedClaimTimesOut: a claimer who never marks a row before the
// claim window closes has made a claim that fails: they are locked out
// until the next sum, and the others hunt on.
func TestUnmarkedClaimTimesOut(t *testing.T) {
	g := newRig(t, table(seats(2, 0, ""), 5, 60))
	g.tap(buzzID(0))
	if g.r.Claimer() != 0 {
		t.Fatalf("claimer %d", g.r.Claimer())
	}
	g.waitFor("the claim window to close", g.r.claimTicks+10, func() bool { return g.r.claim == nil || g.r.phase != phaseClaim })
	g.settle()
	st := g.r.State()
	if !st.LockedOut(0) {
		t.Errorf("a claim never marked timed out without locking seat 0 out (moves %d, message %q); seat 0 may buzz again at once and hold the board another %d s",
			len(st.Moves()), g.r.message, g.r.claimTicks/core.TPS)
	}
	if g.enabled(buzzID(0)) {
		t.Errorf("seat 0's buzzer is live after its claim timed out")
	}
}

// TestSoloHourglass: alone, the sand runs from the reveal and the sum tile
// is set aside when it runs out; with the hourglass off, "impossible" sets
// it aside at once.
func TestSoloHourglass(t *testing.T) {
	g := newRig(t, table(seats(1, 0, ""), 6, 30))
	st := g.r.State()
	target := st.Target()
	if !g.r.glassOn || g.r.hourglass != kakuro.HourglassTicks(30) {
		t.Fatalf("solo at the reveal: glass %v with %d ticks", g.r.glassOn, g.r.hourglass)
	}
	g.run(kakuro.HourglassTicks(30) - 5)
	if len(st.Aside()) != 0 {
		t.Fatal("set aside before the sand ran out")
	}
	g.run(10)
	if !slices.Equal(st.Aside(), []int{target}) {
		t.Fatalf("the sand ran out: aside %v, want [%d]", st.Aside(), target)
	}
	g.settle()
	if !g.r.glassOn || g.r.hourglass < kakuro.HourglassTicks(30)-5 {
		t.Fatalf("the next sum: glass %v with %d ticks; want it turned afresh", g.r.glassOn, g.r.hourglass)
	}

	g = newRig(t, table(seats(1, 0, ""), 6, 0))
	st = g.r.State()
	target = st.Target()
	if g.r.glassOn {
		t.Fatal("the hourglass is off but runs")
	}
	g.run(kakuro.HourglassTicks(kakuro.Box.HourglassMax) + 10)
	if len(st.Aside()) != 0 {
		t.Fatal("set aside with the hourglass off and nobody declaring")
	}
	g.tap(impossibleID(0))
	if !slices.Equal(st.Aside(), []int{target}) {
		t.Fatalf("solo impossible: aside %v, want [%d]", st.Aside(), target)
	}
}

// failingRow is a whole row across that a plain claim for seat p gets
// rejected for, by the rules' dry run.
func failingRow(t *testing.T, st *kakuro.State, p int) kakuro.Row {
	t.Helper()
	for r := 1; r < kakuro.Size; r++ {
		row := kakuro.Row{At: kakuro.Pos{r, 1}, Dir: kakuro.Right, Len: kakuro.Size - 1}
		if v := st.Preview(kakuro.Claim{Player: p, Row: row}).Verdict; v != nil {
			if _, invalid := v.(*kakuro.InvalidMove); !invalid {
				return row
			}
		}
	}
	t.Fatal("every row across adds up")
	return kakuro.Row{}
}

// TestTieAfterAFailedClaimDrawsAfresh: BreakTie's n counts the ties broken
// since the last move. A failed claim is a move, so a tie after it is the
// first since that move (n = 0), not the round's second.
func TestTieAfterAFailedClaimDrawsAfresh(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		g := newRig(t, table(seats(3, 0, ""), seed, 60))
		st := g.r.State()
		first := st.BreakTie([]int{0, 1}, 0)
		other := 1 - first
		// What the second tie draws after the failed claim, counted both ways.
		probe := st.Clone()
		if _, err := probe.Apply(kakuro.ClaimMove(kakuro.Claim{Player: first, Row: failingRow(t, st, first)})); err != nil {
			t.Fatal(err)
		}
		pair := []int{other, 2}
		if probe.BreakTie(pair, 0) == probe.BreakTie(pair, 1) {
			continue // this seed cannot tell the two counts apart
		}
		g.script.Press(ui.SeatKey(0), ui.SeatKey(1))
		g.run(1)
		if g.r.Claimer() != first {
			t.Fatalf("seed %d: first tie went to %d, the draw says %d", seed, g.r.Claimer(), first)
		}
		g.markRow(failingRow(t, st, first))
		g.tap(checkID(first))
		g.settle()
		if !st.LockedOut(first) {
			t.Fatalf("seed %d: the claim did not fail", seed)
		}
		g.script.Press(ui.SeatKey(other), ui.SeatKey(2))
		g.run(1)
		if want := st.BreakTie(pair, 0); g.r.Claimer() != want {
			t.Errorf("seed %d: the tie after the failed claim went to %d; BreakTie(%v, 0) — the first tie since that move — says %d",
				seed, g.r.Claimer(), pair, want)
		}
		return
	}
	t.Fatal("no seed tells the tie counts apart")
}

// TestTotalSaysReadyOnlyWhenLegal: a row whose digits add up but that
// still needs its doubler is "total matches, not legal yet" with the
// reason, not "ready"; with the doubler laid it is ready. The badge never
// lies over the row's squares or a tile laid for the claim.
func TestTotalSaysReadyOnlyWhenLegal(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDouble, func(s kakuro.Solution) bool { return true })
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	c := g.r.claim
	if c.preview.Total != g.r.view.target || c.preview.Verdict == nil {
		t.Fatalf("the row without its doubler: total %d of %d, verdict %v", c.preview.Total, g.r.view.target, c.preview.Verdict)
	}
	notyet := g.r.seatStatus(g.ctx, 0)
	if want := g.ctx.T("kakuro.status.notyet", g.r.reason(g.ctx, c.preview.Verdict)); notyet != want || !strings.Contains(notyet, "doubler") {
		t.Errorf("status %q, want %q (naming the doubler)", notyet, want)
	}
	checkBadgeClear(t, g)
	g.playUse(0, sol.Claim.Uses[0], sol.Claim.Row)
	if got := g.r.seatStatus(g.ctx, 0); got != g.ctx.T("kakuro.status.ready") {
		t.Errorf("with the doubler laid the status is %q, want ready", got)
	}
	checkBadgeClear(t, g)
}

// checkBadgeClear fails when the total's badge centre lies on a square of
// the claimed row or on one where the claim laid a tile.
func checkBadgeClear(t *testing.T, g *rig) {
	t.Helper()
	c := g.r.claim
	sq := c.preview.Squares
	txt := g.r.totalText(c.preview.Total, g.r.view.target)
	w, h := sprites.Measure(txt, sprites.Bold(g.r.lay.cell*0.36))
	x, y := g.r.totalAt(c.row.Dir, sq, c.uses, w, h)
	covered := slices.Clone(sq)
	for _, u := range c.uses {
		covered = append(covered, u.A, u.B)
	}
	for _, p := range covered {
		if p.OnBoard() && g.r.lay.square(p).Contains(x, y) {
			t.Errorf("the total's badge at (%.0f, %.0f) lies on square %v", x, y, p)
		}
	}
}

// TestTotalClearsALaidSumField: the badge of a row closed by a sum-field
// tile laid for it does not sit on that tile.
func TestTotalClearsALaidSumField(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseSumField, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	g.playUse(0, sol.Claim.Uses[0], sol.Claim.Row)
	if len(g.r.claim.uses) != 1 {
		t.Fatalf("the sum field was not laid: %+v", g.r.claim.uses)
	}
	checkBadgeClear(t, g)
	if got := g.r.seatStatus(g.ctx, 0); got != g.ctx.T("kakuro.status.ready") {
		t.Errorf("with the sum field laid the status is %q, want ready", got)
	}
}

// TestClaimWindowKeepsOnlyPeopleFromWaiting: with two people the claimer
// has the setup's claim time (40 s by default); one person, alone or with
// bots, has no limit, since nobody waits.
func TestClaimWindowKeepsOnlyPeopleFromWaiting(t *testing.T) {
	for _, c := range []struct {
		people, bots int
		want         int
	}{{2, 0, 40 * core.TPS}, {2, 2, 40 * core.TPS}, {1, 0, 0}, {1, 3, 0}} {
		tb := table(seats(c.people, c.bots, "easy"), 1, 60)
		tb.Options = tb.WithDefaults(&Game)
		if g := newRig(t, tb); g.r.claimTicks != c.want {
			t.Errorf("%d people, %d bots: a claim has %d ticks, want %d", c.people, c.bots, g.r.claimTicks, c.want)
		}
	}
}
