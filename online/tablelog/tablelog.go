// Package tablelog keeps an online table's log in JetStream: a Header
// first, then each move in record form (RULES.md §4), one message each on
// the table's subject (wire.Log) of the stream wire.LogStream. The header
// and the moves are the game's record, so the log is the record (but for
// a Knister number taken back before its roll: the move stays where it
// was played and an EntryUndo after it names it; Contents.Record leaves
// it out).
//
// Every write names the sequence of the table's last message
// (JetStream's expected-last-subject-sequence): a writer that is not up
// to date — a second authority at the same table — is refused, with
// ErrFenced, and can never write a move out of place.
//
// Beside the moves the log keeps side entries: messages with the NATS
// header EntryHeader naming their kind (EntryPass, EntryBuzz, EntryEnd,
// EntryTakeover, EntryReclaim, EntryUndo, EntryLeft), which say what the table did
// that the record does not (a seat's declaration, how a buzzer race was
// judged, that a bot played an away seat, that a seat took its number
// back, that the game is over). A
// move's message may carry the id its seat gave it (wire.MoveIDHeader).
// Neither changes the record: a move's message holds the move in record
// form and nothing else, and Read hands the moves and the entries apart.
//
// Every message after the header carries its place in the table's log
// (IndexHeader: 1 for the first after the header), so a log that lost a
// message in its middle — a damaged file, say — is read as damaged
// (Contents.Missing), never as a shorter game.
package tablelog

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
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
	// Buzzer is how a Kakuro table judges its buzzer race
	// (wire.BuzzReaction or wire.BuzzArrival; empty: by reaction).
	Buzzer string `json:"buzzer,omitempty"`
	// Takeover is the bot level that plays a person's seat once it was
	// away longer than wire.Hold; empty: the table waits for its player.
	Takeover string `json:"takeover,omitempty"`
	// MoveClock is, at a table played over days, the seconds each wait
	// for a move may last (wire.CreateRequest.MoveClock); 0: a table
	// played at one sitting.
	MoveClock int `json:"moveClock,omitempty"`
	// Created is when the table was made, on its server's clock (Unix
	// milliseconds; 0 in a header from before it): its first wait for a
	// move starts then.
	Created int64 `json:"created,omitempty"`
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
// a record worth keeping), in replicas copies on as many nodes of a
// JetStream cluster (1 when less than 1). A stream there with other
// replicas is changed to these. A replicated stream is read through its
// leader, never a replica that may lag behind the last write (direct
// gets): a table taken over must be read whole. Nothing may delete a
// message of it or purge it (DenyDelete, DenyPurge): a table's log only
// grows, and a record once written stays.
func EnsureStream(ctx context.Context, js jetstream.JetStream, replicas int) (jetstream.Stream, error) {
	s, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:        wire.LogStream,
		Description: "Cifra's online tables: one subject per table, a header then its moves",
		Subjects:    []string{wire.LogSubjects},
		Storage:     jetstream.FileStorage,
		Retention:   jetstream.LimitsPolicy,
		MaxMsgSize:  wire.MaxMessage * 4,
		AllowDirect: replicas <= 1,
		Replicas:    max(replicas, 1),
		DenyDelete:  true,
		DenyPurge:   true,
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
	next    int              // the place of the next message (IndexHeader)
	now     func() time.Time // stamps each message (AtHeader); nil: none
}

// Stamp makes the log write, with each message, when it was written on
// the writer's clock (AtHeader): a table's clock per move reads it back
// after a restart, on the clock the table runs on (a test's too).
func (l *Log) Stamp(now func() time.Time) { l.now = now }

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
	l.last, l.next = ack.Sequence, 1
	return l, nil
}

// EntryHeader is the NATS header naming a side entry's kind.
const EntryHeader = "Cifra-Entry"

// IndexHeader is the NATS header carrying a message's place in its
// table's log (the header is 0), in decimal.
const IndexHeader = "Cifra-Index"

// AtHeader is the NATS header saying when a message was written on its
// writer's clock (Log.Stamp), in Unix milliseconds. Without it a move's
// time is the stream's.
const AtHeader = "Cifra-At"

// ByHeader is the NATS header saying who made a move other than its
// seat; its one value is ByTimeUp.
const ByHeader = "Cifra-By"

// ByTimeUp marks a move the table played for a seat whose time ran out
// (AppendTimeUp).
const ByTimeUp = "time-up"

