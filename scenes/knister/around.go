package knister

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Table mode: every person has a panel at their edge of one touchscreen,
// turned to face them, with their own card, sum slip and undo button. All
// write the same roll at once; the next roll comes when all have written
// (after a moment to take a number back) or by the Roll button in the
// middle. Bots sit at the table too, their cards on show to everyone.

// maxAround is how many seats fit around one screen.
const maxAround = 6

// aroundRollTicks is how long the table waits, once everyone has written,
// before rolling by itself: time to take a number back.
const aroundRollTicks = 2 * core.TPS

// seatPanel is one person's place around the table.
type seatPanel struct {
	seat     int
	panel    ui.Panel
	lay      cardLayout // in the panel's local pixels
	undo     ui.Rect
	status   ui.Rect
	controls ui.Controls
	widgets  []ui.Widget
	drag     ui.Drag
	fx       effects
	img      *ebiten.Image // the panel drawn upright, then turned into place
	homeFor  int           // the roll the focus went to the card for
}

// aroundLayout is the shared middle: dice, the Roll and Menu buttons, and a
// strip of news (what happens, everyone's score) shown to both long sides.
type aroundLayout struct {
	middle   ui.Rect
	roll     ui.Rect
	menu     ui.Rect
	log      ui.Rect    // opens the game log
	news     [2]ui.Rect // upright for the near long side, turned for the far one
	twoLines bool       // the news strips hold the status over the scores
	newsImg  *ebiten.Image
	controls ui.Controls
	widgets  []ui.Widget
}

// layoutAround places the panels around the screen and the middle; the
// long sides seat the most people.
func (r *Round) layoutAround(ctx *core.Context) {
	n := len(r.table.Seats) // every seat, bots too
	seated := seatTable(ctx, n)
	if len(r.seats) != n {
		r.seats = make([]*seatPanel, n)
		for i := range r.seats {
			r.seats[i] = &seatPanel{}
		}
	}
	panels := make([]ui.Panel, n)
	for p, sp := range r.seats {
		sp.seat = p
		sp.panel = seated.Panels[p]
		if pad, ok := r.table.Pads[p]; ok {
			sp.panel.Pads = []int{pad}
		}
		sp.layoutLocal(ctx)
		panels[p] = sp.panel
	}
	// The keyboard plays for the first person without a gamepad.
	for i := range panels {
		if len(panels[i].Pads) == 0 {
			panels[i].Keyboard = true
			break
		}
	}
	r.router.Panels = panels
	r.router.Reset()
	r.layoutMiddle(ctx, seated.Middle)
}

// seatTable lays n seats around the screen with the panels as deep as the
// middle lets them be: of the depths that leave the middle room for its
// dice, buttons and news at readable sizes, the one whose smallest card
// has the largest cells. The cards are what people tap all game long; a
// fixed share of the screen left them at 20-odd pixels at a table of four.
func seatTable(ctx *core.Context, n int) ui.Seated {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	btn, least := buttonLeast(ctx)
	seating := func(t float64) ui.Seated {
		return ui.Seating{Margin: u * 1.2, DepthH: t / H, DepthW: 1, SideLen: 1.75, LongLen: 1.9}.Seat(W, H, n)
	}
	var best ui.Seated
	bestCell := -1.0
	for t := min(W, H) * 0.5; t >= min(W, H)*0.12; t -= max(1, u*0.25) {
		s := seating(t)
		if _, ok := middleLayout(s.Middle, u, btn, least); !ok {
			continue
		}
		cell := math.Inf(1)
		for _, p := range s.Panels {
			w, h := p.Size()
			pl, ok := panelLayout(w, h, u, btn)
			if !ok {
				cell = -1
				break
			}
			cell = min(cell, pl.lay.cellSize)
		}
		if cell > bestCell+0.01 {
			best, bestCell = s, cell
		}
	}
	if bestCell < 0 { // a screen too small for every need: the old shares
		return ui.Seating{Margin: u * 1.5, DepthH: 0.34, DepthW: 0.24, SideLen: 1.75, LongLen: 1.9}.Seat(W, H, n)
	}
	return best
}

// buttonLeast is the least height of a button a finger presses and the
// least text size, in screen pixels.
func buttonLeast(ctx *core.Context) (btn, least float64) {
	scale := max(ctx.Scale, 1)
	return leastButton * scale, leastText * scale
}

// panelPlan is a seat panel's inside, in its own upright pixels.
type panelPlan struct {
	lay    cardLayout
	status ui.Rect
	undo   ui.Rect
}

