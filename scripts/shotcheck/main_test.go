package main

import (
	"image"
	"image/color"
	"testing"
)

// flat is a w×h picture of one colour.
func flat(w, h int, c color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

func TestMeasureFlatIsBlank(t *testing.T) {
	m := Measure(flat(40, 30, color.RGBA{40, 90, 60, 255}))
	if m.Colours != 1 || m.Spread > 0.01 || m.Detail != 0 { // spread 0 but for rounding
		t.Fatalf("a flat picture measures %+v, want 1 colour, spread 0, detail 0", m)
	}
}

func TestMeasureStripes(t *testing.T) {
	img := flat(40, 30, color.RGBA{0, 0, 0, 255})
	for y := 0; y < 30; y++ {
		for x := 0; x < 40; x += 2 {
			img.SetRGBA(x, y, color.RGBA{255, 255, 255, 255})
		}
	}
	if m := Measure(img); m.Colours != 2 || m.Spread < 127 || m.Detail < 97 { // all but the last column, which has no right neighbour
		t.Fatalf("black and white stripes measure %+v, want 2 colours, spread ~127.5, detail 97.5", m)
	}
}

func TestMeasureGradientHasNoDetail(t *testing.T) {
	img := flat(256, 10, color.RGBA{})
	for y := 0; y < 10; y++ {
		for x := 0; x < 256; x++ {
			img.SetRGBA(x, y, color.RGBA{uint8(x), uint8(x), uint8(x), 255})
		}
	}
	if m := Measure(img); m.Colours != 256 || m.Detail != 0 {
		t.Fatalf("a smooth gradient measures %+v, want 256 colours and detail 0: many colours, nothing drawn", m)
	}
}

func TestChangedOnlyInsideRegion(t *testing.T) {
	a := flat(100, 100, color.RGBA{40, 90, 60, 255})
	b := flat(100, 100, color.RGBA{40, 90, 60, 255})
	// A "word" in the bottom half of b only.
	for y := 60; y < 70; y++ {
		for x := 10; x < 30; x++ {
			b.SetRGBA(x, y, color.RGBA{250, 240, 220, 255})
		}
	}
	top, _ := parseRegion("0,0,1,0.5")
	bottom, _ := parseRegion("0,0.5,1,1")
	if c, err := Changed(a, b, top); err != nil || c != 0 {
		t.Errorf("top half: %v changed (%v), want 0", c, err)
	}
	if c, err := Changed(a, b, bottom); err != nil || c != 200.0/5000 {
		t.Errorf("bottom half: %v changed (%v), want %v", c, err, 200.0/5000)
	}
	if _, err := Changed(a, flat(50, 100, color.RGBA{}), top); err == nil {
		t.Error("pictures of different sizes compared without an error")
	}
}

func TestParseRegion(t *testing.T) {
	for _, bad := range []string{"", "0,0,1", "0,0,1,2", "0.5,0,0.5,1", "a,0,1,1"} {
		if _, err := parseRegion(bad); err == nil {
			t.Errorf("region %q accepted", bad)
		}
	}
}
