package kakuzu

import (
	"reflect"
	"testing"

	"cifra/rules"
)

// wiki is a known valid sudoku used as the hidden sheet of scripted games.
var wiki = []string{
	"534678912",
	"672195348",
	"198342567",
	"859761423",
	"426853791",
	"713924856",
	"961537284",
	"287419635",
	"345286179",
}

func wikiSheet(t testing.TB) *Sheet {
	t.Helper()
	s, err := ParseSheet(wiki)
	if err != nil {
		t.Fatalf("wiki sheet: %v", err)
	}
	return &s
}

// newGame starts a scripted game on the wiki sheet.
func newGame(t testing.TB, v Variant, players, turnSeconds int) *State {
	t.Helper()
	s, err := New(Config{Players: make([]rules.Player, players), Seed: 1, Variant: v,
		TurnSeconds: turnSeconds, Sheet: wikiSheet(t)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cornerSquares are the top-left squares of the nine boxes, a neutral
// setup: digits 5 6 9 8 7 4 9 5 2 on the wiki sheet.
var cornerSquares = []Square{{0, 0}, {0, 3}, {0, 6}, {3, 0}, {3, 3}, {3, 6}, {6, 0}, {6, 3}, {6, 6}}

// setup lifts the given neutral stones, seats in turn.
func setup(t testing.TB, s *State, sqs []Square) []Event {
	t.Helper()
	var all []Event
	for _, sq := range sqs {
		all = append(all, apply(t, s, Lift(s.Turn(), sq.Row, sq.Col))...)
	}
	if s.Phase() != PhasePlay {
		t.Fatalf("after setup the phase is %v", s.Phase())
	}
	return all
}

func apply(t testing.TB, s *State, m Move) []Event {
	t.Helper()
	ev, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	checkInvariants(t, s)
	return ev
}

// covering returns a covered square showing digit d (want=true) or not d.
func covering(t testing.TB, s *State, d int, want bool) Square {
	t.Helper()
	for i := range Squares {
		sq := SquareAt(i)
		if s.Holder(sq) == Covered && (s.sheet.At(sq) == d) == want {
			return sq
		}
	}
	t.Fatalf("no covered square with digit==%d %v", d, want)
	return Square{}
}

func hit(t testing.TB, s *State, d int) []Event {
	sq := covering(t, s, d, true)
	return apply(t, s, Lift(s.Turn(), sq.Row, sq.Col))
}

func miss(t testing.TB, s *State, d int) []Event {
	sq := covering(t, s, d, false)
	return apply(t, s, Lift(s.Turn(), sq.Row, sq.Col))
}

// wantCode checks that err is a kakuzu Error with the code.
func wantCode(t testing.TB, err error, code string) {
	t.Helper()
	e, ok := err.(Error)
	if !ok {
		t.Fatalf("error %v (%T) is not a kakuzu Error, want code %s", err, err, code)
	}
	if e.Code() != code {
		t.Fatalf("error %q has code %s, want %s", err, e.Code(), code)
	}
	if e.Error() == "" {
		t.Fatalf("error with code %s has no text", code)
	}
}

func hasEvent(ev []Event, want Event) bool {
	for _, e := range ev {
		if reflect.DeepEqual(e, want) {
			return true
		}
	}
	return false
}

func requireEvent(t testing.TB, ev []Event, want Event) {
	t.Helper()
	if !hasEvent(ev, want) {
		t.Fatalf("events %+v lack %+v", ev, want)
	}
}

// checkInvariants checks what must always hold: stones conserved, the
// bag, drawn and retired numbers partitioning 0..9, and retirement exactly
// when a digit has no covered square.
func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	held := len(s.Neutral()) + s.Covered()
	for p := range s.Players() {
		held += s.Kept(p) + s.Received(p)
		if got := len(s.StonesOf(p)); got != s.Kept(p)+s.Received(p) {
			t.Fatalf("seat %d holds %d squares but kept %d + received %d", p, got, s.Kept(p), s.Received(p))
		}
	}
	if held != Squares {
		t.Fatalf("stones not conserved: %d", held)
	}
	var seen uint16
	for _, set := range [][]int{s.Bag(), s.Drawn(), s.Retired()} {
		for _, n := range set {
			if seen&(1<<n) != 0 {
				t.Fatalf("number %d twice among bag %v drawn %v retired %v", n, s.Bag(), s.Drawn(), s.Retired())
			}
			seen |= 1 << n
		}
	}
	if seen != 0x3ff {
		t.Fatalf("numbers lost: bag %v drawn %v retired %v", s.Bag(), s.Drawn(), s.Retired())
	}
	for d := 1; d <= 9; d++ {
		left := 0
		for i := range Squares {
			if s.holder[i] == Covered && s.sheet.At(SquareAt(i)) == d {
				left++
			}
		}
		if retired := s.retired&(1<<d) != 0; retired != (left == 0) {
			t.Fatalf("digit %d: %d covered, retired=%v", d, left, retired)
		}
	}
	if s.Finished() != (s.Covered() == 0) {
		t.Fatalf("finished=%v with %d covered", s.Finished(), s.Covered())
	}
}
