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
	guide ui.Rect
	// side is the room for the online menu and the log panel, over the
	// seats' side of the screen, never over the board.
	side   ui.Rect
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
//
// Every panel must take one of its designs (fit.go) at the readable least
// and a fingertip's buttons. Where the seats do not fit beside the board
// as they are, they go two abreast, the sums and piles shrink to a strip,
// or, on a phone lying on its side, the piles and the news move to a
// column left of the board and the seats take the whole height on its
// right; where even that is short, the board gives up a little, square by
// square, before any word shrinks: the first arrangement that fits at the
// largest board is the one laid.
func computeLayout(ctx *core.Context, r *Round) layout {
	n := r.panelNeeds(ctx)
	if r.table.Around {
		return layoutAround(ctx, r, n)
	}
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 1.5
	landscape := W >= H*1.15
	most := max(1, min(W-2*m, H*0.5))
	if landscape {
		most = max(1, min(H-2*m, W*0.56))
	}
	var plan screenPlan
	found := false
	for side := most; side >= most*0.6 && !found; side -= max(1, most*0.02) {
		for _, try := range screenPlans(landscape, len(r.seats)) {
			if plan, found = try(ctx, r, n, side); found {
				break
			}
		}
	}
	if !found { // a screen too small for every need: the first arrangement, squeezed
		plan, _ = screenPlans(landscape, len(r.seats))[0](ctx, r, n, most)
	}
	l := layout{u: u, side: plan.side, guide: plan.guide}
	l.setBoard(ctx, plan.board)
	l.info = plan.info
	if plan.column {
		l.setInfoColumn(ctx, plan.info, n)
	} else {
		l.setInfo(ctx, plan.info, n)
		l.setNewsRow(ctx, plan.news, n)
	}
	for p, s := range r.seats {
		s.panel.place(ctx, ui.Panel{Rect: plan.panels[p], Turn: ui.FaceBottom}, false, n)
	}
	return l
}

// screenPlan is where the parts of a round at the screen lie.
type screenPlan struct {
	board  ui.Rect   // the board's square
	info   ui.Rect   // the sum tile, the hourglass and the piles
	column bool      // info is a column holding the news and the buttons too
	news   ui.Rect   // the news and the Log and Menu buttons (not a column)
	panels []ui.Rect // the seats'
	guide  ui.Rect   // the guided game's card
	side   ui.Rect   // the room for the online menu and the log panel
}

// planFunc lays a round at the screen with a board side pixels square;
// false when a seat's panel takes none of its designs.
type planFunc func(ctx *core.Context, r *Round, n panelNeeds, side float64) (screenPlan, bool)

// screenPlans are the arrangements tried at each board size, the likelier
// first.
func screenPlans(landscape bool, seats int) []planFunc {
	if landscape {
		return []planFunc{
			besideBoard(1, false), besideBoard(2, false), besideBoard(1, true), besideBoard(2, true),
			flanking(1), flanking(2),
		}
	}
	one, two := underBoard(1, false), underBoard(2, false)
	if seats > 2 {
		one, two = two, one
	}
	return []planFunc{one, two, underBoard(1, true), underBoard(2, true)}
}

// besideBoard: landscape, the board on the left; on its right the sum
// tile, the hourglass and the piles in a strip, the news row, and the
// panels cols abreast. slim keeps the strip to the least its words need.
func besideBoard(cols int, slim bool) planFunc {
	return func(ctx *core.Context, r *Round, n panelNeeds, side float64) (screenPlan, bool) {
		W, H, m := float64(ctx.W), float64(ctx.H), ctx.U()*1.5
		p := screenPlan{board: ui.Rect{X: m, Y: (H - side) / 2, W: side, H: side}}
		right := ui.Rect{X: m + side + m, Y: m, W: max(1, W-side-3*m), H: max(1, H-2*m)}
		infoH := min(right.H*0.26, right.W*0.4)
		if slim {
			infoH = min(infoH, n.stripH())
		}
		var rest ui.Rect
		p.info, rest = right.SplitV(max(infoH, n.stripH()), m)
		p.news, rest = rest.SplitV(max(n.thumb, min(ctx.U()*6, rest.H*0.12)), m*0.5)
		return p.seatsIn(ctx, r, n, rest, cols, m, right.W*0.42)
	}
}

