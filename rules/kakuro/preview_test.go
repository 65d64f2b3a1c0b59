package kakuro

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

func codeOf(err error) string {
	var c interface{ Code() string }
	if errors.As(err, &c) {
		return c.Code()
	}
	return ""
}

func TestPreview(t *testing.T) {
	// Target 9: [3,1..3] is "1 2 6" and runs on into the 7 on [3,4].
	row := Row{At: Pos{3, 1}, Dir: Right, Len: 3}
	tests := []struct {
		name     string
		hand     string
		locked   bool
		claim    Claim
		failed   int
		failCode string
		invalid  string
		verdict  string // "" = would score
		values   []int
		total    int
		hand2    string
	}{
		{name: "row alone", hand: "S4", claim: Claim{Row: row},
			failed: -1, verdict: "row-not-closed", values: []int{1, 2, 6}, total: 9, hand2: "S4"},
		{name: "closed by a sum field", hand: "S4", claim: Claim{Row: row, Uses: []Use{sumFieldUse('4', Pos{3, 4})}},
			failed: -1, values: []int{1, 2, 6}, total: 9, hand2: "S"},
		{name: "digit tile changes the total", hand: "S4", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{3, 2})}},
			failed: -1, verdict: "row-not-closed", values: []int{1, 4, 6}, total: 11, hand2: "S"},
		{name: "digit outside the row", hand: "S4", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{3, 5}), sumFieldUse('S', Pos{3, 4})}},
			failed: 0, failCode: "digit-outside-row", verdict: "digit-outside-row", values: []int{1, 2, 6}, total: 9, hand2: "S4"},
		{name: "second use on a covered square", hand: "S4", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{3, 2}), sumFieldUse('S', Pos{3, 2})}},
			failed: 1, failCode: "sum-field-misplaced", verdict: "sum-field-misplaced", values: []int{1, 4, 6}, total: 11, hand2: "S"},
		{name: "a tile used twice", hand: "S4", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{3, 2}), digitUse(4, Pos{3, 3})}},
			failed: 1, failCode: CodeTileNotHeld, invalid: CodeTileNotHeld, verdict: CodeTileNotHeld, values: []int{1, 4, 6}, total: 11, hand2: "S"},
		{name: "a rule failure before a tile not held", hand: "S4", claim: Claim{Row: row, Uses: []Use{digitUse(4, Pos{1, 1}), doubleUse()}},
			failed: 0, failCode: "digit-outside-row", invalid: CodeTileNotHeld, verdict: CodeTileNotHeld, values: []int{1, 2, 6}, total: 9, hand2: "S4"},
		{name: "a swap off the board", hand: "S4", claim: Claim{Row: row, Uses: []Use{swapUse(Pos{3, 1}, Pos{9, 1})}},
			failed: 0, failCode: CodeOffBoard, invalid: CodeOffBoard, verdict: CodeOffBoard, values: []int{1, 2, 6}, total: 9, hand2: "S4"},
		{name: "a doubler that swaps", hand: "D", claim: Claim{Row: row, Uses: []Use{{Tile: Doubler, Kind: UseSwap, A: Pos{1, 1}, B: Pos{2, 2}}}},
			failed: 0, failCode: CodeMalformed, invalid: CodeMalformed, verdict: CodeMalformed, values: []int{1, 2, 6}, total: 9, hand2: "D"},
		{name: "locked out", hand: "S4", locked: true, claim: Claim{Row: row, Uses: []Use{sumFieldUse('4', Pos{3, 4})}},
			failed: -1, invalid: CodeLockedOut, verdict: CodeLockedOut, values: []int{1, 2, 6}, total: 9, hand2: "S"},
		{name: "swap brings a digit in", hand: "S", claim: Claim{Row: Row{At: Pos{2, 1}, Dir: Right, Len: 8}, Uses: []Use{swapUse(Pos{2, 1}, Pos{3, 1})}},
			failed: -1, verdict: "wrong-sum", values: []int{1, 3, 2, 8, 6, 4, 5, 1}, total: 30, hand2: ""},
		{name: "from a printed sum field", hand: "", claim: Claim{Row: Row{At: Pos{0, 2}, Dir: Down, Len: 3}},
			failed: -1, verdict: "row-off-play-area", values: []int{0, 2, 3}, total: 5, hand2: ""},
		{name: "leaves the board", hand: "", claim: Claim{Row: Row{At: Pos{8, 5}, Dir: Right, Len: 6}},
			failed: -1, invalid: CodeOffBoard, verdict: CodeOffBoard, values: []int{5, 1, 6, 9}, total: 21, hand2: ""},
		{name: "an absurd length", hand: "", claim: Claim{Row: Row{At: Pos{8, 7}, Dir: Right, Len: 1 << 62}},
			failed: -1, invalid: CodeOffBoard, verdict: CodeOffBoard, values: []int{6, 9}, total: 15, hand2: ""},
		{name: "no squares", hand: "", claim: Claim{Row: Row{At: Pos{2, 2}, Dir: Down, Len: -3}},
			failed: -1, invalid: CodeMalformed, verdict: CodeMalformed, values: nil, total: 0, hand2: ""},
		{name: "no such seat", hand: "4", claim: Claim{Player: 3, Row: row, Uses: []Use{digitUse(4, Pos{3, 2})}},
			failed: 0, failCode: CodeTileNotHeld, invalid: CodeNoSuchPlayer, verdict: CodeNoSuchPlayer, values: []int{1, 2, 6}, total: 9, hand2: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := game(t, bookBoard, []int{9, 16}, "", tc.hand)
			s.locked[0] = tc.locked
			before := s.Clone()
			pv := s.Preview(tc.claim)
			if !reflect.DeepEqual(before, s) {
				t.Fatal("Preview changed the state")
			}
			if pv.Failed != tc.failed || codeOf(pv.FailErr) != tc.failCode {
				t.Errorf("failed %d (%v), want %d %q", pv.Failed, pv.FailErr, tc.failed, tc.failCode)
			}
			if codeOf(pv.Invalid) != tc.invalid {
				t.Errorf("invalid %v, want %q", pv.Invalid, tc.invalid)
			}
			if codeOf(pv.Verdict) != tc.verdict {
				t.Errorf("verdict %v, want %q", pv.Verdict, tc.verdict)
			}
			if !slices.Equal(pv.Values, tc.values) || pv.Total != tc.total || len(pv.Squares) != len(pv.Values) {
				t.Errorf("values %v total %d squares %v, want %v %d", pv.Values, pv.Total, pv.Squares, tc.values, tc.total)
			}
			if got := handString(pv.Hand); got != tc.hand2 {
				t.Errorf("hand %q, want %q", got, tc.hand2)
			}
		})
	}
}

