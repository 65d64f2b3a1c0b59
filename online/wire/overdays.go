package wire

// # Tables over days
//
// A Knister or a Kakuzu table may be played over days
// (CreateRequest.MoveClock): friends in different time zones move
// whenever they have a minute. Each wait for a move — a Kakuzu turn, a
// Knister roll, which everyone still to write it waits in together — may
// last the table's clock, an hour to three days. When it runs out the
// table plays for each seat still awaited, and its Update says so
// (Update.TimeUp): at Kakuzu the turn passes as after a 0 (the
// tournament's timeout, the record's {"p":n,"timeout":true}; the
// table's options carry the clock as turnSeconds), at Knister the
// game's weakest bot writes the roll for the seat, that once. The
// table's state (TableState.Turn, TurnMs) tells who is awaited and how
// long they have; a player's list of tables (MyTable.Turn, DeadlineMs)
// tells it too, so each device opens on the tables waiting for its
// player. The server keeps such a table as long as its clock runs: it
// is never closed as idle. Kakuro, everyone hunting at once, is played
// at one sitting.

import (
	"errors"
	"fmt"
)

// The range of a table's clock per move (CreateRequest.MoveClock): an
// hour to three days.
const (
	MoveClockMin = 3600
	MoveClockMax = 3 * 24 * 3600
)

// CheckMoveClock says what is wrong with a table's clock per move for
// game, with its takeover option, or returns nil.
func CheckMoveClock(game string, secs int, takeover string) error {
	switch {
	case secs == 0:
		return nil
	case Races(game):
		return fmt.Errorf("%s is played at one sitting, everyone at once: its tables are not played over days", game)
	case secs < MoveClockMin || secs > MoveClockMax:
		return fmt.Errorf("a move's clock runs %d to %d seconds (an hour to three days), not %d", MoveClockMin, MoveClockMax, secs)
	case takeover != "":
		return errors.New("a table over days waits for its players however long they are away: it takes no takeover level (a bot plays only a move whose time ran out)")
	}
	return nil
}
