package kakuzu

import "testing"

// TestSurelyIsNeverWrong follows bot games in every variant: after every
// move, each stone Surely says must hide a digit hides it on the sheet,
// and late in a game (few stones covered) Surely finds such stones.
func TestSurelyIsNeverWrong(t *testing.T) {
	found := 0
	for k, variant := range []Variant{Classic, SameDigit, NoBag} {
		s, err := New(Config{Players: players(2), Seed: uint64(70 + k), Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]*Bot, 2)
		for i, l := range []Level{Hard, Normal} {
			bots[i], _ = NewBot(string(l), uint64(70+k), i)
		}
		sheet := s.Sheet()
		for !s.Finished() {
			m, ok := s.RandomDraw()
			if !ok {
				m, _ = bots[s.Turn()].Choose(s.View(s.Turn()))
			}
			apply(t, s, m)
			v := s.View(0)
			for i := range Squares {
				sq := SquareAt(i)
				for d := 1; d <= 9; d++ {
					if !v.Surely(sq, d) {
						continue
					}
					found++
					if got := sheet[sq.Row][sq.Col]; got != d {
						t.Fatalf("%s, move %d: Surely(%v, %d), but the sheet holds %d there", variant, len(s.Moves()), sq, d, got)
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("Surely never found a stone in three whole games")
	}
	t.Logf("%d sure (square, digit) pairs seen", found)
}

// TestSurelyHandComputed: on the hand-computed position a square with
// more than one candidate whose digit may still go elsewhere in its row,
// column and box is not sure; an uncovered square, a digit out of range
// and a square off the tray never are.
func TestSurelyHandComputed(t *testing.T) {
	s := aidsPosition(t, wikiSheet(t))
	v := s.View(0)
	for _, tc := range []struct {
		sq Square
		d  int
	}{
		{Square{0, 1}, 1}, // candidates 1 2 3 4, and 1 may go on [0,2]
		{Square{0, 0}, 5}, // uncovered
		{Square{0, 1}, 0},
		{Square{0, 1}, 10},
		{Square{9, 0}, 1},
	} {
		if v.Surely(tc.sq, tc.d) {
			t.Errorf("Surely(%v, %d) on the hand-computed position", tc.sq, tc.d)
		}
	}
}
