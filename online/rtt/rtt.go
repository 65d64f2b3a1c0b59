// Package rtt times one seat's round trips to an online table, over
// whatever connection the seat's client makes (package client: nats.go on
// the desktop, the NATS JavaScript client in a browser): a move sent on
// the seat's In subject until its Ack comes back, and until the move's
// Update arrives on the table's Out subject; and, on the same connection
// for comparison, a catch-up request answered by the table's authority
// from memory (no rules, no log write) and a bare NATS round trip to the
// server (PING → PONG, where the connection can time one).
//
// The seat plays Knister tables of one seat, with Knister's easy bot,
// one table after another until it has made the moves asked for; the
// tables are made as a guest would make them (client.Create). It gives
// figures, never verdicts: timing depends on the machine. The server must
// let a seat send as fast as it answers (cifra-server -seat-rate 0) and
// a guest make a table per 25 moves (-guest-tables 0 -host-tables 0
// -guest-rate 0, or enough).
//
// make bench runs it natively (cmd/cifra-server's BenchmarkRoundTrip)
// and in headless Chromium (wasm/e2e/online-rtt.mjs).
package rtt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"cifra/online/client"
	"cifra/online/transport"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// MaxMoves is the most moves one Run times.
const MaxMoves = 100_000

// Config is what one Run times.
type Config struct {
	// Moves is how many of the seat's moves to time, 1 to MaxMoves.
	Moves int
	// Bare is how many catch-up requests and NATS pings to time (each),
	// after the moves, over the last table's connection; 0: as many as
	// Moves, -1: none.
	Bare int
}

// Stats sums up round trips.
type Stats struct {
	N             int
	P50, P99, Max time.Duration
}

// Summarize sums up round trips: how many, the median, the 99th
// percentile (nearest rank) and the longest.
func Summarize(ds []time.Duration) Stats {
	if len(ds) == 0 {
		return Stats{}
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return Stats{N: len(s), P50: rank(s, 0.50), P99: rank(s, 0.99), Max: s[len(s)-1]}
}

// rank is the q-quantile of sorted by nearest rank: the smallest value
// with at least q of them at or below it.
func rank(sorted []time.Duration, q float64) time.Duration {
	i := int(q*float64(len(sorted))+0.999999) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

func (s Stats) String() string {
	if s.N == 0 {
		return "none timed"
	}
	return fmt.Sprintf("n=%d p50=%s p99=%s max=%s", s.N, ms(s.P50), ms(s.P99), ms(s.Max))
}

// ms writes d in milliseconds, to the microsecond.
func ms(d time.Duration) string { return fmt.Sprintf("%.3fms", float64(d.Microseconds())/1000) }

// Result is what a Run timed.
type Result struct {
	// Ack is from a move's sending to its Ack; Update to its Update on
	// the table's Out subject.
	Ack, Update Stats
	// Sync is a catch-up request's round trip (request/reply, answered by
	// the authority from memory); Ping a bare NATS round trip to the
	// server (none where the connection cannot time one).
	Sync, Ping Stats
	// Tables is how many tables the seat played at.
	Tables int
	// Elapsed is the whole run's time, tables' making included.
	Elapsed time.Duration
}

// Lines are the result in words, one figure a line.
func (r Result) Lines() []string {
	return []string{
		"move → ack:                 " + r.Ack.String(),
		"move → its update (Out):    " + r.Update.String(),
		"catch-up request/reply:     " + r.Sync.String(),
		"NATS ping (PING → PONG):    " + r.Ping.String(),
		fmt.Sprintf("%d moves at %d one-seat Knister tables in %s", r.Ack.N, r.Tables, r.Elapsed.Round(time.Millisecond)),
	}
}

// Run plays cfg.Moves moves of one seat at the server at url (nats:// or
// ws://) and times them. A refused move, or a move whose Update never
// comes, is an error.
func Run(ctx context.Context, url string, cfg Config) (Result, error) {
	if cfg.Moves < 1 || cfg.Moves > MaxMoves {
		return Result{}, fmt.Errorf("rtt: times 1 to %d moves, not %d", MaxMoves, cfg.Moves)
	}
	if cfg.Bare < -1 {
		return Result{}, fmt.Errorf("rtt: Bare is -1 (none), 0 (as many as the moves) or a count, not %d", cfg.Bare)
	}
	if url == "" {
		return Result{}, errors.New("rtt: no server's URL")
	}
	bare := cfg.Bare
	if bare == 0 {
		bare = cfg.Moves
	}
	start := time.Now()
	var r Result
	var acks, updates []time.Duration
	for len(acks) < cfg.Moves {
		t, err := play(ctx, url, cfg.Moves-len(acks))
		if err != nil {
			return Result{}, err
		}
		r.Tables++
		acks = append(acks, t.acks...)
		updates = append(updates, t.updates...)
		if len(acks) < cfg.Moves {
			t.seat.Close()
			continue
		}
		if bare > 0 {
			r.Sync, r.Ping, err = bareTrips(ctx, t.seat, bare)
		}
		t.seat.Close()
		if err != nil {
			return Result{}, err
		}
	}
	r.Ack, r.Update, r.Elapsed = Summarize(acks), Summarize(updates), time.Since(start)
	return r, nil
}

// table is one table's timings.
type table struct {
	seat  *client.Seat
	out   string
	mu    sync.Mutex
	sent  map[int]time.Time // a move's first sending, by its seq
	came  map[int]time.Time // an update's arrival, by its seq
	acks  []time.Duration   // each move's, as answered
	err   error             // the first refusal
	moved chan struct{}     // an update came

	updates []time.Duration // each move's to its update, once collected
}

func (t *table) capture(subject string, data []byte) {
	now := time.Now()
	if subject != t.out {
		return
	}
	var u wire.Update
	if json.Unmarshal(data, &u) != nil {
		return
	}
	t.mu.Lock()
	if _, ok := t.came[u.Seq]; !ok {
		t.came[u.Seq] = now
	}
	t.mu.Unlock()
	select {
	case t.moved <- struct{}{}:
	default:
	}
}

func (t *table) answered(ack wire.Ack, took time.Duration) {
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	if ack.Error != "" {
		if t.err == nil {
			t.err = fmt.Errorf("rtt: a move was refused: %s (%s)", ack.Error, ack.Code)
		}
		return
	}
	t.acks = append(t.acks, took)
	t.sent[ack.Seq] = now.Add(-took)
}

// play makes a one-seat Knister table and plays up to moves moves at it
// (the whole game, 25, at most), timing each; the seat is left open.
func play(ctx context.Context, url string, moves int) (*table, error) {
	made, err := client.Create(ctx, url, wire.CreateRequest{Game: knister.GameName, Seats: []string{wire.Open}})
	if err != nil {
		return nil, fmt.Errorf("rtt: no table: %w", err)
	}
	if len(made.Seats) != 1 {
		return nil, fmt.Errorf("rtt: the table %s came with %d seats' credentials, not 1", made.Code, len(made.Seats))
	}
	t := &table{out: wire.Out(made.Code), sent: map[int]time.Time{}, came: map[int]time.Time{}, moved: make(chan struct{}, 1)}
	t.seat, err = client.Dial(ctx, url, made.Seats[0], client.Options{Capture: t.capture, Answered: t.answered})
	if err != nil {
		return nil, fmt.Errorf("rtt: %w", err)
	}
	bot, err := knister.NewBot("easy", 1, 0)
	if err != nil {
		t.seat.Close()
		return nil, err
	}
	decide := func(raw json.RawMessage) (json.RawMessage, bool) {
		var v knister.View
		if json.Unmarshal(raw, &v) != nil || v.Finished || len(v.Placed) != 1 || v.Placed[0] {
			return nil, false
		}
		c := bot.Choose(v.Grids[0], v.Dice[0]+v.Dice[1], knister.Rounds-v.Round)
		return rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{c.R, c.C}}), true
	}
	_, err = t.seat.Play(ctx, decide, func(n int) bool { return n >= moves })
	if err == nil {
		t.mu.Lock()
		err = t.err
		t.mu.Unlock()
	}
	if err == nil {
		err = t.collect(ctx)
	}
	if err != nil {
		t.seat.Close()
		return nil, fmt.Errorf("rtt: at table %s: %w", made.Code, err)
	}
	return t, nil
}

