package ui

import (
	"slices"
	"testing"

	"golang.org/x/image/font/sfnt"

	"cifra/sprites/gofonts"
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

// Every key's label and every letter it types, on every page, shifted or
// not, has a glyph in each bundled font (the keys print in Bold, a typed
// name may show in any of them), or the player sees a box.
func TestKeyboardKeysHaveGlyphs(t *testing.T) {
	var buf sfnt.Buffer
	for name, ttf := range map[string][]byte{"regular": gofonts.Regular, "bold": gofonts.Bold, "italic": gofonts.Italic} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[rune]bool{}
		for page := range keyboardPages {
			for _, shift := range []bool{false, true} {
				k := &Keyboard{Page: page, Shift: shift}
				ws, _ := k.Layout(Rect{W: 390, H: 300}, 44, 60, 4)
				for _, w := range ws {
					text := k.Label(w.ID, "space")
					if a, r, ok := (&Keyboard{Page: page, Shift: shift}).Press(w.ID); ok && a == KeyType {
						text += string(r)
					}
					for _, r := range text {
						if seen[r] {
							continue
						}
						seen[r] = true
						if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
							t.Errorf("page %d shift %v: %q (%U) has no glyph in Go %s", page, shift, r, r, name)
						}
					}
				}
			}
		}
		if len(seen) < 150 {
			t.Errorf("checked only %d runes: did the pages change?", len(seen))
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

// TestKeyboardFitsAPhone: on a 390 px wide phone Fit re-flows every
// page into more, shorter rows whose keys stay inside the rectangle, do
// not overlap and are touch targets (44 px each way), and still type
// every letter of the page in its order; on a wide screen the page keeps
// its three rows and a letter is no wider than asked.
func TestKeyboardFitsAPhone(t *testing.T) {
	for page := range keyboardPages {
		k := &Keyboard{Page: page}
		r := Rect{X: 8, Y: 500, W: 374, H: 500}
		k.Fit(r.W, 44, 4)
		if k.perRow == 0 {
			t.Fatalf("page %d: twelve keys a row fit 374 px at 44 px each?", page)
		}
		ws, h := k.Layout(r, 44, 60, 4)
		if h != k.Height(44, 4) {
			t.Errorf("page %d: height %v, Height says %v", page, h, k.Height(44, 4))
		}
		var typed []rune
		for i, w := range ws {
			if w.Rect.H < 44 || w.Rect.W < 44 || w.Rect.X < r.X-0.01 || w.Rect.X+w.Rect.W > r.X+r.W+0.01 || w.Rect.Y+w.Rect.H > r.Y+r.H+0.01 {
				t.Errorf("page %d: key %v at %+v leaves %+v or is under 44 px", page, w.ID, w.Rect, r)
			}
			for _, o := range ws[i+1:] {
				if overlap(w.Rect, o.Rect) {
					t.Errorf("page %d: keys %v and %v overlap", page, w.ID, o.ID)
				}
			}
			if c, _ := k.key(w.ID); c.action == KeyType && c.r != '-' {
				typed = append(typed, c.r)
			}
		}
		if want := []rune(pages[page][0] + pages[page][1] + pages[page][2]); string(typed) != string(want) {
			t.Errorf("page %d on a phone types %q, want %q", page, string(typed), string(want))
		}
		k.Fit(2000, 60, 6)
		if k.perRow != 0 {
			t.Errorf("page %d: re-flowed on a wide screen", page)
		}
		wide, _ := k.Layout(Rect{W: 2000, H: 400}, 60, 70, 6)
		if len(wide) != len(pageRows[page][0])+len(pageRows[page][1])+len(pageRows[page][2])+len(pageRows[page][3]) {
			t.Errorf("page %d: %d keys on a wide screen, not the page's own rows", page, len(wide))
		}
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
