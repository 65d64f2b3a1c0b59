package netbot

import (
	"cifra/rules/knister"
	"cifra/rules/knister/internal/linekey"
)

// valueNet is the part of the hard bot's evaluator that sees the whole
// grid at once. The line model (model.go) values each line on its own, so
// it cannot see a row and a column compete for the same square and the
// same rolls; the network adds what that misses. A grid after a
// placement is worth the line model's total plus the network's output,
// and the network was trained (net_train.go) with its output layer
// starting at zero, so it began as the line model's greedy play.
//
// Its inputs describe the grid at a stage (squares written):
//   - each square, one-hot over empty and 2..12 (300);
//   - for each line and value, whether the line holds it at least once,
//     twice, three times (396);
//   - each line's empty squares, one-hot 0..5 (72);
//   - the stage, one-hot 0..25 (26);
//   - each line's line-model value at that stage, divided by 10 (12, the
//     only inputs that are not 0 or 1).
//
// Hidden layers with ReLU follow (two or more; the file says how many
// and how wide). The first is stored input by input, so a position costs
// only the rows of its ~100 active inputs, and the grids one placement
// away from a position cost the ~15 rows that differ. The others are
// dense, each fed by the one before.
type valueNet struct {
	h1     int          // the first hidden layer's units
	w1     []float32    // netInputs rows of h1
	b1     []float32    // h1
	dense  []denseLayer // the hidden layers after the first
	wOut   []float32    // the last hidden layer's units
	bOut   []float32    // 1
	params []float32    // all of the above, one after another
}

// denseLayer is a hidden layer fed by all of the layer before.
type denseLayer struct {
	in, out int
	w       []float32 // in rows of out
	b       []float32 // out
	// packed, when not empty, is w block by block for the SIMD kernels
	// (net_kernels_simd.go); the trainer empties it when w changes.
	packed []float32
}

// The network's input layout (see valueNet).
const (
	inSquare  = 0                                      // (row*Size+col)*keyBase + state
	inCount   = inSquare + knister.Rounds*linekey.Base // (slot*numValues + v-MinValue)*3 + times-1
	inEmpty   = inCount + 12*numValues*3               // slot*(Size+1) + empties
	inStage   = inEmpty + 12*(knister.Size+1)          // stage
	inTable   = inStage + knister.Rounds + 1           // slot: the line model's value / tableScale
	netInputs = inTable + 12

	numValues  = knister.MaxValue - knister.MinValue + 1
	maxHidden  = 1024 // the widest hidden layer a file may hold
	maxLayers  = 4    // the most hidden layers a file may hold
	tableScale = 10
	// maxActive bounds a position's active binary inputs: 25 squares, at
	// most 5 counts for each of the 12 lines, 12 empties and the stage.
	maxActive = knister.Rounds + 12*knister.Size + 12 + 1
)

// allSums lists the sums two dice can make.
var allSums = []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}

// The inputs' indices, one function per kind (the layout is the
// constants above). state is 0 for an empty square, else value-1.
func squareInput(r, c, state int) int { return inSquare + (r*knister.Size+c)*linekey.Base + state }
func countInput(slot, v, times int) int {
	return inCount + (slot*numValues+v-knister.MinValue)*3 + times - 1
}
func emptyInput(slot, empties int) int { return inEmpty + slot*(knister.Size+1) + empties }

// row is input i's first-layer weights.
func (n *valueNet) row(i int) []float32 { return n.w1[i*n.h1:][:n.h1] }

// newValueNet allocates a network with hidden layers of the given
// widths, all weights zero.
func newValueNet(widths ...int) *valueNet {
	return netOver(make([]float32, paramCount(widths)), widths)
}

// paramCount is how many parameters a network of these widths has.
func paramCount(widths []int) int {
	k := netInputs*widths[0] + widths[0]
	for i := 1; i < len(widths); i++ {
		k += widths[i-1]*widths[i] + widths[i]
	}
	return k + widths[len(widths)-1] + 1
}

// netOver lays a network of these widths over p (paramCount long): its
// tensors are slices of p. The trainer lays one over its gradient too.
func netOver(p []float32, widths []int) *valueNet {
	n := &valueNet{h1: widths[0], params: p}
	take := func(k int) []float32 {
		s := p[:k:k]
		p = p[k:]
		return s
	}
	n.w1, n.b1 = take(netInputs*n.h1), take(n.h1)
	for i := 1; i < len(widths); i++ {
		in, out := widths[i-1], widths[i]
		n.dense = append(n.dense, denseLayer{in: in, out: out, w: take(in * out), b: take(out)})
	}
	last := widths[len(widths)-1]
	n.wOut, n.bOut = take(last), take(1)
	return n
}

