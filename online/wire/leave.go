package wire

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// # Leaving for good
//
// A person may leave a table in play for good (the app's "Leave the
// table for good"): the seat sends a Leave on its In subject, where a
// move would go,
//
//	{"p":0,"leave":true}
//
// and the table answers with an Ack. At a table with a Takeover level a
// bot of that level plays the seat from then to the end; without one the
// game, which waits for every seat, cannot go on: the table is closed
// for good (its record kept, as an idle table's), and its other seats
// are told why. Either way everyone sees the seat as SeatLeft, and a
// seat that left is never its player's again: its messages are refused
// (code Left). A seat leaves only itself.

// Leave is a seat's message leaving its table for good.
type Leave struct {
	P     int  `json:"p"`
	Leave bool `json:"leave"`
}

// SeatLeft is a person's seat whose player left the table for good
// (SeatState.State): a bot plays it, or the table was closed.
const SeatLeft = "left"

// Left is the Ack code of a message from a seat that left its table.
const Left = "left"

// LeaveMove is seat's Leave as it is sent.
func LeaveMove(seat int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"p":%d,"leave":true}`, seat))
}

// LeaveOf reads a seat's message as a Leave: ok is true, with the seat
// it names, when it is one.
func LeaveOf(msg json.RawMessage) (seat int, ok bool) {
	var l Leave
	if rules.DecodeStrict(msg, &l) != nil || !l.Leave {
		return 0, false
	}
	return l.P, true
}
