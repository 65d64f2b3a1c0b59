package helppics

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// newContext is a context for a w×h screen in English.
func newContext(w, h int) *core.Context {
	return &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
}

// sameBox reports whether two squares share a 3×3 box.
func sameBox(a, b kakuzu.Square) bool { return a.Box() == b.Box() }

// fits lists the covered squares of the target's box that could still
// hide the digit, seen from the uncovered squares: none of them shows the
// digit in the square's row, column or box.
func fits(open []kakuzu.Square, digit int) []kakuzu.Square {
	var out []kakuzu.Square
	t := closeIn.target
	for r := t.Row / 3 * 3; r < t.Row/3*3+3; r++ {
		for c := t.Col / 3 * 3; c < t.Col/3*3+3; c++ {
			sq := kakuzu.Square{Row: r, Col: c}
			if isOpen(open, sq) {
				continue
			}
			ok := true
			for _, o := range open {
				if sheet.At(o) == digit && (o.Row == r || o.Col == c || sameBox(o, sq)) {
					ok = false
				}
			}
			if ok {
				out = append(out, sq)
			}
		}
	}
	return out
}

// The pictures' sheet is a sudoku, and the first picture is the tip it
// claims: from what is uncovered, the ringed square is the only one of
// its box where the 5 fits, and it does hide the 5; it takes the box's
// digits, the row and the column together; the lit lanes are exactly the
// box's other covered squares.
func TestCloseInLeavesOneSquare(t *testing.T) {
	s, err := kakuzu.ParseSheet(sheetRows)
	if err != nil {
		t.Fatalf("the pictures' sheet: %v", err)
	}
	if s != sheet {
		t.Fatal("sheet is not sheetRows")
	}
	e := &closeIn
	for _, o := range e.open {
		if !e.win.in(o) {
			t.Errorf("uncovered %v is outside the picture", o)
		}
	}
	if !e.win.in(e.target) || isOpen(e.open, e.target) || sheet.At(e.target) != e.digit {
		t.Fatalf("the ringed %v is not a covered %d in the picture", e.target, e.digit)
	}
	got := fits(e.open, e.digit)
	if len(got) != 1 || got[0] != e.target {
		t.Errorf("the %d fits under %v, want only %v", e.digit, got, e.target)
	}
	// The row's and the column's digit: uncovered, outside the box, on a
	// row (column) through it.
	for _, c := range []struct {
		sq    kakuzu.Square
		along bool
	}{{e.row, true}, {e.col, false}} {
		sq := c.sq
		through := sq.Row/3 == e.target.Row/3
		if !c.along {
			through = sq.Col/3 == e.target.Col/3
		}
		if !isOpen(e.open, sq) || sheet.At(sq) != e.digit || sameBox(sq, e.target) || !through {
			t.Errorf("%v is not an uncovered %d beside the box", sq, e.digit)
		}
		// Without it, more than one square is left.
		var fewer []kakuzu.Square
		for _, o := range e.open {
			if o != sq {
				fewer = append(fewer, o)
			}
		}
		if n := len(fits(fewer, e.digit)); n < 2 {
			t.Errorf("without %v the %d still fits only %d square", sq, e.digit, n)
		}
	}
	// The lanes light every covered square of the box but the target.
	lit := map[kakuzu.Square]bool{}
	for _, along := range []bool{true, false} {
		from := e.col
		if along {
			from = e.row
		}
		a, b := lane(from, along)
		if !e.win.in(a) || !e.win.in(b) {
			t.Errorf("lane %v–%v leaves the picture", a, b)
		}
		for r := a.Row; r <= b.Row; r++ {
			for c := a.Col; c <= b.Col; c++ {
				lit[kakuzu.Square{Row: r, Col: c}] = true
			}
		}
	}
	for r := e.target.Row / 3 * 3; r < e.target.Row/3*3+3; r++ {
		for c := e.target.Col / 3 * 3; c < e.target.Col/3*3+3; c++ {
			sq := kakuzu.Square{Row: r, Col: c}
			if want := !isOpen(e.open, sq) && sq != e.target; lit[sq] != want {
				t.Errorf("%v: lit %v, want %v", sq, lit[sq], want)
			}
		}
	}
}

