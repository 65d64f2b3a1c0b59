package netbot

import (
	"errors"
	"strings"
	"testing"

	"cifra/rules/knister"
)

func TestReadModelGivesReasons(t *testing.T) {
	if _, err := readModel(func() ([]byte, error) { return nil, errors.New("fetch failed: offline") }); err == nil ||
		!strings.Contains(err.Error(), "offline") {
		t.Errorf("a failed source: %v, want its reason", err)
	}
	good := ModelFile()
	if good == nil {
		t.Skip("no model file in this build (cifra_web)")
	}
	if _, err := readModel(func() ([]byte, error) { return good[:lineModelBytes-3], nil }); err == nil ||
		!strings.Contains(err.Error(), "bytes") {
		t.Errorf("a cut file: %v, want a size error", err)
	}
	m, err := readModel(func() ([]byte, error) { return good, nil })
	if err != nil || m == nil {
		t.Fatalf("the embedded file: %v", err)
	}
}

// Without its model the hard bot still plays every roll legally, as the
// greedy choice by the fill table, and names no main line.
func TestHintWithoutModelIsGreedy(t *testing.T) {
	var g knister.Grid
	for round, sum := range []int{7, 2, 12, 7, 6, 8, 9, 5, 7, 4, 10, 3, 11, 7, 6, 8, 7, 9, 5, 6, 8, 7, 4, 10, 7} {
		c, line := hintWith(nil, g, sum)
		if g[c.R][c.C] != 0 {
			t.Fatalf("roll %d: square %v is taken", round, c)
		}
		if want := greedy(&g, sum, fillTable); c != want {
			t.Fatalf("roll %d: %v, want the greedy %v", round, c, want)
		}
		if line != (knister.Line{}) {
			t.Fatalf("roll %d: main line %v without a model", round, line)
		}
		g[c.R][c.C] = sum
	}
	if g.Filled() != knister.Rounds {
		t.Fatalf("filled %d squares, want %d", g.Filled(), knister.Rounds)
	}
}
