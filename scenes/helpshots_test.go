package scenes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// helpShotSizes are the phone, tablet and laptop screens looked at.
var helpShotSizes = [][2]int{{390, 844}, {768, 1024}, {1280, 800}}

// shootHelp opens the menu's help on game gi and saves a picture of each
// of its pages.
func shootHelp(dir string, lang i18n.Lang, w, h, gi int) error {
	script := &ui.Script{}
	app, err := NewApp(Options{Lang: lang}, script)
	if err != nil {
		return err
	}
	defer app.Close()
	app.Layout(w, h)
	for range 30 {
		if err := app.Update(); err != nil {
			return err
		}
	}
	app.Overlay(core.OverlayPause)
	o := app.overlay.(*overlay)
	o.switchTo(&app.ctx, core.OverlayHelp)
	o.helpGame = gi
	o.Layout(&app.ctx)
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	for page := range o.help.pages {
		o.help.page = page
		o.Layout(&app.ctx)
		app.dirty = 2
		img.Clear()
		app.Draw(img)
		name := fmt.Sprintf("help-%s-%s-%dx%d-p%d.png", registry[gi].ID, lang, w, h, page+1)
		if err := ebitentest.WritePNG(img, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// TestHelpShots draws the help overlay of every game at the sizes the
// issue names, in English and Russian, every page, and saves them as PNGs for people
// to look at; it is skipped unless CIFRA_HELP_SHOTS names a folder:
//
//	CIFRA_HELP_SHOTS=/tmp/help [CIFRA_HELP_GAME=knister] xvfb-run -a go test -run TestHelpShots ./scenes/
func TestHelpShots(t *testing.T) {
	dir := os.Getenv("CIFRA_HELP_SHOTS")
	if dir == "" {
		t.Skip("set CIFRA_HELP_SHOTS=DIR to save pictures of the help")
	}
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	t.Setenv("CIFRA_NO_AUDIO", "1")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	only := os.Getenv("CIFRA_HELP_GAME")
	var err error
	loopErr := ebitentest.InLoop(func() {
		for _, lang := range []i18n.Lang{"en", "ru"} {
			for _, sz := range helpShotSizes {
				for gi, g := range registry {
					if !i18n.Has("help."+g.ID) || only != "" && only != g.ID {
						continue
					}
					if err = shootHelp(dir, lang, sz[0], sz[1], gi); err != nil {
						return
					}
				}
			}
		}
	})
	if err := errors.Join(loopErr, err); err != nil {
		t.Fatal(err)
	}
}
