package kakuro

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// playSquares lists the 64 play squares, less those in except.
func playSquares(except ...Pos) []Pos {
	var out []Pos
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			if p := (Pos{r, c}); !slices.Contains(except, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

func TestUseTargets(t *testing.T) {
	row := Row{At: Pos{3, 1}, Dir: Right, Len: 3}
	short := Row{At: Pos{3, 2}, Dir: Right, Len: 2}
	column := Row{At: Pos{1, 8}, Dir: Down, Len: 8}
	row2 := make([]Pos, 8)
	for c := range row2 {
		row2[c] = Pos{2, c + 1}
	}
	tests := []struct {
		name   string
		scored bool // book example 1 scored first: row 2 is red
		locked bool
		claim  Claim
		use    Use
		want   []Pos
		code   string
	}{
		{name: "digit tile", claim: Claim{Row: row}, use: Use{Tile: '4', Kind: UseDigit},
			want: []Pos{{3, 1}, {3, 2}, {3, 3}}},
		{name: "sum field at the end", claim: Claim{Row: row}, use: Use{Tile: '4', Kind: UseSumField},
			want: []Pos{{3, 4}}},
		{name: "sum field at either end", claim: Claim{Row: short}, use: Use{Tile: Doubler, Kind: UseSumField},
			want: []Pos{{3, 1}, {3, 4}}},
		{name: "no sum field past the edge", claim: Claim{Row: column}, use: Use{Tile: Swap, Kind: UseSumField},
			want: nil},
		{name: "swap A", claim: Claim{Row: row}, use: Use{Tile: Swap, Kind: UseSwap, A: NoSquare},
			want: playSquares()},
		{name: "swap B", claim: Claim{Row: row}, use: Use{Tile: Swap, Kind: UseSwap, A: Pos{3, 1}},
			want: playSquares(Pos{3, 1})},
		{name: "swap B from a printed square", claim: Claim{Row: row}, use: Use{Tile: Swap, Kind: UseSwap, A: Pos{0, 1}},
			want: nil},
		{name: "after a digit tile", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{3, 2})}}, use: Use{Tile: '5', Kind: UseDigit},
			want: []Pos{{3, 1}, {3, 3}}},
		{name: "swap A after a digit tile", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{3, 2})}}, use: Use{Tile: Swap, Kind: UseSwap, A: Pos{-1, -1}},
			want: playSquares(Pos{3, 2})},
		{name: "after a sum field", claim: Claim{Row: short, Uses: []Use{sumFieldUse('4', Pos{3, 4})}}, use: Use{Tile: '5', Kind: UseSumField},
			want: []Pos{{3, 1}}},
		{name: "red squares", scored: true, claim: Claim{Row: row}, use: Use{Tile: Swap, Kind: UseSwap, A: NoSquare},
			want: playSquares(row2...)},
		{name: "double", claim: Claim{Row: row}, use: doubleUse(), want: nil},
		{name: "tile not held", claim: Claim{Row: row}, use: Use{Tile: '6', Kind: UseDigit}, code: CodeTileNotHeld},
		{name: "tile used up", claim: Claim{Row: row, Uses: []Use{sumFieldUse('4', Pos{3, 4})}}, use: Use{Tile: '4', Kind: UseDigit}, code: CodeTileNotHeld},
		{name: "a swap tile doubles", claim: Claim{Row: row}, use: Use{Tile: Swap, Kind: UseDouble}, code: CodeMalformed},
		{name: "a failed use before", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{5, 5})}}, use: Use{Tile: Swap, Kind: UseSumField}, code: "digit-outside-row"},
		{name: "locked out", locked: true, claim: Claim{Row: row}, use: Use{Tile: '4', Kind: UseDigit}, code: CodeLockedOut},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := game(t, bookBoard, []int{36, 9, 16}, "", "S45D")
			if tc.scored {
				apply(t, s, claimMove(0, Pos{2, 1}, Right, 8))
				s.hands[0] = tiles("S45D")
			}
			s.locked[0] = tc.locked
			got := s.UseTargets(tc.claim, tc.use)
			if codeOf(s.CanUse(tc.claim, tc.use)) != tc.code {
				t.Fatalf("CanUse %v, want %q", s.CanUse(tc.claim, tc.use), tc.code)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("targets %v, want %v", got, tc.want)
			}
		})
	}
}

// bruteTargets tries u on every square (and, for a swap's A, every
// partner) of the board c's uses leave, with applyUse on a copy.
func bruteTargets(pv *Preview, c Claim, u Use) []Pos {
	i := len(c.Uses)
	try := func(u Use) bool {
		b := pv.Board
		return applyUse(&b, c.Row, i, &u) == nil
	}
	var out []Pos
	for r := range Size {
		for col := range Size {
			p := Pos{r, col}
			ok := false
			switch {
			case u.Kind == UseSwap && u.A.OnBoard():
				ok = try(Use{Tile: u.Tile, Kind: UseSwap, A: u.A, B: p})
			case u.Kind == UseSwap:
				for q := range Size * Size {
					if try(Use{Tile: u.Tile, Kind: UseSwap, A: p, B: Pos{q / Size, q % Size}}) {
						ok = true
						break
					}
				}
			default:
				ok = try(Use{Tile: u.Tile, Kind: u.Kind, A: p})
			}
			if ok {
				out = append(out, p)
			}
		}
	}
	return out
}

