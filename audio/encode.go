package audio

import (
	"encoding/binary"
	"math"
)

// bytesPerFrame is one stereo frame of 16-bit samples, the format of
// Ebitengine's audio.Context.NewPlayerFromBytes.
const bytesPerFrame = 4

// encodePCM normalizes s so its loudest sample reaches peak (0 < peak < 1),
// then writes it as 16-bit little-endian signed stereo with both channels
// equal. Normalizing here, once, is what guarantees no effect ever clips.
func encodePCM(s *signal, peak float64) []byte {
	max := 0.0
	for _, v := range s.samples {
		max = math.Max(max, math.Abs(v))
	}
	gain := 0.0
	if max > 0 {
		gain = peak / max
	}
	out := make([]byte, len(s.samples)*bytesPerFrame)
	for i, v := range s.samples {
		x := int16(math.Round(v * gain * math.MaxInt16))
		binary.LittleEndian.PutUint16(out[i*4:], uint16(x))
		binary.LittleEndian.PutUint16(out[i*4+2:], uint16(x))
	}
	return out
}
