// Package reacttest is what the games' tests of quick reactions share
// (scenes/react.Reactions in an online round): a reaction from another
// seat popping at its seat, the button and the picker worked by a
// pointer and by the keyboard, and the round's widgets with the button,
// and the picker open, laid out on every size in every language.
package reacttest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/client"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/online/react"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Round is a game's online round as the checks work it.
type Round interface {
	core.Scene
	Reactions() *react.Reactions
}

// tick runs one tick of r with frame f (an empty one when nil).
func tick(r Round, ctx *core.Context, f *ui.Frame) {
	if f == nil {
		f = &ui.Frame{}
	}
	ctx.Frame = f
	r.Update(ctx)
	ctx.Frame = &ui.Frame{}
}

// until ticks r until ok, for at most 20 s.
func until(t *testing.T, r Round, ctx *core.Context, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("never %s", what)
		}
		tick(r, ctx, nil)
		time.Sleep(2 * time.Millisecond)
	}
}

// tap presses and lifts a finger on the middle of rect.
func tap(r Round, ctx *core.Context, rect ui.Rect) {
	x, y := rect.Center()
	tick(r, ctx, &ui.Frame{Pointers: []ui.Pointer{{ID: 1, Touch: true, X: x, Y: y, Down: true, Pressed: true, StartX: x, StartY: y}}})
	tick(r, ctx, &ui.Frame{Pointers: []ui.Pointer{{ID: 1, Touch: true, X: x, Y: y, Released: true, StartX: x, StartY: y}}})
}

// target finds id among ts.
func target(ts []ui.Target, id ui.ID) (ui.Target, bool) {
	i := slices.IndexFunc(ts, func(w ui.Target) bool { return w.ID == id.String() })
	if i < 0 {
		return ui.Target{}, false
	}
	return ts[i], true
}

func rectOf(w ui.Target) ui.Rect { return ui.Rect{X: w.X, Y: w.Y, W: w.W, H: w.H} }

// Check works the reactions of r, a round laid out in ctx at an online
// table where this device holds seat 0 and other is seat 1's connection:
//
//   - other's reaction pops at seat 1 (and not at seat 0), and goes
//     after PopTicks;
//   - the button is one of the round's enabled widgets (so Tab, the
//     arrows and a pad reach it); tapped, it opens the picker, which is
//     then the round's targets alone; a reaction tapped there pops at
//     seat 0, and the button rests a second before the next;
//   - by the keyboard the picker's focus moves with the arrows (in a
//     row: on the narrowest phone it is a column, where Down moves it),
//     Enter sends the one focused, Esc closes it without a word to the
//     table;
//   - on every size in every language the round's widgets, the button
//     among them, and the picker open lie on the screen, apart, each a
//     touch target, and the frame's texts fit (layouttest).
//
// With REACT_SHOTS=DIR it saves the frame with other's reaction showing
// in English and German at 390×844 and 1280×800 as DIR/GAME-….png.
//
// button picks the round's targets checked as buttons (nil: all of
// them), as the game's own layout tests pick them: a board's squares
// and the pieces dragged onto it have their own sizes.
func Check(t *testing.T, game string, r Round, ctx *core.Context, other *client.Seat, button func(id string) bool) {
	t.Helper()
	q := r.Reactions()
	if q == nil {
		t.Fatal("an online round has no reactions")
	}
	c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := other.React(c, wire.EmoteParty); err != nil {
		t.Fatalf("the other seat's reaction: %v", err)
	}
	until(t, r, ctx, "shown the other seat's reaction", func() bool { what, ok := q.Showing(1); return ok && what == sprites.ReactParty })
	if _, ok := q.Showing(0); ok {
		t.Fatal("the other seat's reaction pops at this device's seat too")
	}
	shots(t, game, r, ctx)
	for range react.PopTicks + 1 {
		tick(r, ctx, nil)
	}
	if _, ok := q.Showing(1); ok {
		t.Fatalf("a reaction still shows %d ticks on", react.PopTicks+1)
	}

	// A pointer.
	b, ok := target(r.Targets(), react.IDReact)
	if !ok || !b.Enabled {
		t.Fatalf("no reaction button among the round's widgets: %+v", r.Targets())
	}
	tap(r, ctx, rectOf(b))
	if !q.Open() {
		t.Fatal("tapping the button opened no picker")
	}
	picker := r.Targets()
	if len(picker) != len(wire.EmoteIDs)+1 {
		t.Fatalf("with the picker open the round's targets are %+v", picker)
	}
	wow, _ := target(picker, react.IDReaction(1))
	tap(r, ctx, rectOf(wow))
	if q.Open() {
		t.Fatal("the picker stays open after a reaction was picked")
	}
	until(t, r, ctx, "shown this seat's reaction", func() bool { what, ok := q.Showing(0); return ok && what == sprites.ReactWow })
	if b, _ := target(r.Targets(), react.IDReact); b.Enabled {
		t.Fatal("the button takes another reaction at once: the table allows one a second")
	}
	for range core.TPS {
		tick(r, ctx, nil)
	}

	// The keyboard: Enter on the button, Right twice, Enter sends the
	// third; opened again, Esc closes it and nothing is sent.
	if b, _ := target(r.Targets(), react.IDReact); !b.Enabled {
		t.Fatal("the button still rests a second after a reaction")
	}
	if !q.Act(ctx, react.IDReact) {
		t.Fatal("the button's activation was not taken")
	}
	tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyRight}, KeyboardMode: true})
	tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyRight}, KeyboardMode: true})
	tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyActivate}, KeyboardMode: true})
	until(t, r, ctx, "shown the reaction sent by the keyboard", func() bool { what, ok := q.Showing(0); return ok && what == sprites.ReactLaugh })
	for range core.TPS {
		tick(r, ctx, nil)
	}
	q.Act(ctx, react.IDReact)
	tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyBack}, KeyboardMode: true})
	if q.Open() {
		t.Fatal("Esc did not close the picker")
	}
	if _, ok := target(r.Targets(), react.IDReaction(0)); ok {
		t.Fatal("the picker's reactions stay among the round's widgets once closed")
	}

	screens(t, r, ctx, button)
}