// underBoard: portrait, the board on top; under it the strip, the news
// row and the panels cols abreast.
func underBoard(cols int, slim bool) planFunc {
	return func(ctx *core.Context, r *Round, n panelNeeds, side float64) (screenPlan, bool) {
		W, H, m := float64(ctx.W), float64(ctx.H), ctx.U()*1.5
		p := screenPlan{board: ui.Rect{X: (W - side) / 2, Y: m, W: side, H: side}}
		below := ui.Rect{X: m, Y: m + side + m, W: max(1, W-2*m), H: max(1, H-side-3*m)}
		infoH := min(below.H*0.22, below.W*0.24)
		if slim {
			infoH = min(infoH, n.stripH())
		}
		var rest ui.Rect
		p.info, rest = below.SplitV(max(infoH, n.stripH()), m*0.6)
		p.news, rest = rest.SplitV(max(n.thumb, min(ctx.U()*7, rest.H*0.14)), m*0.5)
		return p.seatsIn(ctx, r, n, rest, cols, m, 0)
	}
}

// flanking: a phone lying on its side with many seats. The sum tile, the
// hourglass, the piles, the news and the buttons in a column left of the
// board; the seats one under the other on its right, the whole height.
func flanking(cols int) planFunc {
	return func(ctx *core.Context, r *Round, n panelNeeds, side float64) (screenPlan, bool) {
		W, H, m := float64(ctx.W), float64(ctx.H), ctx.U()*1.5
		infoW := n.columnW()
		p := screenPlan{column: true, info: ui.Rect{X: m, Y: m, W: infoW, H: max(1, H-2*m)}}
		p.board = ui.Rect{X: m + infoW + m, Y: (H - side) / 2, W: side, H: side}
		x := p.board.X + side + m
		seats := ui.Rect{X: x, Y: m, W: max(1, W-m-x), H: max(1, H-2*m)}
		if !n.columnFits(ctx, p.info) {
			return p, false
		}
		return p.seatsIn(ctx, r, n, seats, cols, m, seats.W*0.42)
	}
}

// seatsIn lays the panels cols abreast in rest (each at most most tall,
// when most > 0), a guided game's card under a lone panel, and the room
// for the online menu and the log; false when the panels take none of
// their designs.
func (p screenPlan) seatsIn(ctx *core.Context, r *Round, n panelNeeds, rest ui.Rect, cols int, m, most float64) (screenPlan, bool) {
	seats := len(r.seats)
	cols = max(1, min(cols, seats))
	rows := (seats + cols - 1) / cols
	gap := m * 0.5
	pw := (rest.W - float64(cols-1)*gap) / float64(cols)
	ph := (rest.H - float64(rows-1)*gap) / float64(rows)
	if most > 0 {
		ph = min(ph, most)
	}
	if cols > 1 || most == 0 {
		ph = min(ph, max(pw*0.8, n.stackMinH(ctx))) // a half-width panel is no taller than it needs
	}
	if r.guide != nil {
		ph = min(ph, max(rest.H*0.5, n.stackMinH(ctx)))
		p.guide = ui.Rect{X: rest.X, Y: rest.Y + ph + m, W: rest.W, H: max(1, rest.H-ph-m)}
	}
	p.panels = seating.Grid(rest, seats, cols, pw, ph, gap)
	p.side = rest // over the seats, beside the board
	return p, n.fits(ctx, pw, ph, false)
}

// stripH is the least height of the info strip: the three piles' lines.
func (n panelNeeds) stripH() float64 { return max(3*n.line/0.88, n.buzz) }

// stackMinH is the least height of a panel in the stack design.
func (n panelNeeds) stackMinH(ctx *core.Context) float64 {
	pad := 4 * ctx.CSSPx()
	return n.leftH(pad) + pad*0.3 + n.buzz + 2*pad + 1
}

// columnW is the width of the info column: the piles' words and the Log
// and Menu buttons side by side.
func (n panelNeeds) columnW() float64 { return max(n.pileW, 2*n.btnW+n.least*0.5, 110*n.thumb/44) }

