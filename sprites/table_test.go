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
	base, dark := RGBOf(pal.Table), RGBOf(pal.TableDark)
	const cell = 24.0
	scale := max(float64(w), float64(h)) / 1200
	rx, ry := float64(w)/2, float64(h)/2
	for y := range h {
		ny := (float64(y) - ry) / ry
		for x := range w {
			nx := (float64(x) - rx) / rx
			mott := ValueNoise(float64(x)/(cell*scale), float64(y)/(cell*scale), 3)*0.6 +
				ValueNoise(float64(x)/(cell*scale*4), float64(y)/(cell*scale*4), 5)*0.4
			feltPixel(img.Pix[4*(y*w+x):], base, dark, mott, Hash2(x, y, 9), math.Sqrt(nx*nx*0.85+ny*ny))
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

// TestFeltInBands: with SetFeltInBands the first Table is a preview of the
// right size; feltBands calls later the full felt, byte for byte
// paintTable's, is cached and comes back; a resize or Reset mid-way starts
// over without leaving the old job behind.
func TestFeltInBands(t *testing.T) {
	const w, h = 203, 117
	k := NewKit(Classic())
	k.SetFeltInBands(true)
	preview := k.Table(w, h)
	if b := preview.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Fatalf("preview is %v, want %dx%d", b, w, h)
	}
	if k.Cached() != 0 || k.Painted() != 1 {
		t.Fatalf("after the preview: %d cached, %d painted; want 0 and 1", k.Cached(), k.Painted())
	}
	for i := 1; i < feltBands; i++ {
		if got := k.Table(w, h); got != preview {
			t.Fatalf("call %d: not the preview while the felt is unfinished", i+1)
		}
	}
	full := k.Table(w, h)
	if full == preview || k.Cached() != 1 || k.felt != nil {
		t.Fatalf("after %d calls: full felt %v, %d cached, job left %v", feltBands+1, full != preview, k.Cached(), k.felt != nil)
	}
	if k.Table(w, h) != full {
		t.Fatal("the full felt is not cached")
	}
	got := image.NewRGBA(image.Rect(0, 0, w, h))
	full.ReadPixels(got.Pix)
	if !bytes.Equal(got.Pix, paintTable(w, h, Classic()).Pix) {
		t.Error("the felt painted in bands differs from paintTable's")
	}
	k.Table(w+1, h)
	k.Table(w+1, h)
	k.Table(w+2, h) // a resize mid-way
	if k.felt == nil || k.felt.w != w+2 || k.felt.next != 0 {
		t.Fatalf("a new size did not start a new job: %+v", k.felt)
	}
	k.Reset()
	if k.felt != nil {
		t.Error("Reset left the felt job")
	}
}
