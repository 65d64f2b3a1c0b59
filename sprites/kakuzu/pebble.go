package kakuzu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Pebble is a round, glossy grey Kakuzu stone of diameter px (image with a
// PieceMargin(px) shadow border).
func Pebble(k *sprites.Kit, px int) *ebiten.Image {
	return k.Sprite(sprites.Key{Kind: kindPebble, A: px}, func() *sprites.Canvas {
		m := sprites.PieceMargin(px)
		cv := sprites.NewCanvas(px+2*m, px+2*m)
		c := float64(px)/2 + float64(m)
		paintPebble(cv, c, c, float64(px), k.Palette(), 0, 61)
		return cv
	})
}

var pebbleGrey = sprites.RGB{R: 0.47, G: 0.47, B: 0.46}

// paintPebble paints a stone of diameter px at (cx,cy), lifted by lift
// (0..1), with speckles chosen by seed.
func paintPebble(cv *sprites.Canvas, cx, cy, px float64, pal sprites.Palette, lift float64, seed uint32) {
	r := px / 2
	s := &sprites.Slab{Frame: sprites.NewFrame(cx, cy, 0), HW: r, HH: r, Radius: r}
	s.CastShadow(cv, px, pal, lift)
	cv.Shade(cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (sprites.RGB, float64) {
		dx, dy := x-cx, y-cy
		d := sprites.Hypot(dx, dy) - r
		if d > 1 {
			return sprites.RGB{}, 0
		}
		// A flattened sphere: a pebble, not a marble.
		q := sprites.Fmin(sprites.Hypot(dx, dy)/r, 0.999)
		n := sprites.Normalize3(dx/r, dy/r, math.Sqrt(1-q*q)*2.4+0.1)
		speck := sprites.FBM(dx*5/px, dy*5/px, 3, seed)
		base := pebbleGrey.Scale(0.84 + 0.3*speck)
		if g := sprites.Hash2(int(dx*1.5), int(dy*1.5), seed); g > 0.96 {
			base = base.Scale(1.18)
		} else if g < 0.03 {
			base = base.Scale(0.8)
		}
		// Polished but not metal: a broad soft highlight plus a small
		// glint, darker towards the rim where it turns from the light.
		c := sprites.Lit(base, n, 0.5, 0.22, 10).Add(sprites.Lit(sprites.Black, n, 0, 0.35, 90).R)
		c = c.Scale(1 - 0.25*sprites.Smoothstep(0.75, 1, q))
		// Reflected table light lifts the lower rim a touch.
		c = c.Mix(sprites.RGBOf(pal.Table), 0.15*sprites.Smoothstep(0.6, 1, q)*sprites.Clamp01(dy/r))
		return c, sprites.Coverage(d)
	})
}
