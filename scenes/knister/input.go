package knister

import (
	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// canPlace reports whether the viewer may place the current sum now.
func (r *Round) canPlace() bool { return !r.passing && r.canPlaceSeat(r.viewer) }

// canUndo reports whether the viewer may take back this roll's placement.
func (r *Round) canUndo() bool { return !r.passing && r.canUndoSeat(r.viewer) }

// primaryReady reports whether the main button (roll / pass / scores) works.
func (r *Round) primaryReady() bool {
	if r.run.Busy() || r.passing || r.botsToMove() {
		return false
	}
	if r.st.AllPlaced() {
		return !r.table.Online() || r.st.Finished() // an online table rolls by itself
	}
	// Someone else still has to place: pass the device once the viewer did.
	return r.human(r.viewer) && r.st.HasPlaced(r.viewer) && r.nextHuman() >= 0
}

// Widget IDs of the round.
var (
	idReady = ui.Named("pass.ready")
	idRoll  = ui.Named("round.roll")
	idUndo  = ui.Named("round.undo")
	idMenu  = ui.Named("round.menu")
	idHint  = ui.Named("round.hint")
	idLog   = ui.Named("knister.log") // the game log (core.OverlayLog)
)

// cellName names the card's cells; a cell's ID carries its row and column.
const cellName = "round.cell"

func cellID(c knister.Cell) ui.ID { return ui.Indexed2(cellName, c.R, c.C) }

// relayoutWidgets rebuilds the widget list for the current state.
func (r *Round) relayoutWidgets(ctx *core.Context) {
	// Runs every tick: reuse the buffer rather than allocate.
	ws := r.widgets[:0]
	if r.passing {
		ws = append(ws, ui.Widget{ID: idReady, Rect: r.lay.passButton, Enabled: true})
		r.widgets = ws
		r.controls.Set(ws)
		if r.controls.Focused().IsZero() {
			r.controls.Focus(idReady)
		}
		return
	}
	can := r.canPlace()
	for row := range knister.Size {
		for col := range knister.Size {
			c := knister.Cell{R: row, C: col}
			ws = append(ws, ui.Widget{ID: cellID(c), Rect: r.lay.cell(c), Enabled: can && r.mayWrite(r.viewer, c)})
		}
	}
	ws = append(ws, ui.Widget{ID: idRoll, Rect: r.lay.primary, Enabled: r.primaryReady()})
	ws = append(ws,
		ui.Widget{ID: idUndo, Rect: r.lay.undo, Enabled: r.canUndo()},
		ui.Widget{ID: idMenu, Rect: r.lay.menu, Enabled: true},
		ui.Widget{ID: idLog, Rect: r.lay.log, Enabled: true})
	if r.hintsShown() {
		ws = append(ws, ui.Widget{ID: idHint, Rect: r.lay.hint, Enabled: true})
	}
	ws = r.reacts.Widget(ws)
	r.widgets = ws
	r.controls.Set(ws)
	r.focusHome(&r.controls, r.viewer, &r.homeFor)
	if f := r.controls.Focused(); f.IsZero() || f == idReady {
		r.controls.Focus(cellID(knister.Cell{R: 2, C: 2}))
	}
}

// focusHome puts the focus on seat p's card once per roll, as soon as p
// may write: on the square p used last when it is still free, else on the
// free square nearest to it (nearest the centre before p's first number).
// done remembers the roll (and seat, passing one device) it did so for, so
// the player may move the focus away afterwards.
func (r *Round) focusHome(c *ui.Controls, p int, done *int) {
	if !r.canPlaceSeat(p) {
		return
	}
	key := (r.st.Round()+1)*64 + p
	if *done == key {
		return
	}
	*done = key
	if cell, ok := r.homeCell(p); ok {
		c.Focus(cellID(cell))
	}
}

// homeCell is the free square nearest to the one seat p used last (the
// centre at first), ties broken towards the centre.
func (r *Round) homeCell(p int) (knister.Cell, bool) {
	if c, ok := r.guide.homeCell(r); ok {
		return c, true
	}
	from := knister.Cell{R: knister.Size / 2, C: knister.Size / 2}
	if p < len(r.last) && r.last[p].ok {
		from = r.last[p].cell
	}
	best, found := knister.Cell{}, false
	bestD, bestC := 0, 0
	for i := range knister.Size * knister.Size {
		c := knister.Cell{R: i / knister.Size, C: i % knister.Size}
		if !r.mayWrite(p, c) {
			continue
		}
		d := sq(c.R-from.R) + sq(c.C-from.C)
		dc := sq(c.R-knister.Size/2) + sq(c.C-knister.Size/2)
		if !found || d < bestD || (d == bestD && dc < bestC) {
			best, bestD, bestC, found = c, d, dc, true
		}
	}
	return best, found
}

func sq(x int) int { return x * x }

// lastCell is the square a seat wrote last (the keyboard focus goes back
// near it on the next roll).
type lastCell struct {
	cell knister.Cell
	ok   bool
}

// handleInput reacts to taps, drags and keys.
func (r *Round) handleInput(ctx *core.Context) {
	f := ctx.Frame
	if r.reacts.Update(ctx) {
		return // the reactions' picker takes this tick's input
	}
	if r.drag.Active() {
		if r.drag.Update(f) {
			// It lands where the slip is seen: at the cursor, or above
			// the finger that lifted it.
			if c, ok := r.lay.cellAt(r.drag.Hot()); ok && r.canPlace() && r.mayWrite(r.viewer, c) && r.guideAllows(ctx, c) {
				r.apply(ctx, r.viewer, c)
				r.controls.Focus(idRoll)
			}
		}
	} else if r.canPlace() {
		for _, p := range f.Pointers {
			if p.Pressed && r.lay.token.Contains(p.X, p.Y) {
				r.drag.Lift = r.lay.lift()
				r.drag.Start(p, r.lay.token)
			}
		}
	}
	if f.Key(ui.KeyUndo) && r.canUndo() {
		r.undo(ctx, r.viewer)
		r.focusUndone(&r.controls, r.viewer)
	}
	if f.Key(ui.KeyHint) && r.hintsShown() {
		r.hintOn = !r.hintOn
	}
	if f.Key(ui.KeyLog) {
		ctx.Nav.Overlay(core.OverlayLog)
		return
	}
	switch id := r.controls.Update(f); {
	case id.IsZero():
	case r.reacts.Act(ctx, id):
	case id == idReady:
		ctx.Play(audio.Click)
		r.ready()
	case id == idRoll:
		ctx.Play(audio.Click)
		r.advance(ctx)
	case id == idUndo:
		r.undo(ctx, r.viewer)
		r.focusUndone(&r.controls, r.viewer)
	case id == idMenu:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayPause)
	case id == idLog:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayLog)
	case id == idHint:
		r.hintOn = !r.hintOn
	case id.Name == cellName && r.canPlace():
		if c := (knister.Cell{R: id.I, C: id.J}); r.guideAllows(ctx, c) {
			r.apply(ctx, r.viewer, c)
			r.controls.Focus(idRoll)
		}
	}
}

