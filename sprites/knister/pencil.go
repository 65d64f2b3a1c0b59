package knister

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Pencil is the number n written in pencil for a cell of px×px: graphite
// grain, soft edges and a small tilt and wobble that are the same every time
// for the same n, so the card looks hand-written but never flickers.
// The background is transparent.
func Pencil(k *sprites.Kit, n, px int) *ebiten.Image {
	return k.Sprite(sprites.Key{Kind: kindPencil, A: n, B: px}, func() *sprites.Canvas {
		cv := sprites.NewCanvas(px, px)
		p := float64(px)
		paintPencil(cv, strconv.Itoa(n), p/2, p/2, p, uint32(n), sprites.RGBOf(k.Palette().Pencil))
		return cv
	})
}

// paintPencil writes s in graphite centred at (cx,cy), sized for a cell of
// side px; seed picks the hand's small variations.
func paintPencil(cv *sprites.Canvas, s string, cx, cy, px float64, seed uint32, graphite sprites.RGB) {
	h := px * 0.54
	if len([]rune(s)) > 1 {
		h = px * 0.5
	}
	jx := (sprites.Hash2(int(seed), 1, 31) - 0.5) * px * 0.05
	jy := (sprites.Hash2(int(seed), 2, 31) - 0.5) * px * 0.04
	angle := (sprites.Hash2(int(seed), 3, 31) - 0.5) * 0.12
	sharp, ok := handMask(cv.W, cv.H, s, h, px*0.74, angle, seed, cx+jx, cy+jy)
	if !ok {
		// Not a digit string: trace the hand font's outlines instead.
		sharp = sprites.GlyphMask(cv.W, cv.H, s, sprites.GlyphStyle{
			Font: sprites.ItalicOutline, Height: h, MaxW: px * 0.76, Angle: angle,
			Skew: 0.06, Wobble: px * 0.012, Seed: seed*7 + 3,
		}, cx+jx, cy+jy)
	}
	soft := sharp.Blurred(int(sprites.Fmax(1, px/80)))
	// Graphite catches on the paper's tooth: fine grain plus streaks along
	// the stroke direction, and a faint sheen where it lies thick.
	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		ix, iy := int(x), int(y)
		m := 0.7*sharp.At(ix, iy) + 0.3*soft.At(ix, iy)
		if m <= 0 {
			return sprites.RGB{}, 0
		}
		tooth := sprites.Hash2(ix, iy, seed+41)
		streak := sprites.ValueNoise((x+y)*0.35, (x-y)*0.08, seed+43)
		a := m * (0.55 + 0.3*tooth + 0.15*streak) * 1.05
		c := graphite.Add(0.06 * streak * m)
		return c, sprites.Fmin(a, 0.95)
	})
}
