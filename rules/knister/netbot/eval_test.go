//go:build cifra_train

package netbot

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"sync"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/rules/knister/internal/linekey"
)

// evalSeedsFlag names the seed range (rules.SeedRanges) every evaluation
// here plays: playPolicy, refereePlay and the tools built on them
// (TestEvalPolicies, TestEvalNetPolicies, TestLevelReport,
// TestCompareHardBots, the trainer's greedy evaluations). Choices —
// checkpoints, averages, gaps, lookahead settings — are made on the
// selection range, the default; figures to report come from
// -seeds heldout, games nothing was chosen on (docs/bots.md).
var evalSeedsFlag = flag.String("seeds", rules.SelectionSeeds.Name, "the seed range the evaluations play: selection (to choose on) or heldout (to report)")

// evalSeeds is the range -seeds names (TestMain refuses another name).
var evalSeeds = rules.SelectionSeeds

// TestMain reads -seeds before any test runs, refusing a name that is
// no range's in words with exit 2.
func TestMain(m *testing.M) {
	flag.Parse()
	r, err := rules.SeedRangeNamed(*evalSeedsFlag)
	if err != nil {
		fmt.Fprintf(os.Stderr, "-seeds: %v\n", err)
		os.Exit(2)
	}
	evalSeeds = r
	os.Exit(m.Run())
}

// policy chooses a square for v on g with filled squares written.
type policy func(g *knister.Grid, v, filled int) knister.Cell

// playPolicy plays n solo games with the first n seeds of evalSeeds
// (by default the selection range's, 1..n) and returns the scores.
func playPolicy(n int, choose policy) []int {
	scores := make([]int, n)
	for i := range n {
		rng := rules.NewRand(evalSeeds.Seed(i), rules.StreamDeal)
		var g knister.Grid
		for filled := range knister.Rounds {
			v := 2 + rng.IntN(6) + rng.IntN(6)
			c := choose(&g, v, filled)
			g[c.R][c.C] = v
		}
		_, scores[i] = knister.ScoreGrid(g)
	}
	return scores
}

// refereePlay plays the games of `referee sim -game knister -games n
// -seeds R` for the range R that -seeds names (solo, the range's first n
// seeds, the dice as State draws them; by default the selection range,
// `-seed 1`) with the policy each worker's mk makes, on two goroutines,
// and returns the scores.
func refereePlay(n int, mk func() policy) []int {
	scores := make([]int, n)
	var wg sync.WaitGroup
	const workers = 2
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			choose := mk()
			for i := w; i < n; i += workers {
				s, err := knister.New(1, evalSeeds.Seed(i), nil)
				if err != nil {
					panic(err)
				}
				for !s.Finished() {
					if s.AllPlaced() {
						if _, err := s.Roll(); err != nil {
							panic(err)
						}
					}
					g := s.Grid(0)
					c := choose(&g, s.Sum(), g.Filled())
					if _, err := s.Apply(knister.Move{P: 0, Cell: [2]int{c.R, c.C}}); err != nil {
						panic(err)
					}
				}
				scores[i] = s.Scores()[0]
			}
		}()
	}
	wg.Wait()
	return scores
}

func summary(scores []int) (mean float64, p10, p50, p90 int) {
	s := append([]int(nil), scores...)
	sort.Ints(s)
	sum := 0
	for _, v := range s {
		sum += v
	}
	return float64(sum) / float64(len(s)), s[len(s)/10], s[len(s)/2], s[len(s)*9/10]
}

func TestEvalPolicies(t *testing.T) {
	if *evalGames == 0 {
		t.Skip("run with -eval N")
	}
	m := hardModel()
	if *evalModel != "" {
		var err error
		if m, err = loadModel(*evalModel); err != nil {
			t.Fatal(err)
		}
	}
	pols := map[string]policy{
		"greedy": func(g *knister.Grid, v, filled int) knister.Cell {
			keys := lineKeys(g)
			c, _ := m.bestCell(g, &keys, filled, v)
			return c
		},
		"ply1": func(g *knister.Grid, v, filled int) knister.Cell {
			return m.expectimax(g, v, filled, 1)
		},
		"rollout": func(g *knister.Grid, v, filled int) knister.Cell {
			return m.rolloutChoose(g, v)
		},
	}
	for _, name := range []string{"greedy", "ply1", "rollout"} {
		mean, p10, p50, p90 := summary(playPolicy(*evalGames, pols[name]))
		t.Logf("%-8s mean %.2f p10 %d median %d p90 %d", name, mean, p10, p50, p90)
	}
}

// expectimax picks the square for v looking depth rolls further ahead:
// each candidate is worth the average over the next sum (with its real
// probability) of the best value reachable then.
func (m *model) expectimax(g *knister.Grid, v, filled, depth int) knister.Cell {
	keys := lineKeys(g)
	best, bestValue := knister.Cell{R: -1, C: -1}, float32(-1e30)
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] != 0 {
				continue
			}
			k2 := keys
			place(g, &k2, knister.Cell{R: r, C: c}, v)
			value := m.chance(g, &k2, filled+1, depth)
			g[r][c] = 0
			if value > bestValue {
				best, bestValue = knister.Cell{R: r, C: c}, value
			}
		}
	}
	return best
}

// chance is the expected value of the position before the next roll,
// searching depth more placements.
func (m *model) chance(g *knister.Grid, keys *[12]int, filled, depth int) float32 {
	if depth == 0 || filled == knister.Rounds {
		return m.total(keys, filled)
	}
	sum := float32(0)
	for v := knister.MinValue; v <= knister.MaxValue; v++ {
		var value float32
		if depth == 1 {
			_, value = m.bestCell(g, keys, filled, v)
		} else {
			value = float32(-1e30)
			for r := range knister.Size {
				for c := range knister.Size {
					if g[r][c] != 0 {
						continue
					}
					k2 := *keys
					place(g, &k2, knister.Cell{R: r, C: c}, v)
					value = max(value, m.chance(g, &k2, filled+1, depth-1))
					g[r][c] = 0
				}
			}
		}
		sum += float32(linekey.SumWeights[v]) * value
	}
	return sum / 36
}
