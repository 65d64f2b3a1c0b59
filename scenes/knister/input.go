package knister

import (
	"fmt"

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

func cellID(c knister.Cell) string { return fmt.Sprintf("round.cell.%d.%d", c.R, c.C) }

// relayoutWidgets rebuilds the widget list for the current state.
func (r *Round) relayoutWidgets(ctx *core.Context) {
	// Runs every tick: reuse the buffer rather than allocate.
	ws := r.widgets[:0]
	defer func() { r.widgets = ws }()
	if r.phase == phasePass {
		ws = append(ws, ui.Widget{ID: "pass.ready", Rect: r.lay.passButton, Enabled: true})
		r.controls.Set(ws)
		if r.controls.Focused() == "" {
			r.controls.Focus("pass.ready")
		}
		return
	}
	g := r.st.Grid(r.viewer)
	place := r.canPlace()
	for row := range knister.Size {
		for col := range knister.Size {
			c := knister.Cell{R: row, C: col}
			ws = append(ws, ui.Widget{ID: cellID(c), Rect: r.lay.cell(c), Enabled: place && g[row][col] == 0})
		}
	}
	ws = append(ws,
		ui.Widget{ID: "round.roll", Rect: r.lay.primary, Enabled: r.primaryReady()},
		ui.Widget{ID: "round.undo", Rect: r.lay.undo, Enabled: r.canUndo()},
		ui.Widget{ID: "round.menu", Rect: r.lay.menu, Enabled: true})
	if r.table.Hints && r.table.Humans() > 0 {
		ws = append(ws, ui.Widget{ID: "round.hint", Rect: r.lay.hint, Enabled: true})
	}
	r.controls.Set(ws)
	if f := r.controls.Focused(); f == "" || f == "pass.ready" {
		r.controls.Focus(cellID(knister.Cell{R: 2, C: 2}))
	}
}

// handleInput reacts to taps, drags and keys.
func (r *Round) handleInput(ctx *core.Context) {
	f := ctx.Frame
	if r.drag.Active() {
		if r.drag.Update(f) {
			x, y, _ := r.drag.Drop()
			if c, ok := r.lay.cellAt(x, y); ok && r.canPlace() && r.st.Grid(r.viewer)[c.R][c.C] == 0 {
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
		r.undo(ctx)
	}
	if f.Key(ui.KeyHint) && r.table.Hints {
		r.hintOn = !r.hintOn
	}
	id := r.controls.Update(f)
	var row, col int
	switch {
	case id == "":
	case id == "pass.ready":
		ctx.Play(audio.Click)
		r.ready()
	case id == "round.roll":
		ctx.Play(audio.Click)
		r.advance(ctx)
	case id == "round.undo":
		r.undo(ctx)
	case id == "round.menu":
		ctx.Play(audio.Click)
		ctx.Nav.Overlay("pause")
	case id == "round.hint":
		r.hintOn = !r.hintOn
	default:
		if _, err := fmt.Sscanf(id, "round.cell.%d.%d", &row, &col); err == nil && r.canPlace() {
			r.apply(ctx, r.viewer, knister.Cell{R: row, C: col})
			r.controls.Focus("round.roll")
		}
	}
}

func (r *Round) undo(ctx *core.Context) {
	events, err := r.st.Undo(r.viewer)
	if err != nil {
		ctx.Notify(explain(ctx, err))
		return
	}
	if r.phase == phaseDone {
		r.phase = phasePlacing
	}
	r.rollWait = 0
	r.animate(ctx, events)
	r.save(ctx)
}
