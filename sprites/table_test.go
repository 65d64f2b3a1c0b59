package sprites

import (
	"bytes"
	"image"
	"math"
	"testing"
)

// paintTableReference is the felt painted pixel by pixel straight from its
// definition (valueNoise at every pixel): paintTable's row and lattice
// shortcuts must give exactly these bytes.
func paintTableReference(w, h int, pal Palette) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	base, dark := col(pal.Table), col(pal.TableDark)
	const cell = 24.0
	scale := max(float64(w), float64(h)) / 1200
	rx, ry := float64(w)/2, float64(h)/2
	for y := range h {
		ny := (float64(y) - ry) / ry
		for x := range w {
			nx := (float64(x) - rx) / rx
			mott := valueNoise(float64(x)/(cell*scale), float64(y)/(cell*scale), 3)*0.6 +
				valueNoise(float64(x)/(cell*scale*4), float64(y)/(cell*scale*4), 5)*0.4
			feltPixel(img.Pix[4*(y*w+x):], base, dark, mott, hash2(x, y, 9), math.Sqrt(nx*nx*0.85+ny*ny))
		}
	}
	return img
}

func TestPaintTableMatchesPerPixelNoise(t *testing.T) {
	for _, sz := range []image.Point{{1280, 800}, {390, 844}, {97, 61}, {1, 1}} {
		for _, pal := range []Palette{Classic(), ColorBlind()} {
			got, want := paintTable(sz.X, sz.Y, pal), paintTableReference(sz.X, sz.Y, pal)
			if !bytes.Equal(got.Pix, want.Pix) {
				t.Errorf("%v: the felt differs from the per-pixel definition", sz)
			}
		}
	}
}
