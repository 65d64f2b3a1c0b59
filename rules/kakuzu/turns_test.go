package kakuzu

import (
	"slices"
	"testing"
)

func TestClassicHitDrawAgainMissPasses(t *testing.T) {
	s := newGame(t, Classic, 3, 0)
	setup(t, s, cornerSquares)
	_, err := s.Apply(Lift(0, 1, 1))
	wantCode(t, err, CodeWrongAction) // must draw first
	_, err = s.Apply(Draw(0, 10))
	wantCode(t, err, CodeNotInBag)
	ev := apply(t, s, Draw(0, 4))
	requireEvent(t, ev, NumberDrawn{Player: 0, Number: 4})
	if s.Awaiting() != ActionLift || s.Hunting() != 4 {
		t.Fatalf("awaiting %v hunting %d", s.Awaiting(), s.Hunting())
	}
	_, err = s.Apply(Draw(0, 5))
	wantCode(t, err, CodeWrongAction)
	hitAt := covering(t, s, 4, true)
	requireEvent(t, apply(t, s, Lift(0, hitAt.Row, hitAt.Col)), StoneKept{Player: 0, Square: hitAt})
	if s.Kept(0) != 1 || s.Turn() != 0 || s.Awaiting() != ActionDraw {
		t.Fatalf("after a hit: kept %d turn %d awaiting %v", s.Kept(0), s.Turn(), s.Awaiting())
	}
	if !slices.Equal(s.Drawn(), []int{4}) || slices.Contains(s.Bag(), 4) {
		t.Fatalf("the 4 stays out: drawn %v bag %v", s.Drawn(), s.Bag())
	}
	_, err = s.Apply(Draw(0, 4))
	wantCode(t, err, CodeNotInBag)
	if err.(*NotInBagError).Why != AbsentDrawn {
		t.Fatal(err)
	}
	apply(t, s, Draw(0, 2))
	hit(t, s, 2)
	apply(t, s, Draw(0, 7))
	sq := covering(t, s, 7, false)
	ev = apply(t, s, Lift(0, sq.Row, sq.Col))
	requireEvent(t, ev, StonePassed{From: 0, To: 1, Square: sq})
	requireEvent(t, ev, NumbersReturned{Numbers: []int{4, 2, 7}})
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndMiss})
	if s.Received(1) != 1 || s.Holder(sq) != 1 || len(s.Bag()) != 10 || len(s.Drawn()) != 0 {
		t.Fatalf("after a miss: received %d holder %d bag %v", s.Received(1), s.Holder(sq), s.Bag())
	}
	if got := s.Scores(); !slices.Equal(got, []int{2, 1, 0}) {
		t.Fatalf("scores %v", got)
	}
}

func TestClassicZeroEndsTurnKeepingStones(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	setup(t, s, cornerSquares)
	apply(t, s, Draw(0, 3))
	hit(t, s, 3)
	ev := apply(t, s, Draw(0, 0))
	requireEvent(t, ev, NumbersReturned{Numbers: []int{3, 0}})
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndZero})
	if s.Kept(0) != 1 || s.Turn() != 1 || len(s.Bag()) != 10 {
		t.Fatalf("kept %d turn %d bag %v", s.Kept(0), s.Turn(), s.Bag())
	}
}

func TestClassicNinthDigitRetiresMidTurn(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	setup(t, s, cornerSquares)
	// The setup showed one 2; uncover seven more by misses, seats
	// alternating, without drawing 2.
	for range 7 {
		apply(t, s, Draw(s.Turn(), 1))
		sq := covering(t, s, 2, true)
		apply(t, s, Lift(s.Turn(), sq.Row, sq.Col))
	}
	p := s.Turn()
	apply(t, s, Draw(p, 2))
	ev := hit(t, s, 2)
	requireEvent(t, ev, DigitRetired{Digit: 2})
	if slices.Contains(s.Drawn(), 2) || slices.Contains(s.Bag(), 2) || s.Turn() != p || s.Awaiting() != ActionDraw {
		t.Fatalf("drawn %v bag %v turn %d awaiting %v", s.Drawn(), s.Bag(), s.Turn(), s.Awaiting())
	}
	ev = apply(t, s, Draw(p, 0))
	requireEvent(t, ev, NumbersReturned{Numbers: []int{0}})
	if slices.Contains(s.Bag(), 2) {
		t.Fatal("a retired number went back into the bag")
	}
	_, err := s.Apply(Draw(s.Turn(), 2))
	wantCode(t, err, CodeNotInBag)
}