// panelLayout lays out a w×h panel: the card on the left, as large as the
// panel's depth allows, then a column with the status, the sum slip and
// the undo button. It is not ok when the column is too narrow for them.
func panelLayout(w, h, u, btn float64) (panelPlan, bool) {
	pad := h * 0.03
	ch := h - 2*pad
	colMin := max(h*0.4, btn*2)
	cw := min(ch, w-colMin-3*pad)
	if cw < 1 {
		return panelPlan{}, false
	}
	ch = min(ch, cw*1.12)
	var pl panelPlan
	pl.lay = cardLayout{u: u}
	pl.lay.setCardTight(ui.Rect{X: pad, Y: (h - ch) / 2, W: cw, H: ch})
	col := ui.Rect{X: pad*2 + cw, Y: pad, W: w - cw - pad*3, H: h - 2*pad}
	pl.status, col = col.SplitV(col.H*0.2, pad)
	var slip ui.Rect
	slip, pl.undo = col.SplitV(col.H-max(btn, col.H*0.24)-pad, pad)
	side := min(slip.W*0.7, slip.H*0.9)
	pl.lay.token = slip.CenterIn(side, side)
	return pl, pl.undo.H >= btn-0.5 && side >= btn
}

// layoutLocal lays out a panel in its own upright pixels (panelLayout).
func (sp *seatPanel) layoutLocal(ctx *core.Context) {
	w, h := sp.panel.Size()
	btn, _ := buttonLeast(ctx)
	pl, _ := panelLayout(w, h, ctx.U(), btn)
	sp.lay, sp.status, sp.undo = pl.lay, pl.status, pl.undo
	if sp.img != nil {
		sp.img.Deallocate()
	}
	sp.img = ebiten.NewImage(max(1, int(w)), max(1, int(h)))
}

// middlePlan is where the middle's things lie.
type middlePlan struct {
	dice            [2]ui.Rect
	roll, menu, log ui.Rect
	news            [2]ui.Rect // upright for the near side, turned for the far one
	twoLines        bool       // the news in two lines: the status over the scores
}

// middleLayout places the dice, the buttons and the two news strips in
// the middle: the dice over the buttons when the middle is tall (seats at
// the sides), the news at both ends of one row when it is long and low
// (two seats facing each other), else the news above and below the row.
// It is not ok when a button or the news would be too small to use.
func middleLayout(m ui.Rect, u, btn, least float64) (middlePlan, bool) {
	var p middlePlan
	newsLeast := least * 2.2
	switch {
	case m.H > m.W*1.2: // many seats on a small screen
		newsH := max(newsLeast*1.6, min(m.H*0.2, m.W*0.3))
		p.twoLines = true
		p.news[0] = ui.Rect{X: m.X, Y: m.Y + m.H - newsH, W: m.W, H: newsH}
		p.news[1] = ui.Rect{X: m.X, Y: m.Y, W: m.W, H: newsH}
		row := ui.Rect{X: m.X, Y: m.Y + newsH, W: m.W, H: max(1, m.H-2*newsH)}
		side := min(row.W*0.4, row.H*0.3)
		gap := side * 0.25
		bh := max(btn, side*0.8)
		x := row.X + (row.W-(2*side+gap))/2
		y := row.Y + (row.H-(side+gap+bh*2+gap))/2
		p.dice[0] = ui.Rect{X: x, Y: y, W: side, H: side}
		p.dice[1] = ui.Rect{X: x + side + gap, Y: y, W: side, H: side}
		y += side + gap
		p.roll = ui.Rect{X: x, Y: y, W: 2*side + gap, H: bh}
		y += bh + gap
		p.menu, p.log = ui.Rect{X: x, Y: y, W: 2*side + gap, H: bh}.SplitH(side, gap)
		return p, newsH >= newsLeast && y+bh <= row.Y+row.H+0.5 && p.menu.W >= btn
	case m.W >= m.H*6: // two seats: the news at the ends, the dice between
		side := min(m.H*0.85, m.W/16)
		gap := side * 0.25
		mid := side * (2 + rollW + 2*toolW + 4*0.25)
		newsW := (m.W - mid - 2*gap) / 2
		p.twoLines = true
		p.news[0] = ui.Rect{X: m.X + m.W - newsW, Y: m.Y, W: newsW, H: m.H}
		p.news[1] = ui.Rect{X: m.X, Y: m.Y, W: newsW, H: m.H}
		p.row(ui.Rect{X: m.X + newsW + gap, Y: m.Y, W: mid, H: m.H}, side, gap)
		if p.roll.H >= btn && m.H*0.3 >= least && newsW >= m.H*2 {
			return p, true
		}
		p = middlePlan{} // too low for that: try the news above and below
	}
	newsH := max(newsLeast, min(m.H*0.22, u*7))
	p.twoLines = newsH >= newsLeast*1.8 // room for the scores under the status
	p.news[0] = ui.Rect{X: m.X, Y: m.Y + m.H - newsH, W: m.W, H: newsH}
	p.news[1] = ui.Rect{X: m.X, Y: m.Y, W: m.W, H: newsH}
	row := ui.Rect{X: m.X, Y: m.Y + newsH, W: m.W, H: max(1, m.H-2*newsH)}
	side := min(row.H*0.85, row.W/8.4)
	gap := side * 0.25
	mid := side * (2 + rollW + 2*toolW + 4*0.25)
	p.row(ui.Rect{X: row.X + (row.W-mid)/2, Y: row.Y, W: mid, H: row.H}, side, gap)
	return p, p.roll.H >= btn && m.H >= 2*newsH
}

