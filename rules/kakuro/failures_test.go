package kakuro

import (
	"reflect"
	"slices"
	"testing"
)

// A row that breaks several of the six conditions says every one at
// once, in the rule book's order: a player told one at a time mends it,
// checks again and only then learns the next.
func TestPreviewListsEveryFailure(t *testing.T) {
	// bookBoard's first row: [1,1..3] is 9 2 9, running on into the 4 on
	// [1,4]; the target is its 20.
	s := game(t, bookBoard, []int{20}, "", "D4")
	row := Row{At: Pos{1, 1}, Dir: Right, Len: 3}
	tests := []struct {
		name  string
		claim Claim
		want  []Reason
	}{
		{"not closed and a repeat", Claim{Row: row}, []Reason{
			RowNotClosed{Square: Pos{1, 4}, Dir: Right},
			DoublersShort{Digit: 9, Count: 2, Needed: 1, Used: 0},
		}},
		{"the doubler played", Claim{Row: row, Uses: []Use{doubleUse()}}, []Reason{
			RowNotClosed{Square: Pos{1, 4}, Dir: Right},
		}},
		{"a digit tile mends the repeat, not the sum", Claim{Row: row, Uses: []Use{digitUse(4, Pos{1, 3})}}, []Reason{
			RowNotClosed{Square: Pos{1, 4}, Dir: Right},
			WrongSum{Sum: 15, Target: 20},
		}},
		{"from the middle of a run", Claim{Row: Row{At: Pos{1, 2}, Dir: Right, Len: 3}}, []Reason{
			NoStartSumField{Square: Pos{1, 1}, Dir: Right, Found: Silver},
			RowNotClosed{Square: Pos{1, 5}, Dir: Right},
			WrongSum{Sum: 15, Target: 20},
		}},
		{"one square", Claim{Row: Row{At: Pos{1, 1}, Dir: Right, Len: 1}}, []Reason{
			RowTooShort{Len: 1},
			RowNotClosed{Square: Pos{1, 2}, Dir: Right},
			WrongSum{Sum: 9, Target: 20},
		}},
		{"from a printed sum field", Claim{Row: Row{At: Pos{1, 0}, Dir: Right, Len: 4}}, []Reason{
			RowOffPlayArea{Square: Pos{1, 0}},
			RowNotClosed{Square: Pos{1, 4}, Dir: Right},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pv := s.Preview(Claim{Row: tc.claim.Row, Uses: tc.claim.Uses})
			if !reflect.DeepEqual(pv.Reasons, tc.want) {
				t.Errorf("reasons %v, want %v", pv.Reasons, tc.want)
			}
			checkReasons(t, tc.claim, &pv)
		})
	}
	// A claim Apply refuses, or a use that cannot be laid, says that alone.
	if pv := s.Preview(Claim{Row: row, Uses: []Use{digitUse(4, Pos{1, 6})}}); len(pv.Reasons) != 1 || pv.Reasons[0].Code() != "digit-outside-row" {
		t.Errorf("a digit tile outside the row: reasons %v", pv.Reasons)
	}
	if pv := s.Preview(Claim{Row: row, Uses: []Use{swapUse(Pos{1, 1}, Pos{1, 2})}}); len(pv.Reasons) != 1 || pv.Reasons[0].Code() != CodeTileNotHeld {
		t.Errorf("a tile not held: reasons %v", pv.Reasons)
	}
}

// checkReasons: a preview's reasons are nil exactly when the claim would
// score, start with its verdict and name each condition once.
func checkReasons(t *testing.T, c Claim, pv *Preview) {
	t.Helper()
	if (pv.Verdict == nil) != (pv.Reasons == nil) || pv.Verdict != nil && !reflect.DeepEqual(pv.Reasons[0], pv.Verdict) {
		t.Fatalf("verdict %v, reasons %v\n%+v", pv.Verdict, pv.Reasons, c)
	}
	var codes []string
	for _, r := range pv.Reasons {
		if slices.Contains(codes, r.Code()) {
			t.Fatalf("reasons %v name %s twice\n%+v", pv.Reasons, r.Code(), c)
		}
		codes = append(codes, r.Code())
	}
}