// A scored claim's preview shows the board just before scoring.
func TestPreviewBoard(t *testing.T) {
	s := game(t, bookBoard, []int{9, 16}, "", "S4")
	c := Claim{Row: Row{At: Pos{3, 1}, Dir: Right, Len: 3}, Uses: []Use{sumFieldUse('4', Pos{3, 4})}}
	pv := s.Preview(c)
	if cell := pv.Board.At(Pos{3, 4}); cell.Kind != LaidSum || cell.Cover != '4' {
		t.Fatalf("[3,4] = %+v", cell)
	}
	if s.Cell(Pos{3, 4}).Kind != Number {
		t.Fatal("the real board changed")
	}
	if pv.Doublers != 0 || pv.Verdict != nil {
		t.Fatalf("%+v", pv)
	}
	apply(t, s, ClaimMove(c))
	if got := handString(s.Hand(0)); got != handString(pv.Hand) {
		t.Fatalf("hand after Apply %q, preview %q", got, handString(pv.Hand))
	}
	// The game over: nothing may be claimed.
	s.over = true
	if pv := s.Preview(c); codeOf(pv.Verdict) != CodeGameOver || codeOf(s.CanUse(Claim{Row: c.Row}, doubleUse())) != CodeGameOver {
		t.Fatalf("game over: %v", pv.Verdict)
	}
}

// randomState plays a few moves of a random game: solver claims, random
// claims (most fail and lock a seat out) and asides.
func randomState(t testing.TB, rng *rand.Rand) *State {
	s, err := New(DefaultConfig(rng.Uint64(), rng.IntN(5)+1))
	if err != nil {
		t.Fatal(err)
	}
	for range rng.IntN(12) {
		if s.Finished() {
			break
		}
		var m Move
		switch k := rng.IntN(6); {
		case k == 0:
			m = AsideMove()
		case k < 3:
			if sol, ok := Best(s, rng.IntN(s.Players()), AllFeatures); ok {
				m = ClaimMove(sol.Claim)
			} else {
				m = AsideMove()
			}
		default:
			m = movesFrom(s, randomBytes(rng))
		}
		s.Apply(m) // an invalid move changes nothing
	}
	return s
}

func randomBytes(rng *rand.Rand) []byte {
	b := make([]byte, 8)
	for i := range b {
		b[i] = byte(rng.UintN(256))
	}
	return b
}

// randomClaim is a claim aimed at s: the solver's best, one of the fuzz
// generator's, or either with a use dropped, added or the row changed.
func randomClaim(s *State, rng *rand.Rand) Claim {
	var c Claim
	if sol, ok := Best(s, rng.IntN(s.Players()), AllFeatures); ok && rng.IntN(2) == 0 {
		c = sol.Claim
	} else {
		c = movesFrom(s, randomBytes(rng)).Claim
	}
	c.Uses = slices.Clone(c.Uses)
	switch rng.IntN(8) {
	case 0:
		if len(c.Uses) > 0 {
			i := rng.IntN(len(c.Uses))
			c.Uses = slices.Delete(c.Uses, i, i+1)
		}
	case 1:
		c.Row.Len += rng.IntN(3) - 1
	case 2:
		tiles := []Tile{Doubler, Swap, '3', '5', '9'}
		t := tiles[rng.IntN(len(tiles))]
		u := Use{Tile: t, Kind: UseKind(rng.IntN(4)), A: Pos{rng.IntN(11) - 1, rng.IntN(10)}, B: Pos{rng.IntN(9), rng.IntN(9)}}
		c.Uses = slices.Insert(c.Uses, rng.IntN(len(c.Uses)+1), u)
	case 3:
		c.Player = rng.IntN(7) - 1
	}
	return c
}

