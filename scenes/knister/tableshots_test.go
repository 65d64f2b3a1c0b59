package knister

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestTableShots paints, for a person to look at, the round with its Log
// button at a laptop and a phone, tables of 2, 3 and 4 people at
// 1280×800 (and 4 on a phone lying flat) with the cards as large as the
// seats allow, and the scoring screen with its Log button, in English,
// German and French:
//
//	KNISTER_TABLE_SHOTS=DIR xvfb-run -a go test -run TestTableShots ./scenes/knister/
//
// Without the variable it paints the table of 4 in English only and
// checks that the picture shows something.
func TestTableShots(t *testing.T) {
	dir := os.Getenv("KNISTER_TABLE_SHOTS")
	langs := []string{"en", "de", "fr"}
	if dir == "" {
		dir, langs = t.TempDir(), []string{"en"}
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv(store.EnvConfigDir, t.TempDir())
	shoot := func(w, h int, draw func(*ebiten.Image), name string) {
		t.Helper()
		img := ebiten.NewImage(w, h)
		defer img.Deallocate()
		draw(img)
		if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	for _, lang := range langs {
		for _, n := range []int{4, 2, 3} {
			ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
				Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
			seats := seatsOf(n)
			seats[n-1].Bot = "" // people all round: every panel with its Undo
			r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 3, Around: true})
			r.Layout(ctx)
			for range tumbleTicks + 20 {
				r.Update(ctx)
			}
			for p := range n - 1 { // all but the last have written
				c, _ := r.homeCell(p)
				r.apply(ctx, p, c)
			}
			r.Update(ctx)
			shoot(1280, 800, func(img *ebiten.Image) { r.Draw(img, ctx) }, fmt.Sprintf("table-%d-1280x800-%s.png", n, lang))
			if len(langs) == 1 {
				break
			}
		}
		if len(langs) == 1 {
			return
		}
		// A phone lying flat: the app lays the table out on its long sides.
		ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
			Nav: nopNav{}, Frame: &ui.Frame{}, W: 844, H: 390, Scale: 1}
		r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seatsOf(4), Seed: 3, Around: true})
		r.Layout(ctx)
		for range tumbleTicks + 20 {
			r.Update(ctx)
		}
		shoot(844, 390, func(img *ebiten.Image) { r.Draw(img, ctx) }, "table-4-844x390-"+lang+".png")
		for _, size := range [][2]int{{1280, 800}, {390, 844}} {
			r, ctx := shotRound(t, seatsOf(3), lang, size[0], size[1], 6)
			shoot(size[0], size[1], func(img *ebiten.Image) { r.Draw(img, ctx) }, fmt.Sprintf("round-%dx%d-%s.png", size[0], size[1], lang))
			s := NewScoring(ctx, core.Table{Game: knister.GameName, Seats: seatsOf(3), Seed: 11, Practice: true}, finished(t, 3))
			s.Layout(ctx)
			for range 60 {
				s.Update(ctx)
			}
			shoot(size[0], size[1], func(img *ebiten.Image) { s.Draw(img, ctx) }, fmt.Sprintf("scoring-%dx%d-%s.png", size[0], size[1], lang))
		}
	}
}
