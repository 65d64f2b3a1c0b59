package knister

import (
	"testing"

	"cifra/rules"
	"cifra/rules/rulestest"
)

// Knister's rules in the common shape: bot games of every level play to the
// end and replay alike through the common loop and the game's own; a
// record that cannot have happened is refused at the same move by both.
func TestCommonShape(t *testing.T) {
	rulestest.CheckBotGames(t, Rules, func(r *rules.Record) ([]int, []int, bool, error) {
		s, err := FromRecord(r)
		if err != nil {
			return nil, nil, false, err
		}
		return s.Scores(), s.Winners(), s.Finished(), nil
	})
}
