package knister

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Icon is Knister's illustration for the menu and the statistics, px square:
// two dice on a pencilled card. It is the game's core.Game.Icon.
func Icon(k *sprites.Kit, px int) *ebiten.Image {
	return k.Square(sprites.Key{Kind: kindIcon, A: px}, px, paintIcon)
}

// paintIcon paints the illustration onto cv, p pixels square.
func paintIcon(cv *sprites.Canvas, p float64, pal sprites.Palette) {
	cw, ch := p*0.62, p*0.78
	cx, cy, angle := p*0.41, p*0.47, -0.07
	band := int(ch * 0.13)
	paintCard(cv, cx, cy, cw, ch, angle, pal, band, p*0.03)
	f := sprites.NewFrame(cx, cy, angle)
	// A 5×5 printed grid below the band, some cells pencilled in.
	cell := sprites.Fmin(cw*0.9/5, (ch-float64(band))*0.92/5)
	gx0 := -cell * 2.5
	gy0 := -ch/2 + float64(band) + (ch-float64(band)-cell*5)/2
	line := sprites.RGBOf(pal.PaperLine)
	lw := sprites.Fmax(0.8, p*0.004)
	x0, y0, x1, y1 := cx-p*0.45, cy-p*0.45, cx+p*0.45, cy+p*0.45
	cv.Shade(x0, y0, x1, y1, func(x, y float64) (sprites.RGB, float64) {
		lx, ly := f.Local(x, y)
		u, v := (lx-gx0)/cell, (ly-gy0)/cell
		if u < -0.05 || v < -0.05 || u > 5.05 || v > 5.05 {
			return sprites.RGB{}, 0
		}
		du := math.Abs(u-math.Round(u)) * cell
		dv := math.Abs(v-math.Round(v)) * cell
		return line, 0.9 * sprites.Coverage(sprites.Fmin(du, dv)-lw/2)
	})
	written := []struct {
		s    string
		c, r int
	}{{"7", 0, 0}, {"12", 1, 0}, {"5", 3, 0}, {"9", 1, 1}, {"8", 0, 2}, {"4", 2, 1}, {"11", 4, 0}}
	for i, w := range written {
		wx, wy := f.World(gx0+(float64(w.c)+0.5)*cell, gy0+(float64(w.r)+0.5)*cell)
		paintPencil(cv, w.s, wx, wy, cell, uint32(i*13+5), sprites.RGBOf(pal.Pencil))
	}
	paintDie(cv, p*0.64, p*0.74, p*0.27, 0.35, 5, pal, true)
	paintDie(cv, p*0.82, p*0.56, p*0.24, -0.22, 3, pal, true)
}