// widths lists the hidden layers' units, first to last.
func (n *valueNet) widths() []int {
	w := []int{n.h1}
	for _, d := range n.dense {
		w = append(w, d.out)
	}
	return w
}

// netInput is one position as the network sees it.
type netInput struct {
	active [maxActive]uint16 // the inputs that are 1
	n      int               // how many of active are used
	table  [12]float32       // the line model's value of each line
}

// tableSum is the line model's total for the position.
func (x *netInput) tableSum() float32 {
	s := float32(0)
	for _, v := range x.table {
		s += v
	}
	return s
}

// encode describes g, whose lines have keys, at stage (squares written;
// usually g's own count).
func (m *model) encode(g *knister.Grid, keys *[12]int, stage int, x *netInput) {
	x.n = 0
	add := func(i int) { x.active[x.n] = uint16(i); x.n++ }
	for r := range knister.Size {
		for c := range knister.Size {
			state := 0
			if v := g[r][c]; v != 0 {
				state = v - 1
			}
			add(squareInput(r, c, state))
		}
	}
	for slot, k := range keys {
		vs := &linekey.Values[k]
		for i := 0; i < knister.Size; {
			v := int(vs[i])
			j := i + 1
			for j < knister.Size && int(vs[j]) == v {
				j++
			}
			if v != 0 {
				for times := 1; times <= min(j-i, 3); times++ {
					add(countInput(slot, v, times))
				}
			}
			i = j
		}
		add(emptyInput(slot, int(linekey.Empties[k])))
		x.table[slot] = m.w[kindOfSlot(slot)][stage][k]
	}
	add(inStage + stage)
}

// hidden1 sets a to the first layer's weighted sums for x (before ReLU).
func (n *valueNet) hidden1(x *netInput, a []float32) {
	copy(a, n.b1)
	for _, i := range x.active[:x.n] {
		axpy(a, n.row(int(i)), 1)
	}
	for slot, v := range x.table {
		axpy(a, n.row(inTable+slot), v/tableScale)
	}
}

// layerBufs holds one evaluation's activations after the first layer's
// weighted sums: h[k] is the ReLU of the sums that feed dense layer k,
// a[k] that layer's own weighted sums.
type layerBufs struct {
	h, a [][]float32
}

// newLayerBufs makes the buffers for n.
func (n *valueNet) newLayerBufs() layerBufs {
	var b layerBufs
	for _, d := range n.dense {
		b.h = append(b.h, make([]float32, d.in))
		b.a = append(b.a, make([]float32, d.out))
	}
	return b
}

// head runs the layers after the first on its weighted sums a1, filling
// b, and returns the output.
func (n *valueNet) head(a1 []float32, b *layerBufs) float32 {
	a := a1
	for k := range n.dense {
		n.dense[k].forward(a, b.h[k], b.a[k])
		a = b.a[k]
	}
	out := n.bOut[0]
	for j, v := range a {
		if v > 0 {
			out += v * n.wOut[j]
		}
	}
	return out
}

// forwardScalar is forward in plain Go (net_kernels.go picks the variant).
// The active units are listed first; then each block of eight of the
// layer's sums is kept in locals (registers) while every active unit is
// added in, rather than loaded and stored once per unit. Each sum still
// adds the same products in the same order, so the values are exactly
// those of a unit-by-unit loop.
func (d *denseLayer) forwardScalar(a, h, sums []float32) {
	var active [maxHidden]uint16
	na := 0
	for i, v := range a {
		if v > 0 {
			h[i] = v
			active[na] = uint16(i)
			na++
		} else {
			h[i] = 0
		}
	}
	width := d.out
	j := 0
	for ; j+8 <= width; j += 8 {
		b := d.b[j : j+8 : j+8]
		s0, s1, s2, s3, s4, s5, s6, s7 := b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]
		for _, i := range active[:na] {
			v := h[i]
			w := d.w[int(i)*width+j:][:8:8]
			s0 += v * w[0]
			s1 += v * w[1]
			s2 += v * w[2]
			s3 += v * w[3]
			s4 += v * w[4]
			s5 += v * w[5]
			s6 += v * w[6]
			s7 += v * w[7]
		}
		out := sums[j : j+8 : j+8]
		out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7] = s0, s1, s2, s3, s4, s5, s6, s7
	}
	for ; j < width; j++ {
		s := d.b[j]
		for _, i := range active[:na] {
			s += h[i] * d.w[int(i)*width+j]
		}
		sums[j] = s
	}
}

