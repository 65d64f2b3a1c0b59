package knister

import (
	"slices"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/knister"
)

// cardLayout holds the rectangles of one paper card: the round's card in
// hot-seat play, or a seat's card inside its panel around a table.
type cardLayout struct {
	card     ui.Rect // the paper card
	title    ui.Rect // its printed band (name, score)
	grid     ui.Rect // the 5×5 cells (the badges lie around it)
	pitch    float64 // distance between cell origins
	cellSize float64
	side     float64 // width of the badge column at each side, height of the badge row
	token    ui.Rect // the draggable sum slip
	u        float64
}

// layout holds every rectangle of the round scene for one screen size.
type layout struct {
	cardLayout
	portrait   bool
	guide      bool    // the solo goals' place holds the guide's advice
	least      float64 // the smallest text size still read at arm's length
	dice       [2]ui.Rect
	status     ui.Rect // one line telling what to do (two on a phone)
	primary    ui.Rect
	undo       ui.Rect
	menu       ui.Rect
	hint       ui.Rect
	log        ui.Rect   // opens the game log
	board      ui.Rect   // the scoreboard of all seats
	pills      []ui.Rect // one per seat in the board (none solo)
	passPanel  ui.Rect
	passButton ui.Rect
}

// Sizes the layout keeps on every screen (CSS pixels, times the device
// scale): text no smaller than a phone's small print, buttons a fingertip.
const (
	leastText   = 12
	leastButton = 44
	cardRatio   = 1.04 // the card's height over its width
)

// Layout implements core.Scene.
func (r *Round) Layout(ctx *core.Context) {
	if r.table.Around && !fitsAround(ctx, len(r.table.Seats)) {
		r.passAround(ctx)
	}
	r.laidW, r.laidH = ctx.W, ctx.H
	r.levels = botLevels(ctx, r.table)
	r.lay = computeLayout(ctx, r.seatNames(), r.hintsShown(), r.guideShown())
	r.later.Layout(ctx)
	if r.table.Around {
		r.layoutAround(ctx)
		r.relayoutAround()
		r.prepaintAround()
		return
	}
	r.placeReactions(ctx)
	r.relayoutWidgets(ctx)
	r.prepaint(ctx)
}

// prepaint paints the dice's faces and the numbers in pencil for this
// layout now, after a resize, rather than one by one in the frames where
// they first show (each a few hundred kilobytes and milliseconds). In the
// browser they wait until the first picture is finished (early), so that
// the first frame comes as soon as the menu's.
func (r *Round) prepaint(ctx *core.Context) {
	r.early = r.early[:0]
	for face := 1; face <= 6; face++ {
		for _, d := range r.lay.dice {
			r.early = append(r.early, paintJob{kind: paintDie, n: face, px: int(d.W)})
		}
	}
	cell := int(r.lay.cell(knister.Cell{}).W)
	for n := 2; n <= 12; n++ {
		r.early = append(r.early, paintJob{kind: paintPencil, n: n, px: cell})
	}
	if !ctx.Browser {
		for _, j := range r.early {
			j.Paint(ctx.Kit)
		}
		r.early = r.early[:0]
	}
}

// paintEarly paints the next of the pieces prepaint left for later, once
// the picture is finished, stopping after the first that was not cached
// (one paint a tick).
func (r *Round) paintEarly(ctx *core.Context) {
	for len(r.early) > 0 && !r.later.Unfinished() {
		before := ctx.Kit.Painted()
		r.early[0].Paint(ctx.Kit)
		r.early = r.early[1:]
		if ctx.Kit.Painted() != before {
			return
		}
	}
}

// hintsShown reports whether the round offers its hints' switch: setup
// allowed them, a person plays, and no guide shows the way instead.
func (r *Round) hintsShown() bool {
	return r.table.Hints && r.table.Humans() > 0 && r.guide.over(r)
}

// seatNames lists the names as the scoreboard shows them, a bot's with
// its level.
func (r *Round) seatNames() []string {
	names := make([]string, len(r.table.Seats))
	for i, s := range r.table.Seats {
		names[i] = s.Name
		if r.levels[i][1] != "" {
			names[i] += "  " + r.levels[i][1] // a narrow pill shows the short one
		}
	}
	return names
}

// botLevels are the words naming each seat's bot level in ctx's
// language, long ("Bot · hard") and short ("hard"); none for a person.
func botLevels(ctx *core.Context, t core.Table) [][2]string {
	out := make([][2]string, len(t.Seats))
	for i, s := range t.Seats {
		if s.Bot != "" {
			out[i] = [2]string{ctx.T("seat.bot." + s.Bot), ctx.T("knister.level." + s.Bot)}
		}
	}
	return out
}