// The kinds of side entry.
const (
	// EntryPass is a seat's declaration that it gives up on the turn
	// (Kakuro's "impossible"): a Pass.
	EntryPass = "pass"
	// EntryBuzz is a buzzer race judged: a buzzer.Verdict with the moves
	// played before it.
	EntryBuzz = "buzz"
	// EntryEnd says the game is over: an End.
	EntryEnd = "end"
	// EntryTakeover says a bot took an away person's seat over: a
	// Takeover.
	EntryTakeover = "takeover"
	// EntryReclaim says a person's seat a bot played is its player's
	// again: a Takeover (its Level empty).
	EntryReclaim = "reclaim"
	// EntryUndo says a seat took back its number of the current roll
	// (Knister's Undo, wire.Undo): an Undo. The move it took back stays
	// in the log, where it was played; the record leaves it out.
	EntryUndo = "undo"
	// EntryLeft says a person left the table for good: a Takeover
	// whose Level is the bot that plays the seat from then on (empty: none
	// does, and an EntryEnd closing the table follows).
	EntryLeft = "left"
)

// Undo is an EntryUndo's data: the seat, and the place among the log's
// moves (0 for the first) of the move it took back.
type Undo struct {
	Seat int `json:"seat"`
	Move int `json:"move"`
}

// Takeover is an EntryTakeover's or EntryReclaim's data.
type Takeover struct {
	Seat  int    `json:"seat"`
	Level string `json:"level,omitempty"`
}

// Pass is an EntryPass's data.
type Pass struct {
	Seat int `json:"seat"`
	// At is when the authority heard it, in Unix milliseconds.
	At int64 `json:"at"`
}

