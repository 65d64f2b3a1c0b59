package kakuro

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"cifra/rules"
)

// decisionPositions are reachable positions for the hard bot's decision:
// every round of a few hard-bot games, each seat's hand filled up to 8
// tiles drawn from the box's action-tile mix.
func decisionPositions(tb testing.TB, games int) []*State {
	var out []*State
	mix := startingStock(0)
	for g := range games {
		seed := uint64(1000 + g)
		sim, err := Sim([]string{"hard", "hard", "hard"}, seed, nil)
		if err != nil {
			tb.Fatal(err)
		}
		rng := rules.NewRand(seed, 99)
		_, err = Replay(sim.Record, func(int, Move, []Event) {})
		if err != nil {
			tb.Fatal(err)
		}
		// Walk the record again, keeping the state before each move.
		cfg, _ := ConfigFromRecord(sim.Record)
		s, _ := New(cfg)
		for _, raw := range sim.Record.Moves {
			pos := s.Clone()
			for p := range pos.hands {
				for len(pos.hands[p]) < 8 {
					pos.hands[p] = append(pos.hands[p], mix[rng.IntN(len(mix))])
				}
			}
			out = append(out, pos)
			m, _ := DecodeMove(raw)
			if _, err := s.Apply(m); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkHardDecision times the hard bot's full decision (Best with
// every use) on reachable boards with 8-tile hands, and reports the 50th
// and 99th percentile and the maximum of one decision in milliseconds:
// wall time, and (on Linux) the thread's CPU time, which a busy shared
// machine does not inflate.
func BenchmarkHardDecision(b *testing.B) {
	positions := decisionPositions(b, 20)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var wall, cpu []time.Duration
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := positions[i%len(positions)]
		seat := i % s.Players()
		c0, okCPU := threadCPU()
		start := time.Now()
		Best(s, seat, AllFeatures)
		wall = append(wall, time.Since(start))
		if c1, ok := threadCPU(); ok && okCPU {
			cpu = append(cpu, time.Duration(c1-c0))
		}
	}
	report := func(times []time.Duration, unit string) {
		if len(times) == 0 {
			return
		}
		slices.Sort(times)
		pct := func(p int) float64 { return float64(times[min(len(times)-1, len(times)*p/100)]) / 1e6 }
		b.ReportMetric(pct(50), "p50-"+unit)
		b.ReportMetric(pct(99), "p99-"+unit)
		b.ReportMetric(float64(times[len(times)-1])/1e6, "max-"+unit)
	}
	report(wall, "ms")
	report(cpu, "cpu-ms")
}
