package knister

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// GameName is the record's "game" value.
const GameName = "knister"

// setupJSON is a record's knister setup. Rolls are decoded as plain
// slices so that a roll with three dice is caught, not silently cut.
type setupJSON struct {
	Rolls [][]int `json:"rolls,omitempty"`
}

// moveJSON is a move as decoded from a record; the pointers tell a missing
// key from a zero.
type moveJSON struct {
	P    *int  `json:"p"`
	Cell []int `json:"cell"`
}

// Record writes the game as a record: seed, the setup rolls as given and
// the placements in order (a placement taken back by Undo is gone). The
// dice not in setup come from the seed, so the record replays exactly.
func (s *State) Record(players []rules.Player) *rules.Record {
	rec := &rules.Record{Format: rules.FormatVersion, Game: GameName, Seed: s.seed,
		Players: players, Options: json.RawMessage(`{}`), Moves: []json.RawMessage{}}
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

// FromRecord replays a record. A record that cannot have happened gives a
// *rules.MoveError: Move -1 for the header, options or setup (the state is
// then nil), else the index of the first bad move, with the state as it
// was before that move.
func FromRecord(rec *rules.Record) (*State, error) {
	if rec.Game != GameName {
		return nil, rules.RecordError("the record is for %q, not %q", rec.Game, GameName)
	}
	var opts struct{}
	if err := rules.DecodeStrict(rec.Options, &opts); err != nil {
		return nil, rules.RecordError("options: %v", err)
	}
	var setup setupJSON
	if err := rules.DecodeStrict(rec.Setup, &setup); err != nil {
		return nil, rules.RecordError("setup: %v", err)
	}
	rolls := make([][2]int, len(setup.Rolls))
	for i, r := range setup.Rolls {
		if len(r) != 2 {
			return nil, rules.RecordError("setup: roll %d has %d dice, want 2", i, len(r))
		}
		rolls[i] = [2]int{r[0], r[1]}
	}
	s, err := New(len(rec.Players), rec.Seed, rolls)
	if err != nil {
		return nil, rules.RecordError("%v", err)
	}
	for i, raw := range rec.Moves {
		m, err := decodeMove(raw)
		if err == nil {
			_, err = s.Apply(m)
		}
		if err != nil {
			return s, &rules.MoveError{Move: i, Reason: err.Error()}
		}
	}
	return s, nil
}

// decodeMove parses one move strictly.
func decodeMove(raw json.RawMessage) (Move, error) {
	var mj moveJSON
	if err := rules.DecodeStrict(raw, &mj); err != nil {
		return Move{}, err
	}
	switch {
	case mj.P == nil:
		return Move{}, fmt.Errorf(`the move has no "p"`)
	case mj.Cell == nil:
		return Move{}, fmt.Errorf(`the move has no "cell"`)
	case len(mj.Cell) != 2:
		return Move{}, fmt.Errorf(`"cell" has %d coordinates, want 2`, len(mj.Cell))
	}
	return Move{P: *mj.P, Cell: [2]int{mj.Cell[0], mj.Cell[1]}}, nil
}
