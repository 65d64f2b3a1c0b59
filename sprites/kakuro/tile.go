package kakuro

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Tile is a Kakuro number tile of side px showing digit: the silver face,
// or (red) the red back; both carry the digit embossed. The image has a
// PieceMargin(px) shadow border.
func Tile(k *sprites.Kit, digit, px int, red bool) *ebiten.Image {
	return k.Sprite(sprites.Key{Kind: kindTile, A: digit, B: px, C: sprites.Flag(red)}, func() *sprites.Canvas {
		m := sprites.PieceMargin(px)
		cv := sprites.NewCanvas(px+2*m, px+2*m)
		c := float64(px)/2 + float64(m)
		sprites.PaintTile(cv, c, c, float64(px), 0, strconv.Itoa(digit), red, k.Palette(), 0)
		return cv
	})
}
