//go:build !(goexperiment.simd && amd64)

package netbot

// The network's two inner loops (a first-layer row added in, a dense
// layer). This is the portable variant, the one
// every shipped build (desktop, browser, the referee) uses;
// net_kernels_simd.go is a faster one for offline training on amd64,
// built only with GOEXPERIMENT=simd.

// axpy adds s·x to y (len(x) ≥ len(y)).
func axpy(y, x []float32, s float32) { axpyScalar(y, x, s) }

// forward sets sums to the layer's weighted sums of its inputs'
// activations, which it writes to h (ReLU of the previous layer's
// weighted sums a).
func (d *denseLayer) forward(a, h, sums []float32) { d.forwardScalar(a, h, sums) }

// forwardBatch is forward for each of a batch of grids (active is
// working memory for the SIMD variant).
func (d *denseLayer) forwardBatch(a, h, sums [][]float32, active []uint16) {
	for k := range a {
		d.forwardScalar(a[k], h[k], sums[k])
	}
}

// pack is a no-op here: the portable kernels read w as it is.
func (n *valueNet) pack() {}
