//go:build !(goexperiment.simd && amd64)

package knister

// The network's two inner loops. This is the portable variant, the one
// every shipped build (desktop, browser, the referee) uses;
// net_kernels_simd.go is a faster one for offline training on amd64,
// built only with GOEXPERIMENT=simd.

// axpy adds s·x to y (len(x) ≥ len(y)).
func axpy(y, x []float32, s float32) { axpyScalar(y, x, s) }

// layer2 sets a2 to the second layer's weighted sums of the first
// layer's activations, which it writes to h1 (ReLU of the weighted sums
// a1).
func (n *valueNet) layer2(a1, h1, a2 []float32) { n.layer2Scalar(a1, h1, a2) }
