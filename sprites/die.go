package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DieMargin is the transparent border around a die image of side px that
// holds its baked shadow: the image is px+2*DieMargin(px) square and the die
// sits in its centre. Tiles and stones use the same margin.
func DieMargin(px int) int { return int(math.Ceil(float64(px)*0.12)) + 2 }

// PieceMargin is the shadow margin of Tile and Stone images (as DieMargin).
func PieceMargin(px int) int { return DieMargin(px) }

// Die is an ivory die of side px showing value pips (1..6; other values give
// a blank face), with rounded corners, a lit bevel and a soft shadow.
func (k *Kit) Die(value, px int) *ebiten.Image {
	return k.get(spriteKey{kind: "die", a: value, b: px}, func() *canvas {
		m := DieMargin(px)
		cv := newCanvas(px+2*m, px+2*m)
		c := float64(px)/2 + float64(m)
		paintDie(cv, c, c, float64(px), 0, value, k.pal, true)
		return cv
	})
}

var ivory = rgb{0.97, 0.945, 0.88}

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
func paintDie(cv *canvas, cx, cy, px, angle float64, value int, pal Palette, withShadow bool) {
	s := &slab{
		f: newFrame(cx, cy, angle), hw: px / 2, hh: px / 2,
		radius: px * 0.2, bevel: px * 0.17,
		ambient: 0.5, spec: 0.28, shine: 30, rimDark: 0.12,
		material: func(lx, ly float64) rgb {
			// A faint warm gradient and grain so the ivory is not plastic-flat.
			g := 1 - 0.05*(ly/px) + 0.015*(fbm(lx*0.15, ly*0.15, 2, 11)-0.5)
			return ivory.scale(g)
		},
	}
	if withShadow {
		s.castShadow(cv, px, pal, 0)
	}
	s.paint(cv)
	if value < 1 || value > 6 {
		return
	}
	spacing, pr := px*0.255, px*0.095
	if value == 1 {
		pr = px * 0.13 // a lone pip is drilled larger, as on real dice
	}
	pip := rgb{0.16, 0.13, 0.12}
	for _, p := range pipLayout[value] {
		pcx, pcy := s.f.world(p[0]*spacing, p[1]*spacing)
		paintPip(cv, pcx, pcy, pr, pip)
	}
}

// paintPip paints a drilled, painted dimple: darker on the side facing the
// lamp (its wall shades it), a lit far wall and a thin bright lip.
func paintPip(cv *canvas, cx, cy, r float64, pip rgb) {
	cv.shade(cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		d := hypot(dx, dy) - r
		// Inside the bowl the surface faces the centre.
		n := normalize3(-dx/r*0.9, -dy/r*0.9, 1)
		c := lit(pip, n, 0.6, 0.25, 18)
		if d > -0.5 {
			// The lip on the far side catches the light.
			lip := fmax(0, (dx*-lightDir[0]+dy*-lightDir[1])/r)
			c = c.mix(ivory.scale(1.05), 0.35*lip*smoothstep(-0.5, 0.8, d))
		}
		return c, coverage(d)
	})
}
