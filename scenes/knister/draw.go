package knister

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/knister"
	"cifra/rules/knister/netbot"
	"cifra/scenes/core"
	"cifra/scenes/online/react"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/knister"
)

// Draw implements core.Scene. In the browser, the frames after a layout
// may lack sprites still to be painted (core.LaterPaint).
func (r *Round) Draw(dst *ebiten.Image, ctx *core.Context) {
	r.later.Begin(ctx)
	r.draw(dst, ctx)
	r.net.DrawPresence(dst, ctx) // who is at an online table
	r.later.End(ctx)
}

// draw is Draw's picture.
func (r *Round) draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	if r.passing {
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
	r.drawGuide(dst, ctx)
	r.drawDragged(dst, ctx, v)
	r.reacts.Draw(dst, ctx, r.controls.State(react.IDReact))
}

// bandText is the size of the name in a card's band, over the band's
// height.
const bandText = 0.38

// cardView is what drawing one seat's card needs: whose it is, its
// layout, the state of its widgets and the slip being dragged over it.
// Hot-seat play has one (the viewer's); a table has one per person.
type cardView struct {
	seat     int
	lay      *cardLayout
	controls *ui.Controls
	drag     *ui.Drag
	canPlace bool
}

// mainView is the hot-seat card's view.
func (r *Round) mainView() cardView {
	return cardView{seat: r.viewer, lay: &r.lay.cardLayout, controls: &r.controls, drag: &r.drag, canPlace: r.canPlace()}
}

