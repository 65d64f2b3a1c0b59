package helppics

import (
	"fmt"
	"testing"

	"cifra/internal/ebitentest"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// newContext is a context for a w×h screen in lang.
func newContext(w, h int, lang i18n.Lang) *core.Context {
	return &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(lang), Settings: &core.Settings{},
		Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
}

// Every row of the table is what it says: the rules classify its line as
// its combination, each combination is shown once, and the rows go from
// the fewest points to the most, then the line that scores nothing.
func TestTheTableTellsTheRules(t *testing.T) {
	seen := map[knister.Combo]bool{}
	prev := 0
	for i, e := range examples {
		if got := knister.Classify(e.values); got != e.combo {
			t.Errorf("row %d: %v is %v, not %v", i+1, e.values, got, e.combo)
		}
		if seen[e.combo] {
			t.Errorf("row %d: %v shown twice", i+1, e.combo)
		}
		seen[e.combo] = true
		if last := i == len(examples)-1; last != (e.combo == knister.None) || !last && e.combo.Points() < prev {
			t.Errorf("row %d: %v (%d points) is out of order", i+1, e.combo, e.combo.Points())
		}
		prev = e.combo.Points()
	}
	for c := knister.None; c <= knister.StraightWithout7; c++ {
		if !seen[c] {
			t.Errorf("%v is missing from the table", c)
		}
	}
}

// In rects as the help gives them, on a phone, a tablet and beside the
// text on a laptop, in every language, the pictures fit: the table and the
// card with its caption inside the rect and apart, the names no wider
// than their column, and the card shown wherever the table leaves room.
func TestPicturesFitTheirRoom(t *testing.T) {
	rooms := []struct {
		w, h int
		r    ui.Rect
		card bool
	}{
		{390, 844, ui.Rect{X: 27, Y: 420, W: 335, H: 320}, true},
		{768, 1024, ui.Rect{X: 54, Y: 420, W: 660, H: 420}, true},
		{1280, 800, ui.Rect{X: 750, Y: 120, W: 420, H: 540}, true},
		{390, 844, ui.Rect{X: 27, Y: 450, W: 335, H: 230}, false},
	}
	for _, room := range rooms {
		for _, lang := range i18n.Languages {
			ctx := newContext(room.w, room.h, lang)
			name := fmt.Sprintf("%s %dx%d %+v", lang, room.w, room.h, room.r)
			p, ok := plan(ctx, room.r)
			if !ok {
				t.Errorf("%s: the table does not fit", name)
				continue
			}
			boxes := []ui.Rect{p.table}
			if p.card.W > 0 {
				boxes = append(boxes, p.card, p.caption)
			} else if room.card {
				t.Errorf("%s: no card", name)
			}
			for i, b := range boxes {
				if !within(b, room.r) {
					t.Errorf("%s: box %d %+v leaves the room", name, i, b)
				}
				for _, c := range boxes[i+1:] {
					if apart(b, c) {
						continue
					}
					t.Errorf("%s: boxes %+v and %+v overlap", name, b, c)
				}
			}
			face := sprites.UI(p.font)
			for _, e := range examples {
				if w, _ := sprites.Measure(e.name(ctx), face); w > p.nameW+0.5 {
					t.Errorf("%s: %q is wider than its column", name, e.name(ctx))
				}
			}
			for _, l := range p.lines {
				if w, _ := sprites.Measure(l, face); w > p.caption.W+0.5 {
					t.Errorf("%s: caption line %q is wider than its box", name, l)
				}
			}
			if p.font < minFont || p.h > room.r.H {
				t.Errorf("%s: font %.1f, height %.0f", name, p.font, p.h)
			}
		}
	}
}

// within reports whether a lies in b (to a rounding pixel).
func within(a, b ui.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

// apart reports whether a and b share no area.
func apart(a, b ui.Rect) bool {
	return a.X+a.W <= b.X || b.X+b.W <= a.X || a.Y+a.H <= b.Y || b.Y+b.H <= a.Y
}
