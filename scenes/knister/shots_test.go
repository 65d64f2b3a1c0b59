package knister

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// longNames are seat names of 10 to 16 letters, the longest first.
var longNames = []string{"Maximilianus Rex", "Alessandra", "Bartholomew", "Konstantinos", "Wilhelmina", "Christophoros",
	"Evangelista", "Gwendolynne", "Anastasiya", "Fitzgerald", "Persephone", "Temperance"}

// seatsOf is n seats with long names, the first a person and the last a
// bot when there are several.
func seatsOf(n int) []rules.Player {
	var out []rules.Player
	for i := range n {
		p := rules.Player{Name: longNames[i]}
		if i == n-1 && n > 1 {
			p.Bot = "hard"
		}
		out = append(out, p)
	}
	return out
}

// shotRound is a hot-seat round of seats on a w×h screen after rolls
// placements by every seat (the people's chosen by a bot).
func shotRound(t *testing.T, seats []rules.Player, lang string, w, h, rolls int) (*Round, *core.Context) {
	t.Helper()
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 3, Hints: true})
	r.Layout(ctx)
	playRolls(t, r, ctx, rolls, map[int][]knister.Move{})
	return r, ctx
}

// TestShots paints rounds (one seat with a finger dragging the slip; three
// seats; twelve in Russian and in English), a round around a table and
// the pass screen, and checks that each picture shows something
// (ebitentest.Shoot). With CIFRA_SHOTS naming a folder it paints every
// round at the four screen sizes there, for a person to look at:
//
//	CIFRA_SHOTS=DIR xvfb-run -a go test -run TestShots ./scenes/knister/
//
// Otherwise it paints, into a temporary folder, one seat on the phone,
// three on the laptop and twelve in Russian on the tablet, besides the
// table and the pass screen.
func TestShots(t *testing.T) {
	dir, all := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	t.Setenv(store.EnvConfigDir, t.TempDir())
	type round struct {
		n, rolls int
		lang     string
	}
	one, three, twelveRU, twelveEN := round{1, 4, "en"}, round{3, 11, "fr"}, round{12, 11, "ru"}, round{12, 11, "en"}
	type view struct {
		size [2]int
		round
	}
	views := []view{{shotSizes[0], one}, {shotSizes[2], three}, {shotSizes[1], twelveRU}}
	if all {
		views = nil
		for _, size := range shotSizes {
			for _, c := range []round{one, three, twelveRU, twelveEN} {
				views = append(views, view{size, c})
			}
		}
	}
	shoot := func(img *ebiten.Image, name string) {
		t.Helper()
		if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
		img.Deallocate()
	}
	for _, v := range views {
		size, c := v.size, v.round
		r, ctx := shotRound(t, seatsOf(c.n), c.lang, size[0], size[1], c.rolls)
		if c.n == 1 {
			// A finger halfway through dragging the slip to the card.
			touchDrag(r, ctx, knister.Cell{R: 1, C: 3}, false)
		}
		img := ebiten.NewImage(size[0], size[1])
		r.Draw(img, ctx)
		shoot(img, fmt.Sprintf("%dx%d-%d-%s.png", size[0], size[1], c.n, c.lang))
	}
	// Around a table, six long names.
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("de"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1920, H: 1080, Scale: 1}
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seatsOf(6), Seed: 3, Around: true})
	r.Layout(ctx)
	for range tumbleTicks + 20 {
		r.Update(ctx)
	}
	img := ebiten.NewImage(1920, 1080)
	r.Draw(img, ctx)
	shoot(img, "table-6-de.png")
	// Passing the device to a long name on a phone.
	r, ctx = shotRound(t, seatsOf(3), "de", 390, 844, 2)
	r.passTo(1)
	r.Update(ctx)
	img = ebiten.NewImage(390, 844)
	r.Draw(img, ctx)
	shoot(img, "pass-390x844-de.png")
}

// touchDrag presses a finger on the slip and moves it so that the lifted
// slip hangs over cell, dropping it there when drop is set.
func touchDrag(r *Round, ctx *core.Context, cell knister.Cell, drop bool) {
	tx, ty := r.lay.token.Center()
	cx, cy := r.lay.cell(cell).Center()
	// The finger goes below the square by the lift, the slip above it.
	cy += r.lay.lift() + r.lay.token.H/2
	p := ui.Pointer{ID: 1, Touch: true, X: tx, Y: ty, StartX: tx, StartY: ty, Down: true, Pressed: true}
	ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{p}}
	r.Update(ctx)
	for i := 1; i <= 6; i++ {
		p.Pressed, p.Moved = false, true
		p.X, p.Y = tx+(cx-tx)*float64(i)/6, ty+(cy-ty)*float64(i)/6
		ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{p}}
		r.Update(ctx)
	}
	if drop {
		p.Down, p.Released = false, true
		ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{p}}
		r.Update(ctx)
	}
	ctx.Frame = &ui.Frame{}
}

type nopNav struct{}

func (nopNav) Switch(core.Scene)        {}
func (nopNav) Menu()                    {}
func (nopNav) Overlay(core.OverlayKind) {}
func (nopNav) CloseOverlay()            {}
func (nopNav) Quit()                    {}
func (nopNav) SettingsChanged()         {}

// shotSizes are the screens TestShots paints: a phone, a tablet, two
// desktops.
var shotSizes = [][2]int{{390, 844}, {768, 1024}, {1280, 800}, {1920, 1080}}
