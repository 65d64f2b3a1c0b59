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

// FillRect fills the rectangle (x, y, w, h) with clr, without allocating.
func FillRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(pixel(), &op)
}

// StrokeRect draws a frame of the given width whose outer edge is the
// rectangle (x, y, w, h), without allocating: four filled bands.
func StrokeRect(dst *ebiten.Image, x, y, w, h, width float64, clr color.Color) {
	width = min(width, w/2, h/2)
	FillRect(dst, x, y, w, width, clr)                       // top
	FillRect(dst, x, y+h-width, w, width, clr)               // bottom
	FillRect(dst, x, y+width, width, h-2*width, clr)         // left
	FillRect(dst, x+w-width, y+width, width, h-2*width, clr) // right
}
