// Package soak loads an online-table server with many tables at once —
// N Knister tables of four seats each, every seat its own NATS connection
// over loopback — at full speed or at a human pace, and measures what a
// server operator wants to know: moves per second, how long a move waits
// for its ack (median and 99th percentile) and the memory a table takes.
// It gives figures, never verdicts: timing depends on the machine.
//
// This soak runs one server inside the test's process; the soak of a
// cluster of server processes, with one killed halfway (make bench), is
// cmd/cifra-server's BenchmarkClusterSoak.
package soak

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// Config is one soak.
type Config struct {
	// Tables is how many tables play at once; Seats how many people sit
	// at each (4 when zero).
	Tables, Seats int
	// Pace is how long a seat thinks before each move, on average (it
	// waits between half and one and a half times it); 0 is full speed.
	Pace time.Duration
	// Rolls is how many Knister rolls each seat places (25, the whole
	// game, when zero).
	Rolls int
}

// Result is what a soak measured.
type Result struct {
	Moves   int
	Elapsed time.Duration
	// MovesPerSecond is Moves over Elapsed, the whole server's rate.
	MovesPerSecond float64
	// AckP50 and AckP99 are how long a move waited for its ack.
	AckP50, AckP99 time.Duration
	// TableBytes is the heap a table takes once created (its authority
	// and log state), SeatedBytes once its seats' connections are open
	// too (the clients run in the same process, so this counts both ends).
	TableBytes, SeatedBytes float64
	// Errors counts seats that stopped on an error.
	Errors int
}

// Run plays one soak on server s.
func Run(tb testing.TB, s *onlinetest.Server, cfg Config) Result {
	tb.Helper()
	if cfg.Seats == 0 {
		cfg.Seats = 4
	}
	if cfg.Rolls == 0 {
		cfg.Rolls = 25
	}
	seatKinds := make([]string, cfg.Seats)
	for i := range seatKinds {
		seatKinds[i] = wire.Open
	}
	base := heap()
	tables := make([]wire.CreateReply, cfg.Tables)
	for i := range tables {
		var err error
		if tables[i], err = s.Lobby.Create(onlinetest.Context(tb), wire.CreateRequest{Game: "knister", Seats: seatKinds}); err != nil {
			tb.Fatal(err)
		}
	}
	created := heap()

	var mu sync.Mutex
	var acks []time.Duration
	answered := func(_ wire.Ack, took time.Duration) {
		mu.Lock()
		acks = append(acks, took)
		mu.Unlock()
	}
	var seats []*client.Seat
	for _, t := range tables {
		for _, cred := range t.Seats {
			seats = append(seats, s.Dial(tb, cred, client.Options{Answered: answered}))
		}
	}
	seated := heap()
	defer func() {
		for _, seat := range seats {
			seat.Close()
		}
	}()

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	var wg sync.WaitGroup
	var errs int
	start := time.Now()
	for i, seat := range seats {
		decide := onlinetest.Knister(tb, i%cfg.Seats, "easy")
		if cfg.Pace > 0 {
			think := rand.New(rand.NewPCG(uint64(i), 7))
			inner := decide
			decide = func(view json.RawMessage) (json.RawMessage, bool) {
				move, ok := inner(view)
				if ok {
					time.Sleep(cfg.Pace/2 + time.Duration(think.Int64N(int64(cfg.Pace))))
				}
				return move, ok
			}
		}
		wg.Go(func() {
			_, err := seat.Play(ctx, decide, func(moves int) bool { return moves >= cfg.Rolls })
			if err != nil {
				tb.Log(err)
				mu.Lock()
				errs++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	r := Result{Elapsed: time.Since(start), Errors: errs}
	for _, t := range tables {
		r.Moves += s.Lobby.Authority(t.Code).Seq()
	}
	r.MovesPerSecond = float64(r.Moves) / r.Elapsed.Seconds()
	slices.Sort(acks)
	r.AckP50, r.AckP99 = quantile(acks, 0.50), quantile(acks, 0.99)
	r.TableBytes = float64(created-base) / float64(cfg.Tables)
	r.SeatedBytes = float64(seated-base) / float64(cfg.Tables)
	return r
}

// Report hands a soak's figures to a benchmark.
func Report(b *testing.B, r Result) {
	b.ReportMetric(r.MovesPerSecond, "moves/s")
	b.ReportMetric(float64(r.AckP50.Microseconds())/1000, "ack-p50-ms")
	b.ReportMetric(float64(r.AckP99.Microseconds())/1000, "ack-p99-ms")
	b.ReportMetric(r.TableBytes/1024, "KiB/table")
	b.ReportMetric(r.SeatedBytes/1024, "KiB/table+seats")
	b.ReportMetric(float64(r.Errors), "errors")
}

func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(int(q*float64(len(sorted))), len(sorted)-1)]
}

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
