package core

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
)

// TestPanelSheet: panels put into the sheet are drawn as their own images
// would be, also after one of them changes size and the sheet is laid out
// again.
func TestPanelSheet(t *testing.T) {
	err := ebitentest.InLoop(func() {
		red, blue, green := color.RGBA{200, 0, 0, 255}, color.RGBA{0, 0, 200, 255}, color.RGBA{0, 200, 0, 255}
		panel := func(w, h int, c color.RGBA) *ebiten.Image {
			img := ebiten.NewImage(w, h)
			img.Fill(c)
			return img
		}
		var s PanelSheet
		a, b := panel(10, 4, red), panel(6, 8, blue)
		s.Put(0, a)
		s.Put(1, b)
		check := func(when string, wa, ha int, ca color.RGBA) {
			t.Helper()
			dst := ebiten.NewImage(40, 40)
			var g0, g1 ebiten.GeoM
			g0.Translate(2, 3)
			g1.Translate(20, 20)
			s.Draw(dst, 0, g0)
			s.Draw(dst, 1, g1)
			at := func(x, y int) color.RGBA { return dst.At(x, y).(color.RGBA) }
			for _, p := range []struct {
				x, y int
				want color.RGBA
			}{
				{2, 3, ca}, {2 + wa - 1, 3 + ha - 1, ca}, {2 + wa, 3, color.RGBA{}}, {2, 3 + ha, color.RGBA{}},
				{20, 20, blue}, {25, 27, blue}, {26, 20, color.RGBA{}}, {20, 28, color.RGBA{}},
			} {
				if got := at(p.x, p.y); got != p.want {
					t.Errorf("%s: pixel (%d, %d) = %v, want %v", when, p.x, p.y, got, p.want)
				}
			}
		}
		check("first put", 10, 4, red)
		a.Fill(green)
		s.Put(0, a)
		check("painted again", 10, 4, green)
		s.Put(0, panel(12, 5, red))
		check("a new size", 12, 5, red)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestShown: an image is painted again only when its look changes, when
// the look cannot hold all it shows, after Forget, and every frame while a
// layout test reads the texts.
func TestShown(t *testing.T) {
	var s Shown[int]
	ctx := &Context{}
	steps := []struct {
		what string
		look int
		keep bool
		do   func()
		want bool
	}{
		{"first frame", 1, true, nil, true},
		{"same look", 1, true, nil, false},
		{"new look", 2, true, nil, true},
		{"same again", 2, true, nil, false},
		{"a look that cannot keep it all", 2, false, nil, true},
		{"then the same look, kept", 2, true, nil, true},
		{"kept", 2, true, nil, false},
		{"after Forget", 2, true, s.Forget, true},
		{"a layout test reads the texts", 2, true, func() { ctx.Texts = &TextLog{} }, true},
		{"and still does", 2, true, nil, true},
		{"no longer", 2, true, func() { ctx.Texts = nil }, false},
	}
	for _, st := range steps {
		if st.do != nil {
			st.do()
		}
		if got := s.Stale(ctx, st.look, st.keep); got != st.want {
			t.Errorf("%s: Stale = %v, want %v", st.what, got, st.want)
		}
	}
}
