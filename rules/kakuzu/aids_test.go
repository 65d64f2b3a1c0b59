package kakuzu

import (
	"slices"
	"testing"

	"cifra/rules"
)

// digitSet is the candidate bit set of a list of digits.
func digitSet(ds ...int) uint16 {
	var set uint16
	for _, d := range ds {
		set |= 1 << d
	}
	return set
}

// aidsPosition plays, on the wiki sheet, the corner setup (5 6 9 / 8 7 4 /
// 9 5 2 on the boxes' top-left squares) and three misses: [1,1]=7,
// [2,2]=8 and [4,4]=5 are uncovered. No 1 or 3 shows.
func aidsPosition(t *testing.T, sheet *Sheet) *State {
	t.Helper()
	s, err := New(Config{Players: make([]rules.Player, 2), Seed: 1, Sheet: sheet})
	if err != nil {
		t.Fatal(err)
	}
	setup(t, s, cornerSquares)
	for _, m := range []struct{ draw, row, col int }{{4, 1, 1}, {1, 2, 2}, {6, 4, 4}} {
		apply(t, s, Draw(s.Turn(), m.draw))
		apply(t, s, Lift(s.Turn(), m.row, m.col))
	}
	return s
}

// bruteCandidates is Candidates by its definition: a covered square may
// hold d unless d shows in its row, column or box.
func bruteCandidates(v *View) [Size][Size]uint16 {
	var out [Size][Size]uint16
	for r := range Size {
		for c := range Size {
			if v.Tray[r][c].Holder != Covered {
				continue
			}
			for d := 1; d <= 9; d++ {
				shows := false
				for k := range Size {
					br, bc := r/3*3+k/3, c/3*3+k%3
					if v.Tray[r][k].Digit == d || v.Tray[k][c].Digit == d || v.Tray[br][bc].Digit == d {
						shows = true
					}
				}
				if !shows {
					out[r][c] |= 1 << d
				}
			}
		}
	}
	return out
}

// checkCandidates checks a state's view against the brute definition, the
// sheet (the digit under a stone is always a candidate) and WhereCanItBe.
func checkCandidates(t *testing.T, s *State) {
	t.Helper()
	v := s.View(s.Turn())
	got := v.Candidates()
	if want := bruteCandidates(&v); got != want {
		t.Fatalf("candidates differ from the brute check:\n got %v\nwant %v", got, want)
	}
	sheet := s.Sheet()
	for i := range Squares {
		sq := SquareAt(i)
		c := got[sq.Row][sq.Col]
		if s.Holder(sq) == Covered && c&(1<<sheet.At(sq)) == 0 {
			t.Fatalf("%v hides a %d, not among its candidates %b", sq, sheet.At(sq), c)
		}
		if c&^allDigits != 0 {
			t.Fatalf("%v has candidates outside 1..9: %b", sq, c)
		}
	}
	for d := 1; d <= 9; d++ {
		var want []Square
		for i := range Squares {
			if sq := SquareAt(i); got[sq.Row][sq.Col]&(1<<d) != 0 {
				want = append(want, sq)
			}
		}
		if where := v.WhereCanItBe(d); !slices.Equal(where, want) {
			t.Fatalf("WhereCanItBe(%d) = %v, want %v", d, where, want)
		}
		if slices.Contains(v.Retired, d) && len(want) != 0 {
			t.Fatalf("retired %d is a candidate on %v", d, want)
		}
	}
}

func TestCandidatesHandComputed(t *testing.T) {
	s := aidsPosition(t, wikiSheet(t))
	v := s.View(0)
	c := v.Candidates()
	for _, tc := range []struct {
		sq   Square
		want uint16
	}{
		{Square{0, 1}, digitSet(1, 2, 3, 4)},             // row 5 6 9, column 7, box 5 7 8
		{Square{0, 2}, digitSet(1, 2, 3, 4)},             // row 5 6 9, column 8, box 5 7 8
		{Square{1, 0}, digitSet(1, 2, 3, 4, 6)},          // row 7, column 5 8 9, box 5 7 8
		{Square{4, 3}, digitSet(1, 2, 3, 4, 8, 9)},       // row 5, column 6 7 5, box 7 5
		{Square{8, 8}, digitSet(1, 3, 4, 5, 6, 7, 8, 9)}, // box 2
		{Square{0, 0}, 0},                                // uncovered (neutral)
		{Square{4, 4}, 0},                                // uncovered (passed)
	} {
		if got := c[tc.sq.Row][tc.sq.Col]; got != tc.want {
			t.Errorf("candidates of %v: %010b, want %010b", tc.sq, got, tc.want)
		}
	}
	// The 7s show on [1,1] and [3,3]: not in rows 1 and 3, columns 1 and
	// 3, boxes 0 and 4. In row 0 they may be on [0,4] .. [0,8] but [0,6]
	// (uncovered).
	where := v.WhereCanItBe(7)
	if len(where) < 4 || !slices.Equal(where[:4], []Square{{0, 4}, {0, 5}, {0, 7}, {0, 8}}) {
		t.Fatalf("WhereCanItBe(7) = %v", where)
	}
	for _, sq := range where {
		if sq.Row == 1 || sq.Row == 3 || sq.Col == 1 || sq.Col == 3 || sq.Box() == 0 || sq.Box() == 4 {
			t.Fatalf("WhereCanItBe(7) lists %v", sq)
		}
	}
	for _, d := range []int{-1, 0, 10} {
		if got := v.WhereCanItBe(d); got != nil {
			t.Fatalf("WhereCanItBe(%d) = %v, want nil", d, got)
		}
	}
	checkCandidates(t, s)
}

