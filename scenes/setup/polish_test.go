package setup

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"cifra/internal/cli"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/ui"
	"cifra/sprites"
)

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
	h := newHarness(t, cli.Options{})
	for _, g := range games.All {
		if !g.Playable() {
			continue
		}
		for _, n := range []int{g.MinSeats, min(4, g.MaxSeats), g.MaxSeats} {
			for _, lang := range i18n.Languages {
				for _, size := range layouttest.Sizes {
					ctx := h.Resize(size[0], size[1], lang)
					s := New(ctx, g, 0)
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
					minH := float64(layouttest.TouchPx)
					if n > 10 && size[0] < 600 {
						minH = 40
					}
					layouttest.CheckTargets(t, what, ctx, s.Targets(), minH)
					for _, w := range s.base {
						label := s.text(ctx, w)
						if px := layouttest.ButtonPx(ctx, label, w.Rect); px < layouttest.BodyPx*ctx.CSSPx()-0.01 {
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
func checkNote(t *testing.T, what string, ctx *core.Context, s *Scene) {
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
	if s.noteFace.Size < 14*ctx.CSSPx()-0.01 {
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
func openSetup(t *testing.T, lang i18n.Lang, w, hh int) (*apptest.Harness, *Scene) {
	t.Helper()
	h := apptest.New(t, cli.Options{Lang: lang, Game: "knister"}, games.All, w, hh)
	s, ok := h.App.Scene().(*Scene)
	if !ok {
		t.Fatalf("first scene %q, want setup", h.App.Scene().Name())
	}
	return h, s
}

// screenKey finds the on-screen key labelled label.
func screenKey(t *testing.T, s *Scene, ctx *core.Context, label string) string {
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
		for _, size := range layouttest.Sizes {
			what := fmt.Sprintf("%s %dx%d", lang, size[0], size[1])
			h, s := openSetup(t, lang, size[0], size[1])
			ctx := h.App.Context()
			h.Touch("setup.seat.name.0")
			if s.editing != 0 || !s.name.keys {
				t.Fatalf("%s: a finger on the name did not open the keyboard", what)
			}
			checkEditorPages(t, h, s, what)
			word := []string{"A", "n", "a"}
			if lang == "ru" {
				word = []string{"А", "н", "я"}
			}
			for _, l := range word {
				h.Touch(screenKey(t, s, ctx, l))
			}
			if got := s.table.Seats[0].Name; got != strings.Join(word, "") {
				t.Fatalf("%s: typed %q, want %q", what, got, strings.Join(word, ""))
			}
			h.Touch("setup.name.done")
			if s.editing >= 0 {
				t.Fatalf("%s: Done did not close the editor", what)
			}
			// Past the limit: nothing more is taken, and the editor says why.
			h.Touch("setup.seat.name.0")
			letter := screenKey(t, s, ctx, strings.ToUpper(word[1]))
			for range core.MaxNameRunes + 4 {
				h.Touch(letter)
				letter = screenKey(t, s, ctx, word[1])
			}
			if n := utf8.RuneCountInString(s.table.Seats[0].Name); n != core.MaxNameRunes {
				t.Fatalf("%s: the name has %d letters, the limit is %d", what, n, core.MaxNameRunes)
			}
			// A ready name, picked with one tap.
			pick := s.name.pool[0]
			h.Touch("setup.name.pool.0")
			if s.editing >= 0 || s.table.Seats[0].Name != pick {
				t.Fatalf("%s: picking %q left %q, editing %d", what, pick, s.table.Seats[0].Name, s.editing)
			}
		}
	}
}

// checkEditorPages turns the on-screen keyboard through all its pages
// (back to the first) and checks on each that every key is a touch
// target inside the editor, apart from the others and on the screen.
func checkEditorPages(t *testing.T, h *apptest.Harness, s *Scene, what string) {
	t.Helper()
	ctx := h.App.Context()
	first := s.name.kb.Page
	for range 3 {
		page := fmt.Sprintf("%s editor page %d", what, s.name.kb.Page)
		layouttest.CheckTargets(t, page, ctx, s.Targets(), layouttest.TouchPx)
		for _, w := range s.Targets() {
			r := s.name.panel
			if w.X < r.X || w.Y < r.Y || w.X+w.W > r.X+r.W+0.01 || w.Y+w.H > r.Y+r.H+0.01 {
				t.Errorf("%s: %s leaves the editor", page, w.ID)
			}
		}
		h.Touch(pageKey(t, s, ctx))
	}
	if s.name.kb.Page != first {
		t.Fatalf("%s: three turns of the page key left page %d, not %d", what, s.name.kb.Page, first)
	}
}

// pageKey finds the key that turns the keyboard's page.
func pageKey(t *testing.T, s *Scene, ctx *core.Context) string {
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
	h.Script.Press(ui.KeyNext, ui.KeyPrev) // show the focus ring, back on the name
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if s.editing != 0 || s.name.keys {
		t.Fatalf("Enter: editing %d, keyboard shown %v", s.editing, s.name.keys)
	}
	h.Script.Queue(ui.Frame{Chars: []rune("Bo")})
	h.Script.Queue(ui.Frame{Chars: []rune(" "), Keys: []ui.Key{ui.KeyActivate}})
	h.Script.Queue(ui.Frame{Chars: []rune("x")})
	h.Script.Press(ui.KeyUndo)
	h.Run(1)
	if got := s.table.Seats[0].Name; got != "Bo " || s.editing != 0 {
		t.Fatalf("typed %q (editing %d), want \"Bo \" still editing", got, s.editing)
	}
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if s.editing >= 0 || s.table.Seats[0].Name != "Bo" {
		t.Fatalf("Enter left %q, editing %d", s.table.Seats[0].Name, s.editing)
	}
	// Emptied: the default comes back.
	h.Script.Press(ui.KeyActivate)
	h.Script.Press(ui.KeyUndo)
	h.Script.Press(ui.KeyBack)
	h.Run(1)
	if want := h.App.Context().T("setup.player", 1); s.table.Seats[0].Name != want {
		t.Fatalf("an emptied name became %q, want %q", s.table.Seats[0].Name, want)
	}
	// The on-screen keyboard by keys alone: open it, walk to a letter.
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	s.controls.Focus(idNameKeys)
	h.Script.Press(ui.KeyNext, ui.KeyPrev, ui.KeyActivate) // the arrows' keys move the focus: Enter presses
	h.Run(1)
	if !s.name.keys {
		t.Fatal("the Keyboard button did not show the keys")
	}
	s.controls.Focus(ui.Indexed2(ui.KeyboardKeyID, 0, 0))
	h.Script.Press(ui.KeyRight, ui.KeyActivate)
	h.Run(1)
	if got := s.table.Seats[0].Name; got != "W" {
		t.Fatalf("right then Enter typed %q, want \"W\" (the key right of q, a capital)", got)
	}
}

// TestNamesByGamepad: a pad's A on its seat's name opens the on-screen
// keyboard with the focus on a key; the d-pad walks it, A types, B
// closes.
func TestNamesByGamepad(t *testing.T) {
	h, s := openSetup(t, "en", 390, 844)
	h.Pad(0, ui.KeyActivate) // joins: seat 0 is the pad's
	if pad, ok := s.table.Pads[0]; !ok || pad != 0 {
		t.Fatalf("pad 0 did not take seat 0: %v", s.table.Pads)
	}
	for s.editing < 0 {
		s.controls.Focus(ui.Indexed(seatNameID, 0))
		h.Pad(0, ui.KeyActivate) // the first A may only show the focus
		if h.App.Scene() != s {
			t.Fatalf("A on the name left setup for %q", h.App.Scene().Name())
		}
	}
	if !s.name.keys || s.controls.Focused() != ui.Indexed2(ui.KeyboardKeyID, 0, 0) {
		t.Fatalf("a pad opened the editor without keys (%v) or focus on a key (%v)", s.name.keys, s.controls.Focused())
	}
	h.Pad(0, ui.KeyRight)
	h.Pad(0, ui.KeyActivate)
	h.Pad(0, ui.KeyBack)
	if s.editing >= 0 || s.table.Seats[0].Name != "W" {
		t.Fatalf("right, A, B: name %q, editing %d", s.table.Seats[0].Name, s.editing)
	}
}
