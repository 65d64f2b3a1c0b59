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
	"io/fs"
	"slices"
)

// FormatVersion is the record format this program writes and reads.
const FormatVersion = 1

// Record is a played or scripted game: enough to replay it exactly.
type Record struct {
	Format  int             `json:"format"`
	Game    string          `json:"game"`
	Seed    uint64          `json:"seed"`
	Players []Player        `json:"players"`
	Options json.RawMessage `json:"options,omitempty"`
	Setup   json.RawMessage `json:"setup,omitempty"`
	// Moves may number up to a million: a Kakuzu game with a turn limit
	// timing out every 10 seconds would take 115 days to reach that.
	Moves []json.RawMessage `json:"moves" strict:"max=1000000"`
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

// MoveError says why a record is invalid. Move is the index in the
// record's moves of the first move that cannot have happened, or -1 when
// the record's header, options or setup are at fault. Err, when set, is
// the game's own error that made the record invalid (Reason is its text);
// MoveError then has its code and unwraps to it.
//
// What a person reads counts moves from 1: Error() says "move 4" for
// index 3. The JSON form (RULES.md §4's "error") is for programs and keeps
// the index into "moves": {"move":3,"reason":"…"}, -1 for the header.
type MoveError struct {
	Move   int
	Reason string
	Err    error
}

// Error says in English why the record is invalid, and where.
func (e *MoveError) Error() string {
	if e.Move < 0 {
		return "invalid record: " + e.Reason
	}
	return fmt.Sprintf("invalid record: move %d: %s", e.Move+1, e.Reason)
}

// MarshalJSON writes {"move":i,"reason":"…"}, i the index into the
// record's moves (-1: the header).
func (e *MoveError) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Move   int    `json:"move"`
		Reason string `json:"reason"`
	}{max(e.Move, -1), e.Reason})
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

// MaxRecordBytes is the largest record read: 16 MB, far more than any
// game needs, small enough that a hostile file cannot exhaust memory.
const MaxRecordBytes = 16 << 20

// ReadRecord reads a record's bytes from r, at most MaxRecordBytes: a
// longer input (/dev/zero, a huge file) stops there with a *MoveError
// saying so.
func ReadRecord(r io.Reader) ([]byte, error) {
	// A file says its size: read it into one buffer of that size (and a
	// byte more, to see it end) rather than one grown by doubling.
	size := 512
	if f, ok := r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			size = int(min(info.Size(), MaxRecordBytes)) + 1
		}
	}
	data := make([]byte, 0, size)
	for len(data) <= MaxRecordBytes {
		if len(data) == cap(data) {
			data = slices.Grow(data, min(cap(data), MaxRecordBytes+1-len(data)))
		}
		n, err := r.Read(data[len(data):min(cap(data), MaxRecordBytes+1)])
		data = data[:len(data)+n]
		if errors.Is(err, io.EOF) {
			return data, nil
		}
		if err != nil {
			return nil, err
		}
	}
	return nil, tooLarge()
}

func tooLarge() *MoveError {
	return RecordError("the record is larger than %d MB, the most a record may be", MaxRecordBytes>>20)
}

// DecodeRecord parses a record strictly (DecodeStrict): an empty input,
// one that is not JSON or larger than MaxRecordBytes, unknown or repeated
// keys, wrong types, trailing data, a missing or unsupported format, no
// game, no players or a player's name that CheckName refuses are errors,
// each a *MoveError with Move -1 whose reason says where.
func DecodeRecord(data []byte) (*Record, error) {
	if len(data) > MaxRecordBytes {
		return nil, tooLarge()
	}
	if err := CheckEncoding(data); err != nil {
		return nil, RecordError("%v", err)
	}
	trimmed := bytes.Trim(data, " \t\r\n") // the whitespace JSON allows around a value
	switch {
	case len(trimmed) == 0:
		return nil, RecordError(`the record is empty: a record is a JSON object with "format", "game", "players" and "moves"`)
	case trimmed[0] != '{':
		if json.Valid(trimmed) {
			return nil, RecordError("the record is JSON but not an object {…}")
		}
		return nil, RecordError("the record is not JSON")
	}
	var r struct {
		Format *int    `json:"format"`
		Game   *string `json:"game"`
		Record
	}
	if err := DecodeStrict(trimmed, &r); err != nil {
		// A newer format may hold keys or shapes this one does not
		// know: that it is newer is what to say, not which key.
		if f, ok := peekFormat(trimmed); ok && f > FormatVersion {
			return nil, newerFormat(f)
		}
		return nil, RecordError("%v", err)
	}
	switch {
	case r.Format == nil:
		return nil, RecordError(`the record has no "format" (want %d)`, FormatVersion)
	case *r.Format > FormatVersion:
		return nil, newerFormat(int64(*r.Format))
	case *r.Format != FormatVersion:
		return nil, RecordError("format %d is not supported (want %d)", *r.Format, FormatVersion)
	case r.Game == nil || *r.Game == "":
		return nil, RecordError("the record names no game")
	case len(r.Players) == 0:
		return nil, RecordError("the record has no players")
	}
	for i, p := range r.Players {
		if err := CheckName(p.Name); err != nil {
			return nil, RecordError("player %d, name: %v", i+1, err)
		}
	}
	rec := r.Record
	rec.Format, rec.Game = *r.Format, *r.Game
	return &rec, nil
}

// peekFormat reads a record's "format" alone, leniently, for a record
// the strict decoder refused; ok is false when it cannot be read.
func peekFormat(data []byte) (int64, bool) {
	var head struct {
		Format *int64 `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format == nil {
		return 0, false
	}
	return *head.Format, true
}

// newerFormat is the error for a record written by a newer Cifra.
func newerFormat(f int64) *MoveError {
	return RecordError("the record is format %d, newer than this Cifra reads (format %d): open it with a newer Cifra", f, FormatVersion)
}

// Encode writes the record as indented JSON.
func (r *Record) Encode() ([]byte, error) {
	if r.Moves == nil {
		r.Moves = []json.RawMessage{}
	}
	return json.MarshalIndent(r, "", "  ")
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
