package knister

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Pointer motion, in ticks: a drag glides from the slip to its square,
// rests, and starts again; a tap pulses.
const (
	pointerGlide = 70
	pointerRest  = 30
)

// guideCard is the advice card as last fitted: its words and rect, the
// type size they fit at and the card's height. Fitting measures the words
// several times, so it is done when they change, not every frame.
type guideCard struct {
	msg        string
	rect       ui.Rect
	size, high float64
}

// guidePoints reports whether the guide's pointer is moving on screen
// (the scene must then be drawn every frame).
func (r *Round) guidePoints() bool {
	if r.guide == nil || r.table.Around || r.passing {
		return false
	}
	return r.guide.point(r).show
}

// guideShown reports whether the guide's card takes the place of the
// solo goals.
func (r *Round) guideShown() bool { return r.guide != nil && !r.guide.over(r) }

// drawGuide paints the guided game's card of advice, a ring on the square
// the number goes in, and the pointer.
func (r *Round) drawGuide(dst *ebiten.Image, ctx *core.Context) {
	g := r.guide
	if g == nil || r.table.Around {
		return
	}
	msg, ptr := g.step(ctx, r)
	r.drawGuideCard(dst, ctx, msg)
	if ptr.show {
		if l := g.lesson(r); l != nil && ptr.drag {
			core.DrawFocus(dst, ctx, r.lay.cell(l.cell)) // where it goes
		}
		drawPointer(dst, ctx, ptr, g.tick, r.lay.cellSize*0.3)
	}
}

// drawGuideCard writes the advice on a paper card where the solo goals
// would be.
func (r *Round) drawGuideCard(dst *ebiten.Image, ctx *core.Context, msg string) {
	card := r.lay.board
	if msg == "" || card.W < 8 || card.H < 8 {
		return
	}
	k := ctx.Kit
	pal := k.Palette()
	in := card.Inset(min(card.W, card.H) * 0.06)
	fit := &r.guide.card
	if fit.msg != msg || fit.rect != card {
		u := ctx.U()
		// Readable on a phone: at least the round's least text.
		size := min(max(u*3, r.lay.least*1.15), in.H/3)
		for size > r.lay.least && core.Paragraphs(nil, ctx, msg, in, size, pal.PanelText) > in.H {
			size = max(r.lay.least, size*0.93)
		}
		// As tall as the words need (the card's rect is the most it may take).
		high := min(card.H, core.Paragraphs(nil, ctx, msg, in, size, pal.PanelText)+(card.H-in.H))
		*fit = guideCard{msg: msg, rect: card, size: size, high: high}
	}
	img := k.Panel(int(card.W), int(fit.high))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(card.X, card.Y)
	dst.DrawImage(img, op)
	core.Paragraphs(dst, ctx, msg, in, fit.size, pal.PanelText)
}

// drawPointer draws a fingertip: pulsing on a spot to tap, gliding from
// the slip to the square for a drag.
func drawPointer(dst *ebiten.Image, ctx *core.Context, p pointer, tick int, minRad float64) {
	u := ctx.U()
	pal := ctx.Kit.Palette()
	x, y := p.x, p.y
	rad := float32(max(u*2.2, minRad))
	if p.drag {
		period := pointerGlide + pointerRest
		t := min(1, float64(tick%period)/pointerGlide)
		e := sprites.InOutCubic(t)
		x, y = p.x+(p.tx-p.x)*e, p.y+(p.ty-p.y)*e
		trail := pal.Focus
		trail.A = 150
		vector.StrokeLine(dst, float32(p.x), float32(p.y), float32(x), float32(y), float32(u*0.7), trail, true)
	} else {
		pulse := 0.5 + 0.5*math.Sin(float64(tick)*2*math.Pi/50)
		ring := pal.Focus
		ring.A = uint8(255 * (1 - pulse))
		vector.StrokeCircle(dst, float32(x), float32(y), rad*float32(1+pulse*1.2), float32(u*0.6), ring, true)
	}
	// The fingertip rests just below and right of the spot, so the spot
	// itself (a number, a label) stays readable; a small dot marks it.
	fx, fy := x+float64(rad)*0.9, y+float64(rad)*0.9
	shadow := color.RGBA{0, 0, 0, 90}
	vector.DrawFilledCircle(dst, float32(fx+u*0.4), float32(fy+u*0.5), rad, shadow, true)
	vector.DrawFilledCircle(dst, float32(fx), float32(fy), rad, color.RGBA{255, 255, 255, 225}, true)
	vector.StrokeCircle(dst, float32(fx), float32(fy), rad, float32(u*0.45), pal.Focus, true)
	vector.DrawFilledCircle(dst, float32(x), float32(y), float32(u*0.6), pal.Focus, true)
}
