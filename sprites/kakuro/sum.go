package kakuro

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// brass is the brushed brass of the sum tiles.
var brass = sprites.RGB{R: 0.80, G: 0.63, B: 0.32}

// brassFace is brushed brass at a local point of a piece of size px.
func brassFace(lx, ly, px float64) sprites.RGB {
	streak := sprites.ValueNoise(lx*0.03, ly*0.9, 95)*0.6 + sprites.ValueNoise(lx*0.01, ly*2.5, 96)*0.4
	u := (ly + lx*0.45) / px
	sheen := math.Exp(-math.Pow((u+0.18)/0.22, 2)) - 0.45*math.Exp(-math.Pow((u-0.3)/0.2, 2))
	return brass.Scale(0.9 + 0.1*streak + 0.2*sheen)
}

// brassInk is the colour of figures raised on brass.
var brassInk = sprites.RGB{R: 0.2, G: 0.12, B: 0.05}

// sumLabel is how a sum value is written: 0..99, or "" (a blank face).
func sumLabel(value int) string {
	if value < 0 || value > 99 {
		return ""
	}
	return strconv.Itoa(value)
}

// sumTriangle is the triangle of a sum tile of side px (local coordinates,
// square centred at 0) for dir, inset by t from its edges and by t+gap
// from the diagonal.
func sumTriangle(px, t, gap float64, dir int) (a, b, c sprites.Point) {
	h := px / 2
	g := (t + gap) * math.Sqrt2
	// Upper-right half: x > y. Corners: on the top edge by the diagonal, the
	// top-right corner, on the right edge by the diagonal.
	a = sprites.Point{X: -h + t + g, Y: -h + t}
	b = sprites.Point{X: h - t, Y: -h + t}
	c = sprites.Point{X: h - t, Y: h - t - g}
	if a.X > b.X { // too small to inset: a point
		a, c = b, b
	}
	if dir == Down {
		a, b, c = sprites.Point{X: a.Y, Y: a.X}, sprites.Point{X: b.Y, Y: b.X}, sprites.Point{X: c.Y, Y: c.X}
	}
	return a, b, c
}

// incentre is the centre of the circle inscribed in triangle abc and its
// radius.
func incentre(a, b, c sprites.Point) (sprites.Point, float64) {
	la, lb, lc := sprites.Hypot(b.X-c.X, b.Y-c.Y), sprites.Hypot(a.X-c.X, a.Y-c.Y), sprites.Hypot(a.X-b.X, a.Y-b.Y)
	p := la + lb + lc
	if p <= 0 {
		return a, 0
	}
	s := p / 2
	area := math.Abs((b.X-a.X)*(c.Y-a.Y)-(c.X-a.X)*(b.Y-a.Y)) / 2
	return sprites.Point{X: (la*a.X + lb*b.X + lc*c.X) / p, Y: (la*a.Y + lb*b.Y + lc*c.Y) / p}, area / s
}

// SumTile is a triangular brass sum tile showing value, cut to fill one
// half of a square of side px: dir Right (0) is the upper-right half,
// the across clue; Down (1) the lower-left half, the down clue (any
// other dir counts as Right). The image is the size of Tile(px):
// px+2*PieceMargin(px) square, with the square centred, so a scene draws it
// centred on the sum field it lies on. Values 0..99 are printed (the game
// uses 3..40); other values give a blank tile.
func SumTile(k *sprites.Kit, value, px, dir int) *ebiten.Image {
	px = max(px, 1)
	if dir != Down {
		dir = Right
	}
	label := sumLabel(value)
	if label == "" {
		value = -1
	}
	return k.Sprite(sprites.Key{Kind: kindSumTile, A: value, B: px, C: dir}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintSumTile(cv, c, c, float64(px), dir, label, k.Palette())
		return cv
	})
}

