package kakuzu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/sprites"
)

// Discs and rings come from the sprite kit, painted once per size and
// colour: an anti-aliased vector shape drawn straight onto the screen costs
// a render pass of its own, and the tray has dozens a frame.

// drawDisc draws a filled circle of colour c centred at (cx, cy).
func drawDisc(dst *ebiten.Image, k *sprites.Kit, cx, cy, radius float64, c color.RGBA) {
	px := discPx(radius)
	s := 2 * radius / float64(px)
	sprites.DrawImage(dst, k.Dot(px, c), cx, cy, s, s, 1)
}

// drawRing strokes a circle of colour c centred at (cx, cy), faded by
// alpha: radius is the band's middle, as vector.StrokeCircle has it.
func drawRing(dst *ebiten.Image, k *sprites.Kit, cx, cy, radius, width float64, c color.RGBA, alpha float64) {
	outer := radius + width/2
	px := max(1, int(math.Round(2*outer)))
	s := 2 * outer / float64(px)
	sprites.DrawImage(dst, k.Circle(px, max(1, int(math.Round(width))), c), cx, cy, s, s, alpha)
}

// trayDots holds back the tray's seat dots while the tray's stones and
// digits are drawn: a dot is drawn scaled, with linear filtering, and
// between two draws with nearest filtering it would split the tray's batch
// of draws (an Ebitengine command, and an allocation, for each dot and
// one after it). A dot waits until the end, or until a draw that may
// touch it comes, and then the dots go first: every pixel ends up as if
// each were drawn in its turn.
type trayDots struct {
	n    int
	dots [kakuzu.Size * kakuzu.Size]trayDot
}

// trayDot is one dot held back: its disc and the box it may touch.
type trayDot struct {
	cx, cy, r      float64
	c              color.RGBA
	x0, y0, x1, y1 float64
}

// add holds back a dot of radius r and colour c at (cx, cy).
func (d *trayDots) add(cx, cy, r float64, c color.RGBA) {
	if d.n == len(d.dots) {
		return
	}
	// A pixel of room around the scaled sprite's box for its filtering.
	e := r + 2
	d.dots[d.n] = trayDot{cx: cx, cy: cy, r: r, c: c, x0: cx - e, y0: cy - e, x1: cx + e, y1: cy + e}
	d.n++
}

// before draws the dots held back when a draw covering the box from
// (x0, y0) to (x1, y1) may touch one of them.
func (d *trayDots) before(dst *ebiten.Image, k *sprites.Kit, x0, y0, x1, y1 float64) {
	for _, t := range d.dots[:d.n] {
		if t.x0 < x1+1 && x0-1 < t.x1 && t.y0 < y1+1 && y0-1 < t.y1 {
			d.flush(dst, k)
			return
		}
	}
}

// beforeImage is before for img drawn unscaled centred at (cx, cy).
func (d *trayDots) beforeImage(dst *ebiten.Image, k *sprites.Kit, img *ebiten.Image, cx, cy float64) {
	if d.n == 0 {
		return
	}
	b := img.Bounds()
	w, h := float64(b.Dx())/2, float64(b.Dy())/2
	d.before(dst, k, cx-w, cy-h, cx+w, cy+h)
}

// flush draws the dots held back, in the order they came.
func (d *trayDots) flush(dst *ebiten.Image, k *sprites.Kit) {
	for _, t := range d.dots[:d.n] {
		drawDisc(dst, k, t.cx, t.cy, t.r, t.c)
	}
	d.n = 0
}
