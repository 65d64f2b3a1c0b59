package kakuro

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Buzzer is the round arcade button a player hits to call "Kakuro!", seen
// from above, px across with a PieceMargin(px) border for its shadow and
// glow: a black bezel round a glossy red dome. Lit, the dome is pressed in
// a little and glows (brighter, lit from inside, a halo round the bezel).
// The scene writes the label on top of it.
func Buzzer(k *sprites.Kit, px int, lit bool) *ebiten.Image {
	px = max(px, 1)
	return k.Sprite(sprites.Key{Kind: kindBuzzer, A: px, B: sprites.Flag(lit)}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintBuzzer(cv, c, c, float64(px), lit, k.Palette())
		return cv
	})
}

func paintBuzzer(cv *sprites.Canvas, cx, cy, px float64, on bool, pal sprites.Palette) {
	R := px / 2
	bezel := &sprites.Slab{
		Frame: sprites.NewFrame(cx, cy, 0), HW: R, HH: R, Bevel: px * 0.1, RimDark: 0.3,
		Ambient: 0.5, Spec: 0.35, Shine: 30,
		Shape:    func(lx, ly float64) float64 { return sprites.Hypot(lx, ly) - R },
		Material: func(float64, float64) sprites.RGB { return sprites.RGB{R: 0.1, G: 0.1, B: 0.11} },
	}
	accent := sprites.RGBOf(pal.Accent)
	glow := accent.Mix(sprites.RGB{R: 1, G: 0.85, B: 0.6}, 0.35)
	if on {
		// The halo spills onto the table round the bezel.
		cv.Shade(cx-R*1.3, cy-R*1.3, cx+R*1.3, cy+R*1.3, func(x, y float64) (sprites.RGB, float64) {
			d := sprites.Hypot(x-cx, y-cy) - R
			if d < 0 {
				return sprites.RGB{}, 0
			}
			return glow, 0.6 * math.Exp(-d/(px*0.045))
		})
	}
	bezel.CastShadow(cv, px, pal, 0)
	bezel.Paint(cv)
	hole := R * 0.8
	dome := R * 0.74
	if on {
		dome = R * 0.71
	}
	cv.Shade(cx-R, cy-R, cx+R, cy+R, func(x, y float64) (sprites.RGB, float64) {
		dx, dy := x-cx, y-cy
		r := sprites.Hypot(dx, dy)
		var st sprites.Stack
		// The gap between bezel and dome, in shadow (deeper when pressed).
		gap := sprites.RGB{R: 0.03, G: 0.03, B: 0.035}
		if on {
			gap = accent.Scale(0.35)
		}
		st.Over(gap, sprites.Coverage(r-hole))
		if d := r - dome; d < 1 {
			q := sprites.Fmin(r/dome, 0.999)
			n := sprites.Normalize3(dx/dome, dy/dome, math.Sqrt(1-q*q)*1.5+0.15)
			var c sprites.RGB
			if on {
				// Lit from inside: hot in the middle, glossy all the same.
				base := accent.Scale(1.25).Mix(sprites.RGB{R: 1, G: 0.86, B: 0.66}, 0.7*(1-q*q)*(1-q*q))
				c = sprites.Lit(base, n, 0.85, 0.3, 30)
			} else {
				base := accent.Scale(0.95)
				c = sprites.Lit(base, n, 0.45, 0.55, 45)
				c = c.Scale(1 - 0.3*sprites.Smoothstep(0.7, 1, q))
			}
			st.Over(c, sprites.Coverage(d))
			// The bezel's lip shades the dome's edge on the lamp's side.
			lip := (dx*sprites.LightDir[0] + dy*sprites.LightDir[1]) / sprites.Fmax(r, 1e-9)
			st.Over(sprites.Black, 0.3*sprites.Smoothstep(0.8, 1, q)*sprites.Clamp01(lip*2)*sprites.Coverage(d))
		}
		if on {
			// Red light on the bezel's inner rim.
			st.Over(glow, 0.5*sprites.Smoothstep(hole+R*0.12, hole, r)*(1-sprites.Coverage(r-hole)))
		}
		return st.Result()
	})
}
