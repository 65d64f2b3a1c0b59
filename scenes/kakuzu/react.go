package kakuzu

import (
	"cifra/scenes/core"
	"cifra/scenes/online/react"
	"cifra/scenes/ui"
)

// Quick reactions at an online table (scenes/online/react): the button
// among the middle's widgets, in a corner the round leaves free (else
// at the news's end), and each seat's reaction popping at its panel,
// turned with the panel to face its seat's edge (around a table too).
// The button is for one person at a device: around a table there is
// none yet.

// placeReactions lays the reactions out for the round as laid out.
func (r *Round) placeReactions(ctx *core.Context) {
	if r.reacts == nil {
		return
	}
	l := &r.lay
	panels := make([]ui.Panel, len(r.seats))
	for p, s := range r.seats {
		panels[p] = s.panel.Panel
	}
	avoid := []ui.Rect{l.tray, l.bag, l.drawn, l.news, l.menu, l.log, l.hint, l.undo, l.neutral, l.guide, l.drawn2, l.news2}
	avoid = append(avoid, l.numbers[:]...)
	r.reacts.PlaceAtPanels(ctx, r.table.Around, panels, avoid, &l.news, l.u)
}

// Reactions is the round's quick reactions (nil at one screen).
func (r *Round) Reactions() *react.Reactions { return r.reacts }
