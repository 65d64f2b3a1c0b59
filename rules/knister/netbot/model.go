package netbot

import (
	"cifra/rules/knister"
	"cifra/rules/knister/internal/linekey"
)

// model is the hard bot's value function: what the grid will finally
// score, estimated as a sum over its 12 lines of a learned value for each
// line's contents. A line's value depends on its kind (row or column,
// which are alike, or diagonal) and on how many squares of the whole grid
// are written, because a line with two gaps is worth more early, when the
// grid still has room to wait for the right sum, than late.
type model struct {
	// w[kind][filled][key]; kind 0 = row or column, 1 = diagonal.
	w [2][knister.Rounds + 1][linekey.NumKeys]float32
	// net, when the model file has one, sees what the line values miss
	// (net.go); nil otherwise.
	net *valueNet
	// netErr says why the file's network was left out (nil when it had
	// none or it loaded).
	netErr error
	// filter, when the file has a second network, is a cheaper one the
	// lookahead picks each next sum's squares with (net_filter.go), so a
	// large net is affordable; nil otherwise, and filterErr says why
	// when the file's was left out.
	filter    *valueNet
	filterErr error
}

// kindOfSlot tells a diagonal (1) from a row or column (0).
func kindOfSlot(slot int) int {
	if slot >= 2*knister.Size {
		return 1
	}
	return 0
}

// newModelFrom starts a model from a choice-free table: the same value
// at every stage of the game, full lines worth exactly their points.
func newModelFrom(t *linekey.Table) *model {
	m := &model{}
	for f := range knister.Rounds + 1 {
		for k := range linekey.NumKeys {
			m.w[0][f][k] = float32(t.Orth[k])
			m.w[1][f][k] = float32(t.Diag[k])
		}
	}
	return m
}

// total is the model's estimate for a grid with the given line keys and
// number of written squares.
func (m *model) total(keys *[12]int, filled int) float32 {
	s := float32(0)
	for slot, k := range keys {
		s += m.w[kindOfSlot(slot)][filled][k]
	}
	return s
}

// gain is how much writing v at [r,c] changes the estimate, both read at
// stage filled (the stage after the placement).
func (m *model) gain(keys *[12]int, filled, r, c, v int) float32 {
	g := float32(0)
	for _, slot := range linekey.CellSlots[r][c] {
		tab := &m.w[kindOfSlot(slot)][filled]
		k := keys[slot]
		g += tab[linekey.Plus[k][v-knister.MinValue]] - tab[k]
	}
	return g
}

// bestCell is the empty square of g that the model likes best for v,
// with the estimate after the placement (stage filled+1).
func (m *model) bestCell(g *knister.Grid, keys *[12]int, filled, v int) (knister.Cell, float32) {
	base := m.total(keys, filled+1)
	best, bestGain := knister.Cell{R: -1, C: -1}, float32(-1e30)
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] != 0 {
				continue
			}
			if gain := m.gain(keys, filled+1, r, c, v); gain > bestGain {
				best, bestGain = knister.Cell{R: r, C: c}, gain
			}
		}
	}
	return best, base + bestGain
}

// place writes v at c, updating keys.
func place(g *knister.Grid, keys *[12]int, c knister.Cell, v int) {
	g[c.R][c.C] = v
	for _, slot := range linekey.CellSlots[c.R][c.C] {
		keys[slot] = int(linekey.Plus[keys[slot]][v-knister.MinValue])
	}
}
