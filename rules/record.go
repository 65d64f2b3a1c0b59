// Package rules holds what all three games share: the game record
// (RULES.md §4), strict JSON decoding, seeded randomness and the error a
// record gets when it cannot have happened. It never imports Ebitengine.
package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// FormatVersion is the record format this program writes and reads.
const FormatVersion = 1

// Record is a played or scripted game: enough to replay it exactly.
type Record struct {
	Format  int               `json:"format"`
	Game    string            `json:"game"`
	Seed    uint64            `json:"seed"`
	Players []Player          `json:"players"`
	Options json.RawMessage   `json:"options,omitempty"`
	Setup   json.RawMessage   `json:"setup,omitempty"`
	Moves   []json.RawMessage `json:"moves"`
}

// Player is one seat of a record. Bot is empty for a human, otherwise the
// bot's level ("easy", "normal", "hard", …).
type Player struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
}

// Coded is an error with a stable, machine-readable code, for a user
// interface to explain in any language: a scene looks up the message
// "error.<game>.<code>" and falls back on Error(), which is plain English.
// Every error a rules package hands to a caller is Coded; find it with
// errors.As(err, &coded).
type Coded interface {
	error
	Code() string
}

// CodeInvalidRecord is the code of a MoveError that carries no game
// error of its own: the record itself is unreadable (malformed JSON, an
// unsupported format, no players, an unknown game).
const CodeInvalidRecord = "invalid-record"

// MoveError says why a record is invalid. Move is the index of the first
// move that cannot have happened, or -1 when the record's header, options
// or setup are at fault. Err, when set, is the game's own error that made
// the record invalid (Reason is its text); MoveError then has its code and
// unwraps to it.
type MoveError struct {
	Move   int    `json:"move"`
	Reason string `json:"reason"`
	Err    error  `json:"-"`
}

// Error says in English why the record is invalid, and where.
func (e *MoveError) Error() string {
	if e.Move < 0 {
		return "invalid record: " + e.Reason
	}
	return fmt.Sprintf("invalid record: move %d: %s", e.Move, e.Reason)
}

// Code is the code of the game error behind the MoveError (Err), or
// CodeInvalidRecord when there is none or it has no code.
func (e *MoveError) Code() string {
	var c Coded
	if errors.As(e.Err, &c) {
		return c.Code()
	}
	return CodeInvalidRecord
}

// Unwrap returns the game's own error, if any.
func (e *MoveError) Unwrap() error { return e.Err }

// InvalidAt makes err, the reason move i of a record cannot have happened
// (-1: the header, options or setup), into a *MoveError that keeps err
// (and so its code). An err that is or wraps a *MoveError gives that
// MoveError as it is.
func InvalidAt(move int, err error) *MoveError {
	var me *MoveError
	if errors.As(err, &me) {
		return me
	}
	return &MoveError{Move: move, Reason: err.Error(), Err: err}
}

// RecordError wraps a header/setup problem as a MoveError with Move -1.
func RecordError(format string, args ...any) *MoveError {
	return &MoveError{Move: -1, Reason: fmt.Sprintf(format, args...)}
}

// DecodeRecord parses a record strictly: unknown keys, wrong types,
// trailing data and an unsupported format are errors.
func DecodeRecord(data []byte) (*Record, error) {
	var r Record
	if err := DecodeStrict(data, &r); err != nil {
		return nil, RecordError("%v", err)
	}
	if r.Format != FormatVersion {
		return nil, RecordError("format %d is not supported (want %d)", r.Format, FormatVersion)
	}
	if r.Game == "" {
		return nil, RecordError("the record names no game")
	}
	if len(r.Players) == 0 {
		return nil, RecordError("the record has no players")
	}
	return &r, nil
}

// Encode writes the record as indented JSON.
func (r *Record) Encode() ([]byte, error) {
	if r.Moves == nil {
		r.Moves = []json.RawMessage{}
	}
	return json.MarshalIndent(r, "", "  ")
}

// DecodeStrict unmarshals data into v, rejecting unknown keys and anything
// after the first JSON value. Empty data or JSON null leave v untouched.
func DecodeStrict(data []byte, v any) error {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || string(data) == "null" {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return describeJSONError(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("unexpected data after the JSON value")
	}
	return nil
}

// describeJSONError turns encoding/json's errors into plain sentences.
func describeJSONError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("malformed JSON at byte %d: %v", syn.Offset, syn)
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "value"
		}
		return fmt.Errorf("%s: expected %s, found JSON %s", field, typ.Type, typ.Value)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return errors.New("malformed JSON: unexpected end of input")
	}
	return err
}

// MarshalMove encodes a move for a record's move list; moves are plain
// structs, so a failure here is a programming error.
func MarshalMove(m any) json.RawMessage {
	b, err := json.Marshal(m)
	if err != nil {
		panic(fmt.Sprintf("rules: cannot encode move %#v: %v", m, err))
	}
	return b
}
