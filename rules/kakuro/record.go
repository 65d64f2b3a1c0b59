package kakuro

import (
	"encoding/json"
	"slices"

	"cifra/rules"
)

// FromRecord replays a record. An invalid record gives a *rules.MoveError
// that wraps this package's error (a *ConfigError or an *InvalidMove, whose
// code it carries): with Move -1 (and a nil state) when the header, options
// or setup are at fault, or with the index of the first impossible move and
// the state before that move.
func FromRecord(rec *rules.Record) (*State, error) { return Replay(rec, nil) }

// Replay is FromRecord that also hands each applied move's events to
// observe (which may be nil), for tools that report per move.
// It starts and plays the game as the common shape does (shape.Replay).
func Replay(rec *rules.Record, observe func(move int, m Move, events []Event)) (*State, error) {
	return shape.Replay(rec, observe)
}

// ConfigFromRecord reads a record's header, options and setup; what is
// wrong with them is a *ConfigError.
func ConfigFromRecord(rec *rules.Record) (Config, error) {
	if rec.Game != GameName {
		return Config{}, configError(CodeWrongGame, "the record is for %s, not %s", rules.Quote(rec.Game), GameName)
	}
	opts, err := DecodeOptions(rec.Options)
	if err != nil {
		return Config{}, err
	}
	cfg := DefaultConfig(rec.Seed, len(rec.Players))
	cfg.Hourglass = opts.Hourglass
	if err := rules.DecodeStrict(rec.Setup, &cfg.Setup); err != nil {
		return Config{}, configError(CodeBadSetup, "setup: %v", err)
	}
	if level, bad := rules.UnknownLevel(rec.Players, Levels()); bad {
		return Config{}, configError(CodeUnknownLevel, "%s", rules.UnknownLevelText(level, Levels()))
	}
	return cfg, nil
}

// Record writes the game so far as a record for the given seats.
func (s *State) Record(players []rules.Player) *rules.Record {
	rec := &rules.Record{Format: rules.FormatVersion, Game: GameName, Seed: s.cfg.Seed,
		Players: slices.Clone(players), Moves: []json.RawMessage{}}
	rec.Options = s.cfg.Options().Encode()
	if st := s.cfg.Setup; st.Board != nil || st.Sums != nil || st.Stock != nil {
		rec.Setup = rules.MarshalMove(st)
	}
	for _, m := range s.moves {
		rec.Moves = append(rec.Moves, rules.MarshalMove(m))
	}
	return rec
}
