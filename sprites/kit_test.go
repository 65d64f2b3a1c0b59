package sprites

import (
	"image/color"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestCacheReturnsSameImageUntilReset(t *testing.T) {
	k := NewKit(Classic())
	red, blue := color.RGBA{200, 0, 0, 255}, color.RGBA{0, 0, 200, 255}
	a := k.Badge(40, 20, red)
	if b := k.Badge(40, 20, red); a != b {
		t.Fatal("same key painted twice")
	}
	if k.Painted() != 1 {
		t.Fatalf("painted %d, want 1", k.Painted())
	}
	if k.Badge(41, 20, red) == a || k.Badge(40, 20, blue) == a {
		t.Fatal("different keys share an image")
	}
	k.Reset()
	if k.Cached() != 0 {
		t.Fatalf("Reset left %d images", k.Cached())
	}
	if c := k.Badge(40, 20, red); c == a || k.Painted() != 4 {
		t.Fatalf("after Reset: same image %v, painted %d", c == a, k.Painted())
	}
	k.SetPalette(ColorBlind())
	if k.Cached() != 0 || k.Palette() != ColorBlind() {
		t.Fatal("SetPalette kept the old cache or palette")
	}
	k.SetScale(2)
	k.Badge(40, 20, red)
	k.SetScale(2) // unchanged scale keeps the cache
	if k.Cached() != 1 {
		t.Fatalf("SetScale with the same scale dropped the cache")
	}
}

// TestSpriteKeysAreKindAndNumbers checks the cache a game's art package
// uses: one image per Key, and kinds apart even with the same numbers.
func TestSpriteKeysAreKindAndNumbers(t *testing.T) {
	one, two := NewKind("test.one"), NewKind("test.two")
	if one == two || one.String() != "test.one" || two.String() != "test.two" {
		t.Fatalf("kinds %d %q and %d %q", one, one, two, two)
	}
	k := NewKit(Classic())
	paints := 0
	paint := func() *Canvas {
		paints++
		cv := NewCanvas(4, 4)
		cv.ShadeAll(func(x, y float64) (RGB, float64) { return White, 1 })
		return cv
	}
	a := k.Sprite(Key{Kind: one, A: 4}, paint)
	if k.Sprite(Key{Kind: one, A: 4}, paint) != a || paints != 1 {
		t.Fatalf("asked twice: painted %d times", paints)
	}
	if k.Sprite(Key{Kind: two, A: 4}, paint) == a || k.Sprite(Key{Kind: one, A: 4, Clr: color.RGBA{A: 1}}, paint) == a || paints != 3 {
		t.Fatalf("another kind or colour shares the image (%d paints)", paints)
	}
	if b := a.Bounds(); b.Dx() != 4 || b.Dy() != 4 {
		t.Fatalf("image %v, want 4×4", b)
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
	b := k.Button(200, 50, ButtonDanger, ButtonPressed).Bounds()
	check("Button", b.Dx(), b.Dy(), 200, 50)
	b = k.Panel(300, 120).Bounds()
	check("Panel", b.Dx(), b.Dy(), 300, 120)
	b = k.Ring(80, 40).Bounds()
	check("Ring", b.Dx(), b.Dy(), 80, 40)
	b = k.Badge(90, 30, color.RGBA{200, 0, 0, 255}).Bounds()
	check("Badge", b.Dx(), b.Dy(), 90, 30)
	b = k.Logo(64).Bounds()
	check("Logo", b.Dx(), b.Dy(), LogoWidth(64), 64)
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

// A kit drawing for screen after screen (the layout tests share one
// across every size) drops its cache once the pixels it holds pass
// maxCachedBytes, not only past maxCached images.
func TestKitCacheIsBoundedInBytes(t *testing.T) {
	k := NewKit(Classic())
	const side = 2048 // 16 MB an image
	for i := range maxCachedBytes/(4*side*side) + 1 {
		k.put(Key{Kind: kindTable, A: i, B: -1}, ebiten.NewImage(side, side))
		if k.bytes > maxCachedBytes {
			t.Fatalf("after %d images the kit holds %d MB, over %d MB", i+1, k.bytes>>20, maxCachedBytes>>20)
		}
	}
	if n := k.Cached(); n >= maxCachedBytes/(4*side*side) {
		t.Fatalf("the kit still holds %d images of 16 MB: the cache was never dropped", n)
	}
	k.Reset()
	if k.bytes != 0 {
		t.Fatalf("Reset left %d bytes counted", k.bytes)
	}
}
