package kakuro

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuro"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
)

// countedBoard has a row for each count a counted message is said at
// (no square holds more than the box's eight tiles of a digit):
var countedBoard = []string{
	"12345789", // row 1: 39, eight points
	"98785479", // row 2: 9+8+7 = 24, three points with a sum field laid on [2,4]
	"89753784", // row 3: 8+9+7+5+3 = 32, five points with a sum field laid on [3,6]
	"98754311", // row 4: 38; the 1 twice: one doubler needed
	"22244135", // row 5: 23; the 2 three times, the 4 twice: three doublers
	"66666123", // row 6: 36; the 6 five times: four doublers
	"12345679", // row 7: 37, eight points
	"12345689",
}

// countedRow is row r of countedBoard from its first square, n long.
func countedRow(r, n int) kakuro.Row {
	return kakuro.Row{At: kakuro.Pos{r, 1}, Dir: kakuro.Right, Len: n}
}

// countedClaims are the legal claims on countedBoard by the points they
// score, and the target each needs: a full row, or a row closed by a sum
// field laid (the seat's doubler turned over) after its last square.
var countedClaims = map[int]struct {
	target int
	claim  kakuro.Claim
}{
	3: {24, kakuro.Claim{Row: countedRow(2, 3), Uses: []kakuro.Use{{Tile: kakuro.Doubler, Kind: kakuro.UseSumField, A: kakuro.Pos{2, 4}}}}},
	5: {32, kakuro.Claim{Row: countedRow(3, 5), Uses: []kakuro.Use{{Tile: kakuro.Doubler, Kind: kakuro.UseSumField, A: kakuro.Pos{3, 6}}}}},
	8: {39, kakuro.Claim{Row: countedRow(1, 8)}},
	7: {37, kakuro.Claim{Row: countedRow(7, 8)}}, // the other eight: keyed apart
}

// countedShort are the full rows on countedBoard that are short of
// doublers, by the doublers they need, with their sums and how often
// their most repeated digit shows.
var countedShort = map[int]struct{ row, target, times int }{1: {4, 38, 2}, 3: {5, 23, 3}, 4: {6, 36, 5}}

// countedRig is a solo round on countedBoard, in lang, whose sum tiles
// are sums (then a few to set aside).
func countedRig(t *testing.T, lang i18n.Lang, sums ...int) *rig {
	t.Helper()
	tb := table(seats(1, 0, ""), 1, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Board: countedBoard, Sums: append(sums, 3, 4, 5), Stock: testStock}))
	g.ctx.Tr = i18n.New(lang)
	return g
}

// said is what a round says: the texts of a frame, its message, the
// claimer's status in every wording, and its game log.
func (g *rig) said() []string {
	out := append(layouttest.Texts(g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) }), g.r.message)
	s := g.r.seatSays(g.ctx, 0)
	out = append(out, s[:]...)
	for _, l := range g.r.GameLog(g.ctx) {
		out = append(out, l.Text)
	}
	return out
}

// claimed is what the round says once its seat claimed a row worth n
// points with the pointer (0: before any claim).
func claimed(t *testing.T, lang i18n.Lang, n int) []string {
	if n == 0 {
		return countedRig(t, lang, 39).said()
	}
	c := countedClaims[n]
	g := countedRig(t, lang, c.target)
	g.claimByPointer(0, c.claim)
	if got := g.r.st.Score(0); got != n {
		t.Fatalf("the claim scored %d, want %d", got, n)
	}
	return g.said()
}

// refused is what the round says while its seat marks a row that needs
// needed doublers, none played, and once the claim is refused.
func refused(t *testing.T, lang i18n.Lang, needed int) []string {
	short := countedShort[needed]
	g := countedRig(t, lang, short.target)
	g.tap(buzzID(0))
	g.markRow(countedRow(short.row, 8))
	out := g.said() // the preview says why it is not a claim yet
	g.tap(checkID(0))
	g.settle()
	return append(out, g.said()...)
}

