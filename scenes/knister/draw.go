package knister

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Draw implements core.Scene.
func (r *Round) Draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	if r.phase == phasePass {
		r.drawPass(dst, ctx)
		return
	}
	if r.table.Around {
		r.drawAround(dst, ctx)
		return
	}
	v := r.mainView()
	r.drawCard(dst, ctx, r.viewer, v)
	r.drawDice(dst, ctx)
	r.drawSlip(dst, ctx, v)
	r.drawStatus(dst, ctx)
	r.drawButtons(dst, ctx)
	r.drawScoreboard(dst, ctx)
	r.drawFloats(dst, ctx, v)
	r.drawDragged(dst, ctx, v)
}

// cardView is what drawing one seat's card needs: its layout, the state of
// its widgets, the slip being dragged over it and its effects. Hot-seat
// play has one (the viewer's); a table has one per person.
type cardView struct {
	lay      *cardLayout
	controls *ui.Controls
	drag     *ui.Drag
	fx       *effects
	canPlace bool
}

// mainView is the hot-seat card's view.
func (r *Round) mainView() cardView {
	return cardView{lay: &r.lay.cardLayout, controls: &r.controls, drag: &r.drag, fx: &r.fx, canPlace: r.canPlace()}
}

// drawCard paints seat p's paper card: title band, cells, numbers, badges.
func (r *Round) drawCard(dst *ebiten.Image, ctx *core.Context, p int, v cardView) {
	k := ctx.Kit
	pal := k.Palette()
	l := v.lay
	cx, cy := l.card.Center()
	sprites.DrawImage(dst, k.Card(int(l.card.W), int(l.card.H)), cx, cy, 1, 1, 1)
	band := l.title
	sprites.DrawText(dst, r.table.Seats[p].Name, sprites.Bold(band.H*0.38), band.X+band.W*0.06, band.Y+band.H*0.55, sprites.AlignStart, sprites.AlignCenter, pal.Ink)
	score := r.st.Scores()[p]
	sprites.DrawText(dst, ctx.T("round.score", score), sprites.Bold(band.H*0.32), band.X+band.W*0.94, band.Y+band.H*0.55, sprites.AlignEnd, sprites.AlignCenter, pal.Ink)

	g := r.st.Grid(p)
	hintCell, hintLine, hint := r.hint(p, v.canPlace)
	var target knister.Cell
	dragging := false
	if v.drag.Active() {
		target, dragging = l.cellAt(v.drag.X+l.token.W/2, v.drag.Y+l.token.H/2)
	}
	for row := range knister.Size {
		for col := range knister.Size {
			c := knister.Cell{R: row, C: col}
			rect := l.cell(c)
			state := sprites.CellEmpty
			st := v.controls.State(cellID(c))
			switch {
			case g[row][col] != 0:
				state = sprites.CellFilled
			case dragging && c == target:
				state = sprites.CellTarget
			case hint && c == hintCell:
				state = sprites.CellTarget
			case st.Hover && v.canPlace:
				state = sprites.CellHover
			}
			x, y := rect.Center()
			sprites.DrawImage(dst, k.Cell(int(rect.W), state), x, y, 1, 1, 1)
			if hint && onLine(hintLine, c) && c != hintCell && g[row][col] == 0 {
				sprites.DrawImage(dst, k.Cell(int(rect.W), sprites.CellHover), x, y, 1, 1, 0.7)
			}
			if n := g[row][col]; n != 0 {
				s := v.fx.popScale(c)
				sprites.DrawImage(dst, k.Pencil(n, int(rect.W)), x, y, s, s, 1)
			}
			if st.Focused {
				core.DrawFocus(dst, ctx, rect)
			}
		}
	}
	r.drawBadges(dst, ctx, p, l)
}

func onLine(l knister.Line, c knister.Cell) bool {
	for _, x := range l.Cells() {
		if x == c {
			return true
		}
	}
	return false
}

// drawBadges writes each full line's points at its end; diagonals carry ×2.
func (r *Round) drawBadges(dst *ebiten.Image, ctx *core.Context, p int, l *cardLayout) {
	k := ctx.Kit
	pal := k.Palette()
	for _, ls := range r.st.Lines(p) {
		b := l.badge(ls.Line)
		x, y := b.Center()
		if !ls.Full {
			if ls.Line.Kind == knister.Diagonal {
				sprites.DrawText(dst, "×2", sprites.UI(b.H*0.36), x, y, sprites.AlignCenter, sprites.AlignCenter, pal.Muted)
			}
			continue
		}
		clr := pal.Good
		if ls.Points == 0 {
			clr = pal.Muted
		}
		sprites.DrawImage(dst, k.Badge(int(b.W), int(b.H*0.8), clr), x, y, 1, 1, 1)
		sprites.DrawText(dst, strconv.Itoa(ls.Points), sprites.Bold(b.H*0.42), x, y, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText)
	}
}

