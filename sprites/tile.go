package sprites

import (
	"math"
)

// Silver is the brushed metal of number tiles (and of the Kakuro board's
// inlay).
var Silver = RGB{0.70, 0.715, 0.74}

// PaintTile paints a number tile of side px at (cx,cy) turned by angle with
// label embossed on it; lift raises it off the table (bigger, softer shadow).
func PaintTile(cv *Canvas, cx, cy, px, angle float64, label string, red bool, pal Palette, lift float64) {
	s := &Slab{
		Frame: NewFrame(cx, cy, angle), HW: px / 2, HH: px / 2,
		Radius: px * 0.13, Bevel: px * 0.11, RimDark: 0.2,
	}
	var digitFace RGB
	if red {
		accent := RGBOf(pal.Accent)
		s.Ambient, s.Spec, s.Shine = 0.55, 0.45, 40
		s.Material = func(lx, ly float64) RGB {
			// Lacquer: a gentle top-to-bottom falloff and faint orange peel.
			return accent.Scale(1.06 - 0.12*(ly/px+0.5) + 0.03*(ValueNoise(lx*0.2, ly*0.2, 51)-0.5))
		}
		digitFace = RGBOf(pal.AccentText).Mix(accent, 0.12)
	} else {
		s.Ambient, s.Spec, s.Shine = 0.45, 0.4, 22
		s.Material = func(lx, ly float64) RGB {
			// Brushed metal: fine horizontal streaks and a broad sheen band.
			streak := ValueNoise(lx*0.03, ly*0.9, 52)*0.6 + ValueNoise(lx*0.01, ly*2.5, 53)*0.4
			// Metal mirrors the room: a bright diagonal band and a darker
			// one below it.
			u := (ly + lx*0.45) / px
			sheen := math.Exp(-math.Pow((u+0.18)/0.2, 2)) - 0.5*math.Exp(-math.Pow((u-0.3)/0.18, 2))
			return Silver.Scale(0.92 + 0.1*streak + 0.22*sheen)
		}
		digitFace = RGB{0.13, 0.14, 0.17}
	}
	s.CastShadow(cv, px, pal, lift)
	s.Paint(cv)
	if label == "" {
		return
	}
	h := px * 0.56
	maxW := px * 0.7
	st := GlyphStyle{Font: BoldOutline, Height: h, MaxW: maxW, Angle: angle}
	PaintEmbossed(cv, label, st, cx, cy, px, digitFace)
}

// PaintEmbossed paints a raised glyph: its face in colour c, lit on the
// edges that face the lamp, shaded on the far edges, with a thin shadow on
// the surface below-right of it.
// A 6 or a 9 stands a little higher over an embossed bar, so it reads
// the same from the far side of a table (Kakuzu's stones do the same).
func PaintEmbossed(cv *Canvas, label string, st GlyphStyle, cx, cy, px float64, c RGB) {
	r := Hypot(st.Height, st.Height) * 0.75
	if label != "6" && label != "9" {
		EmbossMask(cv, GlyphMask(cv.W, cv.H, label, st, cx, cy), cx-r, cy-r, cx+r, cy+r, px, c)
		return
	}
	f := NewFrame(cx, cy, st.Angle)
	h := st.Height
	gx, gy := f.World(0, -h*0.07)
	m := GlyphMask(cv.W, cv.H, label, st, gx, gy)
	bar := SDFMask(cv.W, cv.H, func(x, y float64) float64 {
		lx, ly := f.Local(x, y)
		return SDRoundRect(lx, ly-h*0.5, h*0.24, h*0.045, h*0.04)
	}, cx-r, cy-r, cx+r, cy+r)
	for i, a := range bar.A {
		m.A[i] = Fmax(m.A[i], a)
	}
	EmbossMask(cv, m, cx-r, cy-r, cx+r, cy+r, px, c)
}

// EmbossMask is PaintEmbossed for any coverage mask m (the size of cv):
// the raised shape is lit and shaded within the box [x0,x1)×[y0,y1).
func EmbossMask(cv *Canvas, m *Mask, x0, y0, x1, y1, px float64, c RGB) {
	soft := m.Blurred(int(Fmax(1, px/60)))
	o := Fmax(0.8, px*0.018)
	lx, ly := LightDir[0]/Hypot(LightDir[0], LightDir[1]), LightDir[1]/Hypot(LightDir[0], LightDir[1])
	cv.Shade(x0, y0, x1, y1, func(x, y float64) (RGB, float64) {
		a := m.Sample(x, y)
		// Directional difference of the softened mask: + on edges facing
		// the lamp, − on the far edges.
		e := soft.Sample(x-lx*o, y-ly*o) - soft.Sample(x+lx*o, y+ly*o)
		if a <= 0.001 {
			// Outside the glyph: only its cast shadow.
			if e < 0 {
				return Black, -e * 0.35
			}
			return RGB{}, 0
		}
		face := c
		if e > 0 {
			face = face.Mix(White, 0.55*e)
		} else {
			face = face.Mix(Black, -0.5*e)
		}
		return face, a
	})
}
