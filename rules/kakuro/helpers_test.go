package kakuro

import (
	"reflect"
	"testing"
)

// bookBoard's first four rows are the rule book's example board; the
// rest are filled in within the box's eight tiles per digit.
var bookBoard = []string{
	"92943562",
	"73286451",
	"12673364",
	"75892513",
	"84718947",
	"96418723",
	"17845682",
	"43795169",
}

// game deals a game on board with the sum stack sums; hands are then set
// explicitly (seat i gets hands[i]) and the stock is stock, so tests see
// exactly the tiles they name. Tiles taken this way leave the box's
// counts, so conservation is measured from this point on.
func game(t testing.TB, board []string, sums []int, stock string, hands ...string) *State {
	t.Helper()
	cfg := DefaultConfig(1, max(1, len(hands)))
	cfg.Setup = Setup{Board: board, Sums: sums}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for p, h := range hands {
		s.hands[p] = tiles(h)
	}
	s.stock = tiles(stock)
	return s
}

func tiles(s string) []Tile {
	out := []Tile{}
	for i := range len(s) {
		out = append(out, Tile(s[i]))
	}
	return out
}

func handString(h []Tile) string {
	b := make([]byte, len(h))
	for i, t := range h {
		b[i] = byte(t)
	}
	return string(b)
}

func claimMove(p int, at Pos, d Dir, n int, uses ...Use) Move {
	return ClaimMove(Claim{Player: p, Row: Row{At: at, Dir: d, Len: n}, Uses: uses})
}

func swapUse(a, b Pos) Use          { return Use{Tile: Swap, Kind: UseSwap, A: a, B: b} }
func digitUse(d int, a Pos) Use     { return Use{Tile: DigitTile(d), Kind: UseDigit, A: a} }
func doubleUse() Use                { return Use{Tile: Doubler, Kind: UseDouble} }
func sumFieldUse(t Tile, a Pos) Use { return Use{Tile: t, Kind: UseSumField, A: a} }
func apply(t testing.TB, s *State, m Move) []Event {
	t.Helper()
	evs, err := s.Apply(m)
	if err != nil {
		t.Fatalf("Apply(%+v): %v", m, err)
	}
	return evs
}

// scored returns the PointsScored event, failing if the claim was rejected.
func scored(t testing.TB, evs []Event) PointsScored {
	t.Helper()
	for _, e := range evs {
		switch e := e.(type) {
		case PointsScored:
			return e
		case ClaimRejected:
			t.Fatalf("claim rejected: %v", e.Reason)
		}
	}
	t.Fatalf("no points in %v", evs)
	return PointsScored{}
}

// rejection returns the reason of a rejected claim, failing otherwise.
func rejection(t testing.TB, evs []Event) Reason {
	t.Helper()
	for _, e := range evs {
		if e, ok := e.(ClaimRejected); ok {
			return e.Reason
		}
	}
	t.Fatalf("claim was not rejected: %v", evs)
	return nil
}

// sameExceptMoves compares two states ignoring the move list and lockouts.
func sameExceptMoves(a, b *State) bool {
	a, b = a.Clone(), b.Clone()
	a.moves, b.moves = nil, nil
	a.locked, b.locked = nil, nil
	return reflect.DeepEqual(a, b)
}
