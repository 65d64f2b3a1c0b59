package kakuro

import "slices"

// Preview is a dry run of a claim, partial or whole, as [State.Preview]
// returns it: what the table would look like with the uses laid so far,
// and what a check would say now.
type Preview struct {
	// Board is the board after the uses that applied (Failed's and those
	// after it are not laid), before any scoring.
	Board Board
	// Hand is the claimer's hand after the uses that applied, in the order
	// Apply would leave it; empty for a seat that does not exist.
	Hand []Tile
	// Squares are the row's squares that lie on the 9×9 board, in order
	// along the row; Values[i] is what Squares[i] adds to the row on Board:
	// its value if it is a number square, 0 if it is not (a sum field or
	// the logo corner). Total is the sum of Values.
	Squares []Pos
	Values  []int
	Total   int
	// Doublers is how many doublers the applied uses spent.
	Doublers int
	// Failed is the index of the first use that could not be laid, in
	// order, on the board and hand left by the uses before it, or -1 when
	// all were laid. FailErr says why: an *InvalidMove (a tile no longer
	// in hand, a tile that cannot do what the use says, a square off the
	// board) or the Reason a check would report (a square that is not
	// silver, a digit tile outside the row, …).
	Failed  int
	FailErr error
	// Invalid is the error (an *InvalidMove) Apply would return for the
	// claim as a whole — the game is over, no such seat, the seat is
	// locked out, the row leaves the board, a tile not held, … — or nil.
	// Apply checks every use before laying any, so Invalid may name a
	// later use than Failed does.
	Invalid error
	// Verdict is nil exactly when Apply(ClaimMove(c)) would score the
	// claim now. Otherwise it is Invalid when Apply would refuse the move,
	// else the Reason its ClaimRejected event would carry.
	Verdict Reason
	// Reasons is every reason the claim would fail now, Verdict first:
	// Verdict alone when Apply would refuse the move or a use could not
	// be laid, else every row condition (RULES.md §1) the row breaks with
	// the uses laid, in the rule book's order (a row 1 2 2 running on
	// into a number square both is not closed and needs a doubler). Nil
	// when the claim would score.
	Reasons []Reason
}

// Preview dry-runs c: its uses are laid in order on a copy of the board
// and of the claimer's hand, and the row is checked as Apply would check
// it, without changing s. A scene uses it to show a claim being built, one
// use at a time, and the row's running total.
func (s *State) Preview(c Claim) Preview {
	pv := Preview{Board: s.board, Failed: -1}
	if c.Player >= 0 && c.Player < len(s.hands) {
		pv.Hand = slices.Clone(s.hands[c.Player])
	}
	for i := range c.Uses {
		u := &c.Uses[i]
		if err := u.invalid(c.Player); err != nil {
			pv.Failed, pv.FailErr = i, err
			break
		}
		if !slices.Contains(pv.Hand, u.Tile) {
			pv.Failed, pv.FailErr = i, &InvalidMove{Kind: CodeTileNotHeld, Player: c.Player, Tile: u.Tile}
			break
		}
		if r := applyUse(&pv.Board, c.Row, i, u); r != nil {
			pv.Failed, pv.FailErr = i, r
			break
		}
		pv.Hand = removeTile(pv.Hand, u.Tile)
		if u.Kind == UseDouble {
			pv.Doublers++
		}
	}
	lo, hi := c.Row.onBoardSpan()
	for i := lo; i < hi; i++ {
		p := c.Row.Square(i)
		v := 0
		if cell := pv.Board.At(p); cell.Kind == Number {
			v = cell.Value()
		}
		pv.Squares = append(pv.Squares, p)
		pv.Values = append(pv.Values, v)
		pv.Total += v
	}
	if err := s.refusal(&c); err != nil {
		pv.Invalid, pv.Verdict, pv.Reasons = err, err, []Reason{err}
		return pv
	}
	b := s.board
	v := evaluate(&b, &c, s.target, false)
	switch pv.Verdict = v.reason; {
	case v.reason == nil:
	case pv.Failed >= 0: // a use that cannot be laid: the row is not judged
		pv.Reasons = []Reason{v.reason}
	default: // b holds every use laid
		pv.Reasons = rowFailures(&b, c.Row, s.target, v.doublers)
	}
	return pv
}

