package kakuro

import (
	"fmt"
	"testing"
)

// smallPosition is a board where few rows remain: the 2×4 block at rows
// 1–2, cols 1–4 is silver, bounded by laid sum fields on [1,5], [2,5] and
// [3,1..4]; three lone silver squares can be swapped in; everything else
// is red and scored both ways.
func smallPosition(t testing.TB) *Board {
	s := game(t, bookBoard, []int{10}, "", "")
	b := s.board
	silver := map[Pos]bool{{5, 5}: true, {6, 6}: true, {7, 8}: true}
	for r := 1; r <= 2; r++ {
		for c := 1; c <= 4; c++ {
			silver[Pos{r, c}] = true
		}
	}
	fields := []Pos{{1, 5}, {2, 5}, {3, 1}, {3, 2}, {3, 3}, {3, 4}}
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			if !silver[Pos{r, c}] {
				cell := b.At(Pos{r, c})
				cell.Red, cell.Scored = true, [2]bool{true, true}
			}
		}
	}
	for _, p := range fields {
		cell := b.At(p)
		cell.Kind, cell.Cover, cell.Red, cell.Scored = LaidSum, Swap, false, [2]bool{}
	}
	return &b
}

// outcome is what a claim amounts to: its row, the values the row ends up
// with, and how many tiles it spent.
type outcome struct {
	row   Row
	final [10]int
	tiles int
}

func rowValues(b *Board, row Row) [10]int {
	var f [10]int
	for i := range row.Len {
		f[b.At(row.Square(i)).Value()]++
	}
	return f
}

// bruteForce tries every ordered sequence of the hand's tiles, each used
// every way it can be (any swap pair of silver squares, a digit tile on
// any square of the row, a sum field at either end, a doubler), on every
// row that stays on the play area, and checks each with the rules'
// checker. It returns the legal outcomes.
func bruteForce(b *Board, target int, hand []Tile) []outcome {
	var silver []Pos
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			if b[r][c].Free() {
				silver = append(silver, Pos{r, c})
			}
		}
	}
	var out []outcome
	used := make([]bool, len(hand))
	var uses []Use
	var try func(row Row)
	try = func(row Row) {
		c := Claim{Row: row, Uses: uses}
		scratch := *b
		if v := evaluate(&scratch, &c, target, false); v.reason == nil {
			out = append(out, outcome{row: row, final: rowValues(&scratch, row), tiles: len(uses)})
		}
		for i, t := range hand {
			if used[i] || (i > 0 && hand[i-1] == t && !used[i-1]) {
				continue // identical tiles: try them in one order only
			}
			used[i] = true
			var cands []Use
			if t == Swap {
				for x := range silver {
					for y := x + 1; y < len(silver); y++ {
						cands = append(cands, swapUse(silver[x], silver[y]))
					}
				}
			}
			if t.Digit() != 0 {
				for k := range row.Len {
					cands = append(cands, digitUse(t.Digit(), row.Square(k)))
				}
			}
			if t == Doubler {
				cands = append(cands, doubleUse())
			}
			for _, end := range []Pos{row.Square(-1), row.Square(row.Len)} {
				if end.OnBoard() {
					cands = append(cands, sumFieldUse(t, end))
				}
			}
			for _, u := range cands {
				uses = append(uses, u)
				try(row)
				uses = uses[:len(uses)-1]
			}
			used[i] = false
		}
	}
	for d := Right; d <= Down; d++ {
		for r := 1; r < Size; r++ {
			for c := 1; c < Size; c++ {
				for n := 2; (Pos{r, c}).Step(d, n-1).OnPlayArea(); n++ {
					try(Row{At: Pos{r, c}, Dir: d, Len: n})
				}
			}
		}
	}
	return out
}

type solverCase struct {
	target int
	hand   string
	perft  int // legal claims, written down once and checked ever since
}

var smallCases = []solverCase{
	{13, "", 0},
	// By hand: sum fields on [2,1] (3+2+8) and [1,2] (9+4); swaps 7→4 in
	// column 1, 2→4 in column 3, 8→9 in column 4.
	{13, "S", 5},
	{13, "4", 4},
	// By hand: only the two sum-field rows; no row needs just a doubler.
	{13, "D", 2},
	{13, "SD", 9},
	{16, "S4", 10},
	{20, "9D", 3},
	{11, "SS", 30},
	{17, "S5D", 32},
	{24, "DD9", 1},
}

