package kakuzu

import (
	"testing"

	"cifra/rules"
)

func TestNewChecksSettings(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		_, err := New(Config{Players: make([]rules.Player, n)})
		wantCode(t, err, CodePlayerCount)
	}
	_, err := New(Config{Players: make([]rules.Player, 2), Variant: "speed"})
	wantCode(t, err, CodeUnknownVariant)
	_, err = New(Config{Players: make([]rules.Player, 2), TurnSeconds: -1})
	wantCode(t, err, CodeBadTurnSeconds)
	bad := *wikiSheet(t)
	bad[0][0], bad[0][1] = bad[0][1], bad[0][0]
	_, err = New(Config{Players: make([]rules.Player, 2), Sheet: &bad})
	wantCode(t, err, CodeSheetRepeat)
	s, err := New(Config{Players: make([]rules.Player, 3)})
	if err != nil || s.Variant() != Classic || s.Players() != 3 {
		t.Fatalf("default game: %v %v", s, err)
	}
}

func TestSetupSeatsInTurnOneStonePerBox(t *testing.T) {
	s := newGame(t, Classic, 3, 0)
	if s.Phase() != PhaseSetup || s.Turn() != 0 || s.Awaiting() != ActionLift {
		t.Fatalf("a new game waits for seat 0 to lift: phase %v turn %d awaiting %v", s.Phase(), s.Turn(), s.Awaiting())
	}
	_, err := s.Apply(Draw(0, 3))
	wantCode(t, err, CodeWrongAction)
	_, err = s.Apply(Lift(1, 0, 0))
	wantCode(t, err, CodeNotYourTurn)
	_, err = s.Apply(Lift(0, 9, 0))
	wantCode(t, err, CodeOffTray)
	ev := apply(t, s, Lift(0, 1, 1))
	requireEvent(t, ev, StoneLifted{Player: 0, Square: Square{1, 1}, Digit: 7, Setup: true})
	requireEvent(t, ev, StoneSetAside{Player: 0, Square: Square{1, 1}})
	if s.Turn() != 1 || s.Holder(Square{1, 1}) != Neutral {
		t.Fatalf("turn %d holder %d", s.Turn(), s.Holder(Square{1, 1}))
	}
	_, err = s.Apply(Lift(1, 2, 2))
	wantCode(t, err, CodeBoxDone)
	_, err = s.Apply(Lift(1, 1, 1))
	wantCode(t, err, CodeAlreadyLifted)
	_, err = s.Apply(Timeout(1))
	wantCode(t, err, CodeNoTimer)
	rest := cornerSquares[1:]
	var last []Event
	for i, sq := range rest {
		if want := (i + 1) % 3; s.Turn() != want {
			t.Fatalf("setup lift %d by seat %d, want %d", i+1, s.Turn(), want)
		}
		last = apply(t, s, Lift(s.Turn(), sq.Row, sq.Col))
	}
	requireEvent(t, last, PlayStarted{Turn: 0})
	if s.Phase() != PhasePlay || s.Turn() != 0 || s.Awaiting() != ActionDraw {
		t.Fatalf("after setup: phase %v turn %d awaiting %v", s.Phase(), s.Turn(), s.Awaiting())
	}
	if got := len(s.Neutral()); got != 9 {
		t.Fatalf("%d neutral stones", got)
	}
	for _, sc := range s.Scores() {
		if sc != 0 {
			t.Fatalf("neutral stones scored: %v", s.Scores())
		}
	}
}

func TestSetupTimeoutNotATurn(t *testing.T) {
	s := newGame(t, Classic, 2, 30)
	_, err := s.Apply(Timeout(0))
	wantCode(t, err, CodeWrongAction)
}

func TestDigitRetiredDuringSetup(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	var fives []Square
	for i := range Squares {
		if sq := SquareAt(i); s.sheet.At(sq) == 5 {
			fives = append(fives, sq)
		}
	}
	ev := setup(t, s, fives)
	requireEvent(t, ev, DigitRetired{Digit: 5})
	if got := s.Retired(); len(got) != 1 || got[0] != 5 {
		t.Fatalf("retired %v", got)
	}
	for _, n := range s.Bag() {
		if n == 5 {
			t.Fatalf("5 still in the bag %v", s.Bag())
		}
	}
	_, err := s.Apply(Draw(0, 5))
	wantCode(t, err, CodeNotInBag)
	if e := err.(*NotInBagError); e.Why != AbsentRetired {
		t.Fatalf("why %v", e.Why)
	}
}