// End is an EntryEnd's data: the game's end, or the table's closing
// before it (Abandoned).
type End struct {
	Scores  []int `json:"scores"`
	Winners []int `json:"winners"`
	// Abandoned says the game did not end: the table was closed, for
	// good, after nobody moved for a long time (Reason says how long),
	// or because its log was found damaged (Damaged; Reason says what
	// was lost). Its record is kept as it stands, and its seed may be
	// told.
	Abandoned bool   `json:"abandoned,omitempty"`
	Damaged   bool   `json:"damaged,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// Entry is a side entry as read back.
type Entry struct {
	Kind string
	// After is how many moves were in the log before it.
	After int
	Data  json.RawMessage
	// ID is the id its seat gave it, if any (a pass).
	ID string
}

// Contents is everything a table's log holds.
type Contents struct {
	Header Header
	// Moves are the moves in record form, in order; IDs are the ids their
	// seats gave them, "" where none was given; Times when each was
	// written (AtHeader, or the stream's time); TimeUps which the table
	// played for a seat whose time ran out (AppendTimeUp).
	Moves   []json.RawMessage
	IDs     []string
	Times   []time.Time
	TimeUps []bool
	Entries []Entry
	// LastWrite is when the log's last message was written (the
	// stream's time for it): the table's last move, or its creation.
	LastWrite time.Time
	// Missing are the places in the log (IndexHeader's) of messages
	// that were written and are not there any more; Lost says so in
	// words. A log written before IndexHeader misses nothing here. The
	// moves and entries are those before the first gap: the messages
	// after it (SetAside of them) cannot be trusted to follow.
	Missing  []int
	SetAside int
}

// Lost says which messages the log misses, in words ("" when none):
// where each gap is, by the moves around it.
func (c *Contents) Lost() string {
	if len(c.Missing) == 0 {
		return ""
	}
	words := fmt.Sprintf("%d of its messages (at places %s in its log, after move %d) were lost from the server's store", len(c.Missing), spans(c.Missing), len(c.Moves))
	if c.SetAside > 0 {
		words += fmt.Sprintf(", and the %d after them set aside", c.SetAside)
	}
	return words
}

// spans writes sorted numbers as ranges: "3, 7–9".
func spans(ns []int) string {
	var parts []string
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		if i == j {
			parts = append(parts, strconv.Itoa(ns[i]))
		} else {
			parts = append(parts, strconv.Itoa(ns[i])+"–"+strconv.Itoa(ns[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// Record is the game's record: the header's with the moves, but for
// those a seat took back (EntryUndo).
func (c *Contents) Record() *rules.Record {
	rec := c.Header.Record
	taken := map[int]bool{}
	for _, e := range c.Entries {
		var u Undo
		if e.Kind == EntryUndo && json.Unmarshal(e.Data, &u) == nil {
			taken[u.Move] = true
		}
	}
	rec.Moves = c.Moves
	if len(taken) > 0 {
		rec.Moves = nil
		for i, m := range c.Moves {
			if !taken[i] {
				rec.Moves = append(rec.Moves, m)
			}
		}
	}
	return &rec
}

// Finished reports whether the log holds an EntryEnd: the game is over,
// or the table was closed before it (Abandoned).
func (c *Contents) Finished() bool {
	_, ok := c.end()
	return ok
}

// Abandoned reports whether the table was closed before its game ended
// (its EntryEnd says Abandoned): the record stops where play stopped.
func (c *Contents) Abandoned() bool {
	e, ok := c.end()
	return ok && e.Abandoned
}

// end is the log's EntryEnd, read; ok is false when there is none.
func (c *Contents) end() (end End, ok bool) {
	for _, e := range c.Entries {
		if e.Kind == EntryEnd {
			_ = json.Unmarshal(e.Data, &end)
			return end, true
		}
	}
	return End{}, false
}

// Open reads a table's log: its header and its moves, in order, and
// returns the log ready to write the next move.
func Open(ctx context.Context, js jetstream.JetStream, code string) (*Log, Header, []json.RawMessage, error) {
	l, c, err := Read(ctx, js, code)
	if err != nil {
		return nil, Header{}, nil, err
	}
	return l, c.Header, c.Moves, nil
}

// Read reads everything in a table's log and returns the log ready to
// write after it.
func Read(ctx context.Context, js jetstream.JetStream, code string) (*Log, *Contents, error) {
	c := &Contents{}
	h := &c.Header
	s, err := js.Stream(ctx, wire.LogStream)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot reach the tables' stream: %w", err)
	}
	subject := wire.Log(code)
	last, err := s.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, nil, ErrNoTable
	}
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read table %s's log: %w", code, err)
	}
	place := 0 // the place the next message should have
	for seq, first := uint64(1), true; ; first = false {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subject))
		if err != nil {
			return nil, nil, fmt.Errorf("cannot read table %s's log at %d: %w", code, seq, err)
		}
		if h := m.Header.Get(IndexHeader); h != "" {
			n, err := strconv.Atoi(h)
			if err != nil || n < place {
				return nil, nil, fmt.Errorf("table %s's log has a message at place %q after place %d", code, h, place-1)
			}
			for ; place < n; place++ {
				c.Missing = append(c.Missing, place)
			}
		}
		place++
		switch kind := m.Header.Get(EntryHeader); {
		case len(c.Missing) > 0:
			c.SetAside++ // after a gap: read on only to say how much was lost
		case first:
			if err := rules.DecodeStrict(m.Data, h); err != nil {
				return nil, nil, fmt.Errorf("table %s's header is unreadable: %v", code, err)
			}
			if h.Version != HeaderVersion {
				return nil, nil, fmt.Errorf("table %s's header is version %d; this server reads %d", code, h.Version, HeaderVersion)
			}
		case kind != "":
			c.Entries = append(c.Entries, Entry{Kind: kind, After: len(c.Moves), Data: json.RawMessage(m.Data), ID: m.Header.Get(wire.MoveIDHeader)})
		default:
			c.Moves = append(c.Moves, json.RawMessage(m.Data))
			c.IDs = append(c.IDs, m.Header.Get(wire.MoveIDHeader))
			c.Times = append(c.Times, writtenAt(m))
			c.TimeUps = append(c.TimeUps, m.Header.Get(ByHeader) == ByTimeUp)
		}
		if m.Sequence >= last.Sequence {
			c.LastWrite = m.Time
			break
		}
		seq = m.Sequence + 1
	}
	h.Record.Moves = nil
	return &Log{js: js, subject: subject, last: last.Sequence, moves: len(c.Moves), next: place}, c, nil
}

// writtenAt is when m was written: its AtHeader, else the stream's time.
func writtenAt(m *jetstream.RawStreamMsg) time.Time {
	if ms, err := strconv.ParseInt(m.Header.Get(AtHeader), 10, 64); err == nil {
		return time.UnixMilli(ms)
	}
	return m.Time
}

// Peek reads only a table's header and whether its game is over, or the
// table closed (its last message is an EntryEnd): what a server needs to
// know of a table it does not load.
func Peek(ctx context.Context, js jetstream.JetStream, code string) (h Header, finished bool, err error) {
	s, err := js.Stream(ctx, wire.LogStream)
	if err != nil {
		return h, false, fmt.Errorf("cannot reach the tables' stream: %w", err)
	}
	subject := wire.Log(code)
	last, err := s.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return h, false, ErrNoTable
	}
	if err != nil {
		return h, false, fmt.Errorf("cannot read table %s's log: %w", code, err)
	}
	m, err := s.GetMsg(ctx, 1, jetstream.WithGetMsgSubject(subject))
	if err != nil {
		return h, false, fmt.Errorf("cannot read table %s's header: %w", code, err)
	}
	if err := rules.DecodeStrict(m.Data, &h); err != nil {
		return h, false, fmt.Errorf("table %s's header is unreadable: %v", code, err)
	}
	if h.Version != HeaderVersion {
		return h, false, fmt.Errorf("table %s's header is version %d; this server reads %d", code, h.Version, HeaderVersion)
	}
	return h, last.Header.Get(EntryHeader) == EntryEnd, nil
}

// Append writes the table's next move, with the id its seat gave it
// ("" for none), only if nothing was written to the table since this Log
// last wrote or read it; otherwise it writes nothing and returns
// ErrFenced.
func (l *Log) Append(ctx context.Context, move json.RawMessage, id string) error {
	m := nats.NewMsg(l.subject)
	m.Data = move
	if id != "" {
		m.Header.Set(wire.MoveIDHeader, id)
	}
	return l.appendMove(ctx, m)
}

// AppendTimeUp writes the move the table played for a seat whose time
// ran out, marked so (ByHeader), fenced like Append.
func (l *Log) AppendTimeUp(ctx context.Context, move json.RawMessage) error {
	m := nats.NewMsg(l.subject)
	m.Data = move
	m.Header.Set(ByHeader, ByTimeUp)
	return l.appendMove(ctx, m)
}

// appendMove writes the move m holds.
func (l *Log) appendMove(ctx context.Context, m *nats.Msg) error {
	if err := l.write(ctx, m); err != nil {
		return fmt.Errorf("cannot write move %d to the table's log: %w", l.moves+1, err)
	}
	l.moves++
	return nil
}

// AppendEntry writes a side entry of kind with data (JSON), and the id its
// seat gave it ("" for none), fenced like Append.
func (l *Log) AppendEntry(ctx context.Context, kind string, data any, id string) error {
	m := nats.NewMsg(l.subject)
	var err error
	if m.Data, err = json.Marshal(data); err != nil {
		return fmt.Errorf("the table's %s entry does not encode: %w", kind, err)
	}
	m.Header.Set(EntryHeader, kind)
	if id != "" {
		m.Header.Set(wire.MoveIDHeader, id)
	}
	if err := l.write(ctx, m); err != nil {
		return fmt.Errorf("cannot write a %s entry to the table's log: %w", kind, err)
	}
	return nil
}

// write publishes m at the log's next place, fenced on the table's last
// message; ErrFenced (not wrapped by the callers' words) when another
// writer came first.
func (l *Log) write(ctx context.Context, m *nats.Msg) error {
	m.Header.Set(IndexHeader, strconv.Itoa(l.next))
	if l.now != nil {
		m.Header.Set(AtHeader, strconv.FormatInt(l.now().UnixMilli(), 10))
	}
	ack, err := l.js.PublishMsg(ctx, m, jetstream.WithExpectStream(wire.LogStream), jetstream.WithExpectLastSequencePerSubject(l.last))
	if err != nil {
		if isWrongLast(err) {
			return ErrFenced
		}
		return err
	}
	l.last = ack.Sequence
	l.next++
	return nil
}

// Moves is how many moves the log holds.
func (l *Log) Moves() int { return l.moves }

// Current checks that nothing was written to the table since this Log
// last wrote or read it: ErrFenced when another writer has, another
// error when the log cannot be read now. A writer that answers without
// writing (a move refused) asks first: a stale one must not answer.
func (l *Log) Current(ctx context.Context) error {
	s, err := l.js.Stream(ctx, wire.LogStream)
	if err != nil {
		return fmt.Errorf("cannot reach the tables' stream: %w", err)
	}
	last, err := s.GetLastMsgForSubject(ctx, l.subject)
	if err != nil {
		return fmt.Errorf("cannot read the table's log: %w", err)
	}
	if last.Sequence != l.last {
		return ErrFenced
	}
	return nil
}

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
