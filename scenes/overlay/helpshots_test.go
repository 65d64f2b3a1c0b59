package overlay

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/cli"
	"cifra/internal/ebitentest"
	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/ui"
)

// helpShotSizes are the phone, tablet and laptop screens looked at.
var helpShotSizes = [][2]int{{390, 844}, {768, 1024}, {1280, 800}}

// shootHelp opens the menu's help on game gi, saves a picture of each of
// its pages and checks that each shows something; it returns how many
// pages it drew.
func shootHelp(dir string, lang i18n.Lang, w, h, gi int) (int, error) {
	script := &ui.Script{}
	app, err := apptest.NewApp(cli.Options{Lang: lang}, games.All, script)
	if err != nil {
		return 0, err
	}
	defer app.Close()
	app.Layout(w, h)
	for range 30 {
		if err := app.Update(); err != nil {
			return 0, err
		}
	}
	app.Overlay(core.OverlayPause)
	o := app.Scene().(*Scene)
	o.switchTo(app.Context(), core.OverlayHelp)
	o.helpGame = gi
	o.Layout(app.Context())
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	var errs []error
	for page := range o.help.pages {
		o.help.page = page
		o.Layout(app.Context())
		img.Clear()
		if err := apptest.DrawNow(app, img); err != nil {
			return 0, err
		}
		name := fmt.Sprintf("help-%s-%s-%dx%d-p%d.png", games.All[gi].ID, lang, w, h, page+1)
		errs = append(errs, ebitentest.Shoot(img, filepath.Join(dir, name)))
	}
	return len(o.help.pages), errors.Join(errs...)
}

// TestHelpShots draws the help overlay of every game, every page, and
// checks that each picture shows something (ebitentest.Shoot). With
// CIFRA_HELP_SHOTS naming a folder it draws them at the sizes the issue
// names (a phone, a tablet, a laptop) in English and Russian and saves
// them there for people to look at; otherwise a representative few go to
// a temporary folder: Russian (the longest texts, the most pages) on the
// phone and English on the laptop.
//
//	CIFRA_HELP_SHOTS=/tmp/help [CIFRA_HELP_GAME=knister] xvfb-run -a go test -run TestHelpShots ./scenes/overlay/
func TestHelpShots(t *testing.T) {
	dir, all := ebitentest.ShotDir(t, "CIFRA_HELP_SHOTS")
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	t.Setenv("CIFRA_NO_AUDIO", "1")
	type view struct {
		lang i18n.Lang
		size [2]int
	}
	views := []view{{"ru", helpShotSizes[0]}, {"en", helpShotSizes[2]}}
	if all {
		views = nil
		for _, lang := range []i18n.Lang{"en", "ru"} {
			for _, sz := range helpShotSizes {
				views = append(views, view{lang, sz})
			}
		}
	}
	only := os.Getenv("CIFRA_HELP_GAME")
	shot := 0
	for _, v := range views {
		for gi, g := range games.All {
			if !i18n.Has("help."+g.ID) || only != "" && only != g.ID {
				continue
			}
			n, err := shootHelp(dir, v.lang, v.size[0], v.size[1], gi)
			if err != nil {
				t.Error(err)
			}
			shot += n
		}
	}
	if shot == 0 {
		t.Fatal("no help was drawn")
	}
}