// TestSolverAgainstBruteForce proves the solver on small positions: every
// claim it lists passes the rules' checker, every legal sequence the brute
// force finds is matched (same row, same values) by a listed claim using
// no more tiles, the best claim is the best of both lists, and the number
// of claims is as written down.
func TestSolverAgainstBruteForce(t *testing.T) {
	b := smallPosition(t)
	for _, tc := range smallCases {
		t.Run(fmt.Sprintf("%d-%s", tc.target, tc.hand), func(t *testing.T) {
			hand := tiles(tc.hand)
			var listed []Solution
			EachClaim(b, tc.target, hand, AllFeatures, func(s Solution) bool {
				listed = append(listed, s)
				return true
			})
			if n := CountClaims(b, tc.target, hand, AllFeatures); n != len(listed) {
				t.Errorf("CountClaims %d, EachClaim %d", n, len(listed))
			}
			seen := map[string]bool{}
			best := map[outcomeKey]int{}
			for _, s := range listed {
				scratch := *b
				if v := evaluate(&scratch, &s.Claim, tc.target, false); v.reason != nil {
					t.Fatalf("listed claim %+v is illegal: %v", s.Claim, v.reason)
				}
				if s.Tiles != len(s.Claim.Uses) || s.Points != s.Claim.Row.Len {
					t.Errorf("claim %+v says %d tiles, %d points", s.Claim, s.Tiles, s.Points)
				}
				sig := fmt.Sprint(s.Claim)
				if seen[sig] {
					t.Errorf("claim listed twice: %s", sig)
				}
				seen[sig] = true
				k := outcomeKey{s.Claim.Row, rowValues(&scratch, s.Claim.Row)}
				if old, ok := best[k]; !ok || s.Tiles < old {
					best[k] = s.Tiles
				}
			}
			brute := bruteForce(b, tc.target, hand)
			var bruteBest *outcome
			for i, o := range brute {
				if n, ok := best[outcomeKey{o.row, o.final}]; !ok || n > o.tiles {
					t.Errorf("brute force found %+v, the solver lists it with %d tiles (ok %v)", o, n, ok)
				}
				if bruteBest == nil || o.row.Len > bruteBest.row.Len || (o.row.Len == bruteBest.row.Len && o.tiles < bruteBest.tiles) {
					bruteBest = &brute[i]
				}
			}
			sol, ok := Solve(b, tc.target, hand, AllFeatures)
			if ok != (bruteBest != nil) || ok != (len(listed) > 0) {
				t.Fatalf("Solve ok=%v, brute force found %d, listed %d", ok, len(brute), len(listed))
			}
			if ok {
				checkBest(t, b, tc.target, sol, listed)
				if sol.Points != bruteBest.row.Len || sol.Tiles != bruteBest.tiles {
					t.Errorf("best %d points/%d tiles, brute force %d/%d", sol.Points, sol.Tiles, bruteBest.row.Len, bruteBest.tiles)
				}
			}
			t.Logf("target %d hand %q: %d claims, brute force %d legal sequences, best %+v", tc.target, tc.hand, len(listed), len(brute), sol)
			if len(listed) != tc.perft {
				t.Errorf("perft %d, written down %d", len(listed), tc.perft)
			}
		})
	}
}

type outcomeKey struct {
	row   Row
	final [10]int
}

// checkBest: Solve's claim is legal, costs what it says, and no listed
// claim is better.
func checkBest(t *testing.T, b *Board, target int, sol Solution, listed []Solution) {
	t.Helper()
	scratch := *b
	if v := evaluate(&scratch, &sol.Claim, target, false); v.reason != nil {
		t.Fatalf("best claim %+v is illegal: %v", sol.Claim, v.reason)
	}
	if sol.Tiles != len(sol.Claim.Uses) {
		t.Errorf("best says %d tiles, uses %d", sol.Tiles, len(sol.Claim.Uses))
	}
	spent := 0
	for _, u := range sol.Claim.Uses {
		spent += u.Tile.Versatility()
	}
	if spent != sol.Spent {
		t.Errorf("best says versatility %d spent, uses spend %d", sol.Spent, spent)
	}
	for _, s := range listed {
		if s.better(&sol) {
			t.Fatalf("listed claim %+v beats the best %+v", s, sol)
		}
	}
}

// On reachable positions from bot games, with small hands, Best agrees
// with the full list for every level's features, and the easy and normal
// levels' claims use only what they know.
func TestBestAgreesWithList(t *testing.T) {
	positions := decisionPositions(t, 3)
	hands := []string{"", "S", "D4", "S7D", "SS2", "9DS5"}
	checked := 0
	for i, s := range positions {
		if i%3 != 0 {
			continue
		}
		for _, h := range hands {
			for _, l := range []Level{Easy, Normal, Hard} {
				f := l.Features()
				hand := tiles(h)
				var listed []Solution
				EachClaim(&s.board, s.target, hand, f, func(sol Solution) bool {
					listed = append(listed, sol)
					return len(listed) < 20000
				})
				sol, ok := Solve(&s.board, s.target, hand, f)
				if ok != (len(listed) > 0) {
					t.Fatalf("position %d hand %q %v: Solve ok=%v, %d listed\n%s", i, h, l, ok, len(listed), s.board.String())
				}
				if !ok {
					continue
				}
				checkBest(t, &s.board, s.target, sol, listed)
				for _, u := range append(sol.Claim.Uses, listedUses(listed)...) {
					if !f.allows(u.Kind) {
						t.Fatalf("level %v played %+v", l, u)
					}
				}
				checked++
			}
		}
	}
	t.Logf("%d decisions checked", checked)
}

func listedUses(list []Solution) []Use {
	var out []Use
	for _, s := range list {
		out = append(out, s.Claim.Uses...)
	}
	return out
}
