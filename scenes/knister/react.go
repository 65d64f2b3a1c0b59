package knister

import (
	"cifra/scenes/core"
	"cifra/scenes/online/react"
	"cifra/scenes/ui"
)

// Quick reactions at an online table (scenes/react.Reactions): the
// button in a corner the round leaves free, and each seat's reaction
// popping at its pill on the scoreboard (at the status line for a table
// of one). Around a table (several people at one device) there is none
// yet: each seat's panel would need a button of its own.

// placeReactions lays the reactions out for the round as laid out.
func (r *Round) placeReactions(ctx *core.Context) {
	if r.reacts == nil || r.table.Around {
		return
	}
	l := &r.lay
	spots := make([]react.SeatSpot, len(r.table.Seats))
	for p := range spots {
		switch {
		case p < len(l.pills):
			spots[p] = react.SeatSpot{Rect: l.pills[p]}
		case p == r.viewer:
			spots[p] = react.SeatSpot{Rect: l.status}
		}
	}
	// The scoreboard's pills, not its box: in landscape the box takes
	// the rest of the side, most of it felt.
	avoid := append([]ui.Rect{l.card, l.token, l.dice[0], l.dice[1], l.status, l.primary, l.undo, l.menu, l.log, l.hint}, l.pills...)
	r.reacts.Place(ctx, react.FreeSpot(ctx, avoid), spots)
}
