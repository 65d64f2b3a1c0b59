package audio

import (
	"encoding/binary"
	"testing"
)

// energy is the sum of squared samples of one channel: how much sound an
// effect makes in all, loudness and length together.
func energy(pcm []byte) float64 {
	e := 0.0
	for i := 0; i+4 <= len(pcm); i += 4 {
		v := float64(int16(binary.LittleEndian.Uint16(pcm[i:]))) / 32768
		e += v * v
	}
	return e
}

// The line sounds are a scale: each step up is longer, carries more sound
// in all and peaks louder than the one below it, so a big
// combination is heard to be big.
func TestLineSoundsGrowWithTheScore(t *testing.T) {
	steps := []Effect{LineNone, LineSmall, LineCompleted, LineBig, LineHuge}
	pcm := synthAll(SampleRate)
	for i := 1; i < len(steps); i++ {
		lo, hi := steps[i-1], steps[i]
		if len(pcm[hi]) <= len(pcm[lo]) {
			t.Errorf("%v (%d bytes) is not longer than %v (%d bytes)", hi, len(pcm[hi]), lo, len(pcm[lo]))
		}
		if energy(pcm[hi]) <= energy(pcm[lo])*1.2 {
			t.Errorf("%v (energy %.0f) is not clearly bigger than %v (%.0f)", hi, energy(pcm[hi]), lo, energy(pcm[lo]))
		}
		if a, b := analyse(t, pcm[lo]).peak, analyse(t, pcm[hi]).peak; b <= a {
			t.Errorf("%v peaks at %d, not louder than %v's %d", hi, b, lo, a)
		}
	}
}