// The second picture is a match: the number drawn is the digit under the
// stone lifted, a square of the picture that was covered.
func TestKeepIsAMatch(t *testing.T) {
	e := &keep
	if e.drawn < 1 || e.drawn > 9 || sheet.At(e.lifted) != e.drawn {
		t.Errorf("drew %d, the stone at %v hides %d", e.drawn, e.lifted, sheet.At(e.lifted))
	}
	if !e.win.in(e.lifted) || isOpen(e.open, e.lifted) {
		t.Errorf("the lifted %v is not a covered square of the picture", e.lifted)
	}
}

// The captions and the rules are written in every language, with the
// same paragraphs as English.
func TestTextsInEveryLanguage(t *testing.T) {
	en := i18n.New("en")
	want := strings.Count(en.T("help.kakuzu"), "\n")
	if want < 5 {
		t.Errorf("English help.kakuzu has %d paragraph breaks", want)
	}
	for _, lang := range i18n.Languages {
		tr := i18n.New(lang)
		for _, key := range append([]string{"help.kakuzu"}, captions...) {
			msg := tr.T(key)
			if msg == key || (lang != "en" && msg == en.T(key)) {
				t.Errorf("%s %s is not written", lang, key)
			}
		}
		if got := strings.Count(tr.T("help.kakuzu"), "\n"); got != want {
			t.Errorf("%s help.kakuzu has %d paragraph breaks, English %d", lang, got, want)
		}
	}
}

// The pictures never draw outside their rect nor claim more height than it
// has, down to a 1×1 rect (where they draw nothing); captions stay within
// their room; nothing panics.
func TestPicturesFitTheirRect(t *testing.T) {
	dst := ebiten.NewImage(400, 900)
	defer dst.Deallocate()
	rects := []ui.Rect{
		{}, {W: 1, H: 1}, {X: 10, Y: 10, W: 1, H: 1}, {W: -5, H: -5}, {W: 5, H: 300}, {W: 300, H: 5},
		{W: 40, H: 40}, {W: 120, H: 60}, {X: 20, Y: 500, W: 335, H: 250}, {X: 20, Y: 500, W: 335, H: 160},
		{X: 27, Y: 560, W: 335, H: 193}, {X: 700, Y: 100, W: 420, H: 544}, {W: 1056, H: 160},
		{W: 900, H: 330}, {W: 2000, H: 2000},
	}
	for _, scr := range [][2]int{{390, 844}, {1280, 800}, {200, 150}} {
		ctx := newContext(scr[0], scr[1])
		for _, lang := range i18n.Languages {
			ctx.Tr.SetLang(lang)
			for _, r := range rects {
				h := Draw(dst, ctx, r)
				if h < 0 || h > max(0, r.H) {
					t.Errorf("%v %s %+v: height %.1f", scr, lang, r, h)
				}
				p, ok := plan(ctx, r)
				if !ok {
					if h != 0 {
						t.Errorf("%v %s %+v: no plan, height %.1f", scr, lang, r, h)
					}
					continue
				}
				face := sprites.UI(p.font)
				inside := func(b ui.Rect) bool {
					return b.X >= r.X-0.01 && b.Y >= r.Y-0.01 && b.X+b.W <= r.X+r.W+0.01 && b.Y+b.H <= r.Y+r.H+0.01
				}
				for _, it := range p.items {
					w, hh := it.at.W, it.at.H
					if iw, ih := sizeOf(it.pic, p.cell); w != iw || hh != ih {
						t.Errorf("%v %s %+v: picture %d box %+v, image %v×%v", scr, lang, r, it.pic, it.at, iw, ih)
					}
					if !inside(it.at) || !inside(it.text) {
						t.Errorf("%v %s %+v: picture %d at %+v, caption at %+v", scr, lang, r, it.pic, it.at, it.text)
					}
					if it.text.H < p.font*1.3*float64(len(it.lines))-0.01 {
						t.Errorf("%v %s %+v: %d caption lines in %.0f", scr, lang, r, len(it.lines), it.text.H)
					}
					for _, line := range it.lines {
						if w := face.Advance(line); w > it.text.W+0.5 {
							t.Errorf("%v %s %+v: caption line %q is %.0f wide, room %.0f", scr, lang, r, line, w, it.text.W)
						}
					}
				}
			}
		}
	}
}

