package scenes

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The screens every layout test runs on: a phone held upright, a tablet,
// a laptop and a full-HD screen.
var polishSizes = [][2]int{{390, 844}, {768, 1024}, {1280, 800}, {1920, 1080}}

// resize lays the app's context out for a w×h screen in lang, without a
// window (the scenes only read ctx.W, ctx.H and the translator).
func resize(h *harness, w, hh int, lang i18n.Lang) *core.Context {
	ctx := h.app.Context()
	ctx.W, ctx.H = w, hh
	h.app.w, h.app.h = w, hh
	ctx.Tr.SetLang(lang)
	return ctx
}

// checkTargets fails when a widget leaves the screen, two widgets
// overlap, or an enabled one is smaller than a touch target (minH CSS px
// tall, 44 wide; the on-screen keyboard's keys included).
func checkTargets(t *testing.T, what string, ctx *core.Context, ws []ui.Target, minH float64) {
	t.Helper()
	css := cssPx(ctx)
	W, H := float64(ctx.W), float64(ctx.H)
	for i, a := range ws {
		if a.X < -0.01 || a.Y < -0.01 || a.X+a.W > W+0.01 || a.Y+a.H > H+0.01 {
			t.Errorf("%s: %s at %+v leaves the %v×%v screen", what, a.ID, a, W, H)
		}
		if a.Enabled && (a.H < minH*css-0.01 || a.W < 44*css-0.01) {
			t.Errorf("%s: %s is %.0f×%.0f px, a touch target is at least 44", what, a.ID, a.W, a.H)
		}
		for _, b := range ws[i+1:] {
			if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
				t.Errorf("%s: %s and %s overlap", what, a.ID, b.ID)
			}
		}
	}
}

// buttonPx is the size DrawButton draws label at in r: its own size,
// shrunk until the label fits.
func buttonPx(ctx *core.Context, label string, r ui.Rect) float64 {
	return core.FitBold(label, r.W*0.9, min(r.H*0.42, ctx.U()*4.2)).Size
}

// longName is a name of the most letters allowed, wide letters.
func longName(lang i18n.Lang, i int) string {
	letter := "W"
	if lang == "ru" {
		letter = "Ш"
	}
	return fmt.Sprint(i) + strings.Repeat(letter, core.MaxNameRunes-1)
}

// TestSetupFitsEveryScreen: setup of every game, with the fewest, four
// and the most seats, all with the longest names allowed, hints on for
// several people (the caption under the buttons shows), in every language
// on a phone, a tablet, a laptop and a big screen: every widget on the
// screen, none overlapping another, every one a touch target (44 CSS px;
// a phone with twelve seats gets as much as fits, at least 40), labels at
// least 14 CSS px, names ellipsized to fit, the caption wrapped inside
// its place and over no widget.
func TestSetupFitsEveryScreen(t *testing.T) {
	h := newHarness(t, Options{})
	for _, g := range registry {
		if !g.Playable() {
			continue
		}
		for _, n := range []int{g.MinSeats, min(4, g.MaxSeats), g.MaxSeats} {
			for _, lang := range i18n.Languages {
				for _, size := range polishSizes {
					ctx := resize(h, size[0], size[1], lang)
					s := newSetup(ctx, g)
					s.table.Seats = nil
					for i := range n {
						seat := rules.Player{Name: longName(lang, i)}
						if i >= 2 {
							seat.Bot = g.BotLevels[0]
						}
						s.table.Seats = append(s.table.Seats, seat)
					}
					s.table.Hints = true
					s.Layout(ctx)
					what := fmt.Sprintf("%s %d seats %s %dx%d", g.ID, n, lang, size[0], size[1])
					minH := 44.0
					if n > 10 && size[0] < 600 {
						minH = 40
					}
					checkTargets(t, what, ctx, s.Targets(), minH)
					for _, w := range s.base {
						label := s.text(ctx, w)
						if px := buttonPx(ctx, label, w.Rect); px < 14*cssPx(ctx)-0.01 {
							t.Errorf("%s: %s reads %q at %.1f px", what, w.ID, label, px)
						}
						if w.ID.Name == seatNameID && label == s.table.Seats[w.ID.I].Name && size[0] < 600 {
							t.Errorf("%s: a %d-letter name fits a phone's seat row without shortening?", what, core.MaxNameRunes)
						}
					}
					checkNote(t, what, ctx, s)
				}
			}
		}
	}
}

