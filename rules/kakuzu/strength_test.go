package kakuzu

import (
	"math"
	"testing"

	"cifra/rules"
)

// TestLevelStrengthHolds: each level wins, against the level under it on
// the same held-out games (docs/bots.md), the stones it won when
// measured, within 2 standard errors of the mean either way: hard
// against normal, normal against easy (which takes the other of the 72
// stones, so easy is held too). The seats change places every game. The
// games are fixed, so a mean moves only when a bot does; a bot as strong
// moves it by the spread of its per-game differences from this one,
// under the stones' own. A level grown stronger is as much a change as
// one grown weaker.
func TestLevelStrengthHolds(t *testing.T) {
	for _, c := range []struct {
		level, against Level
		games          int
		measured, band float64
	}{
		// Measured 2026-11-28, mean ± standard error (docs/bots.md's 5000
		// games: 50.26 and 50.53 by seat; 50.39 and 50.71):
		{Hard, Normal, 200, 50.05, 0.58}, // ± 0.29
		{Normal, Easy, 400, 50.40, 0.26}, // ± 0.13
	} {
		var sum, sq float64
		for i := range c.games {
			levels, me := []Level{c.level, c.against}, 0
			if i%2 == 1 {
				levels, me = []Level{c.against, c.level}, 1
			}
			s := botGame(t, Config{Players: players(2), Seed: rules.HeldOutSeeds.Seed(i)}, levels, -1)
			x := float64(s.Scores()[me])
			sum, sq = sum+x, sq+x*x
		}
		n := float64(c.games)
		mean := sum / n
		t.Logf("%s against %s: %.2f ± %.2f stones over %d games", c.level, c.against, mean, math.Sqrt((sq-n*mean*mean)/(n-1)/n), c.games)
		if math.Abs(mean-c.measured) > c.band {
			t.Errorf("%s wins %.2f stones from %s over %d held-out games, measured %.2f (±%.2f): re-measure it and, "+
				"if the change is meant, write the new figure here and in docs/bots.md", c.level, mean, c.against, c.games, c.measured, c.band)
		}
	}
}
