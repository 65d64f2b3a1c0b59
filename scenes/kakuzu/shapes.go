package kakuzu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Discs and rings come from the sprite kit, painted once per size and
// colour: an anti-aliased vector shape drawn straight onto the screen costs
// a render pass of its own, and the tray has dozens a frame. Where many
// are drawn among the tray's stones they are drawn unscaled, at a size
// painted for them: a scaled draw (linear filtering) between two unscaled
// ones splits Ebitengine's batch of draws.

// drawRing strokes a circle of colour c centred at (cx, cy), faded by
// alpha: radius is the band's middle, as vector.StrokeCircle has it.
func drawRing(dst *ebiten.Image, k *sprites.Kit, cx, cy, radius, width float64, c color.RGBA, alpha float64) {
	outer := radius + width/2
	px := max(1, int(math.Round(2*outer)))
	s := 2 * outer / float64(px)
	sprites.DrawImage(dst, k.Circle(px, max(1, int(math.Round(width))), c), cx, cy, s, s, alpha)
}
