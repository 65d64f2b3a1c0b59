package scenes

import (
	"fmt"
	"testing"

	"cifra/scenes/core"
	"cifra/scenes/i18n"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// openHelp opens the menu's help on game gi at w×h in lang.
func openHelp(t *testing.T, lang i18n.Lang, w, h, gi int) *harness {
	t.Helper()
	hs := newHarnessSized(t, Options{Lang: lang}, w, h)
	hs.tap("menu.help")
	o, ok := hs.app.Scene().(*overlay)
	if !ok {
		t.Fatalf("menu.help opened %q", hs.app.Scene().Name())
	}
	o.helpGame = gi
	o.Layout(&hs.app.ctx)
	return hs
}

// The help at a phone's, a tablet's, a laptop's and a large screen's size
// in every language: its buttons lie in the panel, apart, a fingertip
// high; the text and the pictures lie in the body above them, apart; the
// text fits its box at a size still read and Knister's pictures (the
// combinations, the card) fit the room the text leaves.
func TestHelpFitsEveryScreen(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {768, 1024}, {1280, 800}, {1920, 1080}} {
		for _, lang := range i18n.Languages {
			for gi, g := range registry {
				if !i18n.Has("help." + g.ID) {
					continue
				}
				name := fmt.Sprintf("%s/%s/%dx%d", g.ID, lang, sz[0], sz[1])
				hs := openHelp(t, lang, sz[0], sz[1], gi)
				o := hs.app.Scene().(*overlay)
				ctx := &hs.app.ctx
				ws := o.controls.Widgets()
				for i, w := range ws {
					if !inside(w.Rect, o.panel) {
						t.Errorf("%s: %s %+v leaves the panel %+v", name, w.ID, w.Rect, o.panel)
					}
					if w.Rect.H < helpTouch*max(ctx.Scale, 1) {
						t.Errorf("%s: %s is %.0f high", name, w.ID, w.Rect.H)
					}
					if w.Rect.Y < o.body.Y+o.body.H {
						t.Errorf("%s: %s %+v reaches into the body %+v", name, w.ID, w.Rect, o.body)
					}
					for _, v := range ws[i+1:] {
						if overlap(w.Rect, v.Rect) {
							t.Errorf("%s: %s and %s overlap", name, w.ID, v.ID)
						}
					}
				}
				text := ctx.T("help." + g.ID)
				box := o.textBox(ctx, g)
				size := o.fitText(ctx, g, text, box, ctx.Kit.Palette())
				h := o.helpText(nil, ctx, text, box, size, ctx.Kit.Palette())
				if h > box.H || !inside(box, o.body) {
					t.Errorf("%s: text %.0f high in %+v, body %+v", name, h, box, o.body)
				}
				if size < 9*max(ctx.Scale, 1) {
					t.Errorf("%s: the rules are set at %.1f px", name, size)
				}
				if g.ID == sk.Game.ID {
					r := o.picturesBox(ctx, g, box, h)
					if !inside(r, o.body) || overlap(r, ui.Rect{X: box.X, Y: box.Y, W: box.W, H: h}) {
						t.Errorf("%s: pictures %+v, text %+v, body %+v", name, r, box, o.body)
					}
					if used := g.HelpPictures(helpProbe(), ctx, r); used <= 0 || used > r.H {
						t.Errorf("%s: the pictures used %.0f of %+v", name, used, r)
					}
				}
			}
		}
	}
}

// inside reports whether a lies within b (to a rounding pixel).
func inside(a, b ui.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

// overlap reports whether a and b share some area.
func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// "Try it" from the menu's help starts a practice game of the game whose
// rules are shown, for one person with hints on (Kakuro: its guided
// game); inside a game the help has no such button.
func TestHelpTryItStartsAPracticeGame(t *testing.T) {
	hs := openHelp(t, "en", 1280, 800, 0)
	hs.tap(idTry.String())
	hs.waitFor("the round", 60, func() bool { return hs.app.Scene().Name() == "round" })
	r, ok := hs.app.Scene().(*sk.Round)
	if !ok {
		t.Fatalf("try it started %T", hs.app.Scene())
	}
	tb := r.Table()
	if tb.Game != sk.Game.ID || len(tb.Seats) != 1 || !tb.Human(0) || !tb.Hints || !tb.Practice {
		t.Errorf("try it seated %+v, want one person, hints on, practice", tb)
	}
	hs.script.Press(ui.KeyPause)
	hs.run(1)
	hs.tap(idOHelp.String())
	if _, ok := hs.target(idTry.String()); ok {
		t.Error("the help inside a game offers to start another")
	}
	for gi, g := range registry {
		if g.Guide == nil {
			continue
		}
		hs := openHelp(t, "en", 390, 844, gi)
		hs.tap(idTry.String())
		hs.waitFor("the guided game", 60, func() bool { return hs.app.Scene().Name() != "overlay" })
		if in, ok := hs.app.Scene().(core.InGame); !ok || in.Game() != g.ID {
			t.Errorf("%s: try it opened %q", g.ID, hs.app.Scene().Name())
		}
	}
}