func prefix(c Claim, k int) Claim {
	c.Uses = slices.Clone(c.Uses[:k])
	return c
}

// Preview agrees with Apply: for every prefix of random claims on random
// states, the verdict is nil exactly when Apply scores, a refused move
// carries the same error, a rejected claim the same reason, and a scored
// claim leaves the hand and the tiles Preview showed.
func TestPreviewAgreesWithApply(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	n := 600
	if testing.Short() {
		n = 100
	}
	scoredN, rejected, refused := 0, 0, 0
	for range n {
		s := randomState(t, rng)
		c := randomClaim(s, rng)
		for k := 0; k <= len(c.Uses); k++ {
			ck := prefix(c, k)
			pv := s.Preview(ck)
			after := s.Clone()
			evs, err := after.Apply(ClaimMove(ck))
			switch {
			case err != nil:
				refused++
				if pv.Invalid == nil || !reflect.DeepEqual(pv.Invalid, err) || !reflect.DeepEqual(pv.Verdict, err) {
					t.Fatalf("Apply refused %v; preview invalid %v verdict %v\n%+v", err, pv.Invalid, pv.Verdict, ck)
				}
			case len(evs) > 0 && reflect.TypeOf(evs[0]) == reflect.TypeOf(ClaimRejected{}):
				rejected++
				if r := evs[0].(ClaimRejected).Reason; pv.Verdict == nil || !reflect.DeepEqual(r, pv.Verdict) {
					t.Fatalf("Apply rejected %v; preview verdict %v\n%+v", r, pv.Verdict, ck)
				}
			default:
				scoredN++
				if pv.Verdict != nil || pv.Invalid != nil || pv.Failed != -1 {
					t.Fatalf("Apply scored; preview %v %v %d\n%+v", pv.Verdict, pv.Invalid, pv.Failed, ck)
				}
				drawn := 0
				for _, e := range evs {
					if d, ok := e.(ActionTileDrawn); ok && d.Player == ck.Player {
						drawn++
					}
				}
				if h := after.Hand(ck.Player); len(h) != len(pv.Hand)+drawn || !slices.Equal(pv.Hand, h[:len(pv.Hand)]) {
					t.Fatalf("hand %v, Apply left %v", pv.Hand, after.Hand(ck.Player))
				}
				for r := range Size {
					for col := range Size {
						a, b := pv.Board[r][col], after.board[r][col]
						if a.Kind != b.Kind || a.Digit != b.Digit || a.Cover != b.Cover {
							t.Fatalf("[%d,%d] preview %+v, Apply %+v", r, col, a, b)
						}
					}
				}
				if pv.Total != s.Target() {
					t.Fatalf("scored a total of %d for target %d", pv.Total, s.Target())
				}
			}
			checkPreviewInOrder(t, s, ck, &pv)
			checkReasons(t, ck, &pv)
		}
	}
	t.Logf("%d scored, %d rejected, %d refused", scoredN, rejected, refused)
	if scoredN < n/10 || rejected < n/10 || refused < n/10 {
		t.Errorf("too little variety: %d scored, %d rejected, %d refused", scoredN, rejected, refused)
	}
}

// checkPreviewInOrder: a use that fails in order fails the same way when
// the claim stops at it, and a claim whose uses all apply can only be
// refused for the claim itself, never for a use.
func checkPreviewInOrder(t *testing.T, s *State, c Claim, pv *Preview) {
	t.Helper()
	bare := prefix(c, 0)
	_, bareErr := s.Clone().Apply(ClaimMove(bare))
	if pv.Failed < 0 {
		if pv.Invalid != nil && !reflect.DeepEqual(bareErr, pv.Invalid) {
			t.Fatalf("all uses applied, yet refused %v; without uses %v", pv.Invalid, bareErr)
		}
		return
	}
	if bareErr != nil {
		return // the claim itself is refused first
	}
	stop := prefix(c, pv.Failed+1)
	evs, err := s.Clone().Apply(ClaimMove(stop))
	var got error = err
	if err == nil {
		got = evs[0].(ClaimRejected).Reason
	}
	if !reflect.DeepEqual(got, pv.FailErr) {
		t.Fatalf("use %d fails with %v in the preview, %v by Apply\n%+v", pv.Failed, pv.FailErr, got, c)
	}
	if s.Preview(prefix(c, pv.Failed)).Failed != -1 {
		t.Fatalf("the uses before %d do not apply", pv.Failed)
	}
}
