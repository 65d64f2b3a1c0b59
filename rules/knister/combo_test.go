package knister

import (
	"slices"
	"testing"

	"cifra/rules/knister/internal/linekey"
)

// bookCard is the 53-point card of the rule book (seeds/knister-rules-it.txt).
var bookCard = Grid{
	{7, 4, 8, 9, 11},
	{3, 7, 3, 7, 7},
	{5, 5, 10, 5, 5},
	{8, 9, 3, 6, 9},
	{8, 11, 8, 8, 7},
}

func TestClassifyTable(t *testing.T) {
	cases := []struct {
		vs     [Size]int
		want   Combo
		key    string
		points int
	}{
		{[Size]int{4, 5, 6, 7, 5}, Pair, "pair", 1},
		{[Size]int{5, 6, 6, 10, 5}, TwoPairs, "two-pairs", 3},
		{[Size]int{7, 8, 7, 7, 4}, ThreeOfAKind, "three-of-a-kind", 3},
		{[Size]int{4, 9, 4, 4, 9}, FullHouse, "full-house", 8},
		{[Size]int{6, 3, 6, 6, 6}, FourOfAKind, "four-of-a-kind", 6},
		{[Size]int{8, 8, 8, 8, 8}, FiveOfAKind, "five-of-a-kind", 10},
		{[Size]int{7, 10, 8, 6, 9}, StraightWith7, "straight-with-7", 8},
		{[Size]int{3, 5, 6, 2, 4}, StraightWithout7, "straight-without-7", 12},
		{[Size]int{12, 9, 11, 8, 10}, StraightWithout7, "straight-without-7", 12},
		{[Size]int{3, 7, 4, 5, 6}, StraightWith7, "straight-with-7", 8},
		{[Size]int{2, 3, 4, 5, 7}, None, "none", 0},
		{[Size]int{2, 4, 6, 8, 10}, None, "none", 0},
		{[Size]int{2, 3, 4, 5, 0}, None, "none", 0},     // not full
		{[Size]int{2, 2, 2, 2, 0}, None, "none", 0},     // not full
		{[Size]int{1, 2, 3, 4, 5}, None, "none", 0},     // 1 is no sum
		{[Size]int{9, 10, 11, 12, 13}, None, "none", 0}, // 13 is no sum
	}
	for _, c := range cases {
		got := Classify(c.vs)
		if got != c.want || got.String() != c.key || got.Points() != c.points {
			t.Errorf("Classify(%v) = %v (%q, %d points), want %v (%q, %d)",
				c.vs, got, got.String(), got.Points(), c.want, c.key, c.points)
		}
	}
}

func TestBookCardScores53(t *testing.T) {
	lines, total := ScoreGrid(bookCard)
	if total != 53 {
		t.Fatalf("total = %d, want 53", total)
	}
	want := [12]int{0, 8, 6, 1, 3, 1, 0, 3, 8, 1, 6, 16}
	wantCombo := [12]Combo{None, FullHouse, FourOfAKind, Pair, ThreeOfAKind,
		Pair, None, TwoPairs, StraightWith7, Pair, ThreeOfAKind, StraightWith7}
	for i, ls := range lines {
		if ls.Points != want[i] || ls.Combo != wantCombo[i] || !ls.Full || ls.Line != AllLines()[i] {
			t.Errorf("line %d (%v) = %+v, want %d points, %v", i, AllLines()[i], ls, want[i], wantCombo[i])
		}
	}
}

func TestDiagonalsDoubleAndOnlyFullLinesScore(t *testing.T) {
	var g Grid
	for i := range Size {
		g[i][i] = 2 + i // diagonal 0: 2..6, a straight without 7
	}
	lines, total := ScoreGrid(g)
	if total != 24 || lines[10].Points != 24 || lines[10].Combo != StraightWithout7 {
		t.Fatalf("diagonal 2..6 scores %+v, total %d; want 24", lines[10], total)
	}
	g[0][0] = 0
	if _, total := ScoreGrid(g); total != 0 {
		t.Fatalf("an unfinished diagonal scored %d", total)
	}
	g = Grid{}
	for i := range Size {
		g[0][i] = 8 // row 0 all 8s; diagonals touch it only in one square
	}
	if lines, total := ScoreGrid(g); total != 10 || lines[0].Combo != FiveOfAKind {
		t.Fatalf("row of 8s: %+v, total %d; want 10", lines[0], total)
	}
}

