package setup

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/cli"
	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/ui"
)

// shootShell draws one screen, saves it and checks that it shows something.
func shootShell(dir string, lang i18n.Lang, w, h int, what string) error {
	script := &ui.Script{}
	opts := cli.Options{Lang: lang}
	switch what {
	case "menu":
	case "kakuro", "kakuzu":
		opts.Game = what
	default:
		opts.Game = "knister"
	}
	app, err := apptest.NewApp(opts, games.All, script)
	if err != nil {
		return err
	}
	defer app.Close()
	app.Layout(w, h)
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	// Drawn as the game loop would: the menu paints what it fades in only
	// after its first frame, and fades once that is ready.
	for range 60 {
		if err := app.Update(); err != nil {
			return err
		}
		app.Draw(img)
	}
	ctx := app.Context()
	switch what {
	case "menu":
		ctx.Notify(ctx.T("notice.settings.corrupt"))
	default:
		st := app.Scene().(*Scene)
		st.table.Seats = []rules.Player{{Name: "Maximilian-Josef"}, {Name: "Bo"}, {Name: ctx.T("seat.bot.name", 1), Bot: "hard"}}
		for what == "setup12" && len(st.table.Seats) < st.game.MaxSeats {
			st.table.Seats = append(st.table.Seats, rules.Player{Name: fmt.Sprintf("Alessandra-Maria%d", len(st.table.Seats))[:16]})
		}
		st.table.Hints = true
		st.Layout(ctx)
		if what == "names" {
			st.openName(ctx, 1, true, false)
			st.typeRune('B')
			st.typeRune('o')
		}
	}
	if err := apptest.DrawNow(app, img); err != nil {
		return err
	}
	return ebitentest.Shoot(img, filepath.Join(dir, fmt.Sprintf("%s-%s-%dx%d.png", what, lang, w, h)))
}

// TestShellShots draws the menu (with a notice showing), setup (long names,
// hints on; twelve seats; Kakuro's and Kakuzu's with their options and
// Kakuzu's help lines under them) and setup's name
// editor (opened by a finger) and checks that each picture shows
// something (ebitentest.Shoot). With CIFRA_SHELL_SHOTS naming a folder it
// draws every screen at a phone, a tablet and a laptop size in English,
// German and Russian and saves them there for people to look at:
//
//	CIFRA_SHELL_SHOTS=/tmp/shell xvfb-run -a go test -run TestShellShots ./scenes/setup/
//
// Otherwise it draws each screen once, into a temporary folder, in a
// language and at a size that stretch it most: German (long words) and
// Russian (long words, Cyrillic) on the phone, twelve seats on the tablet.
func TestShellShots(t *testing.T) {
	dir, all := ebitentest.ShotDir(t, "CIFRA_SHELL_SHOTS")
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	t.Setenv("CIFRA_NO_AUDIO", "1")
	type view struct {
		lang i18n.Lang
		size [2]int
		what string
	}
	phone, flat, tablet, laptop := [2]int{390, 844}, [2]int{844, 390}, [2]int{768, 1024}, [2]int{1280, 800}
	sizes := [][2]int{phone, flat, tablet, laptop}
	views := []view{{"en", laptop, "menu"}, {"de", phone, "setup"}, {"ru", phone, "names"},
		{"ru", tablet, "setup12"}, {"de", flat, "setup12"}, {"de", laptop, "kakuro"}, {"ru", phone, "kakuzu"}}
	if all {
		views = nil
		for _, lang := range []i18n.Lang{"en", "de", "ru"} {
			for _, sz := range sizes {
				for _, what := range []string{"menu", "setup", "names", "setup12", "kakuro", "kakuzu"} {
					views = append(views, view{lang, sz, what})
				}
			}
		}
	}
	for _, v := range views {
		if err := shootShell(dir, v.lang, v.size[0], v.size[1], v.what); err != nil {
			t.Error(err)
		}
	}
}
