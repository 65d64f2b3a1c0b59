package kakuro

import (
	"math"
	"reflect"
	"testing"
)

// Every way a claim can fail, each with its facts; a failed claim leaves
// board and hand exactly as they were and locks the claimer out.
func TestClaimFailures(t *testing.T) {
	layField := func(s *State, p Pos) { c := s.board.At(p); c.Kind, c.Cover = LaidSum, Swap }
	tests := []struct {
		name   string
		target int
		prep   func(s *State)
		move   Move
		want   Reason
	}{
		{"one square", 9, nil, claimMove(0, Pos{1, 1}, Right, 1), RowTooShort{Len: 1}},
		{"on the printed column", 20, nil, claimMove(0, Pos{3, 0}, Right, 3), RowOffPlayArea{Square: Pos{3, 0}}},
		{"down the printed column", 20, nil, claimMove(0, Pos{1, 0}, Down, 8), RowOffPlayArea{Square: Pos{1, 0}}},
		{"the whole top edge", 20, nil, claimMove(0, Pos{0, 0}, Right, 9), RowOffPlayArea{Square: Pos{0, 0}}},
		{"one square, at the corner", 9, nil, claimMove(0, Pos{8, 8}, Down, 1), RowTooShort{Len: 1}},
		{"on the printed row", 20, nil, claimMove(0, Pos{0, 3}, Down, 3), RowOffPlayArea{Square: Pos{0, 3}}},
		{"sum field inside", 20, func(s *State) { layField(s, Pos{2, 3}) }, claimMove(0, Pos{2, 1}, Right, 4),
			NotNumberSquare{Square: Pos{2, 3}, Found: LaidSumField}},
		{"starts mid-row", 29, nil, claimMove(0, Pos{2, 2}, Right, 7), NoStartSumField{Square: Pos{2, 1}, Dir: Right, Found: Silver}},
		{"half taken", 36, func(s *State) { s.board.At(Pos{2, 0}).SumTile[Right] = 30 }, claimMove(0, Pos{2, 1}, Right, 8),
			StartHalfTaken{Square: Pos{2, 0}, Dir: Right, Value: 30}},
		{"not closed", 11, nil, claimMove(0, Pos{1, 1}, Right, 2), RowNotClosed{Square: Pos{1, 3}, Dir: Right}},
		{"scored before", 40, func(s *State) { s.board.At(Pos{1, 2}).Scored[Right] = true }, claimMove(0, Pos{1, 1}, Right, 8),
			AlreadyScored{Square: Pos{1, 2}, Dir: Right}},
		{"wrong sum", 39, nil, claimMove(0, Pos{1, 1}, Right, 8), WrongSum{Sum: 40, Target: 39}},
		{"two repeats, one doubler", 40, nil, claimMove(0, Pos{1, 1}, Right, 8, doubleUse()),
			DoublersShort{Digit: 2, Count: 2, Needed: 2, Used: 1}},
		{"swap with red", 40, func(s *State) { s.board.At(Pos{5, 5}).Red = true }, claimMove(0, Pos{1, 1}, Right, 8, swapUse(Pos{1, 1}, Pos{5, 5})),
			NotSilver{Use: 0, Square: Pos{5, 5}, Found: Red}},
		{"swap with sum field", 40, nil, claimMove(0, Pos{1, 1}, Right, 8, doubleUse(), swapUse(Pos{0, 4}, Pos{5, 5})),
			NotSilver{Use: 1, Square: Pos{0, 4}, Found: PrintedSumField}},
		{"swap one square", 40, nil, claimMove(0, Pos{1, 1}, Right, 8, swapUse(Pos{1, 1}, Pos{1, 1})), SwapSameSquare{Use: 0, Square: Pos{1, 1}}},
		{"digit outside", 40, nil, claimMove(0, Pos{1, 1}, Right, 8, digitUse(4, Pos{2, 1})), DigitOutsideRow{Use: 0, Square: Pos{2, 1}}},
		{"digit on digit", 40, func(s *State) { s.board.At(Pos{1, 3}).Cover = '5' }, claimMove(0, Pos{1, 1}, Right, 8, digitUse(4, Pos{1, 3})),
			NotSilver{Use: 0, Square: Pos{1, 3}, Found: Covered}},
		{"sum field mid-board", 11, nil, claimMove(0, Pos{1, 1}, Right, 2, sumFieldUse('S', Pos{1, 4})), SumFieldMisplaced{Use: 0, Square: Pos{1, 4}}},
		{"sum field on red", 11, func(s *State) { s.board.At(Pos{1, 3}).Red = true }, claimMove(0, Pos{1, 1}, Right, 2, sumFieldUse('S', Pos{1, 3})),
			NotSilver{Use: 0, Square: Pos{1, 3}, Found: Red}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := game(t, bookBoard, []int{tc.target, 10}, "SS", "DD4S", "D")
			if tc.prep != nil {
				tc.prep(s)
			}
			before := s.Clone()
			evs := apply(t, s, tc.move)
			got := rejection(t, evs)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("reason %#v\nwant   %#v", got, tc.want)
			}
			if got.Code() == "" || got.Error() == "" {
				t.Errorf("reason without code or text: %#v", got)
			}
			if !sameExceptMoves(before, s) {
				t.Errorf("a failed claim changed the state:\n%v\nbefore:\n%v", s.board.String(), before.board.String())
			}
			if !s.LockedOut(0) || s.LockedOut(1) {
				t.Errorf("lockout %v %v", s.LockedOut(0), s.LockedOut(1))
			}
			t.Logf("%s: %v", got.Code(), got)
		})
	}
}

