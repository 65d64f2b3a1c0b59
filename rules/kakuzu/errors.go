package kakuzu

import (
	"fmt"

	"cifra/rules"
)

// Error is implemented by every error a move, a setting or a record can
// cause: it is rules.Coded. Code is a stable machine string a user
// interface can translate; the facts are the error's fields; Error() is
// plain English. FromRecord wraps these in a *rules.MoveError that carries
// the code.
type Error = rules.Coded

// The codes of the errors below.
const (
	CodeGameOver        = "game-over"
	CodeNoSuchSeat      = "no-such-seat"
	CodeNotYourTurn     = "not-your-turn"
	CodeWrongAction     = "wrong-action"
	CodeOffTray         = "off-tray"
	CodeAlreadyLifted   = "already-lifted"
	CodeBoxDone         = "box-done"
	CodeNotInBag        = "not-in-bag"
	CodeDigitNotInPlay  = "digit-not-in-play"
	CodeAlreadyNamed    = "already-named"
	CodeNoTimer         = "no-timer"
	CodeMalformedMove   = "malformed-move"
	CodePlayerCount     = "player-count"
	CodeUnknownVariant  = "unknown-variant"
	CodeBadTurnSeconds  = "bad-turn-seconds"
	CodeWrongGame       = "wrong-game"
	CodeSheetRowCount   = "sheet-row-count"
	CodeSheetRowLength  = "sheet-row-length"
	CodeSheetNotDigit   = "sheet-not-digit"
	CodeSheetRepeat     = "sheet-repeat"
	CodeMalformedRecord = "malformed-record"
)

// GameOverError: a move after the last stone was lifted.
type GameOverError struct{}

// Code implements Error.
func (*GameOverError) Code() string { return CodeGameOver }

// Error says in English what is wrong, with the facts.
func (*GameOverError) Error() string { return "the game is over: no stone is left on the tray" }

// NoSuchSeatError: a move by a seat that is not at the table.
type NoSuchSeatError struct{ Seat, Players int }

// Code implements Error.
func (*NoSuchSeatError) Code() string { return CodeNoSuchSeat }

// Error says in English what is wrong, with the facts.
func (e *NoSuchSeatError) Error() string {
	return fmt.Sprintf("there is no seat %d: the table has %d players", e.Seat, e.Players)
}

// NotYourTurnError: a move by a seat whose turn it is not.
type NotYourTurnError struct{ Seat, Turn int }

// Code implements Error.
func (*NotYourTurnError) Code() string { return CodeNotYourTurn }

// Error says in English what is wrong, with the facts.
func (e *NotYourTurnError) Error() string {
	return fmt.Sprintf("seat %d moved, but it is seat %d's turn", e.Seat, e.Turn)
}

// WrongActionError: the right seat did the wrong kind of thing, e.g.
// lifted a stone before drawing a number.
type WrongActionError struct{ Got, Want Action }

// Code implements Error.
func (*WrongActionError) Code() string { return CodeWrongAction }

// Error says in English what is wrong, with the facts.
func (e *WrongActionError) Error() string {
	return fmt.Sprintf("cannot %s now: the player must %s", e.Got, e.Want)
}

// OffTrayError: a lift outside the 9×9 tray.
type OffTrayError struct{ Square Square }

// Code implements Error.
func (*OffTrayError) Code() string { return CodeOffTray }

// Error says in English what is wrong, with the facts.
func (e *OffTrayError) Error() string {
	return fmt.Sprintf("square %v is not on the tray (rows and columns are 0..8)", e.Square)
}

// AlreadyLiftedError: a lift of a square whose stone is already gone.
type AlreadyLiftedError struct {
	Square Square
	Digit  int // the digit showing there
}

// Code implements Error.
func (*AlreadyLiftedError) Code() string { return CodeAlreadyLifted }

// Error says in English what is wrong, with the facts.
func (e *AlreadyLiftedError) Error() string {
	return fmt.Sprintf("square %v has no stone: its %d is already uncovered", e.Square, e.Digit)
}

