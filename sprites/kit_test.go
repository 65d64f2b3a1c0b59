package sprites

import (
	"image/color"
	"reflect"
	"testing"
)

func TestCacheReturnsSameImageUntilReset(t *testing.T) {
	k := NewKit(Classic())
	a := k.Die(3, 40)
	if b := k.Die(3, 40); a != b {
		t.Fatal("same key painted twice")
	}
	if k.Painted() != 1 {
		t.Fatalf("painted %d, want 1", k.Painted())
	}
	if k.Die(3, 41) == a || k.Die(4, 40) == a {
		t.Fatal("different keys share an image")
	}
	k.Reset()
	if k.Cached() != 0 {
		t.Fatalf("Reset left %d images", k.Cached())
	}
	if c := k.Die(3, 40); c == a || k.Painted() != 4 {
		t.Fatalf("after Reset: same image %v, painted %d", c == a, k.Painted())
	}
	k.SetPalette(ColorBlind())
	if k.Cached() != 0 || k.Palette() != ColorBlind() {
		t.Fatal("SetPalette kept the old cache or palette")
	}
	k.SetScale(2)
	k.Die(3, 40)
	k.SetScale(2) // unchanged scale keeps the cache
	if k.Cached() != 1 {
		t.Fatalf("SetScale with the same scale dropped the cache")
	}
}

func TestEverySpriteHasItsDocumentedSize(t *testing.T) {
	k := NewKit(Classic())
	check := func(name string, w, h, wantW, wantH int) {
		t.Helper()
		if w != wantW || h != wantH {
			t.Errorf("%s: %d×%d, want %d×%d", name, w, h, wantW, wantH)
		}
	}
	dm := DieMargin(40)
	b := k.Die(6, 40).Bounds()
	check("Die", b.Dx(), b.Dy(), 40+2*dm, 40+2*dm)
	b = k.Tile(5, 60, true).Bounds()
	check("Tile", b.Dx(), b.Dy(), 60+2*PieceMargin(60), 60+2*PieceMargin(60))
	b = k.Stone(50).Bounds()
	check("Stone", b.Dx(), b.Dy(), 50+2*PieceMargin(50), 50+2*PieceMargin(50))
	cm := CardMargin(300, 400)
	b = k.Card(300, 400).Bounds()
	check("Card", b.Dx(), b.Dy(), 300+2*cm, 400+2*cm)
	for _, s := range []CellState{CellEmpty, CellHover, CellTarget, CellFilled, CellFocus} {
		b = k.Cell(48, s).Bounds()
		check("Cell", b.Dx(), b.Dy(), 48, 48)
	}
	b = k.Pencil(12, 48).Bounds()
	check("Pencil", b.Dx(), b.Dy(), 48, 48)
	b = k.Button(200, 50, ButtonDanger, ButtonPressed).Bounds()
	check("Button", b.Dx(), b.Dy(), 200, 50)
	b = k.Panel(300, 120).Bounds()
	check("Panel", b.Dx(), b.Dy(), 300, 120)
	b = k.Ring(80, 40).Bounds()
	check("Ring", b.Dx(), b.Dy(), 80, 40)
	b = k.Badge(90, 30, color.RGBA{200, 0, 0, 255}).Bounds()
	check("Badge", b.Dx(), b.Dy(), 90, 30)
	b = k.Logo(64).Bounds()
	check("Logo", b.Dx(), b.Dy(), LogoWidth(64), 64)
	for _, g := range []string{"knister", "kakuro", "kakuzu", "unknown"} {
		b = k.GameIcon(g, 100).Bounds()
		check("GameIcon "+g, b.Dx(), b.Dy(), 100, 100)
	}
	b = k.Table(320, 200).Bounds()
	check("Table", b.Dx(), b.Dy(), 320, 200)
	b = k.Table(2561, 1441).Bounds() // the half-resolution path
	check("Table 4K-ish", b.Dx(), b.Dy(), 2561, 1441)
}

func TestPalettesDiffer(t *testing.T) {
	c, cb := Classic(), ColorBlind()
	if c == cb {
		t.Fatal("Classic and ColorBlind are the same palette")
	}
	for _, p := range []Palette{c, cb} {
		v := reflect.ValueOf(p)
		for i := range v.NumField() {
			if v.Field(i).Interface().(color.RGBA).A == 0 {
				t.Errorf("%s is fully transparent", v.Type().Field(i).Name)
			}
		}
		if p.Good == p.Bad || p.Accent == p.Focus || p.Paper == p.Pencil {
			t.Errorf("palette reuses a colour for roles that must differ: %+v", p)
		}
	}
	// The colour-blind palette must not pair red with green for good/bad.
	if cb.Good.G > cb.Good.B {
		t.Errorf("ColorBlind Good %v is green-dominant", cb.Good)
	}
}

func TestPencilIsTransparentInkOnlyAndDeterministic(t *testing.T) {
	paint := func(n int) *canvas {
		cv := newCanvas(60, 60)
		paintPencil(cv, itoa(n), 30, 30, 60, uint32(n), col(Classic().Pencil))
		return cv
	}
	for n := range 100 {
		a := paint(n)
		if a.pix[3] != 0 || a.pix[len(a.pix)-1] != 0 {
			t.Fatalf("Pencil(%d) is not transparent in the corners", n)
		}
		ink := 0
		for i := 3; i < len(a.pix); i += 4 {
			if a.pix[i] > 0.3 {
				ink++
			}
		}
		if ink < 40 {
			t.Fatalf("Pencil(%d) has only %d inked pixels", n, ink)
		}
		if !reflect.DeepEqual(a.pix, paint(n).pix) {
			t.Fatalf("Pencil(%d) paints differently twice", n)
		}
	}
}

func TestDieHasPipsAndShadowMargin(t *testing.T) {
	px := 60
	m := DieMargin(px)
	cv := newCanvas(px+2*m, px+2*m)
	c := float64(px)/2 + float64(m)
	paintDie(cv, c, c, float64(px), 0, 1, Classic(), true)
	at := func(x, y int) (float32, float32) {
		i := 4 * (y*cv.w + x)
		return cv.pix[i], cv.pix[i+3]
	}
	if _, a := at(0, 0); a != 0 {
		t.Fatal("die image corner is not transparent")
	}
	if r, a := at(int(c), int(c)); a < 0.99 || r > 0.4 {
		t.Fatalf("centre pip of a one: r %v a %v, want dark and opaque", r, a)
	}
	if r, a := at(int(c)+px/4, int(c)); a < 0.99 || r < 0.8 {
		t.Fatalf("ivory face: r %v a %v, want light and opaque", r, a)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
