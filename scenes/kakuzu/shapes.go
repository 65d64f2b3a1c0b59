package kakuzu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/sprites"
)

// Discs and rings are painted once per size and colour and then drawn as
// images: an anti-aliased vector shape drawn straight onto the screen
// costs a render pass of its own, and the tray has dozens a frame.

// shapeKey names a painted disc or ring.
type shapeKey struct {
	radius, width int // width 0: a filled disc
	c             color.RGBA
}

var shapes = map[shapeKey]*ebiten.Image{}

// shape returns the painted disc or ring.
func shape(k shapeKey) *ebiten.Image {
	if img, ok := shapes[k]; ok {
		return img
	}
	side := 2*(k.radius+k.width) + 4
	img := ebiten.NewImage(side, side)
	c := float32(side) / 2
	if k.width == 0 {
		vector.DrawFilledCircle(img, c, c, float32(k.radius), k.c, true)
	} else {
		vector.StrokeCircle(img, c, c, float32(k.radius), float32(k.width), k.c, true)
	}
	if len(shapes) > 256 {
		// Sizes change with the window; never let the cache grow without end.
		for key, old := range shapes {
			old.Deallocate()
			delete(shapes, key)
		}
	}
	shapes[k] = img
	return img
}

// drawDisc draws a filled circle centred at (cx, cy).
func drawDisc(dst *ebiten.Image, cx, cy, radius float64, c color.RGBA) {
	r := max(1, int(math.Round(radius)))
	sprites.DrawImage(dst, shape(shapeKey{radius: r, c: c}), cx, cy, radius/float64(r), radius/float64(r), 1)
}

// drawRing strokes a circle centred at (cx, cy).
func drawRing(dst *ebiten.Image, cx, cy, radius, width float64, c color.RGBA) {
	r := max(1, int(math.Round(radius)))
	w := max(1, int(math.Round(width)))
	sprites.DrawImage(dst, shape(shapeKey{radius: r, width: w, c: c}), cx, cy, radius/float64(r), radius/float64(r), 1)
}
