package kakuzu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Digit is the sheet's printed digit d (1..9) as it shows in a well
// whose stone has been lifted, px across: a disc of the paper sheet under
// the tray with d printed in dark ink — crisp type with a faint spread of
// ink into the paper's tooth — shaded at the lamp-side edge, where the
// well's wall falls over it. Other d give blank paper. The image is px
// square (transparent outside the disc): draw it centred on the square,
// px = WellPx(cell).
func Digit(k *sprites.Kit, d, px int) *ebiten.Image {
	px = max(px, 1)
	if d < 1 || d > 9 {
		d = 0
	}
	return k.Sprite(sprites.Key{Kind: kindDigit, A: d, B: px}, func() *sprites.Canvas {
		cv := sprites.NewCanvas(px, px)
		paintPrintedDigit(cv, float64(px), d, k.Palette())
		return cv
	})
}

func paintPrintedDigit(cv *sprites.Canvas, px float64, d int, pal sprites.Palette) {
	R := px / 2
	cx, cy := R, R
	paper := sprites.RGBOf(pal.Paper).Scale(0.97)
	ink := sprites.RGBOf(pal.Ink)
	lx, ly := lightDir2()
	dd := px * 0.13
	var m, soft *sprites.Mask
	if d > 0 {
		st := sprites.GlyphStyle{Font: sprites.RegularOutline, Height: px * 0.56, MaxW: px * 0.6}
		m = sprites.GlyphMask(cv.W, cv.H, string(rune('0'+d)), st, cx, cy+px*0.01)
		soft = m.Blurred(int(sprites.Fmax(1, px/50)))
	}
	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		dx, dy := x-cx, y-cy
		r := sprites.Hypot(dx, dy)
		e := r - R
		if e > 1 {
			return sprites.RGB{}, 0
		}
		ix, iy := int(x), int(y)
		// Paper: fibres and a faint cloud.
		c := paper.Scale(1 + 0.025*(sprites.ValueNoise(x*0.35, y*0.35, 501)-0.5) +
			0.02*(sprites.Hash2(ix, iy, 502)-0.5))
		if m != nil {
			a := m.At(ix, iy)
			// Ink squeezed to the edges of the type, and a hair of spread.
			edge := sprites.Clamp01(a - soft.At(ix, iy))
			spread := 0.18 * soft.At(ix, iy)
			dens := (0.86 + 0.14*sprites.ValueNoise(x*0.6, y*0.6, 503)) * (1 + 0.1*edge)
			c = c.Mix(ink, sprites.Clamp01(sprites.Fmax(a*dens, spread)))
		}
		// The well's wall shades the lamp side of the sheet, and the
		// paper darkens a touch where it runs under the wood.
		s := sprites.Hypot(dx+lx*dd, dy+ly*dd) - R
		c = c.Scale(1 - 0.38*sprites.Smoothstep(-dd, dd*0.4, s))
		c = c.Scale(1 - 0.2*sprites.Smoothstep(-px*0.06, 0, e))
		return c, sprites.Coverage(e)
	})
}
