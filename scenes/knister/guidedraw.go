package knister

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
)

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
		core.DrawPointer(dst, ctx, core.Pointer{Drag: ptr.drag, X: ptr.x, Y: ptr.y, TX: ptr.tx, TY: ptr.ty}, g.tick, max(ctx.U()*2.2, r.lay.cellSize*0.3))
	}
}

// drawGuideCard writes the advice on a paper card where the solo goals
// would be.
func (r *Round) drawGuideCard(dst *ebiten.Image, ctx *core.Context, msg string) {
	card, least := r.lay.board, r.lay.least
	// Readable on a phone: at least the round's least text.
	r.guide.card.Draw(dst, ctx, msg, card, core.GuideFit{Margin: min(card.W, card.H) * 0.06, Size: max(ctx.U()*3, least*1.15), Least: least, Floor: least, Shrink: 0.93})
}