// checkNote: the hints caption wraps inside its place, which lies on the
// screen over no widget.
func checkNote(t *testing.T, what string, ctx *core.Context, s *setup) {
	t.Helper()
	r := s.padNote
	lines := sprites.Wrap(ctx.T("setup.hints.agree"), s.noteFace, r.W)
	if float64(len(lines))*s.noteFace.Size*1.35 > r.H+0.01 {
		t.Errorf("%s: the caption takes %d lines, its place %.0f px", what, len(lines), r.H)
	}
	for _, l := range lines {
		if w, _ := sprites.Measure(l, s.noteFace); w > r.W+0.01 {
			t.Errorf("%s: caption line %q is cut", what, l)
		}
	}
	if s.noteFace.Size < 14*cssPx(ctx)-0.01 {
		t.Errorf("%s: caption at %.1f px", what, s.noteFace.Size)
	}
	if r.Y < 0 || r.Y+r.H > float64(ctx.H) {
		t.Errorf("%s: caption at %+v leaves the screen", what, r)
	}
	for _, w := range s.Targets() {
		if r.X < w.X+w.W && w.X < r.X+r.W && r.Y < w.Y+w.H && w.Y < r.Y+r.H {
			t.Errorf("%s: caption %+v lies over %s", what, r, w.ID)
		}
	}
}

// openSetup goes from the menu to Knister's setup on a w×h screen.
func openSetup(t *testing.T, lang i18n.Lang, w, hh int) (*harness, *setup) {
	t.Helper()
	h := newHarnessSized(t, Options{Lang: lang, Game: "knister"}, w, hh)
	s, ok := h.app.Scene().(*setup)
	if !ok {
		t.Fatalf("first scene %q, want setup", h.app.Scene().Name())
	}
	return h, s
}

// touch taps the middle of widget id with a finger.
func (h *harness) touch(id string) {
	h.t.Helper()
	c := center(h.mustTarget(id))
	h.script.Tap(c.X, c.Y, true)
	h.run(1)
}

// screenKey finds the on-screen key labelled label.
func screenKey(t *testing.T, s *setup, ctx *core.Context, label string) string {
	t.Helper()
	for _, w := range s.controls.Widgets() {
		if w.ID.Name == ui.KeyboardKeyID && s.name.kb.Label(w.ID, ctx.T("kb.space")) == label {
			return w.ID.String()
		}
	}
	t.Fatalf("no key %q on page %d", label, s.name.kb.Page)
	return ""
}

// TestNamesByTouch: tapping a name with a finger opens the on-screen
// keyboard (Cyrillic for Russian), whose keys on every page and ready
// names are touch targets (44 CSS px each way) inside the editor on a
// phone, a tablet, a laptop and a big screen; the first letter
// replaces the default name and is a capital; typing stops at
// core.MaxNameRunes and the editor says so; a ready name is picked with
// one tap.
func TestNamesByTouch(t *testing.T) {
	for _, lang := range i18n.Languages {
		for _, size := range polishSizes {
			what := fmt.Sprintf("%s %dx%d", lang, size[0], size[1])
			h, s := openSetup(t, lang, size[0], size[1])
			ctx := h.app.Context()
			h.touch("setup.seat.name.0")
			if s.editing != 0 || !s.name.keys {
				t.Fatalf("%s: a finger on the name did not open the keyboard", what)
			}
			checkEditorPages(t, h, s, what)
			word := []string{"A", "n", "a"}
			if lang == "ru" {
				word = []string{"А", "н", "я"}
			}
			for _, l := range word {
				h.touch(screenKey(t, s, ctx, l))
			}
			if got := s.table.Seats[0].Name; got != strings.Join(word, "") {
				t.Fatalf("%s: typed %q, want %q", what, got, strings.Join(word, ""))
			}
			h.touch("setup.name.done")
			if s.editing >= 0 {
				t.Fatalf("%s: Done did not close the editor", what)
			}
			// Past the limit: nothing more is taken, and the editor says why.
			h.touch("setup.seat.name.0")
			letter := screenKey(t, s, ctx, strings.ToUpper(word[1]))
			for range core.MaxNameRunes + 4 {
				h.touch(letter)
				letter = screenKey(t, s, ctx, word[1])
			}
			if n := utf8.RuneCountInString(s.table.Seats[0].Name); n != core.MaxNameRunes {
				t.Fatalf("%s: the name has %d letters, the limit is %d", what, n, core.MaxNameRunes)
			}
			// A ready name, picked with one tap.
			pick := s.name.pool[0]
			h.touch("setup.name.pool.0")
			if s.editing >= 0 || s.table.Seats[0].Name != pick {
				t.Fatalf("%s: picking %q left %q, editing %d", what, pick, s.table.Seats[0].Name, s.editing)
			}
		}
	}
}

