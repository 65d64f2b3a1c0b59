package rules

import "testing"

// NextSeed must stay the formula the app has always used for "play
// again", so a series of games from one seed never changes.
func TestNextSeed(t *testing.T) {
	for _, seed := range []uint64{0, 1, 7, 1 << 63, ^uint64(0)} {
		if got, want := NextSeed(seed), seed*6364136223846793005+1442695040888963407; got != want {
			t.Errorf("NextSeed(%d) = %d, want %d", seed, got, want)
		}
	}
	if NextSeed(1) != 7806831264735756412 {
		t.Errorf("NextSeed(1) = %d", NextSeed(1))
	}
	seen := map[uint64]bool{}
	for s, i := uint64(42), 0; i < 1000; s, i = NextSeed(s), i+1 {
		if seen[s] {
			t.Fatalf("the series from 42 repeats after %d games", i)
		}
		seen[s] = true
	}
}

func TestSeatSeed(t *testing.T) {
	if SeatSeed(5, 0) != 5 || SeatSeed(5, 2) != 5+2*0x9e3779b9 {
		t.Errorf("SeatSeed(5, 0..2) = %d, %d", SeatSeed(5, 0), SeatSeed(5, 2))
	}
}

// The streams are distinct: the same seed gives different sequences.
func TestStreamsIndependent(t *testing.T) {
	streams := []uint64{StreamDeal, StreamBot, StreamCosmetic}
	first := map[uint64]uint64{}
	for _, st := range streams {
		v := NewRand(9, st).Uint64()
		for other, w := range first {
			if v == w {
				t.Errorf("streams %d and %d start alike", st, other)
			}
		}
		first[st] = v
	}
}
