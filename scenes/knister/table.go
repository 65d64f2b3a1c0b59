package knister

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/seating"
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

// layoutAround places the panels around the screen and the middle; the
// long sides seat the most people.
func (r *Round) layoutAround(ctx *core.Context) {
	n := len(r.table.Seats) // every seat, bots too
	seated, _ := seatTable(ctx, n)
	if len(r.seats) != n {
		r.seats = make([]*seatPanel, n)
		r.panels.Seats = make([]*seating.Seat, n)
		for i := range r.seats {
			r.seats[i] = &seatPanel{}
			r.panels.Seats[i] = &r.seats[i].Seat
		}
	}
	for p, sp := range r.seats {
		sp.seat = p
		sp.Place(seated.Panels[p])
		sp.layoutLocal(ctx)
	}
	r.panels.Layout()
	// The keyboard plays for the first seat without a gamepad, each pad
	// for its own.
	r.panels.Route(r.panels.Keyboard(r.table.Pads, anySeat), r.table.Pads)
	r.layoutMiddle(ctx, seated.Middle)
}

// anySeat takes every seat, a bot's too, for the keyboard.
func anySeat(int) bool { return true }

// seatTable lays n seats around the screen with the panels as deep as the
// middle lets them be: of the depths that leave the middle room for its
// dice, buttons and news at readable sizes, the one whose smallest card
// has the largest cells. The cards are what people tap all game long; a
// fixed share of the screen left them at 20-odd pixels at a table of four.
// It is not ok when no depth gives every card cells a fingertip wide
// (44 CSS px a tap) and a band whose name reads at the least size: the
// screen is too small for the table (a phone, a small tablet with many
// seats), and the round passes one device instead (fitsAround).
func seatTable(ctx *core.Context, n int) (ui.Seated, bool) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	btn, least := buttonLeast(ctx)
	st := ui.Seating{Margin: u * 1.2, DepthW: 1, SideLen: 1.75, LongLen: 1.9}
	best, ok := seating.Deepest(W, H, n, st, u*0.25, func(s ui.Seated) float64 {
		if _, ok := middleLayout(s.Middle, u, btn, least); !ok {
			return -1
		}
		cell := math.Inf(1)
		for _, p := range s.Panels {
			w, h := p.Size()
			pl, ok := panelLayout(w, h, u, btn)
			if !ok || pl.lay.pitch < btn+0.01 || pl.lay.title.H*bandText < least {
				return -1
			}
			cell = min(cell, pl.lay.cellSize)
		}
		return cell
	})
	if !ok { // a screen too small for every need: the old shares
		return ui.Seating{Margin: u * 1.5, DepthH: 0.34, DepthW: 0.24, SideLen: 1.75, LongLen: 1.9}.Seat(W, H, n), false
	}
	return best, true
}

// fitsAround reports whether n seats sit around ctx's screen, laid out
// landscape as a table lying flat is, each with a card a finger can
// write on (seatTable).
func fitsAround(ctx *core.Context, n int) bool {
	flat := *ctx
	flat.W, flat.H = max(ctx.W, ctx.H), min(ctx.W, ctx.H)
	_, ok := seatTable(&flat, n)
	return ok
}

// passAround gives up sitting around a screen too small for the table:
// the round passes one device, as with more seats than fit (newRound),
// and says why.
func (r *Round) passAround(ctx *core.Context) {
	r.table.Around = false
	r.seats, r.panels.Seats = nil, nil
	r.viewer = firstHuman(r.table)
	ctx.Notify(ctx.T("knister.table.toosmall"))
}

// buttonLeast is the least height of a button a finger presses and the
// least text size, in screen pixels.
func buttonLeast(ctx *core.Context) (btn, least float64) {
	scale := ctx.CSSPx()
	return leastButton * scale, leastText * scale
}

// canPlaceSeat reports whether seat p may write the current sum now.
func (r *Round) canPlaceSeat(p int) bool {
	return !r.run.Busy() && r.human(p) && !r.st.HasPlaced(p) && !r.sent(p)
}

// canUndoSeat reports whether seat p may take back this roll's number.
func (r *Round) canUndoSeat(p int) bool {
	return !r.run.Busy() && r.human(p) && r.st.HasPlaced(p) && r.onlineUndoable(p)
}

// Widget IDs of a seat's panel and of the middle.
var (
	idSeatUndo  = ui.Named("table.undo")
	idTableRoll = ui.Named("table.roll")
)

// relayoutAround rebuilds every panel's widgets and the middle's.
func (r *Round) relayoutAround() {
	for _, sp := range r.seats {
		ws := sp.Widgets[:0]
		can := r.canPlaceSeat(sp.seat)
		for row := range knister.Size {
			for col := range knister.Size {
				c := knister.Cell{R: row, C: col}
				ws = append(ws, ui.Widget{ID: cellID(c), Rect: sp.lay.target(c), Enabled: can && r.mayWrite(sp.seat, c)})
			}
		}
		if r.human(sp.seat) { // a bot takes nothing back
			ws = append(ws, ui.Widget{ID: idSeatUndo, Rect: sp.undo, Enabled: r.canUndoSeat(sp.seat)})
		}
		sp.SetWidgets(ws)
		r.focusHome(&sp.Controls, sp.seat, &sp.homeFor)
		if sp.Controls.Focused().IsZero() {
			sp.Controls.Focus(cellID(knister.Cell{R: 2, C: 2}))
		}
	}
	a := &r.around
	a.widgets = append(a.widgets[:0],
		ui.Widget{ID: idTableRoll, Rect: a.roll, Enabled: !r.run.Busy() && r.st.AllPlaced()},
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
	r.panels.Split(ctx.Frame)
	for i, sp := range r.seats {
		r.handleSeat(ctx, sp, r.panels.Frame(i))
	}
	f := r.panels.Frame(ui.Middle)
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
			if c, ok := sp.lay.cellAt(sp.drag.Hot()); ok && r.canPlaceSeat(p) && r.mayWrite(p, c) {
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
		r.focusUndone(&sp.Controls, p)
	}
	switch id := sp.Controls.Update(f); {
	case id == idSeatUndo:
		r.undo(ctx, p)
		r.focusUndone(&sp.Controls, p)
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
		if w.ID == idTableRoll { // its ID is not its message's key
			style = sprites.ButtonPrimary
			label = ctx.T("knister.table.roll")
			if r.view.over {
				label = ctx.T("knister.round.finish")
			}
		}
		core.DrawButton(dst, ctx, &a.controls, w, label, style)
	}
	r.drawNews(dst, ctx)
	for i, sp := range r.seats {
		r.drawSeat(ctx, sp)
		r.panels.Draw(dst, i)
	}
}
