//go:build goexperiment.simd && amd64

package knister

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
	n := newValueNet(256, 32)
	for i := range n.params {
		n.params[i] = float32(rng.NormFloat64()) * 0.1
	}
	a1 := make([]float32, 256)
	for i := range a1 {
		a1[i] = float32(rng.NormFloat64())
	}
	h1a, h1b := make([]float32, 256), make([]float32, 256)
	a2a, a2b := make([]float32, 32), make([]float32, 32)
	n.layer2(a1, h1a, a2a)
	n.layer2Scalar(a1, h1b, a2b)
	close := func(what string, x, y []float32) {
		for i := range x {
			if math.Abs(float64(x[i]-y[i])) > 1e-4*(1+math.Abs(float64(y[i]))) {
				t.Fatalf("%s[%d]: SIMD %v, scalar %v", what, i, x[i], y[i])
			}
		}
	}
	close("h1", h1a, h1b)
	close("a2", a2a, a2b)
	ya, yb := append([]float32(nil), a1...), append([]float32(nil), a1...)
	axpy(ya, n.w1[:256], 0.7)
	axpyScalar(yb, n.w1[:256], 0.7)
	close("axpy", ya, yb)
	// A length that is not a multiple of 8 takes the plain path.
	yc, yd := append([]float32(nil), a1[:13]...), append([]float32(nil), a1[:13]...)
	axpy(yc, n.w1, -2)
	axpyScalar(yd, n.w1, -2)
	close("axpy/13", yc, yd)
}