func paintSumTile(cv *sprites.Canvas, cx, cy, px float64, dir int, label string, pal sprites.Palette) {
	r := px * 0.07
	a, b, c := sumTriangle(px, r, px*0.025, dir)
	s := &sprites.Slab{
		Frame: sprites.NewFrame(cx, cy, 0), HW: px / 2, HH: px / 2,
		Bevel: px * 0.08, RimDark: 0.25, Ambient: 0.45, Spec: 0.4, Shine: 22,
		Shape:    func(lx, ly float64) float64 { return sprites.SDTriangle(lx, ly, a, b, c) - r },
		Material: func(lx, ly float64) sprites.RGB { return brassFace(lx, ly, px) },
	}
	s.CastShadow(cv, px, pal, 0)
	s.Paint(cv)
	if label == "" {
		return
	}
	ic, ir := incentre(a, b, c)
	ir += r * 0.4
	h := ir * 1.15
	if len(label) == 1 {
		h = ir * 1.3
	}
	st := sprites.GlyphStyle{Font: sprites.BoldOutline, Height: h, MaxW: ir * 1.7}
	sprites.PaintEmbossed(cv, label, st, cx+ic.X, cy+ic.Y, px*0.8, brassInk)
}

// SumTileBig is the revealed target: a round brass plate of diameter px
// with a raised rim and value in large raised figures (readable across a
// table), px+2*PieceMargin(px) square. Values 0..99 are printed; others
// give a blank plate. It has the shape of SumTileBack, so a reveal is a
// flip from one to the other.
func SumTileBig(k *sprites.Kit, value, px int) *ebiten.Image {
	px = max(px, 1)
	label := sumLabel(value)
	if label == "" {
		value = -1
	}
	return k.Sprite(sprites.Key{Kind: kindSumBig, A: value, B: px}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintSumPlate(cv, c, c, float64(px), label, false, k.Palette())
		return cv
	})
}

// SumTileBack is the face-down sum tile of the stack: the round plate of
// SumTileBig in darker, patinated brass with a guilloché pattern and a
// raised Σ, px+2*PieceMargin(px) square. A stack is a few of these drawn a
// little apart.
func SumTileBack(k *sprites.Kit, px int) *ebiten.Image {
	px = max(px, 1)
	return k.Sprite(sprites.Key{Kind: kindSumBack, A: px}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintSumPlate(cv, c, c, float64(px), "Σ", true, k.Palette())
		return cv
	})
}

func paintSumPlate(cv *sprites.Canvas, cx, cy, px float64, label string, back bool, pal sprites.Palette) {
	R := px / 2
	rim := px * 0.09
	s := &sprites.Slab{
		Frame: sprites.NewFrame(cx, cy, 0), HW: R, HH: R, Bevel: px * 0.06, RimDark: 0.25,
		Ambient: 0.45, Spec: 0.4, Shine: 22,
		Shape: func(lx, ly float64) float64 { return sprites.Hypot(lx, ly) - R },
	}
	lw := sprites.Fmax(0.8, px*0.012)
	s.Material = func(lx, ly float64) sprites.RGB {
		c := brassFace(lx, ly, px)
		r := sprites.Hypot(lx, ly)
		if back {
			c = c.Scale(0.78).Mix(sprites.RGB{R: 0.42, G: 0.36, B: 0.22}, 0.25)
			// Guilloché: interlaced waves engraved round the centre.
			a := math.Atan2(ly, lx)
			w := math.Sin(r/px*70+3*math.Sin(a*12)) * math.Sin(r/px*40-2*math.Sin(a*9))
			c = c.Scale(1 - 0.07*w*sprites.Smoothstep(R*0.25, R*0.4, r)*sprites.Smoothstep(R-rim*0.6, R-rim*1.4, r))
		}
		// The raised rim: a groove inside it catches the shadow.
		g := math.Abs(r-(R-rim)) - lw/2
		c = c.Scale(1 - 0.4*sprites.Coverage(g))
		c = c.Mix(sprites.White, 0.2*sprites.Coverage(math.Abs(r-(R-rim)-lw*1.3)-lw*0.4))
		return c
	}
	s.CastShadow(cv, px, pal, 0)
	s.Paint(cv)
	if label == "" {
		return
	}
	h := px * 0.42
	if back {
		h = px * 0.32
	}
	if len(label) == 1 && !back {
		h = px * 0.46
	}
	st := sprites.GlyphStyle{Font: sprites.BoldOutline, Height: h, MaxW: px * 0.62}
	sprites.PaintEmbossed(cv, label, st, cx, cy, px, brassInk)
}
