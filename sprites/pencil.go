package sprites

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pencil is the number n written in pencil for a cell of px×px: graphite
// grain, soft edges and a small tilt and wobble that are the same every time
// for the same n, so the card looks hand-written but never flickers.
// The background is transparent.
func (k *Kit) Pencil(n, px int) *ebiten.Image {
	return k.get(spriteKey{kind: "pencil", a: n, b: px}, func() *canvas {
		cv := newCanvas(px, px)
		p := float64(px)
		paintPencil(cv, strconv.Itoa(n), p/2, p/2, p, uint32(n), col(k.pal.Pencil))
		return cv
	})
}

// paintPencil writes s in graphite centred at (cx,cy), sized for a cell of
// side px; seed picks the hand's small variations.
func paintPencil(cv *canvas, s string, cx, cy, px float64, seed uint32, graphite rgb) {
	h := px * 0.54
	if len([]rune(s)) > 1 {
		h = px * 0.5
	}
	jx := (hash2(int(seed), 1, 31) - 0.5) * px * 0.05
	jy := (hash2(int(seed), 2, 31) - 0.5) * px * 0.04
	angle := (hash2(int(seed), 3, 31) - 0.5) * 0.12
	sharp, ok := handMask(cv.w, cv.h, s, h, px*0.74, angle, seed, cx+jx, cy+jy)
	if !ok {
		// Not a digit string: trace the hand font's outlines instead.
		sharp = glyphMask(cv.w, cv.h, s, glyphStyle{
			font: handOutline, height: h, maxW: px * 0.76, angle: angle,
			skew: 0.06, wobble: px * 0.012, seed: seed*7 + 3,
		}, cx+jx, cy+jy)
	}
	soft := sharp.blurred(int(fmax(1, px/80)))
	// Graphite catches on the paper's tooth: fine grain plus streaks along
	// the stroke direction, and a faint sheen where it lies thick.
	cv.shadeAll(func(x, y float64) (rgb, float64) {
		ix, iy := int(x), int(y)
		m := 0.7*sharp.at(ix, iy) + 0.3*soft.at(ix, iy)
		if m <= 0 {
			return rgb{}, 0
		}
		tooth := hash2(ix, iy, seed+41)
		streak := valueNoise((x+y)*0.35, (x-y)*0.08, seed+43)
		a := m * (0.55 + 0.3*tooth + 0.15*streak) * 1.05
		c := graphite.add(0.06 * streak * m)
		return c, fmin(a, 0.95)
	})
}
