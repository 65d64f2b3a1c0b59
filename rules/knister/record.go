package knister

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// GameName is the record's "game" value.
const GameName = "knister"

// setupJSON is a record's knister setup. A roll is exactly two dice:
// rules.DecodeStrict refuses one or three, never cuts or pads.
type setupJSON struct {
	Rolls [][2]int `json:"rolls,omitempty" strict:"item=roll"`
}

// moveJSON is a move as decoded from a record; the pointers tell a missing
// key from a zero, and a cell is exactly [row, col].
type moveJSON struct {
	P    *int    `json:"p"`
	Cell *[2]int `json:"cell"`
}

// Record writes the game as a record: seed, the setup rolls as given and
// the placements in order (a placement taken back by Undo is gone). The
// dice not in setup come from the seed, so the record replays exactly.
func (s *State) Record(players []rules.Player) *rules.Record {
	rec := &rules.Record{Format: rules.FormatVersion, Game: GameName, Seed: s.seed,
		Players: players, Options: DefaultOptions().Encode(), Moves: []json.RawMessage{}}
	if len(s.setup) > 0 {
		rec.Setup = rules.MarshalMove(map[string][][2]int{"rolls": s.setup})
	} else {
		rec.Setup = json.RawMessage(`{}`)
	}
	for _, m := range s.moves {
		rec.Moves = append(rec.Moves, rules.MarshalMove(m))
	}
	return rec
}

// Options are a record's knister "options". Knister has none: the only
// valid options are an empty object (or none at all), and any key is an
// error.
type Options struct{}

// DefaultOptions are the options of a new game (there are none).
func DefaultOptions() Options { return Options{} }

// DecodeOptions reads a record's options strictly: any key is a
// CodeBadOptions error.
func DecodeOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if err := rules.DecodeStrict(raw, &o); err != nil {
		return o, &Error{Kind: CodeBadOptions, Detail: err.Error()}
	}
	return o, nil
}

// Validate checks the options; with none there is nothing to check.
func (o Options) Validate() error { return nil }

// Encode writes the options as a record holds them: {}.
func (o Options) Encode() json.RawMessage { return json.RawMessage(`{}`) }

// FromRecord replays a record. A record that cannot have happened gives a
// *rules.MoveError wrapping an *Error (its code is the Error's): Move -1
// for the header, options or setup (the state is then nil), else the index
// of the first bad move, with the state as it was before that move.
// Unlike the common shape (Rules), it rolls only as a placement needs it,
// as the scene does.
func FromRecord(rec *rules.Record) (*State, error) {
	return rules.ReplayFrom(rec, fromHeader, decodeMove, (*State).Apply, nil)
}

// fromHeader checks a record's game, options, setup and seats and starts
// its game.
func fromHeader(rec *rules.Record) (*State, error) {
	if rec.Game != GameName {
		return nil, &Error{Kind: CodeWrongGame, Detail: rec.Game}
	}
	if _, err := DecodeOptions(rec.Options); err != nil {
		return nil, err
	}
	var setup setupJSON
	if err := rules.DecodeStrict(rec.Setup, &setup); err != nil {
		return nil, &Error{Kind: CodeBadSetup, Detail: err.Error()}
	}
	if level, bad := rules.UnknownLevel(rec.Players, Levels()); bad {
		return nil, &Error{Kind: CodeUnknownLevel, Level: level}
	}
	return New(len(rec.Players), rec.Seed, setup.Rolls)
}

// decodeMove parses one move strictly; a move that is not a placement is
// a CodeMalformedMove error.
func decodeMove(raw json.RawMessage) (Move, error) {
	var mj moveJSON
	if err := rules.DecodeStrict(raw, &mj); err != nil {
		return Move{}, malformed("%v", err)
	}
	switch {
	case mj.P == nil:
		return Move{}, malformed(`the move has no "p"`)
	case mj.Cell == nil:
		return Move{}, malformed(`the move has no "cell"`)
	}
	return Move{P: *mj.P, Cell: *mj.Cell}, nil
}

func malformed(format string, args ...any) *Error {
	return &Error{Kind: CodeMalformedMove, Detail: fmt.Sprintf(format, args...)}
}
