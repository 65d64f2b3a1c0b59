package setup

import (
	"cifra/internal/cli"
	"cifra/scenes/ui"
	"testing"
)

// TestKeyboardRingFollowsToTheNextScreen: a screen reached by Enter shows
// its focus ring at once, without another key (and a click puts rings
// away: the menu's TestTheMenuReachedByAClickShowsNoRing).
func TestKeyboardRingFollowsToTheNextScreen(t *testing.T) {
	h := newHarness(t, cli.Options{Lang: "en"})
	h.Script.Press(ui.KeyActivate) // the menu's focused game opens its setup
	h.Run(2)
	st, ok := h.App.Scene().(*Scene)
	if !ok {
		t.Fatalf("Enter on the menu opened %q", h.App.Scene().Name())
	}
	focus := st.controls.Focused()
	if focus.IsZero() || !st.controls.State(focus).Focused {
		t.Fatalf("setup reached by Enter shows no ring (focus %v)", focus)
	}
}