// axpyScalar is axpy in plain Go (net_kernels.go picks the variant).
func axpyScalar(y, x []float32, s float32) {
	x = x[:len(y)]
	i := 0
	for ; i+4 <= len(y); i += 4 {
		y[i] += s * x[i]
		y[i+1] += s * x[i+1]
		y[i+2] += s * x[i+2]
		y[i+3] += s * x[i+3]
	}
	for ; i < len(y); i++ {
		y[i] += s * x[i]
	}
}

// netScratch is the working memory of one evaluation, kept between
// evaluations so they allocate nothing.
type netScratch struct {
	x          netInput
	base, cell []float32
	batch      *evalBatch
}

// newScratch makes working memory for n.
func (n *valueNet) newScratch() *netScratch {
	return &netScratch{
		base: make([]float32, n.h1), cell: make([]float32, n.h1),
		batch: n.newEvalBatch(),
	}
}

// afterValues fills values[v-MinValue][r*Size+c], for each sum in sums
// and each empty square, with the evaluator's worth of g after writing v
// there: the line model's total plus the network's output, read at the
// stage after the placement, or the exact score when the grid is then
// full. Other entries are left alone.
func (m *model) afterValues(g *knister.Grid, sums []int, s *netScratch, values *[numValues][knister.Rounds]float32) {
	m.netValues(m.net, g, sums, nil, s, values)
}

// netValues is afterValues with network n (m's own, or a filter's over
// the same line model) for the placements only marks (by sum and square,
// as values), or all of them when only is nil; s must fit n.
func (m *model) netValues(n *valueNet, g *knister.Grid, sums []int, only *[numValues][knister.Rounds]bool, s *netScratch, values *[numValues][knister.Rounds]float32) {
	keys := lineKeys(g)
	stage := g.Filled() + 1
	if stage == knister.Rounds {
		for r := range knister.Size {
			for c := range knister.Size {
				if g[r][c] == 0 {
					for _, v := range sums {
						g[r][c] = v
						_, score := knister.ScoreGrid(*g)
						values[v-knister.MinValue][r*knister.Size+c] = float32(score)
					}
					g[r][c] = 0
				}
			}
		}
		return
	}
	m.encode(g, &keys, stage, &s.x)
	baseSum := s.x.tableSum()
	n.hidden1(&s.x, s.base)
	tabs := &m.w
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] != 0 || only != nil && !anySum(only, sums, r*knister.Size+c) {
				continue
			}
			// What changes whatever the sum: the square is no longer
			// empty, and its lines have one empty square fewer.
			copy(s.cell, s.base)
			axpy(s.cell, n.row(squareInput(r, c, 0)), -1)
			for _, slot := range linekey.CellSlots[r][c] {
				e := int(linekey.Empties[keys[slot]])
				axpy(s.cell, n.row(emptyInput(slot, e)), -1)
				axpy(s.cell, n.row(emptyInput(slot, e-1)), 1)
			}
			for _, v := range sums {
				if only != nil && !only[v-knister.MinValue][r*knister.Size+c] {
					continue
				}
				a1 := s.batch.next()
				copy(a1, s.cell)
				axpy(a1, n.row(squareInput(r, c, v-1)), 1)
				total := baseSum
				for _, slot := range linekey.CellSlots[r][c] {
					k := keys[slot]
					if times := keyCount(k, v) + 1; times <= 3 {
						axpy(a1, n.row(countInput(slot, v, times)), 1)
					}
					tab := &tabs[kindOfSlot(slot)][stage]
					d := tab[linekey.Plus[k][v-knister.MinValue]] - tab[k]
					total += d
					axpy(a1, n.row(inTable+slot), d/tableScale)
				}
				n.add(s.batch, total, v, r*knister.Size+c, values)
			}
		}
	}
	n.flush(s.batch, values)
}

// anySum reports whether only marks square sq for one of sums.
func anySum(only *[numValues][knister.Rounds]bool, sums []int, sq int) bool {
	for _, v := range sums {
		if only[v-knister.MinValue][sq] {
			return true
		}
	}
	return false
}

// keyCount is how many times key k holds v.
func keyCount(k, v int) int {
	n := 0
	for _, x := range linekey.Values[k] {
		if int(x) == v {
			n++
		}
	}
	return n
}

// netChoose is the empty square where writing v leaves the grid worth
// most to the evaluator (the first in reading order among equals).
func (m *model) netChoose(g *knister.Grid, v int, s *netScratch) knister.Cell {
	var values [numValues][knister.Rounds]float32
	m.afterValues(g, allSums[v-knister.MinValue:][:1], s, &values)
	return bestSquare(g, &values[v-knister.MinValue])
}

