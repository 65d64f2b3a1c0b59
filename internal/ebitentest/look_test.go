package ebitentest

import (
	"image"
	"image/color"
	"strings"
	"testing"
)

// picture is a w×h image painted by at.
func picture(w, h int, at func(x, y int) color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, at(x, y))
		}
	}
	return img
}

// felt is a soft green shading with a little grain, like the table alone.
func felt(x, y int) color.RGBA {
	g := uint8(60 + (x+y)%40 + (x*7+y*13)%5)
	return color.RGBA{uint8(15 + (x*3+y)%8), g, 30, 255}
}

// Blank, single-colour, softly shaded and nearly flat pictures fail the
// check, each for its reason; a picture with text-like marks on the felt
// passes.
func TestLookCheck(t *testing.T) {
	const w, h = 200, 120
	for _, c := range []struct {
		name string
		at   func(x, y int) color.RGBA
		want string // in the error; "" for none
	}{
		{"blank", func(int, int) color.RGBA { return color.RGBA{} }, "single colour"},
		{"one colour", func(int, int) color.RGBA { return color.RGBA{200, 30, 30, 255} }, "single colour"},
		{"two colours", func(x, _ int) color.RGBA { return color.RGBA{uint8(x / 100 * 255), 0, 0, 255} }, "only 2 colours"},
		{"grain", func(x, y int) color.RGBA { return color.RGBA{uint8(100 + (x*7+y*3)%70), 100, 100, 255} }, "flat"},
		{"felt alone", felt, "no edges"},
		{"felt with text", func(x, y int) color.RGBA {
			if y > 50 && y < 62 && x%6 < 2 { // strokes of letters
				return color.RGBA{240, 235, 220, 255}
			}
			return felt(x, y)
		}, ""},
	} {
		err := LookOf(picture(w, h, c.at)).Check()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want an error saying %q", c.name, err, c.want)
		}
	}
}
