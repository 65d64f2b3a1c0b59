package overlay

import (
	"fmt"
	"strings"
	"testing"

	"cifra/internal/cli"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// openHelp opens the menu's help on game gi at w×h in lang.
func openHelp(t *testing.T, lang i18n.Lang, w, h, gi int) *apptest.Harness {
	t.Helper()
	hs := apptest.New(t, cli.Options{Lang: lang}, games.All, w, h)
	hs.Tap("menu.help")
	o, ok := hs.App.Scene().(*Scene)
	if !ok {
		t.Fatalf("menu.help opened %q", hs.App.Scene().Name())
	}
	o.helpGame = gi
	o.Layout(hs.App.Context())
	return hs
}

// The help at a phone's, a tablet's, a laptop's and a large screen's size
// in every language: its buttons lie in the panel, apart, a fingertip
// high, under the body; every page's text is set at 14 CSS px or more (15
// on a larger screen) and fits its box in the body, the pictures fit the
// room the page leaves them, off the text; every paragraph is on exactly
// one page; Knister's rules stay one page on a laptop and a large screen.
func TestHelpFitsEveryScreen(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {768, 1024}, {1280, 800}, {1920, 1080}} {
		for _, lang := range i18n.Languages {
			for gi, g := range games.All {
				if !i18n.Has("help." + g.ID) {
					continue
				}
				name := fmt.Sprintf("%s/%s/%dx%d", g.ID, lang, sz[0], sz[1])
				hs := openHelp(t, lang, sz[0], sz[1], gi)
				o := hs.App.Scene().(*Scene)
				ctx := hs.App.Context()
				checkHelpButtons(t, name, o, ctx)
				checkHelpPages(t, name, o, ctx, g)
				if n := len(o.help.pages); g.ID == sk.Game.ID && sz[0] >= 1280 && n != 1 {
					t.Errorf("%s: Knister's rules take %d pages", name, n)
				}
			}
		}
	}
}

