package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/scenes/core"
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
