package knister

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// CardMargin is the shadow border around a Card image: the paper is w×h,
// the image is (w+2m)×(h+2m) with the paper in its centre.
func CardMargin(w, h int) int { return int(math.Ceil(float64(min(w, h))*0.03)) + 3 }

// CardBand is the height of the printed title band at the top of a card of
// height h (paper pixels); scenes write the title inside it and lay the grid
// out below it.
func CardBand(h int) int { return int(math.Round(float64(h) * 0.11)) }

// Card is the Knister paper card: cream paper with fibre noise, slightly
// rounded corners, a soft shadow and a printed title band (no grid: the
// scene draws cells). See CardMargin and CardBand for its geometry.
func Card(k *sprites.Kit, w, h int) *ebiten.Image {
	return k.Sprite(sprites.Key{Kind: kindCard, A: w, B: h}, func() *sprites.Canvas {
		m := CardMargin(w, h)
		cv := sprites.NewCanvas(w+2*m, h+2*m)
		paintCard(cv, float64(w+2*m)/2, float64(h+2*m)/2, float64(w), float64(h), 0, k.Palette(), CardBand(h), float64(m))
		return cv
	})
}

// paperColour is cream paper with fibres at a local point.
func paperColour(paper sprites.RGB, lx, ly float64) sprites.RGB {
	// Fibres: noise stretched along x, plus rare darker flecks.
	fibre := sprites.ValueNoise(lx*0.09, ly*0.6, 21)*0.6 + sprites.ValueNoise(lx*0.3, ly*1.4, 22)*0.4
	cloud := sprites.FBM(lx*0.012, ly*0.012, 3, 23)
	k := 1 + (fibre-0.5)*0.045 + (cloud-0.5)*0.05
	if sprites.Hash2(int(lx*0.5), int(ly), 24) > 0.9985 {
		k -= 0.08
	}
	return paper.Scale(k)
}

// paintCard paints a paper card w×h centred at (cx,cy), turned by angle,
// with a title band of height band and a shadow of size shadow.
func paintCard(cv *sprites.Canvas, cx, cy, w, h, angle float64, pal sprites.Palette, band int, shadow float64) {
	paper, line, accent := sprites.RGBOf(pal.Paper), sprites.RGBOf(pal.PaperLine), sprites.RGBOf(pal.Accent)
	s := &sprites.Slab{Frame: sprites.NewFrame(cx, cy, angle), HW: w / 2, HH: h / 2, Radius: sprites.Fmin(w, h) * 0.025}
	s.Shadow(cv, shadow*0.15, shadow*0.45, shadow*0.7, sprites.RGBOf(pal.Shadow), sprites.AlphaOf(pal.Shadow)*0.85)
	x0, y0, x1, y1 := s.Bounds(1)
	top := -h / 2
	rule := sprites.Fmax(1, h*0.003)
	cv.Shade(x0, y0, x1, y1, func(x, y float64) (sprites.RGB, float64) {
		d := s.SD(x, y)
		if d > 1 {
			return sprites.RGB{}, 0
		}
		lx, ly := s.Frame.Local(x, y)
		c := paperColour(paper, lx, ly)
		// Edges age a little.
		c = c.Scale(1 - 0.06*sprites.Smoothstep(-w*0.04, 0, d))
		if band > 0 {
			by := ly - top
			bandEnd := float64(band)
			// The band is printed ink on paper: multiply, so fibres show.
			if by < bandEnd {
				c = sprites.RGB{R: c.R * accent.R, G: c.G * accent.G, B: c.B * accent.B}.Scale(1.08)
			}
			// A double rule under the band.
			r1 := math.Abs(by-bandEnd-rule*2) - rule*0.5
			r2 := math.Abs(by-bandEnd-rule*4.5) - rule*0.5
			c = c.Mix(line, 0.9*sprites.Fmax(sprites.Coverage(r1), sprites.Coverage(r2)))
		}
		return c, sprites.Coverage(d)
	})
}
