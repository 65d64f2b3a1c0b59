package kakuro

import "fmt"

// The codes of InvalidMove: stable machine names a UI can translate.
const (
	CodeGameOver     = "game-over"      // a move after the end
	CodeNoSuchPlayer = "no-such-player" // Player is not a seat
	CodeLockedOut    = "locked-out"     // Player made an illegal claim this round
	CodeTileNotHeld  = "tile-not-held"  // Player does not hold Tile
	CodeOffBoard     = "off-board"      // Square is off the 9×9 board
	CodeMalformed    = "malformed"      // Detail says what is wrong
)

// InvalidMove is a move that cannot happen at all (a record holding one is
// invalid, RULES.md §4), as opposed to a claim that fails the row rules.
type InvalidMove struct {
	// Kind is the error's code: one of the Code* constants above.
	Kind   string
	Player int
	// Tile is the tile at fault for CodeTileNotHeld.
	Tile Tile
	// Square is the square at fault for CodeOffBoard.
	Square Pos
	// Detail is an English description for CodeMalformed.
	Detail string
}

// Code is the move's stable name (its Kind), for translation tables: it
// makes InvalidMove a rules.Coded.
func (e *InvalidMove) Code() string { return e.Kind }

// Error says in English why the move cannot happen.
func (e *InvalidMove) Error() string {
	switch e.Kind {
	case CodeGameOver:
		return "the game is over"
	case CodeNoSuchPlayer:
		return fmt.Sprintf("there is no player %d", e.Player)
	case CodeLockedOut:
		return fmt.Sprintf("player %d is locked out until the next sum tile", e.Player)
	case CodeTileNotHeld:
		return fmt.Sprintf("player %d does not hold a %v tile", e.Player, e.Tile)
	case CodeOffBoard:
		return fmt.Sprintf("square %v is off the board", e.Square)
	}
	return e.Detail
}

// The codes of ConfigError.
const (
	CodeWrongGame      = "wrong-game"        // the record is for another game
	CodeBadOptions     = "bad-options"       // the options cannot be read
	CodeBadSetup       = "bad-setup"         // the setup cannot be read
	CodePlayerCount    = "player-count"      // not 1 to Box.MaxPlayers seats
	CodeHourglassRange = "hourglass-range"   // not 0 or Box.HourglassMin..HourglassMax
	CodeSetupBoard     = "setup-board"       // the setup board is not 8×8 box tiles
	CodeSetupSums      = "setup-sums"        // the setup sums are not box tiles
	CodeSetupStock     = "setup-stock"       // the setup stock is not box tiles
	CodeUnknownLevel   = "unknown-bot-level" // a seat's bot level is not one of Levels
)

// ConfigError is a game that cannot be set up: a bad Config handed to New,
// or a record's header, options or setup (FromRecord wraps it in a
// *rules.MoveError with Move -1).
type ConfigError struct {
	// Kind is the error's code: one of the constants above.
	Kind string
	// Detail says in English what is wrong, with the facts.
	Detail string
}

// Code is the error's stable name (its Kind), for translation tables: it
// makes ConfigError a rules.Coded.
func (e *ConfigError) Code() string { return e.Kind }

// Error says in English what is wrong.
func (e *ConfigError) Error() string { return e.Detail }

func configError(kind, format string, args ...any) *ConfigError {
	return &ConfigError{Kind: kind, Detail: fmt.Sprintf(format, args...)}
}
