package kakuro

import (
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	art "cifra/sprites/kakuro"
)

// layout is where the shared things lie on the screen.
type layout struct {
	grid   ui.Rect // the 9×9 squares inside the frame
	cell   float64 // one square's side
	cellPx int     // the side the board was painted at
	info   ui.Rect // the revealed sum tile, the piles, the hourglass
	target ui.Rect // the revealed sum tile
	stack  ui.Rect // the face-down sum tiles
	aside  ui.Rect // the set-aside pile
	stock  ui.Rect // the action stock
	glass  ui.Rect // the hourglass
	menu   ui.Rect // the pause menu button
	log    ui.Rect // the game log button, beside the menu's
	news   ui.Rect // what just happened, in words
	// Around a table the revealed sum tile is shown a second time, turned
	// to the far long side.
	target2 ui.Rect
	// news2 is the news again for the far side, turned half a turn.
	news2 ui.Rect
	// far is the column that shows them, left of the board.
	far ui.Rect
	// guide is the guided game's card of advice, under the panel.
	guide  ui.Rect
	around bool
	u      float64
}

// seatPanel is one seat's place on the screen: its name and points, its
// action tiles, its buzzer and "impossible" (or, claiming, Check and Undo).
type seatPanel struct {
	seating.Looked[panelLook]
	lay panelLayout
	// points is the seat's points as paintPanel last wrote them, for the
	// probe (Pieces): their words and face are the language's.
	points pieces.Text
}

// panelLayout is a panel's inside, in its own upright pixels.
type panelLayout struct {
	w, h       float64
	name       ui.Rect
	status     ui.Rect
	hand       ui.Rect
	buzzer     ui.Rect
	impossible ui.Rect
	check      ui.Rect
	undo       ui.Rect
	key        ui.Rect // where the seat's key goes beside a small buzzer (zero: nowhere)
	// sum is the current sum tile again, before the name, around a table:
	// each seat reads it facing them (zero: not shown).
	sum  ui.Rect
	tile float64
}

// computeLayout places the board, the side strip and the seats' panels:
// landscape, the board on the left and the panels stacked beside it;
// portrait, the board on top and the panels below; around a table, the
// panels at the screen's edges facing their people and the board between.
func computeLayout(ctx *core.Context, r *Round) layout {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 1.5
	n := len(r.seats)
	l := layout{u: u, around: r.table.Around}
	var panels []ui.Rect
	switch {
	case r.table.Around:
		return layoutAround(ctx, r)
	case W >= H*1.15: // landscape
		side := max(1, min(H-2*m, W*0.56))
		l.setBoard(ctx, ui.Rect{X: m, Y: (H - side) / 2, W: side, H: side})
		right := ui.Rect{X: m + side + m, Y: m, W: max(1, W-side-3*m), H: max(1, H-2*m)}
		infoH := min(right.H*0.26, right.W*0.4)
		var rest ui.Rect
		l.info, rest = right.SplitV(infoH, m)
		var row ui.Rect
		row, rest = rest.SplitV(max(44*ctx.Scale, min(u*6, rest.H*0.12)), m*0.5)
		l.setNewsRow(ctx, row)
		ph := min((rest.H-float64(n-1)*m)/float64(n), rest.W*0.42)
		if r.guide != nil {
			ph = min(ph, rest.H*0.5)
			l.guide = ui.Rect{X: rest.X, Y: rest.Y + ph + m, W: rest.W, H: max(1, rest.H-ph-m)}
		}
		panels = seating.Stack(rest, n, ph, m)
	default: // portrait
		side := max(1, min(W-2*m, H*0.5))
		l.setBoard(ctx, ui.Rect{X: (W - side) / 2, Y: m, W: side, H: side})
		below := ui.Rect{X: m, Y: m + side + m, W: max(1, W-2*m), H: max(1, H-side-3*m)}
		var rest ui.Rect
		l.info, rest = below.SplitV(min(below.H*0.22, below.W*0.24), m*0.6)
		var row ui.Rect
		row, rest = rest.SplitV(max(44*ctx.Scale, min(u*7, rest.H*0.14)), m*0.5)
		l.setNewsRow(ctx, row)
		cols := 1
		if n > 2 {
			cols = 2
		}
		rows := (n + cols - 1) / cols
		pw := (rest.W - float64(cols-1)*m) / float64(cols)
		ph := min((rest.H-float64(rows-1)*m)/float64(rows), pw*0.8)
		if r.guide != nil {
			ph = min(ph, rest.H*0.55)
			l.guide = ui.Rect{X: rest.X, Y: rest.Y + ph + m, W: rest.W, H: max(1, rest.H-ph-m)}
		}
		panels = seating.Grid(rest, n, cols, pw, ph, m)
	}
	l.setInfo(l.info)
	for p, s := range r.seats {
		s.panel.place(ctx, ui.Panel{Rect: panels[p], Turn: ui.FaceBottom}, false)
	}
	return l
}

