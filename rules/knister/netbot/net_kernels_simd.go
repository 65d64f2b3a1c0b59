//go:build goexperiment.simd && amd64

package netbot

import (
	"simd/archsimd"
	"unsafe"
)

// The network's two inner loops with AVX2 and FMA, for offline training
// (`GOEXPERIMENT=simd go test -c`; see net_train.go): self-play spends
// nine tenths of its time in them. Fused multiply-adds round differently
// from the portable variant (net_kernels.go), so a network's values agree
// to float32 precision, not bit for bit: shipped builds never use this
// file, and the trainer's results do not depend on which variant ran.

// simdOK reports whether this processor has the instructions.
var simdOK = archsimd.X86.AVX2() && archsimd.X86.FMA()

// axpy adds s·x to y (len(x) ≥ len(y)).
func axpy(y, x []float32, s float32) {
	if !simdOK || len(y)%8 != 0 {
		axpyScalar(y, x, s)
		return
	}
	x = x[:len(y)]
	sv := archsimd.BroadcastFloat32x8(s)
	for i := 0; i < len(y); i += 8 {
		xv := archsimd.LoadFloat32x8Slice(x[i:])
		yv := archsimd.LoadFloat32x8Slice(y[i:])
		xv.MulAdd(sv, yv).StoreSlice(y[i:])
	}
	archsimd.ClearAVXUpperBits()
}

// lanes[k] picks lane k of a vector into every lane (Permute).
var lanes = func() (l [8][8]uint32) {
	for k := range l {
		for j := range l[k] {
			l[k][j] = uint32(k)
		}
	}
	return l
}()

// forward sets sums to the layer's weighted sums of its inputs'
// activations, which it writes to h (ReLU of the previous layer's
// weighted sums a). With a layer whose units come in multiples of 32,
// each 32 sums stay in four registers while the active inputs are added
// in. No scalar float instruction runs while those registers are live:
// the legacy SSE encodings Go uses for scalars stall on dirty upper
// halves, which made a first version six times slower than plain Go.
func (d *denseLayer) forward(a, h, sums []float32) {
	if !simdOK || d.out%32 != 0 || len(a)%8 != 0 || len(a) > maxHidden {
		d.forwardScalar(a, h, sums)
		return
	}
	relu(a, h)
	// The active inputs, found by their bits (integer work only).
	var active [maxHidden]uint16
	na := activeUnits(h, active[:])
	// Blocks of 32 sums, each in four registers for one pass over the
	// active inputs.
	for j := 0; j < d.out; j += 32 {
		d.block(h, active[:na], j, sums[j:])
	}
	archsimd.ClearAVXUpperBits()
}

// block sets out[:32] to the sums of the layer's units j to j+31, adding
// in the inputs in list (h's active ones) from the weights in place.
func (d *denseLayer) block(h []float32, list []uint16, j int, out []float32) {
	b := d.b[j:]
	s0, s1 := archsimd.LoadFloat32x8Slice(b), archsimd.LoadFloat32x8Slice(b[8:])
	s2, s3 := archsimd.LoadFloat32x8Slice(b[16:]), archsimd.LoadFloat32x8Slice(b[24:])
	for _, i := range list {
		vv := archsimd.LoadFloat32x8Slice(h[i&^7:]).Permute(archsimd.LoadUint32x8(&lanes[i&7]))
		w := d.w[int(i)*d.out+j:][:32]
		s0 = archsimd.LoadFloat32x8Slice(w).MulAdd(vv, s0)
		s1 = archsimd.LoadFloat32x8Slice(w[8:]).MulAdd(vv, s1)
		s2 = archsimd.LoadFloat32x8Slice(w[16:]).MulAdd(vv, s2)
		s3 = archsimd.LoadFloat32x8Slice(w[24:]).MulAdd(vv, s3)
	}
	s0.StoreSlice(out)
	s1.StoreSlice(out[8:])
	s2.StoreSlice(out[16:])
	s3.StoreSlice(out[24:])
}

// forwardBatch is forward for each of a batch of grids, block by block:
// each block of 32 of the layer's units is worked out for every grid of
// the batch before the next, so its weights (a few tens of KB) are read
// from memory once and then from cache. active is working memory for
// the batch's lists of active inputs, maxHidden for each grid.
func (d *denseLayer) forwardBatch(a, h, sums [][]float32, active []uint16) {
	if !simdOK || d.out%32 != 0 || d.in%8 != 0 || d.in > maxHidden {
		for k := range a {
			d.forwardScalar(a[k], h[k], sums[k])
		}
		return
	}
	for k := range a {
		relu(a[k][:d.in], h[k][:d.in])
	}
	if len(d.packed) == len(d.w) {
		d.forwardPacked(h, sums, active)
		archsimd.ClearAVXUpperBits()
		return
	}
	var counts [batchMax]int
	for k := range a {
		counts[k] = activeUnits(h[k][:d.in], active[k*maxHidden:][:maxHidden])
	}
	for j := 0; j < d.out; j += 32 {
		for k := range a {
			d.block(h[k], active[k*maxHidden:][:counts[k]], j, sums[k][j:])
		}
	}
	archsimd.ClearAVXUpperBits()
}