// checkEditorPages turns the on-screen keyboard through all its pages
// (back to the first) and checks on each that every key is a touch
// target inside the editor, apart from the others and on the screen.
func checkEditorPages(t *testing.T, h *harness, s *setup, what string) {
	t.Helper()
	ctx := h.app.Context()
	first := s.name.kb.Page
	for range 3 {
		page := fmt.Sprintf("%s editor page %d", what, s.name.kb.Page)
		checkTargets(t, page, ctx, s.Targets(), 44)
		for _, w := range s.Targets() {
			r := s.name.panel
			if w.X < r.X || w.Y < r.Y || w.X+w.W > r.X+r.W+0.01 || w.Y+w.H > r.Y+r.H+0.01 {
				t.Errorf("%s: %s leaves the editor", page, w.ID)
			}
		}
		h.touch(pageKey(t, s, ctx))
	}
	if s.name.kb.Page != first {
		t.Fatalf("%s: three turns of the page key left page %d, not %d", what, s.name.kb.Page, first)
	}
}

// pageKey finds the key that turns the keyboard's page.
func pageKey(t *testing.T, s *setup, ctx *core.Context) string {
	t.Helper()
	for _, w := range s.controls.Widgets() {
		switch label := s.name.kb.Label(w.ID, ctx.T("kb.space")); {
		case w.ID.Name != ui.KeyboardKeyID:
		case label == "abc" || label == "àéß" || label == "абв": // the page names
			return w.ID.String()
		}
	}
	t.Fatalf("no page key on page %d", s.name.kb.Page)
	return ""
}

// TestNamesByKeyboard: Enter on a name opens the editor without the
// on-screen keyboard; typed letters replace the default name, the space
// bar types a space instead of closing, Backspace deletes, Enter closes;
// a name left empty gets the seat's default back. The on-screen keyboard
// is a button away and works with arrows and Enter.
func TestNamesByKeyboard(t *testing.T) {
	h, s := openSetup(t, "en", 1280, 800)
	s.controls.Focus(ui.Indexed(seatNameID, 0))
	h.script.Press(ui.KeyNext, ui.KeyPrev) // show the focus ring, back on the name
	h.script.Press(ui.KeyActivate)
	h.run(1)
	if s.editing != 0 || s.name.keys {
		t.Fatalf("Enter: editing %d, keyboard shown %v", s.editing, s.name.keys)
	}
	h.script.Queue(ui.Frame{Chars: []rune("Bo")})
	h.script.Queue(ui.Frame{Chars: []rune(" "), Keys: []ui.Key{ui.KeyActivate}})
	h.script.Queue(ui.Frame{Chars: []rune("x")})
	h.script.Press(ui.KeyUndo)
	h.run(1)
	if got := s.table.Seats[0].Name; got != "Bo " || s.editing != 0 {
		t.Fatalf("typed %q (editing %d), want \"Bo \" still editing", got, s.editing)
	}
	h.script.Press(ui.KeyActivate)
	h.run(1)
	if s.editing >= 0 || s.table.Seats[0].Name != "Bo" {
		t.Fatalf("Enter left %q, editing %d", s.table.Seats[0].Name, s.editing)
	}
	// Emptied: the default comes back.
	h.script.Press(ui.KeyActivate)
	h.script.Press(ui.KeyUndo)
	h.script.Press(ui.KeyBack)
	h.run(1)
	if want := h.app.ctx.T("setup.player", 1); s.table.Seats[0].Name != want {
		t.Fatalf("an emptied name became %q, want %q", s.table.Seats[0].Name, want)
	}
	// The on-screen keyboard by keys alone: open it, walk to a letter.
	h.script.Press(ui.KeyActivate)
	h.run(1)
	s.controls.Focus(idNameKeys)
	h.script.Press(ui.KeyNext, ui.KeyPrev, ui.KeyActivate) // the arrows' keys move the focus: Enter presses
	h.run(1)
	if !s.name.keys {
		t.Fatal("the Keyboard button did not show the keys")
	}
	s.controls.Focus(ui.Indexed2(ui.KeyboardKeyID, 0, 0))
	h.script.Press(ui.KeyRight, ui.KeyActivate)
	h.run(1)
	if got := s.table.Seats[0].Name; got != "W" {
		t.Fatalf("right then Enter typed %q, want \"W\" (the key right of q, a capital)", got)
	}
}

