package kakuzu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/ui"
	"cifra/sprites"
)

// Around a table the tray's uncovered digits and pencil marks are turned
// to the person whose turn it is: Kakuzu is played in turns, and only the
// seat to move reads the tray to choose a stone, so it gets the tray the
// right way up (the way Knister's cards each face their owner). No glyph
// reads from all four sides (a 6 and a 9, a 7 on its side), and turning
// each digit to a different edge would leave everyone a quarter of the
// tray upside down. A bot's turn leaves them as the last person had them,
// and the stones themselves are round: nothing else on the tray turns.

// trayFacing is the way the tray's words face, and the pencil marks
// painted once each for turning.
type trayFacing struct {
	seat  int // 1 + the seat the words face; 0: the bottom edge
	marks [10]*ebiten.Image
	size  float64 // the marks' size as painted
}

// trayAngle is the angle the tray's digits and marks are turned by now
// (0 at the screen): the seat to move's, if a person, else the last
// person's.
func (r *Round) trayAngle() float64 {
	if !r.lay.around {
		return 0
	}
	if p := r.view.turn; p >= 0 && p < len(r.seats) && r.human(p) {
		r.facing.seat = p + 1
	}
	if r.facing.seat == 0 || r.facing.seat > len(r.seats) {
		return 0
	}
	return turnAngle(r.seats[r.facing.seat-1].panel.Panel.Turn)
}

// turnAngle is the screen rotation (clockwise, in radians) that makes a
// picture read upright from a seat facing t.
func turnAngle(t ui.Turn) float64 { return float64(t) * math.Pi / 180 }

// markImage is digit d as a pencil mark of size px, painted once per size.
func (f *trayFacing) markImage(d int, size float64, clr color.RGBA) *ebiten.Image {
	if f.size != size {
		for i, img := range f.marks {
			if img != nil {
				img.Deallocate()
				f.marks[i] = nil
			}
		}
		f.size = size
	}
	if f.marks[d] == nil {
		px := int(math.Ceil(size * 1.4))
		img := ebiten.NewImage(px, px)
		sprites.DrawText(img, itoa(d), sprites.UI(size), float64(px)/2, float64(px)/2, sprites.AlignCenter, sprites.AlignCenter, clr)
		f.marks[d] = img
	}
	return f.marks[d]
}

// turned is the point (dx, dy) from a centre turned by angle a.
func turned(dx, dy, a float64) (float64, float64) {
	s, c := math.Sincos(a)
	return dx*c - dy*s, dx*s + dy*c
}
