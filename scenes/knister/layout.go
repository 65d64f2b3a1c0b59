package knister

import (
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// cardLayout holds the rectangles of one paper card: the round's card in
// hot-seat play, or a seat's card inside its panel around a table.
type cardLayout struct {
	card     ui.Rect // the paper card
	title    ui.Rect // its printed band (name, score)
	grid     ui.Rect // the 5×5 cells plus the badge row and column
	pitch    float64 // distance between cell origins
	cellSize float64
	token    ui.Rect // the draggable sum slip
	u        float64
}

// layout holds every rectangle of the round scene for one screen size.
type layout struct {
	cardLayout
	portrait   bool
	dice       [2]ui.Rect
	status     ui.Rect // one line telling what to do
	primary    ui.Rect
	undo       ui.Rect
	menu       ui.Rect
	hint       ui.Rect
	board      ui.Rect // the scoreboard of all seats
	passPanel  ui.Rect
	passButton ui.Rect
}

// Layout implements core.Scene.
func (r *Round) Layout(ctx *core.Context) {
	r.lay = computeLayout(ctx)
	if r.table.Around {
		r.layoutAround(ctx)
		r.relayoutAround()
		return
	}
	r.relayoutWidgets(ctx)
}

func computeLayout(ctx *core.Context) layout {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	l := layout{portrait: H > W*1.15}
	l.u = u
	m := u * 3
	if l.portrait {
		top := ui.Rect{X: m, Y: m, W: W - 2*m, H: min(u*24, H*0.16)}
		l.placeDice(top)
		l.status = ui.Rect{X: m, Y: top.Y + top.H + u, W: W - 2*m, H: u * 5}
		l.board = ui.Rect{X: m, Y: l.status.Y + l.status.H + u, W: W - 2*m, H: u * 9}
		bottomH := u * 11
		side := min(W-2*m, (H-(l.board.Y+l.board.H+u*2)-bottomH-m*2)/1.12)
		l.setCard(ui.Rect{X: (W - side) / 2, Y: l.board.Y + l.board.H + u*2, W: side, H: side * 1.12})
		row := ui.Rect{X: m, Y: l.card.Y + l.card.H + u*3, W: W - 2*m, H: bottomH - u*2}
		bs := row.Row(4, u*2)
		l.menu, l.undo, l.primary = bs[0], bs[1], bs[2]
		l.primary.W = bs[2].W + bs[3].W + u*2
		l.hint = ui.Rect{X: W - m - u*24, Y: l.card.Y + u, W: u * 22, H: u * 7}
		// Centre the column vertically on tall screens.
		dy := max(0, (H-(row.Y+row.H+m))/2)
		for _, r := range []*ui.Rect{&l.dice[0], &l.dice[1], &l.token, &l.status, &l.board, &l.menu, &l.undo, &l.primary, &l.hint} {
			r.Y += dy
		}
		l.setCard(ui.Rect{X: l.card.X, Y: l.card.Y + dy, W: l.card.W, H: l.card.H})
	} else {
		cardH := H - 2*m
		cardW := min(cardH/1.12, W*0.56)
		cardH = min(cardH, cardW*1.12)
		l.setCard(ui.Rect{X: m * 1.5, Y: (H - cardH) / 2, W: cardW, H: cardH})
		panel := ui.Rect{X: l.card.X + l.card.W + m*1.5, Y: m, W: W - (l.card.X + l.card.W + m*1.5) - m, H: H - 2*m}
		top, rest := panel.SplitV(min(panel.H*0.3, panel.W*0.42), u)
		l.placeDice(top)
		l.status, rest = rest.SplitV(u*6, u)
		l.primary, rest = rest.SplitV(u*9, u*1.5)
		var buttons ui.Rect
		buttons, rest = rest.SplitV(u*8, u*2)
		l.undo, l.menu = buttons.SplitH(buttons.W*0.5-u, u*2)
		l.hint, rest = rest.SplitV(u*7, u*2)
		l.hint.W = min(l.hint.W, u*40)
		l.board = rest
	}
	l.passPanel = ui.Rect{X: (W - min(W-2*m, u*90)) / 2, Y: H * 0.25, W: min(W-2*m, u*90), H: H * 0.5}
	l.passButton = l.passPanel.Inset(u * 6)
	l.passButton.Y += l.passButton.H - u*10
	l.passButton.H = u * 10
	return l
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

// setCard sizes the card and the grid inside it: a title band on top, then
// 5 columns of cells plus one for row scores, 5 rows plus one for columns.
func (l *cardLayout) setCard(card ui.Rect) {
	l.card = card
	band := float64(sprites.CardBand(int(card.H)))
	l.title = ui.Rect{X: card.X, Y: card.Y, W: card.W, H: band}
	inner := ui.Rect{X: card.X, Y: card.Y + band, W: card.W, H: card.H - band}.Inset(card.W * 0.04)
	side := min(inner.W, inner.H)
	l.grid = inner.CenterIn(side, side)
	l.pitch = side / (knister.Size + 1)
	l.cellSize = l.pitch * 0.9
}

// cell is the rectangle of one cell.
func (l *cardLayout) cell(c knister.Cell) ui.Rect {
	off := (l.pitch - l.cellSize) / 2
	return ui.Rect{X: l.grid.X + float64(c.C)*l.pitch + off, Y: l.grid.Y + float64(c.R)*l.pitch + off, W: l.cellSize, H: l.cellSize}
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

// badge is where a line's score is written: rows at the right, columns
// below, the main diagonal at the bottom-right corner and the other at
// the top-right corner.
func (l *cardLayout) badge(line knister.Line) ui.Rect {
	at := func(row, col float64) ui.Rect {
		off := (l.pitch - l.cellSize) / 2
		return ui.Rect{X: l.grid.X + col*l.pitch + off, Y: l.grid.Y + row*l.pitch + off, W: l.cellSize, H: l.cellSize}.Inset(l.cellSize * 0.12)
	}
	switch line.Kind {
	case knister.Row:
		return at(float64(line.Index), knister.Size)
	case knister.Col:
		return at(knister.Size, float64(line.Index))
	}
	if line.Index == 0 {
		return at(knister.Size, knister.Size)
	}
	return at(-0.62, knister.Size)
}

// lineCenter is the middle of a line's cells (for floating scores).
func (l *cardLayout) lineCenter(line knister.Line) (float64, float64) {
	cells := line.Cells()
	a, b := l.cell(cells[0]), l.cell(cells[len(cells)-1])
	ax, ay := a.Center()
	bx, by := b.Center()
	return (ax + bx) / 2, (ay + by) / 2
}

// TokenCenter is where the sum slip lies (tests drag it from there).
func (r *Round) TokenCenter() (float64, float64) { return r.lay.token.Center() }
