package kakuzu

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"cifra/rules"
)

// A Kakuzu table times a whole turn: one seat awaited, the wait the same
// while the seat keeps lifting and a new one once the turn passes; when
// the time runs out in play the rules' own timeout passes the turn, and
// in the setup's lifts the rules have no move of their own.
func TestATurnIsTimedAsAWhole(t *testing.T) {
	rec := &rules.Record{Format: 1, Game: GameName, Seed: 11,
		Players: []rules.Player{{Name: "Ana"}, {Name: "Bea"}}, Options: json.RawMessage(`{"turnSeconds":7200}`)}
	p, err := Rules.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	c := p.(rules.Clocked)
	if got := c.TurnLimit(); got != 2*time.Hour {
		t.Errorf("the turn limit is %v, want 2h", got)
	}
	bots := make([]rules.Bot, 2)
	for seat := range bots {
		if bots[seat], err = Rules.NewBot("normal", 11, seat); err != nil {
			t.Fatal(err)
		}
	}
	if w := c.Waiting(); !slices.Equal(w.Seats, []int{0}) || w.Turn != 0 {
		t.Fatalf("at the start the game waits for %+v, want seat 0 in turn 0", w)
	}
	if _, ok := c.TimeUp(0); ok {
		t.Error("a timeout was offered in the setup's lifts")
	}
	sawSameTurn, sawTimeout := false, false
	for moves := 0; !p.Finished() && moves < 400; moves++ {
		before := c.Waiting()
		if m, ok := p.Due(nil); ok {
			if _, err := p.Apply(m); err != nil {
				t.Fatal(err)
			}
			if after := c.Waiting(); after.Turn == before.Turn {
				sawSameTurn = true
			}
			continue
		}
		seat := before.Seats[0]
		if moves%7 == 3 {
			if m, ok := c.TimeUp(seat); ok {
				if _, err := p.Apply(m); err != nil {
					t.Fatalf("the rules refuse their own timeout %s: %v", m, err)
				}
				after := c.Waiting()
				if after.Turn != before.Turn+1 || after.Seats[0] == seat {
					t.Fatalf("after a timeout the game waits for %+v, from %+v", after, before)
				}
				sawTimeout = true
				continue
			}
		}
		plan, ok := bots[seat].Next(p)
		if !ok {
			t.Fatalf("seat %d is awaited and its bot has nothing to do", seat)
		}
		if _, err := p.Apply(plan.Move); err != nil {
			t.Fatal(err)
		}
	}
	if !p.Finished() || !sawSameTurn || !sawTimeout {
		t.Fatalf("finished %v, a draw kept the wait %v, a timeout played %v", p.Finished(), sawSameTurn, sawTimeout)
	}
	if w := c.Waiting(); len(w.Seats) != 0 {
		t.Errorf("a finished game waits for %+v", w)
	}
}

// Without a time per turn the rules have no timeout to play.
func TestNoTimeoutWithoutATurnLimit(t *testing.T) {
	s, err := New(Config{Players: players(2), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	c := s.Play().(rules.Clocked)
	if c.TurnLimit() != 0 {
		t.Errorf("turn limit %v", c.TurnLimit())
	}
	if m, ok := c.TimeUp(0); ok {
		t.Errorf("a game without a clock offers the timeout %s", m)
	}
}