// screens checks the round with the button, and with the picker open,
// on every size in every language.
func screens(t *testing.T, r Round, ctx *core.Context, button func(id string) bool) {
	t.Helper()
	q := r.Reactions()
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			ctx.W, ctx.H, ctx.Tr = size[0], size[1], i18n.New(lang)
			what := fmt.Sprintf("%dx%d %s", size[0], size[1], lang)
			r.Layout(ctx)
			tick(r, ctx, nil)
			if b, ok := target(r.Targets(), react.IDReact); !ok || !b.Enabled {
				t.Errorf("%s: no reaction button", what)
				continue
			}
			var buttons []ui.Target
			for _, w := range r.Targets() {
				if button == nil || button(w.ID) {
					buttons = append(buttons, w)
				}
			}
			layouttest.CheckTargets(t, what+" round", ctx, buttons, layouttest.TouchPx)
			q.Act(ctx, react.IDReact)
			layouttest.CheckTargets(t, what+" picker", ctx, r.Targets(), layouttest.TouchPx)
			layouttest.CheckTexts(t, what+" picker", ctx, func(dst *ebiten.Image) { r.Draw(dst, ctx) })
			tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyBack}})
		}
	}
}

// shots saves the round with a reaction showing, with REACT_SHOTS set.
func shots(t *testing.T, game string, r Round, ctx *core.Context) {
	t.Helper()
	dir := os.Getenv("REACT_SHOTS")
	if dir == "" {
		return
	}
	w, h, tr := ctx.W, ctx.H, ctx.Tr
	defer func() { ctx.W, ctx.H, ctx.Tr = w, h, tr; r.Layout(ctx) }()
	for _, size := range [][2]int{{390, 844}, {1280, 800}, {1024, 600}} {
		for _, lang := range []i18n.Lang{"en", "de"} {
			ctx.W, ctx.H, ctx.Tr = size[0], size[1], i18n.New(lang)
			r.Layout(ctx)
			for range 8 { // the pop scales in
				tick(r, ctx, nil)
			}
			img := ebiten.NewImage(ctx.W, ctx.H)
			r.Draw(img, ctx)
			name := fmt.Sprintf("%s-reaction-%dx%d-%s.png", game, size[0], size[1], lang)
			if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
				t.Error(err)
			}
			if lang == "en" { // and the picker open, by the keyboard
				r.Reactions().Act(ctx, react.IDReact)
				tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyRight}, KeyboardMode: true})
				r.Draw(img, ctx)
				tick(r, ctx, &ui.Frame{Keys: []ui.Key{ui.KeyBack}})
				name = fmt.Sprintf("%s-picker-%dx%d-%s.png", game, size[0], size[1], lang)
				if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
					t.Error(err)
				}
			}
		}
	}
}