// columnFits reports whether the info column r holds its least: a sum
// tile, the piles, two lines of news and the buttons.
func (n panelNeeds) columnFits(ctx *core.Context, r ui.Rect) bool {
	u := ctx.U()
	return r.H >= n.buzz+3*n.line+2*n.least*lineBox+n.thumb+4*u && r.W >= n.pileW
}

// layoutAround seats everyone at the screen's edges (the long sides first)
// with the board between them; the sum tile is shown to both long sides.
// The panels are as deep as a share of the screen, or the row design's
// least where that is deeper, and long enough for it; the middle keeps a
// column for the piles, the news and the buttons beside the board, and
// one for the far side's sum tile and news.
func layoutAround(ctx *core.Context, r *Round, n panelNeeds) layout {
	u := ctx.U()
	l := layout{u: u, around: true}
	m := u * 1.2
	W, H := float64(ctx.W), float64(ctx.H)
	minW, minH := n.rowMin(ctx, true)
	t := max(minH, min(H*0.2, W*0.16))
	if ctx.OnPhone() {
		t = minH // a phone lying flat: every pixel the panels spare goes to the board
	}
	seated := ui.Seating{Margin: m, DepthH: t / H, DepthW: 1, SideLen: max(2.6, minW/t), LongLen: max(2.8, minW/t)}.
		Seat(W, H, len(r.seats))
	for p, s := range r.seats {
		s.panel.place(ctx, seated.Panels[p], true, n)
	}
	mid := seated.Middle
	colW := max(n.columnW(), n.pileAt(pileBody(ctx))) // the counts at body size
	side := max(1, min(mid.H, mid.W*0.6, mid.W-2*(colW+m)))
	board := ui.Rect{X: mid.X + (mid.W-side)/2, Y: mid.Y + (mid.H-side)/2, W: side, H: side}
	infoW := max(1, (mid.W-side)/2-m)
	info := ui.Rect{X: board.X + side + m, Y: mid.Y, W: infoW, H: mid.H}
	far := ui.Rect{X: mid.X, Y: mid.Y, W: infoW, H: mid.H}
	l.setBoard(ctx, board)
	// Upright beside the board: the piles, the glass, the news; the far
	// side shows the sum tile again, upside down.
	l.info = info
	l.setInfoColumn(ctx, info, n)
	ts := min(min(far.W, far.H), max(far.W, far.H)*0.3) * 0.8
	l.far, l.target2 = far, far.CenterIn(ts, ts)
	// Under the far sum tile as the far side sees it: above it on the
	// screen.
	l.news2 = ui.Rect{X: far.X, Y: far.Y + u, W: far.W, H: max(1, l.target2.Y-far.Y-2*u)}
	// The online menu and the log lie left of the board, over the far
	// column and the seats there, never over the board.
	l.side = ui.Rect{X: m, Y: m, W: max(1, board.X-2*m), H: max(1, H-2*m)}
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
// tall and wide enough for its label.
func (l *layout) setNewsRow(ctx *core.Context, row ui.Rect, n panelNeeds) {
	bw := min(row.W*0.3, max(n.btnW, min(row.W*0.22, max(l.u*12, 96*ctx.Scale))))
	var buttons ui.Rect
	l.news, buttons = row.SplitH(max(1, row.W-2*bw-2*l.u), l.u)
	l.log, l.menu = buttons.SplitH(bw, l.u)
}

// setInfo lays a horizontal info strip: the big sum tile, the hourglass,
// then the three piles, as wide as the strip leaves them, each a line at
// the readable least at least.
func (l *layout) setInfo(ctx *core.Context, r ui.Rect, n panelNeeds) {
	h := r.H
	// The sum tile and the glass leave the piles room for their words.
	ts := max(1, min(h*0.96, r.W*0.3, r.W-n.pileW-h*0.5))
	l.target = ui.Rect{X: r.X, Y: r.Y + (h-ts)/2, W: ts, H: ts}
	gh := min(h, ts*1.15)
	gw := gh * 0.42
	gap := min(h, ts) * 0.12
	l.glass = ui.Rect{X: l.target.X + ts + gap, Y: r.Y + (h-gh)/2, W: gw, H: gh}
	x := l.glass.X + gw + gap
	rest := ui.Rect{X: x, Y: r.Y, W: max(1, r.X+r.W-x), H: h}
	g := min(h*0.06, (h-3*n.line)/2)
	rows := rest.Column(3, (h-2*g)/3, g)
	l.stack, l.aside, l.stock = rows[0], rows[1], rows[2]
}

// setInfoColumn lays the info as a column (around a table, beside the
// board; a phone on its side, left of it): the sum tile with the
// hourglass beside it (or under it, where the column is tall and
// narrow), the piles a line each, the news, the game log and menu
// buttons side by side at the bottom. What the column lacks comes off the
// sum tile first, then off the piles' lines, never off the words.
func (l *layout) setInfoColumn(ctx *core.Context, r ui.Rect, n panelNeeds) {
	u := l.u
	gap := u
	bh := max(n.thumb, min(u*6, r.H*0.12))
	newsMin := 2*n.least*lineBox + 2
	line := n.line
	if l.around {
		line = pileBody(ctx) * lineBox * 1.1 // read across the table
	}
	ph := max(line, min(r.H*0.07, u*5))
	for ph > line && r.H-bh-newsMin-3*ph-4*gap < n.buzz {
		ph = max(line, ph*0.9)
	}
	room := r.H - bh - newsMin - 3*ph - 4*gap // for the sum tile and the glass
	ts := max(1, min(r.W*0.9, r.H*0.3, room))
	y := r.Y
	if room >= ts*2+gap && r.W < ts*1.5+gap {
		// Tall and narrow: the glass under the sum tile.
		l.target = ui.Rect{X: r.X + (r.W-ts)/2, Y: y, W: ts, H: ts}
		gh := min(ts, room-ts-gap, r.H*0.24)
		l.glass = ui.Rect{X: r.X + (r.W-gh*0.45)/2, Y: y + ts + gap, W: gh * 0.45, H: gh}
		y += ts + gap + gh + gap
	} else {
		ts = max(1, min(ts, (r.W-gap)/1.45))
		gw := ts * 0.45
		x := r.X + (r.W-ts-gap-gw)/2
		l.target = ui.Rect{X: x, Y: y, W: ts, H: ts}
		l.glass = ui.Rect{X: x + ts + gap, Y: y, W: gw, H: ts}
		y += ts + gap
	}
	l.stack = ui.Rect{X: r.X, Y: y, W: r.W, H: ph}
	l.aside = ui.Rect{X: r.X, Y: y + ph, W: r.W, H: ph}
	l.stock = ui.Rect{X: r.X, Y: y + 2*ph, W: r.W, H: ph}
	y += 3*ph + gap
	buttons := ui.Rect{X: r.X, Y: r.Y + r.H - bh, W: r.W, H: bh}
	l.log, l.menu = buttons.SplitH((r.W-gap)/2, gap)
	l.news = ui.Rect{X: r.X, Y: y, W: r.W, H: max(1, buttons.Y-y-gap)}
}

// pileBody is the least size of the piles' counts around a table: body
// size, read from across it.
func pileBody(ctx *core.Context) float64 { return max(ctx.Least(), 14*ctx.CSSPx()) }

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

// place puts the panel on the screen and lays out its inside in the
// design its size takes (fit.go); with sum, the current sum tile leads
// its name and hand.
func (sp *seatPanel) place(ctx *core.Context, p ui.Panel, sum bool, n panelNeeds) {
	sp.Place(p)
	w, h := p.Size()
	pad := panelPad(ctx, w, h)
	l := panelLayout{w: w, h: h}
	in := ui.Rect{X: pad, Y: pad, W: max(1, w-2*pad), H: max(1, h-2*pad)}
	shape, _ := n.shape(ctx, w, h, sum)
	switch shape {
	case shapeColumn:
		// The buzzer over "impossible" in a column on the right, each a
		// fingertip at least; Check over Undo while claiming.
		cw := min(max(n.colW(), min(h*0.9, w*0.32)), in.W*0.5)
		col := ui.Rect{X: in.X + in.W - cw, Y: in.Y, W: cw, H: in.H}
		bs := max(n.buzz, min(cw, col.H*0.62))
		if col.H-bs-pad*0.5 < n.thumb {
			bs = max(n.buzz, col.H-pad*0.5-n.thumb)
		}
		bs = min(bs, cw)
		ih := max(n.thumb, min(col.H-bs-pad*0.5, bs*0.6))
		y := col.Y + max(0, col.H-bs-pad*0.5-ih)/2 // a tall panel's pair in its middle
		l.buzzer = ui.Rect{X: col.X + (cw-bs)/2, Y: y, W: bs, H: bs}
		l.impossible = ui.Rect{X: col.X, Y: y + bs + pad*0.5, W: cw, H: ih}
		l.check = ui.Rect{X: col.X, Y: y, W: cw, H: bs}
		l.undo = l.impossible
		l.splitLeft(n, ui.Rect{X: in.X, Y: in.Y, W: max(1, col.X-pad-in.X), H: in.H}, pad, sum)
	case shapeRow:
		// "impossible", the key and the buzzer side by side on the
		// right; Undo and Check share their row while claiming.
		// The buttons grow with the panel while the name, hand and
		// status keep their least width.
		room := in.W - pad - n.leftW - n.sumW(sum, pad)
		bs := min(in.H, max(n.buzz, min(in.H, w*0.2, room-pad-n.impW)))
		iw := max(n.impW, min(w*0.26, bs*1.6, room-pad-bs))
		ih := min(in.H, max(n.thumb, bs*0.6))
		cluster := max(iw+pad+bs, n.undoW+pad+n.checkW)
		iw = cluster - pad - bs
		key := 0.0
		if bs*0.14 < ctx.Least() && in.W-cluster-pad-n.keyW >= n.leftW+n.sumW(sum, pad) {
			key = n.keyW // the seat's key, printed beside a buzzer too small to bear it
		}
		x := in.X + in.W - cluster - key
		l.impossible = ui.Rect{X: x, Y: in.Y + (in.H-ih)/2, W: iw, H: ih}
		l.key = ui.Rect{X: x + iw, Y: in.Y + (in.H-bs)/2, W: key + pad, H: bs}
		if key == 0 {
			l.key = ui.Rect{}
		}
		l.buzzer = ui.Rect{X: in.X + in.W - bs, Y: in.Y + (in.H-bs)/2, W: bs, H: bs}
		row := ui.Rect{X: x, Y: l.impossible.Y, W: in.X + in.W - x, H: ih}
		l.undo, l.check = row.SplitH(n.undoW+max(0, row.W-pad-n.undoW-n.checkW)/2, pad)
		l.splitLeft(n, ui.Rect{X: in.X, Y: in.Y, W: max(1, x-pad-in.X), H: in.H}, pad, sum)
	default:
		// Name, hand and status stacked; the buzzer and "impossible" side
		// by side at the bottom, Check and Undo in halves while claiming.
		avail := max(1, in.H-n.leftH(pad)-pad*0.3) // under the name, hand and status
		bh := max(min(n.buzz, avail), min(avail, in.W*0.3, in.H*0.45))
		top, buttons := in.SplitV(in.H-bh-pad*0.3, pad*0.3)
		bs := min(buttons.H, max(n.buzz, buttons.W*0.3))
		l.buzzer = ui.Rect{X: buttons.X, Y: buttons.Y + (buttons.H-bs)/2, W: bs, H: bs}
		ih := min(buttons.H, max(n.thumb, bs*0.6))
		l.impossible = ui.Rect{X: buttons.X + bs + pad, Y: buttons.Y + (buttons.H-ih)/2, W: max(1, buttons.W-bs-pad), H: ih}
		row := ui.Rect{X: buttons.X, Y: l.impossible.Y, W: buttons.W, H: ih}
		l.check, l.undo = row.SplitH(n.checkW+max(0, row.W-pad-n.undoW-n.checkW)/2, pad)
		l.splitLeft(n, top, pad, sum)
	}
	sp.lay = l
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
