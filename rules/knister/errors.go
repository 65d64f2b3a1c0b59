package knister

import (
	"fmt"

	"cifra/rules"
)

// ErrorCode is the stable, machine-readable kind of an Error, for a UI to
// explain it in any language.
type ErrorCode string

// The errors a player, a scene or a record can cause.
const (
	CodeBadPlayers    ErrorCode = "bad-players"         // Players: the count asked for
	CodeBadSetupRolls ErrorCode = "bad-setup-rolls"     // Index (-1: too many), Dice
	CodePlayerRange   ErrorCode = "player-out-of-range" // P, Players
	CodeCellOffGrid   ErrorCode = "cell-off-grid"       // P, Cell
	CodeCellTaken     ErrorCode = "cell-taken"          // P, Cell, Value (already there)
	CodeAlreadyPlaced ErrorCode = "already-placed"      // P, Round
	CodeGameOver      ErrorCode = "game-over"           // (no fields)
	CodeNothingToUndo ErrorCode = "nothing-to-undo"     // P, Round
	CodeRollTooEarly  ErrorCode = "roll-too-early"      // Round, Waiting (players yet to place)
	CodeNoRollsLeft   ErrorCode = "no-rolls-left"       // Round: Roll after the 25th roll
	CodeUnknownLevel  ErrorCode = "unknown-bot-level"   // Level
	CodeWrongGame     ErrorCode = "wrong-game"          // Detail: the record's game
	CodeBadOptions    ErrorCode = "bad-options"         // Detail: what is wrong
	CodeBadSetup      ErrorCode = "bad-setup"           // Detail: what is wrong
	CodeMalformedMove ErrorCode = "malformed-move"      // Detail: what is wrong
)

// Error is a rule violation with the facts a UI needs to explain it. Only
// the fields listed next to its Kind are meaningful.
type Error struct {
	Kind    ErrorCode
	P       int    // the player concerned
	Players int    // how many players the game has (or was asked for)
	Cell    Cell   // the square concerned
	Value   int    // the value already in Cell
	Round   int    // the 0-based roll
	Index   int    // index of a bad setup roll, -1 when there are too many
	Dice    [2]int // the bad setup roll
	Waiting []int  // players who have not placed yet
	Level   string // an unknown bot level
	Detail  string // English details of a record that cannot be read
}

// Code is the error's stable name (its Kind), for translation tables: it
// makes Error a rules.Coded.
func (e *Error) Code() string { return string(e.Kind) }

// Error explains the violation in English.
func (e *Error) Error() string {
	switch e.Kind {
	case CodeBadPlayers:
		return fmt.Sprintf("knister is played by 1 to %d players, not %d", PlayerLimit, e.Players)
	case CodeBadSetupRolls:
		if e.Index < 0 {
			return fmt.Sprintf("setup has more than %d rolls", Rounds)
		}
		return fmt.Sprintf("setup roll %d is %v: each die must show 1 to 6", e.Index+1, e.Dice)
	case CodePlayerRange:
		return fmt.Sprintf("player %d does not exist (the game has %d)", e.P, e.Players)
	case CodeCellOffGrid:
		return fmt.Sprintf("player %d: square [%d,%d] is off the 5×5 grid", e.P, e.Cell.R, e.Cell.C)
	case CodeCellTaken:
		return fmt.Sprintf("player %d: square [%d,%d] already holds %d", e.P, e.Cell.R, e.Cell.C, e.Value)
	case CodeAlreadyPlaced:
		return fmt.Sprintf("player %d has already placed roll %d", e.P, e.Round+1)
	case CodeGameOver:
		return "the game is over: all 25 rolls are placed"
	case CodeNothingToUndo:
		return fmt.Sprintf("player %d has nothing to take back in roll %d", e.P, e.Round+1)
	case CodeRollTooEarly:
		return fmt.Sprintf("cannot roll yet: players %v have not placed roll %d", e.Waiting, e.Round+1)
	case CodeNoRollsLeft:
		return "cannot roll: all 25 rolls have been made"
	case CodeUnknownLevel:
		return rules.UnknownLevelText(e.Level, Levels())
	case CodeWrongGame:
		return fmt.Sprintf("the record is for %s, not %q", rules.Quote(e.Detail), GameName)
	case CodeBadOptions:
		return "options: " + e.Detail
	case CodeBadSetup:
		return "setup: " + e.Detail
	case CodeMalformedMove:
		return e.Detail
	}
	return "knister: " + string(e.Kind)
}

// Is makes errors.Is(err, &Error{Kind: k}) match any error of kind k.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Kind == e.Kind
}
