package wire

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// # Taking a number back
//
// At a Knister table a seat may take back the number it wrote in the
// current roll until the next roll (RULES.md: the roll waits for
// everyone, and online the table rolls as soon as everyone has written,
// so a number taken back before that is simply not yet written). The
// seat sends an Undo on its In subject where a move would go:
//
//	{"p":0,"undo":true}
//
// and the table answers with an Ack like a move's. Taken back, it is
// told as an Update whose Move is that Undo and whose Events are the
// rules' for it (Knister's NumberRemoved); a follower takes the seat's
// number out (UndoOf tells such an update from a move). After the roll
// it is refused in words (code UndoRolled): the number stands. A seat
// takes back only its own number, and only where the game allows it.

// Undo is a seat's message taking back its number of the current roll.
type Undo struct {
	P    int  `json:"p"`
	Undo bool `json:"undo"`
}

// UndoRolled is the Ack code of an Undo that came after the roll: the
// number it would take back stands.
const UndoRolled = "rolled"

// UndoMove is seat's Undo in the form an Update carries it.
func UndoMove(seat int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"p":%d,"undo":true}`, seat))
}

// UndoOf reads a message (a seat's, or an Update's Move) as an Undo:
// ok is true, with the seat whose number it takes back, when it is one.
func UndoOf(move json.RawMessage) (seat int, ok bool) {
	var u Undo
	if rules.DecodeStrict(move, &u) != nil || !u.Undo {
		return 0, false
	}
	return u.P, true
}

// Undone marks, among updates in order, each move another update took
// back (Undo): what remains is the game as it stands, for a follower
// that cannot take a move back itself to replay.
func Undone(updates []Update) []bool {
	out := make([]bool, len(updates))
	for i, u := range updates {
		seat, ok := UndoOf(u.Move)
		if !ok {
			continue
		}
		out[i] = true
		for j := i - 1; j >= 0; j-- {
			// An earlier Undo is marked already: the last unmarked
			// update of the seat's is its number taken back.
			if p, ok := rules.SeatOf(updates[j].Move); ok && p == seat && !out[j] {
				out[j] = true
				break
			}
		}
	}
	return out
}
