package netbot

import (
	"math/rand/v2"

	"cifra/rules/knister"
	"cifra/rules/knister/internal/linekey"
)

// train improves m by temporal-difference learning over self-played solo
// games (the model plays greedily on its own estimates): after every
// placement, the estimate of the previous position moves towards the
// estimate of the new one, and the last towards the real score. Full
// lines are never changed: they are worth exactly their points. It
// returns the mean score of the games played.
func (m *model) train(games int, alpha, lambda float32, rng *rand.Rand) float64 {
	var isFull [linekey.NumKeys]bool
	for k := range linekey.NumKeys {
		isFull[k] = linekey.Empties[k] == 0
	}
	scoreSum := 0
	var trail [knister.Rounds + 1][12]int // the afterstates' line keys
	var values [knister.Rounds + 1]float32
	for range games {
		var g knister.Grid
		keys := lineKeys(&g)
		trail[0], values[0] = keys, m.total(&keys, 0)
		for filled := range knister.Rounds {
			v := rollSum(rng)
			c, value := m.bestCell(&g, &keys, filled, v)
			place(&g, &keys, c, v)
			trail[filled+1], values[filled+1] = keys, value
		}
		_, score := knister.ScoreGrid(g)
		scoreSum += score
		// λ-returns, from the end back: each afterstate learns from a
		// blend of the next estimate and the real outcome.
		ret := float32(score)
		for t := knister.Rounds - 1; t >= 0; t-- {
			ret = values[t+1] + lambda*(ret-values[t+1])
			step := alpha * (ret - values[t])
			for slot, k := range trail[t] {
				if !isFull[k] {
					m.w[kindOfSlot(slot)][t][k] += step
				}
			}
		}
	}
	return float64(scoreSum) / float64(games)
}

// rollSum rolls two dice.
func rollSum(rng *rand.Rand) int { return 2 + rng.IntN(6) + rng.IntN(6) }
