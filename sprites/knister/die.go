package knister

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// DieMargin is the transparent border around a die image of side px that
// holds its baked shadow: the image is px+2*DieMargin(px) square and the die
// sits in its centre. It is PieceMargin: tiles and stones use the same.
func DieMargin(px int) int { return sprites.PieceMargin(px) }

// Die is an ivory die of side px showing value pips (1..6; other values give
// a blank face), with rounded corners, a lit bevel and a soft shadow.
func Die(k *sprites.Kit, value, px int) *ebiten.Image {
	return k.Sprite(sprites.Key{Kind: kindDie, A: value, B: px}, func() *sprites.Canvas {
		m := DieMargin(px)
		cv := sprites.NewCanvas(px+2*m, px+2*m)
		c := float64(px)/2 + float64(m)
		paintDie(cv, c, c, float64(px), 0, value, k.Palette(), true)
		return cv
	})
}

var ivory = sprites.RGB{R: 0.97, G: 0.945, B: 0.88}

// pipLayout gives pip centres in units of the pip spacing, per value.
var pipLayout = [7][][2]float64{
	{},
	{{0, 0}},
	{{-1, -1}, {1, 1}},
	{{-1, -1}, {0, 0}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	{{-1, -1}, {-1, 0}, {-1, 1}, {1, -1}, {1, 0}, {1, 1}},
}

// paintDie paints a die of side px centred at (cx,cy), turned by angle.
func paintDie(cv *sprites.Canvas, cx, cy, px, angle float64, value int, pal sprites.Palette, withShadow bool) {
	s := &sprites.Slab{
		Frame: sprites.NewFrame(cx, cy, angle), HW: px / 2, HH: px / 2,
		Radius: px * 0.2, Bevel: px * 0.17,
		Ambient: 0.5, Spec: 0.28, Shine: 30, RimDark: 0.12,
		Material: func(lx, ly float64) sprites.RGB {
			// A faint warm gradient and grain so the ivory is not plastic-flat.
			g := 1 - 0.05*(ly/px) + 0.015*(sprites.FBM(lx*0.15, ly*0.15, 2, 11)-0.5)
			return ivory.Scale(g)
		},
	}
	if withShadow {
		s.CastShadow(cv, px, pal, 0)
	}
	s.Paint(cv)
	if value < 1 || value > 6 {
		return
	}
	spacing, pr := px*0.255, px*0.095
	if value == 1 {
		pr = px * 0.13 // a lone pip is drilled larger, as on real dice
	}
	pip := sprites.RGB{R: 0.16, G: 0.13, B: 0.12}
	for _, p := range pipLayout[value] {
		pcx, pcy := s.Frame.World(p[0]*spacing, p[1]*spacing)
		paintPip(cv, pcx, pcy, pr, pip)
	}
}

// paintPip paints a drilled, painted dimple: darker on the side facing the
// lamp (its wall shades it), a lit far wall and a thin bright lip.
func paintPip(cv *sprites.Canvas, cx, cy, r float64, pip sprites.RGB) {
	cv.Shade(cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (sprites.RGB, float64) {
		dx, dy := x-cx, y-cy
		d := sprites.Hypot(dx, dy) - r
		// Inside the bowl the surface faces the centre.
		n := sprites.Normalize3(-dx/r*0.9, -dy/r*0.9, 1)
		c := sprites.Lit(pip, n, 0.6, 0.25, 18)
		if d > -0.5 {
			// The lip on the far side catches the light.
			lip := sprites.Fmax(0, (dx*-sprites.LightDir[0]+dy*-sprites.LightDir[1])/r)
			c = c.Mix(ivory.Scale(1.05), 0.35*lip*sprites.Smoothstep(-0.5, 0.8, d))
		}
		return c, sprites.Coverage(d)
	})
}