func TestCandidatesRetiredDigit(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	var ones []Square
	for i := range Squares {
		if sq := SquareAt(i); s.sheet.At(sq) == 1 {
			ones = append(ones, sq)
		}
	}
	setup(t, s, ones) // the nine 1s, one per box: 1 retires in the setup
	v := s.View(0)
	if got := v.WhereCanItBe(1); got != nil {
		t.Fatalf("WhereCanItBe(retired 1) = %v", got)
	}
	for r, row := range v.Candidates() {
		for c, cands := range row {
			covered := v.Tray[r][c].Holder == Covered
			if want := allDigits &^ digitSet(1); covered && cands != want || !covered && cands != 0 {
				t.Fatalf("[%d,%d]: %010b", r, c, cands)
			}
		}
	}
	checkCandidates(t, s)
}

// TestCandidatesMatchBruteCheck follows bot games in every variant,
// checking the candidates after every move.
func TestCandidatesMatchBruteCheck(t *testing.T) {
	for k, variant := range []Variant{Classic, SameDigit, NoBag} {
		s, err := New(Config{Players: players(3), Seed: uint64(40 + k), Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]*Bot, 3)
		for i, l := range []Level{Hard, Normal, Easy} {
			bots[i], _ = NewBot(string(l), uint64(40+k), i)
		}
		for !s.Finished() {
			m, ok := s.RandomDraw()
			if !ok {
				m, _ = bots[s.Turn()].Choose(s.View(s.Turn()))
			}
			apply(t, s, m)
			checkCandidates(t, s)
		}
		v := s.View(0)
		if v.Candidates() != [Size][Size]uint16{} {
			t.Fatal("candidates on an empty tray")
		}
	}
}

// TestCandidatesIgnoreCoveredDigits: two sheets that agree on every
// uncovered square (the wiki sheet and the same with 1s and 3s swapped,
// none of them lifted) give the same candidates.
func TestCandidatesIgnoreCoveredDigits(t *testing.T) {
	other := relabel(*wikiSheet(t), 1, 3)
	a, b := aidsPosition(t, wikiSheet(t)), aidsPosition(t, &other)
	if a.Sheet() == b.Sheet() {
		t.Fatal("the sheets are alike")
	}
	va, vb := a.View(1), b.View(1)
	if va.Tray != vb.Tray {
		t.Fatal("the uncovered squares differ")
	}
	if va.Candidates() != vb.Candidates() {
		t.Fatalf("candidates depend on covered digits:\n%v\n%v", va.Candidates(), vb.Candidates())
	}
	for d := 1; d <= 9; d++ {
		if !slices.Equal(va.WhereCanItBe(d), vb.WhereCanItBe(d)) {
			t.Fatalf("WhereCanItBe(%d) depends on covered digits", d)
		}
	}
	checkCandidates(t, b)
}

func TestCandidatesDoNotAllocate(t *testing.T) {
	v := aidsPosition(t, wikiSheet(t)).View(0)
	if n := testing.AllocsPerRun(100, func() { _ = v.Candidates() }); n != 0 {
		t.Fatalf("Candidates allocates %v times", n)
	}
}

// BenchmarkCandidates times Candidates on a mid-game view (27 uncovered).
func BenchmarkCandidates(b *testing.B) {
	s := botGame(b, Config{Players: players(2), Seed: 1}, []Level{Normal, Normal}, 40)
	v := s.View(s.Turn())
	b.ReportAllocs()
	var sink [Size][Size]uint16
	for b.Loop() {
		sink = v.Candidates()
	}
	_ = sink
}
