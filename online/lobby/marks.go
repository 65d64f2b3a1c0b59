package lobby

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/tablelog"
	"cifra/online/wire"
)

// MarkBucket holds how far the tables' stream had been written (key
// markKey: its last message's sequence, and when a lobby saw it). A
// stream found ending before its mark lost messages from the server's
// store — a damaged file that JetStream read back cut short, or a disk
// lost — and JetStream does not say so: the lobby does (checkStream). A
// mark is written every third of a lease: what was written after the
// last mark and lost is told when a seat that saw it comes back
// (authority's damage.go).
const MarkBucket = "CIFRA_MARKS"

const markKey = "tables"

// streamMark is how far the tables' stream was written.
type streamMark struct {
	Last uint64    `json:"last"`
	At   time.Time `json:"at"`
}

// errorf tells the operator what must be known.
func (l *Lobby) errorf(format string, args ...any) {
	if l.cfg.Errorf != nil {
		l.cfg.Errorf(format, args...)
		return
	}
	l.cfg.Logf(format, args...)
}

// lastSeq is the tables' stream's last message's sequence.
func (l *Lobby) lastSeq(ctx context.Context) (uint64, error) {
	s, err := l.js.Stream(ctx, wire.LogStream)
	if err != nil {
		return 0, err
	}
	info, err := s.Info(ctx)
	if err != nil {
		return 0, err
	}
	return info.State.LastSeq, nil
}

// readMark is the stream's mark; zero when none was written.
func (l *Lobby) readMark(ctx context.Context) (streamMark, uint64, error) {
	var m streamMark
	e, err := l.marks.Get(ctx, markKey)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return m, 0, nil
	}
	if err != nil {
		return m, 0, err
	}
	if err := json.Unmarshal(e.Value(), &m); err != nil {
		return m, e.Revision(), fmt.Errorf("the stream's mark is unreadable: %w", err)
	}
	return m, e.Revision(), nil
}

// mark writes how far the tables' stream has been written, when it went
// further than its mark (or, with reset, whatever it is now).
func (l *Lobby) mark(ctx context.Context, reset bool) {
	last, err := l.lastSeq(ctx)
	if err != nil {
		return
	}
	m, rev, err := l.readMark(ctx)
	if err != nil && !reset || !reset && last <= m.Last {
		return
	}
	data, _ := json.Marshal(streamMark{Last: last, At: time.Now().UTC()})
	if rev == 0 {
		_, _ = l.marks.Create(ctx, markKey, data)
	} else {
		_, _ = l.marks.Update(ctx, markKey, data, rev) // another lobby's newer mark wins
	}
}

// checkStream compares the tables' stream with its mark as the server
// starts, and tells the operator what was lost: how many messages, and
// which tables in play may have lost moves (each is closed as damaged
// when one of its seats comes back having seen more than its log holds,
// and at once when its log misses a message in its middle).
func (l *Lobby) checkStream(ctx context.Context) {
	m, _, err := l.readMark(ctx)
	if err != nil {
		l.errorf("cannot check the tables' stream against its mark: %v", err)
		return
	}
	last, err := l.lastSeq(ctx)
	if err != nil || last >= m.Last {
		l.mark(ctx, false)
		return
	}
	var open []string
	for code := range mustKeys(ctx, l.open) {
		if _, finished, err := tablelog.Peek(ctx, l.js, code); err == nil && !finished {
			open = append(open, code)
		}
	}
	slices.Sort(open)
	list := strings.Join(open, ", ")
	if len(open) > 20 {
		list = strings.Join(open[:20], ", ") + fmt.Sprintf(" and %d more", len(open)-20)
	}
	if list == "" {
		list = "none"
	}
	l.errorf("the tables' stream %s ends at message %d, but message %d had been written by %s: %d messages were lost from the server's store (a damaged file or disk). Tables in play that may have lost moves: %s. Each is closed as damaged once a seat comes back having seen more than its log holds.",
		wire.LogStream, last, m.Last, m.At.Format(time.RFC3339), m.Last-last, list)
	l.mark(ctx, true)
}

// mustKeys is kv's keys, none when they cannot be read.
func mustKeys(ctx context.Context, kv jetstream.KeyValue) map[string]bool {
	k, err := keys(ctx, kv)
	if err != nil {
		return nil
	}
	return k
}
