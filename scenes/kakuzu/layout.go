package kakuzu

import (
	"math"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// layout is where the shared things lie on the screen.
type layout struct {
	grid   ui.Rect // the 9×9 squares inside the tray's rim
	tray   ui.Rect // the tray, its rim and all
	cell   float64 // one square's side
	cellPx int     // the side the tray was painted at
	bag    ui.Rect // the cloth bag (tap to draw); empty in the no-bag variant
	drawn  ui.Rect // the number drawn or named, shown big
	// numbers are the ten number stones 0..9 beside the bag (in the no-bag
	// variant 1..9 at numbers[1..9] are the digit picker).
	numbers [10]ui.Rect
	news    ui.Rect // what just happened and what comes next, in words
	menu    ui.Rect
	log     ui.Rect // the game log's button
	hint    ui.Rect
	undo    ui.Rect
	neutral ui.Rect // where the setup's neutral stones go
	// guide is the guided game's card of advice (empty in other games).
	guide ui.Rect
	// Around a table the drawn number and the news are shown a second
	// time, turned to the far long side.
	drawn2, news2 ui.Rect
	around        bool
	u             float64
	least         float64 // the least text size
}

// minTouch is the least side of a pressable thing, in CSS pixels.
const minTouch = 44

// computeLayout places the tray, the bag and number stones, the news and
// the seats' panels: landscape, the tray on the left and the rest in a
// column beside it; portrait, the panels on top, the tray, then the bag;
// around a table, the panels at the screen's edges facing their people.
func computeLayout(ctx *core.Context, r *Round) layout {
	if r.table.Around {
		return layoutAround(ctx, r)
	}
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 1.5
	n := len(r.seats)
	l := layout{u: u, least: ctx.Least()}
	btnH := max(u*7, minTouch*ctx.Scale)
	var panels []ui.Rect
	noBag := r.st.Variant() == kakuzu.NoBag
	if W >= H*1.1 { // landscape
		side := max(1, min(H-2*m, W*0.58))
		l.setTray(ui.Rect{X: m, Y: (H - side) / 2, W: side, H: side})
		col := ui.Rect{X: m + side + m, Y: m, W: max(1, W-side-3*m), H: max(1, H-2*m)}
		piecesH, newsH := min(col.W*0.42, col.H*0.3), 0.2
		if r.guide != nil {
			piecesH, newsH = min(col.W*0.42, col.H*0.22), 0.14 // room for the guide's card
		}
		top, rest := col.SplitV(piecesH, m)
		l.setPieces(top, noBag, m, ctx.Scale)
		l.news, rest = rest.SplitV(max(min(u*9, rest.H*newsH), ctx.Least()*3.4), m*0.6) // two lines at least
		var buttons ui.Rect
		rest, buttons = rest.SplitV(max(1, rest.H-btnH-m*0.6), m*0.6)
		l.setButtons(ctx, buttons, m, r.table.Hints, noBag)
		most := u * 16
		if r.guide != nil {
			most = u * 11 // the panels leave the rest to the guide's card
		}
		ph := min((rest.H-float64(n-1)*m*0.6)/float64(n), most)
		panels = seating.Stack(rest, n, ph, m*0.6)
		if r.guide != nil {
			top := rest.Y + float64(n)*(ph+m*0.6) + m*0.4
			l.guide = ui.Rect{X: rest.X, Y: top, W: rest.W, H: max(1, rest.Y+rest.H-top)}
		}
	} else { // portrait
		// The seats side by side, or two by two where side by side they
		// would be too narrow for a bot's level (three or four on a phone).
		cols := n
		pw := (W - 2*m - float64(n-1)*m*0.6) / float64(n)
		if n > 2 && pw < ctx.Least()*13 {
			cols = 2
			pw = (W - 2*m - m*0.6) / 2
		}
		rows := (n + cols - 1) / cols
		ph := min(u*20, pw*0.8, H*0.12)
		panels = seating.Grid(ui.Rect{X: m, Y: m}, n, cols, pw, ph, m*0.6)
		y := m + float64(rows)*(ph+m*0.6) - m*0.6 + m
		side := max(1, min(W-2*m, H-y-m-btnH-u*30))
		if r.guide != nil {
			side = max(1, min(side, H*0.4)) // room for the guide's card
		}
		l.setTray(ui.Rect{X: (W - side) / 2, Y: y, W: side, H: side})
		y += side + m*0.6
		below := ui.Rect{X: m, Y: y, W: max(1, W-2*m), H: max(1, H-y-m)}
		var rest, buttons ui.Rect
		rest, buttons = below.SplitV(max(1, below.H-btnH-m*0.6), m*0.6)
		l.setButtons(ctx, buttons, m, r.table.Hints, noBag)
		if r.guide != nil {
			// The pieces, a line or two of news, and the card under them.
			var top ui.Rect
			top, rest = rest.SplitV(min(rest.W*0.3, rest.H*0.32), m*0.6)
			l.setPieces(top, noBag, m, ctx.Scale)
			l.news, l.guide = rest.SplitV(min(rest.H*0.3, max(u*11, 44*ctx.Scale)), m*0.6)
		} else {
			top, news := rest.SplitV(min(rest.W*0.45, rest.H*0.7), m*0.6)
			l.setPieces(top, noBag, m, ctx.Scale)
			l.news = news
		}
	}
	for p, s := range r.seats {
		s.panel.place(r, ui.Panel{Rect: panels[p], Turn: ui.FaceBottom}, r.needsOf(ctx, p))
	}
	return l
}

// layoutAround seats everyone at the screen's edges (the long sides first)
// with the tray between them; the drawn number and the news are shown to
// both long sides.
func layoutAround(ctx *core.Context, r *Round) layout {
	u := ctx.U()
	l := layout{u: u, least: ctx.Least(), around: true}
	m := u * 1.2
	panels, mid := r.seatAround(ctx)
	farSeat := false // someone sits at the far long side to read it
	for p, s := range r.seats {
		s.panel.place(r, panels[p], r.needsOf(ctx, p))
		farSeat = farSeat || panels[p].Turn == ui.FaceTop
	}
	tray, near, far := splitMiddle(ctx, mid)
	l.setTray(tray)
	noBag := r.st.Variant() == kakuzu.NoBag
	btnH := max(u*6, minTouch*ctx.Scale)
	// Upright for the near long side: the bag, the number stones, the
	// news, and the row of buttons under them.
	// The hint and undo are each person's own, on their panels.
	upper, buttons := near.SplitV(max(1, near.H-btnH-m*0.5), m*0.5)
	l.setButtons(ctx, buttons, m*0.5, false, false)
	l.setPiecesAndNews(upper, noBag, m*0.5, u, ctx.Scale)
	if !farSeat {
		return l // nobody to read the far side's copy upside down
	}
	// The far side: the drawn number and the news again, turned.
	ds := min(far.W, far.H*0.4) * 0.8
	l.drawn2 = ui.Rect{X: far.X + (far.W-ds)/2, Y: far.Y + far.H*0.55, W: ds, H: ds}
	l.news2 = ui.Rect{X: far.X, Y: far.Y + u, W: far.W, H: max(1, far.H*0.5-2*u)}
	return l
}

// splitMiddle lays out the room mid between the seats: the tray in the
// middle, the near long side's things beside it and the far side's
// across it; on a portrait screen (the app turns a flat table to
// landscape, but a scene may be laid out on one) they go under and over
// it instead. The tray's own shadow may fall in the margins round it
// (a square's sixth, about a sixtieth of the tray): the squares gain
// what it would cost, a pixel or two, which at a small tablet is what
// keeps them a fingertip wide.
func splitMiddle(ctx *core.Context, mid ui.Rect) (tray, near, far ui.Rect) {
	u := ctx.U()
	m := u * 1.2
	room := max(minTouch*ctx.CSSPx()*3.6, u*22) // the near side's least: Menu and Log side by side, the bag and the number
	var side float64
	if mid.W >= mid.H {
		side = max(1, min(mid.H, mid.W-2*(room+m)))
		tray = ui.Rect{X: mid.X + (mid.W-side)/2, Y: mid.Y + (mid.H-side)/2, W: side, H: side}
		sideW := max(1, (mid.W-side)/2-m)
		near = ui.Rect{X: tray.X + side + m, Y: mid.Y, W: sideW, H: mid.H}
		far = ui.Rect{X: mid.X, Y: mid.Y, W: sideW, H: mid.H}
	} else {
		side = max(1, min(mid.W, mid.H-2*(room+m)))
		tray = ui.Rect{X: mid.X + (mid.W-side)/2, Y: mid.Y + (mid.H-side)/2, W: side, H: side}
		sideH := max(1, (mid.H-side)/2-m)
		near = ui.Rect{X: mid.X, Y: tray.Y + side + m, W: mid.W, H: sideH}
		far = ui.Rect{X: mid.X, Y: mid.Y, W: mid.W, H: sideH}
	}
	return tray.Inset(-min(m, side*0.015)), near, far
}

// setTray places the tray image in r: the squares are whole pixels, so
// stones never blur.
func (l *layout) setTray(r ui.Rect) {
	b := seating.FitBoard(r, kakuzu.Size, 10.3, art.TraySize, art.TrayOrigin)
	l.cellPx, l.cell, l.grid, l.tray = b.Cell, float64(b.Cell), b.Grid, b.Box
	l.neutral = ui.Rect{X: b.Box.X, Y: b.Box.Y + b.Box.H - b.Off, W: b.Off, H: b.Off}
}

// setPieces lays the bag and the big drawn number side by side over a row
// of the ten number stones (no-bag: the picker's nine digits, and no bag).
func (l *layout) setPieces(r ui.Rect, noBag bool, gap, scale float64) {
	cols, first := 10, 0
	if noBag {
		cols, first = 9, 1
	}
	rows := 1
	stripH := min(r.W/float64(cols), r.H*0.4)
	if least := minTouch * 1.12 * scale; noBag && stripH < least {
		// Too small for a finger in one row: 1..5 over 6..9.
		rows, cols = 2, 5
		stripH = min(r.W/5, r.H*0.3)
		// Too low for two rows under the named digit (a phone held
		// sideways): the rows beside it.
		if p := fitPieces(r.W, r.H, true, gap*0.5, math.Inf(1)); stripH < least && p.cell > stripH {
			l.placePieces(r.CenterIn(p.w, p.h), p, 0.03)
			return
		}
	}
	top, strip := r.SplitV(max(1, r.H-stripH*float64(rows)), gap*0.5)
	l.setBagAndDrawn(top, noBag, gap)
	l.setNumberGrid(strip.X+(strip.W-stripH*float64(cols))/2, strip.Y, first, cols, stripH, 0.03)
}

// setPiecesAndNews lays the pieces (the bag, the drawn number, the number
// stones) and the news in r, upright: the pieces over the news, or beside
// it where that gives the stones more room (a wide, low strip).
func (l *layout) setPiecesAndNews(r ui.Rect, noBag bool, gap, u, scale float64) {
	newsH, newsW := max(u*9, 72*scale), max(u*20, r.W*0.3) // the news and the prompt, a line or two each
	// Stones bigger than this leave the news and the bag too little room
	// (around a table they are only shown: each seat has its own buttons).
	most := max(u*5.5, minTouch*0.8*scale)
	above := fitPieces(r.W, r.H-newsH-gap, noBag, gap, most)
	left := fitPieces(r.W-newsW-gap, r.H, noBag, gap, most)
	if left.score > above.score+0.5 {
		l.placePieces(ui.Rect{X: r.X, Y: r.Y + (r.H-left.h)/2, W: left.w, H: left.h}, left, 0.04)
		_, l.news = r.SplitH(left.w, gap)
		return
	}
	l.placePieces(ui.Rect{X: r.X + (r.W-above.w)/2, Y: r.Y, W: above.w, H: above.h}, above, 0.04)
	_, l.news = r.SplitV(above.h, gap)
}

// piecePlan is one way to lay the pieces out: the number stones in rows
// of cols cells of side cell, and the big pieces (the bag and the drawn
// number; no-bag: the drawn number alone) of side big over them or, beside,
// left of them. w×h is the whole; score is how well it fits (bigger is
// better).
type piecePlan struct {
	noBag      bool
	cols, rows int
	beside     bool
	cell, big  float64
	gap, w, h  float64
	score      float64
}

// fitPieces is the plan whose number stones are the biggest, up to most,
// in a w×h room (classic: and whose bag, the button, is not much smaller
// than it would be over them); of plans alike, the one taking the least
// room.
func fitPieces(w, h float64, noBag bool, gap, most float64) piecePlan {
	bigs, grids := 2.0, [][2]int{{5, 2}} // the bag and the number over 0..9
	const bigLeast, bigMost = 1.2, 2.2   // a big piece's side, in cells
	if noBag {
		bigs, grids = 1, [][2]int{{5, 2}, {3, 3}} // the name over 1..9
	}
	best := piecePlan{noBag: noBag, cols: grids[0][0], rows: grids[0][1], gap: gap} // no room: all of size 0
	for _, g := range grids {
		cols, rows := float64(g[0]), float64(g[1])
		for _, beside := range [2]bool{false, true} {
			p := piecePlan{noBag: noBag, cols: g[0], rows: g[1], beside: beside, gap: gap}
			if beside { // the big pieces as tall as the stones' rows
				p.cell = min(most, (w-bigs*gap)/(bigs*rows+cols), h/rows)
				p.big = p.cell * rows
				p.w, p.h = bigs*(p.big+gap)+cols*p.cell, rows*p.cell
			} else {
				p.cell = min(most, w/cols, (w-(bigs-1)*gap)/(bigs*bigLeast), (h-gap)/(rows+bigLeast))
				p.big = max(0, min(p.cell*bigMost, (w-(bigs-1)*gap)/bigs, h-gap-rows*p.cell))
				p.w, p.h = max(cols*p.cell, bigs*p.big+(bigs-1)*gap), p.big+gap+rows*p.cell
			}
			p.score = p.cell
			if !noBag {
				p.score = min(p.cell, p.big/1.6)
			}
			if p.score <= 0 {
				continue
			}
			if best.score <= 0 || p.score > best.score+0.5 || p.score > best.score-0.5 && p.w*p.h < best.w*best.h {
				best = p
			}
		}
	}
	return best
}

// placePieces lays the pieces out in r (of the plan's size) as p has
// them, each number stone inset by inset·cell.
func (l *layout) placePieces(r ui.Rect, p piecePlan, inset float64) {
	gw, gh := float64(p.cols)*p.cell, float64(p.rows)*p.cell
	bigs := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: p.big} // centred over the stones
	gx, gy := r.X+(r.W-gw)/2, r.Y+r.H-gh
	if p.beside {
		bigs = ui.Rect{X: r.X, Y: r.Y + (r.H-p.big)/2, W: r.W - gw - p.gap, H: p.big}
		gx, gy = r.X+r.W-gw, r.Y+(r.H-gh)/2
	}
	first := 0
	if p.noBag {
		first = 1
		l.bag, l.drawn = ui.Rect{}, bigs.CenterIn(p.big, p.big)
	} else {
		x := bigs.X + (bigs.W-2*p.big-p.gap)/2
		l.bag = ui.Rect{X: x, Y: bigs.Y, W: p.big, H: p.big}
		l.drawn = ui.Rect{X: x + p.big + p.gap, Y: bigs.Y, W: p.big, H: p.big}
	}
	l.setNumberGrid(gx, gy, first, p.cols, p.cell, inset)
}

