package kakuro

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
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
		core.DrawPointer(dst, ctx, core.Pointer{Drag: ptr.drag, X: ptr.x, Y: ptr.y, TX: ptr.tx, TY: ptr.ty, RingTarget: true}, g.tick, max(ctx.U()*2.2, r.lay.cell*0.32))
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
