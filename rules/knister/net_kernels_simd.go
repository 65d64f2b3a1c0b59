//go:build goexperiment.simd && amd64

package knister

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

// layer2 sets a2 to the second layer's weighted sums of the first
// layer's activations, which it writes to h1 (ReLU of the weighted sums
// a1). With second-layer units in multiples of 32, each 32 sums stay in
// four registers while the active first-layer units are added in. No scalar float
// instruction runs while those registers are live: the legacy SSE
// encodings Go uses for scalars stall on dirty upper halves, which made
// a first version six times slower than plain Go.
func (n *valueNet) layer2(a1, h1, a2 []float32) {
	if !simdOK || n.h2%32 != 0 || len(a1)%8 != 0 || len(a1) > maxHidden {
		n.layer2Scalar(a1, h1, a2)
		return
	}
	var zero archsimd.Float32x8
	for i := 0; i < len(a1); i += 8 {
		archsimd.LoadFloat32x8Slice(a1[i:]).Max(zero).StoreSlice(h1[i:])
	}
	// The active units, found by their bits (integer work only).
	var active [maxHidden]uint16
	na := 0
	bits := unsafe.Slice((*uint32)(unsafe.Pointer(&h1[0])), len(h1))
	for i, b := range bits {
		if b != 0 {
			active[na] = uint16(i)
			na++
		}
	}
	// Blocks of 32 sums, each in four registers for one pass over the
	// active units.
	for j := 0; j < n.h2; j += 32 {
		b := n.b2[j:]
		s0, s1 := archsimd.LoadFloat32x8Slice(b), archsimd.LoadFloat32x8Slice(b[8:])
		s2, s3 := archsimd.LoadFloat32x8Slice(b[16:]), archsimd.LoadFloat32x8Slice(b[24:])
		for _, i := range active[:na] {
			vv := archsimd.LoadFloat32x8Slice(h1[i&^7:]).Permute(archsimd.LoadUint32x8(&lanes[i&7]))
			w := n.w2[int(i)*n.h2+j:][:32]
			s0 = archsimd.LoadFloat32x8Slice(w).MulAdd(vv, s0)
			s1 = archsimd.LoadFloat32x8Slice(w[8:]).MulAdd(vv, s1)
			s2 = archsimd.LoadFloat32x8Slice(w[16:]).MulAdd(vv, s2)
			s3 = archsimd.LoadFloat32x8Slice(w[24:]).MulAdd(vv, s3)
		}
		out := a2[j:]
		s0.StoreSlice(out)
		s1.StoreSlice(out[8:])
		s2.StoreSlice(out[16:])
		s3.StoreSlice(out[24:])
	}
	archsimd.ClearAVXUpperBits()
}
