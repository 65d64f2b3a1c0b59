package knister

// hardBot looks one roll ahead: for each square it could write the sum
// into, it averages — over the real distribution of the next sum — the
// best value it could then reach, and picks the square with the best
// average. Values come from the hard table. It is deterministic.
type hardBot struct{}

// Choose implements Bot.
func (hardBot) Choose(g Grid, sum int, rollsLeft int) Cell {
	c, _ := Hint(g, sum, rollsLeft)
	return c
}

// Hint returns the hard bot's choice for writing sum into g, and the line
// through that square it mainly plays for (the one whose value gains
// most). On a full grid it returns the zero Cell and Line.
func Hint(g Grid, sum int, rollsLeft int) (Cell, Line) {
	empty := g.Empty()
	if len(empty) == 0 || sum < MinValue || sum > MaxValue {
		return Cell{}, Line{}
	}
	t := hardTable
	keys := lineKeys(&g)
	best, bestValue := empty[0], -1e18
	for _, c := range empty {
		v := t.gain(&keys, c.R, c.C, sum)
		if len(empty) > 1 && rollsLeft > 1 {
			v += lookahead(&g, &keys, c, sum, t)
		}
		if v > bestValue+1e-9 {
			best, bestValue = c, v
		}
	}
	return best, mainLine(&keys, best, sum, t)
}

// lookahead is the expected best gain of the next placement after writing
// sum at c, over the distribution of the next roll.
func lookahead(g *Grid, keys *[12]int, c Cell, sum int, t *lineTable) float64 {
	after := *keys
	for _, slot := range cellSlots[c.R][c.C] {
		after[slot] = int(keyPlus[after[slot]][sum-MinValue])
	}
	g[c.R][c.C] = sum
	defer func() { g[c.R][c.C] = 0 }()
	expected := 0.0
	for next := MinValue; next <= MaxValue; next++ {
		bestGain := -1e18
		for r := range Size {
			for cc := range Size {
				if g[r][cc] == 0 {
					bestGain = max(bestGain, t.gain(&after, r, cc, next))
				}
			}
		}
		expected += float64(sumWeights[next]) * bestGain
	}
	return expected / 36
}

// mainLine is the line through c whose value gains most from sum.
func mainLine(keys *[12]int, c Cell, sum int, t *lineTable) Line {
	var best Line
	bestGain := -1e18
	for _, slot := range cellSlots[c.R][c.C] {
		k := keys[slot]
		gain := t.value(slot, int(keyPlus[k][sum-MinValue])) - t.value(slot, k)
		if gain > bestGain {
			best, bestGain = allLines[slot], gain
		}
	}
	return best
}

// hardTable is the hard bot's line table.
var hardTable *lineTable
