package knister

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
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
		core.DrawPointer(dst, ctx, core.Pointer{Drag: ptr.drag, X: ptr.x, Y: ptr.y, TX: ptr.tx, TY: ptr.ty}, g.tick, max(ctx.U()*2.2, r.lay.cellSize*0.3))
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
