package sprites

import (
	"image"
	"image/color"
	"math"
)

// RGB is a straight (not premultiplied) colour with 0..1 channels; painting
// maths is done in floats and rounded once when the canvas is exported.
type RGB struct{ R, G, B float64 }

// RGBOf is c as an RGB (its alpha dropped: see AlphaOf).
func RGBOf(c color.RGBA) RGB {
	return RGB{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255}
}

// AlphaOf is c's alpha in 0..1.
func AlphaOf(c color.RGBA) float64 { return float64(c.A) / 255 }

// Mix is c moved towards o by t (0 is c, 1 is o).
func (c RGB) Mix(o RGB, t float64) RGB {
	return RGB{c.R + (o.R-c.R)*t, c.G + (o.G-c.G)*t, c.B + (o.B-c.B)*t}
}

// Scale is c with every channel times k: darker below 1, lighter above.
func (c RGB) Scale(k float64) RGB { return RGB{c.R * k, c.G * k, c.B * k} }

// Add is c with k added to every channel (a highlight).
func (c RGB) Add(k float64) RGB { return RGB{c.R + k, c.G + k, c.B + k} }

// Luma is the perceived brightness, used to keep text and marks readable.
func (c RGB) Luma() float64 { return 0.2126*c.R + 0.7152*c.G + 0.0722*c.B }

// White and Black, for highlights and shadows.
var (
	White = RGB{1, 1, 1}
	Black = RGB{0, 0, 0}
)

// Canvas is a premultiplied float RGBA buffer painted pixel by pixel, W×H
// pixels: what a painter fills for Kit.Sprite.
type Canvas struct {
	W, H int
	pix  []float32 // r,g,b,a premultiplied
}

// NewCanvas is a transparent w×h canvas (at least 1×1).
func NewCanvas(w, h int) *Canvas {
	w, h = max(w, 1), max(h, 1)
	return &Canvas{W: w, H: h, pix: make([]float32, 4*w*h)}
}

// blend composites colour c with coverage a over pixel (x,y).
func (cv *Canvas) blend(x, y int, c RGB, a float64) {
	if a <= 0 || x < 0 || y < 0 || x >= cv.W || y >= cv.H {
		return
	}
	if a > 1 {
		a = 1
	}
	i := 4 * (y*cv.W + x)
	k := float32(1 - a)
	p := cv.pix[i : i+4 : i+4]
	p[0] = float32(Clamp01(c.R)*a) + p[0]*k
	p[1] = float32(Clamp01(c.G)*a) + p[1]*k
	p[2] = float32(Clamp01(c.B)*a) + p[2]*k
	p[3] = float32(a) + p[3]*k
}

// Shade calls fn at every pixel centre in the rectangle [x0,x1)×[y0,y1)
// (clipped) and blends the colour and coverage it returns.
func (cv *Canvas) Shade(x0, y0, x1, y1 float64, fn func(x, y float64) (RGB, float64)) {
	ix0, iy0 := max(int(math.Floor(x0)), 0), max(int(math.Floor(y0)), 0)
	ix1, iy1 := min(int(math.Ceil(x1)), cv.W), min(int(math.Ceil(y1)), cv.H)
	for y := iy0; y < iy1; y++ {
		for x := ix0; x < ix1; x++ {
			c, a := fn(float64(x)+0.5, float64(y)+0.5)
			cv.blend(x, y, c, a)
		}
	}
}

// At is the straight (not premultiplied) colour and the coverage of pixel
// (x, y), for reading back what was painted; transparent is black, 0.
func (cv *Canvas) At(x, y int) (RGB, float64) {
	i := 4 * (y*cv.W + x)
	a := float64(cv.pix[i+3])
	if a <= 0 {
		return RGB{}, 0
	}
	return RGB{float64(cv.pix[i]) / a, float64(cv.pix[i+1]) / a, float64(cv.pix[i+2]) / a}, a
}

// ShadeAll is Shade over the whole canvas.
func (cv *Canvas) ShadeAll(fn func(x, y float64) (RGB, float64)) {
	cv.Shade(0, 0, float64(cv.W), float64(cv.H), fn)
}

// RGBA exports the canvas as a premultiplied image.RGBA (Ebitengine's own
// format, so the upload is a copy).
func (cv *Canvas) RGBA() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, cv.W, cv.H))
	for i, v := range cv.pix {
		img.Pix[i] = uint8(Fmin(255, Fmax(0, float64(v)*255+0.5)))
	}
	return img
}

// Stack composites several layers at one pixel before it is blended onto
// the canvas (premultiplied inside, straight out).
type Stack struct {
	c RGB // premultiplied
	a float64
}

// Over puts colour c with coverage a on top.
func (s *Stack) Over(c RGB, a float64) {
	a = Clamp01(a)
	s.c = RGB{c.R*a + s.c.R*(1-a), c.G*a + s.c.G*(1-a), c.B*a + s.c.B*(1-a)}
	s.a = a + s.a*(1-a)
}

// Result is the straight colour and coverage.
func (s *Stack) Result() (RGB, float64) {
	if s.a <= 0 {
		return RGB{}, 0
	}
	return s.c.Scale(1 / s.a), s.a
}
