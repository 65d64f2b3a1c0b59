package kakuzu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// SeatMarks is how many seat marks there are: Kakuzu's most seats.
const SeatMarks = 4

// SeatMark is seat p's mark (p mod SeatMarks): a disc, a square, a
// triangle or a diamond px across in colour clr with a dark edge, centred
// in a (px+2)-pixel square image. It tells who holds a Kakuzu stone by
// shape as well as by colour, on the tray and beside the seat's name.
func SeatMark(k *sprites.Kit, p, px int, clr color.RGBA) *ebiten.Image {
	px = max(px, 1)
	p = (p%SeatMarks + SeatMarks) % SeatMarks
	return k.Sprite(sprites.Key{Kind: kindSeatMark, A: p, B: px, Clr: clr}, func() *sprites.Canvas {
		side := px + 2
		cv := sprites.NewCanvas(side, side)
		c, r := float64(side)/2, float64(px)/2
		edge := sprites.Fmax(1, r*0.22)
		shape := seatShape(p, r)
		cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
			d := shape(x-c, y-c)
			var st sprites.Stack
			st.Over(sprites.RGB{R: 0.1, G: 0.08, B: 0.07}, 0.85*sprites.Coverage(d))
			st.Over(sprites.RGBOf(clr), sprites.Coverage(d+edge))
			return st.Result()
		})
		return cv
	})
}

// seatShape is the distance to seat p's mark of radius r about the origin.
func seatShape(p int, r float64) func(x, y float64) float64 {
	switch p {
	case 1: // a square
		h := r * 0.82
		return func(x, y float64) float64 { return sprites.SDRoundRect(x, y, h, h, r*0.12) }
	case 2: // a triangle, point up
		a := sprites.Point{X: 0, Y: -r}
		b := sprites.Point{X: r * 0.95, Y: r * 0.72}
		c := sprites.Point{X: -r * 0.95, Y: r * 0.72}
		return func(x, y float64) float64 { return sprites.SDTriangle(x, y, a, b, c) }
	case 3: // a diamond
		return func(x, y float64) float64 { return (math.Abs(x) + math.Abs(y) - r) / math.Sqrt2 }
	}
	return func(x, y float64) float64 { return sprites.Hypot(x, y) - r*0.92 }
}
