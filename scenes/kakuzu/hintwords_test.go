package kakuzu

import (
	"testing"

	"cifra/rules/kakuzu"
	"cifra/scenes/ui"
)

// A hint early in a game, when no stone can be certain, says the ringed
// stone is the likeliest, not that it hides the number; it says "sure"
// only when the rules' elimination makes it so (View.Surely).
func TestTheHintSaysMostLikelyUnlessSure(t *testing.T) {
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
	g.drawByTap()
	g.press(ui.KeyHint)
	if g.r.hint == nil || g.r.hint.Action != kakuzu.ActionLift {
		t.Fatalf("no lift hinted: %+v", g.r.hint)
	}
	v := st.View(st.Turn())
	want := "kakuzu.hint.lift.likely"
	if v.Surely(g.r.hint.Square, v.Hunting) {
		want = "kakuzu.hint.lift"
	}
	if want != "kakuzu.hint.lift.likely" {
		t.Fatalf("with nine stones uncovered the hinted stone %v is sure: choose a seed where it is not", g.r.hint.Square)
	}
	if got := g.r.message; got != g.ctx.T(want) {
		t.Fatalf("the hint says %q, want %q", got, g.ctx.T(want))
	}
}
