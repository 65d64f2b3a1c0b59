package rules

import (
	"encoding/json"
	"time"
)

// Clocked is a Play whose moves a table can time: who the game waits for
// now, the rules' own time per turn, and what the rules play for a seat
// whose time ran out. A table with a clock per move (an online table
// played over days, Kakuzu's tournament) asks it; every Play made by a
// Shape is one.
type Clocked interface {
	// Waiting is the seats whose move the game waits for now, and which
	// wait it is (Wait.Turn).
	Waiting() Wait
	// TurnLimit is the rules' own time per turn (Kakuzu's turnSeconds),
	// 0 when the game has none.
	TurnLimit() time.Duration
	// TimeUp is the rules' own move for seat once its time ran out
	// (Kakuzu's timeout, which passes the turn as a 0 does); ok is false
	// where the rules have none, and the table plays a bot's move for the
	// seat instead.
	TimeUp(seat int) (move json.RawMessage, ok bool)
}

// Wait is what a game waits for: the seats whose move is awaited (none
// once it is over, or while only the table has a move to make), and a
// number that changes whenever a new wait begins — Kakuzu's turn passing,
// Knister's next roll — so that a clock per move starts again then and
// not when a seat of the same wait moves.
type Wait struct {
	Seats []int `json:"seats"`
	Turn  int   `json:"turn"`
}