// pack lays each dense layer's weights out block by block (see
// forwardPacked), for layers the SIMD kernels take.
func (n *valueNet) pack() {
	for l := range n.dense {
		d := &n.dense[l]
		if d.out%32 != 0 {
			continue
		}
		d.packed = make([]float32, len(d.w))
		for j := 0; j < d.out; j += 32 {
			block := d.packed[j*d.in:][:32*d.in]
			for i := range d.in {
				copy(block[i*32:][:32], d.w[i*d.out+j:][:32])
			}
		}
	}
}

// forwardPacked is forwardBatch's loop over blocks with the weights
// packed: block j's 32 weights of each input lie one after another, so
// a block is one run of memory. (Read in place, each input's 32 weights
// sit a row apart, and with rows of a power of two bytes the rows of a
// block compete for the same few cache sets.) Grids go two at a time
// over the inputs active in either (the grids of a batch differ by a
// placement, so their active inputs are nearly the same): each weight
// loaded feeds two multiply-adds, and eight sums in flight hide the
// multiply-adds' latency.
func (d *denseLayer) forwardPacked(h, sums [][]float32, active []uint16) {
	pairs := (len(h) + 1) / 2
	var counts [batchMax]int
	for p := range pairs {
		h0, h1 := h[2*p], h[min(2*p+1, len(h)-1)]
		counts[p] = activeUnits2(h0, h1, active[p*maxHidden:][:maxHidden])
	}
	for j := 0; j < d.out; j += 32 {
		b := d.b[j:]
		block := d.packed[j*d.in:][:32*d.in]
		for p := range pairs {
			h0, h1 := h[2*p][:d.in], h[min(2*p+1, len(h)-1)][:d.in]
			var acc [64]float32
			copy(acc[:32], b[:32])
			copy(acc[32:], b[:32])
			list := active[p*maxHidden:][:counts[p]]
			if len(list) > 0 {
				pairKernel(&list[0], len(list), &h0[0], &h1[0], &block[0], &acc)
			}
			copy(sums[2*p][j:j+32], acc[:32])
			if 2*p+1 < len(h) {
				copy(sums[2*p+1][j:j+32], acc[32:])
			}
		}
	}
}

// pairKernel adds, for each of the n inputs i in list, h0[i] times
// input i's 32 weights (w[32i:32i+32]) to acc[:32] and h1[i] times them to
// acc[32:] (net_kernels_amd64.s): forwardPacked's inner loop, in
// assembly because the compiler's version of it spent three times the
// instructions on moving registers and addresses.
//
//go:noescape
func pairKernel(list *uint16, n int, h0, h1, w *float32, acc *[64]float32)

// activeUnits2 is activeUnits for the inputs active in h0 or h1 (of
// equal length).
func activeUnits2(h0, h1 []float32, list []uint16) int {
	na := 0
	b0 := unsafe.Slice((*uint32)(unsafe.Pointer(&h0[0])), len(h0))
	b1 := unsafe.Slice((*uint32)(unsafe.Pointer(&h1[0])), len(h0))
	list = list[:len(b0)]
	for i, b := range b0 {
		b |= b1[i]
		list[na] = uint16(i)
		na += int((b | -b) >> 31)
	}
	return na
}

// relu sets h to the ReLU of a (len(a) a multiple of 8).
func relu(a, h []float32) {
	var zero archsimd.Float32x8
	for i := 0; i < len(a); i += 8 {
		archsimd.LoadFloat32x8Slice(a[i:]).Max(zero).StoreSlice(h[i:])
	}
}

// activeUnits writes to list the indices of h's non-zero entries (h is
// the output of a ReLU) and returns how many there are. It works on the
// bits, with no branch: whether a unit is active is a coin toss the
// branch predictor loses.
func activeUnits(h []float32, list []uint16) int {
	na := 0
	bits := unsafe.Slice((*uint32)(unsafe.Pointer(&h[0])), len(h))
	list = list[:len(bits)]
	for i, b := range bits {
		list[na] = uint16(i)
		na += int((b | -b) >> 31) // 1 unless b is 0 (b < 2³¹: a ReLU output is never negative)
	}
	return na
}
