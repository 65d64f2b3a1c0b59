package core

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"cifra/rules"
	"cifra/scenes/store"
)

// saveVersion is the envelope's format. Version 1 was Knister's first save
// (the hints and the scene's extras at the top level); it is read and
// upgraded, so an update never loses a game in progress.
const saveVersion = 2

// SlotName is the store blob holding game's game in progress.
func SlotName(game string) string { return game + "-game" }

// Save is one game in progress as read back from its slot: the record
// (seed, seats, options, moves), the table it was set up with and the
// scene's own extras (a game's Resume decodes them strictly).
type Save struct {
	Table  Table
	Record *rules.Record
	Extras json.RawMessage
}

// envelope is the slot's JSON.
type envelope struct {
	Version int             `json:"version"`
	Game    string          `json:"game"`
	Record  json.RawMessage `json:"record"`
	Hints   bool            `json:"hints,omitempty"`
	Around  bool            `json:"around,omitempty"`
	// Options are the table's options (the record holds only the rules'
	// own; a scene's, such as a time limit, come back from here).
	Options map[string]any  `json:"options,omitempty"`
	Extras  json.RawMessage `json:"extras,omitempty"`
}

// LoadSave reads game g's game in progress. It returns nil, nil when there
// is none. A save that does not decode, names another game, has options or
// seats g does not accept, or that g's Resume rejects, is kept aside by the
// store (NAME.json.bad, or the ".bad" localStorage key) and reported as a
// *store.CorruptError; other errors (permissions, no storage) are returned
// as they are. A game without a round scene cannot resume: its save is
// kept aside too.
func LoadSave(g *Game) (Resumable, error) {
	var raw json.RawMessage
	if err := store.Load(SlotName(g.ID), &raw); err != nil || raw == nil {
		return nil, err
	}
	r, err := decodeSave(g, raw)
	if err != nil {
		kept := store.KeepAside(SlotName(g.ID), err.Error())
		var old *oldGameError
		var ce *store.CorruptError
		if errors.As(err, &old) && errors.As(kept, &ce) {
			old.kept = ce
			return nil, old
		}
		return nil, kept
	}
	return r, nil
}

// oldGameError is a save this version cannot resume although nothing in it
// is damaged (a game without a round scene yet): it is kept aside as well,
// and the notice says so rather than calling it damaged.
type oldGameError struct {
	Game string
	kept *store.CorruptError // where the store kept it
}

func (e *oldGameError) Error() string {
	return e.Game + " games cannot be resumed by this version"
}

// Unwrap is the store's report of where the save was kept.
func (e *oldGameError) Unwrap() error { return e.kept }

// decodeSave checks a save strictly; its error says in English what is wrong.
func decodeSave(g *Game, raw json.RawMessage) (Resumable, error) {
	env, err := decodeEnvelope(g.ID, raw)
	if err != nil {
		return nil, err
	}
	if env.Game != g.ID {
		return nil, fmt.Errorf("the save in %s's slot is a game of %q", g.ID, env.Game)
	}
	if g.Resume == nil {
		return nil, &oldGameError{Game: g.ID}
	}
	rec, err := rules.DecodeRecord(env.Record)
	if err != nil {
		return nil, err
	}
	if rec.Game != g.ID {
		return nil, fmt.Errorf("the record is a game of %q, not %s", rec.Game, g.ID)
	}
	t := Table{Game: g.ID, Seats: rec.Players, Seed: rec.Seed, Hints: env.Hints, Around: env.Around,
		Options: NormalizeOptions(env.Options)}
	if len(rec.Options) > 0 {
		if err := rules.DecodeStrict(rec.Options, &t.Options); err != nil {
			return nil, fmt.Errorf("options: %v", err)
		}
		t.Options = NormalizeOptions(t.Options)
	}
	if err := t.Check(g); err != nil {
		return nil, err
	}
	return g.Resume(&Save{Table: t, Record: rec, Extras: env.Extras})
}

