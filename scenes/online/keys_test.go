//go:build !js

package online

import (
	"strings"
	"testing"

	"cifra/internal/ebitentest"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// tap is a finger's tap on widget id of s.
func tap(t *testing.T, ctx *core.Context, s core.Scene, id string) {
	t.Helper()
	for _, w := range s.Targets() {
		if w.ID == id && w.Enabled {
			x, y := w.X+w.W/2, w.Y+w.H/2
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, Touch: true, X: x, Y: y, Down: true, Pressed: true}}}
			s.Update(ctx)
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, Touch: true, X: x, Y: y, Released: true}}}
			s.Update(ctx)
			ctx.Frame = &ui.Frame{}
			return
		}
	}
	t.Fatalf("no enabled %s among %v", id, s.Targets())
}

// tapLetter taps the on-screen key that types r (as the keyboard shows
// it: a capital while shift is on).
func tapLetter(t *testing.T, ctx *core.Context, l *Lobby, r rune) {
	t.Helper()
	for _, w := range l.Targets() {
		if strings.HasPrefix(w.ID, ui.KeyboardKeyID) && l.typing.kb.Label(parseID(t, w.ID), "") == string(r) {
			tap(t, ctx, l, w.ID)
			return
		}
	}
	t.Fatalf("no key %q on the on-screen keyboard", r)
}

// parseID finds the widget ID whose string is s among the keyboard's.
func parseID(t *testing.T, s string) ui.ID {
	for i := range 8 {
		for j := range 16 {
			if id := ui.Indexed2(ui.KeyboardKeyID, i, j); id.String() == s {
				return id
			}
		}
	}
	t.Fatalf("no key %s", s)
	return ui.ID{}
}

// A phone has no keys: from a link on a first visit, a finger on the
// name field opens the on-screen keyboard, whose keys type the name
// (a capital first), Done closes it, and Join comes on. A mouse click on
// the field opens none (a computer has its keyboard).
func TestAPhoneTypesItsNameOnScreen(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	for _, lang := range []string{"en", "de"} {
		ctx, _ := newContext(390, 844, lang)
		l := Entry(ctx, onlineGames(), "ABCDEF").(*Lobby)
		l.Layout(ctx)
		if !l.askName {
			t.Fatal("a first visit from a link does not ask for a name")
		}
		tap(t, ctx, l, idName.String())
		if !l.typing.on || l.focus != &l.name {
			t.Fatalf("%s: a finger on the name field opened no keyboard", lang)
		}
		for _, w := range l.Targets() {
			if w.W < 44*ctx.CSSPx()-0.5 || w.H < 44*ctx.CSSPx()-0.5 || w.X < 0 || w.Y < 0 || w.X+w.W > float64(ctx.W)+0.5 || w.Y+w.H > float64(ctx.H)+0.5 {
				t.Errorf("%s: %s at %.0f,%.0f %.0f×%.0f is off the screen or under a touch target", lang, w.ID, w.X, w.Y, w.W, w.H)
			}
		}
		for _, r := range "Bea" {
			tapLetter(t, ctx, l, r)
		}
		if l.name.text != "Bea" {
			t.Fatalf("%s: typed %q on the on-screen keyboard", lang, l.name.text)
		}
		shoot(t, ctx, l, dir, lang+"-link-name-keyboard.png")
		tap(t, ctx, l, idTypedDone.String())
		if l.typing.on {
			t.Fatalf("%s: Done left the keyboard open", lang)
		}
		on := false
		for _, w := range l.Targets() {
			on = on || w.ID == idGo.String() && w.Enabled
		}
		if !on {
			t.Fatalf("%s: with a name and the code, Join is not on: %v", lang, l.Targets())
		}
		shoot(t, ctx, l, dir, lang+"-link-name-typed.png")

		// A mouse click: no on-screen keyboard.
		ctx2, _ := newContext(1280, 800, lang)
		m := Entry(ctx2, onlineGames(), "ABCDEF").(*Lobby)
		m.Layout(ctx2)
		press(t, ctx2, m, idName)
		if m.typing.on || m.focus != &m.name {
			t.Fatalf("%s: a mouse click on the name field: keyboard %v, focus on the name %v", lang, m.typing.on, m.focus == &m.name)
		}
	}
}
