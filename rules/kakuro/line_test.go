package kakuro

import "testing"

func TestRowThrough(t *testing.T) {
	tests := []struct {
		a, b Pos
		want Row
		ok   bool
	}{
		{Pos{3, 2}, Pos{3, 6}, Row{At: Pos{3, 2}, Dir: Right, Len: 5}, true},
		{Pos{3, 6}, Pos{3, 2}, Row{At: Pos{3, 2}, Dir: Right, Len: 5}, true},
		{Pos{1, 4}, Pos{8, 4}, Row{At: Pos{1, 4}, Dir: Down, Len: 8}, true},
		{Pos{8, 4}, Pos{1, 4}, Row{At: Pos{1, 4}, Dir: Down, Len: 8}, true},
		{Pos{5, 5}, Pos{5, 6}, Row{At: Pos{5, 5}, Dir: Right, Len: 2}, true},
		{Pos{0, 3}, Pos{2, 3}, Row{At: Pos{0, 3}, Dir: Down, Len: 3}, true}, // geometry only
		{Pos{-2, 1}, Pos{4, 1}, Row{At: Pos{-2, 1}, Dir: Down, Len: 7}, true},
		{Pos{4, 4}, Pos{4, 4}, Row{}, false},
		{Pos{2, 3}, Pos{4, 5}, Row{}, false},
	}
	for _, tc := range tests {
		got, ok := RowThrough(tc.a, tc.b)
		if got != tc.want || ok != tc.ok {
			t.Errorf("RowThrough(%v, %v) = %+v %v, want %+v %v", tc.a, tc.b, got, ok, tc.want, tc.ok)
		}
	}
}

// Every pair of squares on the board: a row exactly when they share a
// line, running from one to the other, on the board.
func TestRowThroughAllPairs(t *testing.T) {
	for i := range Size * Size {
		for j := range Size * Size {
			a, b := Pos{i / Size, i % Size}, Pos{j / Size, j % Size}
			row, ok := RowThrough(a, b)
			if want := a != b && (a[0] == b[0] || a[1] == b[1]); ok != want {
				t.Fatalf("RowThrough(%v, %v) ok %v", a, b, ok)
			}
			if !ok {
				continue
			}
			first, last := row.Square(0), row.Square(row.Len-1)
			if !(first == a && last == b || first == b && last == a) || row.Len < 2 || !row.OnBoard() {
				t.Fatalf("RowThrough(%v, %v) = %+v", a, b, row)
			}
			if sq := row.Squares(); len(sq) != row.Len || sq[0] != first || sq[len(sq)-1] != last {
				t.Fatalf("squares %v", sq)
			}
		}
	}
}

func TestRowOnBoard(t *testing.T) {
	tests := []struct {
		row  Row
		want bool
	}{
		{Row{At: Pos{2, 1}, Dir: Right, Len: 8}, true},
		{Row{At: Pos{0, 0}, Dir: Down, Len: 9}, true},
		{Row{At: Pos{2, 1}, Dir: Right, Len: 9}, false},
		{Row{At: Pos{8, 8}, Dir: Down, Len: 1}, true},
		{Row{At: Pos{8, 8}, Dir: Down, Len: 2}, false},
		{Row{At: Pos{3, 3}, Dir: Down, Len: 0}, false},
		{Row{At: Pos{3, 3}, Dir: Down, Len: -4}, false},
		{Row{At: Pos{-1, 3}, Dir: Down, Len: 3}, false},
		{Row{At: Pos{3, 3}, Dir: Right, Len: 1 << 62}, false},
	}
	for _, tc := range tests {
		if got := tc.row.OnBoard(); got != tc.want {
			t.Errorf("%+v.OnBoard() = %v", tc.row, got)
		}
		if got := tc.row.Squares(); (got != nil) != tc.want {
			t.Errorf("%+v.Squares() = %v", tc.row, got)
		}
	}
}
