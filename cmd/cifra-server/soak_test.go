package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

var (
	soakTables = flag.Int("soak.tables", 1000, "tables BenchmarkClusterSoak keeps in play at once")
	soakSeats  = flag.Int("soak.seats", 2, "seats at each soak table, each a connection played by Knister's easy bot")
	soakFor    = flag.Duration("soak.for", 60*time.Second, "how long the soak plays, once its tables are seated")
	soakPace   = flag.Duration("soak.pace", time.Second, "a soak seat's thinking time per move, on average (between half and one and a half times it)")
	soakLease  = flag.Duration("soak.lease", 0, "the soak nodes' -lease (0: the server's default)")
	soakKill   = flag.Bool("soak.kill", true, "kill node b (it hosts tables) with SIGKILL halfway through the soak")
)

// soakTable is one table of the soak, as its seats saw it.
type soakTable struct {
	code, host string
	mu         sync.Mutex
	outs       []time.Time // when seat 0 got each update, by seq-1
	ended      bool
}

// moved notes that update seq reached seat 0 at.
func (t *soakTable) moved(seq int, at time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.outs) < seq {
		t.outs = append(t.outs, time.Time{})
	}
	if t.outs[seq-1].IsZero() {
		t.outs[seq-1] = at
	}
}

// soakAck is one move's answer, as its seat timed it.
type soakAck struct {
	at   time.Time
	took time.Duration
}

// soakRun is what a soak keeps while it runs.
type soakRun struct {
	tb    testing.TB
	nodes []*node
	alive []*node // those not killed

	mu     sync.Mutex
	tables []*soakTable
	acks   []soakAck
	errs   []error
	failed atomic.Int64 // requests for a table that failed (and were asked again)
}

func (r *soakRun) liveURLs() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var urls []string
	for _, n := range r.alive {
		urls = append(urls, n.url)
	}
	return urls
}

func (r *soakRun) fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, err)
}