// hint returns the hard bot's suggestion for seat p, when shown.
func (r *Round) hint(p int, canPlace bool) (knister.Cell, knister.Line, bool) {
	if !r.hintOn || !r.table.Hints || !canPlace {
		return knister.Cell{}, knister.Line{}, false
	}
	h := &r.hints[p]
	if !h.valid || h.round != r.st.Round() {
		h.cell, h.line = knister.Hint(r.st.Grid(p), r.st.Sum(), r.st.RollsLeft())
		h.round, h.valid = r.st.Round(), true
	}
	return h.cell, h.line, true
}

// hintCache is one seat's suggestion for one roll.
type hintCache struct {
	valid bool
	round int
	cell  knister.Cell
	line  knister.Line
}

// drawDice paints the two dice, tumbling or at rest.
func (r *Round) drawDice(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	for i, d := range r.dice {
		rect := r.lay.dice[i]
		x, y := rect.Center()
		lift := d.Lift() * rect.H * 0.35
		sprites.DrawImageRotated(dst, k.Die(d.Face(), int(rect.W)), x, y-lift, 1, d.Angle(), 1)
	}
}

// drawSlip paints the sum slip where it lies (a faint outline while it is
// being dragged); nothing while the dice roll.
func (r *Round) drawSlip(dst *ebiten.Image, ctx *core.Context, v cardView) {
	if r.phase == phaseRolling {
		return
	}
	x, y := v.lay.token.Center()
	if v.drag.Active() || !v.canPlace {
		sprites.DrawImage(dst, ctx.Kit.Cell(int(v.lay.token.W), sprites.CellEmpty), x, y, 1, 1, 0.5)
		return
	}
	r.drawToken(dst, ctx, x, y, 1, v.lay.token.W)
}

// drawDragged paints the slip under the finger that drags it.
func (r *Round) drawDragged(dst *ebiten.Image, ctx *core.Context, v cardView) {
	if v.drag.Active() {
		t := v.lay.token
		r.drawToken(dst, ctx, v.drag.X+t.W/2, v.drag.Y+t.H/2, 1.12, t.W)
	}
}

// drawToken paints the sum on a paper slip of the given side at (x, y).
func (r *Round) drawToken(dst *ebiten.Image, ctx *core.Context, x, y, scale, side float64) {
	k := ctx.Kit
	sprites.DrawImage(dst, k.Cell(int(side), sprites.CellFilled), x, y, scale, scale, 1)
	sprites.DrawImage(dst, k.Pencil(r.st.Sum(), int(side)), x, y, scale, scale, 1)
}

// drawStatus says in words what happens now.
func (r *Round) drawStatus(dst *ebiten.Image, ctx *core.Context) {
	pal := ctx.Kit.Palette()
	s := r.lay.status
	var msg string
	switch {
	case r.phase == phaseRolling:
		msg = ctx.T("round.status.rolling", r.st.Round()+1)
	case r.canPlace():
		msg = ctx.T("round.status.place", r.st.Sum(), r.st.Round()+1)
	case r.st.Finished():
		msg = ctx.T("round.status.finished")
	case r.botsToMove():
		msg = ctx.T("round.status.bots")
	case r.st.AllPlaced():
		msg = ctx.T("round.status.roll", r.st.Round()+2)
	default:
		if h := r.nextHuman(); h >= 0 {
			msg = ctx.T("round.status.next", r.table.Seats[h].Name)
		}
	}
	face := core.FitBold(msg, s.W, min(s.H*0.6, r.lay.u*3.6))
	sprites.DrawText(dst, msg, face, s.X+s.W/2, s.Y+s.H/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText)
}

func (r *Round) primaryLabel(ctx *core.Context) string {
	switch {
	case r.st.Finished():
		return ctx.T("round.finish")
	case r.st.AllPlaced() || !r.human(r.viewer):
		return ctx.T("round.roll")
	}
	if h := r.nextHuman(); h >= 0 && h != r.viewer {
		return ctx.T("round.passto", r.table.Seats[h].Name)
	}
	return ctx.T("round.roll")
}

