package menu

import (
	"testing"

	"cifra/internal/cli"
	"cifra/scenes/games"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/ui"
)

// TestTheMenuReachedByAClickShowsNoRing: a click puts focus rings away,
// even on setup reached by Enter, which showed its ring at once (setup's
// TestKeyboardRingFollowsToTheNextScreen): the menu it goes back to shows
// none.
func TestTheMenuReachedByAClickShowsNoRing(t *testing.T) {
	h := apptest.New(t, cli.Options{Lang: "en"}, games.All, 1280, 800)
	h.Script.Press(ui.KeyActivate) // the menu's focused game opens its setup
	h.Run(2)
	if got := h.App.Scene().Name(); got != "setup" {
		t.Fatalf("Enter on the menu opened %q", got)
	}
	back := h.MustTarget("setup.back")
	h.Script.Tap(back.X+back.W/2, back.Y+back.H/2, false)
	h.Run(1)
	if m, ok := h.App.Scene().(*Scene); ok {
		if f := m.controls.Focused(); !f.IsZero() && m.controls.State(f).Focused {
			t.Error("the menu reached by a click shows a focus ring")
		}
	}
}
