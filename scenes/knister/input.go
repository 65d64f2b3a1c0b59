package knister

import (
	"slices"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// canPlace reports whether the viewer may place the current sum now.
func (r *Round) canPlace() bool {
	return r.phase == phasePlacing && r.human(r.viewer) && !r.st.HasPlaced(r.viewer)
}

// canUndo reports whether the viewer may take back this roll's placement.
func (r *Round) canUndo() bool {
	return (r.phase == phasePlacing || r.phase == phaseDone) && r.human(r.viewer) && r.st.HasPlaced(r.viewer)
}

// primaryReady reports whether the main button (roll / pass / scores) works.
func (r *Round) primaryReady() bool {
	if r.phase == phaseRolling || r.phase == phasePass || r.botsToMove() {
		return false
	}
	if r.st.AllPlaced() {
		return true
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
)

// cellName names the card's cells; a cell's ID carries its row and column.
const cellName = "round.cell"

func cellID(c knister.Cell) ui.ID { return ui.Indexed2(cellName, c.R, c.C) }

// legal reports whether seat p may write the current sum into c now, as
// the rules say.
func (r *Round) legal(p int, c knister.Cell) bool {
	return slices.Contains(r.st.Legal(p), c)
}

// relayoutWidgets rebuilds the widget list for the current state.
func (r *Round) relayoutWidgets(ctx *core.Context) {
	// Runs every tick: reuse the buffer rather than allocate.
	ws := r.widgets[:0]
	defer func() { r.widgets = ws }()
	if r.phase == phasePass {
		ws = append(ws, ui.Widget{ID: idReady, Rect: r.lay.passButton, Enabled: true})
		r.controls.Set(ws)
		if r.controls.Focused().IsZero() {
			r.controls.Focus(idReady)
		}
		return
	}
	free := [knister.Size][knister.Size]bool{}
	if r.canPlace() {
		for _, c := range r.st.Legal(r.viewer) {
			free[c.R][c.C] = true
		}
	}
	for row := range knister.Size {
		for col := range knister.Size {
			c := knister.Cell{R: row, C: col}
			ws = append(ws, ui.Widget{ID: cellID(c), Rect: r.lay.cell(c), Enabled: free[row][col]})
		}
	}
	ws = append(ws,
		ui.Widget{ID: idRoll, Rect: r.lay.primary, Enabled: r.primaryReady()},
		ui.Widget{ID: idUndo, Rect: r.lay.undo, Enabled: r.canUndo()},
		ui.Widget{ID: idMenu, Rect: r.lay.menu, Enabled: true})
	if r.table.Hints && r.table.Humans() > 0 {
		ws = append(ws, ui.Widget{ID: idHint, Rect: r.lay.hint, Enabled: true})
	}
	r.controls.Set(ws)
	if f := r.controls.Focused(); f.IsZero() || f == idReady {
		r.controls.Focus(cellID(knister.Cell{R: 2, C: 2}))
	}
}

// handleInput reacts to taps, drags and keys.
func (r *Round) handleInput(ctx *core.Context) {
	f := ctx.Frame
	if r.drag.Active() {
		if r.drag.Update(f) {
			x, y, _ := r.drag.Drop()
			if c, ok := r.lay.cellAt(x, y); ok && r.canPlace() && r.legal(r.viewer, c) {
				r.apply(ctx, r.viewer, c)
			}
		}
	} else if r.canPlace() {
		for _, p := range f.Pointers {
			if p.Pressed && r.lay.token.Contains(p.X, p.Y) {
				r.drag.Start(p, r.lay.token.X, r.lay.token.Y)
			}
		}
	}
	if f.Key(ui.KeyUndo) && r.canUndo() {
		r.undo(ctx, r.viewer)
	}
	if f.Key(ui.KeyHint) && r.table.Hints {
		r.hintOn = !r.hintOn
	}
	switch id := r.controls.Update(f); {
	case id.IsZero():
	case id == idReady:
		ctx.Play(audio.Click)
		r.ready()
	case id == idRoll:
		ctx.Play(audio.Click)
		r.advance(ctx)
	case id == idUndo:
		r.undo(ctx, r.viewer)
	case id == idMenu:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayPause)
	case id == idHint:
		r.hintOn = !r.hintOn
	case id.Name == cellName && r.canPlace():
		r.apply(ctx, r.viewer, knister.Cell{R: id.I, C: id.J})
		r.controls.Focus(idRoll)
	}
}

// undo takes back seat p's number of this roll.
func (r *Round) undo(ctx *core.Context, p int) {
	events, err := r.st.Undo(p)
	if err != nil {
		ctx.Notify(core.Explain(ctx, r.table.Game, err))
		return
	}
	if r.phase == phaseDone {
		r.phase = phasePlacing
	}
	r.rollWait = 0
	r.animate(ctx, events)
	r.save(ctx)
}
