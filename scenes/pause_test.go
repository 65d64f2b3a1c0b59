package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/scenes/core"
	skr "cifra/scenes/kakuro"
)

// TestPausingARaceHidesTheBoard: paused, Kakuro's board (a race: everyone
// hunts it at once) is hidden under the pause panel, not just dimmed;
// Knister's card stays visible under it.
func TestPausingARaceHidesTheBoard(t *testing.T) {
	for _, c := range []struct {
		game   string
		hidden bool
	}{{"kakuro", true}, {"knister", false}} {
		h := newHarness(t, Options{Game: c.game, Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}}, Seed: 3})
		h.Run(60)
		h.app().Overlay(core.OverlayPause)
		h.Run(2)
		screen := ebiten.NewImage(1280, 800)
		h.app().Draw(screen)
		rgba := image.NewRGBA(screen.Bounds())
		screen.ReadPixels(rgba.Pix)
		// The left quarter of the screen: the board or the card, beside
		// the pause panel.
		left := rgba.SubImage(image.Rect(20, 120, 220, 700)).(*image.RGBA)
		look := ebitentest.LookOf(left)
		if hidden := look.Detail < 0.002; hidden != c.hidden {
			t.Errorf("%s paused: the play area beside the panel shows %v, want hidden %v", c.game, look, c.hidden)
		}
	}
}

// TestTheSoloLogStopsTheSand: alone at Kakuro, the log is the app's
// overlay, which stops the round as the pause panel does: with the log
// open longer than the hourglass runs, the sum is still in play when it
// closes, its sand where it was.
func TestTheSoloLogStopsTheSand(t *testing.T) {
	h := newHarness(t, Options{Game: "kakuro", Players: []rules.Player{{Name: "Ana"}}, Seed: 11})
	h.Run(60)
	round, ok := h.app().Scene().(*skr.Round)
	if !ok {
		t.Fatalf("the game opened %q", h.app().Scene().Name())
	}
	h.Tap("kakuro.log.button")
	if _, ok := h.app().Scene().(*skr.Round); ok {
		t.Fatal("Log alone opened no overlay")
	}
	h.Run(70 * core.TPS) // longer than the box's 60 s hourglass
	h.app().CloseOverlay()
	h.Run(1)
	if aside := len(round.State().Aside()); aside != 0 || round.Phase() != "hunt" {
		t.Fatalf("after 70 s of the log the round is in phase %s with %d sums aside: the sand ran under it", round.Phase(), aside)
	}
}