// BoxDoneError: during setup, a lift from a box that already gave its
// neutral stone.
type BoxDoneError struct {
	Square Square
	Box    int
}

// Code implements Error.
func (*BoxDoneError) Code() string { return CodeBoxDone }

// Error says in English what is wrong, with the facts.
func (e *BoxDoneError) Error() string {
	return fmt.Sprintf("square %v is in box %d, which already gave its neutral stone", e.Square, e.Box)
}

// Absence says why a number cannot come out of the bag.
type Absence string

// The reasons a number is not in the bag.
const (
	AbsentNoSuchNumber Absence = "no-such-number" // the bag holds 0..9 only
	AbsentDrawn        Absence = "drawn"          // already out this turn
	AbsentRetired      Absence = "retired"        // all nine of its squares are uncovered
)

// NotInBagError: a draw of a number that is not in the bag.
type NotInBagError struct {
	Number int
	Why    Absence
}

// Code implements Error.
func (*NotInBagError) Code() string { return CodeNotInBag }

// Error says in English what is wrong, with the facts.
func (e *NotInBagError) Error() string {
	switch e.Why {
	case AbsentDrawn:
		return fmt.Sprintf("number %d is not in the bag: it was already drawn this turn", e.Number)
	case AbsentRetired:
		return fmt.Sprintf("number %d is not in the bag: all nine %ds are uncovered, so it left the game", e.Number, e.Number)
	}
	return fmt.Sprintf("number %d is not in the bag, which holds the numbers 0..9", e.Number)
}

// DigitNotInPlayError: in the no-bag variant, naming a digit that is not
// 1..9 or whose nine squares are all uncovered.
type DigitNotInPlayError struct{ Digit int }

// Code implements Error.
func (*DigitNotInPlayError) Code() string { return CodeDigitNotInPlay }

// Error says in English what is wrong, with the facts.
func (e *DigitNotInPlayError) Error() string {
	if e.Digit < 1 || e.Digit > 9 {
		return fmt.Sprintf("cannot name %d: only the digits 1..9 can be named", e.Digit)
	}
	return fmt.Sprintf("cannot name %d: all nine %ds are already uncovered", e.Digit, e.Digit)
}

// AlreadyNamedError: in the no-bag variant, naming a digit that was
// already named and matched this turn (it stays out, as a drawn number
// stays out of the bag, until the turn ends).
type AlreadyNamedError struct{ Digit int }

// Code implements Error.
func (*AlreadyNamedError) Code() string { return CodeAlreadyNamed }

// Error says in English what is wrong, with the facts.
func (e *AlreadyNamedError) Error() string {
	return fmt.Sprintf("cannot name %d: it was already named and matched this turn", e.Digit)
}

// NoTimerError: a timeout in a game without a turn time limit.
type NoTimerError struct{}

// Code implements Error.
func (*NoTimerError) Code() string { return CodeNoTimer }

// Error says in English what is wrong, with the facts.
func (*NoTimerError) Error() string {
	return "a turn cannot time out: this game has no turn time limit"
}

// MalformedMoveError: a record's move that is not a kakuzu move at all.
type MalformedMoveError struct{ Reason string }

// Code implements Error.
func (*MalformedMoveError) Code() string { return CodeMalformedMove }

// Error says in English what is wrong, with the facts.
func (e *MalformedMoveError) Error() string { return "malformed move: " + e.Reason }

// PlayerCountError: Kakuzu is for 2 to 4 players.
type PlayerCountError struct{ Players int }

// Code implements Error.
func (*PlayerCountError) Code() string { return CodePlayerCount }

// Error says in English what is wrong, with the facts.
func (e *PlayerCountError) Error() string {
	return fmt.Sprintf("kakuzu is played by 2 to 4 players, not %d", e.Players)
}

// UnknownVariantError: a variant other than classic, same-digit, no-bag.
type UnknownVariantError struct{ Variant string }

// Code implements Error.
func (*UnknownVariantError) Code() string { return CodeUnknownVariant }