// row puts the dice, Roll, Menu and Log side by side in r, the dice side
// pixels square.
func (p *middlePlan) row(r ui.Rect, side, gap float64) {
	y := r.Y + (r.H-side)/2
	bh := side * 0.85
	by := r.Y + (r.H-bh)/2
	x := r.X
	p.dice[0] = ui.Rect{X: x, Y: y, W: side, H: side}
	x += side + gap
	p.dice[1] = ui.Rect{X: x, Y: y, W: side, H: side}
	x += side + gap
	p.roll = ui.Rect{X: x, Y: by, W: side * rollW, H: bh}
	x += side*rollW + gap
	p.menu = ui.Rect{X: x, Y: by, W: side * toolW, H: bh}
	x += side*toolW + gap
	p.log = ui.Rect{X: x, Y: by, W: side * toolW, H: bh}
}

// The middle's buttons' widths, in dice: room for "Würfeln", "Protokoll".
const (
	rollW = 1.8
	toolW = 1.5
)

// layoutMiddle places the dice, the buttons and the news strips in the
// middle, between the panels (middleLayout).
func (r *Round) layoutMiddle(ctx *core.Context, middle ui.Rect) {
	a := &r.around
	a.middle = middle
	btn, least := buttonLeast(ctx)
	p, _ := middleLayout(middle, ctx.U(), btn, least)
	r.lay.dice = p.dice
	a.roll, a.menu, a.log, a.news, a.twoLines = p.roll, p.menu, p.log, p.news, p.twoLines
	if a.newsImg != nil {
		a.newsImg.Deallocate()
	}
	a.newsImg = ebiten.NewImage(max(1, int(p.news[0].W)), max(1, int(p.news[0].H)))
}

// canPlaceSeat reports whether seat p may write the current sum now.
func (r *Round) canPlaceSeat(p int) bool {
	return r.phase == phasePlacing && r.human(p) && !r.st.HasPlaced(p)
}

// canUndoSeat reports whether seat p may take back this roll's number.
func (r *Round) canUndoSeat(p int) bool {
	return (r.phase == phasePlacing || r.phase == phaseDone) && r.human(p) && r.st.HasPlaced(p)
}

// Widget IDs of a seat's panel and of the middle.
var (
	idSeatUndo  = ui.Named("table.undo")
	idTableRoll = ui.Named("table.roll")
)

// relayoutAround rebuilds every panel's widgets and the middle's.
func (r *Round) relayoutAround() {
	for _, sp := range r.seats {
		ws := sp.widgets[:0]
		var free [knister.Size][knister.Size]bool
		if r.canPlaceSeat(sp.seat) {
			for _, c := range r.st.Legal(sp.seat) {
				free[c.R][c.C] = true
			}
		}
		for row := range knister.Size {
			for col := range knister.Size {
				c := knister.Cell{R: row, C: col}
				ws = append(ws, ui.Widget{ID: cellID(c), Rect: sp.lay.target(c), Enabled: free[row][col]})
			}
		}
		if r.human(sp.seat) { // a bot takes nothing back
			ws = append(ws, ui.Widget{ID: idSeatUndo, Rect: sp.undo, Enabled: r.canUndoSeat(sp.seat)})
		}
		sp.widgets = ws
		sp.controls.Set(ws)
		r.focusHome(&sp.controls, sp.seat, &sp.homeFor)
		if sp.controls.Focused().IsZero() {
			sp.controls.Focus(cellID(knister.Cell{R: 2, C: 2}))
		}
	}
	a := &r.around
	a.widgets = append(a.widgets[:0],
		ui.Widget{ID: idTableRoll, Rect: a.roll, Enabled: r.phase != phaseRolling && r.st.AllPlaced()},
		ui.Widget{ID: idMenu, Rect: a.menu, Enabled: true},
		ui.Widget{ID: idLog, Rect: a.log, Enabled: true})
	a.controls.Set(a.widgets)
	if a.controls.Focused().IsZero() {
		a.controls.Focus(idTableRoll)
	}
}