// guideAllows reports whether the guided game lets the viewer write into
// c (always, outside it); the guide says why not.
func (r *Round) guideAllows(ctx *core.Context, c knister.Cell) bool {
	return r.guide == nil || r.guide.allow(ctx, r, c)
}

// focusUndone puts the focus back on the square seat p just emptied, where
// it will most likely write again or move from.
func (r *Round) focusUndone(c *ui.Controls, p int) {
	if p < len(r.last) && r.last[p].ok && r.canPlaceSeat(p) {
		c.Focus(cellID(r.last[p].cell))
	}
}

// undo takes back seat p's number of this roll (at an online table, asks
// the table to).
func (r *Round) undo(ctx *core.Context, p int) {
	if r.table.Online() {
		r.sendUndo(ctx, p)
		return
	}
	events, err := r.st.Undo(p)
	if err != nil {
		ctx.Notify(core.Explain(ctx, r.table.Game, err))
		return
	}
	r.rollWait = 0
	r.moved()
	r.play(ctx, events)
	r.save(ctx)
}

// DropPoint is where, in screen pixels, a pointer carrying seat p's slip
// must let go for the slip to land on cell: the cell's centre for the
// mouse, below it by the lift for a finger, which carries the slip above
// itself (tests). Around a table it is in p's turned panel.
func (r *Round) DropPoint(p int, cell knister.Cell, touch bool) ui.Point {
	lay := &r.lay.cardLayout
	sp := r.panelOf(p)
	if r.table.Around && sp != nil {
		lay = &sp.lay
	}
	x, y := lay.cell(cell).Center()
	if touch {
		y += lay.lift() + lay.token.H/2
	}
	if r.table.Around && sp != nil {
		x, y = sp.Panel.ToScreen(x, y)
	}
	return ui.Point{X: x, Y: y}
}