// setBagAndDrawn lays the bag and the big drawn number side by side in r
// (no-bag: the number alone, centred).
func (l *layout) setBagAndDrawn(r ui.Rect, noBag bool, gap float64) {
	s := min(r.H, (r.W-gap)/2)
	if noBag {
		l.bag = ui.Rect{}
		l.drawn = r.CenterIn(s, s)
		return
	}
	l.bag = ui.Rect{X: r.X + r.W/2 - gap/2 - s, Y: r.Y + (r.H-s)/2, W: s, H: s}
	l.drawn = ui.Rect{X: r.X + r.W/2 + gap/2, Y: l.bag.Y, W: s, H: s}
}

// setNumberGrid lays the number stones first..9 in rows of cols cells of
// side s from (x0, y0), each inset by inset·s.
func (l *layout) setNumberGrid(x0, y0 float64, first, cols int, s, inset float64) {
	l.numbers = [10]ui.Rect{}
	for n := first; n <= 9; n++ {
		i := n - first
		l.numbers[n] = ui.Rect{X: x0 + float64(i%cols)*s, Y: y0 + float64(i/cols)*s, W: s, H: s}.Inset(s * inset)
	}
}

// setButtons lays the menu and log buttons in a row with the hint (when
// the aids are on) and undo (no-bag: a name may be taken back) buttons,
// each as wide as its label asks at a readable size and the rest of the
// row shared alike (four labels on a phone: "Suggerimento" beside "Menu").
func (l *layout) setButtons(ctx *core.Context, r ui.Rect, gap float64, hint, undo bool) {
	keys := []string{"round.menu", "kakuzu.log"}
	if hint {
		keys = append(keys, "kakuzu.hint")
	}
	if undo {
		keys = append(keys, "round.undo")
	}
	n := float64(len(keys))
	least := make([]float64, len(keys))
	sum := 0.0
	for i, k := range keys {
		w, _ := sprites.Measure(ctx.T(k), sprites.Bold(ctx.Least()*1.1))
		least[i] = max(minTouch*ctx.CSSPx(), w/0.9+ctx.U())
		sum += least[i]
	}
	slack := r.W - gap*(n-1) - sum
	parts := make([]ui.Rect, len(keys))
	x := r.X
	for i := range keys {
		w := (r.W - gap*(n-1)) / n // too narrow for every label: alike
		if slack >= 0 {
			w = least[i] + slack/n
		}
		parts[i] = ui.Rect{X: x, Y: r.Y, W: w, H: r.H}
		x += w + gap
	}
	l.menu, l.log, l.hint, l.undo = parts[0], parts[1], ui.Rect{}, ui.Rect{}
	i := 2
	if hint {
		l.hint, i = parts[i], i+1
	}
	if undo {
		l.undo = parts[i]
	}
}

// square is the screen rectangle of a tray square.
func (l *layout) square(sq kakuzu.Square) ui.Rect {
	return ui.Rect{X: l.grid.X + float64(sq.Col)*l.cell, Y: l.grid.Y + float64(sq.Row)*l.cell, W: l.cell, H: l.cell}
}

// squareAt finds the tray square under a screen point.
func (l *layout) squareAt(x, y float64) (kakuzu.Square, bool) {
	if !l.grid.Contains(x, y) || l.cell <= 0 {
		return kakuzu.Square{}, false
	}
	sq := kakuzu.Square{Row: int((y - l.grid.Y) / l.cell), Col: int((x - l.grid.X) / l.cell)}
	return sq, sq.OnTray()
}
