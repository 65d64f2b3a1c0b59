package kakuzu

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestShots paints rounds in several layouts and variants and checks that
// each picture shows something (ebitentest.Shoot). The pictures go to a
// temporary folder, or to $CIFRA_SHOTS for a person to look at:
//
//	CIFRA_SHOTS=DIR xvfb-run -a go test -run TestShots ./scenes/kakuzu/
func TestShots(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	t.Setenv(store.EnvConfigDir, t.TempDir())
	cases := []struct {
		name    string
		w, h    int
		lang    string
		around  bool
		hints   bool
		variant string
		clock   int
		seats   []rules.Player
		ticks   int
	}{
		{"landscape-classic", 1280, 800, "en", false, false, "classic", 0, bots(3), 2400},
		{"portrait-classic", 390, 844, "en", false, false, "classic", 30, mixed(2), 1500},
		{"landscape-nobag-hints", 1280, 800, "de", false, true, "no-bag", 0, mixed(3), 1600},
		{"table-4", 1280, 800, "en", true, false, "classic", 60, mixed(4), 2000},
		{"table-2-nobag", 1280, 800, "ru", true, false, "no-bag", 0, mixed(2), 1500},
		{"portrait-nobag", 390, 844, "fr", false, true, "no-bag", 0, mixed(2), 1500},
	}
	for _, c := range cases {
		ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(c.lang)), Settings: &core.Settings{},
			Nav: nopNav{}, Frame: &ui.Frame{}, W: c.w, H: c.h, Scale: 1}
		tb := core.Table{Game: "kakuzu", Seats: c.seats, Seed: 42, Around: c.around, Hints: c.hints,
			Options: map[string]any{"variant": c.variant, "turnSeconds": c.clock}}
		r := NewRound(ctx, tb)
		r.Layout(ctx)
		stand, _ := kakuzu.NewBot("normal", 7, 0)
		for i := range c.ticks {
			ctx.Tick = int64(i)
			r.Update(ctx)
			if !r.run.Busy() && r.human(r.st.Turn()) {
				// A person's turn: a bot plays it for them, so the shot
				// shows a game under way.
				if m, ok := r.st.RandomDraw(); ok {
					r.apply(ctx, m)
				} else if i%97 == 0 { // the person looks a while, then plays
					if m, ok := stand.Choose(r.st.View(r.st.Turn())); ok {
						r.apply(ctx, m)
					}
				}
			}
		}
		if c.hints {
			// The aids show once the table rests on a person's turn.
			for range 600 {
				if !r.run.Active() && r.human(r.st.Turn()) && r.st.Awaiting() == kakuzu.ActionLift {
					break
				}
				r.Update(ctx)
				if !r.run.Busy() && r.human(r.st.Turn()) {
					if m, ok := r.st.RandomDraw(); ok {
						r.apply(ctx, m)
					} else if r.st.Awaiting() == kakuzu.ActionName {
						r.apply(ctx, kakuzu.Name(r.st.Turn(), r.nameable0()))
					}
				}
			}
			r.Update(ctx)
			r.showHint(ctx)
		}
		img := ebiten.NewImage(c.w, c.h)
		r.Draw(img, ctx)
		if err := ebitentest.Shoot(img, filepath.Join(dir, c.name+".png")); err != nil {
			t.Error(err)
		}
		img.Deallocate()
	}
}

type nopNav struct{}

func (nopNav) Switch(core.Scene)        {}
func (nopNav) Menu()                    {}
func (nopNav) Overlay(core.OverlayKind) {}
func (nopNav) CloseOverlay()            {}
func (nopNav) Quit()                    {}
func (nopNav) SettingsChanged()         {}

func bots(n int) []rules.Player {
	levels := []string{"hard", "normal", "easy", "hard"}
	var out []rules.Player
	for i := range n {
		out = append(out, rules.Player{Name: "Bot " + string(rune('A'+i)), Bot: levels[i]})
	}
	return out
}

func mixed(n int) []rules.Player {
	out := []rules.Player{{Name: "Ana"}}
	if n > 2 {
		out = append(out, rules.Player{Name: "Bo"})
	}
	return append(out, bots(n-len(out))...)
}

// nameable0 is the first digit the seat to move may name.
func (r *Round) nameable0() int {
	set := r.nameable()
	for d := 1; d <= 9; d++ {
		if set&(1<<d) != 0 {
			return d
		}
	}
	return 1
}
