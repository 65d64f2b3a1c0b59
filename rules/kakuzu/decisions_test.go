package kakuzu

import (
	"slices"
	"testing"
	"time"
)

// BenchmarkBotDecisions times every bot decision over whole two-seat games
// between two bots of one level: each iteration is a game (the i-th on
// seed i, so `-benchtime 200x` plays the same 200 games natively and in
// WebAssembly), and the decisions' percentiles come out as metrics:
// p50-ms, p99-ms and max-ms, with decisions/op per game. Sub-benchmarks
// are the levels in the classic variant, then the hard bot in the other
// variants. scripts/bench.sh runs it natively for every level and under
// node (GOOS=js GOARCH=wasm) for the hard bot.
func BenchmarkBotDecisions(b *testing.B) {
	type run struct {
		level   Level
		variant Variant
	}
	runs := []run{{Easy, Classic}, {Normal, Classic}, {Hard, Classic}, {Hard, SameDigit}, {Hard, NoBag}}
	for _, r := range runs {
		name := string(r.level)
		if r.variant != Classic {
			name += "-" + string(r.variant)
		}
		b.Run(name, func(b *testing.B) {
			var times []time.Duration
			games := uint64(0)
			for b.Loop() {
				games++
				s, err := New(Config{Players: players(2), Seed: games, Variant: r.variant})
				if err != nil {
					b.Fatal(err)
				}
				bots := make([]*Bot, 2)
				for i := range bots {
					bots[i], _ = NewBot(string(r.level), games, i)
				}
				_, err = PlayBots(s, bots, func(decide func()) {
					start := time.Now()
					decide()
					times = append(times, time.Since(start))
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			reportDecisions(b, times, int(games))
		})
	}
}

// reportDecisions adds the decision times' percentiles (nearest rank, as
// `referee sim` reads them) to a benchmark's line.
func reportDecisions(b *testing.B, times []time.Duration, games int) {
	if len(times) == 0 {
		return
	}
	slices.Sort(times)
	ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
	b.ReportMetric(float64(len(times))/float64(games), "decisions/op")
	b.ReportMetric(ms(nearestRank(times, 50)), "p50-ms")
	b.ReportMetric(ms(nearestRank(times, 99)), "p99-ms")
	b.ReportMetric(ms(times[len(times)-1]), "max-ms")
}

// nearestRank is the p-th percentile of sorted values, nearest rank.
func nearestRank(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(0, min(i-1, len(sorted)-1))]
}
