package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// The icon's colours: the page's wood-dark background, the game's cream
// tile, its amber edge.
var (
	iconDark  = color.NRGBA{0x2b, 0x1d, 0x14, 0xff}
	iconTile  = color.NRGBA{0xf3, 0xe6, 0xd3, 0xff}
	iconAmber = color.NRGBA{0xc8, 0x87, 0x3d, 0xff}
)

// paintIcon draws Cifra's app icon, size×size, as a PNG: a cream number
// tile showing a die's three on the dark board (the page's favicon, drawn
// larger). A maskable icon fills the square with the board and keeps the
// tile inside the middle 80 %, which launchers may cut to any shape.
func paintIcon(size int, maskable bool) []byte {
	s := float64(size)
	type layer struct {
		c      color.NRGBA
		inside func(x, y float64) bool
	}
	board := func(x, y float64) bool { return roundRect(x, y, 0, 0, s, s, s*0.22) }
	inset := 0.14
	if maskable {
		board = func(x, y float64) bool { return true }
		inset = 0.24
	}
	t0, t1 := s*inset, s*(1-inset)
	edge := s * 0.02
	pip := func(cx, cy float64) func(x, y float64) bool {
		return func(x, y float64) bool { return math.Hypot(x-cx, y-cy) <= (t1-t0)*0.1 }
	}
	at := func(f float64) float64 { return t0 + (t1-t0)*f }
	layers := []layer{
		{iconDark, board},
		{iconAmber, func(x, y float64) bool { return roundRect(x, y, t0, t0, t1, t1, (t1-t0)*0.16) }},
		{iconTile, func(x, y float64) bool { return roundRect(x, y, t0+edge, t0+edge, t1-edge, t1-edge, (t1-t0)*0.16-edge) }},
		{iconDark, pip(at(0.27), at(0.27))},
		{iconDark, pip(at(0.5), at(0.5))},
		{iconDark, pip(at(0.73), at(0.73))},
	}
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const n = 4 // n×n samples a pixel: smooth edges without a rasteriser
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range n {
				for sx := range n {
					x, y := float64(px)+(float64(sx)+0.5)/n, float64(py)+(float64(sy)+0.5)/n
					for i := len(layers) - 1; i >= 0; i-- { // topmost layer that covers the sample
						if l := layers[i]; l.inside(x, y) {
							r, g, b, a = r+float64(l.c.R), g+float64(l.c.G), b+float64(l.c.B), a+1
							break
						}
					}
				}
			}
			if a > 0 { // colour averaged over the covered samples, alpha by coverage
				img.SetNRGBA(px, py, color.NRGBA{uint8(r / a), uint8(g / a), uint8(b / a), uint8(a / (n * n) * 255)})
			}
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img) // writing to memory cannot fail
	return buf.Bytes()
}

// roundRect reports whether (x, y) lies in the rectangle x0,y0–x1,y1 with
// corners rounded to radius r.
func roundRect(x, y, x0, y0, x1, y1, r float64) bool {
	if x < x0 || x > x1 || y < y0 || y > y1 {
		return false
	}
	cx := math.Max(x0+r, math.Min(x, x1-r))
	cy := math.Max(y0+r, math.Min(y, y1-r))
	return math.Hypot(x-cx, y-cy) <= r
}
