package kakuzu

import (
	"encoding/json"

	"cifra/rules"
)

// GameName is the record's "game" for Kakuzu.
const GameName = "kakuzu"

// Options are a record's "options" (RULES.md §4). The zero value is the
// default: the classic variant without a time limit.
type Options struct {
	// Variant is how turns are played; "" is Classic.
	Variant Variant `json:"variant,omitempty"`
	// TurnSeconds is the tournament limit per turn: 0 = off, otherwise
	// TurnSecondsMin to TurnSecondsMax at one sitting, or
	// DaysSecondsMin to DaysSecondsMax at a table played over days.
	TurnSeconds int `json:"turnSeconds,omitempty"`
}

// The range of the tournament's time limit per turn (a setting).
const (
	TurnSecondsMin = 10
	TurnSecondsMax = 120
)

// The range of the time per turn at a table played over days (an online
// table's clock per move, wire.CreateRequest.MoveClock): an hour to three
// days. A turn not played in time passes as after a 0, as in a
// tournament.
const (
	DaysSecondsMin = 3600
	DaysSecondsMax = 3 * 24 * 3600
)

// validTurnSeconds reports whether t is a turn limit a game may have.
func validTurnSeconds(t int) bool {
	return t == 0 || (t >= TurnSecondsMin && t <= TurnSecondsMax) || (t >= DaysSecondsMin && t <= DaysSecondsMax)
}

// DefaultOptions are a new game's options: classic, no time limit.
func DefaultOptions() Options { return Options{Variant: Classic} }

// Validate checks the options: an *UnknownVariantError or a
// *TurnSecondsError.
func (o Options) Validate() error {
	_, err := o.normal()
	return err
}

// normal is the options checked, with "" spelled Classic.
func (o Options) normal() (Options, error) {
	v, err := ParseVariant(string(o.Variant))
	if err != nil {
		return o, err
	}
	o.Variant = v
	if t := o.TurnSeconds; !validTurnSeconds(t) {
		return o, &TurnSecondsError{Seconds: t}
	}
	return o, nil
}

// DecodeOptions reads a record's options strictly (an unknown key or a
// wrong type is a *MalformedRecordError), takes the defaults for missing
// keys and validates the result.
func DecodeOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if err := rules.DecodeStrict(raw, &o); err != nil {
		return o, &MalformedRecordError{Part: "options", Reason: err.Error()}
	}
	return o.normal()
}

// Encode writes the options as a record holds them, leaving out the
// defaults (the classic variant, no time limit).
func (o Options) Encode() json.RawMessage {
	if o.Variant == Classic {
		o.Variant = ""
	}
	return rules.MarshalMove(o)
}

// Setup is a record's "setup": the sheet as 9 strings of 9 digits.
type Setup struct {
	Sheet []string `json:"sheet,omitempty" strict:"item=sheet row"`
}

// ConfigFromRecord reads a record's header, options, setup and seats into
// a Config, checking them as New would.
func ConfigFromRecord(rec *rules.Record) (Config, error) {
	cfg := Config{Players: rec.Players, Seed: rec.Seed}
	if rec.Game != GameName {
		return cfg, &WrongGameError{Game: rec.Game}
	}
	opt, err := DecodeOptions(rec.Options)
	if err != nil {
		return cfg, err
	}
	var set Setup
	if err := rules.DecodeStrict(rec.Setup, &set); err != nil {
		return cfg, &MalformedRecordError{Part: "setup", Reason: err.Error()}
	}
	if level, bad := rules.UnknownLevel(rec.Players, Levels()); bad {
		return cfg, &UnknownLevelError{Level: level}
	}
	cfg.Variant, cfg.TurnSeconds = opt.Variant, opt.TurnSeconds
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
// or setup) and wrapping this package's Error, whose code it carries; the
// state returned with it is the game just before that move (nil when the
// header is at fault), so a caller can show how far it got.
func FromRecord(rec *rules.Record) (*State, error) { return shape.Replay(rec, nil) }

// Record writes the game so far as a record. The sheet is always written
// out, so the record replays even if sheet generation ever changes.
func (s *State) Record() *rules.Record {
	opt := Options{Variant: s.cfg.Variant, TurnSeconds: s.cfg.TurnSeconds}
	rec := &rules.Record{Format: rules.FormatVersion, Game: GameName, Seed: s.cfg.Seed,
		Players: append([]rules.Player(nil), s.cfg.Players...),
		Options: opt.Encode(), Setup: mustJSON(Setup{Sheet: s.sheet.Rows()}),
		Moves: make([]json.RawMessage, len(s.moves))}
	for i, m := range s.moves {
		rec.Moves[i] = rules.MarshalMove(m)
	}
	return rec
}

// decodeMove reads one move strictly.
func decodeMove(raw json.RawMessage) (Move, error) {
	var m Move
	err := m.UnmarshalJSON(raw)
	return m, err
}

func mustJSON(v any) json.RawMessage { return rules.MarshalMove(v) }