func (r *Round) drawButtons(dst *ebiten.Image, ctx *core.Context) {
	for _, w := range r.controls.Widgets() {
		switch w.ID {
		case idRoll:
			core.DrawButton(dst, ctx, &r.controls, w, r.primaryLabel(ctx), sprites.ButtonPrimary)
		case idUndo, idMenu:
			core.DrawButton(dst, ctx, &r.controls, w, ctx.T(w.ID.Name), sprites.ButtonSecondary)
		case idHint:
			core.DrawButton(dst, ctx, &r.controls, w, ctx.T("round.hint", ctx.OnOff(r.hintOn)), sprites.ButtonSecondary)
		}
	}
}

// drawScoreboard lists every seat: name, score, and whether it has placed.
func (r *Round) drawScoreboard(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	n := len(r.table.Seats)
	if n < 2 {
		r.drawSoloInfo(dst, ctx)
		return
	}
	b := r.lay.board
	scores := r.st.Scores()
	var rows []ui.Rect
	if r.lay.portrait {
		cols := min(n, 4)
		lines := (n + cols - 1) / cols
		h := b.H / float64(lines)
		for i := range n {
			rows = append(rows, ui.Rect{X: b.X + float64(i%cols)*b.W/float64(cols), Y: b.Y + float64(i/cols)*h, W: b.W/float64(cols) - r.lay.u, H: h - r.lay.u*0.5})
		}
	} else {
		h := min(r.lay.u*7, b.H/float64(n))
		rows = b.Column(n, h-r.lay.u*0.6, r.lay.u*0.6)
	}
	for i, row := range rows {
		x, y := row.Center()
		clr := pal.Panel
		if i == r.viewer {
			clr = pal.Accent
		}
		sprites.DrawImage(dst, k.Badge(int(row.W), int(row.H), clr), x, y, 1, 1, 0.85)
		size := row.H * 0.42
		mark := "○" // still to write this roll
		if r.st.HasPlaced(i) {
			mark = "●"
		}
		name := r.table.Seats[i].Name
		sprites.DrawText(dst, mark+" "+name, sprites.UI(size), row.X+row.H*0.4, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
		sprites.DrawText(dst, strconv.Itoa(scores[i]), sprites.Bold(size), row.X+row.W-row.H*0.4, y, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText)
	}
}

// drawSoloInfo shows the solo goals from the rule book instead of a table.
func (r *Round) drawSoloInfo(dst *ebiten.Image, ctx *core.Context) {
	pal := ctx.Kit.Palette()
	b := r.lay.board
	size := min(r.lay.u*3, b.H/2.8)
	text := ctx.T("round.solo.goal") + "\n" + ctx.T("round.rollcount", r.st.Round()+1)
	core.Paragraphs(dst, ctx, text, b, size, color.Color(pal.Muted))
}

// drawFloats paints the rising combination names over a card.
func (r *Round) drawFloats(dst *ebiten.Image, ctx *core.Context, v cardView) {
	pal := ctx.Kit.Palette()
	v.fx.floats(func(f floating, t float64) {
		y := f.y - t*v.lay.pitch*1.4
		alpha := min(1, (1-t)*3)
		clr := pal.Good
		if !f.good {
			clr = pal.Muted
		}
		face := sprites.Bold(v.lay.pitch * 0.32)
		w, h := sprites.Measure(f.text, face)
		sprites.DrawImage(dst, ctx.Kit.Badge(int(w+h), int(h*1.5), clr), f.x, y, 1, 1, alpha)
		sprites.DrawText(dst, f.text, face, f.x, y, sprites.AlignCenter, sprites.AlignCenter, withAlpha(pal.AccentText, alpha))
	})
}

func withAlpha(c color.RGBA, a float64) color.Color {
	return color.NRGBA{c.R, c.G, c.B, uint8(float64(c.A) * a)}
}

// drawPass hides the card while the device changes hands.
func (r *Round) drawPass(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	p := r.lay.passPanel
	cx, cy := p.Center()
	sprites.DrawImage(dst, k.Panel(int(p.W), int(p.H)), cx, cy, 1, 1, 1)
	core.Title(dst, ctx, ctx.T("pass.title", r.table.Seats[r.viewer].Name), cx, p.Y+p.H*0.25, r.lay.u*6)
	sprites.DrawText(dst, ctx.T("pass.body"), sprites.UI(r.lay.u*3), cx, p.Y+p.H*0.45, sprites.AlignCenter, sprites.AlignCenter, pal.Muted)
	for _, w := range r.controls.Widgets() {
		core.DrawButton(dst, ctx, &r.controls, w, ctx.T("pass.ready"), sprites.ButtonPrimary)
	}
}