// newTable asks one of the live nodes for a Knister table, as a guest of
// its own, again until one is made or ctx ends.
func (r *soakRun) newTable(ctx context.Context, slot int) (wire.CreateReply, error) {
	seats := make([]string, *soakSeats)
	for i := range seats {
		seats[i] = wire.Open
	}
	req, _ := json.Marshal(wire.CreateRequest{Game: "knister", Seats: seats})
	for attempt := 0; ; attempt++ {
		urls := r.liveURLs()
		url := urls[(slot+attempt)%len(urls)]
		reply, err := func() (wire.CreateReply, error) {
			id := "soak" + client.NewMoveID()[:16]
			nc, err := nats.Connect(url, nats.UserInfo(wire.Guest+id, ""), nats.CustomInboxPrefix(wire.GuestInbox(id)))
			if err != nil {
				return wire.CreateReply{}, err
			}
			defer nc.Close()
			try, cancel := context.WithTimeout(ctx, 30*time.Second)
			defer cancel()
			m, err := nc.RequestWithContext(try, wire.CreateSubject, req)
			if err != nil {
				return wire.CreateReply{}, err
			}
			var reply wire.CreateReply
			if err := json.Unmarshal(m.Data, &reply); err != nil {
				return wire.CreateReply{}, err
			}
			if reply.Error != "" {
				return wire.CreateReply{}, errors.New(reply.Error)
			}
			return reply, nil
		}()
		if err == nil {
			return reply, nil
		}
		r.failed.Add(1)
		select {
		case <-ctx.Done():
			return wire.CreateReply{}, ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

// open makes a table for slot, seats it and counts it among the soak's
// tables; ok is false when ctx ended first, or when its seats could not
// connect (an error of the soak's).
func (r *soakRun) open(ctx context.Context, slot int) (t *soakTable, seats []*client.Seat, ok bool) {
	reply, err := r.newTable(ctx, slot)
	if err != nil {
		return nil, nil, false
	}
	t = &soakTable{code: reply.Code, host: reply.Server}
	if seats, err = r.seat(ctx, slot, reply, t); err != nil {
		if ctx.Err() == nil {
			r.fail(fmt.Errorf("seating table %s: %w", reply.Code, err))
		}
		return nil, nil, false
	}
	r.mu.Lock()
	r.tables = append(r.tables, t)
	r.mu.Unlock()
	return t, seats, true
}

// seat connects a table's seats, each to a live node of its own (the
// next one when that one does not answer: it may have been killed).
func (r *soakRun) seat(ctx context.Context, slot int, reply wire.CreateReply, t *soakTable) ([]*client.Seat, error) {
	var seats []*client.Seat
	for s, cred := range reply.Seats {
		opt := client.Options{
			Answered: func(ack wire.Ack, took time.Duration) {
				if ack.Error == "" {
					r.mu.Lock()
					r.acks = append(r.acks, soakAck{time.Now(), took})
					r.mu.Unlock()
				}
			},
		}
		if s == 0 {
			opt.Capture = func(subject string, data []byte) {
				if !strings.HasSuffix(subject, ".out") {
					return
				}
				var u wire.Update
				if json.Unmarshal(data, &u) == nil && u.Seq > 0 {
					t.moved(u.Seq, time.Now())
				}
			}
		}
		var seat *client.Seat
		var err error
		for attempt := range 3 {
			urls := r.liveURLs()
			if seat, err = client.Dial(ctx, urls[(slot+s+attempt)%len(urls)], cred, opt); err == nil {
				break
			}
		}
		if err != nil {
			for _, done := range seats {
				done.Close()
			}
			return nil, err
		}
		seats = append(seats, seat)
	}
	return seats, nil
}

// play plays a table's seats at the soak's pace until its game ends or
// ctx does.
func (r *soakRun) play(ctx context.Context, slot int, seats []*client.Seat, t *soakTable) {
	var wg sync.WaitGroup
	for s, seat := range seats {
		inner := onlinetest.Knister(r.tb, s, "easy")
		think := rand.New(rand.NewPCG(uint64(slot), uint64(s)))
		decide := func(view json.RawMessage) (json.RawMessage, bool) {
			move, ok := inner(view)
			if ok {
				select {
				case <-ctx.Done():
				case <-time.After(*soakPace/2 + time.Duration(think.Int64N(int64(*soakPace)+1))):
				}
			}
			return move, ok
		}
		wg.Go(func() {
			end, err := seat.Play(ctx, decide, nil)
			if err != nil && ctx.Err() == nil {
				r.fail(fmt.Errorf("table %s seat %d: %w", t.code, s, err))
			}
			if end != nil && s == 0 {
				t.mu.Lock()
				t.ended = true
				t.mu.Unlock()
			}
		})
	}
	wg.Wait()
	for _, seat := range seats {
		seat.Close()
	}
}

// serversCPU sums the CPU seconds the nodes' /metrics say their
// processes used.
func serversCPU(b testing.TB, nodes []*node) float64 {
	var cpu float64
	for _, n := range nodes {
		cpu += scrape(b, n.http)["process_cpu_seconds_total"]
	}
	return cpu
}

// selfCPU is the CPU seconds this process used (its seats' clients).
func selfCPU(b testing.TB) float64 {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	families, err := reg.Gather()
	if err != nil {
		b.Logf("this process's CPU is not known here: %v", err)
		return 0
	}
	for _, f := range families {
		if f.GetName() == "process_cpu_seconds_total" && len(f.GetMetric()) > 0 {
			return f.GetMetric()[0].GetCounter().GetValue()
		}
	}
	return 0
}

// memory sums what the nodes' /metrics say of their memory: resident
// set and Go heap in use, in bytes.
func memory(b testing.TB, nodes []*node) (rss, heap float64) {
	for _, n := range nodes {
		m := scrape(b, n.http)
		rss += m["process_resident_memory_bytes"]
		heap += m["go_memstats_heap_inuse_bytes"]
	}
	return rss, heap
}

// BenchmarkClusterSoak runs a cluster of three cifra-server processes on
// 127.0.0.1 (all hosting tables; R3) and keeps -soak.tables Knister
// tables in play on it at a human pace for -soak.for: each seat is its
// own connection, to one node or another, played by Knister's easy bot
// thinking -soak.pace a move; a table whose game ends is replaced by a
// new one. Halfway through, node b is killed with SIGKILL. It prints
// moves a second, the seats' ack latency (median and 99th percentile,
// before the kill and over the whole soak), the memory a table takes on
// the servers, and how long the tables b hosted waited for their next
// move after the kill. Figures, never verdicts: run it with -benchtime 1x
// (make bench does).
func BenchmarkClusterSoak(b *testing.B) {
	var lines []string
	for b.Loop() {
		lines = clusterSoak(b)
	}
	for _, l := range lines {
		fmt.Println("soak:", l)
	}
}

func clusterSoak(b *testing.B) []string {
	var out []string
	say := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	common := []string{"-guest-tables", "0", "-host-tables", "0", "-guest-rate", "0", "-max-tables", "0"}
	lease := "the default"
	if *soakLease > 0 {
		common = append(common, "-lease", soakLease.String())
		lease = soakLease.String()
	}
	nodes := startCluster(b, buildServer(b), common, nil, nil, nil)
	r := &soakRun{tb: b, nodes: nodes, alive: slices.Clone(nodes)}
	rss0, heap0 := memory(b, nodes)

	// Every table made and seated before the clock starts.
	setup := time.Now()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type slotStart struct {
		table *soakTable
		seats []*client.Seat
	}
	starts := make([]slotStart, *soakTables)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range 32 {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(starts) || ctx.Err() != nil {
					return
				}
				if t, seats, ok := r.open(ctx, i); ok {
					starts[i] = slotStart{t, seats}
				}
			}
		})
	}
	wg.Wait()
	seated := len(r.tables)
	rss1, heap1 := memory(b, nodes)
	say("%d Knister tables of %d seats made and seated in %v on 3 nodes (R3, lease %s); %d requests for a table failed and were asked again",
		seated, *soakSeats, time.Since(setup).Round(100*time.Millisecond), lease, r.failed.Load())
	say("memory per table, servers only (3 processes together, over %d tables seated): %.0f KiB resident, %.0f KiB Go heap in use",
		seated, (rss1-rss0)/float64(max(seated, 1))/1024, (heap1-heap0)/float64(max(seated, 1))/1024)

	// The soak: every slot plays its table, then a new one, until the end.
	start := time.Now()
	end := start.Add(*soakFor)
	play, stopPlay := context.WithDeadline(ctx, end)
	defer stopPlay()
	var playing sync.WaitGroup
	for i, s := range starts {
		if s.seats == nil {
			continue
		}
		playing.Go(func() {
			r.play(play, i, s.seats, s.table)
			for play.Err() == nil {
				if t, seats, ok := r.open(play, i); ok {
					r.play(play, i, seats, t)
				}
			}
		})
	}
	cpu0, self0 := serversCPU(b, nodes), selfCPU(b)
	var killed time.Time
	atKill := map[*soakTable]int{}
	cpuWindow := func() {
		took := time.Since(start).Seconds()
		say("CPU, %v into the soak: the three servers used %.2f cores, this benchmark's seats %.2f (of the machine's %d)",
			time.Since(start).Round(time.Second), (serversCPU(b, nodes)-cpu0)/took, (selfCPU(b)-self0)/took, runtime.NumCPU())
	}
	if *soakKill {
		time.Sleep(time.Until(start.Add(*soakFor / 2)))
		cpuWindow()
		victim := nodes[1]
		r.mu.Lock()
		r.alive = slices.DeleteFunc(r.alive, func(n *node) bool { return n == victim })
		killed = time.Now()
		if err := victim.cmd.Process.Kill(); err != nil {
			b.Fatal(err)
		}
		for _, t := range r.tables {
			t.mu.Lock()
			if t.host == victim.name && !t.ended {
				atKill[t] = len(t.outs)
			}
			t.mu.Unlock()
		}
		r.mu.Unlock()
	}
	if !*soakKill {
		time.Sleep(time.Until(end.Add(-time.Second)))
		cpuWindow()
	}
	playing.Wait()
	elapsed := time.Since(start)
	rss2, heap2 := memory(b, r.alive)

	// Moves: the updates seat 0 of each table saw during the soak.
	r.mu.Lock()
	defer r.mu.Unlock()
	moves, movesBeforeKill := 0, 0
	for _, t := range r.tables {
		t.mu.Lock()
		for _, at := range t.outs {
			if !at.IsZero() && !at.Before(start) && !at.After(end) {
				moves++
				if !killed.IsZero() && at.Before(killed) {
					movesBeforeKill++
				}
			}
		}
		t.mu.Unlock()
	}
	var all, beforeKill []time.Duration
	for _, a := range r.acks {
		if a.at.Before(start) || a.at.After(end) {
			continue
		}
		all = append(all, a.took)
		if killed.IsZero() || a.at.Before(killed) {
			beforeKill = append(beforeKill, a.took)
		}
	}
	slices.Sort(all)
	slices.Sort(beforeKill)
	movesPerSecond := float64(moves) / elapsed.Seconds()
	say("%d moves in %v: %.0f moves/s (every move the tables played; %.0f seats' moves acknowledged/s; at -soak.pace the seats would make about %.0f/s)",
		moves, elapsed.Round(time.Second), movesPerSecond, float64(len(all))/elapsed.Seconds(), float64(*soakTables**soakSeats)/(soakPace.Seconds()*roundPace(*soakSeats)))
	if !killed.IsZero() {
		say("before the kill: %.0f moves/s; ack latency at the seats p50 %v, p99 %v (%d moves)",
			float64(movesBeforeKill)/killed.Sub(start).Seconds(), quantile(beforeKill, 0.5), quantile(beforeKill, 0.99), len(beforeKill))
	}
	say("ack latency at the seats, whole soak: p50 %v, p99 %v (%d moves)", quantile(all, 0.5), quantile(all, 0.99), len(all))
	b.ReportMetric(movesPerSecond, "moves/s")
	b.ReportMetric(float64(quantile(all, 0.5).Microseconds())/1000, "ack-p50-ms")
	b.ReportMetric(float64(quantile(all, 0.99).Microseconds())/1000, "ack-p99-ms")
	b.ReportMetric((rss1-rss0)/float64(max(seated, 1))/1024, "KiB-rss/table")
	say("memory after the soak, the surviving nodes: %.0f MiB resident, %.0f MiB Go heap in use (%.0f and %.0f before the tables, all three nodes)",
		rss2/(1<<20), heap2/(1<<20), rss0/(1<<20), heap0/(1<<20))

	if !killed.IsZero() {
		var handOver []time.Duration
		stalled := 0
		for t, n := range atKill {
			t.mu.Lock()
			var first time.Time
			for seq := n + 1; seq <= len(t.outs); seq++ {
				if at := t.outs[seq-1]; !at.IsZero() && at.After(killed) && (first.IsZero() || at.Before(first)) {
					first = at
				}
			}
			t.mu.Unlock()
			if first.IsZero() {
				stalled++
				continue
			}
			handOver = append(handOver, first.Sub(killed))
		}
		slices.Sort(handOver)
		var takenOver, rebuilds, rebuilding float64
		for _, n := range r.alive {
			m := scrape(b, n.http)
			takenOver += m["cifra_handovers_total"]
			rebuilds += m["cifra_handover_rebuild_seconds_count"]
			rebuilding += m["cifra_handover_rebuild_seconds_sum"]
		}
		if len(handOver) == 0 {
			say("node b killed %v into the soak, hosting %d tables in play: none moved again before the soak ended (a longer -soak.for, or a shorter -soak.lease)",
				killed.Sub(start).Round(time.Second), len(atKill))
		} else {
			say("node b killed %v into the soak, hosting %d tables in play: next move after the kill p50 %v, p99 %v, last %v; %d tables did not move again before the soak ended",
				killed.Sub(start).Round(time.Second), len(atKill), quantile(handOver, 0.5), quantile(handOver, 0.99), quantile(handOver, 1), stalled)
		}
		say("the survivors took over %.0f tables, rebuilding each from its log in %.0f ms on average (/metrics)",
			takenOver, rebuilding/max(rebuilds, 1)*1000)
		if len(handOver) > 0 {
			b.ReportMetric(quantile(handOver, 0.5).Seconds(), "handover-p50-s")
			b.ReportMetric(quantile(handOver, 1).Seconds(), "handover-max-s")
		}
	}
	if n := r.failed.Load(); n > 0 {
		say("%d requests for a table failed and were asked again (a node killed, or a lobby busy)", n)
	}
	if len(r.errs) > 0 {
		say("%d seats stopped on an error, or tables could not be seated; the first: %v", len(r.errs), r.errs[0])
	}
	return out
}

// roundPace is how many -soak.pace a Knister roll takes on average at a
// table of seats seats: every seat places before the next roll, so the
// slowest of their thinking times, each uniform between half and one and
// a half -soak.pace.
func roundPace(seats int) float64 {
	return 0.5 + float64(seats)/float64(seats+1)
}

// quantile is the q-quantile of sorted durations, rounded for printing.
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	d := sorted[min(int(q*float64(len(sorted))), len(sorted)-1)]
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
