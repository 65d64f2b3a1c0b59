package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
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
func (k *Kit) Card(w, h int) *ebiten.Image {
	return k.get(spriteKey{kind: "card", a: w, b: h}, func() *canvas {
		m := CardMargin(w, h)
		cv := newCanvas(w+2*m, h+2*m)
		paintCard(cv, float64(w+2*m)/2, float64(h+2*m)/2, float64(w), float64(h), 0, k.pal, CardBand(h), float64(m))
		return cv
	})
}

// paperColour is cream paper with fibres at a local point.
func paperColour(paper rgb, lx, ly float64) rgb {
	// Fibres: noise stretched along x, plus rare darker flecks.
	fibre := valueNoise(lx*0.09, ly*0.6, 21)*0.6 + valueNoise(lx*0.3, ly*1.4, 22)*0.4
	cloud := fbm(lx*0.012, ly*0.012, 3, 23)
	k := 1 + (fibre-0.5)*0.045 + (cloud-0.5)*0.05
	if hash2(int(lx*0.5), int(ly), 24) > 0.9985 {
		k -= 0.08
	}
	return paper.scale(k)
}

// paintCard paints a paper card w×h centred at (cx,cy), turned by angle,
// with a title band of height band and a shadow of size shadow.
func paintCard(cv *canvas, cx, cy, w, h, angle float64, pal Palette, band int, shadow float64) {
	paper, line, accent := col(pal.Paper), col(pal.PaperLine), col(pal.Accent)
	s := &slab{f: newFrame(cx, cy, angle), hw: w / 2, hh: h / 2, radius: fmin(w, h) * 0.025}
	s.shadow(cv, shadow*0.15, shadow*0.45, shadow*0.7, col(pal.Shadow), alphaOf(pal.Shadow)*0.85)
	x0, y0, x1, y1 := s.bounds(1)
	top := -h / 2
	rule := fmax(1, h*0.003)
	cv.shade(x0, y0, x1, y1, func(x, y float64) (rgb, float64) {
		d := s.sd(x, y)
		if d > 1 {
			return rgb{}, 0
		}
		lx, ly := s.f.local(x, y)
		c := paperColour(paper, lx, ly)
		// Edges age a little.
		c = c.scale(1 - 0.06*smoothstep(-w*0.04, 0, d))
		if band > 0 {
			by := ly - top
			bandEnd := float64(band)
			// The band is printed ink on paper: multiply, so fibres show.
			if by < bandEnd {
				c = rgb{c.r * accent.r, c.g * accent.g, c.b * accent.b}.scale(1.08)
			}
			// A double rule under the band.
			r1 := math.Abs(by-bandEnd-rule*2) - rule*0.5
			r2 := math.Abs(by-bandEnd-rule*4.5) - rule*0.5
			c = c.mix(line, 0.9*fmax(coverage(r1), coverage(r2)))
		}
		return c, coverage(d)
	})
}

// CellState is how a printed card cell looks now.
type CellState int

// Cell states. Target and Focus also change shape (dashed border, ring),
// never colour alone.
const (
	CellEmpty  CellState = iota // the printed empty box
	CellHover                   // the pointer is over it: darker, thicker box
	CellTarget                  // a valid drop target: glowing, dashed border
	CellFilled                  // written in (the scene draws Pencil on top)
	CellFocus                   // keyboard focus: the gold ring around the box
)

// Cell is a square box printed on the card, px×px with transparent paper
// (draw it over Card). The box is inset so the focus ring fits inside px.
func (k *Kit) Cell(px int, s CellState) *ebiten.Image {
	return k.get(spriteKey{kind: "cell", a: px, b: int(s)}, func() *canvas {
		cv := newCanvas(px, px)
		paintCell(cv, float64(px), s, k.pal, k.scale)
		return cv
	})
}

func paintCell(cv *canvas, px float64, s CellState, pal Palette, scale float64) {
	ring := 3 * scale
	inset := ring + fmax(1, px*0.03) + fmax(1, 0.8*scale)
	half := px/2 - inset
	c := px / 2
	lw := fmax(1, px*0.028)
	line, ink := col(pal.PaperLine), col(pal.Ink)
	radius := px * 0.06
	sd := func(x, y float64) float64 { return sdRoundRect(x-c, y-c, half, half, radius) }
	cv.shadeAll(func(x, y float64) (rgb, float64) {
		d := sd(x, y)
		var st stack
		over := st.over
		inside := coverage(d)
		switch s {
		case CellHover:
			over(col(pal.Focus), 0.16*inside)
		case CellTarget:
			// Glow strongest at the border, fading inwards.
			over(col(pal.Good), inside*(0.14+0.32*smoothstep(-half*0.6, 0, d)))
		case CellFilled:
			over(col(pal.Pencil), 0.05*inside) // rubbed graphite
		}
		border, bw := line, lw
		switch s {
		case CellHover:
			border, bw = ink.mix(line, 0.3), lw*1.8
		case CellTarget:
			border, bw = col(pal.Good).scale(0.8), lw*1.8
		}
		bc := coverage(math.Abs(d+bw/2) - bw/2)
		if s == CellTarget && bc > 0 {
			// Dashes along the perimeter mark the target without colour.
			t := math.Atan2(y-c, x-c)/(2*math.Pi) + 0.5
			dash := 0.5 + 0.5*math.Sin(t*2*math.Pi*16)
			bc *= smoothstep(0.25, 0.45, dash)
		}
		over(border, bc*0.95)
		if s == CellFocus {
			paintRing(&st, pal, d, ring, scale, fmax(1, px*0.03))
		}
		return st.result()
	})
}

// paintRing stacks the focus ring at distance d from a box: a gold band of
// width ring that starts gap pixels outside the box, with dark hairlines on
// both edges so it reads on cream paper and on dark felt alike.
func paintRing(st *stack, pal Palette, d, ring, scale, gap float64) {
	mid := gap + ring/2
	hair := fmax(1, 0.8*scale)
	st.over(rgb{0.12, 0.08, 0.03}, 0.85*coverage(math.Abs(d-mid)-ring/2-hair))
	st.over(col(pal.Focus), coverage(math.Abs(d-mid)-ring/2))
}
