package sprites

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tile is a Kakuro number tile of side px showing digit: the silver face,
// or (red) the red back; both carry the digit embossed. The image has a
// PieceMargin(px) shadow border.
func (k *Kit) Tile(digit, px int, red bool) *ebiten.Image {
	r := 0
	if red {
		r = 1
	}
	return k.get(spriteKey{kind: "tile", a: digit, b: px, c: r}, func() *canvas {
		m := PieceMargin(px)
		cv := newCanvas(px+2*m, px+2*m)
		c := float64(px)/2 + float64(m)
		paintTile(cv, c, c, float64(px), 0, strconv.Itoa(digit), red, k.pal, 0)
		return cv
	})
}

var silver = rgb{0.70, 0.715, 0.74}

// paintTile paints a number tile of side px at (cx,cy) turned by angle with
// label embossed on it; lift raises it off the table (bigger, softer shadow).
func paintTile(cv *canvas, cx, cy, px, angle float64, label string, red bool, pal Palette, lift float64) {
	s := &slab{
		f: newFrame(cx, cy, angle), hw: px / 2, hh: px / 2,
		radius: px * 0.13, bevel: px * 0.11, rimDark: 0.2,
	}
	var digitFace rgb
	if red {
		accent := col(pal.Accent)
		s.ambient, s.spec, s.shine = 0.55, 0.45, 40
		s.material = func(lx, ly float64) rgb {
			// Lacquer: a gentle top-to-bottom falloff and faint orange peel.
			return accent.scale(1.06 - 0.12*(ly/px+0.5) + 0.03*(valueNoise(lx*0.2, ly*0.2, 51)-0.5))
		}
		digitFace = col(pal.AccentText).mix(accent, 0.12)
	} else {
		s.ambient, s.spec, s.shine = 0.45, 0.4, 22
		s.material = func(lx, ly float64) rgb {
			// Brushed metal: fine horizontal streaks and a broad sheen band.
			streak := valueNoise(lx*0.03, ly*0.9, 52)*0.6 + valueNoise(lx*0.01, ly*2.5, 53)*0.4
			// Metal mirrors the room: a bright diagonal band and a darker
			// one below it.
			u := (ly + lx*0.45) / px
			sheen := math.Exp(-math.Pow((u+0.18)/0.2, 2)) - 0.5*math.Exp(-math.Pow((u-0.3)/0.18, 2))
			return silver.scale(0.92 + 0.1*streak + 0.22*sheen)
		}
		digitFace = rgb{0.13, 0.14, 0.17}
	}
	s.castShadow(cv, px, pal, lift)
	s.paint(cv)
	if label == "" {
		return
	}
	h := px * 0.56
	maxW := px * 0.7
	st := glyphStyle{font: boldOutline, height: h, maxW: maxW, angle: angle}
	paintEmbossed(cv, label, st, cx, cy, px, digitFace)
}

// paintEmbossed paints a raised glyph: its face in colour c, lit on the
// edges that face the lamp, shaded on the far edges, with a thin shadow on
// the surface below-right of it.
// A 6 or a 9 stands a little higher over an embossed bar, so it reads
// the same from the far side of a table (Kakuzu's stones do the same).
func paintEmbossed(cv *canvas, label string, st glyphStyle, cx, cy, px float64, c rgb) {
	r := hypot(st.height, st.height) * 0.75
	if label != "6" && label != "9" {
		embossMask(cv, glyphMask(cv.w, cv.h, label, st, cx, cy), cx-r, cy-r, cx+r, cy+r, px, c)
		return
	}
	f := newFrame(cx, cy, st.angle)
	h := st.height
	gx, gy := f.world(0, -h*0.07)
	m := glyphMask(cv.w, cv.h, label, st, gx, gy)
	bar := sdfMask(cv.w, cv.h, func(x, y float64) float64 {
		lx, ly := f.local(x, y)
		return sdRoundRect(lx, ly-h*0.5, h*0.24, h*0.045, h*0.04)
	}, cx-r, cy-r, cx+r, cy+r)
	for i, a := range bar.a {
		m.a[i] = fmax(m.a[i], a)
	}
	embossMask(cv, m, cx-r, cy-r, cx+r, cy+r, px, c)
}

// embossMask is paintEmbossed for any coverage mask m (the size of cv):
// the raised shape is lit and shaded within the box [x0,x1)×[y0,y1).
func embossMask(cv *canvas, m *mask, x0, y0, x1, y1, px float64, c rgb) {
	soft := m.blurred(int(fmax(1, px/60)))
	o := fmax(0.8, px*0.018)
	lx, ly := lightDir[0]/hypot(lightDir[0], lightDir[1]), lightDir[1]/hypot(lightDir[0], lightDir[1])
	cv.shade(x0, y0, x1, y1, func(x, y float64) (rgb, float64) {
		a := m.sample(x, y)
		// Directional difference of the softened mask: + on edges facing
		// the lamp, − on the far edges.
		e := soft.sample(x-lx*o, y-ly*o) - soft.sample(x+lx*o, y+ly*o)
		if a <= 0.001 {
			// Outside the glyph: only its cast shadow.
			if e < 0 {
				return black, -e * 0.35
			}
			return rgb{}, 0
		}
		face := c
		if e > 0 {
			face = face.mix(white, 0.55*e)
		} else {
			face = face.mix(black, -0.5*e)
		}
		return face, a
	})
}

// Stone is a round, glossy grey Kakuzu stone of diameter px (image with a
// PieceMargin(px) shadow border).
func (k *Kit) Stone(px int) *ebiten.Image {
	return k.get(spriteKey{kind: "stone", a: px}, func() *canvas {
		m := PieceMargin(px)
		cv := newCanvas(px+2*m, px+2*m)
		c := float64(px)/2 + float64(m)
		paintStone(cv, c, c, float64(px), k.pal, 0, 61)
		return cv
	})
}

var stoneGrey = rgb{0.47, 0.47, 0.46}

// paintStone paints a stone of diameter px at (cx,cy), lifted by lift
// (0..1), with speckles chosen by seed.
func paintStone(cv *canvas, cx, cy, px float64, pal Palette, lift float64, seed uint32) {
	r := px / 2
	s := &slab{f: newFrame(cx, cy, 0), hw: r, hh: r, radius: r}
	s.castShadow(cv, px, pal, lift)
	cv.shade(cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		d := hypot(dx, dy) - r
		if d > 1 {
			return rgb{}, 0
		}
		// A flattened sphere: a pebble, not a marble.
		q := fmin(hypot(dx, dy)/r, 0.999)
		n := normalize3(dx/r, dy/r, math.Sqrt(1-q*q)*2.4+0.1)
		speck := fbm(dx*5/px, dy*5/px, 3, seed)
		base := stoneGrey.scale(0.84 + 0.3*speck)
		if g := hash2(int(dx*1.5), int(dy*1.5), seed); g > 0.96 {
			base = base.scale(1.18)
		} else if g < 0.03 {
			base = base.scale(0.8)
		}
		// Polished but not metal: a broad soft highlight plus a small
		// glint, darker towards the rim where it turns from the light.
		c := lit(base, n, 0.5, 0.22, 10).add(lit(black, n, 0, 0.35, 90).r)
		c = c.scale(1 - 0.25*smoothstep(0.75, 1, q))
		// Reflected table light lifts the lower rim a touch.
		c = c.mix(col(pal.Table), 0.15*smoothstep(0.6, 1, q)*clamp01(dy/r))
		return c, coverage(d)
	})
}
