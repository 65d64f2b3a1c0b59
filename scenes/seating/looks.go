package seating

import "cifra/scenes/ui"

// MaxButtons is the most buttons a panel's look keeps (Kakuzu's picker's
// nine digits, a hint and undo); a panel with more is painted every frame.
const MaxButtons = 11

// Buttons are the looks of a panel's buttons, B each, as part of the
// panel's look: comparable, so that a frame whose panel looks the same as
// the one before paints nothing (core.Shown), and allocation-free.
type Buttons[B comparable] struct {
	list [MaxButtons]B
	n    int
}

// All are the looks kept, in the widgets' order.
func (b *Buttons[B]) All() []B { return b.list[:b.n] }

// ButtonLooks fills list with the look of each of the seat's widgets that
// look shows as a button (ok false: the panel paints that widget its own
// way, or not at all); false when there are more than list keeps.
func ButtonLooks[B comparable](s *Seat, list *Buttons[B], look func(w ui.Widget, st ui.State) (B, bool)) bool {
	for _, w := range s.Widgets {
		b, ok := look(w, s.Controls.State(w.ID))
		if !ok {
			continue
		}
		if list.n == MaxButtons {
			return false
		}
		list.list[list.n] = b
		list.n++
	}
	return true
}
