package core

import (
	"testing"

	"cifra/sprites"
)

// FitBold's kept answers are the answers: asked again, with the box or
// the size changed in between, it returns the face it would measure.
func TestFitBoldKeepsItsAnswers(t *testing.T) {
	for _, c := range []struct {
		s     string
		w, s0 float64
	}{{"Spielregeln", 60, 30}, {"Spielregeln", 400, 30}, {"Как играть", 50, 24}, {"OK", 100, 20}} {
		var want *sprites.Face
		for size := c.s0; ; size *= 0.9 {
			want = sprites.Bold(size)
			if w, _ := sprites.Measure(c.s, want); w <= c.w || size <= 6 {
				break
			}
		}
		for range 3 {
			if got := FitBold(c.s, c.w, c.s0); got.Size != want.Size {
				t.Errorf("FitBold(%q, %v, %v) is %v px, want %v", c.s, c.w, c.s0, got.Size, want.Size)
			}
			FitBold(c.s+"!", c.w, c.s0) // another query between
		}
	}
}

// BenchmarkFitBold: a frame's labels fitted again in the same boxes.
func BenchmarkFitBold(b *testing.B) {
	labels := []string{"How to play", "Settings", "Spielregeln", "Продолжить игру", "Nouvelle partie"}
	b.ReportAllocs()
	for i := range b.N {
		FitBold(labels[i%len(labels)], 90, 28)
	}
}
