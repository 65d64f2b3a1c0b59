//go:build cifra_web

package knister

import (
	"os"
	"testing"
)

// The browser build's tests read the model file from the package's
// folder, as the page would fetch it (natively: go test -tags cifra_web;
// under node: GOOS=js GOARCH=wasm go test -tags cifra_web -exec=...).
func init() { HardModelSource = func() ([]byte, error) { return os.ReadFile("hard_model.bin") } }

// In the browser build the hard bot, and so the hint, play the large
// network greedily (browserLookahead), and the filter is not kept.
func TestBrowserBuildPlaysGreedily(t *testing.T) {
	if hardPlay != browserLookahead {
		t.Fatalf("hardPlay %+v, want browserLookahead %+v", hardPlay, browserLookahead)
	}
	m := hardModel()
	if m == nil || m.net == nil || m.netErr != nil {
		t.Fatalf("the model did not load with its network: %v", m)
	}
	if m.filter != nil {
		t.Error("the browser build keeps the filter network, which only the lookahead uses")
	}
	s := m.net.newScratch()
	bot, _ := NewBot("hard", 1, 0)
	for seed := range uint64(3) {
		for filled := 0; filled < Rounds; filled += 6 {
			g := randomGrid(seed, filled)
			for sum := MinValue; sum <= MaxValue; sum++ {
				want := m.netChoose(&g, sum, s)
				if c, _ := Hint(g, sum, Rounds-filled); c != want {
					t.Fatalf("seed %d, %d written, sum %d: hint %v, want the greedy %v", seed, filled, sum, c, want)
				}
				if c := bot.Choose(g, sum, Rounds-filled); c != want {
					t.Fatalf("seed %d, %d written, sum %d: bot %v, want the greedy %v", seed, filled, sum, c, want)
				}
			}
		}
	}
}
