package kakuro

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
)

// shotCase is one picture TestShots paints: a round some ticks into a
// game of bots and people (who only watch), and its scoring screen.
type shotCase struct {
	name   string
	w, h   int
	lang   i18n.Lang
	around bool
	seats  []rules.Player
}

// TestShots paints rounds and scoring screens at a laptop, a phone and a
// table of four, in English, Italian and German, and checks that each
// picture shows something. The pictures go to a temporary folder, or to
// $CIFRA_SHOTS for a person to look at:
//
//	CIFRA_SHOTS=/tmp/kakuro-shots xvfb-run -a go test -run TestShots ./scenes/kakuro/
func TestShots(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	t.Setenv(store.EnvConfigDir, t.TempDir())
	mixed := func(people, bots int) []rules.Player { return seats(people, bots, "normal") }
	cases := []shotCase{
		{"landscape-en", 1280, 800, "en", false, mixed(1, 2)},
		{"landscape-it", 1280, 800, "it", false, mixed(1, 2)},
		{"portrait-de", 390, 844, "de", false, mixed(1, 3)},
		{"portrait-en", 390, 844, "en", false, mixed(1, 2)},
		{"table4-en", 1280, 800, "en", true, mixed(2, 2)},
		{"table4-de", 1280, 800, "de", true, mixed(2, 2)},
		{"table4-it", 1280, 800, "it", true, mixed(2, 2)},
		{"table3-en", 1280, 800, "en", true, mixed(1, 2)},
		{"table5-de", 1280, 800, "de", true, mixed(3, 2)},
		{"portrait5-it", 390, 844, "it", false, mixed(3, 2)},
	}
	for _, c := range cases {
		ctx, _ := newContext(c.w, c.h)
		ctx.Tr = i18n.New(c.lang)
		tb := table(c.seats, 5, 60)
		tb.Around = c.around
		r := NewRound(ctx, tb)
		r.Layout(ctx)
		for i := range 2500 {
			ctx.Tick = int64(i)
			r.Update(ctx)
		}
		shootScene(t, ctx, filepath.Join(dir, "round-"+c.name+".png"), r)
		for _, l := range r.GameLog(ctx) {
			t.Logf("%s log: seat %d turn %d: %s", c.name, l.Seat, l.Turn, l.Text)
		}
		s := NewScoring(ctx, tb, r.st)
		s.Layout(ctx)
		for range 60 {
			s.Update(ctx)
		}
		shootScene(t, ctx, filepath.Join(dir, "scoring-"+c.name+".png"), s)
	}
}

// shootScene paints scene s on a screen of the context's size and saves
// it at path.
func shootScene(t *testing.T, ctx *core.Context, path string, s core.Scene) {
	t.Helper()
	img := ebiten.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	s.Draw(img, ctx)
	if err := ebitentest.Shoot(img, path); err != nil {
		t.Error(fmt.Errorf("%s: %w", path, err))
	}
}
