package kakuzu

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
)

// TestTurnsRedrawOnlyWhenThePictureChanges: a person with the turn clock
// running and two bots who pause before they act cost frames only when
// the picture changes — a bot's move, the clock's next second, a word —
// and no tick the app skips changes the picture.
func TestTurnsRedrawOnlyWhenThePictureChanges(t *testing.T) {
	ctx, _ := newContext(800, 500)
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	tb := table(seats(1, "easy", "normal"), 3, kakuzu.Classic, 10)
	st := deal(t, tb)
	neutralSetup(t, st) // the play: the person's turns run on the clock
	r := newRound(ctx, tb, st)
	rig := frametest.New(ctx, r)
	waiting := func() bool { return !r.run.Active() && r.drags.Len() == 0 }
	timeouts := 0
	got := rig.Audit(t, 60*core.TPS, func() bool {
		if r.clock == 1 {
			timeouts++
		}
		return waiting()
	})
	t.Logf("waiting: %d ticks, %d drawn (%.2f a second, %d of the clock's panel alone), %d identical, %d ticked only; %d turns timed out, %d moves", got.Ticks, got.Drawn, got.PerSecond(), got.Partial, got.Identical, got.TickOnly, timeouts, st.MoveCount())
	if timeouts == 0 || got.TickOnly < 10*core.TPS {
		t.Fatalf("no turn clock ran out (%d ticks only ticked): the test no longer watches the clock", got.TickOnly)
	}
	if got.Ticks < 20*core.TPS {
		t.Fatalf("only %d ticks of waiting in a minute: the test no longer watches a clock", got.Ticks)
	}
	if got.Partial < got.Drawn/2 {
		t.Errorf("of %d frames drawn only %d redrew just the clock's panel", got.Drawn, got.Partial)
	}
	if got.PerSecond() > 2 || got.Identical > got.Drawn/4 {
		t.Errorf("waiting draws %.2f frames a second, %d of %d identical to the screen; want at most 2, a quarter", got.PerSecond(), got.Identical, got.Drawn)
	}
}
