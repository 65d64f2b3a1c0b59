package kakuzu

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// States of a number stone, for NumberStone.
const (
	// NumberStoneInBag is a number still in play (in the bag or on the
	// table beside it): plain.
	NumberStoneInBag = 0
	// NumberStoneDrawn is the number drawn this turn: raised off the table
	// in a ring of the palette's Focus colour.
	NumberStoneDrawn = 1
	// NumberStoneRetired is a number whose nine squares are all uncovered:
	// greyed and struck through, out of the game for good.
	NumberStoneRetired = 2
	// NumberStoneFound is a number found earlier this turn and out until
	// the turn ends: flat and faded, with a tick in a Good badge, so it
	// never reads as the number hunted now.
	NumberStoneFound = 3
)

// NumberStone is the number stone n (0..9) of diameter px in state
// (NumberStoneInBag, NumberStoneDrawn, NumberStoneRetired or
// NumberStoneFound; others clamp):
// a round ivory token with a bevelled edge, an engraved ring and n cut into
// it and inked — dark, and 0 (the stone that ends a turn) in the palette's
// Accent; 6 and 9 are underlined so they read either way up. Drawn, it
// lies higher (a longer shadow) in a glowing Focus ring; retired, it is
// grey and flat with a dark stroke across it, so the state reads without
// colour; found, it is flat and faded with a tick in its corner. Other n
// give a blank token. The image is px+2*PieceMargin(px)
// square, the token centred.
func NumberStone(k *sprites.Kit, n, px, state int) *ebiten.Image {
	px = max(px, 1)
	if n < 0 || n > 9 {
		n = -1
	}
	state = min(max(state, NumberStoneInBag), NumberStoneFound)
	return k.Sprite(sprites.Key{Kind: kindNumberStone, A: n, B: px, C: state}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintNumberStone(cv, c, c, float64(px), n, state, k.Palette())
		return cv
	})
}

// bone is the ivory of the number stones.
var bone = sprites.RGB{R: 0.93, G: 0.9, B: 0.83}

func paintNumberStone(cv *sprites.Canvas, cx, cy, px float64, n, state int, pal sprites.Palette) {
	R := px / 2
	retired := state == NumberStoneRetired
	drawn := state == NumberStoneDrawn
	found := state == NumberStoneFound
	lift := 0.0
	if drawn {
		lift = 0.45
	}
	focus := sprites.RGBOf(pal.Focus)
	if drawn {
		// The ring of light round the drawn number.
		gw := px * 0.07
		cv.Shade(cx-R-gw*2, cy-R-gw*2, cx+R+gw*2, cy+R+gw*2, func(x, y float64) (sprites.RGB, float64) {
			d := sprites.Hypot(x-cx, y-cy) - R
			if d < -1 {
				return sprites.RGB{}, 0
			}
			return focus, 0.85*math.Exp(-math.Max(d, 0)/(gw*0.6)) + 0.0
		})
	}
	s := &sprites.Slab{
		Frame: sprites.NewFrame(cx, cy, 0), HW: R, HH: R, Bevel: px * 0.16, RimDark: 0.18,
		Ambient: 0.5, Spec: 0.3, Shine: 26,
		Shape: func(lx, ly float64) float64 { return sprites.Hypot(lx, ly) - R },
	}
	lw := sprites.Fmax(0.7, px*0.014)
	ringR := R * 0.8
	s.Material = func(lx, ly float64) sprites.RGB {
		u, v := lx/px, ly/px
		// Bone with faint grey veins and a warm cloud.
		vein := math.Abs(math.Sin(u*9 + v*4 + 3.5*sprites.FBM(u*2.5, v*2.5, 3, 601)))
		c := bone.Scale(0.97 + 0.06*(sprites.FBM(u*4, v*4, 2, 602)-0.5))
		c = c.Mix(sprites.RGB{R: 0.62, G: 0.6, B: 0.57}, 0.14*(1-sprites.Smoothstep(0, 0.09, vein)))
		// The engraved ring: a dark cut with a lit far lip.
		r := sprites.Hypot(lx, ly)
		c = c.Scale(1 - 0.35*sprites.Coverage(math.Abs(r-ringR)-lw/2))
		c = c.Mix(sprites.White, 0.3*sprites.Coverage(math.Abs(r-ringR-lw*1.2)-lw*0.4))
		if retired {
			g := c.Luma()
			c = sprites.RGB{R: g, G: g, B: g}.Scale(0.78)
		}
		if found {
			g := c.Luma()
			c = c.Mix(sprites.RGB{R: g, G: g, B: g}, 0.6).Scale(0.82)
		}
		return c
	}
	if retired || found {
		s.Spec, s.Ambient = 0.1, 0.6
	}
	s.CastShadow(cv, px, pal, lift)
	s.Paint(cv)
	if drawn {
		// A thin bright line of the ring over the token's edge.
		cv.Shade(cx-R-2, cy-R-2, cx+R+2, cy+R+2, func(x, y float64) (sprites.RGB, float64) {
			d := sprites.Hypot(x-cx, y-cy) - R
			return focus.Mix(sprites.White, 0.3), 0.9 * sprites.Coverage(math.Abs(d+lw*0.5)-lw)
		})
	}
	if n >= 0 {
		label := strconv.Itoa(n)
		ink := sprites.RGBOf(pal.Ink)
		if n == 0 {
			ink = sprites.RGBOf(pal.Accent).Scale(0.85)
		}
		if retired || found {
			ink = sprites.RGBOf(pal.Muted).Scale(0.8)
		}
		st := sprites.GlyphStyle{Font: sprites.BoldOutline, Height: px * 0.46, MaxW: px * 0.5}
		dy := 0.0
		if n == 6 || n == 9 {
			dy = -px * 0.04
		}
		m := sprites.GlyphMask(cv.W, cv.H, label, st, cx, cy+dy)
		if n == 6 || n == 9 {
			bar := sprites.SDFMask(cv.W, cv.H, func(x, y float64) float64 {
				return sprites.SDRoundRect(x-cx, y-(cy+px*0.245), px*0.13, px*0.028, px*0.02)
			}, cx-R, cy-R, cx+R, cy+R)
			for i, a := range bar.A {
				m.A[i] = sprites.Fmax(m.A[i], a)
			}
		}
		engraveMask(cv, m, cx-R, cy-R, cx+R, cy+R, px, ink)
	}
	if retired {
		// Struck out: a dark stroke from top right to bottom left.
		sw := sprites.Fmax(1, px*0.06)
		l := R * 0.92
		ink := sprites.RGBOf(pal.Ink)
		cv.Shade(cx-R-2, cy-R-2, cx+R+2, cy+R+2, func(x, y float64) (sprites.RGB, float64) {
			u, v := (x-cx+y-cy)/math.Sqrt2, (x-cx-(y-cy))/math.Sqrt2
			d := sprites.SDRoundRect(u, v, sw/2, l, sw/2)
			var st sprites.Stack
			st.Over(sprites.Black, 0.3*sprites.SoftShadow(sprites.SDRoundRect(u-px*0.01, v+px*0.01, sw/2, l, sw/2), px*0.02))
			st.Over(sprites.RGB{R: 0.95, G: 0.93, B: 0.88}, 0.8*sprites.Coverage(d-sprites.Fmax(0.8, px*0.012)))
			st.Over(ink, sprites.Coverage(d))
			return st.Result()
		})
	}
	if found {
		paintTick(cv, cx+R*0.62, cy+R*0.62, R*0.34, sprites.RGBOf(pal.Good))
	}
}

