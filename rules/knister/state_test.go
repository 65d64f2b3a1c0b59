package knister

import (
	"errors"
	"testing"

	"cifra/rules"
)

func mustNew(t *testing.T, players int, seed uint64, rolls [][2]int) *State {
	t.Helper()
	s, err := New(players, seed, rolls)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func wantCode(t *testing.T, err error, code ErrorCode) {
	t.Helper()
	var ke *Error
	if !errors.As(err, &ke) || ke.Kind != code {
		t.Fatalf("error %v, want code %s", err, code)
	}
	if !errors.Is(err, &Error{Kind: code}) {
		t.Fatalf("errors.Is does not match code %s", code)
	}
	if ke.Error() == "" {
		t.Fatal("empty message")
	}
}

func TestNewValidates(t *testing.T) {
	_, err := New(0, 1, nil)
	wantCode(t, err, CodeBadPlayers)
	_, err = New(PlayerLimit+1, 1, nil)
	wantCode(t, err, CodeBadPlayers)
	if _, err := New(MaxPlayers+1, 1, nil); err != nil {
		t.Fatalf("more players than the table's seats: %v", err)
	}
	_, err = New(1, 1, [][2]int{{1, 1}, {0, 3}})
	wantCode(t, err, CodeBadSetupRolls)
	_, err = New(1, 1, make([][2]int, 26))
	wantCode(t, err, CodeBadSetupRolls)
	s := mustNew(t, 2, 1, [][2]int{{3, 5}, {6, 6}})
	if s.Round() != 0 || s.Dice() != [2]int{3, 5} || s.Sum() != 8 || s.RollsLeft() != 25 {
		t.Fatalf("first roll: round %d dice %v", s.Round(), s.Dice())
	}
}

func TestSeedDecidesDice(t *testing.T) {
	a, b := mustNew(t, 1, 42, nil), mustNew(t, 1, 42, [][2]int{{1, 1}})
	c := mustNew(t, 1, 43, nil)
	same := true
	for i := range Rounds {
		if i > 0 && a.dice[i] != b.dice[i] {
			t.Fatalf("setup shifted seeded roll %d", i)
		}
		same = same && a.dice[i] == c.dice[i]
		for _, d := range a.dice[i] {
			if d < 1 || d > 6 {
				t.Fatalf("die %d", d)
			}
		}
	}
	if same {
		t.Fatal("seeds 42 and 43 roll the same game")
	}
}

func TestRoundFlowAndErrors(t *testing.T) {
	s := mustNew(t, 2, 7, [][2]int{{3, 5}, {6, 6}})
	_, err := s.Apply(Move{P: 2, Cell: [2]int{0, 0}})
	wantCode(t, err, CodePlayerRange)
	_, err = s.Apply(Move{P: 0, Cell: [2]int{0, 5}})
	wantCode(t, err, CodeCellOffGrid)
	_, err = s.Roll()
	wantCode(t, err, CodeRollTooEarly)
	_, err = s.Undo(0)
	wantCode(t, err, CodeNothingToUndo)

	ev, err := s.Apply(Move{P: 1, Cell: [2]int{2, 2}})
	if err != nil || len(ev) != 1 || ev[0] != (NumberPlaced{P: 1, Cell: Cell{2, 2}, Value: 8}) {
		t.Fatalf("Apply: %v %v", ev, err)
	}
	_, err = s.Apply(Move{P: 1, Cell: [2]int{0, 0}})
	wantCode(t, err, CodeAlreadyPlaced)
	if l := s.Legal(1); l != nil {
		t.Fatalf("Legal after placing: %v", l)
	}
	if l := s.Legal(0); len(l) != 25 {
		t.Fatalf("Legal(0): %d cells", len(l))
	}
	if _, err := s.Apply(Move{P: 0, Cell: [2]int{4, 4}}); err != nil {
		t.Fatal(err)
	}
	if !s.AllPlaced() || s.Round() != 0 {
		t.Fatal("the roll moved on by itself")
	}
	// Undo is still possible, then place again.
	ev, err = s.Undo(1)
	if err != nil || ev[0] != (NumberRemoved{P: 1, Cell: Cell{2, 2}, Value: 8}) || s.HasPlaced(1) {
		t.Fatalf("Undo: %v %v", ev, err)
	}
	if _, err := s.Apply(Move{P: 1, Cell: [2]int{1, 1}}); err != nil {
		t.Fatal(err)
	}
	ev, err = s.Roll()
	if err != nil || ev[0] != (DiceRolled{Round: 1, Dice: [2]int{6, 6}, Sum: 12}) {
		t.Fatalf("Roll: %v %v", ev, err)
	}
	_, err = s.Undo(1)
	wantCode(t, err, CodeNothingToUndo)
	_, err = s.Apply(Move{P: 1, Cell: [2]int{1, 1}})
	wantCode(t, err, CodeCellTaken)
	// Apply rolls by itself when everyone has placed.
	s.Apply(Move{P: 0, Cell: [2]int{0, 0}})
	s.Apply(Move{P: 1, Cell: [2]int{0, 0}})
	ev, err = s.Apply(Move{P: 0, Cell: [2]int{0, 1}})
	if err != nil || len(ev) < 2 {
		t.Fatalf("auto roll: %v %v", ev, err)
	}
	if d, ok := ev[0].(DiceRolled); !ok || d.Round != 2 {
		t.Fatalf("first event %#v, want DiceRolled round 2", ev[0])
	}
	want := []Move{{0, [2]int{4, 4}}, {1, [2]int{1, 1}}, {0, [2]int{0, 0}}, {1, [2]int{0, 0}}, {0, [2]int{0, 1}}}
	got := s.Moves()
	if len(got) != len(want) {
		t.Fatalf("moves %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("moves %v, want %v", got, want)
		}
	}
}

// playOut fills every grid in reading order and returns the events of
// the last placement.
func playOut(t *testing.T, s *State) []Event {
	t.Helper()
	var last []Event
	for !s.Finished() {
		for p := range s.Players() {
			if s.HasPlaced(p) && !s.AllPlaced() {
				continue
			}
			legal := s.Legal(p)
			ev, err := s.Apply(Move{P: p, Cell: [2]int{legal[0].R, legal[0].C}})
			if err != nil {
				t.Fatal(err)
			}
			last = ev
		}
	}
	return last
}

func TestFullGameUndoAndRecord(t *testing.T) {
	s := mustNew(t, 3, 99, [][2]int{{1, 2}})
	last := playOut(t, s)
	if !s.Finished() || s.Round() != Rounds-1 {
		t.Fatal("not finished")
	}
	over, ok := last[len(last)-1].(GameOver)
	if !ok || len(over.Scores) != 3 {
		t.Fatalf("last events %v", last)
	}
	_, err := s.Apply(Move{P: 0, Cell: [2]int{0, 0}})
	wantCode(t, err, CodeGameOver)
	_, err = s.Roll()
	wantCode(t, err, CodeNoRollsLeft)
	if s.Legal(0) != nil {
		t.Fatal("Legal after the end")
	}
	// LineCompleted events: the last square [4,4] completes row 4, col 4, diagonal 0.
	n := 0
	for _, e := range last {
		if _, ok := e.(LineCompleted); ok {
			n++
		}
	}
	if n != 3 {
		t.Fatalf("%d LineCompleted on [4,4], want 3", n)
	}
	// Undo after the last placement reopens the game.
	c := s.Clone()
	if _, err := c.Undo(2); err != nil || c.Finished() || s.Grid(2)[4][4] == 0 {
		t.Fatalf("undo after the end: %v, finished %v", err, c.Finished())
	}
	rec := s.Record([]rules.Player{{Name: "A"}, {Name: "B"}, {Name: "C", Bot: "hard"}})
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := FromRecord(back)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 3 {
		if r.Grid(p) != s.Grid(p) {
			t.Fatalf("replayed grid %d differs", p)
		}
	}
	if !r.Finished() || r.Scores()[0] != s.Scores()[0] {
		t.Fatal("replay differs")
	}
}

func TestUndoLeavesRecordReplayable(t *testing.T) {
	s := mustNew(t, 2, 5, nil)
	s.Apply(Move{P: 0, Cell: [2]int{0, 0}})
	s.Apply(Move{P: 1, Cell: [2]int{3, 3}})
	s.Undo(0)
	s.Apply(Move{P: 0, Cell: [2]int{1, 1}})
	s.Apply(Move{P: 1, Cell: [2]int{0, 0}}) // rolls first
	rec := s.Record([]rules.Player{{Name: "A"}, {Name: "B"}})
	r, err := FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.Grid(0) != s.Grid(0) || r.Grid(1) != s.Grid(1) || r.Round() != 1 {
		t.Fatal("replay after undo differs")
	}
}

func TestWinnersShareTies(t *testing.T) {
	if w := winners([]int{5, 9, 9, 2}); len(w) != 2 || w[0] != 1 || w[1] != 2 {
		t.Fatalf("winners %v", w)
	}
}
