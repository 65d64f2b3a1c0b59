package sprites

import "math"

// Ease maps animation progress t in [0,1] to eased progress; every Ease here
// returns exactly 0 at 0 and 1 at 1.
type Ease func(t float64) float64

// The eases scenes use. OutBack and OutElastic overshoot 1 on the way.
var (
	Linear     Ease = func(t float64) float64 { return t }
	OutQuad    Ease = func(t float64) float64 { return 1 - (1-t)*(1-t) }
	OutCubic   Ease = func(t float64) float64 { u := 1 - t; return 1 - u*u*u }
	InOutCubic Ease = func(t float64) float64 {
		if t < 0.5 {
			return 4 * t * t * t
		}
		u := -2*t + 2
		return 1 - u*u*u/2
	}
	OutBack Ease = func(t float64) float64 {
		const c1 = 1.70158
		const c3 = c1 + 1
		u := t - 1
		return 1 + c3*u*u*u + c1*u*u
	}
	OutBounce  Ease = outBounce
	OutElastic Ease = func(t float64) float64 {
		if t <= 0 || t >= 1 {
			return Fmax(0, Fmin(1, t))
		}
		return math.Pow(2, -10*t)*math.Sin((t*10-0.75)*(2*math.Pi/3)) + 1
	}
)

func outBounce(t float64) float64 {
	const n1, d1 = 7.5625, 2.75
	switch {
	case t < 1/d1:
		return n1 * t * t
	case t < 2/d1:
		t -= 1.5 / d1
		return n1*t*t + 0.75
	case t < 2.5/d1:
		t -= 2.25 / d1
		return n1*t*t + 0.9375
	default:
		t -= 2.625 / d1
		return n1*t*t + 0.984375
	}
}

// Clamp01 is t clamped to 0..1.
func Clamp01(t float64) float64 { return Fmax(0, Fmin(1, t)) }
