package lobby

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/authority"
	"cifra/online/wire"
)

// TurnBucket holds, per table in play, whom it waits for and until when
// (authority.Waiting): a player's list of tables says from it whose turn
// it is on every device, whichever lobby answers (wire's "Tables over
// days").
const TurnBucket = "CIFRA_TURNS"

// turnEntry is a table's entry in TurnBucket.
type turnEntry struct {
	Seats    []int    `json:"seats"`
	Names    []string `json:"names"`
	Deadline int64    `json:"deadline,omitempty"` // Unix milliseconds; 0: no clock
}

// turnNews are the waits the authorities served here told, not yet
// written: the latest per table, written in the background by one
// goroutine so that an authority, which tells them under its lock, never
// waits for the bucket, and a table's later wait is never overwritten
// by an earlier one.
type turnNews struct {
	mu      sync.Mutex
	pending map[string]authority.Waiting
	wake    chan struct{}
}

func newTurnNews() *turnNews {
	return &turnNews{pending: map[string]authority.Waiting{}, wake: make(chan struct{}, 1)}
}

// tell notes table code's wait, to be written.
func (n *turnNews) tell(code string, w authority.Waiting) {
	n.mu.Lock()
	n.pending[code] = w
	n.mu.Unlock()
	select {
	case n.wake <- struct{}{}:
	default:
	}
}

// take is every wait noted since the last take.
func (n *turnNews) take() map[string]authority.Waiting {
	n.mu.Lock()
	defer n.mu.Unlock()
	p := n.pending
	n.pending = map[string]authority.Waiting{}
	return p
}

// writeTurns writes the waits told until the lobby closes.
func (l *Lobby) writeTurns() {
	for {
		select {
		case <-l.quit:
			return
		case <-l.turns.wake:
		}
		for code, w := range l.turns.take() {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			err := l.putTurn(ctx, code, w)
			cancel()
			if err != nil {
				l.cfg.Logf("table %s: whose turn it is was not written: %v", code, err)
			}
		}
	}
}

// putTurn writes one table's wait; a table that waits for nobody (over,
// or waiting for bots) leaves the bucket.
func (l *Lobby) putTurn(ctx context.Context, code string, w authority.Waiting) error {
	if len(w.Seats) == 0 {
		err := l.turnKV.Delete(ctx, code)
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			return nil
		}
		return err
	}
	e := turnEntry{Seats: w.Seats, Names: w.Names}
	if !w.Deadline.IsZero() {
		e.Deadline = w.Deadline.UnixMilli()
	}
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	_, err = l.turnKV.Put(ctx, code, data)
	return err
}

// turnOf reads table code's wait into t, the player's seat there.
func (l *Lobby) turnOf(ctx context.Context, t *wire.MyTable) {
	kv, err := l.turnKV.Get(ctx, t.Table)
	if err != nil {
		return
	}
	var e turnEntry
	if json.Unmarshal(kv.Value(), &e) != nil {
		return
	}
	t.Turn = slices.Contains(e.Seats, t.Seat)
	t.Awaiting, t.DeadlineMs = e.Names, e.Deadline
}

// byTurn orders a player's tables: those waiting for the player first,
// the soonest deadline first; then the others in play or waiting; those
// over last. Otherwise the order stays.
func byTurn(a, b wire.MyTable) int {
	rank := func(t wire.MyTable) int {
		switch {
		case t.State == wire.TableOver:
			return 2
		case t.Turn:
			return 0
		}
		return 1
	}
	if c := cmp.Compare(rank(a), rank(b)); c != 0 || !a.Turn {
		return c
	}
	deadline := func(t wire.MyTable) int64 { // no clock: after every clock
		if t.DeadlineMs == 0 {
			return 1 << 62
		}
		return t.DeadlineMs
	}
	return cmp.Compare(deadline(a), deadline(b))
}