// computeLayout lays the round out for the screen; guide makes room for
// the guided game's advice where the solo goals go.
func computeLayout(ctx *core.Context, names []string, hint, guide bool) layout {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	scale := ctx.CSSPx()
	l := layout{portrait: H > W*1.15, least: leastText * scale, guide: guide}
	l.u = u
	m := u * 3
	if l.portrait {
		l.portraitLayout(W, H, m, max(u*9, leastButton*scale), names, hint)
	} else {
		l.landscapeLayout(W, H, m, max(u*8, leastButton*scale), names, toolLabels(ctx, hint))
	}
	l.passPanel = ui.Rect{X: (W - min(W-2*m, u*90)) / 2, Y: H * 0.25, W: min(W-2*m, u*90), H: H * 0.5}
	l.passButton = l.passPanel.Inset(u * 6)
	bh := max(u*10, leastButton*scale)
	l.passButton.Y += l.passButton.H - bh
	l.passButton.H = bh
	return l
}

// portraitLayout stacks, in one column: the dice and slip, the status, the
// scoreboard, the card, then the main button over a row of the others.
// The card takes the width; the scoreboard takes what height is left, up
// to what its names need; what still remains is shared above and below.
func (l *layout) portraitLayout(W, H, m, button float64, names []string, hint bool) {
	u := l.u
	gap := u * 1.5
	full := W - 2*m
	diceH := min(u*24, H*0.13)
	statusH := max(u*5, l.least*2.9)
	// A wide screen (a tablet) has the buttons in one row, a phone has the
	// main one over the others.
	oneRow := full >= l.least*48
	buttons := button + gap + button
	if oneRow {
		buttons = button
	}
	fixed := m + diceH + gap + statusH + gap + gap*2 + gap*2 + buttons + m
	least, comfy, most := l.boardHeights(len(names), full)
	// The card takes the width, unless the scoreboard would then be
	// cramped: it shrinks for a comfortable board, but not below 70% of
	// the width for a board that is merely readable.
	side := min(full, (H-fixed-comfy)/cardRatio)
	if side < full*0.7 {
		side = max(side, min(full*0.7, (H-fixed-least)/cardRatio))
	}
	side = max(1, side)
	boardH := min(most, max(least, H-fixed-side*cardRatio))
	// The pills may need less than they were offered: keep only that.
	l.pills = l.boardPills(ui.Rect{W: full, H: boardH}, names)
	if len(l.pills) > 0 {
		last := l.pills[len(l.pills)-1]
		boardH = last.Y + last.H
	}
	dy := max(0, (H-fixed-boardH-side*cardRatio)/2)
	y := m + dy
	l.placeDice(ui.Rect{X: m, Y: y, W: full, H: diceH})
	y += diceH + gap
	l.status = ui.Rect{X: m, Y: y, W: full, H: statusH}
	y += statusH + gap
	l.board = ui.Rect{X: m, Y: y, W: full, H: boardH}
	for i := range l.pills {
		l.pills[i].X += m
		l.pills[i].Y += y
	}
	y += boardH + gap*2
	l.setCard(ui.Rect{X: (W - side) / 2, Y: y, W: side, H: side * cardRatio})
	y += side*cardRatio + gap*2
	w := min(full, u*100)
	x := (W - w) / 2
	// Menu, Undo, the log and the hints' switch where there are hints.
	rects := []*ui.Rect{&l.menu, &l.undo, &l.log, &l.hint}
	if !hint {
		rects = rects[:3]
	}
	n := len(rects)
	if oneRow {
		// Those, then the main button half as wide again.
		unit := (w - gap*float64(n)) / (float64(n) + 1.6)
		for i, r := range rects {
			*r = ui.Rect{X: x + float64(i)*(unit+gap), Y: y, W: unit, H: button}
		}
		l.primary = ui.Rect{X: x + float64(n)*(unit+gap), Y: y, W: w - float64(n)*(unit+gap), H: button}
		return
	}
	// A phone: the log beside the main button, the others in a row below
	// (four in a row leave "Rückgängig" too small to read).
	rects = slices.Delete(rects, 2, 3)
	unit := (w - gap*2) / 3
	l.primary = ui.Rect{X: x, Y: y, W: w - unit - gap, H: button}
	l.log = ui.Rect{X: x + w - unit, Y: y, W: unit, H: button}
	y += button + gap
	for i, b := range (ui.Rect{X: x, Y: y, W: w, H: button}).Row(len(rects), gap) {
		*rects[i] = b
	}
}

