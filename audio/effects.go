package audio

// Each synth function below renders one effect as 16-bit little-endian
// stereo PCM at the given sample rate. They are pure: the same rate always
// gives the same bytes, so they are synthesized once and tested without a
// sound device.

// synthDice is a handful of dice clattering on wood: irregular clicks of
// band-passed noise, each with a faint low knock, dying away.
func synthDice(rate int) []byte {
	s := newSignal(rate, 0.55)
	// Hand-picked onsets and pitches: irregular enough to sound like
	// tumbling dice, fixed so the effect is always the same.
	hits := []struct{ at, freq, amp float64 }{
		{0.000, 2600, 1.0}, {0.034, 3400, 0.8}, {0.071, 2100, 0.9},
		{0.118, 3000, 0.7}, {0.150, 2400, 0.75}, {0.205, 3600, 0.5},
		{0.262, 2800, 0.45}, {0.330, 2200, 0.3}, {0.410, 3100, 0.18},
	}
	for i, h := range hits {
		s.addNoiseBurst(h.at, 0.06, h.freq, 4, h.amp, 0.009, uint64(0x9E3779B97F4A7C15)*uint64(i+1))
		s.addTone(tone{start: h.at, length: 0.05, freq: 420 + 40*float64(i%3), endFreq: 300,
			amp: 0.35 * h.amp, attack: 0.001, decay: 0.012})
	}
	s.lowPass(7000)
	s.fadeEdges(0.002)
	return encodePCM(s, 0.55)
}

// synthPlaced is a soft pencil-on-wood "tock": a short woody resonance with
// a quick downward pitch bend and a breath of noise on the attack.
func synthPlaced(rate int) []byte {
	s := newSignal(rate, 0.14)
	s.addTone(tone{length: 0.14, freq: 820, endFreq: 560, amp: 1, attack: 0.0015, decay: 0.028,
		harmonics: []float64{0.25, 0.08}})
	s.addTone(tone{length: 0.1, freq: 1730, amp: 0.2, attack: 0.001, decay: 0.012})
	s.addNoiseBurst(0, 0.03, 3000, 1.5, 0.3, 0.004, 7)
	s.lowPass(6000)
	s.fadeEdges(0.002)
	return encodePCM(s, 0.5)
}

// synthLine is a pleasant rising arpeggio that settles into a major chord
// (C5 E5 G5 C6), used when a line, column or diagonal is completed.
func synthLine(rate int) []byte {
	s := newSignal(rate, 0.9)
	notes := []float64{523.25, 659.25, 783.99, 1046.5}
	for i, f := range notes {
		start := 0.075 * float64(i)
		s.addTone(tone{start: start, length: 0.9 - start, freq: f, amp: 0.5, attack: 0.006, decay: 0.28,
			harmonics: []float64{0.18, 0.06}, vibratoHz: 5.5, vibratoPercent: 0.15})
	}
	s.lowPass(5000)
	s.fadeEdges(0.003)
	return encodePCM(s, 0.5)
}

// synthFanfare is a short brass-like flourish for the end of a game:
// G4 C5 E5, then a held C major chord.
func synthFanfare(rate int) []byte {
	s := newSignal(rate, 1.5)
	brass := []float64{0.6, 0.45, 0.3, 0.2, 0.1}
	lead := []struct{ at, length, freq float64 }{
		{0.00, 0.16, 392.00}, {0.16, 0.16, 523.25}, {0.32, 0.16, 659.25},
	}
	for _, n := range lead {
		s.addTone(tone{start: n.at, length: n.length, freq: n.freq, amp: 0.5, attack: 0.02, decay: 0.5,
			harmonics: brass})
	}
	for _, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
		s.addTone(tone{start: 0.48, length: 1.0, freq: f, amp: 0.3, attack: 0.03, decay: 0.45,
			harmonics: brass, vibratoHz: 5, vibratoPercent: 0.3})
	}
	s.lowPass(4200)
	s.fadeEdges(0.004)
	return encodePCM(s, 0.55)
}

// synthClick is a subtle UI click: a tiny filtered tick with a short blip.
func synthClick(rate int) []byte {
	s := newSignal(rate, 0.045)
	s.addNoiseBurst(0, 0.02, 4500, 2, 0.6, 0.002, 11)
	s.addTone(tone{length: 0.045, freq: 1900, amp: 0.5, attack: 0.0008, decay: 0.008})
	s.lowPass(9000)
	s.fadeEdges(0.001)
	return encodePCM(s, 0.3)
}

// synthError is a low, soft "nope": two gentle falling tones, rounded
// enough not to feel like a reprimand.
func synthError(rate int) []byte {
	s := newSignal(rate, 0.34)
	s.addTone(tone{start: 0, length: 0.15, freq: 233, endFreq: 220, amp: 0.8, attack: 0.012, decay: 0.09,
		harmonics: []float64{0.3, 0.1}})
	s.addTone(tone{start: 0.15, length: 0.19, freq: 196, endFreq: 175, amp: 0.8, attack: 0.012, decay: 0.1,
		harmonics: []float64{0.3, 0.1}})
	s.lowPass(1800)
	s.fadeEdges(0.004)
	return encodePCM(s, 0.45)
}

// synthFlip is the swish of a tile turning over: a short noise sweep.
func synthFlip(rate int) []byte {
	s := newSignal(rate, 0.14)
	// A sweep made of overlapping bursts climbing in pitch.
	for i := 0; i < 6; i++ {
		at := 0.015 * float64(i)
		s.addNoiseBurst(at, 0.05, 900+450*float64(i), 1.2, 0.5, 0.012, uint64(101+i))
	}
	s.addTone(tone{start: 0.085, length: 0.05, freq: 1500, amp: 0.25, attack: 0.001, decay: 0.01})
	s.lowPass(8000)
	s.fadeEdges(0.003)
	return encodePCM(s, 0.35)
}

// synthStone is a smooth stone lifted off a wooden tray: two inharmonic
// partials (stone) over a soft low knock (wood).
func synthStone(rate int) []byte {
	s := newSignal(rate, 0.18)
	s.addTone(tone{length: 0.18, freq: 1240, amp: 0.5, attack: 0.001, decay: 0.022})
	s.addTone(tone{length: 0.18, freq: 2870, amp: 0.25, attack: 0.001, decay: 0.012})
	s.addTone(tone{length: 0.12, freq: 180, endFreq: 140, amp: 0.6, attack: 0.002, decay: 0.03})
	s.addNoiseBurst(0, 0.02, 2200, 2, 0.3, 0.003, 23)
	s.lowPass(7000)
	s.fadeEdges(0.002)
	return encodePCM(s, 0.5)
}