func TestClassicDrawAllDigitsLeavesOnlyZero(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	setup(t, s, cornerSquares)
	for d := 1; d <= 9; d++ {
		apply(t, s, Draw(0, d))
		hit(t, s, d)
	}
	if !slices.Equal(s.Bag(), []int{0}) || s.Turn() != 0 {
		t.Fatalf("bag %v turn %d", s.Bag(), s.Turn())
	}
	m, ok := s.RandomDraw()
	if !ok || m != Draw(0, 0) {
		t.Fatalf("the bag can only give the 0: %v %v", m, ok)
	}
	ev := apply(t, s, m)
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndZero})
	if len(s.Bag()) != 10 || s.Kept(0) != 9 {
		t.Fatalf("bag %v kept %d", s.Bag(), s.Kept(0))
	}
}

func TestSameDigitHuntsWithoutDrawing(t *testing.T) {
	s := newGame(t, SameDigit, 2, 0)
	setup(t, s, cornerSquares)
	apply(t, s, Draw(0, 6))
	hit(t, s, 6)
	if s.Awaiting() != ActionLift || s.Hunting() != 6 || s.Turn() != 0 {
		t.Fatalf("awaiting %v hunting %d", s.Awaiting(), s.Hunting())
	}
	_, err := s.Apply(Draw(0, 1))
	wantCode(t, err, CodeWrongAction)
	hit(t, s, 6)
	ev := miss(t, s, 6)
	requireEvent(t, ev, NumbersReturned{Numbers: []int{6}})
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndMiss})
	if s.Kept(0) != 2 || s.Received(1) != 1 {
		t.Fatalf("kept %d received %d", s.Kept(0), s.Received(1))
	}
	// Seat 1 hunts the 6s to the ninth: the turn passes, 6 is retired.
	apply(t, s, Draw(1, 6))
	var last []Event
	for s.Turn() == 1 {
		last = hit(t, s, 6)
	}
	requireEvent(t, last, DigitRetired{Digit: 6})
	requireEvent(t, last, TurnPassed{From: 1, To: 0, Why: EndNinth})
	if slices.Contains(s.Bag(), 6) || s.Awaiting() != ActionDraw {
		t.Fatalf("bag %v awaiting %v", s.Bag(), s.Awaiting())
	}
	apply(t, s, Draw(0, 0))
	if s.Turn() != 1 {
		t.Fatal("a 0 ends the same-digit turn too")
	}
}

func TestNoBagNamesAtMostThree(t *testing.T) {
	s := newGame(t, NoBag, 2, 0)
	setup(t, s, cornerSquares)
	if s.Awaiting() != ActionName {
		t.Fatalf("no-bag turns start by naming, not %v", s.Awaiting())
	}
	_, err := s.Apply(Draw(0, 3))
	wantCode(t, err, CodeWrongAction)
	_, err = s.Apply(Name(0, 0))
	wantCode(t, err, CodeDigitNotInPlay)
	_, err = s.Apply(Lift(0, 1, 1))
	wantCode(t, err, CodeWrongAction)
	for k, d := range []int{4, 8, 5} {
		ev := apply(t, s, Name(0, d))
		requireEvent(t, ev, DigitNamed{Player: 0, Digit: d})
		ev = hit(t, s, d)
		if k < 2 && (s.Turn() != 0 || s.Awaiting() != ActionName) {
			t.Fatalf("after hit %d: turn %d awaiting %v", k, s.Turn(), s.Awaiting())
		}
		if k < 2 {
			// A digit named and matched stays out until the turn ends.
			_, err = s.Apply(Name(0, 4))
			wantCode(t, err, CodeAlreadyNamed)
			if v := s.View(0); slices.Contains(v.Nameable(), 4) || slices.Contains(v.Bag, 4) || !slices.Contains(v.Drawn, d) {
				t.Fatalf("after naming %d: nameable %v bag %v drawn %v", d, v.Nameable(), v.Bag, v.Drawn)
			}
		}
		if k == 2 {
			requireEvent(t, ev, NumbersReturned{Numbers: []int{4, 8, 5}})
			requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndLimit})
		}
	}
	// The next turn may name them again.
	apply(t, s, Name(1, 4))
	ev := miss(t, s, 4)
	requireEvent(t, ev, TurnPassed{From: 1, To: 0, Why: EndMiss})
	if s.Kept(0) != 3 || s.Received(0) != 1 || len(s.Bag()) != 10 {
		t.Fatalf("kept %d received %d bag %v", s.Kept(0), s.Received(0), s.Bag())
	}
}

