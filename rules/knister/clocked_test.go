package knister

import (
	"slices"
	"testing"

	"cifra/rules"
)

// A Knister table waits for everyone who has not written the roll, a roll
// a wait; the rules have no move of their own for a seat out of time.
func TestARollIsOneWait(t *testing.T) {
	p, err := Rules.Start(&rules.Record{Format: 1, Game: GameName, Seed: 5, Players: []rules.Player{{Name: "Ana"}, {Name: "Bea"}}})
	if err != nil {
		t.Fatal(err)
	}
	c := p.(rules.Clocked)
	if w := c.Waiting(); !slices.Equal(w.Seats, []int{0, 1}) || w.Turn != 0 {
		t.Fatalf("the first roll waits for %+v", w)
	}
	if _, ok := c.TimeUp(0); ok || c.TurnLimit() != 0 {
		t.Error("Knister's rules offer a move of their own for a seat out of time, or a time per turn")
	}
	if _, err := p.Apply(rules.MarshalMove(Move{P: 1, Cell: [2]int{0, 0}})); err != nil {
		t.Fatal(err)
	}
	if w := c.Waiting(); !slices.Equal(w.Seats, []int{0}) || w.Turn != 0 {
		t.Fatalf("after Bea wrote, the roll waits for %+v", w)
	}
	if _, err := p.Apply(rules.MarshalMove(Move{P: 0, Cell: [2]int{0, 0}})); err != nil {
		t.Fatal(err)
	}
	if w := c.Waiting(); !slices.Equal(w.Seats, []int{0, 1}) || w.Turn != 1 {
		t.Fatalf("the second roll waits for %+v", w)
	}
	for r := 1; r < Rounds; r++ {
		for seat := range 2 {
			if _, err := p.Apply(rules.MarshalMove(Move{P: seat, Cell: [2]int{r / 5, r % 5}})); err != nil {
				t.Fatal(err)
			}
		}
	}
	if w := c.Waiting(); !p.Finished() || len(w.Seats) != 0 {
		t.Errorf("the game over (%v) waits for %+v", p.Finished(), w)
	}
}
