package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// SeatMarks is how many seat marks there are: Kakuzu's most seats.
const SeatMarks = 4

// SeatMark is seat p's mark (p mod SeatMarks): a disc, a square, a
// triangle or a diamond px across in colour clr with a dark edge, centred
// in a (px+2)-pixel square image. It tells who holds a Kakuzu stone by
// shape as well as by colour, on the tray and beside the seat's name.
func (k *Kit) SeatMark(p, px int, clr color.RGBA) *ebiten.Image {
	px = max(px, 1)
	p = (p%SeatMarks + SeatMarks) % SeatMarks
	return k.get(spriteKey{kind: "seat-mark", a: p, b: px, clr: clr}, func() *canvas {
		side := px + 2
		cv := newCanvas(side, side)
		c, r := float64(side)/2, float64(px)/2
		edge := fmax(1, r*0.22)
		shape := seatShape(p, r)
		cv.shadeAll(func(x, y float64) (rgb, float64) {
			d := shape(x-c, y-c)
			var st stack
			st.over(rgb{0.1, 0.08, 0.07}, 0.85*coverage(d))
			st.over(col(clr), coverage(d+edge))
			return st.result()
		})
		return cv
	})
}

// seatShape is the distance to seat p's mark of radius r about the origin.
func seatShape(p int, r float64) func(x, y float64) float64 {
	switch p {
	case 1: // a square
		h := r * 0.82
		return func(x, y float64) float64 { return sdRoundRect(x, y, h, h, r*0.12) }
	case 2: // a triangle, point up
		a := point{0, -r}
		b := point{r * 0.95, r * 0.72}
		c := point{-r * 0.95, r * 0.72}
		return func(x, y float64) float64 { return sdTriangle(x, y, a, b, c) }
	case 3: // a diamond
		return func(x, y float64) float64 { return (math.Abs(x) + math.Abs(y) - r) / math.Sqrt2 }
	}
	return func(x, y float64) float64 { return hypot(x, y) - r*0.92 }
}