// layoutAround seats everyone at the screen's edges (the long sides first)
// with the board between them; the sum tile is shown to both long sides.
func layoutAround(ctx *core.Context, r *Round) layout {
	u := ctx.U()
	l := layout{u: u, around: true}
	m := u * 1.2
	seated := seating.Around(ctx, len(r.seats), 0.2, 0.16)
	for p, s := range r.seats {
		s.panel.place(ctx, seated.Panels[p], true)
	}
	mid := seated.Middle
	side := max(1, min(mid.H, mid.W*0.6))
	board := ui.Rect{X: mid.X + (mid.W-side)/2, Y: mid.Y + (mid.H-side)/2, W: side, H: side}
	infoW := max(1, (mid.W-side)/2-m)
	info := ui.Rect{X: board.X + side + m, Y: mid.Y, W: infoW, H: mid.H}
	far := ui.Rect{X: mid.X, Y: mid.Y, W: infoW, H: mid.H}
	l.setBoard(ctx, board)
	// Upright beside the board: the piles, the glass, the news; the far
	// side shows the sum tile again, upside down.
	l.info = info
	l.setInfoColumn(ctx, info)
	ts := min(min(far.W, far.H), max(far.W, far.H)*0.3) * 0.8
	l.far, l.target2 = far, far.CenterIn(ts, ts)
	// Under the far sum tile as the far side sees it: above it on the
	// screen.
	l.news2 = ui.Rect{X: far.X, Y: far.Y + u, W: far.W, H: max(1, l.target2.Y-far.Y-2*u)}
	return l
}

// setBoard places the board image in r: the squares are whole pixels, so
// tiles never blur.
func (l *layout) setBoard(ctx *core.Context, r ui.Rect) {
	b := seating.FitBoard(r, kakuro.Size, 10.2, art.BoardSize, art.BoardOrigin)
	l.cellPx, l.cell, l.grid = b.Cell, float64(b.Cell), b.Grid
}

// setNewsRow lays the row under the info strip: the news, then the game
// log and menu buttons at its end, each a whole touch target (44 CSS px)
// tall.
func (l *layout) setNewsRow(ctx *core.Context, row ui.Rect) {
	bw := min(row.W*0.22, max(l.u*12, 96*ctx.Scale))
	var buttons ui.Rect
	l.news, buttons = row.SplitH(max(1, row.W-2*bw-2*l.u), l.u)
	l.log, l.menu = buttons.SplitH(bw, l.u)
}

// setInfo lays a horizontal info strip: the big sum tile, the hourglass,
// then the three piles, as wide as the strip leaves them.
func (l *layout) setInfo(r ui.Rect) {
	h := r.H
	// The sum tile and the glass leave the piles at least a third of a
	// tall strip's width, so their words stay readable.
	ts := min(h*0.96, r.W*0.3)
	l.target = ui.Rect{X: r.X, Y: r.Y + (h-ts)/2, W: ts, H: ts}
	gh := min(h, ts*1.15)
	gw := gh * 0.42
	gap := min(h, ts) * 0.12
	l.glass = ui.Rect{X: l.target.X + ts + gap, Y: r.Y + (h-gh)/2, W: gw, H: gh}
	x := l.glass.X + gw + gap
	rest := ui.Rect{X: x, Y: r.Y, W: max(1, r.X+r.W-x), H: h}
	rows := rest.Column(3, (h-2*h*0.06)/3, h*0.06)
	l.stack, l.aside, l.stock = rows[0], rows[1], rows[2]
}

