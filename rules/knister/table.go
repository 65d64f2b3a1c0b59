package knister

// lineTable values each line's contents: what a line holding that
// multiset is expected to score in the end. Diagonals have their own
// table because they count double and so deserve different risks.
type lineTable struct {
	orth [NumKeys]float64
	diag [NumKeys]float64
}

// value returns the table's estimate for the line in AllLines slot.
func (t *lineTable) value(slot, key int) float64 {
	if slot >= 2*Size {
		return t.diag[key]
	}
	return t.orth[key]
}

// gain is how much writing v at [r,c] raises the estimate of the lines
// through it; keys are the grid's current line keys.
func (t *lineTable) gain(keys *[12]int, r, c, v int) float64 {
	g := 0.0
	for _, slot := range cellSlots[r][c] {
		k := keys[slot]
		g += t.value(slot, int(keyPlus[k][v-MinValue])) - t.value(slot, k)
	}
	return g
}

// keyPoints is what a full line with key k scores (0 while not full).
func keyPoints(k int) int {
	if keyEmpties[k] > 0 {
		return 0
	}
	var vs [Size]int
	for i, v := range keyValues[k] {
		vs[i] = int(v)
	}
	return Classify(vs).Points()
}

// fillTable holds each line's expected score if its empty squares were
// filled by blind dice rolls: a plain, choice-free estimate of potential.
var fillTable *lineTable

func buildFillTable() *lineTable {
	t := &lineTable{}
	// Keys with fewer empties never depend on keys with more: fill in
	// order of empties.
	for e := 0; e <= Size; e++ {
		for k := range NumKeys {
			if int(keyEmpties[k]) != e {
				continue
			}
			if e == 0 {
				t.orth[k] = float64(keyPoints(k))
				continue
			}
			sum := 0.0
			for v := MinValue; v <= MaxValue; v++ {
				sum += float64(sumWeights[v]) * t.orth[keyPlus[k][v-MinValue]]
			}
			t.orth[k] = sum / 36
		}
	}
	for k := range NumKeys {
		t.diag[k] = 2 * t.orth[k]
	}
	return t
}
