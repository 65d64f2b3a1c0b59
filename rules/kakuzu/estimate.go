package kakuzu

import (
	"math/bits"
	"math/rand/v2"
)

// Odds are a bot's estimate of what hides under each square: Odds[i][d]
// is the probability that square i (row-major) holds digit d, given only
// what is visible. Uncovered squares are certain.
type Odds [Squares][10]float64

// Budgets of the hard bot's reasoning, in branching squares searched: they
// bound a decision's work without a clock (a few milliseconds natively).
const (
	exactLimit   = 200  // completions counted exactly at most
	exactBudget  = 1500 // branching squares for exact counting
	samples      = 48   // random completions otherwise
	sampleBudget = 400  // branching squares per sample
)

// gridFromView holds the visible digits.
func gridFromView(v *View) grid {
	var g grid
	for i := range Squares {
		sq := SquareAt(i)
		if d := v.At(sq).Digit; d != 0 {
			g.set(i, int8(d))
		}
	}
	return g
}

// estimateOdds reasons about the sheet from the visible digits: first the
// certain deductions (naked and hidden singles, repeated), then the exact
// share of completions putting each digit on each square when there are
// few enough to count, else the share among random completions, blended
// with a single-digit balancing estimate to smooth sampling noise.
func estimateOdds(v *View, r *rand.Rand) *Odds {
	odds, _ := estimateOddsWork(v, r)
	return odds
}

// estimateOddsWork is estimateOdds that also reports its work: branching
// squares searched, the measure its budgets bound.
func estimateOddsWork(v *View, r *rand.Rand) (*Odds, int) {
	work := 0
	seen := gridFromView(v)
	var odds Odds
	g := seen
	if !g.consistent() || !g.deduce() {
		// Cannot happen with a real sheet; fall back on elimination alone.
		eliminationOdds(&seen, &odds)
		return &odds, work
	}
	var counts [Squares][10]int
	budget := exactBudget
	n, complete := g.enumerate(&counts, exactLimit, &budget)
	work += exactBudget - budget
	if complete && n > 0 {
		for i := range Squares {
			for d := 1; d <= 9; d++ {
				odds[i][d] = float64(counts[i][d]) / float64(n)
			}
		}
		return &odds, work
	}
	counts = [Squares][10]int{}
	got := 0
	for range samples {
		h := g
		budget := sampleBudget
		ok := h.solveRandom(r, &budget)
		work += sampleBudget - budget
		if ok {
			got++
			for i, d := range h.cell {
				counts[i][d]++
			}
		}
	}
	balanceOdds(&g, &odds)
	if got == 0 {
		return &odds, work
	}
	// Weigh the samples as much as the balancing estimate at 48 samples.
	w := float64(got) / float64(got+samples)
	for i := range Squares {
		if g.cell[i] != 0 {
			continue
		}
		for d := 1; d <= 9; d++ {
			odds[i][d] = w*float64(counts[i][d])/float64(got) + (1-w)*odds[i][d]
		}
	}
	return &odds, work
}

// eliminationOdds spreads each empty square evenly over its candidates.
func eliminationOdds(g *grid, odds *Odds) {
	for i := range Squares {
		if d := g.cell[i]; d != 0 {
			odds[i][d] = 1
			continue
		}
		c := g.cands(i)
		n := float64(bits.OnesCount16(c))
		for ; c != 0; c &= c - 1 {
			odds[i][bits.TrailingZeros16(c)] = 1 / n
		}
	}
}

// balanceOdds estimates, digit by digit, where each digit lies: every row,
// column and box missing the digit holds it exactly once, so the weights
// of its candidate squares are scaled in turn until each such unit sums to
// one (Sinkhorn balancing); then each square's digits are scaled to sum
// to one. Hidden singles come out as certainties.
func balanceOdds(g *grid, odds *Odds) {
	eliminationOdds(g, odds)
	for d := 1; d <= 9; d++ {
		for range 12 {
			for _, unit := range units {
				sum := 0.0
				for _, i := range unit {
					if g.cell[i] == 0 {
						sum += odds[i][d]
					}
				}
				if sum == 0 {
					continue
				}
				for _, i := range unit {
					if g.cell[i] == 0 {
						odds[i][d] /= sum
					}
				}
			}
		}
	}
	for i := range Squares {
		if g.cell[i] != 0 {
			continue
		}
		sum := 0.0
		for d := 1; d <= 9; d++ {
			sum += odds[i][d]
		}
		if sum > 0 {
			for d := 1; d <= 9; d++ {
				odds[i][d] /= sum
			}
		}
	}
}