// lookahead is how the hard bot looks one roll further ahead.
type lookahead struct {
	// top is how many of the evaluator's favourite squares it looks
	// ahead from, gap how far (in points) a square's value may trail the
	// favourite's and still be one of them.
	top int
	gap float32
	// work bounds a decision's multiply-adds (valueNet.evalCost): fewer
	// squares are looked ahead from when they would cost more, none
	// when even two would (0: no bound).
	work int
	// filterTop is how many squares a next sum gets through the model's
	// filter network when it has one (netFilter).
	filterTop int
}

// hardLookahead is the desktop's and the referee's hard bot's (the
// browser's is browserLookahead). Chosen on the selection range's first
// 1000 games (`referee sim -seeds selection -games 1000`; docs/bots.md):
// looking from 3 squares gains as much as from 6 at half the cost; a gap
// of 2 plays every game as looking from all 3 does at two thirds of the
// cost (1.96 lookaheads a decision instead of 2.9), a gap of 1 costs
// 0.02 points, 0.5 costs 0.06. The bound on work keeps the slowest
// decisions of a large network near 10 ms natively (about 0.5 ns a
// multiply-add here) and never binds the 806-256-32 network (6.7M at
// most, on the first roll).
var hardLookahead = lookahead{top: 3, gap: 2, work: 13_000_000, filterTop: 3}

// evalCost estimates one evaluation's multiply-adds: the ~16 first-layer
// rows a placement changes, half of each dense layer (ReLU leaves about
// half of the units feeding it active), and the output.
func (n *valueNet) evalCost() int {
	c := 16*n.h1 + len(n.wOut)
	for _, d := range n.dense {
		c += d.in * d.out / 2
	}
	return c
}

// lookaheadChoose takes the top squares for v by the evaluator's values
// (as look says) and, for each, the mean over the next roll's sums (at
// their dice odds) of the best value that sum could then reach; the
// square with the best mean wins (the evaluator's favourite among
// equals). With a filter f, each next sum's placements are only those f
// likes best (netFilter).
func (m *model) lookaheadChoose(g *knister.Grid, v int, look lookahead, s *netScratch, f *netFilter) knister.Cell {
	var values, next [numValues][knister.Rounds]float32
	m.afterValues(g, allSums[v-knister.MinValue:][:1], s, &values)
	mine := &values[v-knister.MinValue]
	cands, n := emptyByValue(g, mine)
	if n == 1 { // the last roll: nothing to look ahead to
		return cands[0]
	}
	k := 1
	for k < min(n, look.top) && mine[cands[0].R*knister.Size+cands[0].C]-mine[cands[k].R*knister.Size+cands[k].C] < look.gap {
		k++
	}
	if look.work > 0 {
		cost := m.net.evalCost()
		each := len(allSums) * (n - 1) * cost
		if f != nil {
			each = len(allSums) * ((n-1)*f.net.evalCost() + min(f.top, n-1)*cost)
		}
		k = min(k, (look.work-n*cost)/each)
	}
	if k < 2 {
		return cands[0]
	}
	best, bestMean := cands[0], float32(0)
	for i, c := range cands[:k] {
		g[c.R][c.C] = v
		m.valuesFor(g, allSums, s, f, &next)
		mean := weightedBest(g, &next)
		g[c.R][c.C] = 0
		if i == 0 || mean > bestMean {
			best, bestMean = c, mean
		}
	}
	return best
}

// emptyByValue lists g's empty squares, the highest value first, and
// how many there are. The sort is stable: equal values keep reading
// order.
func emptyByValue(g *knister.Grid, values *[knister.Rounds]float32) ([knister.Rounds]knister.Cell, int) {
	var cands [knister.Rounds]knister.Cell
	n := 0
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] == 0 {
				cands[n] = knister.Cell{R: r, C: c}
				n++
			}
		}
	}
	// Insertion sort: at most 25 squares.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && values[cands[j].R*knister.Size+cands[j].C] > values[cands[j-1].R*knister.Size+cands[j-1].C]; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	return cands, n
}

// bestSquare is the empty square of g with the highest value.
func bestSquare(g *knister.Grid, values *[knister.Rounds]float32) knister.Cell {
	best, bestValue := knister.Cell{R: -1, C: -1}, float32(0)
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] == 0 && (best.R < 0 || values[r*knister.Size+c] > bestValue) {
				best, bestValue = knister.Cell{R: r, C: c}, values[r*knister.Size+c]
			}
		}
	}
	return best
}

// weightedBest is 36 times the mean over the next roll's sums, at their
// dice odds, of the best of values[sum-MinValue] over g's empty squares.
func weightedBest(g *knister.Grid, values *[numValues][knister.Rounds]float32) float32 {
	total := float32(0)
	for _, sum := range allSums {
		c := bestSquare(g, &values[sum-knister.MinValue])
		total += float32(linekey.SumWeights[sum]) * values[sum-knister.MinValue][c.R*knister.Size+c.C]
	}
	return total
}