// checkHelpButtons checks the help's buttons: in the panel, apart, a
// fingertip high, under the body.
func checkHelpButtons(t *testing.T, name string, o *Scene, ctx *core.Context) {
	t.Helper()
	ws := o.controls.Widgets()
	for i, w := range ws {
		if !inside(w.Rect, o.panel) {
			t.Errorf("%s: %s %+v leaves the panel %+v", name, w.ID, w.Rect, o.panel)
		}
		if w.Rect.H < layouttest.TouchPx*ctx.CSSPx() {
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
}

// checkHelpPages checks every page of the help: its text's size and
// room, its pictures' room, and that the pages hold every paragraph once.
func checkHelpPages(t *testing.T, name string, o *Scene, ctx *core.Context, g *core.Game) {
	t.Helper()
	h, pal := &o.help, ctx.Kit.Palette()
	css := ctx.CSSPx()
	if h.size < layouttest.BodyPx*css || h.size < helpFloor(ctx) {
		t.Errorf("%s: the rules are set at %.1f px (scale %.1f)", name, h.size, css)
	}
	paras := strings.Split(ctx.T("help."+g.ID), "\n")
	seen := make([]int, len(paras))
	pictured := false
	for i, pg := range h.pages {
		if pg.first >= pg.end && pg.pics.W == 0 {
			t.Errorf("%s: page %d is empty", name, i+1)
		}
		th := 0.0
		if pg.first < pg.end {
			th = o.helpText(nil, ctx, strings.Join(paras[pg.first:pg.end], "\n"), pg.text, h.size, pal)
			if th > pg.text.H || !inside(pg.text, o.body) {
				t.Errorf("%s: page %d's text is %.0f high in %+v, body %+v", name, i+1, th, pg.text, o.body)
			}
		}
		for j := pg.first; j < pg.end; j++ {
			seen[j]++
		}
		if pg.pics.W == 0 {
			continue
		}
		pictured = true
		if !inside(pg.pics, o.body) || overlap(pg.pics, ui.Rect{X: pg.text.X, Y: pg.text.Y, W: pg.text.W, H: th}) {
			t.Errorf("%s: page %d's pictures %+v, text %+v (%.0f high), body %+v", name, i+1, pg.pics, pg.text, th, o.body)
		}
		if used := g.HelpPictures(helpProbe(), ctx, pg.pics); used <= 0 || used > pg.pics.H+0.5 {
			t.Errorf("%s: page %d's pictures used %.0f of %+v", name, i+1, used, pg.pics)
		}
	}
	for j, n := range seen {
		if n != 1 {
			t.Errorf("%s: paragraph %d is on %d pages", name, j+1, n)
		}
	}
	if g.HelpPictures != nil && !pictured {
		t.Errorf("%s: no page shows the pictures", name)
	}
	_, prev := o.controls.Rect(idHelpPrev)
	if len(h.pages) > 1 != prev {
		t.Errorf("%s: %d pages, page turners %v", name, len(h.pages), prev)
	}
}

// Next and Previous, tapped or by the arrow keys, reach every page of
// long rules on a phone and a tablet in every language and stop at the
// ends, where the turner that can go no further is disabled and hands
// the focus to the other; the page shown stays when the screen turns.
func TestHelpPagesTurn(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {768, 1024}} {
		for _, lang := range i18n.Languages {
			for gi, g := range games.All {
				if !i18n.Has("help." + g.ID) {
					continue
				}
				name := fmt.Sprintf("%s/%s/%dx%d", g.ID, lang, sz[0], sz[1])
				hs := openHelp(t, lang, sz[0], sz[1], gi)
				o := hs.App.Scene().(*Scene)
				n := len(o.help.pages)
				if n < 2 {
					continue
				}
				for want := 1; want < n; want++ {
					hs.Tap(idHelpNext.String())
					if o.help.page != want {
						t.Fatalf("%s: Next shows page %d, want %d", name, o.help.page+1, want+1)
					}
				}
				if next, _ := hs.Target(idHelpNext.String()); next.Enabled {
					t.Errorf("%s: Next is enabled on the last page", name)
				}
				for want := n - 2; want >= 0; want-- {
					hs.Script.Press(ui.KeyLeft)
					hs.Run(1)
					if o.help.page != want {
						t.Fatalf("%s: Left shows page %d, want %d", name, o.help.page+1, want+1)
					}
				}
				hs.Script.Press(ui.KeyLeft)
				hs.Run(1)
				if prev, _ := hs.Target(idHelpPrev.String()); o.help.page != 0 || prev.Enabled {
					t.Errorf("%s: Left on the first page shows page %d, Previous enabled %v", name, o.help.page+1, prev.Enabled)
				}
				hs.Script.Press(ui.KeyRight)
				hs.Run(1)
				if o.help.page != 1 {
					t.Errorf("%s: Right shows page %d, want 2", name, o.help.page+1)
				}
				if gi == 0 && lang == "en" {
					checkKeyboardTurn(t, name, hs, o)
				}
			}
		}
	}
}

// checkKeyboardTurn turns the pages by Tab and Enter alone: the focus
// reaches Next, Enter turns the page, and on the last page the focus
// moves to Previous, which Enter turns back.
func checkKeyboardTurn(t *testing.T, name string, hs *apptest.Harness, o *Scene) {
	t.Helper()
	o.controls.Focus(idOBack)
	for range len(o.controls.Widgets()) {
		if o.controls.Focused() == idHelpNext {
			break
		}
		hs.Script.Press(ui.KeyNext)
		hs.Run(1)
	}
	if o.controls.Focused() != idHelpNext {
		t.Fatalf("%s: Tab never reaches Next", name)
	}
	for o.help.page < len(o.help.pages)-1 {
		was := o.help.page
		hs.Script.Press(ui.KeyActivate)
		hs.Run(1)
		if o.help.page != was+1 {
			t.Fatalf("%s: Enter on Next shows page %d after %d", name, o.help.page+1, was+1)
		}
	}
	if o.controls.Focused() != idHelpPrev {
		t.Errorf("%s: on the last page the focus is on %s", name, o.controls.Focused())
	}
	hs.Script.Press(ui.KeyActivate)
	hs.Run(1)
	if o.help.page != len(o.help.pages)-2 {
		t.Errorf("%s: Enter on Previous shows page %d", name, o.help.page+1)
	}
}

// Turning a phone with the help on a later page keeps the reader's
// paragraph in sight.
func TestHelpPageStaysOnResize(t *testing.T) {
	for gi, g := range games.All {
		if !i18n.Has("help." + g.ID) {
			continue
		}
		hs := openHelp(t, "en", 390, 844, gi)
		o := hs.App.Scene().(*Scene)
		if len(o.help.pages) < 3 {
			continue
		}
		hs.Tap(idHelpNext.String())
		hs.Tap(idHelpNext.String())
		para := o.help.pages[o.help.page].first
		hs.App.Layout(700, 1000)
		hs.Run(1)
		if pg := o.help.pages[o.help.page]; para < pg.first || para >= pg.end {
			t.Errorf("%s: after turning, page %d holds paragraphs %d to %d, not %d", g.ID, o.help.page+1, pg.first+1, pg.end, para+1)
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
	hs.Tap(idTry.String())
	hs.WaitFor("the round", 60, func() bool { return hs.App.Scene().Name() == "round" })
	r, ok := hs.App.Scene().(*sk.Round)
	if !ok {
		t.Fatalf("try it started %T", hs.App.Scene())
	}
	tb := r.Table()
	if tb.Game != sk.Game.ID || len(tb.Seats) != 1 || !tb.Human(0) || !tb.Hints || !tb.Practice {
		t.Errorf("try it seated %+v, want one person, hints on, practice", tb)
	}
	hs.Script.Press(ui.KeyPause)
	hs.Run(1)
	hs.Tap(idOHelp.String())
	if _, ok := hs.Target(idTry.String()); ok {
		t.Error("the help inside a game offers to start another")
	}
	for gi, g := range games.All {
		if g.Guide == nil {
			continue
		}
		hs := openHelp(t, "en", 390, 844, gi)
		hs.Tap(idTry.String())
		hs.WaitFor("the guided game", 60, func() bool { return hs.App.Scene().Name() != "overlay" })
		if in, ok := hs.App.Scene().(core.InGame); !ok || in.Game() != g.ID {
			t.Errorf("%s: try it opened %q", g.ID, hs.App.Scene().Name())
		}
	}
}
