package kakuro

import (
	"errors"
	"testing"
)

// The book's example 1: target 36, row 2 from its printed sum field to the
// edge, 7 3 2 8 6 4 5 1 — eight tiles, no repeats.
func TestBookExample1(t *testing.T) {
	s := game(t, bookBoard, []int{36, 20}, "", "D")
	evs := apply(t, s, claimMove(0, Pos{2, 1}, Right, 8))
	if got := scored(t, evs); got.Points != 8 || got.Total != 8 {
		t.Fatalf("scored %+v, want 8 points", got)
	}
	if v := s.Cell(Pos{2, 0}).SumTile[Right]; v != 36 {
		t.Errorf("sum field [2,0] carries %d, want 36", v)
	}
	for c := 1; c <= 8; c++ {
		cell := s.Cell(Pos{2, c})
		if !cell.Red || !cell.Scored[Right] || cell.Scored[Down] {
			t.Errorf("[2,%d] = %+v, want red, scored right only", c, cell)
		}
	}
	var flip SquaresFlipped
	for _, e := range evs {
		if f, ok := e.(SquaresFlipped); ok {
			flip = f
		}
	}
	if flip.Dir != Right || len(flip.Squares) != 8 || len(flip.Flipped) != 8 {
		t.Errorf("flip event %+v", flip)
	}
	if s.Target() != 20 {
		t.Errorf("next target %d, want 20", s.Target())
	}
}

// Examples 2–4 of the book: a sum field laid on a silver tile bounds a
// row, and a laid sum field starts rows in both directions.
func TestSumFieldsBoundRows(t *testing.T) {
	// Target 9: [3,1..3] "1 2 6" would run on into the 7 on [3,4]; a sum
	// field there closes it.
	s := game(t, bookBoard, []int{9, 16, 16}, "", "S4", "D")
	evs := apply(t, s, claimMove(0, Pos{3, 1}, Right, 3, sumFieldUse('4', Pos{3, 4})))
	if p := scored(t, evs); p.Points != 3 {
		t.Fatalf("points %d", p.Points)
	}
	if c := s.Cell(Pos{3, 4}); c.Kind != LaidSum || c.Cover != '4' || c.Surface() != LaidSumField {
		t.Fatalf("[3,4] = %+v, want a laid sum field", c)
	}
	if got := handString(s.Hand(0)); got != "S" {
		t.Fatalf("hand %q, want S", got)
	}
	// Target 16: from the laid sum field going right, "3 3 6 4" repeats
	// the 3: without a doubler the claim fails with the facts...
	evs = apply(t, s, claimMove(0, Pos{3, 5}, Right, 4))
	var ds DoublersShort
	if r := rejection(t, evs); !errors.As(r, &ds) || ds != (DoublersShort{Digit: 3, Count: 2, Needed: 1, Used: 0}) {
		t.Fatalf("reason %#v", r)
	}
	if r := rejection(t, evs).Error(); r != "3 appears twice: 1 doubler is needed, 0 played" {
		t.Errorf("text %q", r)
	}
	// ...and with one it scores 4.
	evs = apply(t, s, claimMove(1, Pos{3, 5}, Right, 4, doubleUse()))
	if p := scored(t, evs); p.Points != 4 || p.Player != 1 {
		t.Fatalf("scored %+v", p)
	}
	if d := s.Discarded(); len(d) != 1 || d[0] != Doubler {
		t.Errorf("discard %v", d)
	}
}
