package kakuro

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/scenes/core"
)

// TestHuntRedrawsOnlyWhenThePictureChanges: a person hunting against bots
// (who think, declare and claim), then with the hourglass running after
// the person says "impossible", costs frames only when the picture
// changes — a bot's move, the glass's next second — and no tick the app
// skips changes the picture.
func TestHuntRedrawsOnlyWhenThePictureChanges(t *testing.T) {
	ctx, _ := newContext(800, 500)
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	r := NewRound(ctx, table(seats(1, 1, "normal"), 5, 30))
	rig := frametest.New(ctx, r)
	hunting := func() bool { return r.phase == phaseHunt && !r.run.Active() }
	got := rig.Audit(t, 25*core.TPS, hunting)
	t.Logf("hunt: %d ticks, %d drawn (%.2f a second), %d identical, %d ticked only", got.Ticks, got.Drawn, got.PerSecond(), got.Identical, got.TickOnly)
	if got.Ticks < 5*core.TPS {
		t.Fatalf("only %d ticks of hunt: the test no longer watches a hunt", got.Ticks)
	}
	if got.PerSecond() > 2 || got.Identical > got.Drawn/4 {
		t.Errorf("a hunt against a bot draws %.2f frames a second, %d of %d identical to the screen; want at most 2, a quarter", got.PerSecond(), got.Identical, got.Drawn)
	}

	// The person declares: the sand runs for 30 s.
	rig.Ctx.Frame = nil
	for r.phase != phaseHunt || r.run.Active() {
		rig.Tick()
	}
	r.declare(ctx, 0, true)
	running := func() bool { return r.glassOn && r.phase == phaseHunt && !r.run.Active() }
	got = rig.Audit(t, 35*core.TPS, running)
	t.Logf("sand: %d ticks, %d drawn (%.2f a second, %d of just the glass), %d identical", got.Ticks, got.Drawn, got.PerSecond(), got.Partial, got.Identical)
	if got.Ticks < 5*core.TPS {
		t.Fatalf("only %d ticks with the sand running", got.Ticks)
	}
	if got.Partial < got.Drawn*3/4 {
		t.Errorf("of %d frames drawn while the sand ran only %d redrew just the glass", got.Drawn, got.Partial)
	}
	if got.PerSecond() > 1.1 || got.Identical > 1 {
		t.Errorf("the running glass draws %.2f frames a second, %d identical to the screen; want a frame a second at most", got.PerSecond(), got.Identical)
	}
}