// paintTick paints a tick in a disc of radius r and colour c centred at
// (x, y), with a light edge so it stands out on ivory and on felt.
func paintTick(cv *sprites.Canvas, x, y, r float64, c sprites.RGB) {
	sw := sprites.Fmax(1, r*0.28)
	a := sprites.Point{X: x - r*0.45, Y: y + r*0.02}
	b := sprites.Point{X: x - r*0.1, Y: y + r*0.38}
	e := sprites.Point{X: x + r*0.5, Y: y - r*0.35}
	cv.Shade(x-r-2, y-r-2, x+r+2, y+r+2, func(px, py float64) (sprites.RGB, float64) {
		d := sprites.Hypot(px-x, py-y) - r
		var st sprites.Stack
		st.Over(sprites.RGB{R: 0.98, G: 0.97, B: 0.93}, sprites.Coverage(d-sprites.Fmax(1, r*0.12)))
		st.Over(c, sprites.Coverage(d))
		tick := sprites.Fmin(sdSegment(px, py, a, b), sdSegment(px, py, b, e)) - sw/2
		st.Over(sprites.White, sprites.Coverage(tick))
		return st.Result()
	})
}

// engraveMask paints the shape m (the size of cv) cut into a surface and
// filled with ink c: the cut's wall on the lamp side is in shadow, the far
// wall catches a little light, within the box [x0,x1)×[y0,y1).
func engraveMask(cv *sprites.Canvas, m *sprites.Mask, x0, y0, x1, y1, px float64, c sprites.RGB) {
	soft := m.Blurred(int(sprites.Fmax(1, px/70)))
	o := sprites.Fmax(0.7, px*0.015)
	lx, ly := lightDir2()
	cv.Shade(x0, y0, x1, y1, func(x, y float64) (sprites.RGB, float64) {
		a := m.Sample(x, y)
		e := soft.Sample(x-lx*o, y-ly*o) - soft.Sample(x+lx*o, y+ly*o)
		if a <= 0.001 {
			// Outside the cut: its far lip catches the light.
			if e > 0 {
				return sprites.White, 0.25 * e
			}
			return sprites.RGB{}, 0
		}
		face := c
		if e < 0 {
			face = face.Mix(sprites.Black, -0.6*e)
		} else {
			face = face.Mix(sprites.White, 0.2*e)
		}
		return face, a
	})
}
