package seating

import (
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// Looked is a Seat painted again only when its look changes. L is
// everything the panel shows: a frame whose panel looks as the one before
// only turns the painted image into place, since painting it again would
// queue its draws, each a batch and an allocation in Ebitengine, for the
// same pixels.
type Looked[L comparable] struct {
	Seat
	shown core.Shown[L]
}

// Place puts the panel at p (Seat.Place) and forgets the look it was
// painted with: the next Draw paints it.
func (s *Looked[L]) Place(p ui.Panel) {
	s.Seat.Place(p)
	s.shown.Forget()
}

// Stale reports whether the panel must be painted for look: it is not the
// look it shows, or keep is false (look does not hold all the panel
// shows). The game then paints it into Img, and Table.Draw takes the new
// copy. (A callback to paint would move every frame's look to the heap.)
func (s *Looked[L]) Stale(ctx *core.Context, look L, keep bool) bool {
	if s.Img == nil || !s.shown.Stale(ctx, look, keep) {
		return false
	}
	s.repainted = true
	return true
}
