package stats

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// shots draws the Stats screen inside Ebitengine's game loop (reading pixels
// needs a running loop) and writes PNGs; its Update does the work once.
type shots struct {
	do  func() error
	err error
}

func (s *shots) Update() error {
	s.err = s.do()
	return ebiten.Termination
}

func (*shots) Draw(*ebiten.Image) {}

func (*shots) Layout(int, int) (int, int) { return 64, 64 }

// TestShots renders the screen on a landscape and a portrait screen, in a
// few languages, to $CIFRA_SHOT_DIR for a person to look at. Run it under
// xvfb-run where there is no display.
func TestShots(t *testing.T) {
	dir := os.Getenv("CIFRA_SHOT_DIR")
	if dir == "" {
		t.Skip("set CIFRA_SHOT_DIR to write screenshots of the Stats screen")
	}
	useTempDir(t)
	someStats(t)
	cases := []struct {
		lang  i18n.Lang
		w, h  int
		focus bool
	}{
		{"en", 1280, 800, false}, {"en", 390, 844, true},
		{"de", 1280, 800, true}, {"ru", 390, 844, false}, {"fr", 390, 844, false},
	}
	run := &shots{do: func() error {
		for _, c := range cases {
			ctx, _ := newContext(c.lang, c.w, c.h)
			s, _ := NewScene(ctx, games).(*Scene)
			s.Layout(ctx)
			if c.focus { // show the keyboard focus ring on Back
				ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyActivate}}
				s.Update(ctx)
			}
			img := ebiten.NewImage(c.w, c.h)
			s.Draw(img, ctx)
			rgba := image.NewRGBA(image.Rect(0, 0, c.w, c.h))
			img.ReadPixels(rgba.Pix)
			if err := writePNG(filepath.Join(dir, fmt.Sprintf("stats-%s-%dx%d.png", c.lang, c.w, c.h)), rgba); err != nil {
				return err
			}
		}
		return nil
	}}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(run); err != nil {
		t.Fatal(err)
	}
	if run.err != nil {
		t.Fatal(run.err)
	}
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	return errors.Join(png.Encode(f, img), f.Close())
}