// sizeOf is picture i's image size at cell, as floats.
func sizeOf(i, cell int) (float64, float64) {
	w, h := size(i, cell)
	return float64(w), float64(h)
}

// Readable sizes get readable pictures: a phone's band under the text
// shows the tip large with a caption of 14 pixels or more, a wide
// screen's column beside the text both pictures.
func TestPicturesFitAPhoneAndAWideScreen(t *testing.T) {
	for _, c := range []struct {
		w, h        int
		r           ui.Rect
		pics, cell  int
		font        float64
		description string
	}{
		{390, 844, ui.Rect{X: 27, Y: 560, W: 335, H: 193}, 1, 30, 14, "phone"},
		{1280, 800, ui.Rect{X: 720, Y: 120, W: 420, H: 544}, 2, 40, 15, "wide screen"},
	} {
		ctx := newContext(c.w, c.h)
		for _, lang := range i18n.Languages {
			ctx.Tr.SetLang(lang)
			p, ok := plan(ctx, c.r)
			if !ok || len(p.items) < c.pics || p.cell < c.cell || p.font < c.font {
				t.Errorf("%s %s: %d pictures, cell %d, font %.1f (fits %v)", c.description, lang, len(p.items), p.cell, p.font, ok)
			}
		}
	}
}

// Pictures are painted once per size: drawing them again paints nothing.
func TestPicturesPaintOnce(t *testing.T) {
	ctx := newContext(1280, 800)
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	r := ui.Rect{X: 700, Y: 100, W: 420, H: 544}
	if Draw(dst, ctx, r) == 0 {
		t.Fatal("nothing drawn")
	}
	kit, first := ctx.Kit.Painted(), painted.Images()[0]
	for range 3 {
		Draw(dst, ctx, r)
	}
	if ctx.Kit.Painted() != kit || painted.Images()[0] != first {
		t.Errorf("drawing again painted %d sprites (pictures repainted: %v)", ctx.Kit.Painted()-kit, painted.Images()[0] != first)
	}
	// Another palette repaints them.
	ctx.Kit.SetPalette(sprites.ColorBlind())
	Draw(dst, ctx, r)
	if painted.Images()[0] == first {
		t.Error("a new palette kept the old pictures")
	}
}

// TestCloseInOutlinesItsBox: the first picture's caption speaks of the
// box's own digits, so the box is outlined, in a light ink apart from the
// lanes' gold: its right edge beside the top row (no lane there) is drawn.
func TestCloseInOutlinesItsBox(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	const cell = 40
	img := paintCloseIn(k, cell)
	defer img.Deallocate()
	pix := ebitentest.Pixels(img)
	o := art.TrayOrigin(cell)
	box := closeIn.target.Row / 3 * 3
	right := closeIn.target.Col/3*3 + 3 // the column past the box
	x := o + right*cell - 2             // just inside the box's right edge
	y := o + box*cell + cell/2          // beside its top row
	c := pix.RGBAAt(x, y)
	ink := k.Palette().PanelText
	if d := int(c.R) - int(ink.R) + int(c.B) - int(ink.B); d < -60 || d > 60 {
		t.Fatalf("the box's right edge at (%d,%d) is %v, not outlined in %v", x, y, c, ink)
	}
}
