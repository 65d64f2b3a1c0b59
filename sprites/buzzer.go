package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Buzzer is the round arcade button a player hits to call "Kakuro!", seen
// from above, px across with a PieceMargin(px) border for its shadow and
// glow: a black bezel round a glossy red dome. Lit, the dome is pressed in
// a little and glows (brighter, lit from inside, a halo round the bezel).
// The scene writes the label on top of it.
func (k *Kit) Buzzer(px int, lit bool) *ebiten.Image {
	px = max(px, 1)
	l := 0
	if lit {
		l = 1
	}
	return k.get(spriteKey{kind: "buzzer", a: px, b: l}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintBuzzer(cv, c, c, float64(px), lit, k.pal)
		return cv
	})
}

func paintBuzzer(cv *canvas, cx, cy, px float64, on bool, pal Palette) {
	R := px / 2
	bezel := &slab{
		f: newFrame(cx, cy, 0), hw: R, hh: R, bevel: px * 0.1, rimDark: 0.3,
		ambient: 0.5, spec: 0.35, shine: 30,
		shape:    func(lx, ly float64) float64 { return hypot(lx, ly) - R },
		material: func(float64, float64) rgb { return rgb{0.1, 0.1, 0.11} },
	}
	accent := col(pal.Accent)
	glow := accent.mix(rgb{1, 0.85, 0.6}, 0.35)
	if on {
		// The halo spills onto the table round the bezel.
		cv.shade(cx-R*1.3, cy-R*1.3, cx+R*1.3, cy+R*1.3, func(x, y float64) (rgb, float64) {
			d := hypot(x-cx, y-cy) - R
			if d < 0 {
				return rgb{}, 0
			}
			return glow, 0.6 * math.Exp(-d/(px*0.045))
		})
	}
	bezel.castShadow(cv, px, pal, 0)
	bezel.paint(cv)
	hole := R * 0.8
	dome := R * 0.74
	if on {
		dome = R * 0.71
	}
	cv.shade(cx-R, cy-R, cx+R, cy+R, func(x, y float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy)
		var st stack
		// The gap between bezel and dome, in shadow (deeper when pressed).
		gap := rgb{0.03, 0.03, 0.035}
		if on {
			gap = accent.scale(0.35)
		}
		st.over(gap, coverage(r-hole))
		if d := r - dome; d < 1 {
			q := fmin(r/dome, 0.999)
			n := normalize3(dx/dome, dy/dome, math.Sqrt(1-q*q)*1.5+0.15)
			var c rgb
			if on {
				// Lit from inside: hot in the middle, glossy all the same.
				base := accent.scale(1.25).mix(rgb{1, 0.86, 0.66}, 0.7*(1-q*q)*(1-q*q))
				c = lit(base, n, 0.85, 0.3, 30)
			} else {
				base := accent.scale(0.95)
				c = lit(base, n, 0.45, 0.55, 45)
				c = c.scale(1 - 0.3*smoothstep(0.7, 1, q))
			}
			st.over(c, coverage(d))
			// The bezel's lip shades the dome's edge on the lamp's side.
			lip := (dx*lightDir[0] + dy*lightDir[1]) / fmax(r, 1e-9)
			st.over(black, 0.3*smoothstep(0.8, 1, q)*clamp01(lip*2)*coverage(d))
		}
		if on {
			// Red light on the bezel's inner rim.
			st.over(glow, 0.5*smoothstep(hole+R*0.12, hole, r)*(1-coverage(r-hole)))
		}
		return st.result()
	})
}
