package kakuzu

import (
	"testing"

	"cifra/rules/kakuzu"
	art "cifra/sprites/kakuzu"
)

// TestNoBagFoundDigitLooksSpentAndSaysWhy: in the no-bag variant, a digit
// found this turn looks apart from the digit being named (found: spent,
// not the hunted number's gold ring), its button is off, and a tap on it
// says why on the seat's panel and in the news; a digit tapped while a
// lift is awaited says to lift first. Around a table a seat's own picker
// does the same.
func TestNoBagFoundDigitLooksSpentAndSaysWhy(t *testing.T) {
	for _, around := range []bool{false, true} {
		tb := table(seats(2), 3, kakuzu.NoBag, 0)
		tb.Around = around
		st := deal(t, tb)
		neutralSetup(t, st)
		g := rigWith(t, tb, st)
		digit := digitID
		if around {
			digit = func(d int) string { return seatDigitID(0, d) }
		}
		g.tapOn(digit(1))
		g.settle()
		g.liftByTap(covering(t, st, 1, true))
		if st.Turn() != 0 || st.Awaiting() != kakuzu.ActionName {
			t.Fatalf("around %v: after finding a 1, turn %d awaiting %v", around, st.Turn(), st.Awaiting())
		}
		if got := g.r.view.numberState(1); got != art.NumberStoneFound {
			t.Fatalf("around %v: the 1 found this turn shows as state %d, want found (%d)", around, got, art.NumberStoneFound)
		}
		if g.enabled(digit(1)) {
			t.Fatalf("around %v: the 1 found this turn can be named", around)
		}
		before := st.Moves()
		g.tap(digit(1))
		sameMoves(t, "a tap on the 1 found", st, before)
		if want := g.ctx.T("error.kakuzu.already-named"); g.r.seats[0].word != want || g.r.message != want {
			t.Fatalf("around %v: a tap on the 1 found says %q on the panel, %q in the news; want %q", around, g.r.seats[0].word, g.r.message, want)
		}
		// Naming the 2: the 2 is hunted (the gold ring), the 1 still found.
		g.clearWords()
		g.tapOn(digit(2))
		g.settle()
		if a, b := g.r.view.numberState(2), g.r.view.numberState(1); a != art.NumberStoneDrawn || b != art.NumberStoneFound {
			t.Fatalf("around %v: naming 2 after finding 1: the 2 shows %d, the 1 %d; want hunted %d and found %d", around, a, b, art.NumberStoneDrawn, art.NumberStoneFound)
		}
		// A digit while the lift is awaited: lift first.
		before = st.Moves()
		g.tap(digit(5))
		sameMoves(t, "a digit tapped while a lift is awaited", st, before)
		if want := g.ctx.T("kakuzu.liftnow", 2); g.r.seats[0].word != want {
			t.Fatalf("around %v: a digit tapped while a lift is awaited says %q, want %q", around, g.r.seats[0].word, want)
		}
		g.draw()
	}
}
