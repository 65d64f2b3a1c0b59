package wire

import (
	"fmt"
	"slices"
	"time"
)

// # Who is here
//
// The authority pings every person's seat (Ping, Pong) every few seconds
// and counts any message a seat sends as a sign it is here. A seat
// silent for AwayAfter is away: the table holds it for Hold, saying so to
// everyone, and then, at a table created with a Takeover level, a bot
// plays it for its player until the player comes back (any message from
// the seat: its device catching up after a reconnection is enough). Who
// is here, and how long the Kakuro hourglass has left, goes out on the
// table's state subject whenever it changes:
//
//	cifra.t.T.state           authority → everyone at the table: a
//	                          TableState (also in every Catchup)

// StateSubject is where the authority tells the table who is here.
func StateSubject(table string) string { return Root + ".t." + table + ".state" }

// AwayAfter is how long a person's seat may be silent (no move, no
// catch-up, no echo of a ping) before the table counts it away.
const AwayAfter = 15 * time.Second

// Hold is how long the table holds an away seat for its player before a
// bot takes it over (at a table with a Takeover level).
const Hold = 30 * time.Second

// How a seat is held (SeatState.State).
const (
	// SeatHere is a person's seat whose device answers, or a table's bot.
	SeatHere = "here"
	// SeatAway is a person's seat gone silent; the table holds it.
	SeatAway = "away"
	// SeatBot is a person's seat a bot plays until its player is back.
	SeatBot = "bot"
)

// SeatState is one seat's presence at its table.
type SeatState struct {
	State string `json:"state"`
	// HoldMs is, for an away seat at a table with a Takeover level, how
	// many milliseconds are left before the bot takes it over (0: it
	// never will, or it already has).
	HoldMs int64 `json:"holdMs,omitempty"`
}

// TableState is what the table's seats see of its presence and clocks.
type TableState struct {
	// N counts the states the authority sent; a client keeps the highest.
	N     uint64      `json:"n"`
	Seats []SeatState `json:"seats" strict:"max=16"`
	// SandMs is, at a Kakuro table whose hourglass runs, how many
	// milliseconds of sand are left (0: it does not run).
	SandMs int64 `json:"sandMs,omitempty"`
	// Claim is, at a Kakuro table, who has the board now (nil: nobody).
	Claim *ClaimHold `json:"claim,omitempty"`
	// TurnMs is, at a table with a clock per move (one played over days,
	// Kakuzu's tournament), how many milliseconds the seats awaited have
	// left (0: no clock runs); Turn lists those seats.
	TurnMs int64 `json:"turnMs,omitempty"`
	Turn   []int `json:"turn,omitempty" strict:"max=16"`
}

// Away are the seats of s that are away or played by a bot for their
// player.
func (s TableState) Away() []int {
	var out []int
	for i, st := range s.Seats {
		if st.State != SeatHere {
			out = append(out, i)
		}
	}
	return out
}

// CheckTakeover says what is wrong with a table's Takeover option for a
// game whose bot levels are levels, or returns nil.
func CheckTakeover(takeover string, levels []string) error {
	if takeover == "" || slices.Contains(levels, takeover) {
		return nil
	}
	return fmt.Errorf("a bot takes a dropped seat over at one of the levels %v, not %q", levels, takeover)
}

// GoneSubject is where the broker says that the last connection of one
// of table's seats closed (the data: the seat's number), so the table
// counts the seat away at once rather than after AwayAfter of silence: a
// closed tab or app is noticed in a moment. It lies in the server's
// account alone, neither among Services nor Broadcasts: no player can
// say it, of anyone.
func GoneSubject(table string) string { return Root + ".gone." + table }
