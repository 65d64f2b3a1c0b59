package kakuro

import (
	"reflect"
	"testing"
)

// A red tile counts — value and point — in the direction not yet scored,
// and a square ends up scored in both directions.
func TestRedCountsAcross(t *testing.T) {
	s := game(t, bookBoard, []int{36, 16, 10}, "", "DS")
	scored(t, apply(t, s, claimMove(0, Pos{2, 1}, Right, 8)))
	// Column 1: 9 on [1,1], the red 7 on [2,1]; a sum field on [3,1]
	// closes the row.
	evs := apply(t, s, claimMove(0, Pos{1, 1}, Down, 2, sumFieldUse('S', Pos{3, 1})))
	if p := scored(t, evs); p.Points != 2 || p.Total != 10 {
		t.Fatalf("scored %+v, want 2 (total 10)", p)
	}
	both := s.Cell(Pos{2, 1})
	if !both.Scored[Right] || !both.Scored[Down] {
		t.Errorf("[2,1] scored %v, want both ways", both.Scored)
	}
	for _, e := range evs {
		if f, ok := e.(SquaresFlipped); ok {
			want := SquaresFlipped{Dir: Down, Squares: []Pos{{1, 1}, {2, 1}}, Flipped: []Pos{{1, 1}}}
			if !reflect.DeepEqual(f, want) {
				t.Errorf("flip %+v, want %+v", f, want)
			}
		}
	}
	// Neither direction can be scored a third time.
	r := rejection(t, apply(t, s, claimMove(0, Pos{2, 1}, Right, 8)))
	if _, ok := r.(StartHalfTaken); !ok {
		t.Errorf("rescoring row 2 gave %v", r)
	}
}

func drawn(evs []Event) string {
	out := ""
	for _, e := range evs {
		if d, ok := e.(ActionTileDrawn); ok {
			out += string(rune('0'+d.Player)) + d.Tile.String() + " "
		}
	}
	return out
}

func TestResupply(t *testing.T) {
	tests := []struct {
		name   string
		target int
		stock  string
		hands  []string
		want   string
	}{
		{"odd: everyone draws, seat 0 first", 11, "S4D", []string{"D", "", "9"}, "0S 14 2D "},
		{"odd, even with empty hands", 11, "S4D", []string{"", "", ""}, "0S 14 2D "},
		{"even: nobody draws", 10, "S4D", []string{"", "D", ""}, ""},
		{"even, nobody holds a tile: everyone draws", 10, "S4D", []string{"", "", ""}, "0S 14 2D "},
		{"stock smaller than the table", 11, "S4", []string{"D", "D", "D"}, ""},
		{"solo: after every tile", 10, "S4", []string{"D"}, "0S "},
		{"solo, odd", 11, "S4", []string{""}, "0S "},
	}
	for _, tc := range tests {
		s := game(t, bookBoard, []int{tc.target, 20, 30}, tc.stock, tc.hands...)
		evs := apply(t, s, AsideMove())
		if got := drawn(evs); got != tc.want {
			t.Errorf("%s: drew %q, want %q", tc.name, got, tc.want)
		}
		if s.Target() != 20 {
			t.Errorf("%s: next target %d", tc.name, s.Target())
		}
	}
}

// The third sum tile set aside ends the game at once: no resupply, even
// after an odd target.
func TestThirdAsideEndsGame(t *testing.T) {
	s := game(t, bookBoard, []int{10, 12, 13, 15}, "SSSSSS", "", "")
	apply(t, s, AsideMove())
	apply(t, s, AsideMove())
	evs := apply(t, s, AsideMove())
	if drawn(evs) != "" {
		t.Errorf("drew after the third aside: %s", drawn(evs))
	}
	last, ok := evs[len(evs)-1].(GameOver)
	if !ok || !s.Finished() || s.Target() != 0 || s.SumsLeft() != 1 {
		t.Fatalf("events %v, finished %v", evs, s.Finished())
	}
	if !reflect.DeepEqual(last.Winners, []int{0, 1}) {
		t.Errorf("winners %v, want a shared win", last.Winners)
	}
	if _, err := s.Apply(AsideMove()); err == nil {
		t.Error("a move after the end was accepted")
	}
}