// refusal is the *InvalidMove Apply would return for c, or nil.
func (s *State) refusal(c *Claim) *InvalidMove {
	if s.over {
		return &InvalidMove{Kind: CodeGameOver}
	}
	if err := s.validate(c); err != nil {
		return err.(*InvalidMove)
	}
	return nil
}

// onBoardSpan is the range [lo, hi) of indices i for which r.Square(i)
// lies on the 9×9 board (empty when none does); it never walks the row, so
// any Len is safe.
func (r Row) onBoardSpan() (lo, hi int) {
	line, along := 0, 1
	if r.Dir == Down {
		line, along = 1, 0
	}
	if r.At[line] < 0 || r.At[line] >= Size {
		return 0, 0
	}
	lo = max(0, -r.At[along])
	hi = min(r.Len, Size-r.At[along])
	if hi < lo {
		return 0, 0
	}
	return lo, hi
}

// NoSquare is the square a swap's A holds while it is not chosen yet, for
// [State.UseTargets]; any square off the board means the same.
var NoSquare = Pos{-1, -1}

// CanUse says whether the claimer of c may play u next, after c's uses
// (which must all apply): nil, or the *InvalidMove Apply would give — the
// game is over, no such seat, the seat is locked out, u's tile cannot do
// what u.Kind says (a doubler only doubles, …), or u.Tile is not left in
// the hand after c's uses — or, when one of c's uses does not apply, why
// (as [Preview.FailErr]). It does not look at u's squares: UseTargets says
// where u may go.
func (s *State) CanUse(c Claim, u Use) error {
	pv := s.Preview(c)
	return s.canUse(&pv, &c, &u)
}

func (s *State) canUse(pv *Preview, c *Claim, u *Use) error {
	if pv.Invalid != nil {
		return pv.Invalid
	}
	if pv.Failed >= 0 {
		return pv.FailErr
	}
	if err := u.shapeError(); err != "" {
		return &InvalidMove{Kind: CodeMalformed, Player: c.Player, Detail: err}
	}
	if !slices.Contains(pv.Hand, u.Tile) {
		return &InvalidMove{Kind: CodeTileNotHeld, Player: c.Player, Tile: u.Tile}
	}
	return nil
}

// UseTargets lists, in row-major order, every square where u (its Tile
// and Kind set) may legally be laid next for the partial claim c, on the
// board c's uses leave: for a digit tile the silver, uncovered squares of
// the row; for a sum field the silver, uncovered square just before or
// after the row; for a swap whose A is NoSquare (or any square off the
// board) the squares that may be its A — any silver, uncovered square
// while another one exists — and for a swap whose A is chosen, the squares
// that may be its B (none if A itself may not). A doubler goes on no
// square: its list is nil. The list is also nil when CanUse(c, u) is not:
// ask CanUse why.
func (s *State) UseTargets(c Claim, u Use) []Pos {
	pv := s.Preview(c)
	if s.canUse(&pv, &c, &u) != nil {
		return nil
	}
	b, i := &pv.Board, len(c.Uses)
	fits := func(u Use) bool { return useReason(b, c.Row, i, &u) == nil }
	var out []Pos
	for r := range Size {
		for col := range Size {
			p := Pos{r, col}
			switch {
			case u.Kind == UseDouble:
				return nil
			case u.Kind == UseSwap && u.A.OnBoard():
				if fits(Use{Tile: u.Tile, Kind: UseSwap, A: u.A, B: p}) {
					out = append(out, p)
				}
			case u.Kind == UseSwap:
				if hasSwapPartner(b, c.Row, i, u.Tile, p) {
					out = append(out, p)
				}
			default:
				if fits(Use{Tile: u.Tile, Kind: u.Kind, A: p}) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// hasSwapPartner reports whether some square B lets a swap from a be laid.
func hasSwapPartner(b *Board, row Row, i int, t Tile, a Pos) bool {
	for r := range Size {
		for col := range Size {
			if useReason(b, row, i, &Use{Tile: t, Kind: UseSwap, A: a, B: Pos{r, col}}) == nil {
				return true
			}
		}
	}
	return false
}
