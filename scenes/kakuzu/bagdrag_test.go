package kakuzu

import (
	"testing"

	"cifra/rules/kakuzu"
)

// TestNumberDraggedOutOfTheBag: a stroke that goes down on the bag and
// lets go beyond it draws the number, exactly once; one that starts off
// the bag and ends on it draws nothing.
func TestNumberDraggedOutOfTheBag(t *testing.T) {
	tb := table(seats(2), 5, kakuzu.Classic, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	g.settle()
	bag := g.at(bagID)
	moves := len(st.Moves())
	g.script.Drag(bag.X-200, bag.Y+150, bag.X, bag.Y, 8)
	g.run(2)
	if len(st.Moves()) != moves {
		t.Fatalf("a stroke that ended on the bag drew: %v", st.Moves()[moves:])
	}
	want := nextDraw(t, st)
	g.script.Drag(bag.X, bag.Y, bag.X-200, bag.Y+150, 8)
	g.run(2)
	got := st.Moves()[moves:]
	if len(got) != 1 || got[0] != kakuzu.Draw(0, want) {
		t.Fatalf("a number dragged out of the bag played %v, want one draw of %d", got, want)
	}
}
