//go:build goexperiment.simd && amd64

package netbot

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestSIMDKernelsMatchScalar checks the AVX2 variants against the plain
// ones to float32 precision (GOEXPERIMENT=simd go test -run SIMD).
func TestSIMDKernelsMatchScalar(t *testing.T) {
	if !simdOK {
		t.Skip("no AVX2 and FMA here")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	random := func(n int) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(rng.NormFloat64())
		}
		return v
	}
	for _, h2 := range []int{32, 128, 12} { // 12: the plain path
		n := newValueNet(256, h2)
		copy(n.params, random(len(n.params)))
		d := &n.dense[0]
		a1 := random(256)
		h1a, h1b := make([]float32, 256), make([]float32, 256)
		a2a, a2b := make([]float32, h2), make([]float32, h2)
		d.forward(a1, h1a, a2a)
		d.forwardScalar(a1, h1b, a2b)
		closeTo(t, "h1", h1a, h1b)
		closeTo(t, "a2", a2a, a2b)
		// A batch of three gives each grid what it gets alone.
		as := [][]float32{random(256), a1, random(256)}
		hs := [][]float32{make([]float32, 256), make([]float32, 256), make([]float32, 256)}
		sums := [][]float32{make([]float32, h2), make([]float32, h2), make([]float32, h2)}
		for _, packed := range []bool{false, true} {
			if packed {
				n.pack()
			}
			d.forwardBatch(as, hs, sums, make([]uint16, batchMax*maxHidden))
			for k := range as {
				d.forwardScalar(as[k], h1b, a2b)
				closeTo(t, "batch h", hs[k], h1b)
				closeTo(t, "batch sums", sums[k], a2b)
			}
		}
	}
	x, y := random(256), random(256)
	ya, yb := append([]float32(nil), y...), append([]float32(nil), y...)
	axpy(ya, x, 0.7)
	axpyScalar(yb, x, 0.7)
	closeTo(t, "axpy", ya, yb)
	// A length that is not a multiple of 8 takes the plain path.
	yc, yd := append([]float32(nil), y[:13]...), append([]float32(nil), y[:13]...)
	axpy(yc, x, -2)
	axpyScalar(yd, x, -2)
	closeTo(t, "axpy/13", yc, yd)
}

// closeTo fails t unless x and y agree to float32 precision.
func closeTo(t *testing.T, what string, x, y []float32) {
	t.Helper()
	for i := range x {
		if math.Abs(float64(x[i]-y[i])) > 1e-4*(1+math.Abs(float64(y[i]))) {
			t.Fatalf("%s[%d]: SIMD %v, scalar %v", what, i, x[i], y[i])
		}
	}
}

// BenchmarkDenseBatch times a batch of 16 through a 512→256 layer,
// packed and in place.
func BenchmarkDenseBatch(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, packed := range []bool{false, true} {
		n := newValueNet(512, 256)
		for i := range n.params {
			n.params[i] = float32(rng.NormFloat64())
		}
		if packed {
			n.pack()
		}
		d := &n.dense[0]
		// The grids of a batch are one placement apart: nearly the same
		// first-layer sums.
		base := make([]float32, 512)
		for i := range base {
			base[i] = float32(rng.NormFloat64())
		}
		var as, hs, sums [][]float32
		for range batchMax {
			a := make([]float32, 512)
			for i := range a {
				a[i] = base[i] + 0.1*float32(rng.NormFloat64())
			}
			as, hs, sums = append(as, a), append(hs, make([]float32, 512)), append(sums, make([]float32, 256))
		}
		active := make([]uint16, batchMax*maxHidden)
		b.Run(map[bool]string{false: "inplace", true: "packed"}[packed], func(b *testing.B) {
			for range b.N {
				d.forwardBatch(as, hs, sums, active)
			}
			// About half the 512 inputs are active, 8 blocks, 16 grids.
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(256*8*16), "ns/step")
		})
	}
}