func TestLines(t *testing.T) {
	ls := AllLines()
	if ls[0] != (Line{Row, 0}) || ls[5] != (Line{Col, 0}) || ls[10] != (Line{Diagonal, 0}) || ls[11] != (Line{Diagonal, 1}) {
		t.Fatalf("AllLines order: %v", ls)
	}
	if got := (Line{Diagonal, 1}).Cells(); got != [Size]Cell{{0, 4}, {1, 3}, {2, 2}, {3, 1}, {4, 0}} {
		t.Fatalf("diagonal 1 cells: %v", got)
	}
	if got := (Line{Col, 3}).Cells(); got[4] != (Cell{4, 3}) {
		t.Fatalf("col 3 cells: %v", got)
	}
	counts := map[Cell]int{{2, 2}: 4, {0, 0}: 3, {0, 4}: 3, {1, 1}: 3, {0, 1}: 2, {3, 2}: 2}
	for c, n := range counts {
		if got := LinesThrough(c); len(got) != n {
			t.Errorf("LinesThrough(%v) = %v, want %d lines", c, got, n)
		}
	}
	if LinesThrough(Cell{5, 0}) != nil {
		t.Error("LinesThrough off the grid should be nil")
	}
	for _, l := range ls {
		for _, c := range l.Cells() {
			found := false
			for _, m := range LinesThrough(c) {
				found = found || m == l
			}
			if !found {
				t.Errorf("%v not among LinesThrough(%v)", l, c)
			}
		}
	}
}

func TestLineKeys(t *testing.T) {
	seen := map[[Size]int8]bool{}
	for k := range linekey.NumKeys {
		if seen[linekey.Values[k]] {
			t.Fatalf("key %d duplicates %v", k, linekey.Values[k])
		}
		seen[linekey.Values[k]] = true
		var vs [Size]int
		for i, v := range linekey.Values[k] {
			vs[i] = int(v)
		}
		vs[0], vs[4] = vs[4], vs[0] // order must not matter
		if linekey.Of(vs) != k {
			t.Fatalf("linekey.Of(%v) = %d, want %d", vs, linekey.Of(vs), k)
		}
	}
	k := linekey.Of([Size]int{0, 0, 0, 7, 5})
	if got := linekey.Of([Size]int{9, 0, 0, 7, 5}); int(linekey.Plus[k][9-MinValue]) != got {
		t.Fatalf("linekey.Plus: %d, want %d", linekey.Plus[k][9-MinValue], got)
	}
	if full := linekey.Of([Size]int{2, 3, 4, 5, 6}); fillTable.Orth[full] != 12 || linekey.Plus[full][0] != -1 {
		t.Fatalf("full key: points %v, plus %d", fillTable.Orth[full], linekey.Plus[full][0])
	}
}

// The bots' line keys (package linekey) see the rules' lines: its slots
// are AllLines in order, the squares of each in Cells' order, and a
// grid's keys are its lines' contents.
func TestLineKeysSeeTheRulesLines(t *testing.T) {
	for slot, l := range AllLines() {
		for i, c := range l.Cells() {
			if got := linekey.SlotCells[slot][i]; got != [2]int{c.R, c.C} {
				t.Fatalf("%v square %d: linekey has %v, want %v", l, i, got, c)
			}
		}
	}
	for r := range Size {
		for c := range Size {
			var want []int
			for _, l := range LinesThrough(Cell{r, c}) {
				for slot, m := range AllLines() {
					if m == l {
						want = append(want, slot)
					}
				}
			}
			if got := linekey.CellSlots[r][c]; !slices.Equal(got, want) {
				t.Fatalf("[%d,%d]: linekey slots %v, want %v", r, c, got, want)
			}
		}
	}
	g := randomGrid(7, 17)
	keys := linekey.OfGrid((*linekey.Grid)(&g))
	for slot, l := range AllLines() {
		if want := linekey.Of(l.Values(&g)); keys[slot] != want {
			t.Fatalf("%v: key %d, want %d", l, keys[slot], want)
		}
	}
}
