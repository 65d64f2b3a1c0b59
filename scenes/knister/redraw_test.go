package knister

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestBotsRedrawOnlyWhenThePictureChanges: a table of bots (they write a
// few ticks apart, the roll comes by itself after a pause) is drawn at
// every tick whose picture changes and at no other: no tick the app
// skips changes the picture, and the pause before a roll costs no frames.
func TestBotsRedrawOnlyWhenThePictureChanges(t *testing.T) {
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 800, H: 500, Scale: 1}
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: frametest.Bots("easy", "normal"), Seed: 4})
	rig := frametest.New(ctx, r)
	waiting := func() bool { return r.rollWait > 0 && !r.moving() }
	got := rig.Audit(t, 30*core.TPS, waiting)
	t.Logf("waiting to roll: %d ticks, %d drawn, %d identical, %d ticked only; %d moves", got.Ticks, got.Drawn, got.Identical, got.TickOnly, r.st.MoveCount())
	if got.Ticks < 2*core.TPS || r.st.MoveCount() < 10 {
		t.Fatalf("%d ticks of waiting, %d moves: the test no longer watches a game", got.Ticks, r.st.MoveCount())
	}
	if got.PerSecond() > 2 {
		t.Errorf("waiting for the automatic roll draws %.2f frames a second, want at most 2", got.PerSecond())
	}
}