// landscapeLayout puts the card on the left and, on the right, the dice,
// the status, the main button, a row of the others (two rows where one
// would cut their labels under the least) and the scoreboard. Every
// button is a fingertip tall: on a phone lying down the dice and the
// scoreboard give way, not the buttons.
func (l *layout) landscapeLayout(W, H, m, button float64, names []string, tools []string) {
	u := l.u
	cardH := H - 2*m
	cardW := min(cardH/cardRatio, W*0.56)
	cardH = min(cardH, cardW*cardRatio)
	l.setCard(ui.Rect{X: m * 1.5, Y: (H - cardH) / 2, W: cardW, H: cardH})
	panel := ui.Rect{X: l.card.X + l.card.W + m*1.5, Y: m, W: W - (l.card.X + l.card.W + m*1.5) - m, H: H - 2*m}
	gap := u * 1.5
	// Menu, Undo, the log and the hints' switch where there are hints:
	// in one row where each label fits its share at a readable size.
	rects := []*ui.Rect{&l.undo, &l.menu, &l.log, &l.hint}[:len(tools)]
	perRow := len(rects)
	if !labelsFit(tools, (panel.W-gap*float64(perRow-1))/float64(perRow), button, l.least*1.15, u) {
		perRow = (len(rects) + 1) / 2
	}
	rows := (len(rects) + perRow - 1) / perRow
	buttons := button + float64(rows)*(gap+button)
	status := max(u*6, l.least*2.9)
	// The dice give way to the scoreboard down to a slip a fingertip
	// wide: room for the pills in two columns, wide enough for a name
	// and a bot's level.
	board := l.least * 5.5
	if n := len(names); n > 1 {
		lo, _ := l.pillRange()
		board = max(board, float64((n+1)/2)*(lo+u*0.6))
	}
	top, rest := panel.SplitV(max(button/0.8, min(panel.H*0.28, panel.W*0.42, panel.H-buttons-status-board-u*2)), u)
	l.placeDice(top)
	l.status, rest = rest.SplitV(status, u)
	l.primary, rest = rest.SplitV(button, gap)
	for i := 0; i < len(rects); i += perRow {
		var row ui.Rect
		row, rest = rest.SplitV(button, gap)
		n := min(perRow, len(rects)-i)
		for j, b := range row.Row(n, gap) {
			*rects[i+j] = b
		}
	}
	l.board = rest
	l.pills = l.boardPills(rest, names)
}

// labelsFit reports whether every label reads, at size or more, on a
// button w wide and h tall (core.DrawButton's fit: 90% of the width, at
// most 42% of the height and 4.2 units).
func labelsFit(labels []string, w, h, size, u float64) bool {
	size = min(size, h*0.42, u*4.2)
	for _, s := range labels {
		if tw, _ := sprites.Measure(s, sprites.Bold(size)); tw > w*0.9 {
			return false
		}
	}
	return true
}

// toolLabels are the labels of the buttons beside the main one, in the
// order landscapeLayout lays them: Undo, Menu, the log and, with hint,
// the hints' switch (the longer of its two words).
func toolLabels(ctx *core.Context, hint bool) []string {
	out := []string{ctx.T(idUndo.Name), ctx.T(idMenu.Name), ctx.T(idLog.Name)}
	if hint {
		on, off := ctx.T("knister.round.hint", ctx.OnOff(true)), ctx.T("knister.round.hint", ctx.OnOff(false))
		if measureUI(off, 100) > measureUI(on, 100) {
			on = off
		}
		out = append(out, on)
	}
	return out
}

// placeDice puts the two dice and the sum slip side by side in r.
func (l *layout) placeDice(r ui.Rect) {
	side := min(r.H*0.8, r.W/3.6)
	gap := side * 0.25
	x := r.X + (r.W-(3*side+2*gap))/2
	y := r.Y + (r.H-side)/2
	l.dice[0] = ui.Rect{X: x, Y: y, W: side, H: side}
	l.dice[1] = ui.Rect{X: x + side + gap, Y: y, W: side, H: side}
	l.token = ui.Rect{X: x + 2*(side+gap), Y: y, W: side, H: side}
}

// lift is how far above a finger the dragged slip rides, so the finger
// does not hide it.
func (l *cardLayout) lift() float64 { return max(l.u*5, l.token.H*0.3) }

// setCard sizes the card and the grid inside it: a title band on top, then
// the 5×5 cells centred across the card, with a narrow column at each side
// and a row below for the line scores: the rows' at the right, the
// columns' below, each diagonal's below the corner cell it ends in (the
// main diagonal bottom right, the other bottom left).
func (l *cardLayout) setCard(card ui.Rect) { l.setCardIn(card, 0.95, 0.93) }