// setInfoColumn lays the info as a column (around a table, beside the
// board): the sum tile on top, the hourglass, the piles, the news, the
// game log and menu buttons side by side.
func (l *layout) setInfoColumn(ctx *core.Context, r ui.Rect) {
	ts := min(r.W, r.H*0.3) * 0.9
	l.target = ui.Rect{X: r.X + (r.W-ts)/2, Y: r.Y, W: ts, H: ts}
	y := r.Y + ts + l.u
	gh := min(r.H*0.24, r.W*1.2)
	l.glass = ui.Rect{X: r.X + (r.W-gh*0.45)/2, Y: y, W: gh * 0.45, H: gh}
	y += gh + l.u
	ph := min(r.H*0.06, l.u*5)
	l.stack = ui.Rect{X: r.X, Y: y, W: r.W, H: ph}
	l.aside = ui.Rect{X: r.X, Y: y + ph, W: r.W, H: ph}
	l.stock = ui.Rect{X: r.X, Y: y + 2*ph, W: r.W, H: ph}
	y += 3*ph + l.u
	bh := max(l.u*6, 44*ctx.Scale)
	buttons := ui.Rect{X: r.X, Y: r.Y + r.H - bh, W: r.W, H: bh}
	l.log, l.menu = buttons.SplitH((r.W-l.u)/2, l.u)
	l.news = ui.Rect{X: r.X, Y: y, W: r.W, H: max(1, buttons.Y-y-l.u)}
}

// square returns the screen rectangle of board square p.
func (l *layout) square(p kakuro.Pos) ui.Rect {
	return ui.Rect{X: l.grid.X + float64(p[1])*l.cell, Y: l.grid.Y + float64(p[0])*l.cell, W: l.cell, H: l.cell}
}

// squareAt finds the board square under a screen point.
func (l *layout) squareAt(x, y float64) (kakuro.Pos, bool) {
	if !l.grid.Contains(x, y) || l.cell <= 0 {
		return kakuro.Pos{}, false
	}
	r, c := int((y-l.grid.Y)/l.cell), int((x-l.grid.X)/l.cell)
	if r < 0 || c < 0 || r >= kakuro.Size || c >= kakuro.Size {
		return kakuro.Pos{}, false
	}
	return kakuro.Pos{r, c}, true
}

// place puts the panel on the screen and lays out its inside; with sum,
// its name row is taller and starts with the current sum tile.
func (sp *seatPanel) place(ctx *core.Context, p ui.Panel, sum bool) {
	sp.Place(p)
	// The share of the panel's height the name row takes: around a
	// table, a sum tile as tall as it leads the row.
	nameShare, narrowShare := 0.26, 0.16
	if sum {
		nameShare, narrowShare = 0.4, 0.22
	}
	w, h := p.Size()
	pad := min(w, h) * 0.06
	l := panelLayout{w: w, h: h}
	if w < h*1.6 {
		// A narrow panel (a phone's half width): name, hand and status
		// stacked, the buzzer and "impossible" side by side at the bottom.
		in := ui.Rect{X: pad, Y: pad, W: max(1, w-2*pad), H: max(1, h-2*pad)}
		var rest, buttons ui.Rect
		l.name, rest = in.SplitV(in.H*narrowShare, pad*0.3)
		l.hand, rest = rest.SplitV(in.H*(0.46-narrowShare), pad*0.3)
		l.status, buttons = rest.SplitV(in.H*0.12, pad*0.3)
		bs := min(buttons.H, buttons.W*0.45)
		l.buzzer = ui.Rect{X: buttons.X, Y: buttons.Y + (buttons.H-bs)/2, W: bs, H: bs}
		// A thumb's height (44 logical px) where the buzzer leaves room.
		ih := min(bs, max(bs*0.6, 44*ctx.Scale))
		l.impossible = ui.Rect{X: buttons.X + bs + pad, Y: buttons.Y + (buttons.H-ih)/2, W: max(1, buttons.W-bs-pad), H: ih}
		// Claiming, Check and Undo share the row in halves: Check's label
		// (with its seconds) needs more than the buzzer's square.
		half := max(1, (buttons.W-pad)/2)
		l.check = ui.Rect{X: buttons.X, Y: l.impossible.Y, W: half, H: ih}
		l.undo = ui.Rect{X: buttons.X + half + pad, Y: l.impossible.Y, W: half, H: ih}
		l.tile = min(l.hand.H, l.hand.W/4.4)
		l.carveSum(sum, pad)
		sp.lay = l
		return
	}
	bw := min(h*0.9, w*0.32)
	// The buzzer over "impossible", each a thumb's height (44 logical px)
	// at least: a short panel (five seats on a phone) gives up margin,
	// then the buzzer's extra size, before either goes under; a panel too
	// short even so puts them side by side.
	thumb := 44 * ctx.Scale
	if need := 2*thumb + pad*0.5; h-2*pad < need {
		if h-4*ctx.Scale < need {
			sp.placeRow(ctx, &l, pad, thumb, nameShare, sum)
			return
		}
		pad = max(2*ctx.Scale, (h-need)/2)
	}
	col := ui.Rect{X: w - pad - bw, Y: pad, W: bw, H: max(1, h-2*pad)}
	bs := min(bw, col.H*0.62)
	if col.H-bs-pad*0.5 < thumb {
		bs = max(min(bs, thumb), col.H-pad*0.5-thumb)
	}
	l.buzzer = ui.Rect{X: col.X + (bw-bs)/2, Y: col.Y, W: bs, H: bs}
	l.impossible = ui.Rect{X: col.X, Y: col.Y + bs + pad*0.5, W: bw, H: max(1, col.H-bs-pad*0.5)}
	l.check = ui.Rect{X: col.X, Y: col.Y, W: bw, H: bs}
	l.undo = l.impossible
	left := ui.Rect{X: pad, Y: pad, W: max(1, col.X-2*pad), H: max(1, h-2*pad)}
	l.name, left = left.SplitV(left.H*nameShare, pad*0.3)
	l.hand, l.status = left.SplitV(left.H*0.66, pad*0.3)
	l.tile = min(l.hand.H, l.hand.W/5.6)
	l.carveSum(sum, pad)
	sp.lay = l
}