// An empty stack ends the game after the last round's resupply.
func TestEmptyStackEndsGame(t *testing.T) {
	s := game(t, bookBoard, []int{36}, "SS", "D", "")
	evs := apply(t, s, claimMove(1, Pos{2, 1}, Right, 8))
	if got := drawn(evs); got != "" {
		t.Errorf("drew %q after an even target", got)
	}
	if _, ok := evs[len(evs)-1].(GameOver); !ok || !s.Finished() {
		t.Fatalf("not over: %v", evs)
	}
	if !reflect.DeepEqual(s.Winners(), []int{1}) {
		t.Errorf("winners %v", s.Winners())
	}
}

func TestWinnerTieBreaks(t *testing.T) {
	tests := []struct {
		scores []int
		hands  []string
		want   []int
	}{
		{[]int{5, 7, 7}, []string{"DDD", "D", "S"}, []int{1, 2}},
		{[]int{5, 7, 7}, []string{"DDD", "D", "SS"}, []int{2}},
		{[]int{9, 7, 7}, []string{"", "DDD", "SS"}, []int{0}},
		{[]int{0, 0}, []string{"", ""}, []int{0, 1}},
	}
	for _, tc := range tests {
		s := game(t, bookBoard, []int{10}, "", tc.hands...)
		copy(s.scores, tc.scores)
		if got := s.Winners(); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("scores %v hands %v: winners %v, want %v", tc.scores, tc.hands, got, tc.want)
		}
	}
}

// When every player is locked out, nobody can claim: the tile is set aside
// at once (a locked-out player counts as having declared).
func TestAllLockedOutSetsAside(t *testing.T) {
	s := game(t, bookBoard, []int{11, 20}, "SS", "D", "D")
	apply(t, s, claimMove(0, Pos{1, 1}, Right, 2))
	evs := apply(t, s, claimMove(1, Pos{1, 1}, Right, 2))
	want := []string{"kakuro.ClaimRejected", "kakuro.SumTileSetAside", "kakuro.ActionTileDrawn", "kakuro.ActionTileDrawn", "kakuro.SumTileRevealed"}
	var got []string
	for _, e := range evs {
		got = append(got, reflect.TypeOf(e).String())
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("events %v", got)
	}
	if s.LockedOut(0) || s.LockedOut(1) || s.Target() != 20 || len(s.Aside()) != 1 {
		t.Errorf("after the aside: locked %v %v, target %d, aside %v", s.LockedOut(0), s.LockedOut(1), s.Target(), s.Aside())
	}
}

func TestHourglass(t *testing.T) {
	tests := []struct {
		players, seconds int
		declared         []bool
		locked           []bool
		want             HourglassState
	}{
		{3, 60, []bool{true, false, false}, nil, HourglassIdle},
		{3, 60, []bool{true, true, false}, nil, HourglassRunning},
		{3, 60, []bool{true, false, false}, []bool{false, true, false}, HourglassRunning},
		{3, 60, []bool{true, true, true}, nil, SetAsideNow},
		{2, 60, []bool{true, false}, nil, HourglassRunning},
		{4, 60, []bool{true, false, false, false}, []bool{false, false, true, true}, HourglassRunning},
		{4, 60, []bool{true, true, false, false}, []bool{false, false, true, true}, SetAsideNow},
		{2, 0, []bool{true, false}, nil, HourglassIdle},
		{1, 60, []bool{false}, nil, HourglassRunning},
		{1, 0, []bool{false}, nil, HourglassIdle},
		{1, 0, []bool{true}, nil, SetAsideNow},
		{1, 60, []bool{true}, nil, SetAsideNow},
		{1, 60, nil, nil, HourglassRunning},
	}
	for _, tc := range tests {
		hands := make([]string, tc.players)
		s := game(t, bookBoard, []int{10}, "", hands...)
		s.cfg.Hourglass = tc.seconds
		if tc.locked != nil {
			copy(s.locked, tc.locked)
		}
		if got := s.HourglassState(tc.declared); got != tc.want {
			t.Errorf("%d players, %ds, declared %v, locked %v: %v, want %v", tc.players, tc.seconds, tc.declared, tc.locked, got, tc.want)
		}
	}
	if HourglassTicks(60) != 3600 {
		t.Errorf("60 s = %d ticks", HourglassTicks(60))
	}
}
