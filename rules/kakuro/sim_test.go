package kakuro

import (
	"reflect"
	"testing"
)

// Bot-only games finish, and their records replay to the same result.
func TestSimReplays(t *testing.T) {
	line := [][]string{{"hard"}, {"easy", "normal"}, {"hard", "hard", "hard"}, {"easy", "normal", "hard", "easy", "normal"}}
	for i, levels := range line {
		g, err := Sim(levels, uint64(100+i), nil)
		if err != nil {
			t.Fatal(err)
		}
		s, err := FromRecord(g.Record)
		if err != nil {
			t.Fatalf("%v: replay: %v", levels, err)
		}
		if !s.Finished() || !reflect.DeepEqual(s.Scores(), g.Scores) || !reflect.DeepEqual(s.Winners(), g.Winners) {
			t.Errorf("%v: replay gives %v %v finished=%v, sim %v %v", levels, s.Scores(), s.Winners(), s.Finished(), g.Scores, g.Winners)
		}
		checkInvariants(t, s)
		t.Logf("%v: scores %v winners %v counters %v moves %d", levels, g.Scores, g.Winners, g.Counters, len(g.Record.Moves))
	}
}
