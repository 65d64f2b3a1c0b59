package stats

import (
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// TestShots renders the screen on a landscape and a portrait screen, in a
// few languages, and checks that each picture shows something
// (ebitentest.Shoot). They are written to a temporary folder, or to
// $CIFRA_SHOT_DIR for a person to look at:
//
//	CIFRA_SHOT_DIR=/tmp/stats xvfb-run -a go test -run TestShots ./scenes/stats/
//
// Reading pixels needs a running game loop: this is the package's only
// test that does, so it runs one of its own.
func TestShots(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOT_DIR")
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
	var errs []error
	loopErr := ebitentest.InLoop(func() {
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
			errs = append(errs, ebitentest.Shoot(img, filepath.Join(dir, fmt.Sprintf("stats-%s-%dx%d.png", c.lang, c.w, c.h))))
			img.Deallocate()
		}
	})
	if err := errors.Join(append(errs, loopErr)...); err != nil {
		t.Fatal(err)
	}
}
