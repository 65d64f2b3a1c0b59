package kakuzu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Icon is Kakuzu's illustration for the menu and the statistics, px square:
// slate stones in a wooden tray, one of them lifted out. It is the game's core.Game.Icon.
func Icon(k *sprites.Kit, px int) *ebiten.Image {
	return k.Square(sprites.Key{Kind: kindIcon, A: px}, px, paintIcon)
}

// paintIcon paints the illustration onto cv, p pixels square.
func paintIcon(cv *sprites.Canvas, p float64, pal sprites.Palette) {
	wood := sprites.RGBOf(pal.Wood)
	tray := &sprites.Slab{
		Frame: sprites.NewFrame(p/2, p*0.53, 0.04), HW: p * 0.4, HH: p * 0.38,
		Radius: p * 0.08, Bevel: p * 0.05, Ambient: 0.55, Spec: 0.15, Shine: 12, RimDark: 0.25,
	}
	tray.Material = func(lx, ly float64) sprites.RGB {
		c := sprites.WoodColour(wood, lx, ly, p, 71)
		// The well holding the stones is a shade darker.
		if sprites.SDRoundRect(lx, ly, p*0.34, p*0.33, p*0.05) < 0 {
			c = c.Scale(0.8)
		}
		return c
	}
	tray.CastShadow(cv, p*0.5, pal, 0)
	tray.Paint(cv)
	sp := p * 0.19
	for r := range 3 {
		for c := range 3 {
			lx, ly := (float64(c)-1)*p*0.22, (float64(r)-1)*p*0.205
			x, y := tray.Frame.World(lx, ly)
			switch {
			case r == 0 && c == 2:
				continue // this stone has been lifted out (drawn last)
			case r == 1 && c == 1:
				paintDimple(cv, x, y, sp*0.5, wood)
				continue
			}
			paintPebble(cv, x, y, sp, pal, 0, uint32(61+r*3+c))
		}
	}
	x, y := tray.Frame.World(p*0.22, -p*0.205)
	paintDimple(cv, x, y, sp*0.5, wood)
	paintPebble(cv, x-p*0.03, y-p*0.04, sp*1.12, pal, 1, 99)
}

// paintDimple is the empty hollow a stone leaves in the tray.
func paintDimple(cv *sprites.Canvas, cx, cy, r float64, wood sprites.RGB) {
	cv.Shade(cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (sprites.RGB, float64) {
		dx, dy := x-cx, y-cy
		d := sprites.Hypot(dx, dy) - r
		n := sprites.Normalize3(-dx/r*0.8, -dy/r*0.8, 1)
		return sprites.Lit(wood.Scale(0.7), n, 0.5, 0.05, 8), sprites.Coverage(d) * 0.9
	})
}
