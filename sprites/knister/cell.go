package knister

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// CellState is how a printed card cell looks now.
type CellState int

// Cell states. Target and Focus also change shape (dashed border, ring),
// never colour alone.
const (
	CellEmpty  CellState = iota // the printed empty box
	CellHover                   // the pointer is over it: darker, thicker box
	CellTarget                  // a valid drop target: glowing, dashed border
	CellFilled                  // written in (the scene draws Pencil on top)
	CellFocus                   // keyboard focus: the gold ring around the box
)

// Cell is a square box printed on the card, px×px with transparent paper
// (draw it over Card). The box is inset so the focus ring fits inside px.
func Cell(k *sprites.Kit, px int, s CellState) *ebiten.Image {
	return k.Sprite(sprites.Key{Kind: kindCell, A: px, B: int(s)}, func() *sprites.Canvas {
		cv := sprites.NewCanvas(px, px)
		paintCell(cv, float64(px), s, k.Palette(), k.Scale())
		return cv
	})
}

func paintCell(cv *sprites.Canvas, px float64, s CellState, pal sprites.Palette, scale float64) {
	ring := 3 * scale
	inset := ring + sprites.Fmax(1, px*0.03) + sprites.Fmax(1, 0.8*scale)
	half := px/2 - inset
	c := px / 2
	lw := sprites.Fmax(1, px*0.028)
	line, ink := sprites.RGBOf(pal.PaperLine), sprites.RGBOf(pal.Ink)
	radius := px * 0.06
	sd := func(x, y float64) float64 { return sprites.SDRoundRect(x-c, y-c, half, half, radius) }
	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		d := sd(x, y)
		var st sprites.Stack
		over := st.Over
		inside := sprites.Coverage(d)
		switch s {
		case CellHover:
			over(sprites.RGBOf(pal.Focus), 0.16*inside)
		case CellTarget:
			// Glow strongest at the border, fading inwards.
			over(sprites.RGBOf(pal.Good), inside*(0.14+0.32*sprites.Smoothstep(-half*0.6, 0, d)))
		case CellFilled:
			over(sprites.RGBOf(pal.Pencil), 0.05*inside) // rubbed graphite
		}
		border, bw := line, lw
		switch s {
		case CellHover:
			border, bw = ink.Mix(line, 0.3), lw*1.8
		case CellTarget:
			border, bw = sprites.RGBOf(pal.Good).Scale(0.8), lw*1.8
		}
		bc := sprites.Coverage(math.Abs(d+bw/2) - bw/2)
		if s == CellTarget && bc > 0 {
			// Dashes along the perimeter mark the target without colour.
			t := math.Atan2(y-c, x-c)/(2*math.Pi) + 0.5
			dash := 0.5 + 0.5*math.Sin(t*2*math.Pi*16)
			bc *= sprites.Smoothstep(0.25, 0.45, dash)
		}
		over(border, bc*0.95)
		if s == CellFocus {
			sprites.PaintRing(&st, pal, d, ring, scale, sprites.Fmax(1, px*0.03))
		}
		return st.Result()
	})
}
