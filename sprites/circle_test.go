package sprites

import (
	"image"
	"image/color"
	"testing"
)

// TestDotAndCircle: a dot is filled at its centre, a ring is hollow there
// and coloured on its band; both are px+2 square and cached per key.
func TestDotAndCircle(t *testing.T) {
	k := NewKit(Classic())
	red := color.RGBA{200, 20, 20, 255}
	dot, ring := k.Dot(20, red), k.Circle(20, 3, red)
	if b := dot.Bounds(); b.Dx() != 22 || b.Dy() != 22 {
		t.Fatalf("dot is %v, want 22×22", b)
	}
	if k.Dot(20, red) != dot || k.Circle(20, 3, red) != ring || k.Circle(20, 0, red) != dot {
		t.Fatal("the same dot or ring was painted twice")
	}
	alpha := func(img image.Image, x, y int) uint32 { _, _, _, a := img.At(x, y).RGBA(); return a >> 8 }
	d, r := image.Image(dot), image.Image(ring)
	if alpha(d, 11, 11) < 250 || alpha(d, 0, 0) > 5 {
		t.Fatalf("dot: centre alpha %d, corner %d", alpha(d, 11, 11), alpha(d, 0, 0))
	}
	if alpha(r, 11, 11) > 5 || alpha(r, 11, 2) < 200 {
		t.Fatalf("ring: centre alpha %d, band %d", alpha(r, 11, 11), alpha(r, 11, 2))
	}
}
