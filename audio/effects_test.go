package audio

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// pcmStats summarizes one 16-bit stereo PCM buffer.
type pcmStats struct {
	frames          int
	peak            int     // largest |sample|
	rms             float64 // relative to full scale
	first, last     int     // |sample| at the edges
	channelMismatch int     // frames whose left and right differ
}

func analyse(t *testing.T, pcm []byte) pcmStats {
	t.Helper()
	if len(pcm)%bytesPerFrame != 0 {
		t.Fatalf("PCM length %d is not a whole number of stereo 16-bit frames", len(pcm))
	}
	st := pcmStats{frames: len(pcm) / bytesPerFrame}
	sum := 0.0
	for i := 0; i < st.frames; i++ {
		l := int(int16(binary.LittleEndian.Uint16(pcm[i*4:])))
		r := int(int16(binary.LittleEndian.Uint16(pcm[i*4+2:])))
		if l != r {
			st.channelMismatch++
		}
		a := l
		if a < 0 {
			a = -a
		}
		st.peak = max(st.peak, a)
		sum += float64(l) * float64(l)
		if i == 0 {
			st.first = a
		}
		st.last = a
	}
	st.rms = math.Sqrt(sum/float64(st.frames)) / math.MaxInt16
	return st
}

// wantSeconds is each effect's intended length; a change here is a
// deliberate design change, not an accident.
var wantSeconds = map[Effect]float64{
	DiceRattle: 0.55, NumberPlaced: 0.14, LineCompleted: 0.9, Fanfare: 1.5,
	Click: 0.045, Error: 0.34, TileFlip: 0.14, StoneLift: 0.18,
	LineNone: 0.3, LineSmall: 0.5, LineBig: 1.25, LineHuge: 1.7,
}

func TestEveryEffectHasASynth(t *testing.T) {
	for e := Effect(0); e < numEffects; e++ {
		if synthesizers[e] == nil {
			t.Errorf("%v has no synthesizer", e)
		}
		if _, ok := wantSeconds[e]; !ok {
			t.Errorf("%v has no expected length in this test", e)
		}
		if e.String() == "Effect(?)" {
			t.Errorf("effect %d has no name", int(e))
		}
	}
}

func TestEffectsAreSoundPCM(t *testing.T) {
	for _, rate := range []int{48000, 44100} {
		for e := Effect(0); e < numEffects; e++ {
			pcm := synthesizers[e](rate)
			st := analyse(t, pcm)
			want := int(wantSeconds[e] * float64(rate))
			if st.frames != want {
				t.Errorf("%v@%d: %d frames, want %d (%.3fs)", e, rate, st.frames, want, wantSeconds[e])
			}
			// Normalized well below full scale: no clipping, room for overlaps.
			if st.peak >= math.MaxInt16*6/10 {
				t.Errorf("%v@%d: peak %d is too close to clipping", e, rate, st.peak)
			}
			if st.peak < math.MaxInt16/5 || st.rms < 0.005 {
				t.Errorf("%v@%d: nearly silent (peak %d, rms %.4f)", e, rate, st.peak, st.rms)
			}
			// Edges at (almost) zero: no click when the effect starts or stops.
			if st.first > 300 || st.last > 300 {
				t.Errorf("%v@%d: edges not faded (first %d, last %d)", e, rate, st.first, st.last)
			}
			if st.channelMismatch != 0 {
				t.Errorf("%v@%d: %d frames differ between left and right", e, rate, st.channelMismatch)
			}
		}
	}
}

func TestEffectsAreDeterministic(t *testing.T) {
	for e := Effect(0); e < numEffects; e++ {
		a, b := synthesizers[e](SampleRate), synthesizers[e](SampleRate)
		if !bytes.Equal(a, b) {
			t.Errorf("%v differs between two syntheses", e)
		}
	}
}

func TestEffectsDifferFromEachOther(t *testing.T) {
	pcm := synthAll(SampleRate)
	for a := Effect(0); a < numEffects; a++ {
		for b := a + 1; b < numEffects; b++ {
			if bytes.Equal(pcm[a], pcm[b]) {
				t.Errorf("%v and %v are the same sound", a, b)
			}
		}
	}
}

func TestEncodeSilenceStaysSilent(t *testing.T) {
	s := newSignal(1000, 0.01)
	if pcm := encodePCM(s, 0.5); !bytes.Equal(pcm, make([]byte, 40)) {
		t.Fatalf("silence encoded as %v", pcm)
	}
}

