package sprites

import (
	"image"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// pixel is an opaque white pixel with white around it (so linear
// filtering never reaches transparent edges), stretched and tinted into
// rectangles: ebiten/vector builds a path, with its garbage, for each one.
var pixel = sync.OnceValue(func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
})

// RectColour is a colour FillRect and StrokeRect take by value: passed as
// a color.Color it would be boxed, an allocation a call.
type RectColour interface {
	color.RGBA | color.NRGBA
	RGBA() (r, g, b, a uint32)
}

// FillRect fills the rectangle (x, y, w, h) with clr, without allocating.
func FillRect[C RectColour](dst *ebiten.Image, x, y, w, h float64, clr C) {
	fillRect(dst, x, y, w, h, scaleOf(clr))
}

// StrokeRect draws a frame of the given width whose outer edge is the
// rectangle (x, y, w, h), without allocating: four filled bands.
func StrokeRect[C RectColour](dst *ebiten.Image, x, y, w, h, width float64, clr C) {
	cs := scaleOf(clr)
	width = Fmin(width, Fmin(w/2, h/2))
	fillRect(dst, x, y, w, width, cs)                       // top
	fillRect(dst, x, y+h-width, w, width, cs)               // bottom
	fillRect(dst, x, y+width, width, h-2*width, cs)         // left
	fillRect(dst, x+w-width, y+width, width, h-2*width, cs) // right
}

// scaleOf is clr as ebiten.ColorScale.ScaleWithColor makes it.
func scaleOf[C RectColour](clr C) ebiten.ColorScale {
	r, g, b, a := clr.RGBA()
	var cs ebiten.ColorScale
	cs.Scale(float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff)
	return cs
}

// fillRect stretches the white pixel over (x, y, w, h), tinted by cs.
func fillRect(dst *ebiten.Image, x, y, w, h float64, cs ebiten.ColorScale) {
	if w <= 0 || h <= 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale = cs
	dst.DrawImage(pixel(), &op)
}