// drawCard paints seat p's paper card: title band, cells, numbers, badges.
func (r *Round) drawCard(dst *ebiten.Image, ctx *core.Context, p int, v cardView) {
	k := ctx.Kit
	pal := k.Palette()
	l := v.lay
	cx, cy := l.card.Center()
	sprites.DrawImage(dst, art.Card(k, int(l.card.W), int(l.card.H)), cx, cy, 1, 1, 1)
	// The band: the name from the left, the score at the right, the name
	// cut short rather than run into the score.
	band := l.title
	// Never under the least where the band holds it (seatTable sees
	// that a table's bands do).
	least := min(leastText*ctx.CSSPx(), band.H*bandText)
	scoreText, scoreFace := core.FitText(ctx.T("knister.round.score", r.view.scores[p]), band.W*0.4, max(least, band.H*0.32), least, sprites.Bold)
	sw, _ := sprites.Measure(scoreText, scoreFace)
	core.Text(dst, ctx, scoreText, scoreFace, band.X+band.W*0.94, band.Y+band.H*0.55, sprites.AlignEnd, sprites.AlignCenter, pal.Ink, band)
	name, nameFace := core.FitText(r.table.Seats[p].Name, band.W*0.84-sw-band.H*0.4, band.H*bandText, least, sprites.Bold)
	core.Text(dst, ctx, name, nameFace, band.X+band.W*0.06, band.Y+band.H*0.55, sprites.AlignStart, sprites.AlignCenter, pal.Ink, band)

	g := &r.view.grids[p]
	hintCell, hintLine, hint := r.hint(p, v.canPlace)
	var target knister.Cell
	dragging := false
	if v.drag.Active() {
		target, dragging = l.cellAt(v.drag.Hot())
		dragging = dragging && g[target.R][target.C] == 0
	}
	for row := range knister.Size {
		for col := range knister.Size {
			c := knister.Cell{R: row, C: col}
			rect := l.cell(c)
			state := art.CellEmpty
			st := v.controls.State(cellID(c))
			switch {
			case g[row][col] != 0:
				state = art.CellFilled
			case dragging && c == target:
				state = art.CellTarget
			case hint && c == hintCell:
				state = art.CellTarget
			case st.Hover && v.canPlace:
				state = art.CellHover
			}
			x, y := rect.Center()
			sprites.DrawImage(dst, art.Cell(k, int(rect.W), state), x, y, 1, 1, 1)
			if hint && onLine(hintLine, c) && c != hintCell && g[row][col] == 0 {
				sprites.DrawImage(dst, art.Cell(k, int(rect.W), art.CellHover), x, y, 1, 1, 0.7)
			}
			if n := g[row][col]; n != 0 {
				s := r.popScale(p, c)
				sprites.DrawImage(dst, art.Pencil(k, n, int(rect.W)), x, y, s, s, 1)
			}
			if st.Focused || (dragging && c == target) {
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
	least := min(leastText*ctx.CSSPx(), l.side*0.9) // the badge's width holds "12" at that
	for _, ls := range &r.view.lines[p] {
		b := l.badge(ls.Line)
		x, y := b.Center()
		if !ls.Full {
			if ls.Line.Kind == knister.Diagonal {
				core.Text(dst, ctx, "×2", sprites.Bold(max(least, b.H*0.5)), x, y, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, b)
			}
			continue
		}
		clr := pal.Good
		if ls.Points == 0 {
			clr = pal.Muted
		}
		sprites.DrawImage(dst, k.Badge(int(b.W), int(b.H*0.8), clr), x, y, 1, 1, 1)
		core.Text(dst, ctx, strconv.Itoa(ls.Points), sprites.Bold(max(least, b.H*0.42)), x, y, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText, b)
	}
}

// hint returns the hard bot's suggestion for seat p, when shown.
func (r *Round) hint(p int, canPlace bool) (knister.Cell, knister.Line, bool) {
	if !r.hintOn || !r.hintsShown() || !canPlace {
		return knister.Cell{}, knister.Line{}, false
	}
	h := &r.hints[p]
	if !h.valid || h.round != r.st.Round() {
		h.cell, h.line = netbot.Hint(r.st.Grid(p), r.st.Sum(), r.st.RollsLeft())
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
		if d == nil { // before the first roll's step starts
			continue
		}
		rect := r.lay.dice[i]
		x, y := rect.Center()
		lift := d.Lift() * rect.H * 0.35
		sprites.DrawImageRotated(dst, art.Die(k, d.Face(), int(rect.W)), x, y-lift, 1, d.Angle(), 1)
	}
}

// drawSlip paints the sum slip where it lies, with the sum only while the
// viewer still has it to write: once written (or while it is dragged, or
// the dice roll) an empty outline keeps its place.
func (r *Round) drawSlip(dst *ebiten.Image, ctx *core.Context, v cardView) {
	x, y := v.lay.token.Center()
	if !r.slipShowsSum(v) {
		sprites.DrawImage(dst, art.Cell(ctx.Kit, int(v.lay.token.W), art.CellEmpty), x, y, 1, 1, 0.5)
		return
	}
	r.drawToken(dst, ctx, x, y, 1, v.lay.token.W)
}

// slipShowsSum reports whether the slip beside the dice carries the sum:
// only while it is there to be written by the card's owner.
func (r *Round) slipShowsSum(v cardView) bool {
	return !r.rolling() && v.canPlace && !v.drag.Active()
}

// drawDragged paints the slip being dragged: at the cursor, or lifted
// above the finger and shrunk to a square's size, so the finger hides
// neither the number nor the square it will land on.
func (r *Round) drawDragged(dst *ebiten.Image, ctx *core.Context, v cardView) {
	if !v.drag.Active() {
		return
	}
	x, y := v.drag.Hot()
	t := v.lay.token
	scale := 1.12
	if v.drag.Lifted() {
		scale = max(v.lay.cellSize*1.15/t.W, 0.5)
	}
	r.drawToken(dst, ctx, x, y, scale, t.W)
}

// drawToken paints the sum on a paper slip of the given side at (x, y).
func (r *Round) drawToken(dst *ebiten.Image, ctx *core.Context, x, y, scale, side float64) {
	k := ctx.Kit
	// A slip of the card's paper, so it reads as the thing to pick up.
	sprites.DrawImage(dst, k.Button(int(side), int(side), sprites.ButtonSecondary, sprites.ButtonNormal), x, y, scale, scale, 1)
	sprites.DrawImage(dst, art.Pencil(k, r.view.sum, int(side)), x, y, scale, scale, 1)
}

// drawStatus says in words what happens now, on two lines where one
// would be too small to read.
func (r *Round) drawStatus(dst *ebiten.Image, ctx *core.Context) {
	pal := ctx.Kit.Palette()
	s := r.lay.status
	msg := r.statusText(ctx)
	size := min(s.H*0.6, r.lay.u*3.6)
	face := core.FitBold(msg, s.W, size)
	if face.Size < r.lay.least && s.H >= r.lay.least*2.6 {
		face = sprites.Bold(max(r.lay.least, min(size, s.H/2.9)))
		lines := sprites.WrapBalanced(msg, face, s.W)
		if len(lines) <= 2 {
			msg = strings.Join(lines, "\n")
		}
	}
	core.Text(dst, ctx, msg, face, s.X+s.W/2, s.Y+s.H/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, s)
}

// statusText is the status line: what the viewer does now, or waits for.
func (r *Round) statusText(ctx *core.Context) string {
	switch {
	case r.rolling():
		return ctx.T("knister.round.status.rolling", r.view.round+1)
	case r.canPlace():
		return ctx.T("knister.round.status.place", r.view.sum, r.view.round+1)
	case r.view.over:
		return ctx.T("knister.round.status.finished")
	case r.botsToMove():
		return ctx.T("knister.round.status.bots")
	case r.table.Online() && !r.view.allPlaced() && r.nextHuman() < 0:
		return ctx.T("online.link.waiting") // the others are still to write
	case r.view.allPlaced() && r.undoWindow(ctx) && r.canUndo():
		// The roll comes by itself: say that the number may still be
		// taken back, and how.
		if r.controls.KeyboardActive() {
			return ctx.T("knister.round.status.autoroll.key", r.view.round+2)
		}
		return ctx.T("knister.round.status.autoroll", r.view.round+2)
	case r.view.allPlaced() && r.table.Humans() == 1:
		return ctx.T("knister.round.status.solo.roll", r.view.round+2)
	case r.view.allPlaced():
		return ctx.T("knister.round.status.roll", r.view.round+2)
	}
	if h := r.nextHuman(); h >= 0 {
		return core.WithName(ctx, "knister.round.status.next", r.table.Seats[h].Name, r.lay.status.W, sprites.Bold(r.lay.least))
	}
	return ""
}

func (r *Round) primaryLabel(ctx *core.Context) string {
	switch {
	case r.view.over:
		return ctx.T("knister.round.finish")
	case r.view.allPlaced() || !r.human(r.viewer):
		return ctx.T("knister.round.roll")
	}
	if h := r.nextHuman(); h >= 0 && h != r.viewer {
		b := r.lay.primary
		return core.WithName(ctx, "knister.round.passto", r.table.Seats[h].Name, b.W*0.9, sprites.Bold(max(r.lay.least, min(b.H*0.42, r.lay.u*4.2))))
	}
	return ctx.T("knister.round.roll")
}

func (r *Round) drawButtons(dst *ebiten.Image, ctx *core.Context) {
	for _, w := range r.controls.Widgets() {
		switch w.ID {
		case idRoll:
			core.DrawButton(dst, ctx, &r.controls, w, r.primaryLabel(ctx), sprites.ButtonPrimary)
		case idUndo, idMenu, idLog:
			core.DrawButton(dst, ctx, &r.controls, w, ctx.T(w.ID.Name), sprites.ButtonSecondary)
		case idHint:
			core.DrawButton(dst, ctx, &r.controls, w, ctx.T("knister.round.hint", ctx.OnOff(r.hintOn)), sprites.ButtonSecondary)
		}
	}
}

// drawScoreboard lists every seat in its pill: whether it has written
// this roll, its name (cut short with an ellipsis when it does not fit,
// never over the score) and its score.
func (r *Round) drawScoreboard(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	if len(r.table.Seats) < 2 {
		if !r.guideShown() { // the guide's card lies there instead
			r.drawSoloInfo(dst, ctx)
		}
		return
	}
	scores := r.view.scores
	size := r.boardTextSize()
	for i, row := range r.lay.pills {
		x, y := row.Center()
		clr, text := pal.Panel, pal.PanelText
		if i == r.viewer {
			clr, text = pal.Accent, pal.AccentText
		}
		sprites.DrawImage(dst, k.Badge(int(row.W), int(row.H), clr), x, y, 1, 1, 0.85)
		pad := row.H * 0.4
		score := strconv.Itoa(scores[i])
		scoreFace := sprites.Bold(size)
		sw, _ := sprites.Measure(score, scoreFace)
		core.Text(dst, ctx, score, scoreFace, row.X+row.W-pad, y, sprites.AlignEnd, sprites.AlignCenter, text, row)
		face := sprites.UI(size)
		room := row.W - 2*pad - sw - size*0.6
		level, lw := r.level(i), 0.0
		if level != "" {
			// A bot's level, after its name: the name is cut short first,
			// to a few letters, then the level says only the level.
			least, _ := sprites.Measure("● WW…", face)
			if w, _ := sprites.Measure(level, face); w > room-least-size*0.6 {
				level = sprites.Ellipsize(r.levels[i][1], face, max(0, room-least-size*0.6))
			}
			lw, _ = sprites.Measure(level, face)
			lw += size * 0.6
		}
		name := sprites.Ellipsize(r.pillName(i), face, room-lw)
		core.Text(dst, ctx, name, face, row.X+pad, y, sprites.AlignStart, sprites.AlignCenter, text, row)
		if level != "" {
			nw, _ := sprites.Measure(name, face)
			core.Text(dst, ctx, level, face, row.X+pad+nw+size*0.6, y, sprites.AlignStart, sprites.AlignCenter, text, row)
		}
		r.net.MarkSeat(dst, ctx, i, row) // an online table: whether their device is here
	}
}

// pillName is seat i's name in the scoreboard, after a mark saying whether
// it has written this roll.
func (r *Round) pillName(i int) string {
	if len(r.pillNames) != len(r.table.Seats) { // made once: the scoreboard asks every frame
		r.pillNames = make([][2]string, len(r.table.Seats))
		for p, s := range r.table.Seats {
			r.pillNames[p] = [2]string{"○ " + s.Name, "● " + s.Name} // still to write, written
		}
	}
	if r.view.placed[i] {
		return r.pillNames[i][1]
	}
	return r.pillNames[i][0]
}

// level is seat i's bot level in words ("Bot · hard"), "" for a person.
func (r *Round) level(i int) string {
	if i < len(r.levels) {
		return r.levels[i][0]
	}
	return ""
}

// levelWidth is the least room seat i's level takes after its name at
// size: its short form's.
func (r *Round) levelWidth(i int, size float64) float64 {
	if i < len(r.levels) && r.levels[i][1] != "" {
		return measureUI(r.levels[i][1], size) + size*0.6
	}
	return 0
}

// boardTextSize is the one text size of every pill: as large as the pills
// allow, shrunk (not below the readable least) until the names fit beside
// a three-digit score; a name longer still is cut short.
func (r *Round) boardTextSize() float64 {
	if len(r.lay.pills) == 0 {
		return r.lay.least
	}
	row := r.lay.pills[0]
	size := max(r.lay.least, row.H*pillText)
	for i := range r.lay.pills {
		room := func(size float64) float64 {
			sw, _ := sprites.Measure("888", sprites.Bold(size))
			return row.W - row.H*0.8 - sw - size*0.6
		}
		for size > r.lay.least && measureUI(r.pillName(i), size)+r.levelWidth(i, size) > room(size) {
			size = max(r.lay.least, size*0.94)
		}
	}
	return size
}

// drawSoloInfo shows the solo goals from the rule book instead of a table
// (the roll count is in the status line already).
func (r *Round) drawSoloInfo(dst *ebiten.Image, ctx *core.Context) {
	pal := ctx.Kit.Palette()
	b := r.lay.board
	size := max(r.lay.least, min(r.lay.u*3, b.H/2.8))
	core.Paragraphs(dst, ctx, ctx.T("knister.round.solo.goal"), b, size, pal.Muted)
}

// drawFloats paints the lines being scored on a card: their highlight,
// label and sparks (drawLines).
func (r *Round) drawFloats(dst *ebiten.Image, ctx *core.Context, v cardView) {
	r.drawLines(dst, ctx, v.seat, v.lay)
}

// drawPass hides the card while the device changes hands.
func (r *Round) drawPass(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	p := r.lay.passPanel
	cx, cy := p.Center()
	sprites.DrawImage(dst, k.Panel(int(p.W), int(p.H)), cx, cy, 1, 1, 1)
	title := core.WithName(ctx, "knister.pass.title", r.table.Seats[r.viewer].Name, p.W*0.9, sprites.Bold(r.lay.least))
	core.Title(dst, ctx, title, cx, p.Y+p.H*0.25, core.FitBold(title, p.W*0.9, r.lay.u*6).Size)
	face := sprites.UI(max(r.lay.least, r.lay.u*3))
	body := strings.Join(sprites.WrapBalanced(ctx.T("knister.pass.body"), face, p.W*0.9), "\n")
	core.Text(dst, ctx, body, face, cx, p.Y+p.H*0.45, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, p)
	for _, w := range r.controls.Widgets() {
		if w.ID == idReady { // the card's widgets, if still listed, are not the pass screen's
			core.DrawButton(dst, ctx, &r.controls, w, ctx.T("knister.pass.ready"), sprites.ButtonPrimary)
		}
	}
}