// Moves that cannot happen are errors and change nothing.
func TestInvalidMoves(t *testing.T) {
	s := game(t, bookBoard, []int{36, 10}, "", "D4", "S")
	tests := []struct {
		name string
		move Move
		code string
	}{
		{"no such seat", claimMove(2, Pos{2, 1}, Right, 8), "no-such-player"},
		{"tile not held", claimMove(1, Pos{2, 1}, Right, 8, doubleUse()), "tile-not-held"},
		{"second doubler", claimMove(0, Pos{2, 1}, Right, 8, doubleUse(), doubleUse()), "tile-not-held"},
		{"off the board", claimMove(0, Pos{2, 1}, Right, 8, digitUse(4, Pos{2, 9})), "off-board"},
		{"row off the board", claimMove(0, Pos{-1, 1}, Right, 8), "off-board"},
		{"row runs off the board", claimMove(0, Pos{2, 1}, Right, 9), "off-board"},
		{"row runs off the bottom", claimMove(0, Pos{5, 3}, Down, 5), "off-board"},
		{"absurd length", claimMove(0, Pos{2, 1}, Right, 9000000000000000000, digitUse(4, Pos{2, 3})), "off-board"},
		{"longest int", claimMove(0, Pos{8, 8}, Down, math.MaxInt, digitUse(4, Pos{8, 8})), "off-board"},
		{"empty row", claimMove(0, Pos{2, 1}, Right, 0), "malformed"},
		{"swap with a digit tile", claimMove(0, Pos{2, 1}, Right, 8, Use{Tile: '4', Kind: UseSwap, A: Pos{1, 1}, B: Pos{1, 2}}), "malformed"},
	}
	for _, tc := range tests {
		before := s.Clone()
		_, err := s.Apply(tc.move)
		im, ok := err.(*InvalidMove)
		if !ok || im.Kind != tc.code {
			t.Errorf("%s: error %v, want code %s", tc.name, err, tc.code)
		}
		if !reflect.DeepEqual(before, s) {
			t.Errorf("%s: an invalid move changed the state", tc.name)
		}
	}
	apply(t, s, claimMove(0, Pos{2, 1}, Right, 3)) // fails: locks seat 0 out
	if _, err := s.Apply(claimMove(0, Pos{2, 1}, Right, 8)); err == nil || err.(*InvalidMove).Kind != CodeLockedOut {
		t.Errorf("a locked-out claim gave %v", err)
	}
	scored(t, apply(t, s, claimMove(1, Pos{2, 1}, Right, 8)))
	if s.LockedOut(0) {
		t.Error("the lockout outlived its sum tile")
	}
}