// handleAround routes each stroke and key to the panel it belongs to.
func (r *Round) handleAround(ctx *core.Context) {
	r.noticeLostPads(ctx)
	r.router.Split(ctx.Frame)
	for i, sp := range r.seats {
		r.handleSeat(ctx, sp, r.router.Frame(i))
	}
	f := r.router.Frame(ui.Middle)
	if f.Key(ui.KeyBack) || f.Key(ui.KeyPause) {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	switch r.around.controls.Update(f) {
	case idTableRoll:
		ctx.Play(audio.Click)
		r.advance(ctx)
	case idMenu:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayPause)
	case idLog:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayLog)
	}
}

// handleSeat plays one panel's input: its drag, its taps, its keys.
func (r *Round) handleSeat(ctx *core.Context, sp *seatPanel, f *ui.Frame) {
	p := sp.seat
	if f.Key(ui.KeyPause) {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	if f.Key(ui.KeyLog) {
		ctx.Nav.Overlay(core.OverlayLog)
		return
	}
	if sp.drag.Active() {
		if sp.drag.Update(f) {
			if c, ok := sp.lay.cellAt(sp.drag.Hot()); ok && r.canPlaceSeat(p) && r.legal(p, c) {
				r.apply(ctx, p, c)
			}
		}
	} else if r.canPlaceSeat(p) {
		for _, q := range f.Pointers {
			if q.Pressed && sp.lay.token.Contains(q.X, q.Y) {
				sp.drag.Lift = sp.lay.lift()
				sp.drag.Start(q, sp.lay.token)
			}
		}
	}
	if f.Key(ui.KeyUndo) && r.canUndoSeat(p) {
		r.undo(ctx, p)
		r.focusUndone(&sp.controls, p)
	}
	switch id := sp.controls.Update(f); {
	case id == idSeatUndo:
		r.undo(ctx, p)
		r.focusUndone(&sp.controls, p)
	case id.Name == cellName && r.canPlaceSeat(p):
		r.apply(ctx, p, knister.Cell{R: id.I, C: id.J})
	}
}

// noticeLostPads hands the seat of a gamepad no longer plugged in back to
// touch and the keyboard, and says so. It compares with the pads plugged
// in now rather than waiting for the unplug event, which an overlay (the
// pause panel) may have taken.
func (r *Round) noticeLostPads(ctx *core.Context) {
	for p, id := range r.table.Pads {
		if !ctx.Frame.PadConnected(id) {
			delete(r.table.Pads, p)
			ctx.Notify(ctx.T("notice.pad.lost", id+1, r.table.Seats[p].Name))
			r.layoutAround(ctx)
		}
	}
}

// panelOf returns seat p's panel in table mode, or nil.
func (r *Round) panelOf(p int) *seatPanel {
	for _, sp := range r.seats {
		if sp.seat == p {
			return sp
		}
	}
	return nil
}

// drawAround paints the table: the middle, then every panel turned to face
// its player.
func (r *Round) drawAround(dst *ebiten.Image, ctx *core.Context) {
	r.drawDice(dst, ctx)
	a := &r.around
	for _, w := range a.widgets {
		label := ctx.T(w.ID.Name)
		style := sprites.ButtonSecondary
		if w.ID == idTableRoll {
			style = sprites.ButtonPrimary
			if r.st.Finished() {
				label = ctx.T("round.finish")
			}
		}
		core.DrawButton(dst, ctx, &a.controls, w, label, style)
	}
	r.drawNews(dst, ctx)
	for _, sp := range r.seats {
		r.drawSeat(ctx, sp)
		op := &ebiten.DrawImageOptions{GeoM: sp.panel.GeoM()}
		dst.DrawImage(sp.img, op)
	}
}

// drawNews writes what happens and everyone's score into the news strip,
// once upright for the near long side and once turned for the far one.
func (r *Round) drawNews(dst *ebiten.Image, ctx *core.Context) {
	a := &r.around
	img := a.newsImg
	img.Clear()
	pal := ctx.Kit.Palette()
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	msg := r.aroundStatus(ctx)
	twoLines := a.twoLines
	if twoLines {
		face := core.FitBold(msg, w*0.96, h*0.3)
		sprites.DrawText(img, msg, face, w/2, h*0.3, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText)
	} else {
		face := core.FitBold(msg, w*0.45, h*0.5)
		sprites.DrawText(img, msg, face, w*0.02, h/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
	}
	least := leastText * max(ctx.Scale, 1)
	if twoLines {
		line := r.newsScores(w*0.96, sprites.Bold(min(h*0.26, max(least, h*0.2))))
		face := core.FitBold(line, w*0.96, h*0.26)
		sprites.DrawText(img, line, face, w/2, h*0.72, sprites.AlignCenter, sprites.AlignCenter, pal.Muted)
	} else {
		line := r.newsScores(w*0.5, sprites.Bold(min(h*0.42, max(least, h*0.3))))
		face := core.FitBold(line, w*0.5, h*0.42)
		sprites.DrawText(img, line, face, w*0.98, h/2, sprites.AlignEnd, sprites.AlignCenter, pal.Muted)
	}
	for i, rect := range a.news {
		op := &ebiten.DrawImageOptions{}
		if i == 1 { // the far side reads it upside down from here
			op.GeoM.Rotate(3.141592653589793)
			op.GeoM.Translate(rect.W, rect.H)
		}
		op.GeoM.Translate(rect.X, rect.Y)
		dst.DrawImage(img, op)
	}
}

// newsScores is the news strip's line of scores: each seat's mark, name
// and score, the names cut short (with an ellipsis) as far as needed for
// the line to fit in w at face rather than shrink out of reading.
func (r *Round) newsScores(w float64, face *sprites.Face) string {
	scores := r.st.Scores()
	build := func(cut float64) string {
		line := ""
		for p, s := range r.table.Seats {
			if line != "" {
				line += " · "
			}
			mark := "○ "
			if r.st.HasPlaced(p) {
				mark = "● "
			}
			name := s.Name
			if cut > 0 {
				name = sprites.Ellipsize(name, face, cut)
			}
			line += mark + name + " " + strconv.Itoa(scores[p])
		}
		return line
	}
	line := build(0)
	for cut := w / float64(len(r.table.Seats)); cut > face.Size*2; cut *= 0.85 {
		if lw, _ := sprites.Measure(line, face); lw <= w {
			break
		}
		line = build(cut)
	}
	return line
}

// shortName cuts name to at most n letters, the last an ellipsis, for a
// list of names that must stay one line.
func shortName(name string, n int) string {
	if rs := []rune(name); len(rs) > n {
		return strings.TrimRight(string(rs[:n-1]), " ") + "…"
	}
	return name
}

// aroundStatus says in words what the table waits for.
func (r *Round) aroundStatus(ctx *core.Context) string {
	switch {
	case r.phase == phaseRolling:
		return ctx.T("round.status.rolling", r.st.Round()+1)
	case r.st.Finished():
		return ctx.T("round.status.finished")
	case r.st.AllPlaced():
		return ctx.T("round.status.roll", r.st.Round()+2)
	}
	names := ""
	for p, s := range r.table.Seats {
		if !r.st.HasPlaced(p) {
			if names != "" {
				names += ", "
			}
			names += shortName(s.Name, 12)
		}
	}
	return ctx.T("table.waiting", names)
}

// drawSeat paints one panel upright into its own image.
func (r *Round) drawSeat(ctx *core.Context, sp *seatPanel) {
	img := sp.img
	img.Clear()
	k := ctx.Kit
	pal := k.Palette()
	w, h := sp.panel.Size()
	sprites.DrawImage(img, k.Panel(int(w), int(h)), w/2, h/2, 1, 1, 0.92)
	v := cardView{lay: &sp.lay, controls: &sp.controls, drag: &sp.drag, fx: &sp.fx, canPlace: r.canPlaceSeat(sp.seat)}
	r.drawCard(img, ctx, sp.seat, v)
	msg := ctx.T("table.written")
	switch {
	case r.phase == phaseRolling:
		msg = ctx.T("round.status.rolling", r.st.Round()+1)
	case v.canPlace:
		msg = ctx.T("table.write", r.st.Sum())
	case !r.human(sp.seat) && !r.st.HasPlaced(sp.seat):
		msg = ctx.T("round.status.bots")
	case r.st.Finished():
		msg = ctx.T("round.status.finished")
	}
	s := sp.status
	sprites.DrawText(img, msg, core.FitBold(msg, s.W, s.H*0.55), s.X+s.W/2, s.Y+s.H/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText)
	r.drawSlip(img, ctx, v)
	for _, wd := range sp.widgets {
		if wd.ID == idSeatUndo {
			core.DrawButton(img, ctx, &sp.controls, wd, ctx.T("round.undo"), sprites.ButtonSecondary)
		}
	}
	r.drawFloats(img, ctx, v)
	r.drawDragged(img, ctx, v)
}
