package sprites

import "math"

// Deterministic noise: the same sprite paints identically every time, on
// every platform, so nothing flickers after a resize.

// hash2 is a fast integer hash of a lattice point to 0..1.
func hash2(x, y int, seed uint32) float64 {
	h := uint32(x)*0x27d4eb2d ^ uint32(y)*0x165667b1 ^ seed*0x9e3779b9
	h ^= h >> 15
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return float64(h&0xffffff) / float64(0xffffff)
}

// valueNoise is smooth lattice noise in 0..1 with features one unit apart.
func valueNoise(x, y float64, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	tx = tx * tx * (3 - 2*tx)
	ty = ty * ty * (3 - 2*ty)
	a := hash2(ix, iy, seed)
	b := hash2(ix+1, iy, seed)
	c := hash2(ix, iy+1, seed)
	d := hash2(ix+1, iy+1, seed)
	return a + (b-a)*tx + (c-a)*ty + (a-b-c+d)*tx*ty
}

// fbm sums octaves of value noise, normalised to 0..1.
func fbm(x, y float64, octaves int, seed uint32) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := range octaves {
		sum += valueNoise(x, y, seed+uint32(i)*131) * amp
		norm += amp
		amp *= 0.5
		x, y = x*2.03, y*2.03
	}
	return sum / norm
}
