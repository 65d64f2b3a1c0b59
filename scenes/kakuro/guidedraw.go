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
	card, u := r.lay.guide, ctx.U()
	// Readable on a phone: at least 16 logical pixels.
	r.guide.card.Draw(dst, ctx, msg, card, core.GuideFit{Margin: min(card.W, card.H) * 0.07, Size: max(u*3.4, 16*ctx.Scale), Least: u * 1.6, Shrink: 0.92})
}
