package knister

import "testing"

// The rule book's verdicts: more than 50 is good, more than 80 super,
// more than 100 spectacular.
func TestSoloRating(t *testing.T) {
	for score, want := range map[int]Rating{0: RatingKeepTrying, 50: RatingKeepTrying, 51: RatingGood, 80: RatingGood, 81: RatingSuper, 100: RatingSuper, 101: RatingSpectacular, 140: RatingSpectacular} {
		if got := SoloRating(score); got != want {
			t.Errorf("SoloRating(%d) = %d, want %d", score, got, want)
		}
	}
}