// setCardTight is setCard with the cells taking nearly all the paper, for
// the cards in the panels around a table, where every pixel of depth
// counts.
func (l *cardLayout) setCardTight(card ui.Rect) { l.setCardIn(card, 0.99, 0.98) }

// setCardIn is setCard with the share of the paper's width (fw) and body
// height (fh) the cells and badges may take.
func (l *cardLayout) setCardIn(card ui.Rect, fw, fh float64) {
	l.card = card
	band := float64(art.CardBand(int(card.H)))
	l.title = ui.Rect{X: card.X, Y: card.Y, W: card.W, H: band}
	body := ui.Rect{X: card.X, Y: card.Y + band, W: card.W, H: card.H - band}
	const sideCols = 0.72 // a badge column's width, in pitches
	l.pitch = min(body.W*fw/(knister.Size+2*sideCols), body.H*fh/(knister.Size+sideCols))
	l.side = l.pitch * sideCols
	l.cellSize = l.pitch * 0.9
	block := body.CenterIn(l.pitch*(knister.Size+2*sideCols), l.pitch*(knister.Size+sideCols))
	l.grid = ui.Rect{X: block.X + l.side, Y: block.Y, W: l.pitch * knister.Size, H: l.pitch * knister.Size}
}

// cell is the rectangle of one cell.
func (l *cardLayout) cell(c knister.Cell) ui.Rect {
	off := (l.pitch - l.cellSize) / 2
	return ui.Rect{X: l.grid.X + float64(c.C)*l.pitch + off, Y: l.grid.Y + float64(c.R)*l.pitch + off, W: l.cellSize, H: l.cellSize}
}

// target is where a tap reaches one cell: the cell and half the gap
// around it, so the whole grid is tappable and no two cells share a pixel
// (a hair less, so that turned to a seat's edge, rounding does not make
// neighbours overlap).
func (l *cardLayout) target(c knister.Cell) ui.Rect {
	return l.cell(c).Inset(-(l.pitch-l.cellSize)/2 + 0.01)
}

// cellAt finds the cell under a point.
func (l *cardLayout) cellAt(x, y float64) (knister.Cell, bool) {
	for row := range knister.Size {
		for col := range knister.Size {
			c := knister.Cell{R: row, C: col}
			if l.cell(c).Inset(-l.pitch*0.05).Contains(x, y) {
				return c, true
			}
		}
	}
	return knister.Cell{}, false
}

// badge is where a line's score is written, just past its last cell:
// rows at the right, columns below, the main diagonal below its bottom
// right cell and the other below its bottom left one. No badge reaches the
// title band.
func (l *cardLayout) badge(line knister.Line) ui.Rect {
	n := float64(knister.Size)
	w, h := l.side*0.96, l.cellSize*0.7
	at := func(x, y float64) ui.Rect { return ui.Rect{X: x - w/2, Y: y - h/2, W: w, H: h} }
	right := l.grid.X + n*l.pitch + l.side/2 - (l.pitch-l.cellSize)/4
	left := l.grid.X - l.side/2 + (l.pitch-l.cellSize)/4
	below := l.grid.Y + n*l.pitch + l.side/2 - (l.pitch-l.cellSize)/4
	mid := func(i int) float64 { return l.grid.X + (float64(i)+0.5)*l.pitch }
	switch {
	case line.Kind == knister.Row:
		return at(right, l.grid.Y+(float64(line.Index)+0.5)*l.pitch)
	case line.Kind == knister.Col:
		return at(mid(line.Index), below)
	case line.Index == 0:
		return at(right, below)
	}
	return at(left, below)
}

// TokenCenter is where the sum slip lies (tests drag it from there).
func (r *Round) TokenCenter() (float64, float64) { return r.lay.token.Center() }

// measureUI is the width of s in the UI face at size.
func measureUI(s string, size float64) float64 {
	w, _ := sprites.Measure(s, sprites.UI(size))
	return w
}

// Scoreboard geometry: a pill per seat, in up to four columns.
const (
	boardCols = 4
	pillText  = 0.46 // text size over pill height
)

// pillRange is the least and the most height of a scoreboard pill.
func (l *layout) pillRange() (least, most float64) {
	return l.least / pillText, max(l.u*6.5, l.least*2.8)
}