// placeRow lays out a wide, short panel: name, hand and status on the
// left; "impossible", a key's room and the buzzer in a row on the right
// (Check and Undo share the row while claiming).
func (sp *seatPanel) placeRow(ctx *core.Context, l *panelLayout, pad, thumb, nameShare float64, sum bool) {
	w, h := l.w, l.h
	bs := max(1, min(h-2*pad, w*0.2))
	ih := max(1, min(h-2*pad, max(thumb, bs*0.75)))
	iw := min(w*0.26, max(2*thumb, bs*1.6))
	keyRoom := max(ctx.Least()*2, bs*0.45) // the seat's key, printed beside the buzzer
	l.buzzer = ui.Rect{X: w - pad - bs, Y: (h - bs) / 2, W: bs, H: bs}
	l.impossible = ui.Rect{X: l.buzzer.X - keyRoom - iw, Y: (h - ih) / 2, W: iw, H: ih}
	l.key = ui.Rect{X: l.impossible.X + iw, Y: l.buzzer.Y, W: keyRoom, H: bs}
	row := ui.Rect{X: l.impossible.X, Y: l.impossible.Y, W: w - pad - l.impossible.X, H: ih}
	l.undo, l.check = row.SplitH((row.W-pad)/2, pad)
	left := ui.Rect{X: pad, Y: pad, W: max(1, l.impossible.X-2*pad), H: max(1, h-2*pad)}
	l.name, left = left.SplitV(left.H*nameShare, pad*0.3)
	l.hand, l.status = left.SplitV(left.H*0.66, pad*0.3)
	l.tile = min(l.hand.H, l.hand.W/5.6)
	l.carveSum(sum, pad)
	sp.lay = *l
}

// carveSum, with on, takes a square as tall as the name row from its start
// for the sum tile; the name and points keep the rest of the row.
func (l *panelLayout) carveSum(on bool, pad float64) {
	if !on {
		l.sum = ui.Rect{}
		return
	}
	s := min(l.name.H, l.name.W*0.3)
	l.sum = ui.Rect{X: l.name.X, Y: l.name.Y + (l.name.H-s)/2, W: s, H: s}
	l.name.X += s + pad*0.6
	l.name.W = max(1, l.name.W-s-pad*0.6)
}

// tileRect is where hand tile i of n lies in the panel (a long hand
// shrinks its tiles to fit).
func (sp *seatPanel) tileRect(i, n int) ui.Rect {
	l := &sp.lay
	s := l.tile
	gap := s * 0.12
	if n > 0 {
		s = min(s, (l.hand.W+gap)/float64(n)-gap)
	}
	return ui.Rect{X: l.hand.X + float64(i)*(s+gap), Y: l.hand.Y + (l.hand.H-s)/2, W: s, H: s}
}
