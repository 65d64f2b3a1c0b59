package sprites

import (
	"image"
	"image/color"
	"math"
)

// rgb is a straight (not premultiplied) colour with 0..1 channels; painting
// maths is done in floats and rounded once when the canvas is exported.
type rgb struct{ r, g, b float64 }

func col(c color.RGBA) rgb {
	return rgb{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255}
}

func alphaOf(c color.RGBA) float64 { return float64(c.A) / 255 }

func (c rgb) mix(o rgb, t float64) rgb {
	return rgb{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t}
}

func (c rgb) scale(k float64) rgb { return rgb{c.r * k, c.g * k, c.b * k} }

func (c rgb) add(k float64) rgb { return rgb{c.r + k, c.g + k, c.b + k} }

// luma is the perceived brightness, used to keep text and marks readable.
func (c rgb) luma() float64 { return 0.2126*c.r + 0.7152*c.g + 0.0722*c.b }

var (
	white = rgb{1, 1, 1}
	black = rgb{0, 0, 0}
)

// canvas is a premultiplied float RGBA buffer painted pixel by pixel.
type canvas struct {
	w, h int
	pix  []float32 // r,g,b,a premultiplied
}

func newCanvas(w, h int) *canvas {
	w, h = max(w, 1), max(h, 1)
	return &canvas{w: w, h: h, pix: make([]float32, 4*w*h)}
}

// blend composites colour c with coverage a over pixel (x,y).
func (cv *canvas) blend(x, y int, c rgb, a float64) {
	if a <= 0 || x < 0 || y < 0 || x >= cv.w || y >= cv.h {
		return
	}
	if a > 1 {
		a = 1
	}
	i := 4 * (y*cv.w + x)
	k := float32(1 - a)
	p := cv.pix[i : i+4 : i+4]
	p[0] = float32(clamp01(c.r)*a) + p[0]*k
	p[1] = float32(clamp01(c.g)*a) + p[1]*k
	p[2] = float32(clamp01(c.b)*a) + p[2]*k
	p[3] = float32(a) + p[3]*k
}

// shade calls fn at every pixel centre in the rectangle [x0,x1)×[y0,y1)
// (clipped) and blends the colour and coverage it returns.
func (cv *canvas) shade(x0, y0, x1, y1 float64, fn func(x, y float64) (rgb, float64)) {
	ix0, iy0 := max(int(math.Floor(x0)), 0), max(int(math.Floor(y0)), 0)
	ix1, iy1 := min(int(math.Ceil(x1)), cv.w), min(int(math.Ceil(y1)), cv.h)
	for y := iy0; y < iy1; y++ {
		for x := ix0; x < ix1; x++ {
			c, a := fn(float64(x)+0.5, float64(y)+0.5)
			cv.blend(x, y, c, a)
		}
	}
}

// shadeAll is shade over the whole canvas.
func (cv *canvas) shadeAll(fn func(x, y float64) (rgb, float64)) {
	cv.shade(0, 0, float64(cv.w), float64(cv.h), fn)
}

// rgba exports the canvas as a premultiplied image.RGBA (Ebitengine's own
// format, so the upload is a copy).
func (cv *canvas) rgba() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, cv.w, cv.h))
	for i, v := range cv.pix {
		img.Pix[i] = uint8(fmin(255, fmax(0, float64(v)*255+0.5)))
	}
	return img
}

// stack composites several layers at one pixel before it is blended onto
// the canvas (premultiplied inside, straight out).
type stack struct {
	c rgb // premultiplied
	a float64
}

// over puts colour c with coverage a on top.
func (s *stack) over(c rgb, a float64) {
	a = clamp01(a)
	s.c = rgb{c.r*a + s.c.r*(1-a), c.g*a + s.c.g*(1-a), c.b*a + s.c.b*(1-a)}
	s.a = a + s.a*(1-a)
}

// result is the straight colour and coverage.
func (s *stack) result() (rgb, float64) {
	if s.a <= 0 {
		return rgb{}, 0
	}
	return s.c.scale(1 / s.a), s.a
}