// boardHeights is the least height the scoreboard of n seats needs at the
// width w (pills as low and as many side by side as stay readable), the
// height at which it reads comfortably, and the most it can use (one
// column of the tallest pills). Solo, it holds the solo goals in a few
// lines.
func (l *layout) boardHeights(n int, w float64) (least, comfy, most float64) {
	if n < 2 && l.guide { // the advice: a few sentences
		size := max(l.u*3, l.least*1.15)
		return l.least * 1.35 * 6, size * 1.35 * 6, size * 1.35 * 9
	}
	if n < 2 {
		size := max(l.u*3, l.least)
		return l.least * 1.35 * 2, size * 1.35 * 2, size * 1.35 * 3
	}
	lo, hi := l.pillRange()
	gapY := l.u * 0.6
	cols := 1
	for c := 2; c <= min(n, boardCols); c++ {
		if (w-l.u*float64(c-1))/float64(c) >= l.least*9 {
			cols = c
		}
	}
	lines := float64((n + cols - 1) / cols)
	at := func(h float64) float64 { return lines*(h+gapY) - gapY }
	return at(lo), at(max(lo, min(hi, l.u*4.5))), float64(n)*(hi+gapY) - gapY
}

// boardPills lays the seats' pills out in b: of the ways to split them in
// columns, the one whose text is largest once every name has been fitted
// (a name cut short counts against its layout), fewest lines first on a
// tie. Nothing for a solo game.
func (l *layout) boardPills(b ui.Rect, names []string) []ui.Rect {
	n := len(names)
	if n < 2 {
		return nil
	}
	lo, hi := l.pillRange()
	gapX, gapY := l.u, l.u*0.6
	widest := 0.0
	for _, s := range names {
		widest = max(widest, measureUI(s, 100))
	}
	var best []ui.Rect
	bestScore := -1.0
	for cols := min(n, boardCols); cols >= 1; cols-- {
		lines := (n + cols - 1) / cols
		rowH := min(hi, (b.H+gapY)/float64(lines)-gapY)
		if rowH < lo && best != nil {
			continue // taller than the board: another split fits
		}
		rowH = max(rowH, 1)
		pw := (b.W - gapX*float64(cols-1)) / float64(cols)
		size := max(l.least, rowH*pillText)
		room := pw - rowH*0.8 - size*3.6 // the ends, the mark and a score
		fit := min(1, room/(widest*size/100))
		if score := size * fit * fit; score > bestScore+0.01 {
			bestScore = score
			best = best[:0]
			for i := range n {
				best = append(best, ui.Rect{X: b.X + float64(i%cols)*(pw+gapX), Y: b.Y + float64(i/cols)*(rowH+gapY), W: pw, H: rowH})
			}
		}
	}
	return best
}

// paintJob is one piece prepaintAround lines up: a number in pencil, a
// square in one of its states, a die's face; px is its size.
type paintJob struct {
	kind     paintKind
	n, px, s int
}

// paintKind is which piece a paintJob paints.
type paintKind uint8

const (
	paintPencil paintKind = iota // art.Pencil(n, px)
	paintCell                    // art.Cell(px, s)
	paintDie                     // art.Die(n, px)
)

// Paint asks the kit for the job's piece (core.PaintJob).
func (j paintJob) Paint(k *sprites.Kit) {
	switch j.kind {
	case paintPencil:
		art.Pencil(k, j.n, j.px)
	case paintCell:
		art.Cell(k, j.px, art.CellState(j.s))
	case paintDie:
		art.Die(k, j.n, j.px)
	}
}

// prepaintAround lines up what the table's panels and middle may show —
// the numbers in pencil on every card and slip, the squares in each
// state, the dice's faces — to be painted beside the game loop (paints,
// one a tick) rather than each in the frame where it first shows: the
// first number a seat writes, the first square a slip hovers over.
func (r *Round) prepaintAround() {
	q := &r.paints
	q.Reset()
	for _, d := range r.lay.dice {
		for face := 1; face <= 6; face++ {
			q.Add(paintJob{kind: paintDie, n: face, px: int(d.W)})
		}
	}
	for _, sp := range r.seats {
		cell, slip := int(sp.lay.cell(knister.Cell{}).W), int(sp.lay.token.W)
		for _, st := range [...]art.CellState{art.CellEmpty, art.CellHover, art.CellTarget, art.CellFilled} {
			q.Add(paintJob{kind: paintCell, px: cell, s: int(st)})
		}
		q.Add(paintJob{kind: paintCell, px: slip, s: int(art.CellEmpty)})
		for n := 2; n <= 12; n++ {
			q.Add(paintJob{kind: paintPencil, n: n, px: cell})
			q.Add(paintJob{kind: paintPencil, n: n, px: slip})
		}
	}
}