// refusedTimes is refused for the row whose digit shows times times.
func refusedTimes(t *testing.T, lang i18n.Lang, times int) []string {
	for needed, short := range countedShort {
		if short.times == times {
			return refused(t, lang, needed)
		}
	}
	t.Fatalf("no row shows a digit %d times", times)
	return nil
}

// scoredGame is what the scoring scene says after a solo game on
// countedBoard of the claims worth points, in order, then the sum tiles
// set aside until the game ends.
func scoredGame(t *testing.T, lang i18n.Lang, points ...int) []string {
	t.Helper()
	var sums []int
	for _, p := range points {
		sums = append(sums, countedClaims[p].target)
	}
	tb := table(seats(1, 0, ""), 1, 60)
	st := deal(t, tb, kakuro.Setup{Board: countedBoard, Sums: append(sums, 3, 4, 5), Stock: testStock})
	for _, p := range points {
		if _, err := st.Apply(kakuro.ClaimMove(countedClaims[p].claim)); err != nil {
			t.Fatal(err)
		}
	}
	for !st.Finished() {
		if _, err := st.Apply(kakuro.AsideMove()); err != nil {
			t.Fatal(err)
		}
	}
	ctx, _ := newContext(1920, 1080)
	ctx.Tr = i18n.New(lang)
	s := NewScoring(ctx, tb, st)
	layouttest.CountUp(ctx, s)
	return layouttest.Texts(ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) })
}

// TestCountedMessagesAgree: every counted message of Kakuro's, said
// through its call site at counts whose forms differ. A claim scores its
// row's length, never 1 point, so the points are said at 3 and 5 (and
// the seat's total at 0, which French says like 1); a game of one and of
// three rows (3 points; 8 + 5 + 8 = 21, which Russian says like 1); a
// claim one and three doublers short (one doubler is said without a
// count, "a doubler is needed": the full reason's plural is read at
// three), its digit three and five times.
func TestCountedMessagesAgree(t *testing.T) {
	// Two games: one claim of 3 points, and three of 8, 5 and 8 (21). A
	// part of the tally line is read in that line alone (keep): its words
	// are found in the headline too ("You scored 3 points").
	one, three := []int{3}, []int{8, 5, 7}
	game := func(games map[int][]int, keep string) func(*testing.T, i18n.Lang, int) []string {
		return func(t *testing.T, lang i18n.Lang, n int) []string {
			texts := scoredGame(t, lang, games[n]...)
			if keep != "" {
				texts = layouttest.Saying(lang, keep, texts)
			}
			return texts
		}
	}
	byTotal, byRows, byBest := map[int][]int{3: one, 21: three}, map[int][]int{1: one, 3: three}, map[int][]int{3: one, 8: three}
	layouttest.CheckCounts(t, "texts", map[string]layouttest.Count{
		"kakuro.scored":                {Counts: []int{3, 5}, Texts: claimed},
		"kakuro.log.scored":            {Counts: []int{3, 5}, Texts: claimed},
		"kakuro.points":                {Counts: []int{0, 3}, Texts: claimed},
		"kakuro.reason.doublers-short": {Counts: []int{3}, Texts: refused}, // one is "a doubler" (kakuro.reason.doubler, TestTwiceAndADoubler)
		"kakuro.why.doublers-short":    {Counts: []int{1, 3}, Texts: refused},
		"kakuro.reason.times":          {Counts: []int{3, 5}, Texts: refusedTimes}, // 2 is "twice" (TestTwiceAndADoubler)
		"kakuro.solo":                  {Counts: []int{3, 21}, Texts: game(byTotal, "")},
		"kakuro.rows.points":           {Counts: []int{3, 21}, Texts: game(byTotal, "kakuro.tally")},
		"kakuro.bestrow":               {Counts: []int{3, 8}, Texts: game(byBest, "")},
		"kakuro.rows.scored":           {Counts: []int{1, 3}, Texts: game(byRows, "kakuro.tally")},
	})
}
