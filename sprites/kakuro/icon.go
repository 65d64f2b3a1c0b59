package kakuro

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Icon is Kakuro's illustration for the menu and the statistics, px square:
// silver and red number tiles, one turned to its red back. It is the game's core.Game.Icon.
func Icon(k *sprites.Kit, px int) *ebiten.Image {
	return k.Square(sprites.Key{Kind: kindIcon, A: px}, px, paintIcon)
}

// paintIcon paints the illustration onto cv, p pixels square.
func paintIcon(cv *sprites.Canvas, p float64, pal sprites.Palette) {
	ts := p * 0.36
	tiles := []struct {
		x, y, a float64
		s       string
		red     bool
	}{
		{0.29, 0.3, -0.06, "7", false},
		{0.69, 0.27, 0.09, "3", true},
		{0.31, 0.7, 0.1, "9", false},
		{0.7, 0.69, -0.12, "5", false},
	}
	for _, t := range tiles {
		sprites.PaintTile(cv, p*t.x, p*t.y, ts, t.a, t.s, t.red, pal, 0)
	}
}