// No bag: when every digit still in play was named and matched this
// turn, none is left to name and the turn passes.
func TestNoBagNothingLeftToName(t *testing.T) {
	s := newGame(t, NoBag, 3, 0)
	setup(t, s, cornerSquares)
	// Retire every digit but 3 and 7: name and match them, ending a turn
	// with a miss when it has named them all.
	others := func(ds []int) []int {
		return slices.DeleteFunc(ds, func(d int) bool { return d == 3 || d == 7 })
	}
	for {
		v := s.View(s.Turn())
		if ds := others(v.Nameable()); len(ds) > 0 {
			apply(t, s, Name(s.Turn(), ds[0]))
			hit(t, s, ds[0])
			continue
		}
		if v.KeptInTurn == 0 && len(others(v.DigitsInPlay())) == 0 {
			break
		}
		apply(t, s, Name(s.Turn(), 3))
		miss(t, s, 3)
	}
	if v := s.View(0); !slices.Equal(v.DigitsInPlay(), []int{3, 7}) || s.Awaiting() != ActionName {
		t.Fatalf("digits in play %v, awaiting %v", v.DigitsInPlay(), s.Awaiting())
	}
	p := s.Turn()
	apply(t, s, Name(p, 3))
	ev := hit(t, s, 3)
	if s.Turn() != p {
		t.Fatalf("the turn passed after one match: %+v", ev)
	}
	v := s.View(p)
	if !slices.Equal(v.Nameable(), []int{7}) || !slices.Equal(legalNames(v), []int{7}) {
		t.Fatalf("nameable %v, legal names %v", v.Nameable(), legalNames(v))
	}
	_, err := s.Apply(Name(p, 3))
	wantCode(t, err, CodeAlreadyNamed)
	apply(t, s, Name(p, 7))
	ev = hit(t, s, 7)
	requireEvent(t, ev, NumbersReturned{Numbers: []int{3, 7}})
	requireEvent(t, ev, TurnPassed{From: p, To: (p + 1) % 3, Why: EndNothingToName})
	if v := s.View(0); s.Awaiting() != ActionName || !slices.Equal(v.Nameable(), []int{3, 7}) {
		t.Fatalf("awaiting %v, nameable %v", s.Awaiting(), v.Nameable())
	}
}

// No bag: a miss returns the digits named and matched this turn (the
// next seat may name them again); a digit whose ninth square is matched
// retires at once and is not returned.
func TestNoBagMissReturnsMatchedDigits(t *testing.T) {
	s := newGame(t, NoBag, 3, 0)
	setup(t, s, cornerSquares) // shows two 9s
	apply(t, s, Name(0, 4))
	hit(t, s, 4)
	apply(t, s, Name(0, 8))
	sq := covering(t, s, 8, false)
	ev := apply(t, s, Lift(0, sq.Row, sq.Col))
	requireEvent(t, ev, StonePassed{From: 0, To: 1, Square: sq})
	requireEvent(t, ev, NumbersReturned{Numbers: []int{4}})
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndMiss})
	if v := s.View(1); len(v.Drawn) != 0 || !slices.Equal(v.Nameable(), v.DigitsInPlay()) || len(v.Nameable()) != 9 {
		t.Fatalf("after the miss: drawn %v nameable %v", v.Drawn, v.Nameable())
	}
	// Uncover six more 9s by misses, leaving one covered.
	for range 6 {
		apply(t, s, Name(s.Turn(), 1))
		nine := covering(t, s, 9, true)
		apply(t, s, Lift(s.Turn(), nine.Row, nine.Col))
	}
	p := s.Turn()
	apply(t, s, Name(p, 4))
	hit(t, s, 4)
	apply(t, s, Name(p, 9))
	ev = hit(t, s, 9)
	requireEvent(t, ev, DigitRetired{Digit: 9})
	v := s.View(p)
	if s.Turn() != p || v.KeptInTurn != 2 || !slices.Equal(v.Drawn, []int{4}) ||
		slices.Contains(v.Nameable(), 9) || slices.Contains(v.Nameable(), 4) || !slices.Equal(legalNames(v), v.Nameable()) {
		t.Fatalf("after the ninth 9: turn %d kept %d drawn %v nameable %v", s.Turn(), v.KeptInTurn, v.Drawn, v.Nameable())
	}
	_, err := s.Apply(Name(p, 9))
	wantCode(t, err, CodeDigitNotInPlay)
	apply(t, s, Name(p, 3))
	ev = miss(t, s, 3)
	requireEvent(t, ev, NumbersReturned{Numbers: []int{4}})
	if slices.Contains(s.Bag(), 9) || !slices.Contains(s.Bag(), 4) {
		t.Fatalf("bag %v", s.Bag())
	}
}

