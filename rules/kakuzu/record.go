package kakuzu

import (
	"encoding/json"

	"cifra/rules"
)

// GameName is the record's "game" for Kakuzu.
const GameName = "kakuzu"

// Options are a record's "options" (RULES.md §4).
type Options struct {
	Variant     string `json:"variant,omitempty"`
	TurnSeconds int    `json:"turnSeconds,omitempty"`
}

// Setup is a record's "setup": the sheet as 9 strings of 9 digits.
type Setup struct {
	Sheet []string `json:"sheet,omitempty"`
}

// ConfigFromRecord reads a record's header, options and setup into a
// Config, checking them as New would.
func ConfigFromRecord(rec *rules.Record) (Config, error) {
	cfg := Config{Players: rec.Players, Seed: rec.Seed}
	if rec.Game != GameName {
		return cfg, &WrongGameError{Game: rec.Game}
	}
	var opt Options
	if err := rules.DecodeStrict(rec.Options, &opt); err != nil {
		return cfg, &MalformedRecordError{Part: "options", Reason: err.Error()}
	}
	var set Setup
	if err := rules.DecodeStrict(rec.Setup, &set); err != nil {
		return cfg, &MalformedRecordError{Part: "setup", Reason: err.Error()}
	}
	cfg.Variant, cfg.TurnSeconds = Variant(opt.Variant), opt.TurnSeconds
	if set.Sheet != nil {
		sheet, err := ParseSheet(set.Sheet)
		if err != nil {
			return cfg, err
		}
		cfg.Sheet = &sheet
	}
	return cfg, nil
}

// FromRecord replays a record. A record that cannot have happened gives a
// *rules.MoveError naming the first bad move (-1 for the header, options
// or setup); the state returned with it is the game just before that move
// (nil when the header is at fault), so a caller can show how far it got.
func FromRecord(rec *rules.Record) (*State, error) {
	cfg, err := ConfigFromRecord(rec)
	if err != nil {
		return nil, &rules.MoveError{Move: -1, Reason: err.Error()}
	}
	s, err := New(cfg)
	if err != nil {
		return nil, &rules.MoveError{Move: -1, Reason: err.Error()}
	}
	for i, raw := range rec.Moves {
		var m Move
		if err := m.UnmarshalJSON(raw); err != nil {
			return s, &rules.MoveError{Move: i, Reason: err.Error()}
		}
		if _, err := s.Apply(m); err != nil {
			return s, &rules.MoveError{Move: i, Reason: err.Error()}
		}
	}
	return s, nil
}

// Record writes the game so far as a record. The sheet is always written
// out, so the record replays even if sheet generation ever changes.
func (s *State) Record() *rules.Record {
	opt := Options{TurnSeconds: s.cfg.TurnSeconds}
	if s.cfg.Variant != Classic {
		opt.Variant = string(s.cfg.Variant)
	}
	rec := &rules.Record{Format: rules.FormatVersion, Game: GameName, Seed: s.cfg.Seed,
		Players: append([]rules.Player(nil), s.cfg.Players...),
		Options: mustJSON(opt), Setup: mustJSON(Setup{Sheet: s.sheet.Rows()}),
		Moves: make([]json.RawMessage, len(s.moves))}
	for i, m := range s.moves {
		rec.Moves[i] = rules.MarshalMove(m)
	}
	return rec
}

func mustJSON(v any) json.RawMessage { return rules.MarshalMove(v) }
