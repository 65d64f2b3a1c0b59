package kakuzu

import (
	"slices"

	"cifra/rules/kakuzu"
	art "cifra/sprites/kakuzu"
)

// inAir is a square's holder while its stone is held up after the lift,
// before it flies to a pile.
const inAir = -3

// view is the table as it is shown: it follows the rules' state event by
// event, so the tray, the bag and the piles change when the animation gets
// there.
type view struct {
	tray    [kakuzu.Size][kakuzu.Size]kakuzu.Cell
	scores  []int
	bag     uint16 // bit n: number n is in the bag
	drawn   []int  // numbers out of the bag this turn (no-bag: named and matched)
	retired uint16 // bit d: digit d left the game
	hunting int    // the number drawn or named, 0 none
	turn    int
	phase   kakuzu.Phase
	boxes   [kakuzu.Size]bool // setup: boxes that gave their neutral stone
}

// sync copies the rules' state into the view (when no event is left to
// play, the two agree).
func (v *view) sync(st *kakuzu.State) {
	sv := st.View(st.Turn())
	v.tray = sv.Tray
	v.scores = sv.Scores
	v.bag = 0
	for _, n := range sv.Bag {
		v.bag |= 1 << n
	}
	v.drawn = sv.Drawn
	v.retired = 0
	for _, d := range sv.Retired {
		v.retired |= 1 << d
	}
	v.hunting = sv.Hunting
	v.turn = sv.Turn
	v.phase = sv.Phase
	v.boxes = sv.BoxesDone
}

// at is a square's cell.
func (v *view) at(sq kakuzu.Square) *kakuzu.Cell { return &v.tray[sq.Row][sq.Col] }

// numberState is how number n shows beside the bag: in the bag, the one
// hunted now (or the 0 that ends the turn), found earlier this turn, or
// retired (art.NumberStone's states). Found and hunted look apart: a
// digit found this turn cannot be named or drawn again until the turn
// ends, the hunted one is what the lift is for.
func (v *view) numberState(n int) int {
	switch {
	case v.retired&(1<<n) != 0:
		return art.NumberStoneRetired
	case n == v.hunting && n != 0 || n == 0 && slices.Contains(v.drawn, 0):
		return art.NumberStoneDrawn
	case slices.Contains(v.drawn, n):
		return art.NumberStoneFound
	}
	return art.NumberStoneInBag
}

// retire takes digit d out of the game.
func (v *view) retire(d int) {
	v.retired |= 1 << d
	v.bag &^= 1 << d
	v.drawn = slices.DeleteFunc(v.drawn, func(n int) bool { return n == d })
}
