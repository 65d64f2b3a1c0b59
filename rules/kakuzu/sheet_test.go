package kakuzu

import (
	"testing"
	"time"

	"cifra/rules"
)

func TestGeneratedSheetsValidAndDistinct(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	r := rules.NewRand(42, rules.StreamDeal)
	seen := map[Sheet]bool{}
	firstRows := map[string]bool{}
	for range n {
		s := GenerateSheet(r)
		if err := s.Validate(); err != nil {
			t.Fatalf("generated sheet invalid: %v\n%v", err, s.Rows())
		}
		if seen[s] {
			t.Fatalf("sheet generated twice: %v", s.Rows())
		}
		seen[s] = true
		firstRows[s.Rows()[0]] = true
	}
	// Varied, not one grid relabelled: the first rows alone barely repeat.
	if len(firstRows) < n*9/10 {
		t.Fatalf("only %d distinct first rows in %d sheets", len(firstRows), n)
	}
}

func TestSheetFromSeedIsReproducible(t *testing.T) {
	a := GenerateSheet(rules.NewRand(9, rules.StreamDeal))
	b := GenerateSheet(rules.NewRand(9, rules.StreamDeal))
	c := GenerateSheet(rules.NewRand(10, rules.StreamDeal))
	if a != b || a == c {
		t.Fatal("a seed must always give its own sheet")
	}
}

func TestSheetOfTheDay(t *testing.T) {
	a := SheetOfTheDay(2026, time.March, 14)
	if a != SheetOfTheDay(2026, time.March, 14) {
		t.Fatal("the sheet of a day changes")
	}
	if a == SheetOfTheDay(2026, time.March, 15) || a == SheetOfTheDay(2025, time.March, 14) {
		t.Fatal("two days share a sheet")
	}
	if SheetOfTheDay(2026, time.February, 30) != SheetOfTheDay(2026, time.March, 2) {
		t.Fatal("dates are not normalized")
	}
	if err := a.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestParseSheetErrors(t *testing.T) {
	if got := wikiSheet(t).Rows(); got[4] != wiki[4] {
		t.Fatalf("rows do not round-trip: %v", got)
	}
	swap := append([]string(nil), wiki...)
	swap[0] = "354678912" // 3 twice in column 0... and 5 twice in column 1
	cases := []struct {
		name string
		rows []string
		code string
	}{
		{"eight rows", wiki[:8], CodeSheetRowCount},
		{"short row", append(append([]string(nil), wiki[:8]...), "34528617"), CodeSheetRowLength},
		{"zero", append(append([]string(nil), wiki[:8]...), "345286170"), CodeSheetNotDigit},
		{"letter", append(append([]string(nil), wiki[:8]...), "34528617x"), CodeSheetNotDigit},
		{"repeat", swap, CodeSheetRepeat},
	}
	for _, c := range cases {
		_, err := ParseSheet(c.rows)
		wantCode(t, err, c.code)
	}
	_, err := ParseSheet(swap)
	if e := err.(*SheetError); e.Unit != UnitColumn || e.Digit != 3 {
		t.Fatalf("repeat found as %+v", e)
	}
}

func TestDeduceFindsSinglesAndSolves(t *testing.T) {
	// The wiki puzzle's givens solve by singles alone.
	puzzle := []string{
		"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
		"7...2...6", ".6....28.", "...419..5", "....8..79",
	}
	var g grid
	for r, row := range puzzle {
		for c := range Size {
			if ch := row[c]; ch != '.' {
				g.set(r*Size+c, int8(ch-'0'))
			}
		}
	}
	if !g.deduce() {
		t.Fatal("contradiction in a valid puzzle")
	}
	if got := g.sheet(); got != *wikiSheet(t) {
		t.Fatalf("singles did not solve the puzzle: %v", got.Rows())
	}
	var counts [Squares][10]int
	budget := 10
	if n, complete := g.enumerate(&counts, 10, &budget); n != 1 || !complete {
		t.Fatalf("a full grid has one completion: %d %v", n, complete)
	}
}
