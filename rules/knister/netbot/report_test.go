//go:build cifra_train

package netbot

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/rules/knister"
)

var reportGames = flag.Int("report", 0, "print each level's score distribution over this many solo games (0: skip)")

// TestLevelReport prints what `referee sim -bots L -games N -seeds R`
// plays (R: the range -seeds names, by default selection), with the
// figures the bots are judged by.
func TestLevelReport(t *testing.T) {
	if *reportGames == 0 {
		t.Skip("run with -report N")
	}
	for _, level := range knister.Levels() {
		var scores []int
		var times []time.Duration
		for i := range *reportGames {
			g, err := knister.Sim([]string{level}, evalSeeds.Seed(i))
			if err != nil {
				t.Fatal(err)
			}
			scores = append(scores, g.Scores[0])
			times = append(times, g.Decisions...)
		}
		slices.Sort(scores)
		slices.Sort(times)
		over80, over100 := 0, 0
		for _, s := range scores {
			if s > 80 {
				over80++
			}
			if s > 100 {
				over100++
			}
		}
		mean, p10, p50, p90 := summary(scores)
		n := float64(len(scores))
		t.Logf("%-6s mean %.2f ± %.2f median %d p10 %d p90 %d >80 %.1f%% >100 %.1f%% decision p50 %v p99 %v",
			level, mean, stderr(scores), p50, p10, p90, 100*float64(over80)/n, 100*float64(over100)/n,
			times[len(times)/2], times[len(times)*99/100])
	}
}

var (
	compareGames = flag.Int("compare", 0, "play the hard bot and the bots it could be (-comparebots) on this many games of -seeds, paired game by game (0: skip)")
	compareBots  = flag.String("comparebots", "hard,previous,greedy,previous-greedy", "with -compare, the bots (of hardVariants: hard, previous, greedy, previous-greedy, rollouts)")
)

// hardVariant is a way the hard bot could play, from the shipped model
// file's parts.
type hardVariant struct {
	about string
	// policy makes one goroutine's policy from the shipped model.
	policy func(m *model) policy
}

// hardVariants are the bots TestCompareHardBots can play. The model file
// holds two networks: the 806-512-256-128 one the hard bot plays by and
// the 806-256-32 one (its filter) that the hard bot played by until
// 2026-11-26, with the same lookahead and no filter.
var hardVariants = map[string]hardVariant{
	"hard": {"the hard bot as shipped: the large network, the lookahead through the filter", func(m *model) policy {
		s, f := m.net.newScratch(), newNetFilter(m.filter, hardLookahead.filterTop)
		return func(g *knister.Grid, v, _ int) knister.Cell { return m.lookaheadChoose(g, v, hardLookahead, s, f) }
	}},
	"previous": {"the hard bot until 2026-11-26: the 806-256-32 network (the filter) with the lookahead", func(m *model) policy {
		p := &model{w: m.w, net: m.filter}
		s := p.net.newScratch()
		return func(g *knister.Grid, v, _ int) knister.Cell { return p.lookaheadChoose(g, v, hardLookahead, s, nil) }
	}},
	"greedy": {"the large network, greedy (no lookahead)", func(m *model) policy {
		s := m.net.newScratch()
		return func(g *knister.Grid, v, _ int) knister.Cell { return m.netChoose(g, v, s) }
	}},
	"rollouts": {"the hard bot before the networks, and without one: rollouts over the line model", func(m *model) policy {
		p := &model{w: m.w}
		return func(g *knister.Grid, v, _ int) knister.Cell { return p.rolloutChoose(g, v) }
	}},
	"previous-greedy": {"the 806-256-32 network, greedy", func(m *model) policy {
		p := &model{w: m.w, net: m.filter}
		s := p.net.newScratch()
		return func(g *knister.Grid, v, _ int) knister.Cell { return p.netChoose(g, v, s) }
	}},
}

// TestCompareHardBots plays the games of `referee sim -game knister
// -games N -seeds R` (refereePlay; R by default selection, heldout for
// figures to report) by the hard bot and the bots it could be, and
// prints each one's mean with its standard error, its decision times,
// and its difference from every other game by game (the same dice, so
// the paired difference's standard error is far below either mean's).
// Run with -compare N [-comparebots hard,previous,...] [-seeds heldout].
func TestCompareHardBots(t *testing.T) {
	if *compareGames == 0 {
		t.Skip("run with -compare N")
	}
	m := hardModel()
	if m == nil || m.net == nil || m.filter == nil {
		t.Fatal("hard_model.bin lacks a network or its filter")
	}
	names := strings.Split(*compareBots, ",")
	scores := map[string][]int{}
	for _, name := range names {
		v, ok := hardVariants[name]
		if !ok {
			t.Fatalf("-comparebots: no bot %q", name)
		}
		var mu sync.Mutex
		var times []time.Duration
		start := time.Now()
		scores[name] = refereePlay(*compareGames, func() policy {
			choose := v.policy(m)
			return func(g *knister.Grid, sum, filled int) knister.Cell {
				t0 := time.Now()
				c := choose(g, sum, filled)
				d := time.Since(t0)
				mu.Lock()
				times = append(times, d)
				mu.Unlock()
				return c
			}
		})
		slices.Sort(times)
		s := scores[name]
		_, p10, p50, p90 := summary(s)
		t.Logf("%-15s %s: mean %.2f ± %.2f, p10 %d, median %d, p90 %d; decisions p50 %.2f ms, p99 %.2f ms (%v in all); %s",
			name, evalSeeds, mean(s), stderr(s), p10, p50, p90, ms(times[len(times)/2]), ms(times[len(times)*99/100]),
			time.Since(start).Round(time.Second), v.about)
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			diff := make([]int, *compareGames)
			same := 0
			for k := range diff {
				diff[k] = scores[a][k] - scores[b][k]
				if diff[k] == 0 {
					same++
				}
			}
			t.Logf("%s − %s: %s, game by game", a, b, fmt.Sprintf("%+.2f ± %.2f (%d of %d games scored the same)", mean(diff), stderr(diff), same, len(diff)))
		}
	}
}

// BenchmarkHardVariants times one decision of each of hardVariants on
// an empty grid (the first roll, the slowest), 10 squares written and
// 21; run it under WebAssembly to see what the browser's single thread
// would spend: GOOS=js GOARCH=wasm go test -tags cifra_train -run '^$'
// -bench HardVariants -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec".
func BenchmarkHardVariants(b *testing.B) {
	m := hardModel()
	if m == nil || m.filter == nil {
		b.Skip("no model file with both networks in this build")
	}
	for _, name := range []string{"hard", "greedy", "previous", "previous-greedy"} {
		for _, filled := range []int{0, 10, 21} {
			b.Run(fmt.Sprintf("%s/filled=%d", name, filled), func(b *testing.B) {
				choose := hardVariants[name].policy(m)
				g := randomGrid(3, filled)
				for b.Loop() {
					choose(&g, 8, filled)
				}
			})
		}
	}
}
