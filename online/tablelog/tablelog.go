// Package tablelog keeps an online table's log in JetStream: a Header
// first, then each move in record form (RULES.md §4), one message each on
// the table's subject (wire.Log) of the stream wire.LogStream. The header
// and the moves are the game's record, so the log is the record.
//
// Every write names the sequence of the table's last message
// (JetStream's expected-last-subject-sequence): a writer that is not up
// to date — a second authority at the same table — is refused, with
// ErrFenced, and can never write a move out of place.
package tablelog

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/wire"
	"cifra/rules"
)

// HeaderVersion is the version of Header this package writes and reads.
const HeaderVersion = 1

// Header is a table's first log message. It is the server's alone: it
// holds the seed and setup, which decide what is hidden.
type Header struct {
	Version int    `json:"v"`
	Code    string `json:"code"`
	// Record is the game's record without moves: format, game, seed,
	// players, options and setup.
	Record rules.Record `json:"record"`
	// Salt goes into the seed's commitment (wire.Commitment).
	Salt string `json:"salt"`
	// Tokens hold, per seat, the SHA-256 (hex) of the seat's token; empty
	// for a bot's seat.
	Tokens []string `json:"tokens"`
}

// ErrFenced is what Append says when the table's log has moved on since
// this writer last wrote or read it: another authority writes the table.
var ErrFenced = errors.New("another authority has written to this table's log since this one read it; this one stops")

// ErrExists is what Create says when the code is taken.
var ErrExists = errors.New("a table with this code already exists")

// ErrNoTable is what Open says when the code names no table.
var ErrNoTable = errors.New("there is no table with this code")

// EnsureStream creates the stream every table's log lives in, or checks
// the one there: a file store keeping every message (a finished table is
// a record worth keeping).
func EnsureStream(ctx context.Context, js jetstream.JetStream) (jetstream.Stream, error) {
	s, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:        wire.LogStream,
		Description: "Cifra's online tables: one subject per table, a header then its moves",
		Subjects:    []string{wire.LogSubjects},
		Storage:     jetstream.FileStorage,
		Retention:   jetstream.LimitsPolicy,
		MaxMsgSize:  wire.MaxMessage * 4,
		AllowDirect: true,
	})
	if err != nil {
		return nil, fmt.Errorf("cannot set up the tables' stream %s: %w", wire.LogStream, err)
	}
	return s, nil
}

// Log is one table's log, open for writing.
type Log struct {
	js      jetstream.JetStream
	subject string
	last    uint64 // stream sequence of the table's last message
	moves   int
}

// Create writes a new table's header. It fails with ErrExists when the
// table's subject already holds a message.
func Create(ctx context.Context, js jetstream.JetStream, h Header) (*Log, error) {
	h.Version = HeaderVersion
	h.Record.Moves = []json.RawMessage{}
	data, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("the table's header does not encode: %w", err)
	}
	l := &Log{js: js, subject: wire.Log(h.Code)}
	ack, err := js.Publish(ctx, l.subject, data, jetstream.WithExpectStream(wire.LogStream), jetstream.WithExpectLastSequencePerSubject(0))
	if err != nil {
		if isWrongLast(err) {
			return nil, ErrExists
		}
		return nil, fmt.Errorf("cannot write table %s's header: %w", h.Code, err)
	}
	l.last = ack.Sequence
	return l, nil
}

// Open reads a table's log: its header and its moves, in order, and
// returns the log ready to write the next move.
func Open(ctx context.Context, js jetstream.JetStream, code string) (*Log, Header, []json.RawMessage, error) {
	var h Header
	s, err := js.Stream(ctx, wire.LogStream)
	if err != nil {
		return nil, h, nil, fmt.Errorf("cannot reach the tables' stream: %w", err)
	}
	subject := wire.Log(code)
	last, err := s.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, h, nil, ErrNoTable
	}
	if err != nil {
		return nil, h, nil, fmt.Errorf("cannot read table %s's log: %w", code, err)
	}
	var moves []json.RawMessage
	for seq, first := uint64(1), true; ; first = false {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subject))
		if err != nil {
			return nil, h, nil, fmt.Errorf("cannot read table %s's log at %d: %w", code, seq, err)
		}
		if first {
			if err := rules.DecodeStrict(m.Data, &h); err != nil {
				return nil, h, nil, fmt.Errorf("table %s's header is unreadable: %v", code, err)
			}
			if h.Version != HeaderVersion {
				return nil, h, nil, fmt.Errorf("table %s's header is version %d; this server reads %d", code, h.Version, HeaderVersion)
			}
		} else {
			moves = append(moves, json.RawMessage(m.Data))
		}
		if m.Sequence >= last.Sequence {
			break
		}
		seq = m.Sequence + 1
	}
	h.Record.Moves = nil
	return &Log{js: js, subject: subject, last: last.Sequence, moves: len(moves)}, h, moves, nil
}

// Append writes the table's next move, only if nothing was written to the
// table since this Log last wrote or read it; otherwise it writes nothing
// and returns ErrFenced.
func (l *Log) Append(ctx context.Context, move json.RawMessage) error {
	ack, err := l.js.Publish(ctx, l.subject, move, jetstream.WithExpectStream(wire.LogStream), jetstream.WithExpectLastSequencePerSubject(l.last))
	if err != nil {
		if isWrongLast(err) {
			return ErrFenced
		}
		return fmt.Errorf("cannot write move %d to the table's log: %w", l.moves+1, err)
	}
	l.last = ack.Sequence
	l.moves++
	return nil
}

// Moves is how many moves the log holds.
func (l *Log) Moves() int { return l.moves }

// List returns the codes of every table in the stream.
func List(ctx context.Context, js jetstream.JetStream) ([]string, error) {
	s, err := js.Stream(ctx, wire.LogStream)
	if err != nil {
		return nil, fmt.Errorf("cannot reach the tables' stream: %w", err)
	}
	info, err := s.Info(ctx, jetstream.WithSubjectFilter(wire.LogSubjects))
	if err != nil {
		return nil, fmt.Errorf("cannot list the tables: %w", err)
	}
	prefix := strings.TrimSuffix(wire.LogSubjects, "*")
	codes := make([]string, 0, len(info.State.Subjects))
	for subj := range info.State.Subjects {
		codes = append(codes, strings.TrimPrefix(subj, prefix))
	}
	return codes, nil
}

func isWrongLast(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence || apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}
