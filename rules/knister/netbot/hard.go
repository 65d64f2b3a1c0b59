package netbot

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/rules/knister/internal/linekey"
)

// The hard bot values a grid after a placement with a learned evaluator
// and writes each sum where it leaves the grid worth most. The evaluator
// has two parts, both in hard_model.bin: a line model (model.go, trained
// by self-play in train.go) that values each of the 12 lines on its own,
// and a network (net.go, trained by self-play in net_train.go) that sees
// the whole grid and adds what the lines miss: a row and a column that
// cross compete for the same square and the same rolls.
//
// Without the network (a file without its section, or a damaged one)
// the bot falls back on rollouts over the line model: it keeps the
// squares the model likes best for the current sum and plays each on
// through the same imagined future rolls (drawn from the real
// distribution of two dice, never the game's own dice), placing them
// greedily by the model for a few rolls and valuing the result with the
// model. The work is spent by successive halving: every round imagines
// more futures for the better half of the squares still in the race, so
// close calls get the most samples. Imagined rolls come from a generator
// seeded by the position itself, so the bot is deterministic and Hint
// agrees with it.
const (
	hardCandidates = 12 // squares entering the race
	hardHorizon    = 11 // placements played in each future
	// hardWork bounds a decision's cost in squares evaluated (about 3 ms
	// on this machine's cores): early, with many empty squares, fewer
	// futures are imagined, late more, between hardMinSamples and
	// hardMaxSamples a round. A placement also costs about stepCost
	// squares' worth of bookkeeping, and a future futureCost, which is
	// what dominates late in the game.
	hardWork       = 300_000
	hardMinSamples = 8
	hardMaxSamples = 1000
	stepCost       = 8
	futureCost     = 16
)

// browserLookahead is how the hard bot plays in the browser build
// (hardPlay, model_web.go): by the large network alone, greedily, with
// no lookahead and so no filter. On the held-out games (docs/bots.md) it
// scores 0.30 ± 0.07 less than the lookahead the desktop plays
// (hardLookahead) and 0.26 ± 0.11 more than the 806-256-32 network with
// the lookahead (the bot before), at a tenth to a twentieth of the
// lookahead's time on the first roll in WebAssembly (1.5 to 3 ms): the
// page has one thread, and a decision there holds up its frames.
var browserLookahead = lookahead{top: 1}

// loadHardModel reads the model from src, telling logf why it or its
// network is missing.
func loadHardModel(src func() ([]byte, error), logf func(format string, args ...any)) *model {
	m, err := readModel(src)
	if err != nil {
		logf("knister: the hard bot plays without its model: %v", err)
		return nil
	}
	if m.netErr != nil {
		logf("knister: the hard bot plays by its line model and rollouts, without its network: %v", m.netErr)
	}
	if m.filterErr != nil {
		logf("knister: the hard bot looks ahead without its filter network, so less far: %v", m.filterErr)
	}
	return m
}

// forPlay is m as this build plays it: a build that does not look ahead
// (hardPlay: the browser's) drops the filter network, which only the
// lookahead uses.
func forPlay(m *model) *model {
	if m != nil && hardPlay.top < 2 {
		m.filter = nil
	}
	return m
}

// readModel reads and decodes a model file from src.
func readModel(src func() ([]byte, error)) (*model, error) {
	data, err := src()
	if err != nil {
		return nil, fmt.Errorf("hard_model.bin: %w", err)
	}
	return decodeModel(data)
}

// hardBot plays Hint's choice.
type hardBot struct{}

// Choose implements knister.Bot.
func (hardBot) Choose(g knister.Grid, sum int, rollsLeft int) knister.Cell {
	c, _ := Hint(g, sum, rollsLeft)
	return c
}

// scratches keeps the networks' working memory (*hardScratch) between
// decisions; a pool, because a hint on the game loop and a bot thinking
// beside it may decide at once.
var scratches sync.Pool

// hardScratch is one decision's working memory for model m: the
// network's, and the filter's when m has one.
type hardScratch struct {
	m      *model
	net    *netScratch
	filter *netFilter
}

// scratchFor takes working memory for m from the pool, or makes it.
func scratchFor(m *model) *hardScratch {
	hs, _ := scratches.Get().(*hardScratch)
	if hs == nil || hs.m != m {
		hs = &hardScratch{m: m, net: m.net.newScratch()}
		if m.filter != nil {
			hs.filter = newNetFilter(m.filter, hardPlay.filterTop)
		}
	}
	return hs
}

