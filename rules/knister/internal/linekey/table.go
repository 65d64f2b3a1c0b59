package linekey

import "math/rand/v2"

// Table values each line's contents: what a line holding that multiset
// is expected to score in the end. Diagonals have their own table
// because they count double and so deserve different risks.
type Table struct {
	Orth [NumKeys]float64
	Diag [NumKeys]float64
}

// Value returns the table's estimate for the line in slot.
func (t *Table) Value(slot, key int) float64 {
	if slot >= 2*Size {
		return t.Diag[key]
	}
	return t.Orth[key]
}

// Gain is how much writing v at [r,c] raises the estimate of the lines
// through it; keys are the grid's current line keys.
func (t *Table) Gain(keys *[Slots]int, r, c, v int) float64 {
	g := 0.0
	for _, slot := range CellSlots[r][c] {
		k := keys[slot]
		g += t.Value(slot, int(Plus[k][v-MinValue])) - t.Value(slot, k)
	}
	return g
}

// Points is what a full line holding values scores by the rules (the
// rules package's Classify(values).Points()): Fill takes it from there.
type Points func(values [Size]int) int

// Fill returns each line's expected score if its empty squares were
// filled by blind dice rolls: a plain, choice-free estimate of potential
// (the normal bot's table), full lines scoring points.
func Fill(points Points) *Table {
	t := &Table{}
	// Keys with fewer empties never depend on keys with more: fill in
	// order of empties.
	for e := 0; e <= Size; e++ {
		for k := range NumKeys {
			if int(Empties[k]) != e {
				continue
			}
			if e == 0 {
				var vs [Size]int
				for i, v := range Values[k] {
					vs[i] = int(v)
				}
				t.Orth[k] = float64(points(vs))
				continue
			}
			sum := 0.0
			for v := MinValue; v <= MaxValue; v++ {
				sum += float64(SumWeights[v]) * t.Orth[Plus[k][v-MinValue]]
			}
			t.Orth[k] = sum / 36
		}
	}
	for k := range NumKeys {
		t.Diag[k] = 2 * t.Orth[k]
	}
	return t
}

// Greedy picks the empty square of g whose lines gain most in t's value
// by writing sum there; rng breaks ties (nil: the first in reading
// order). On a full grid it returns [0,0].
func Greedy(g *Grid, sum int, t *Table, rng *rand.Rand) (r, c int) {
	keys := OfGrid(g)
	bestGain, ties := -1e9, 0
	for i := range Size {
		for j := range Size {
			if g[i][j] != 0 {
				continue
			}
			gain := t.Gain(&keys, i, j, sum)
			switch {
			case gain > bestGain+1e-9:
				r, c, bestGain, ties = i, j, gain, 1
			case gain > bestGain-1e-9 && rng != nil:
				ties++
				if rng.IntN(ties) == 0 {
					r, c = i, j
				}
			}
		}
	}
	return r, c
}
