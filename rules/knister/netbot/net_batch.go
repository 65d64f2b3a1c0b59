package netbot

import "cifra/rules/knister"

// The grids one placement away from a position are evaluated in batches:
// a dense layer then runs over each block of its weights for every grid
// of the batch before moving to the next block, so a wide layer's
// weights, which need not fit in the processor's cache, are read from
// memory once a batch rather than once a grid (net_kernels_simd.go). In
// plain Go the batch is evaluated one grid after another, in the same
// order of operations as a single evaluation.

// batchMax is how many grids a batch holds.
const batchMax = 16

// evalBatch is a batch of grids waiting for their values, and the
// buffers their evaluation uses.
type evalBatch struct {
	n     int
	a1    [batchMax][]float32 // each grid's first-layer weighted sums
	total [batchMax]float32   // each grid's line-model total
	// dst is where each grid's value goes, (v-MinValue)*Rounds+square:
	// an index rather than a pointer, so the caller's values stay on its
	// stack.
	dst    [batchMax]int16
	h, a   [][batchMax][]float32
	active []uint16 // batchMax lists of up to maxHidden active units
}

// newEvalBatch makes an empty batch for n.
func (n *valueNet) newEvalBatch() *evalBatch {
	b := &evalBatch{active: make([]uint16, batchMax*maxHidden)}
	for k := range batchMax {
		b.a1[k] = make([]float32, n.h1)
	}
	b.h = make([][batchMax][]float32, len(n.dense))
	b.a = make([][batchMax][]float32, len(n.dense))
	for l, d := range n.dense {
		for k := range batchMax {
			b.h[l][k] = make([]float32, d.in)
			b.a[l][k] = make([]float32, d.out)
		}
	}
	return b
}

// next is the first-layer sums buffer of the next grid in the batch; the
// caller fills it and then calls add.
func (b *evalBatch) next() []float32 { return b.a1[b.n] }

// add queues the grid whose first-layer sums are in next(), with line-
// model total total, to have total plus the network's output written to
// values[v-MinValue][square]; when the batch is full it is evaluated.
func (n *valueNet) add(b *evalBatch, total float32, v, square int, values *[numValues][knister.Rounds]float32) {
	b.total[b.n], b.dst[b.n] = total, int16((v-knister.MinValue)*knister.Rounds+square)
	b.n++
	if b.n == batchMax {
		n.flush(b, values)
	}
}

// flush evaluates the grids waiting in b, writes their values, and
// empties it.
func (n *valueNet) flush(b *evalBatch, values *[numValues][knister.Rounds]float32) {
	if b.n == 0 {
		return
	}
	as := b.a1[:b.n]
	for l := range n.dense {
		n.dense[l].forwardBatch(as, b.h[l][:b.n], b.a[l][:b.n], b.active)
		as = b.a[l][:b.n]
	}
	for k, a := range as {
		out := n.bOut[0]
		for j, v := range a {
			if v > 0 {
				out += v * n.wOut[j]
			}
		}
		values[b.dst[k]/knister.Rounds][b.dst[k]%knister.Rounds] = b.total[k] + out
	}
	b.n = 0
}