// TestDumpWAV writes every effect as a WAV file and checks each file as a
// player would read it: a 16-bit stereo PCM header at SampleRate, the
// effect's length, sound (not silence) and no sample near full scale. The
// files go into a temporary folder, or into $CIFRA_AUDIO_DUMP (made when
// missing) to listen to or inspect with sox:
//
//	CIFRA_AUDIO_DUMP=/tmp/wav go test -run TestDumpWAV ./audio/
func TestDumpWAV(t *testing.T) {
	dir := os.Getenv("CIFRA_AUDIO_DUMP")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for e := Effect(0); e < numEffects; e++ {
		path := filepath.Join(dir, e.String()+".wav")
		if err := os.WriteFile(path, wavFile(synthesizers[e](SampleRate)), 0o644); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		pcm, err := wavPCM(data)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(path), err)
			continue
		}
		st := analyse(t, pcm)
		if want := int(wantSeconds[e] * SampleRate); st.frames != want {
			t.Errorf("%s: %d frames (%.3fs), want %d (%.3fs)", filepath.Base(path),
				st.frames, float64(st.frames)/SampleRate, want, wantSeconds[e])
		}
		// Every effect is normalized to a peak of at most 0.56 of full
		// scale (encodePCM): louder is clipping nobody meant.
		if st.peak >= math.MaxInt16*6/10 {
			t.Errorf("%s: peak %d (%.2f of full scale), want below 0.6", filepath.Base(path), st.peak, float64(st.peak)/math.MaxInt16)
		}
		if st.peak < math.MaxInt16/5 || st.rms < 0.005 {
			t.Errorf("%s: nearly silent (peak %d, rms %.4f)", filepath.Base(path), st.peak, st.rms)
		}
	}
}

// wavFile wraps 16-bit stereo PCM at SampleRate in a WAV header.
func wavFile(pcm []byte) []byte {
	var h bytes.Buffer
	h.WriteString("RIFF")
	binary.Write(&h, binary.LittleEndian, uint32(36+len(pcm)))
	h.WriteString("WAVEfmt ")
	for _, field := range []any{uint32(16), uint16(1), uint16(2), uint32(SampleRate),
		uint32(SampleRate * bytesPerFrame), uint16(bytesPerFrame), uint16(16)} {
		binary.Write(&h, binary.LittleEndian, field)
	}
	h.WriteString("data")
	binary.Write(&h, binary.LittleEndian, uint32(len(pcm)))
	h.Write(pcm)
	return h.Bytes()
}

// wavPCM reads a WAV file as wavFile writes it and returns its samples,
// or what is wrong with its header.
func wavPCM(b []byte) ([]byte, error) {
	if len(b) < 44 || string(b[0:4]) != "RIFF" || string(b[8:16]) != "WAVEfmt " || string(b[36:40]) != "data" {
		return nil, fmt.Errorf("not a plain WAV file (%d bytes)", len(b))
	}
	le := binary.LittleEndian
	if got := le.Uint32(b[4:]); int(got) != len(b)-8 {
		return nil, fmt.Errorf("RIFF size %d, file holds %d", got, len(b)-8)
	}
	fmtChunk := [...]uint32{le.Uint32(b[16:]), uint32(le.Uint16(b[20:])), uint32(le.Uint16(b[22:])),
		le.Uint32(b[24:]), le.Uint32(b[28:]), uint32(le.Uint16(b[32:])), uint32(le.Uint16(b[34:]))}
	want := [...]uint32{16, 1, 2, SampleRate, SampleRate * bytesPerFrame, bytesPerFrame, 16}
	if fmtChunk != want {
		return nil, fmt.Errorf("format chunk %v, want %v (size, PCM, channels, rate, byte rate, block, bits)", fmtChunk, want)
	}
	if n := le.Uint32(b[40:]); int(n) != len(b)-44 {
		return nil, fmt.Errorf("data size %d, file holds %d", n, len(b)-44)
	}
	return b[44:], nil
}

// synthAll renders every effect at rate.
func synthAll(rate int) [numEffects][]byte {
	var pcm [numEffects][]byte
	for e, synth := range synthesizers {
		pcm[e] = synth(rate)
	}
	return pcm
}

func BenchmarkSynthAll(b *testing.B) {
	for b.Loop() {
		synthAll(SampleRate)
	}
}