// legalNames lists the digits among a view's legal moves.
func legalNames(v View) []int {
	var ds []int
	for _, m := range v.LegalMoves() {
		if m.Action == ActionName {
			ds = append(ds, m.Number)
		}
	}
	return ds
}

func TestNoBagCannotNameRetiredDigit(t *testing.T) {
	s := newGame(t, NoBag, 2, 0)
	var ones []Square
	for i := range Squares {
		if sq := SquareAt(i); s.sheet.At(sq) == 1 {
			ones = append(ones, sq)
		}
	}
	setup(t, s, ones)
	_, err := s.Apply(Name(0, 1))
	wantCode(t, err, CodeDigitNotInPlay)
	v := s.View(0)
	if slices.Contains(v.DigitsInPlay(), 1) {
		t.Fatal("the view offers a retired digit")
	}
}

func TestTournamentTimeout(t *testing.T) {
	s := newGame(t, Classic, 2, 45)
	setup(t, s, cornerSquares)
	apply(t, s, Draw(0, 5))
	hit(t, s, 5)
	apply(t, s, Draw(0, 3))
	_, err := s.Apply(Timeout(1))
	wantCode(t, err, CodeNotYourTurn)
	ev := apply(t, s, Timeout(0))
	requireEvent(t, ev, TurnTimedOut{Player: 0})
	requireEvent(t, ev, NumbersReturned{Numbers: []int{5, 3}})
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndTimeout})
	if s.Kept(0) != 1 || s.Awaiting() != ActionDraw || s.Hunting() != 0 {
		t.Fatalf("kept %d awaiting %v", s.Kept(0), s.Awaiting())
	}
	// Before drawing, too; and in the no-bag variant after naming.
	apply(t, s, Timeout(1))
	n := newGame(t, NoBag, 2, 10)
	setup(t, n, cornerSquares)
	apply(t, n, Name(0, 7))
	ev = apply(t, n, Timeout(0))
	requireEvent(t, ev, TurnPassed{From: 0, To: 1, Why: EndTimeout})
	if n.Awaiting() != ActionName || n.Hunting() != 0 {
		t.Fatalf("awaiting %v hunting %d", n.Awaiting(), n.Hunting())
	}
}

func TestGameEndsWhenTrayEmptyTiesShare(t *testing.T) {
	s := newGame(t, NoBag, 2, 0)
	setup(t, s, cornerSquares)
	// Each seat names right once and wrong once per pair of turns, so the
	// 72 stones split 36–36.
	var last []Event
	for !s.Finished() {
		v := s.View(s.Turn())
		d := v.Nameable()[0]
		apply(t, s, Name(s.Turn(), d))
		last = miss(t, s, 10) // any covered square: "not 10" is always true
		_ = last
	}
	sc := s.Scores()
	if sc[0]+sc[1] != 72 {
		t.Fatalf("scores %v", sc)
	}
	over := last[len(last)-1].(GameOver)
	if !slices.Equal(over.Scores, sc) || !slices.Equal(over.Winners, s.Winners()) {
		t.Fatalf("game over %+v, scores %v winners %v", over, sc, s.Winners())
	}
	_, err := s.Apply(Name(s.Turn(), 1))
	wantCode(t, err, CodeGameOver)
	if s.Awaiting() != ActionNone {
		t.Fatal(s.Awaiting())
	}
	if got := leaders([]int{30, 30, 12}); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("ties share: %v", got)
	}
}