// Error says in English what is wrong, with the facts.
func (e *UnknownVariantError) Error() string {
	return fmt.Sprintf("unknown variant %s (variants: classic, same-digit, no-bag)", rules.Quote(string(e.Variant)))
}

// TurnSecondsError: a turn time limit that is neither 0 (off),
// TurnSecondsMin to TurnSecondsMax seconds, nor DaysSecondsMin to
// DaysSecondsMax.
type TurnSecondsError struct{ Seconds int }

// Code implements Error.
func (*TurnSecondsError) Code() string { return CodeBadTurnSeconds }

// Error says in English what is wrong, with the facts.
func (e *TurnSecondsError) Error() string {
	return fmt.Sprintf("turnSeconds must be 0 (no limit), %d to %d seconds, or %d to %d (a table over days), not %d", TurnSecondsMin, TurnSecondsMax, DaysSecondsMin, DaysSecondsMax, e.Seconds)
}

// WrongGameError: a record of another game handed to kakuzu.
type WrongGameError struct{ Game string }

// Code implements Error.
func (*WrongGameError) Code() string { return CodeWrongGame }

// Error says in English what is wrong, with the facts.
func (e *WrongGameError) Error() string {
	return fmt.Sprintf("the record is a %s game, not kakuzu", rules.Quote(e.Game))
}

// MalformedRecordError: a record's options or setup that cannot be read.
type MalformedRecordError struct {
	Part   string // "options" or "setup"
	Reason string
}

// Code implements Error.
func (*MalformedRecordError) Code() string { return CodeMalformedRecord }

// Error says in English what is wrong, with the facts.
func (e *MalformedRecordError) Error() string { return e.Part + ": " + e.Reason }

// SheetProblem names what is wrong with a sheet.
type SheetProblem string

// The ways a sheet can be wrong; each is also the error's code.
const (
	SheetRowCount  SheetProblem = CodeSheetRowCount  // not 9 rows (Row = how many)
	SheetRowLength SheetProblem = CodeSheetRowLength // a row not 9 long (Col = its length)
	SheetNotDigit  SheetProblem = CodeSheetNotDigit  // a character that is not 1..9
	SheetRepeat    SheetProblem = CodeSheetRepeat    // a digit twice in a unit
)

// Unit is a row, a column or a box of a sudoku.
type Unit string

// The three kinds of units.
const (
	UnitRow    Unit = "row"
	UnitColumn Unit = "column"
	UnitBox    Unit = "box"
)

// SheetError: a sheet that is not a complete, valid sudoku.
type SheetError struct {
	Kind      SheetProblem
	Row, Col  int
	Char      string // SheetNotDigit: the offending character
	Digit     int    // SheetRepeat: the repeated digit, found again at [Row,Col]
	Unit      Unit   // SheetRepeat: where it repeats
	UnitIndex int    // SheetRepeat: which row, column or box (0..8)
}

// Code implements Error.
func (e *SheetError) Code() string { return string(e.Kind) }

// Error says in English what is wrong, with the facts.
func (e *SheetError) Error() string {
	switch e.Kind {
	case SheetRowCount:
		return fmt.Sprintf("the sheet has %d rows, not 9", e.Row)
	case SheetRowLength:
		return fmt.Sprintf("sheet row %d has %d characters, not 9", e.Row, e.Col)
	case SheetNotDigit:
		return fmt.Sprintf("sheet row %d column %d holds %q, not a digit 1..9", e.Row, e.Col, e.Char)
	}
	return fmt.Sprintf("the sheet is not a sudoku: %d appears twice in %s %d (again at [%d,%d])",
		e.Digit, e.Unit, e.UnitIndex, e.Row, e.Col)
}

// CodeUnknownLevel is the code of UnknownLevelError.
const CodeUnknownLevel = "unknown-bot-level"

// UnknownLevelError: a bot level other than easy, normal, hard.
type UnknownLevelError struct{ Level string }

// Code implements Error.
func (*UnknownLevelError) Code() string { return CodeUnknownLevel }

// Error says in English what is wrong, with the facts.
func (e *UnknownLevelError) Error() string {
	return rules.UnknownLevelText(e.Level, Levels())
}