// decodeEnvelope reads the envelope of any supported version.
func decodeEnvelope(game string, raw json.RawMessage) (envelope, error) {
	var head struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return envelope{}, fmt.Errorf("malformed save: %v", err)
	}
	var env envelope
	switch head.Version {
	case saveVersion:
		if err := rules.DecodeStrict(raw, &env); err != nil {
			return env, err
		}
	case 1:
		// {version, record, hints, ...the scene's extras}: the game is the
		// slot's, and what is left over becomes the extras.
		var v1 map[string]json.RawMessage
		if err := rules.DecodeStrict(raw, &v1); err != nil {
			return env, err
		}
		env = envelope{Version: 1, Game: game, Record: v1["record"]}
		if h, ok := v1["hints"]; ok {
			if err := json.Unmarshal(h, &env.Hints); err != nil {
				return env, fmt.Errorf("hints: %v", err)
			}
		}
		for _, k := range []string{"version", "record", "hints"} {
			delete(v1, k)
		}
		env.Extras, _ = json.Marshal(v1) // a map of raw JSON always encodes
	case 0:
		return env, fmt.Errorf("the save has no version: it was not written by Cifra")
	default:
		if head.Version > saveVersion {
			return env, fmt.Errorf("the save is version %d, newer than this Cifra reads (version %d): it was written by a newer Cifra", head.Version, saveVersion)
		}
		return env, fmt.Errorf("save version %d is not one Cifra ever wrote (this Cifra reads 1 and %d)", head.Version, saveVersion)
	}
	return env, nil
}

// NormalizeOptions turns JSON's float64 numbers back into ints, so a value
// read from a record or a file compares equal to one set in setup.
func NormalizeOptions(opts map[string]any) map[string]any {
	for k, v := range opts {
		if f, ok := v.(float64); ok && f == math.Trunc(f) && math.Abs(f) < 1<<31 {
			opts[k] = int(f)
		}
	}
	return opts
}

// SaveSlot is a round's hold on its game's save slot. A new game takes the
// slot over only at a person's first move (or its first move when only bots
// play), so starting a game by mistake and leaving at once keeps the
// previous save; autoplay demos never touch it.
type SaveSlot struct {
	owned, failed bool
}

// Own makes the round the slot's owner from now on (a resumed game owns it
// from the start).
func (s *SaveSlot) Own() { s.owned = true }

// Writes reports whether Write would save the game: a round asks before
// building its record, which autoplay demos would build after every move
// for nothing.
func (s *SaveSlot) Writes(ctx *Context, t Table) bool {
	return s.owned && !ctx.Autoplay && !t.Practice
}

// Owned reports whether the round writes the slot.
func (s *SaveSlot) Owned() bool { return s.owned }

// Write saves the game after a move: the record, the table's hints,
// seating and options, and the scene's extras (any JSON-encodable value).
// A practice game (t.Practice) is never saved. A failure is told to the
// player once per game, since a full disk or quota would otherwise toast
// every move.
func (s *SaveSlot) Write(ctx *Context, t Table, rec *rules.Record, extras any) {
	if !s.Writes(ctx, t) {
		return
	}
	err := s.write(t, rec, extras)
	if err != nil && !s.failed {
		s.failed = true
		ctx.Notify(ctx.T("notice.game.unsaved", err.Error()))
	}
}

func (s *SaveSlot) write(t Table, rec *rules.Record, extras any) error {
	recJSON, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	env := envelope{Version: saveVersion, Game: t.Game, Record: recJSON, Hints: t.Hints, Around: t.Around, Options: t.Options}
	if extras != nil {
		if env.Extras, err = json.Marshal(extras); err != nil {
			return err
		}
	}
	return store.Save(SlotName(t.Game), env)
}

// Forget removes the save of table t's game once it has ended; a practice
// game leaves the slot, and the game saved in it, alone.
func (s *SaveSlot) Forget(ctx *Context, t Table) {
	if !s.owned || ctx.Autoplay || t.Practice {
		return
	}
	if err := store.Remove(SlotName(t.Game)); err != nil {
		ctx.Notify(ctx.T("notice.game.unremoved", err.Error()))
	}
}

// RecordOptions encodes a table's options for a record's "options" (nil
// when there are none).
func RecordOptions(t Table) json.RawMessage {
	if len(t.Options) == 0 {
		return nil
	}
	b, err := json.Marshal(t.Options)
	if err != nil || bytes.Equal(b, []byte("null")) {
		return nil
	}
	return b
}

// SaveNotice words a LoadSave error for a toast.
func SaveNotice(ctx *Context, err error) string {
	var old *oldGameError
	if errors.As(err, &old) && old.kept != nil {
		return ctx.T("notice.save.unknown", ctx.T("game."+old.Game))
	}
	var ce *store.CorruptError
	if errors.As(err, &ce) && ce.KeptAs != "" {
		return ctx.T("notice.game.corrupt")
	}
	return ctx.T("notice.game.unreadable", err.Error())
}
