package core

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/sprites"
)

// Pointer is a guided game's fingertip: pulsing on a spot to tap, or
// gliding from (X, Y) to (TX, TY) for a drag.
type Pointer struct {
	Drag         bool
	X, Y, TX, TY float64
	// RingTarget rings the spot a drag goes to.
	RingTarget bool
}

// Pointer motion, in ticks: a drag glides from its start to its end, rests,
// and starts again; a tap pulses.
const (
	pointerGlide = 70
	pointerRest  = 30
)

// DrawPointer draws p at tick with a fingertip of radius rad. The
// fingertip rests just below and right of the spot, so the spot itself (a
// label, a digit, a stone) stays readable; a small dot marks it.
func DrawPointer(dst *ebiten.Image, ctx *Context, p Pointer, tick int, rad float64) {
	u := ctx.U()
	pal := ctx.Kit.Palette()
	x, y := p.X, p.Y
	r := float32(rad)
	if p.Drag {
		t := min(1, float64(tick%(pointerGlide+pointerRest))/pointerGlide)
		e := sprites.InOutCubic(t)
		x, y = p.X+(p.TX-p.X)*e, p.Y+(p.TY-p.Y)*e
		trail := pal.Focus
		trail.A = 150
		vector.StrokeLine(dst, float32(p.X), float32(p.Y), float32(x), float32(y), float32(u*0.7), trail, true)
		if p.RingTarget {
			vector.StrokeCircle(dst, float32(p.TX), float32(p.TY), r*1.1, float32(u*0.5), pal.Focus, true)
		}
	} else {
		pulse := 0.5 + 0.5*math.Sin(float64(tick)*2*math.Pi/50)
		ring := pal.Focus
		ring.A = uint8(255 * (1 - pulse))
		vector.StrokeCircle(dst, float32(x), float32(y), r*float32(1+pulse*1.2), float32(u*0.6), ring, true)
	}
	fx, fy := x+rad*0.9, y+rad*0.9
	vector.DrawFilledCircle(dst, float32(fx+u*0.4), float32(fy+u*0.5), r, color.RGBA{0, 0, 0, 90}, true)
	vector.DrawFilledCircle(dst, float32(fx), float32(fy), r, color.RGBA{255, 255, 255, 225}, true)
	vector.StrokeCircle(dst, float32(fx), float32(fy), r, float32(u*0.45), pal.Focus, true)
	vector.DrawFilledCircle(dst, float32(x), float32(y), float32(u*0.6), pal.Focus, true)
}
