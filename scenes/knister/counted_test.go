package knister

import (
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Cards for the counted messages, each scoring only where its name says
// (every other line 0): all hold the same 25 sums, so the seats of one
// game can write the same rolls into them. Found by a search over the
// rules' table (RULES.md §2).
var (
	rowPair = knister.Grid{ // row 1: a pair, 1 point
		{4, 5, 7, 12, 7}, {2, 11, 6, 4, 9}, {3, 10, 8, 2, 5}, {11, 3, 2, 6, 8}, {12, 4, 10, 9, 3}}
	rowTwoPairs = knister.Grid{ // row 1: two pairs, 3 points
		{2, 6, 2, 3, 3}, {7, 10, 9, 12, 4}, {9, 12, 8, 4, 11}, {3, 5, 7, 6, 2}, {4, 11, 10, 8, 5}}
	diagonalPair = knister.Grid{ // the falling diagonal: a pair, 2 points
		{11, 4, 8, 7, 10}, {4, 11, 2, 9, 3}, {12, 6, 4, 5, 9}, {6, 5, 3, 2, 8}, {3, 2, 12, 10, 7}}
	diagonalTwoPairs = knister.Grid{ // the falling diagonal: two pairs, 6 points
		{4, 9, 10, 2, 3}, {8, 4, 3, 11, 6}, {12, 8, 4, 9, 7}, {3, 12, 5, 7, 2}, {5, 11, 2, 6, 10}}
	nothing = knister.Grid{ // 0 points
		{7, 10, 2, 3, 4}, {4, 3, 6, 9, 7}, {2, 12, 8, 11, 6}, {10, 11, 3, 5, 9}, {12, 5, 4, 8, 2}}
)

// cardGame plays a whole game of one seat a card (all of them holding
// the same sums): the rolls are rowPair's sums in reading order, and each
// seat writes each into a square of its card showing it.
func cardGame(t *testing.T, cards ...knister.Grid) *knister.State {
	t.Helper()
	var rolls [][2]int
	for _, row := range rowPair {
		for _, v := range row {
			a := min(6, v-1)
			rolls = append(rolls, [2]int{a, v - a})
		}
	}
	st, err := knister.New(len(cards), 1, rolls)
	if err != nil {
		t.Fatal(err)
	}
	for !st.Finished() {
		if st.AllPlaced() {
			if _, err := st.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		for p, card := range cards {
			at, ok := squareShowing(st.Grid(p), card, st.Sum())
			if !ok {
				t.Fatalf("seat %d's card has no free square for %d", p, st.Sum())
			}
			if _, err := st.Apply(knister.Move{P: p, Cell: at}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for p, card := range cards {
		if st.Grid(p) != card {
			t.Fatalf("seat %d wrote %v, not its card %v", p, st.Grid(p), card)
		}
	}
	return st
}

// squareShowing is the first square, in reading order, still empty in g
// where card shows v.
func squareShowing(g, card knister.Grid, v int) ([2]int, bool) {
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] == 0 && card[r][c] == v {
				return [2]int{r, c}, true
			}
		}
	}
	return [2]int{}, false
}

// cardLog is the game log the scoring scene keeps of a game of cards,
// in lang: what the log overlay shows.
func cardLog(t *testing.T, lang i18n.Lang, cards ...knister.Grid) []string {
	t.Helper()
	seats := []rules.Player{{Name: "Ana"}, {Name: "Bo"}}[:len(cards)]
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(lang), Settings: &core.Settings{}, Nav: nopNav{},
		Frame: &ui.Frame{}, W: 1920, H: 1080, Scale: 1}
	tb := core.Table{Game: knister.GameName, Seats: seats, Seed: 1}
	return texts(NewScoring(ctx, tb, cardGame(t, cards...)).GameLog(ctx))
}

// TestCountedMessagesAgree: every counted message of Knister's, said at
// its counts through the log that tells a real game: a line of 1 and of
// 3 points, a diagonal of 2 and of 6 (doubled: never 1), a solo card of
// 1 and of 3, a win and a shared win with 1 and with 3.
func TestCountedMessagesAgree(t *testing.T) {
	byPoints := func(cards map[int][]knister.Grid) func(*testing.T, i18n.Lang, int) []string {
		return func(t *testing.T, lang i18n.Lang, n int) []string { return cardLog(t, lang, cards[n]...) }
	}
	layouttest.CheckCounts(t, "texts", map[string]layouttest.Count{
		"knister.log.line": {Counts: []int{1, 3},
			Texts: byPoints(map[int][]knister.Grid{1: {rowPair}, 3: {rowTwoPairs}})},
		"knister.log.line.double": {Counts: []int{2, 6},
			Texts: byPoints(map[int][]knister.Grid{2: {diagonalPair}, 6: {diagonalTwoPairs}})},
		"knister.log.over.solo": {Counts: []int{1, 3},
			Texts: byPoints(map[int][]knister.Grid{1: {rowPair}, 3: {rowTwoPairs}})},
		"knister.log.over": {Counts: []int{1, 3},
			Texts: byPoints(map[int][]knister.Grid{1: {rowPair, nothing}, 3: {nothing, rowTwoPairs}})},
		"knister.log.over.tie": {Counts: []int{1, 3},
			Texts: byPoints(map[int][]knister.Grid{1: {rowPair, rowPair}, 3: {rowTwoPairs, rowTwoPairs}})},
	})
}
