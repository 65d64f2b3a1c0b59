package sprites

import "math"

// Deterministic noise: the same sprite paints identically every time, on
// every platform, so nothing flickers after a resize.

// Hash2 is a fast integer hash of a lattice point to 0..1.
func Hash2(x, y int, seed uint32) float64 {
	h := uint32(x)*0x27d4eb2d ^ uint32(y)*0x165667b1 ^ seed*0x9e3779b9
	h ^= h >> 15
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return float64(h&0xffffff) / float64(0xffffff)
}

// ValueNoise is smooth lattice noise in 0..1 with features one unit apart.
func ValueNoise(x, y float64, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	tx = tx * tx * (3 - 2*tx)
	ty = ty * ty * (3 - 2*ty)
	var q latticeCell
	q.at(ix, iy, seed)
	return q.lerp(tx, ty)
}

// latticeCell holds the hashes at the four corners of one lattice cell,
// so a painter walking a row can reuse them while it stays in the cell.
type latticeCell struct {
	ix, iy     int
	a, b, c, d float64
}

// at hashes the corners of the cell whose top-left corner is (ix, iy).
func (q *latticeCell) at(ix, iy int, seed uint32) {
	q.ix, q.iy = ix, iy
	q.a = Hash2(ix, iy, seed)
	q.b = Hash2(ix+1, iy, seed)
	q.c = Hash2(ix, iy+1, seed)
	q.d = Hash2(ix+1, iy+1, seed)
}

// lerp interpolates the corners at the smoothed fractions tx, ty.
func (q *latticeCell) lerp(tx, ty float64) float64 {
	return q.a + (q.b-q.a)*tx + (q.c-q.a)*ty + (q.a-q.b-q.c+q.d)*tx*ty
}

// noiseAxis is valueNoise's work along one axis for the pixels 0..n-1 at
// one feature size: each pixel's lattice index and smoothed fraction.
type noiseAxis struct {
	i []int
	t []float64
}

func newNoiseAxis(n int, period float64) noiseAxis {
	ax := noiseAxis{i: make([]int, n), t: make([]float64, n)}
	for p := range n {
		v := float64(p) / period
		f := math.Floor(v)
		t := v - f
		ax.i[p], ax.t[p] = int(f), t*t*(3-2*t)
	}
	return ax
}

// FBM sums octaves of value noise, normalised to 0..1.
func FBM(x, y float64, octaves int, seed uint32) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := range octaves {
		sum += ValueNoise(x, y, seed+uint32(i)*131) * amp
		norm += amp
		amp *= 0.5
		x, y = x*2.03, y*2.03
	}
	return sum / norm
}
