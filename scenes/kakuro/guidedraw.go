package kakuro

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/scenes/core"
	"cifra/sprites"
)

// Pointer motion, in ticks: a drag glides from its start to its end, rests,
// and starts again; a tap pulses.
const (
	pointerGlide = 70
	pointerRest  = 30
)

// drawGuide paints the guided game's card of advice and its pointer.
func (r *Round) drawGuide(dst *ebiten.Image, ctx *core.Context) {
	g := r.guide
	if g == nil {
		return
	}
	msg, ptr := g.step(ctx, r)
	if l := g.lesson(r); l != nil && r.phase == phaseHunt {
		r.outlineRow(dst, ctx, l.row, ctx.Kit.Palette().Focus) // where to look
	}
	r.drawGuideCard(dst, ctx, msg)
	if ptr.show {
		drawPointer(dst, ctx, ptr, g.tick, r.lay.cell*0.32)
	}
}

// drawGuideCard writes the advice on a paper card under the panel.
func (r *Round) drawGuideCard(dst *ebiten.Image, ctx *core.Context, msg string) {
	card := r.lay.guide
	if msg == "" || card.W < 8 || card.H < 8 {
		return
	}
	k := ctx.Kit
	pal := k.Palette()
	in := card.Inset(min(card.W, card.H) * 0.07)
	fit := &r.guide.card
	if fit.msg != msg || fit.rect != card {
		u := ctx.U()
		// Readable on a phone: at least 16 logical pixels.
		size := min(max(u*3.4, 16*ctx.Scale), in.H/3)
		for size > u*1.6 && core.Paragraphs(nil, ctx, msg, in, size, pal.PanelText) > in.H {
			size *= 0.92
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

// drawPointer draws a fingertip: pulsing on a spot to tap, gliding from a
// tile or square to where it goes for a drag.
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
		vector.StrokeCircle(dst, float32(p.tx), float32(p.ty), rad*1.1, float32(u*0.5), pal.Focus, true)
	} else {
		pulse := 0.5 + 0.5*math.Sin(float64(tick)*2*math.Pi/50)
		ring := pal.Focus
		ring.A = uint8(255 * (1 - pulse))
		vector.StrokeCircle(dst, float32(x), float32(y), rad*float32(1+pulse*1.2), float32(u*0.6), ring, true)
	}
	// The fingertip rests just below and right of the spot, so the spot
	// itself (a label, a digit) stays readable; a small dot marks it.
	fx, fy := x+float64(rad)*0.9, y+float64(rad)*0.9
	shadow := color.RGBA{0, 0, 0, 90}
	vector.DrawFilledCircle(dst, float32(fx+u*0.4), float32(fy+u*0.5), rad, shadow, true)
	vector.DrawFilledCircle(dst, float32(fx), float32(fy), rad, color.RGBA{255, 255, 255, 225}, true)
	vector.StrokeCircle(dst, float32(fx), float32(fy), rad, float32(u*0.45), pal.Focus, true)
	vector.DrawFilledCircle(dst, float32(x), float32(y), float32(u*0.6), pal.Focus, true)
}
