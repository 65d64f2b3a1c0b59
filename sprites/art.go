package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// kindLogo is the kind of sprite this file paints.
var kindLogo = NewKind("logo")

// logoLetters are the tiles of the logo; the red one echoes Kakuro's backs.
var logoLetters = []struct {
	s     string
	angle float64
	dy    float64
	red   bool
}{
	{"C", -0.13, 0.02, false},
	{"I", 0.07, -0.03, false},
	{"F", -0.05, 0.03, true},
	{"R", 0.11, -0.02, false},
	{"A", -0.08, 0.01, false},
}

// LogoWidth is the width of the Logo image of height px.
func LogoWidth(px int) int {
	ts := float64(px) * 0.64
	return int(math.Ceil(ts*0.9*float64(len(logoLetters)-1) + ts + float64(px)*0.3))
}

// Logo is the Cifra logo, px tall (LogoWidth(px) wide): the letters of
// CIFRA on tilted silver tiles, one of them turned to its red side.
func (k *Kit) Logo(px int) *ebiten.Image {
	return k.get(Key{Kind: kindLogo, A: px}, func() *Canvas {
		w := LogoWidth(px)
		cv := NewCanvas(w, px)
		p := float64(px)
		ts := p * 0.64
		x := p*0.15 + ts/2
		for _, l := range logoLetters {
			PaintTile(cv, x, p*(0.47+l.dy), ts, l.angle, l.s, l.red, k.pal, 0)
			x += ts * 0.9
		}
		return cv
	})
}
