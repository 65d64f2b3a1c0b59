package kakuro

import (
	"math"
	"testing"

	"cifra/rules"
)

// seatMean is the mean points of the seat playing levels[0] over the
// first games seeds of the held-out range (docs/bots.md), the levels'
// seats turned one place each game so each sits everywhere; and its
// standard error.
func seatMean(t *testing.T, levels []string, games int) (mean, se float64) {
	t.Helper()
	var sum, sq float64
	for i := range games {
		turn := i % len(levels) // levels[0] sits at seat turn
		seats := append(append([]string(nil), levels[len(levels)-turn:]...), levels[:len(levels)-turn]...)
		g, err := Sim(seats, rules.HeldOutSeeds.Seed(i), nil)
		if err != nil {
			t.Fatal(err)
		}
		x := float64(g.Scores[turn])
		sum, sq = sum+x, sq+x*x
	}
	n := float64(games)
	mean = sum / n
	return mean, math.Sqrt((sq - n*mean*mean) / (n - 1) / n)
}

// TestLevelStrengthHolds: each level scores, on the same held-out games,
// what it scored when measured, within 2 standard errors of the mean
// either way. Alone at the table, a level's points say which rows it
// sees (easy: plain rows only, and so next to none); racing, how fast it
// calls: hard against normal. The games are fixed, so a mean moves only
// when a bot does; a bot as strong moves it by the spread of its
// per-game differences from this one, under the scores' own. A level
// grown stronger is as much a change as one grown weaker: easy is there
// to be beaten.
func TestLevelStrengthHolds(t *testing.T) {
	for _, c := range []struct {
		levels         []string
		games          int
		measured, band float64
	}{
		// Measured 2026-11-28, mean ± standard error (docs/bots.md's
		// 5000 games: 48.09, 36.80, 0.06; racing, 30.12 and 15.90):
		{[]string{"hard"}, 1000, 47.56, 0.78},          // ± 0.39
		{[]string{"normal"}, 1000, 36.35, 0.70},        // ± 0.35
		{[]string{"easy"}, 2000, 0.05, 0.02},           // ± 0.01
		{[]string{"hard", "normal"}, 500, 30.26, 0.86}, // ± 0.43
		{[]string{"normal", "hard"}, 500, 15.97, 0.50}, // ± 0.25
	} {
		mean, se := seatMean(t, c.levels, c.games)
		t.Logf("%v: %.2f ± %.2f over %d games", c.levels, mean, se, c.games)
		if math.Abs(mean-c.measured) > c.band {
			t.Errorf("%s scores %.2f over %d held-out games against %v, measured %.2f (±%.2f): re-measure it and, "+
				"if the change is meant, write the new figure here and in docs/bots.md", c.levels[0], mean, c.games, c.levels[1:], c.measured, c.band)
		}
	}
}
