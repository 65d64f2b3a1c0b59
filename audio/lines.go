package audio

// The sounds of a completed line grow with what it scores: LineNone is a
// soft wooden shrug, LineSmall two chimes, LineCompleted (effects.go) the
// four-note arpeggio, LineBig a longer run with a sparkle, LineHuge a
// two-octave flourish that lands on a full chord. Each step is longer,
// has more notes and is mixed a little louder than the one before, so a
// player hears a straight without 7 from across the table.

// Note pitches, Hz.
const (
	noteE4 = 329.63
	noteG4 = 392.00
	noteC5 = 523.25
	noteD5 = 587.33
	noteE5 = 659.25
	noteG5 = 783.99
	noteA5 = 880.00
	noteC6 = 1046.50
	noteE6 = 1318.51
	noteG6 = 1567.98
	noteC7 = 2093.00
)

// bell is the harmonic colour of the scoring chimes: warm, a little
// glassy.
var bell = []float64{0.22, 0.08, 0.05}

// synthLineNone is a full line that scores nothing: two soft, low wooden
// notes stepping down, quiet and short, a shrug rather than a reproach.
func synthLineNone(rate int) []byte {
	s := newSignal(rate, 0.3)
	s.addTone(tone{length: 0.14, freq: noteG4, amp: 0.6, attack: 0.004, decay: 0.05, harmonics: []float64{0.2}})
	s.addTone(tone{start: 0.11, length: 0.19, freq: noteE4, amp: 0.55, attack: 0.004, decay: 0.06, harmonics: []float64{0.2}})
	s.addNoiseBurst(0, 0.02, 1800, 1.5, 0.15, 0.004, 31)
	s.lowPass(2400)
	s.fadeEdges(0.003)
	return encodePCM(s, 0.3)
}

// synthLineSmall is a line worth a point or two: two bright chimes a
// fourth apart.
func synthLineSmall(rate int) []byte {
	s := newSignal(rate, 0.5)
	s.addTone(tone{length: 0.5, freq: noteE5, amp: 0.5, attack: 0.004, decay: 0.14, harmonics: bell})
	s.addTone(tone{start: 0.09, length: 0.41, freq: noteA5, amp: 0.5, attack: 0.004, decay: 0.16, harmonics: bell})
	s.lowPass(5500)
	s.fadeEdges(0.003)
	return encodePCM(s, 0.4)
}

// synthLineBig is a line worth 7 to 11: a quick five-note run up to E6,
// the chord held under it, and a shimmer of high bells at the top.
func synthLineBig(rate int) []byte {
	const length = 1.25
	s := newSignal(rate, length)
	run := []float64{noteC5, noteE5, noteG5, noteC6, noteE6}
	for i, f := range run {
		at := 0.06 * float64(i)
		s.addTone(tone{start: at, length: length - at, freq: f, amp: 0.45, attack: 0.005, decay: 0.5,
			harmonics: bell, vibratoHz: 5.5, vibratoPercent: 0.15})
	}
	sparkle(s, 0.3, []float64{noteC7, noteG6, noteE6 * 2}, 0.18)
	s.lowPass(7000)
	s.fadeEdges(0.004)
	return encodePCM(s, 0.52)
}

// synthLineHuge is a line worth 12 or more: a two-octave pentatonic
// flourish, then a full chord with a brassy edge and vibrato, crowned by
// a cascade of sparkles.
func synthLineHuge(rate int) []byte {
	const length = 1.7
	s := newSignal(rate, length)
	run := []float64{noteC5, noteD5, noteE5, noteG5, noteA5, noteC6, noteE6, noteG6}
	for i, f := range run {
		at := 0.045 * float64(i)
		s.addTone(tone{start: at, length: 0.22, freq: f, amp: 0.4, attack: 0.004, decay: 0.09, harmonics: bell})
	}
	brass := []float64{0.5, 0.32, 0.2, 0.1}
	for _, f := range []float64{noteC5, noteE5, noteG5, noteC6} {
		s.addTone(tone{start: 0.38, length: length - 0.38, freq: f, amp: 0.3, attack: 0.02, decay: 0.9,
			harmonics: brass, vibratoHz: 5, vibratoPercent: 0.3})
	}
	sparkle(s, 0.42, []float64{noteC7, noteG6, noteE6 * 2, noteC7 * 1.5, noteG6 * 1.5}, 0.16)
	s.lowPass(7500)
	s.fadeEdges(0.004)
	return encodePCM(s, 0.56)
}

// sparkle mixes short high bell pings from start on, one every 70 ms,
// each a little quieter: the glitter over a big score.
func sparkle(s *signal, start float64, pitches []float64, amp float64) {
	for i, f := range pitches {
		at := start + 0.07*float64(i)
		s.addTone(tone{start: at, length: 0.25, freq: f, amp: amp * (1 - 0.12*float64(i)), attack: 0.002, decay: 0.06})
	}
}
