package knister

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

func TestKnisterSpritesHaveTheirDocumentedSizes(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	check := func(name string, w, h, wantW, wantH int) {
		t.Helper()
		if w != wantW || h != wantH {
			t.Errorf("%s: %d×%d, want %d×%d", name, w, h, wantW, wantH)
		}
	}
	dm := DieMargin(40)
	b := Die(k, 6, 40).Bounds()
	check("Die", b.Dx(), b.Dy(), 40+2*dm, 40+2*dm)
	cm := CardMargin(300, 400)
	b = Card(k, 300, 400).Bounds()
	check("Card", b.Dx(), b.Dy(), 300+2*cm, 400+2*cm)
	for _, s := range []CellState{CellEmpty, CellHover, CellTarget, CellFilled, CellFocus} {
		b = Cell(k, 48, s).Bounds()
		check("Cell", b.Dx(), b.Dy(), 48, 48)
	}
	b = Pencil(k, 12, 48).Bounds()
	check("Pencil", b.Dx(), b.Dy(), 48, 48)
	b = Icon(k, 100).Bounds()
	check("Icon", b.Dx(), b.Dy(), 100, 100)
}

func TestKnisterSpritesArePaintedOnceAndCached(t *testing.T) {
	k := sprites.NewKit(sprites.Classic())
	calls := []struct {
		name string
		get  func() *ebiten.Image
	}{
		{"Die", func() *ebiten.Image { return Die(k, 3, 40) }},
		{"Card", func() *ebiten.Image { return Card(k, 300, 400) }},
		{"Cell", func() *ebiten.Image { return Cell(k, 48, CellTarget) }},
		{"Pencil", func() *ebiten.Image { return Pencil(k, 12, 48) }},
		{"Icon", func() *ebiten.Image { return Icon(k, 100) }},
	}
	for _, c := range calls {
		before := k.Painted()
		a := c.get()
		if b := c.get(); a != b || k.Painted() != before+1 {
			t.Fatalf("%s painted %d images, want 1", c.name, k.Painted()-before)
		}
	}
	if Die(k, 3, 41) == Die(k, 3, 40) || Die(k, 4, 40) == Die(k, 3, 40) ||
		Cell(k, 48, CellEmpty) == Cell(k, 48, CellTarget) || Pencil(k, 11, 48) == Pencil(k, 12, 48) {
		t.Fatal("different variants share an image")
	}
}

func TestPencilIsTransparentInkOnlyAndDeterministic(t *testing.T) {
	paint := func(n int) *sprites.Canvas {
		cv := sprites.NewCanvas(60, 60)
		paintPencil(cv, itoa(n), 30, 30, 60, uint32(n), sprites.RGBOf(sprites.Classic().Pencil))
		return cv
	}
	for n := range 100 {
		cv := paint(n)
		_, first := cv.At(0, 0)
		_, last := cv.At(cv.W-1, cv.H-1)
		if first != 0 || last != 0 {
			t.Fatalf("Pencil(%d) is not transparent in the corners", n)
		}
		ink := 0
		for y := range cv.H {
			for x := range cv.W {
				if _, a := cv.At(x, y); a > 0.3 {
					ink++
				}
			}
		}
		if ink < 40 {
			t.Fatalf("Pencil(%d) has only %d inked pixels", n, ink)
		}
		if !bytes.Equal(cv.RGBA().Pix, paint(n).RGBA().Pix) {
			t.Fatalf("Pencil(%d) paints differently twice", n)
		}
	}
}

func TestDieHasPipsAndShadowMargin(t *testing.T) {
	px := 60
	m := DieMargin(px)
	cv := sprites.NewCanvas(px+2*m, px+2*m)
	c := float64(px)/2 + float64(m)
	paintDie(cv, c, c, float64(px), 0, 1, sprites.Classic(), true)
	if _, a := cv.At(0, 0); a != 0 {
		t.Fatal("die image corner is not transparent")
	}
	if col, a := cv.At(int(c), int(c)); a < 0.99 || col.R > 0.4 {
		t.Fatalf("centre pip of a one: r %v a %v, want dark and opaque", col.R, a)
	}
	if col, a := cv.At(int(c)+px/4, int(c)); a < 0.99 || col.R < 0.8 {
		t.Fatalf("ivory face: r %v a %v, want light and opaque", col.R, a)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// BenchmarkDraw100CachedDice draws 100 dice per op (one busy frame's worth)
// from the cache, and fails if drawing ever paints.
func BenchmarkDraw100CachedDice(b *testing.B) {
	k := sprites.NewKit(sprites.Classic())
	dst := ebiten.NewImage(1280, 720)
	for v := 1; v <= 6; v++ {
		Die(k, v, 64)
	}
	painted := k.Painted()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		for d := range 100 {
			img := Die(k, 1+d%6, 64)
			sprites.DrawImage(dst, img, float64(40+(d%20)*60), float64(40+(d/20)*120), 1, 1, 1)
		}
		// Flush the GPU queue now and then: the benchmark runs inside one
		// game frame, which would otherwise keep every command queued.
		if i%32 == 31 {
			_ = dst.At(0, 0)
		}
	}
	b.StopTimer()
	if k.Painted() != painted {
		b.Fatalf("drawing from the cache painted %d images", k.Painted()-painted)
	}
}

// BenchmarkPaintDie measures painting one 128px die (CPU side).
func BenchmarkPaintDie(b *testing.B) {
	for range b.N {
		cv := sprites.NewCanvas(160, 160)
		paintDie(cv, 80, 80, 128, 0, 5, sprites.Classic(), true)
	}
}

// BenchmarkPaintPencil measures writing a two-digit number in a 64px cell.
func BenchmarkPaintPencil(b *testing.B) {
	for range b.N {
		cv := sprites.NewCanvas(64, 64)
		paintPencil(cv, "12", 32, 32, 64, 12, sprites.RGBOf(sprites.Classic().Pencil))
	}
}
