package ui

import (
	"slices"
	"testing"
)

// TestKeyboardHasEveryLanguagesLetters: each language's letters can be
// typed (the names of de, fr, it and ru players need them).
func TestKeyboardHasEveryLanguagesLetters(t *testing.T) {
	have := Runes()
	for lang, letters := range map[string]string{
		"en": "abcdefghijklmnopqrstuvwxyz",
		"de": "äöüß",
		"fr": "àâæçéèêëîïôœùûüÿ",
		"it": "àèéìíòóùú",
		"ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
	} {
		for _, r := range letters {
			if !slices.Contains(have, r) {
				t.Errorf("%s: %q cannot be typed", lang, r)
			}
		}
	}
}

// TestKeyboardTypesShiftsAndTurnsPages: a key types its letter, shift
// makes one capital, the page key goes round the three pages.
func TestKeyboardTypesShiftsAndTurnsPages(t *testing.T) {
	k := &Keyboard{}
	ws, _ := k.Layout(Rect{W: 390, H: 300}, 44, 60, 4)
	find := func(label string) ID {
		t.Helper()
		for _, w := range ws {
			if k.Label(w.ID, "space") == label {
				return w.ID
			}
		}
		t.Fatalf("no key %q on page %d", label, k.Page)
		return ID{}
	}
	if a, r, _ := k.Press(find("q")); a != KeyType || r != 'q' {
		t.Fatalf("q typed %v %q", a, r)
	}
	k.Press(find("↑"))
	if !k.Held(find("↑")) {
		t.Fatal("shift does not show as held")
	}
	if _, r, _ := k.Press(find("Q")); r != 'Q' {
		t.Fatalf("shifted q typed %q", r)
	}
	if _, r, _ := k.Press(find("w")); r != 'w' {
		t.Fatalf("shift stayed on: %q", r)
	}
	if a, _, _ := k.Press(find("←")); a != KeyBackspace {
		t.Fatal("← is not backspace")
	}
	if a, r, _ := k.Press(find("space")); a != KeySpace || r != ' ' {
		t.Fatal("space does not type a space")
	}
	for _, want := range []int{KeyboardAccents, KeyboardCyrillic, KeyboardLatin} {
		k.Press(find(pageNames[want]))
		if k.Page != want {
			t.Fatalf("page %d, want %d", k.Page, want)
		}
		ws, _ = k.Layout(Rect{W: 390, H: 300}, 44, 60, 4)
	}
	if _, _, ok := k.Press(Named("setup.start")); ok {
		t.Fatal("a widget that is no key was pressed as one")
	}
}

// TestKeyboardFitsAPhone: on a 390 px wide phone every page's keys stay
// inside the rectangle, do not overlap and are 44 px tall; on a wide screen
// a letter is no wider than asked.
func TestKeyboardFitsAPhone(t *testing.T) {
	for page := range keyboardPages {
		k := &Keyboard{Page: page}
		r := Rect{X: 8, Y: 500, W: 374, H: 400}
		ws, h := k.Layout(r, 44, 60, 4)
		if h != k.Height(44, 4) {
			t.Errorf("page %d: height %v, Height says %v", page, h, k.Height(44, 4))
		}
		for i, w := range ws {
			if w.Rect.H < 44 || w.Rect.X < r.X-0.01 || w.Rect.X+w.Rect.W > r.X+r.W+0.01 {
				t.Errorf("page %d: key %v at %+v leaves %+v or is short", page, w.ID, w.Rect, r)
			}
			if w.Rect.W < 26 {
				t.Errorf("page %d: key %v only %.0f px wide", page, w.ID, w.Rect.W)
			}
			for _, o := range ws[i+1:] {
				if overlap(w.Rect, o.Rect) {
					t.Errorf("page %d: keys %v and %v overlap", page, w.ID, o.ID)
				}
			}
		}
		wide, _ := k.Layout(Rect{W: 2000, H: 400}, 60, 70, 6)
		for _, w := range wide {
			if c, _ := k.key(w.ID); w.Rect.W > c.weight*70+0.01 {
				t.Errorf("page %d: key %v %.0f px wide on a wide screen", page, w.ID, w.Rect.W)
			}
		}
	}
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
