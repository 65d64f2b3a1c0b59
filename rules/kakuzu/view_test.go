package kakuzu

import (
	"reflect"
	"testing"

	"cifra/rules"
)

// relabel swaps two digits throughout a sheet: still a valid sudoku.
func relabel(s Sheet, a, b int) Sheet {
	for r := range Size {
		for c := range Size {
			switch s[r][c] {
			case a:
				s[r][c] = b
			case b:
				s[r][c] = a
			}
		}
	}
	return s
}

func TestViewHidesCoveredDigits(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	other := relabel(*wikiSheet(t), 1, 3)
	o, err := New(Config{Players: make([]rules.Player, 2), Seed: 1, Sheet: &other})
	if err != nil {
		t.Fatal(err)
	}
	// Lift the same squares in both games, none showing a 1 or a 3.
	sqs := []Square{{0, 0}, {0, 3}, {0, 6}, {3, 0}, {3, 3}, {3, 6}, {6, 0}, {6, 3}, {6, 6}}
	setup(t, s, sqs)
	setup(t, o, sqs)
	for _, g := range []*State{s, o} {
		apply(t, g, Draw(0, 4))
		apply(t, g, Lift(0, 2, 3)) // a 3 in s, a 1 in o: both miss
	}
	// Only the square lifted in play differs; make it alike and the views
	// must be equal: nothing else of the sheet shows.
	vs, vo := s.View(1), o.View(1)
	if vs.Tray[2][3].Digit != 3 || vo.Tray[2][3].Digit != 1 {
		t.Fatalf("lifted digits %d %d", vs.Tray[2][3].Digit, vo.Tray[2][3].Digit)
	}
	vo.Tray[2][3].Digit = 3
	if !reflect.DeepEqual(vs, vo) {
		t.Fatalf("two sheets differing only under the stones give different views:\n%+v\n%+v", vs, vo)
	}
	for i := range Squares {
		sq := SquareAt(i)
		c := vs.At(sq)
		switch {
		case c.Holder == Covered && c.Digit != 0:
			t.Fatalf("view shows covered %v as %d", sq, c.Digit)
		case c.Holder != Covered && c.Digit != s.sheet.At(sq):
			t.Fatalf("view shows lifted %v as %d", sq, c.Digit)
		}
	}
	if vs.Seat != 1 || vs.Turn != 1 || vs.Awaiting != ActionDraw || vs.Covered != 71 {
		t.Fatalf("view %+v", vs)
	}
}

func TestViewLegalMoves(t *testing.T) {
	s := newGame(t, Classic, 2, 30)
	v := s.View(0)
	if got := len(v.LegalMoves()); got != 81 {
		t.Fatalf("first setup lift: %d moves", got)
	}
	if v1 := s.View(1); v1.LegalMoves() != nil {
		t.Fatal("seat 1 has moves out of turn")
	}
	apply(t, s, Lift(0, 4, 4))
	v = s.View(1)
	if got := len(v.LegalMoves()); got != 72 {
		t.Fatalf("second setup lift: %d moves", got)
	}
	setup(t, s, []Square{{0, 0}, {0, 3}, {0, 6}, {3, 0}, {3, 6}, {6, 0}, {6, 3}, {6, 6}})
	v = s.View(s.Turn())
	ms := v.LegalMoves()
	if len(ms) != 11 || ms[10] != Timeout(v.Seat) { // ten draws and a timeout
		t.Fatalf("draw moves: %v", ms)
	}
	for _, m := range ms {
		if err := s.Check(m); err != nil {
			t.Fatalf("listed move %v is illegal: %v", m, err)
		}
	}
}
