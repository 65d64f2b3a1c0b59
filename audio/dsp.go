package audio

import "math"

// This file holds the small DSP toolkit the effects are built from. It works
// on mono float64 buffers in [-1, 1]; encodePCM turns the result into the
// bytes Ebitengine plays. Everything is deterministic: noise comes from a
// fixed-seed xorshift generator, never from a global or the clock.

// signal is a mono buffer of samples at a known rate.
type signal struct {
	rate    int
	samples []float64
}

// newSignal allocates a silent buffer of the given duration in seconds.
func newSignal(rate int, seconds float64) *signal {
	return &signal{rate: rate, samples: make([]float64, int(seconds*float64(rate)))}
}

// index converts a time in seconds to a sample index.
func (s *signal) index(t float64) int { return int(t * float64(s.rate)) }

// noise is a tiny xorshift64 generator: deterministic white noise in [-1, 1].
type noise uint64

func (n *noise) next() float64 {
	x := uint64(*n)
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*n = noise(x)
	return float64(x>>11)/float64(1<<52) - 1
}

// envelope is a linear attack followed by an exponential decay with time
// constant decay (seconds): the shape of a struck or plucked thing.
func envelope(t, attack, decay float64) float64 {
	if t < 0 {
		return 0
	}
	if t < attack {
		return t / attack
	}
	return math.Exp(-(t - attack) / decay)
}

// tone describes one pitched note: a sine fundamental plus quieter
// harmonics, which is what makes it sound warm rather than like a test beep.
type tone struct {
	start, length  float64   // seconds
	freq, endFreq  float64   // Hz; endFreq 0 means a steady pitch
	amp            float64   // peak amplitude before mixing
	attack, decay  float64   // envelope, seconds
	harmonics      []float64 // amplitude of harmonic 2, 3, … relative to the fundamental
	vibratoHz      float64
	vibratoPercent float64
}

// addTone mixes t into s. The phase is integrated sample by sample so pitch
// glides stay smooth, and a short release at the end avoids a click.
func (s *signal) addTone(t tone) {
	first, last := s.index(t.start), s.index(t.start+t.length)
	if last > len(s.samples) {
		last = len(s.samples)
	}
	dt := 1 / float64(s.rate)
	const release = 0.008
	phase := 0.0
	for i := first; i < last; i++ {
		local := float64(i-first) * dt
		freq := t.freq
		if t.endFreq > 0 {
			freq += (t.endFreq - t.freq) * local / t.length
		}
		if t.vibratoHz > 0 {
			freq *= 1 + t.vibratoPercent/100*math.Sin(2*math.Pi*t.vibratoHz*local)
		}
		phase += 2 * math.Pi * freq * dt
		// Harmonic k+1 from k and k-1 (sin((k+1)x) = 2cos(x)sin(kx) -
		// sin((k-1)x)): one Sin and one Cos a sample instead of one Sin
		// per harmonic, the same waveform to within rounding.
		sin1, cos2 := math.Sin(phase), 2*math.Cos(phase)
		v := sin1
		prev, cur := sin1, cos2*sin1 // sin(x), sin(2x)
		for _, a := range t.harmonics {
			v += a * cur
			prev, cur = cur, cos2*cur-prev
		}
		env := envelope(local, t.attack, t.decay)
		if remaining := t.length - local; remaining < release {
			env *= remaining / release
		}
		s.samples[i] += t.amp * env * v
	}
}

// addNoiseBurst mixes band-passed noise (a "click" of wood, dice or paper)
// centred on freq with quality q, shaped by a fast attack/decay envelope.
func (s *signal) addNoiseBurst(start, length, freq, q, amp, decay float64, seed uint64) {
	first, last := s.index(start), s.index(start+length)
	if last > len(s.samples) {
		last = len(s.samples)
	}
	n := noise(seed | 1)
	bp := newBandPass(s.rate, freq, q)
	dt := 1 / float64(s.rate)
	for i := first; i < last; i++ {
		local := float64(i-first) * dt
		env := envelope(local, 0.0008, decay)
		s.samples[i] += amp * env * bp.process(n.next())
	}
}

// biquad is a second-order IIR filter (RBJ cookbook form).
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

// newBandPass returns a constant-peak-gain band-pass filter at freq Hz.
func newBandPass(rate int, freq, q float64) *biquad {
	w := 2 * math.Pi * freq / float64(rate)
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	return &biquad{
		b0: alpha / a0, b1: 0, b2: -alpha / a0,
		a1: -2 * math.Cos(w) / a0, a2: (1 - alpha) / a0,
	}
}

// newLowPass returns a low-pass filter with cutoff freq Hz.
func newLowPass(rate int, freq, q float64) *biquad {
	w := 2 * math.Pi * freq / float64(rate)
	alpha := math.Sin(w) / (2 * q)
	c := math.Cos(w)
	a0 := 1 + alpha
	return &biquad{
		b0: (1 - c) / 2 / a0, b1: (1 - c) / a0, b2: (1 - c) / 2 / a0,
		a1: -2 * c / a0, a2: (1 - alpha) / a0,
	}
}

func (f *biquad) process(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

// lowPass runs the whole buffer through a low-pass filter: it takes the
// digital edge off and makes effects sound softer.
func (s *signal) lowPass(freq float64) {
	f := newLowPass(s.rate, freq, 0.707)
	for i, v := range s.samples {
		s.samples[i] = f.process(v)
	}
}

// fadeEdges ramps the first and last few milliseconds to zero so no effect
// starts or ends with a click.
func (s *signal) fadeEdges(seconds float64) {
	n := s.index(seconds)
	if n*2 > len(s.samples) {
		n = len(s.samples) / 2
	}
	for i := 0; i < n; i++ {
		g := float64(i) / float64(n)
		s.samples[i] *= g
		s.samples[len(s.samples)-1-i] *= g
	}
}
