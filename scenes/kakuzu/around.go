package kakuzu

import (
	"math"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Around a table the tray is what everyone reads all game long, so it
// takes all the room the seats leave: each seat's panel is laid out as
// shallow as its words (at the least readable size) and its buttons (a
// fingertip each) allow, and only as long along its edge as they need
// (a bot's panel, with no buttons, is short). The long sides' depth is
// what the tray's height loses, so their panels are laid out in one row
// where their length allows it.

// seatNeeds is what one seat's panel holds around a table and the least
// sizes it holds them at, in screen pixels.
type seatNeeds struct {
	person, hints, noBag bool
	touch, least, u      float64
	textW                float64 // the widest of its status lines at the least size
	drawW, aidW          float64 // its draw button's and an aid's least width
}

// needsOf is seat p's needs.
func (r *Round) needsOf(ctx *core.Context, p int) seatNeeds {
	least := ctx.Least()
	nd := seatNeeds{person: r.human(p), hints: r.table.Hints, noBag: r.st.Variant() == kakuzu.NoBag,
		touch: minTouch * ctx.CSSPx(), least: least, u: ctx.U()}
	face := sprites.Bold(least * 1.05)
	width := func(s string) float64 { w, _ := sprites.Measure(s, face); return w }
	lines := []string{ctx.T("kakuzu.status.lift", 8), ctx.T("kakuzu.status.setup"), ctx.T("kakuzu.status.draw"), ctx.T("kakuzu.status.name")}
	if !nd.person {
		lines = []string{r.botLevel(ctx, p)}
	}
	for _, s := range lines {
		nd.textW = max(nd.textW, width(s))
	}
	nd.textW = max(nd.textW, least*9) // a name, cut short, still reads
	// A button's label is set at least at 1.15 × the least: room for it.
	label := func(s string) float64 {
		w, _ := sprites.Measure(s, sprites.Bold(least*1.15))
		return max(nd.touch, w/0.9+nd.u)
	}
	nd.drawW = max(nd.touch*1.6, label(ctx.T("kakuzu.draw")))
	nd.aidW = max(label(ctx.T("kakuzu.hint")), label(ctx.T("round.undo")))
	return nd
}

// botLevel is how seat p's level reads ("Bot · hard"); "" for a person.
func (r *Round) botLevel(ctx *core.Context, p int) string {
	if p < 0 || p >= len(r.table.Seats) || r.table.Seats[p].Bot == "" {
		return ""
	}
	switch lv := r.table.Seats[p].Bot; lv { // literal keys: a frame joins no strings
	case "easy":
		return ctx.T("seat.bot.easy")
	case "normal":
		return ctx.T("seat.bot.normal")
	case "hard":
		return ctx.T("seat.bot.hard")
	default:
		return ctx.T("seat.bot." + lv)
	}
}

// panelPad is the margin inside a seat's panel h deep, and the clock's bar.
func panelPad(h, u float64) (pad, bar float64) {
	bar = max(3, h*0.05)
	return max(bar+1, min(h*0.08, u*0.8)), bar
}

// aroundPanel lays out a seat's panel w long and h deep around a table,
// in its own upright pixels: in one row (the pile, the name over the
// status, the buttons) where that fits, else the name and status over the
// buttons. need is the length it takes; ok is false when nothing fits.
func aroundPanel(w, h float64, nd seatNeeds) (l panelLayout, need float64, ok bool) {
	pad, bar := panelPad(h, nd.u)
	l = panelLayout{w: w, h: h, clock: ui.Rect{Y: h - bar, W: w, H: bar}}
	in := ui.Rect{X: pad, Y: pad, W: max(1, w-2*pad), H: max(1, h-2*pad)}
	lineH := max(nd.least*1.7, nd.u*3.2) // a line of words, at the least size or more, with its descent
	cellLeast := nd.touch / 0.94
	// The buttons' row as it fits in a height bh: its width and how to
	// lay it at (x, y).
	type row struct {
		w   float64
		put func(x, y float64)
	}
	// buttons is the row of buttons in a height bh and at most maxW wide.
	buttons := func(bh, maxW float64) (row, bool) {
		if !nd.person {
			return row{put: func(float64, float64) {}}, true
		}
		if !nd.noBag {
			bw := nd.drawW
			if nd.hints {
				bw += pad + nd.aidW
			}
			if bh < nd.touch || bw > maxW {
				return row{}, false
			}
			return row{w: bw, put: func(x, y float64) {
				l.draw = ui.Rect{X: x, Y: y, W: nd.drawW, H: bh}
				if nd.hints {
					l.hint = ui.Rect{X: x + nd.drawW + pad, Y: y, W: nd.aidW, H: bh}
				}
			}}, true
		}
		// The picker: one row of nine, or 1..5 over 6..9, its digits a
		// little over a fingertip where there is room; the aids beside,
		// one over the other where they keep a fingertip each.
		aids := 1 // undo
		if nd.hints {
			aids++
		}
		aidsW := nd.aidW
		if aids == 2 && bh < 2*nd.touch+pad*0.5 {
			aidsW = 2*nd.aidW + pad*0.5
		}
		for _, rows := range []int{1, 2} {
			cols := 9
			if rows == 2 {
				cols = 5
			}
			cell := min(bh/float64(rows), cellLeast*1.2, (maxW-pad-aidsW)/float64(cols))
			if cell < cellLeast {
				continue
			}
			pw := float64(cols) * cell
			return row{w: pw + pad + aidsW, put: func(x, y float64) {
				for d := 1; d <= 9; d++ {
					i := d - 1
					l.digits[d] = ui.Rect{X: x + float64(i%cols)*cell, Y: y + (bh-float64(rows)*cell)/2 + float64(i/cols)*cell, W: cell, H: cell}.Inset(cell * 0.03)
				}
				col := ui.Rect{X: x + pw + pad, Y: y, W: aidsW, H: bh}
				l.hint, l.undo = aidButtons(col, aids, nd.hints, pad*0.5, nd.touch)
			}}, true
		}
		return row{}, false
	}
	pile := min(in.H, nd.touch*1.2, lineH*2.6)
	// One row: the pile, the words, the buttons.
	if in.H >= 2*lineH {
		if b, bok := buttons(in.H, in.W-pile-2*pad-nd.textW); bok {
			need = 2*pad + pile + pad + nd.textW + b.w
			if b.w > 0 {
				need += pad
			}
			if need <= w+0.01 {
				l.pile = ui.Rect{X: in.X, Y: in.Y + (in.H-pile)/2, W: pile, H: pile}
				textX := in.X + pile + pad
				textW := in.X + in.W - textX - b.w
				if b.w > 0 {
					textW -= pad
				}
				mid := in.Y + in.H/2
				l.name = ui.Rect{X: textX, Y: mid - lineH, W: textW, H: lineH}
				l.status = ui.Rect{X: textX, Y: mid, W: textW, H: lineH}
				b.put(in.X+in.W-b.w, in.Y)
				return l, need, true
			}
		}
	}
	// The name and the status over the buttons.
	bh := in.H - 2*lineH - pad*0.5
	b, bok := buttons(bh, in.W)
	if !bok || bh < 0 {
		return l, math.Inf(1), false
	}
	pile = min(2*lineH, pile)
	need = 2*pad + max(pile+pad+nd.textW, b.w)
	if need > w+0.01 {
		return l, need, false
	}
	l.pile = ui.Rect{X: in.X, Y: in.Y + lineH - pile/2, W: pile, H: pile}
	textX := in.X + pile + pad
	l.name = ui.Rect{X: textX, Y: in.Y, W: in.X + in.W - textX, H: lineH}
	l.status = ui.Rect{X: textX, Y: in.Y + lineH, W: in.X + in.W - textX, H: lineH}
	if nd.person {
		b.put(in.X+(in.W-b.w)/2, in.Y+2*lineH+pad*0.5)
	}
	return l, need, true
}

// shallowest is the least depth, up to most, at which a panel of length
// w lays out with nd, and the length it then needs; ok false when none.
func shallowest(w, most float64, nd seatNeeds) (depth, need float64, ok bool) {
	step := max(1, nd.u*0.25)
	for d := max(nd.least*3.5, nd.touch); d <= most; d += step {
		if _, need, ok := aroundPanel(w, d, nd); ok {
			return d, need, true
		}
	}
	return most, w, false
}

// seatAround seats everyone at the screen's edges (ui.SeatEdges: one
// seat an edge at Kakuzu's four at most), each panel as shallow and as
// short as its needs allow, centred on its edge; middle is the room
// between them.
func (r *Round) seatAround(ctx *core.Context) (panels []ui.Panel, middle ui.Rect) {
	W, H := float64(ctx.W), float64(ctx.H)
	m := ctx.U() * 1.2
	n := len(r.seats)
	edges := ui.SeatEdges(n)[:n]
	needs := make([]seatNeeds, n)
	has := map[ui.Turn]bool{}
	for p := range n {
		needs[p] = r.needsOf(ctx, p)
		has[edges[p]] = true
	}
	side := func(e ui.Turn) bool { return e == ui.FaceLeft || e == ui.FaceRight }
	// The short sides first: their length is the screen's height; then
	// the long sides between them.
	depth := map[bool]float64{}
	lengths := make([]float64, n)
	for _, short := range []bool{true, false} {
		avail := H - 2*m
		if !short {
			avail = W - 2*m
			for _, e := range []ui.Turn{ui.FaceLeft, ui.FaceRight} {
				if has[e] {
					avail -= depth[true] + m
				}
			}
		}
		most := min(W, H) * 0.45
		d := 0.0
		for p := range n {
			if side(edges[p]) == short {
				pd, _, _ := shallowest(avail, most, needs[p])
				d = max(d, pd)
			}
		}
		depth[short] = d
		for p := range n {
			if side(edges[p]) == short {
				_, need, _ := aroundPanel(avail, d, needs[p])
				// Compact along the edge, with room for a longer name.
				lengths[p] = min(avail, max(need*1.1, d*3))
			}
		}
	}
	left, right, top, bottom := m, W-m, m, H-m
	if has[ui.FaceLeft] {
		left += depth[true] + m
	}
	if has[ui.FaceRight] {
		right -= depth[true] + m
	}
	if has[ui.FaceTop] {
		top += depth[false] + m
	}
	if has[ui.FaceBottom] {
		bottom -= depth[false] + m
	}
	for p, e := range edges {
		l, t := lengths[p], depth[side(e)]
		var rect ui.Rect
		switch e {
		case ui.FaceBottom:
			rect = ui.Rect{X: left + (right-left-l)/2, Y: H - m - t, W: l, H: t}
		case ui.FaceTop:
			rect = ui.Rect{X: left + (right-left-l)/2, Y: m, W: l, H: t}
		case ui.FaceLeft:
			rect = ui.Rect{X: m, Y: (H - l) / 2, W: t, H: l}
		default:
			rect = ui.Rect{X: W - m - t, Y: (H - l) / 2, W: t, H: l}
		}
		panels = append(panels, ui.Panel{Rect: rect, Turn: e})
	}
	return panels, ui.Rect{X: left, Y: top, W: max(1, right-left), H: max(1, bottom-top)}
}