// kindsOf lists the uses a tile can make.
func kindsOf(t Tile) []UseKind {
	switch {
	case t == Swap:
		return []UseKind{UseSwap, UseSumField}
	case t == Doubler:
		return []UseKind{UseDouble, UseSumField}
	}
	return []UseKind{UseDigit, UseSumField}
}

// TestUseTargetsBruteForce builds claims use by use on random states, as a
// scene would: at each step every tile and use the hand allows is listed
// by UseTargets and compared with trying every square, every listed square
// keeps the claim's uses all applying, every other one fails, and a random
// listed use is taken.
func TestUseTargetsBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	n := 120
	if testing.Short() {
		n = 25
	}
	listed := 0
	for range n {
		s := randomState(t, rng)
		if s.Finished() {
			continue
		}
		p := rng.IntN(s.Players())
		s.locked[p] = false
		s.hands[p] = append(s.hands[p], tiles("S7D")[:rng.IntN(4)]...)
		var c Claim
		if sol, ok := Best(s, p, AllFeatures); ok && rng.IntN(2) == 0 {
			c = Claim{Player: p, Row: sol.Claim.Row}
		} else {
			row, ok := RowThrough(Pos{rng.IntN(9), rng.IntN(9)}, Pos{rng.IntN(9), rng.IntN(9)})
			if !ok {
				continue
			}
			c = Claim{Player: p, Row: row}
		}
		for step := 0; step < 5; step++ {
			pv := s.Preview(c)
			if pv.Failed != -1 || pv.Invalid != nil {
				t.Fatalf("a claim built from targets failed: %v %v", pv.FailErr, pv.Invalid)
			}
			type option struct {
				u  Use
				at []Pos
			}
			var options []option
			seen := map[Tile]bool{}
			for _, tile := range pv.Hand {
				if seen[tile] {
					continue
				}
				seen[tile] = true
				for _, k := range kindsOf(tile) {
					u := Use{Tile: tile, Kind: k, A: NoSquare}
					if k == UseSwap && rng.IntN(2) == 0 {
						u.A = Pos{rng.IntN(9), rng.IntN(9)}
					}
					got := s.UseTargets(c, u)
					if err := s.CanUse(c, u); err != nil {
						t.Fatalf("%v for a tile in hand: %v", u, err)
					}
					if k == UseDouble {
						if got != nil {
							t.Fatalf("a doubler has targets %v", got)
						}
						options = append(options, option{u: u})
						continue
					}
					if want := bruteTargets(&pv, c, u); !slices.Equal(got, want) {
						t.Fatalf("%+v on\n%v: targets %v, brute force %v", u, &pv.Board, got, want)
					}
					listed += len(got)
					checkTargetsByPreview(t, s, c, u, got)
					if len(got) > 0 {
						options = append(options, option{u: u, at: got})
					}
				}
			}
			if !slices.Contains(pv.Hand, '8') {
				gone := Use{Tile: '8', Kind: UseDigit}
				if err := s.CanUse(c, gone); codeOf(err) != CodeTileNotHeld || s.UseTargets(c, gone) != nil {
					t.Fatalf("a tile not in hand: %v", err)
				}
			}
			if len(options) == 0 {
				break
			}
			o := options[rng.IntN(len(options))]
			u := o.u
			if len(o.at) > 0 {
				at := o.at[rng.IntN(len(o.at))]
				switch {
				case u.Kind == UseSwap && u.A.OnBoard():
					u.B = at
				case u.Kind == UseSwap:
					u.A = at
					b := s.UseTargets(c, u)
					u.B = b[rng.IntN(len(b))]
				default:
					u.A = at
				}
			}
			c.Uses = append(c.Uses, u)
		}
	}
	if listed < 1000 {
		t.Errorf("only %d targets listed in all", listed)
	}
}

// checkTargetsByPreview: through the public API, a listed square keeps
// every use applying and any other square makes the new use fail.
func checkTargetsByPreview(t *testing.T, s *State, c Claim, u Use, targets []Pos) {
	t.Helper()
	if u.Kind == UseSwap && !u.A.OnBoard() {
		return // A alone is not a use; its B lists are checked when chosen
	}
	for r := range Size {
		for col := range Size {
			p := Pos{r, col}
			v := u
			if u.Kind == UseSwap {
				v.B = p
			} else {
				v.A = p
			}
			next := c
			next.Uses = append(slices.Clone(c.Uses), v)
			failed := s.Preview(next).Failed
			if listed := slices.Contains(targets, p); listed != (failed == -1) || !listed && failed != len(c.Uses) {
				t.Fatalf("%+v: listed %v, preview fails at %d", v, listed, failed)
			}
		}
	}
}
