//go:build cifra_train

package knister

import (
	"flag"
	"slices"
	"testing"
	"time"
)

var reportGames = flag.Int("report", 0, "print each level's score distribution over this many solo games (0: skip)")

// TestLevelReport prints what `referee sim -bots L -games N -seed 1`
// plays, with the figures the bots are judged by.
func TestLevelReport(t *testing.T) {
	if *reportGames == 0 {
		t.Skip("run with -report N")
	}
	for _, level := range Levels() {
		var scores []int
		var times []time.Duration
		for i := range *reportGames {
			g, err := Sim([]string{level}, uint64(1+i))
			if err != nil {
				t.Fatal(err)
			}
			scores = append(scores, g.Scores[0])
			times = append(times, g.Decisions...)
		}
		slices.Sort(scores)
		slices.Sort(times)
		over80, over100 := 0, 0
		for _, s := range scores {
			if s > 80 {
				over80++
			}
			if s > 100 {
				over100++
			}
		}
		mean, p10, p50, p90 := summary(scores)
		n := float64(len(scores))
		t.Logf("%-6s mean %.2f median %d p10 %d p90 %d >80 %.1f%% >100 %.1f%% decision p50 %v p99 %v",
			level, mean, p50, p10, p90, 100*float64(over80)/n, 100*float64(over100)/n,
			times[len(times)/2], times[len(times)*99/100])
	}
}