// TestMenuFitsEveryScreen: the menu's cards and buttons are on the screen,
// apart, touch targets with labels of at least 14 CSS px, and on a phone
// each card is tall enough for its blurb at 14 CSS px.
func TestMenuFitsEveryScreen(t *testing.T) {
	h := newHarness(t, Options{})
	for _, lang := range i18n.Languages {
		for _, size := range polishSizes {
			ctx := resize(h, size[0], size[1], lang)
			m := newMenu(ctx, 0)
			m.Layout(ctx)
			what := fmt.Sprintf("menu %s %dx%d", lang, size[0], size[1])
			checkTargets(t, what, ctx, m.Targets(), 44)
			for _, w := range m.controls.Widgets()[len(registry):] {
				if px := buttonPx(ctx, ctx.T(w.ID.Name), w.Rect); px < 14*cssPx(ctx)-0.01 {
					t.Errorf("%s: %s at %.1f px", what, w.ID, px)
				}
			}
			if onPhone(ctx) {
				u := ctx.U()
				for i, g := range registry {
					c := m.cards[i]
					if need := m.cardTextH(ctx, g, c.W-u*4-m.iconW-u*3); need > c.H-u*4+0.01 {
						t.Errorf("%s: %s's card is %.0f px, its words need %.0f", what, g.ID, c.H, need+u*4)
					}
				}
			}
		}
	}
}

// TestNamesByGamepad: a pad's A on its seat's name opens the on-screen
// keyboard with the focus on a key; the d-pad walks it, A types, B
// closes.
func TestNamesByGamepad(t *testing.T) {
	h, s := openSetup(t, "en", 390, 844)
	h.pad(0, ui.KeyActivate) // joins: seat 0 is the pad's
	if pad, ok := s.table.Pads[0]; !ok || pad != 0 {
		t.Fatalf("pad 0 did not take seat 0: %v", s.table.Pads)
	}
	for s.editing < 0 {
		s.controls.Focus(ui.Indexed(seatNameID, 0))
		h.pad(0, ui.KeyActivate) // the first A may only show the focus
		if h.app.Scene() != s {
			t.Fatalf("A on the name left setup for %q", h.app.Scene().Name())
		}
	}
	if !s.name.keys || s.controls.Focused() != ui.Indexed2(ui.KeyboardKeyID, 0, 0) {
		t.Fatalf("a pad opened the editor without keys (%v) or focus on a key (%v)", s.name.keys, s.controls.Focused())
	}
	h.pad(0, ui.KeyRight)
	h.pad(0, ui.KeyActivate)
	h.pad(0, ui.KeyBack)
	if s.editing >= 0 || s.table.Seats[0].Name != "W" {
		t.Fatalf("right, A, B: name %q, editing %d", s.table.Seats[0].Name, s.editing)
	}
}
