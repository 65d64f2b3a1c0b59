package kakuro

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// tileSlab is the shape every square Kakuro piece shares with Tile.
func tileSlab(cx, cy, px, angle float64) *sprites.Slab {
	return &sprites.Slab{
		Frame: sprites.NewFrame(cx, cy, angle), HW: px / 2, HH: px / 2,
		Radius: px * 0.13, Bevel: px * 0.11, RimDark: 0.2,
	}
}

// lacquer is the red lacquer of tile backs at a local point.
func lacquer(accent sprites.RGB, lx, ly, px float64) sprites.RGB {
	return accent.Scale(1.06 - 0.12*(ly/px+0.5) + 0.03*(sprites.ValueNoise(lx*0.2, ly*0.2, 51)-0.5))
}

// ActionBack is the back every Kakuro action tile shares, px square with a
// PieceMargin(px) shadow border: a sum field in red lacquer, split by an
// engraved diagonal from the top-left to the bottom-right corner, with a
// white arrow pointing right in the upper-right half and one pointing down
// in the lower-left half.
func ActionBack(k *sprites.Kit, px int) *ebiten.Image {
	px = max(px, 1)
	return k.Sprite(sprites.Key{Kind: kindActionBack, A: px}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintActionBack(cv, c, c, float64(px), 0, k.Palette(), 0)
		return cv
	})
}

func paintActionBack(cv *sprites.Canvas, cx, cy, px, angle float64, pal sprites.Palette, lift float64) {
	s := tileSlab(cx, cy, px, angle)
	accent, ink := sprites.RGBOf(pal.Accent), sprites.RGBOf(pal.AccentText)
	wh := px/2 - s.Bevel*0.6
	lw := sprites.Fmax(0.8, px*0.022)
	s.Ambient, s.Spec, s.Shine = 0.55, 0.45, 40
	s.Material = func(lx, ly float64) sprites.RGB {
		c := lacquer(accent, lx, ly, px)
		// The engraved split: a dark groove with a lit lower lip.
		e := (lx - ly) / math.Sqrt2
		c = c.Scale(1 - 0.45*sprites.Coverage(math.Abs(e)-lw/2))
		c = c.Mix(sprites.White, 0.25*sprites.Coverage(math.Abs(e+lw)-lw*0.4))
		a := sprites.Fmax(sprites.Coverage(fieldArrow(lx, ly, wh, Right)), sprites.Coverage(fieldArrow(lx, ly, wh, Down)))
		return c.Mix(ink, 0.95*a)
	}
	s.CastShadow(cv, px, pal, lift)
	s.Paint(cv)
}

// actionIvory is the cream plastic of action tile fronts and actionInk the
// dark blue printed on them: unlike the silver number tiles at a glance.
var (
	actionIvory = sprites.RGB{R: 0.95, G: 0.90, B: 0.78}
	actionInk   = sprites.RGB{R: 0.10, G: 0.17, B: 0.42}
)

// ActionFront is the front of a Kakuro action tile, px square with a
// PieceMargin(px) shadow border: cream plastic with a dark blue printed
// frame and, raised in dark blue, "×2" for t='D' (doubler), two curved
// arrows for t='S' (swap) or the digit for t='1'..'9' (digit tile). Any
// other t gives the blank cream face.
func ActionFront(k *sprites.Kit, t byte, px int) *ebiten.Image {
	px = max(px, 1)
	return k.Sprite(sprites.Key{Kind: kindActionFront, A: int(t), B: px}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintActionFront(cv, c, c, float64(px), 0, t, k.Palette(), 0)
		return cv
	})
}

func paintActionFront(cv *sprites.Canvas, cx, cy, px, angle float64, t byte, pal sprites.Palette, lift float64) {
	s := tileSlab(cx, cy, px, angle)
	s.Ambient, s.Spec, s.Shine = 0.5, 0.3, 28
	fw := sprites.Fmax(0.8, px*0.02)
	inset := px * 0.15
	s.Material = func(lx, ly float64) sprites.RGB {
		g := 1 - 0.05*(ly/px) + 0.02*(sprites.ValueNoise(lx*0.12, ly*0.12, 91)-0.5)
		c := actionIvory.Scale(g)
		// The printed frame marks an action tile even without colour.
		e := sprites.SDRoundRect(lx, ly, px/2-inset, px/2-inset, px*0.07)
		return c.Mix(actionInk, 0.9*sprites.Coverage(math.Abs(e)-fw/2))
	}
	s.CastShadow(cv, px, pal, lift)
	s.Paint(cv)
	switch {
	case t >= '1' && t <= '9':
		st := sprites.GlyphStyle{Font: sprites.BoldOutline, Height: px * 0.5, MaxW: px * 0.6, Angle: angle}
		sprites.PaintEmbossed(cv, string(t), st, cx, cy, px, actionInk)
	case t == 'D':
		st := sprites.GlyphStyle{Font: sprites.BoldOutline, Height: px * 0.36, MaxW: px * 0.56, Angle: angle}
		sprites.PaintEmbossed(cv, "×2", st, cx, cy, px, actionInk)
	case t == 'S':
		f := s.Frame
		m := sprites.SDFMask(cv.W, cv.H, func(x, y float64) float64 {
			lx, ly := f.Local(x, y)
			return sdSwap(lx, ly, px)
		}, cx-px*0.4, cy-px*0.4, cx+px*0.4, cy+px*0.4)
		sprites.EmbossMask(cv, m, cx-px*0.4, cy-px*0.4, cx+px*0.4, cy+px*0.4, px, actionInk)
	}
}

// sdSwap is the swap symbol: two arcs chasing each other round a circle,
// each ending in an arrowhead (clockwise on screen).
func sdSwap(x, y, px float64) float64 {
	R, w := px*0.19, px*0.055
	head, hw := px*0.12, px*0.09
	d := math.Inf(1)
	for _, start := range []float64{math.Pi * 1.05, math.Pi * 0.05} {
		span := math.Pi * 0.68
		// The arc from start to start+span (angles grow clockwise on
		// screen), with round ends.
		a := math.Atan2(y, x) - start
		a = math.Mod(a+4*math.Pi, 2*math.Pi)
		if a <= span {
			d = sprites.Fmin(d, math.Abs(sprites.Hypot(x, y)-R)-w/2)
		} else {
			sx, sy := R*math.Cos(start), R*math.Sin(start)
			d = sprites.Fmin(d, sprites.Hypot(x-sx, y-sy)-w/2)
		}
		// The head at the end, along the tangent.
		e := start + span
		bx, by := R*math.Cos(e), R*math.Sin(e)
		tx, ty := -math.Sin(e), math.Cos(e)
		rx, ry := math.Cos(e), math.Sin(e)
		d = sprites.Fmin(d, sprites.SDTriangle(x, y,
			sprites.Point{X: bx + rx*hw, Y: by + ry*hw},
			sprites.Point{X: bx + tx*head, Y: by + ty*head},
			sprites.Point{X: bx - rx*hw, Y: by - ry*hw}))
	}
	return d
}
