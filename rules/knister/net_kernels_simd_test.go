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
		a1 := random(256)
		h1a, h1b := make([]float32, 256), make([]float32, 256)
		a2a, a2b := make([]float32, h2), make([]float32, h2)
		n.layer2(a1, h1a, a2a)
		n.layer2Scalar(a1, h1b, a2b)
		closeTo(t, "h1", h1a, h1b)
		closeTo(t, "a2", a2a, a2b)
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
