package rulestest

import (
	"testing"

	"cifra/rules"
)

// The coin-flip game holds to the common floor like the real games.
func TestCoinFlipKeepsTheFloor(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		rec := &rules.Record{Format: rules.FormatVersion, Game: CoinFlipName, Seed: seed,
			Players: []rules.Player{{Name: "A", Bot: "easy"}, {Name: "B", Bot: "hard"}}}
		CheckFloor(t, CoinFlip, rec, func(r *rules.Record) ([]int, []int, bool, error) {
			p, err := rules.ReplayRecord(CoinFlip, r, nil)
			if p == nil {
				return nil, nil, false, err
			}
			return p.Scores(), p.Winners(), p.Finished(), err
		})
	}
}

// The coin-flip game is followed like the real games.
func TestCoinFlipIsFollowed(t *testing.T) { CheckFollow(t, CoinFlip) }
