package sprites

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestBoxPassMatchesDirectSums checks the sliding-window blur against
// the window sums written out, both directions, radii from none to more
// than the mask.
func TestBoxPassMatchesDirectSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	m := NewMask(23, 17)
	for i := range m.A {
		if rng.IntN(3) > 0 {
			m.A[i] = rng.Float32()
		}
	}
	for _, r := range []int{0, 1, 4, 30} {
		for _, horizontal := range []bool{true, false} {
			got := m.boxPass(r, horizontal)
			for y := range m.H {
				for x := range m.W {
					sum := 0.0
					for k := -r; k <= r; k++ {
						if horizontal {
							sum += m.At(x+k, y)
						} else {
							sum += m.At(x, y+k)
						}
					}
					want := sum / float64(2*r+1)
					if d := math.Abs(float64(got.A[y*m.W+x]) - want); d > 1e-6 {
						t.Fatalf("r %d horizontal %v at (%d,%d): %v, want %v", r, horizontal, x, y, got.A[y*m.W+x], want)
					}
				}
			}
		}
	}
}
