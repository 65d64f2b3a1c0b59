package sprites

import (
	"math"
	"math/rand/v2"
)

// Tween moves a value from one number to another over a number of ticks
// (60 per second). The scene owns it and calls Update once per tick.
type Tween struct {
	from, to float64
	ticks    int
	tick     int
	ease     Ease
}

// NewTween makes a tween; ticks <= 0 is finished at once, a nil ease is
// Linear.
func NewTween(from, to float64, ticks int, ease Ease) *Tween {
	if ease == nil {
		ease = Linear
	}
	return &Tween{from: from, to: to, ticks: max(ticks, 0), ease: ease}
}

// Update advances one tick and reports whether the tween is still running.
func (t *Tween) Update() bool {
	if t.tick < t.ticks {
		t.tick++
	}
	return !t.Done()
}

// Progress is the un-eased fraction done, 0..1.
func (t *Tween) Progress() float64 {
	if t.ticks == 0 {
		return 1
	}
	return float64(t.tick) / float64(t.ticks)
}

// Value is the eased value now; exactly from at the start and to at the end.
func (t *Tween) Value() float64 {
	p := t.Progress()
	if p >= 1 {
		return t.to
	}
	return t.from + (t.to-t.from)*t.ease(p)
}

// Done reports whether the last tick has passed.
func (t *Tween) Done() bool { return t.tick >= t.ticks }

// Flip turns a card or tile over: draw it with horizontal scale ScaleX about
// its centre, showing the back once the edge-on moment (90°) has passed.
type Flip struct{ t *Tween }

// NewFlip makes a flip that takes ticks ticks.
func NewFlip(ticks int) *Flip { return &Flip{t: NewTween(0, math.Pi, ticks, InOutCubic)} }

// Update advances one tick and reports whether the flip is still running.
func (f *Flip) Update() bool { return f.t.Update() }

// ScaleX is |cos θ|: 1 flat at the start and end, 0 edge-on.
func (f *Flip) ScaleX() float64 { return math.Abs(math.Cos(f.t.Value())) }

// ShowingBack reports whether the other face is up (after 90°).
func (f *Flip) ShowingBack() bool { return f.t.Value() > math.Pi/2 }

// Done reports whether the flip has finished.
func (f *Flip) Done() bool { return f.t.Done() }

// Tumble is a die rolling to rest: its face changes quickly at first and ever
// more slowly, it spins with decaying rotation and bounces twice, and it
// ends flat (angle 0, lift 0) showing the final face. The seed only decides
// the cosmetic intermediate faces.
type Tumble struct {
	faces []int // face per tick, precomputed so Update is allocation-free
	spin  float64
	tick  int
}

// NewTumble makes a tumble of ticks ticks that ends on final (1..6).
func NewTumble(final, ticks int, seed uint64) *Tumble {
	ticks = max(ticks, 1)
	r := rand.New(rand.NewPCG(seed, 0x7475_6d62_6c65))
	faces := make([]int, ticks+1)
	// The last 30% rests on the final face; before that, faces change at
	// intervals that grow like a slowing roll.
	settle := int(float64(ticks) * 0.7)
	face, interval, next := 1+r.IntN(6), 2.0, 0
	for i := range faces {
		if i >= settle {
			faces[i] = final
			continue
		}
		if i >= next {
			nf := 1 + r.IntN(5)
			if nf >= face {
				nf++ // never repeat the face just shown
			}
			face = nf
			next = i + int(interval)
			interval *= 1.35
		}
		faces[i] = face
	}
	spin := (0.8 + r.Float64()*0.8) * math.Pi
	if r.IntN(2) == 0 {
		spin = -spin
	}
	return &Tumble{faces: faces, spin: spin}
}

func (t *Tumble) progress() float64 { return float64(t.tick) / float64(len(t.faces)-1) }

// Update advances one tick and reports whether the die is still moving.
func (t *Tumble) Update() bool {
	if t.tick < len(t.faces)-1 {
		t.tick++
	}
	return !t.Done()
}

// Face is the pip count to draw now.
func (t *Tumble) Face() int { return t.faces[t.tick] }

// Angle is the rotation in radians to draw now; 0 at rest.
func (t *Tumble) Angle() float64 {
	u := 1 - OutCubic(t.progress())
	return t.spin * u
}

// Lift is the bounce height, 1 (dropped from the highest point, at the
// start) .. 0 (on the table); it touches down twice and rests at 0.
func (t *Tumble) Lift() float64 {
	p := t.progress()
	return math.Abs(math.Cos(p*math.Pi*2.5)) * (1 - p) * (1 - p)
}

// Done reports whether the die has come to rest.
func (t *Tumble) Done() bool { return t.tick >= len(t.faces)-1 }
