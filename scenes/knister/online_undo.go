package knister

import (
	"encoding/json"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
)

// Undo at an online table (wire's "Taking a number back"): a person may
// take back the number written this roll until the table rolls, which it
// does once everyone has written. The undo goes to the table like a
// number; the number leaves the card when the table has taken it back
// (every device sees it go), and a roll that came first is said in words
// (the table refuses: the number stands).

// followUpdate plays one of the table's updates into st: a move, or a
// seat's number taken back.
func followUpdate(st *knister.State, move json.RawMessage, announced []rules.Announced) ([]knister.Event, error) {
	seat, ok := wire.UndoOf(move)
	if !ok {
		return st.Follow(move, announced)
	}
	events, err := st.Undo(seat)
	if err != nil {
		return nil, err
	}
	return events, rules.SameEvents(events, announced)
}

// sendUndo asks the table to take seat p's number of this roll back.
func (r *Round) sendUndo(ctx *core.Context, p int) {
	if r.net.Send(ctx, r.table.Remote, p, wire.UndoMove(p)) {
		r.moved()
	}
}

// onlineUndoable reports whether, at an online table, seat p's number may
// be sent back: not while something of p's is on its way, nor once the
// game is over (its last number rolled nothing, and it stands).
func (r *Round) onlineUndoable(p int) bool {
	return !r.table.Online() || !r.sent(p) && !r.st.Finished()
}

// undone puts the focus back on the square the viewer's number was
// taken back from, once the table has taken it back (events).
func (r *Round) undone(events []knister.Event) {
	for _, e := range events {
		if n, ok := e.(knister.NumberRemoved); ok && n.P == r.viewer && !r.table.Around {
			r.focusUndone(&r.controls, n.P)
		}
	}
}
