package kakuzu

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// drawGuide paints the guided game's card of advice, the lines the
// deduction reads, and the pointer with a ring on the stone to lift.
func (r *Round) drawGuide(dst *ebiten.Image, ctx *core.Context) {
	g := r.guide
	if g == nil {
		return
	}
	if s := g.step(r); s != nil && s.say == "kakuzu.guide.deduce" && g.shown == r.st.MoveCount()-len(guidedPrelude) {
		r.drawDeduction(dst, ctx)
	}
	r.drawGuideCard(dst, ctx, g.message(ctx, r))
	p := g.pointing(r)
	if !p.show {
		return
	}
	if p.onTray {
		cx, cy := r.lay.square(p.sq).Center()
		drawRing(dst, ctx.Kit, cx, cy, r.lay.cell*0.56, max(3, r.lay.cell*0.08), ctx.Kit.Palette().Focus, 1)
	}
	core.DrawPointer(dst, ctx, core.Pointer{X: p.x, Y: p.y}, g.tick, max(ctx.U()*2.2, r.lay.cell*0.3))
}

// drawDeduction outlines the box the 9 is sought in, the rows and the
// column whose 9s rule its other squares out, and rings those 9s.
func (r *Round) drawDeduction(dst *ebiten.Image, ctx *core.Context) {
	l := &r.lay
	pal := ctx.Kit.Palette()
	line := withAlpha(pal.Focus, 0.55)
	w := max(2, l.cell*0.05)
	for _, row := range deduceRows {
		b := ui.Rect{X: l.grid.X, Y: l.grid.Y + float64(row)*l.cell, W: l.grid.W, H: l.cell}.Inset(w)
		strokeRect(dst, b, w, line)
	}
	c := ui.Rect{X: l.grid.X + float64(deduceCol)*l.cell, Y: l.grid.Y, W: l.cell, H: l.grid.H}.Inset(w)
	strokeRect(dst, c, w, line)
	box := ui.Rect{X: l.grid.X + 6*l.cell, Y: l.grid.Y + 6*l.cell, W: 3 * l.cell, H: 3 * l.cell}.Inset(w * 0.5)
	strokeRect(dst, box, w*1.8, pal.Focus)
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			if r.view.tray[row][col].Digit == deduceDigit {
				cx, cy := l.square(kakuzu.Square{Row: row, Col: col}).Center()
				drawRing(dst, ctx.Kit, cx, cy, l.cell*0.42, w, pal.Focus, 0.9)
			}
		}
	}
}

// strokeRect outlines r with lines of width w.
func strokeRect(dst *ebiten.Image, r ui.Rect, w float64, clr color.RGBA) {
	vector.StrokeRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(w), clr, true)
}

// drawGuideCard writes the advice on a paper card in the guide's place:
// as big as the words fit, never below a readable size.
func (r *Round) drawGuideCard(dst *ebiten.Image, ctx *core.Context, msg string) {
	card, least := r.lay.guide, ctx.Least()
	if ctx.Texts != nil {
		defer ctx.Texts.Enter("guide", card)()
	}
	r.guide.card.Draw(dst, ctx, msg, card, core.GuideFit{Margin: min(card.W, card.H*2) * 0.04, Size: max(ctx.U()*3, 17*ctx.Scale), Least: least, Floor: least, Shrink: 0.93})
}