// hintWith is Hint with the model given; without one (nil) it is the
// greedy choice by the fill table, with no main line.
func hintWith(m *model, g knister.Grid, sum int) (knister.Cell, knister.Line) {
	if m == nil {
		return greedy(&g, sum, fillTable), knister.Line{}
	}
	var c knister.Cell
	if m.net != nil {
		hs := scratchFor(m)
		c = m.lookaheadChoose(&g, sum, hardPlay, hs.net, hs.filter)
		scratches.Put(hs)
	} else {
		c = m.rolloutChoose(&g, sum)
	}
	keys := lineKeys(&g)
	return c, m.mainLine(&keys, g.Filled()+1, c, sum)
}

// Hint returns the hard bot's choice for writing sum into g, and the line
// through that square it mainly plays for (the one whose value gains
// most). rollsLeft counts the current roll; the grid's own count of empty
// squares is what the bot uses. On a full grid, or for a sum outside
// 2..12, it returns the zero Cell and Line.
func Hint(g knister.Grid, sum int, rollsLeft int) (knister.Cell, knister.Line) {
	if sum < knister.MinValue || sum > knister.MaxValue || g.Filled() == knister.Rounds {
		return knister.Cell{}, knister.Line{}
	}
	return hintWith(hardModel(), g, sum)
}

// candidate is a square under examination and its rollout total.
type candidate struct {
	cell  knister.Cell
	gain  float32
	total float64
}

// rolloutChoose is the hard bot's decision (see the comment above).
func (m *model) rolloutChoose(g *knister.Grid, v int) knister.Cell {
	filled := g.Filled()
	keys := lineKeys(g)
	var cands []candidate
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] == 0 {
				cands = append(cands, candidate{cell: knister.Cell{R: r, C: c}, gain: m.gain(&keys, filled+1, r, c, v)})
			}
		}
	}
	// Stable sorts: equal values keep reading order, so the choice is
	// reproducible.
	slices.SortStableFunc(cands, func(a, b candidate) int { return cmp.Compare(b.gain, a.gain) })
	if len(cands) == 1 || filled == knister.Rounds-1 {
		return cands[0].cell
	}
	cands = cands[:min(len(cands), hardCandidates)]
	rng := rules.NewRand(positionSeed(g, v), rules.StreamBot)
	end := min(knister.Rounds, filled+1+hardHorizon)
	work := futureCost // one candidate's future, in squares evaluated
	for f := filled + 1; f < end; f++ {
		work += knister.Rounds - f + stepCost
	}
	rounds := bits.Len(uint(len(cands) - 1)) // halvings down to one
	var future [knister.Rounds]int
	for len(cands) > 1 {
		samples := max(hardMinSamples, min(hardMaxSamples, hardWork/(rounds*len(cands)*work)))
		for range samples {
			for i := filled + 1; i < end; i++ {
				future[i] = rollSum(rng)
			}
			for ci := range cands {
				g2, k2 := *g, keys
				place(&g2, &k2, cands[ci].cell, v)
				for f := filled + 1; f < end; f++ {
					c, _ := m.bestCell(&g2, &k2, f, future[f])
					place(&g2, &k2, c, future[f])
				}
				cands[ci].total += float64(m.total(&k2, end))
			}
		}
		// Every survivor has seen the same futures, so totals compare.
		slices.SortStableFunc(cands, func(a, b candidate) int { return cmp.Compare(b.total, a.total) })
		cands = cands[:(len(cands)+1)/2]
	}
	return cands[0].cell
}

// positionSeed derives the rollouts' seed from the grid and the sum
// (FNV-1a), so the same position always imagines the same futures.
func positionSeed(g *knister.Grid, v int) uint64 {
	h := uint64(14695981039346656037)
	for r := range knister.Size {
		for c := range knister.Size {
			h = (h ^ uint64(g[r][c])) * 1099511628211
		}
	}
	return (h ^ uint64(v)) * 1099511628211
}

// mainLine is the line through c whose value gains most from v at stage
// filled (the stage after the placement).
func (m *model) mainLine(keys *[12]int, filled int, c knister.Cell, v int) knister.Line {
	var best knister.Line
	bestGain := float32(-1e30)
	for _, slot := range linekey.CellSlots[c.R][c.C] {
		tab := &m.w[kindOfSlot(slot)][filled]
		k := keys[slot]
		if gain := tab[linekey.Plus[k][v-knister.MinValue]] - tab[k]; gain > bestGain {
			best, bestGain = knister.AllLines()[slot], gain
		}
	}
	return best
}
