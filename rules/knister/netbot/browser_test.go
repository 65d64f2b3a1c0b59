package netbot

import (
	"testing"

	"cifra/rules/knister"
)

// The browser build's hard bot (browserLookahead) is the large network's
// greedy choice: the square it values most, with no lookahead and no
// filter; the desktop's (hardLookahead) looks ahead. Positions where the
// two differ show the browser's is not the desktop's in disguise.
func TestBrowserLookaheadIsGreedy(t *testing.T) {
	m := hardModel()
	if m == nil || m.net == nil {
		t.Skip("no model file with a network in this build (cifra_web)")
	}
	if browserLookahead.top != 1 || browserLookahead.work != 0 {
		t.Fatalf("browserLookahead %+v, want greedy (top 1, no bound)", browserLookahead)
	}
	s := m.net.newScratch()
	differ := 0
	for seed := range uint64(4) {
		for filled := 0; filled < knister.Rounds; filled += 4 {
			g := randomGrid(seed, filled)
			for sum := knister.MinValue; sum <= knister.MaxValue; sum++ {
				got := m.lookaheadChoose(&g, sum, browserLookahead, s, nil)
				if want := m.netChoose(&g, sum, s); got != want {
					t.Fatalf("seed %d, %d written, sum %d: %v, want the greedy %v", seed, filled, sum, got, want)
				}
				var f *netFilter
				if m.filter != nil {
					f = newNetFilter(m.filter, hardLookahead.filterTop)
				}
				if m.lookaheadChoose(&g, sum, hardLookahead, s, f) != got {
					differ++
				}
			}
		}
	}
	if differ == 0 {
		t.Fatal("the lookahead chose as greedy play in every position: the test shows nothing")
	}
	t.Logf("the lookahead chose otherwise in %d positions", differ)
}
