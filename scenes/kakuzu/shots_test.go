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
		// Table mode with each person's own hint (and undo), in three
		// languages; three seats leave the far side empty.
		{"table-4-hints-de", 1280, 800, "de", true, true, "classic", 0, mixed(4), 2000},
		{"table-4-nobag-hints-it", 1280, 800, "it", true, true, "no-bag", 0, mixed(4), 1600},
		{"table-3-hints-en", 1280, 800, "en", true, true, "classic", 0, mixed(3), 1800},
		{"portrait-classic-ru", 390, 844, "ru", false, true, "classic", 0, mixed(2), 1500},
		// Around a small tablet's table, and around a phone's, which
		// passes one device instead (lying down and upright).
		{"table-4-hints-1024x600-en", 1024, 600, "en", true, true, "classic", 0, mixed(4), 2000},
		{"table-4-nobag-hints-1024x600-de", 1024, 600, "de", true, true, "no-bag", 0, mixed(4), 1600},
		{"table-4-hints-844x390-de", 844, 390, "de", true, true, "classic", 0, mixed(4), 1500},
		{"table-4-hints-390x844-en", 390, 844, "en", true, true, "classic", 0, mixed(4), 1500},
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
	for _, c := range []struct {
		lang string
		w, h int
	}{{"en", 1280, 800}, {"de", 390, 844}, {"ru", 1280, 800}} {
		if err := shootScoring(t, dir, c.lang, c.w, c.h); err != nil {
			t.Error(err)
		}
		if err := shootFound(t, dir, c.lang, c.w, c.h); err != nil {
			t.Error(err)
		}
	}
}

// shootFound paints a no-bag turn that found a 1 and names the 2: the 1
// spent, the 2 hunted, the stone won ringed with its seat's mark.
func shootFound(t *testing.T, dir, lang string, w, h int) error {
	tb := table(seats(2), 3, kakuzu.NoBag, 0)
	tb.Hints = true
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigSized(t, tb, st, w, h)
	g.ctx.Tr = i18n.New(i18n.Lang(lang))
	g.tapOn(digitID(1))
	g.settle()
	g.liftByTap(covering(t, st, 1, true))
	g.tapOn(digitID(2))
	g.settle()
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	g.r.Draw(img, g.ctx)
	return ebitentest.Shoot(img, filepath.Join(dir, "nobag-found-"+lang+"-"+itoa(w)+"x"+itoa(h)+".png"))
}

// shootScoring plays three bots to the end and paints the score screen
// with a seat that did not win chosen.
func shootScoring(t *testing.T, dir, lang string, w, h int) error {
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
		Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
	nv := &nav{}
	ctx.Nav = nv
	tb := table(bots(3), 11, kakuzu.Classic, 0)
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
	g.r.Layout(ctx)
	s := g.playToScoring(60_000)
	s.Layout(ctx)
	s.Selected = s.Order[len(s.Order)-1]
	for range 60 {
		s.Update(ctx)
	}
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	s.Draw(img, ctx)
	return ebitentest.Shoot(img, filepath.Join(dir, "scoring-"+lang+"-"+itoa(w)+"x"+itoa(h)+".png"))
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