// collect times each move to its update, waiting (a few seconds at most)
// for the updates still on their way.
func (t *table) collect(ctx context.Context) error {
	deadline := time.After(5 * time.Second)
	for {
		t.mu.Lock()
		missing := 0
		for seq := range t.sent {
			if _, ok := t.came[seq]; !ok {
				missing++
			}
		}
		t.mu.Unlock()
		if missing == 0 {
			break
		}
		select {
		case <-t.moved:
		case <-deadline:
			return fmt.Errorf("%d moves' updates never came", missing)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	seqs := make([]int, 0, len(t.sent))
	for seq := range t.sent {
		seqs = append(seqs, seq)
	}
	slices.Sort(seqs)
	for _, seq := range seqs {
		t.updates = append(t.updates, t.came[seq].Sub(t.sent[seq]))
	}
	return nil
}

// bareTrips times n catch-up requests and n NATS pings on seat's
// connection, one after another.
func bareTrips(ctx context.Context, seat *client.Seat, n int) (sync, ping Stats, err error) {
	ds := make([]time.Duration, 0, n)
	for range n {
		start := time.Now()
		if err := seat.Sync(ctx); err != nil {
			return Stats{}, Stats{}, fmt.Errorf("rtt: a catch-up request: %w", err)
		}
		ds = append(ds, time.Since(start))
	}
	sync = Summarize(ds)
	f, ok := seat.Conn().(transport.Flusher)
	if !ok {
		return sync, Stats{}, nil
	}
	ds = ds[:0]
	for range n {
		try, cancel := context.WithTimeout(ctx, 5*time.Second)
		start := time.Now()
		err := f.Flush(try)
		took := time.Since(start)
		cancel()
		if err != nil {
			return Stats{}, Stats{}, fmt.Errorf("rtt: a NATS ping: %w", err)
		}
		ds = append(ds, took)
	}
	return sync, Summarize(ds), nil
}
