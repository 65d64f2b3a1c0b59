package kakuzu

import "slices"

// Cell is one square as a person at the table sees it.
type Cell struct {
	Digit  int // the digit showing; 0 while the stone covers it
	Holder int // Covered, Neutral or the seat holding the lifted stone
}

// View is what one seat may see: everything on the table except the
// digits under covered stones. Bots decide from a View only, and scenes
// draw from it.
type View struct {
	Seat        int // whose view this is
	Players     int
	Variant     Variant
	TurnSeconds int
	Phase       Phase
	Turn        int    // the seat to move
	Awaiting    Action // what that seat must do next
	Tray        [Size][Size]Cell
	Bag         []int      // numbers in the bag, ascending
	Drawn       []int      // numbers out this turn, in draw order (no-bag: the digits named and matched)
	Retired     []int      // digits that left the game, ascending
	Hunting     int        // the number drawn or named that the next lift must match; 0 none
	KeptInTurn  int        // no-bag: stones kept this turn (at most 3)
	BoxesDone   [Size]bool // setup: boxes that already gave their neutral stone
	Scores      []int
	Covered     int // stones still on the tray
}

// View returns what seat p may see. There are no private holdings in
// Kakuzu, so every seat's view is alike apart from Seat; the point is what
// it leaves out: the sheet under the stones.
func (s *State) View(p int) View {
	v := View{Seat: p, Players: len(s.cfg.Players), Variant: s.cfg.Variant,
		TurnSeconds: s.cfg.TurnSeconds, Phase: s.phase, Turn: s.turn,
		Awaiting: s.awaiting, Bag: s.Bag(), Drawn: s.Drawn(), Retired: s.Retired(),
		Hunting: s.hunting, KeptInTurn: s.keptThisTurn, Scores: s.Scores(), Covered: s.covered}
	for i, h := range s.holder {
		sq := SquareAt(i)
		c := Cell{Holder: int(h)}
		if h != Covered {
			c.Digit = s.sheet.At(sq)
		}
		v.Tray[sq.Row][sq.Col] = c
	}
	for b := range Size {
		v.BoxesDone[b] = s.boxesDone&(1<<b) != 0
	}
	return v
}

// At returns the cell of a square.
func (v *View) At(sq Square) Cell { return v.Tray[sq.Row][sq.Col] }

// LegalMoves lists every move seat v.Seat may make now (none when it is
// not its turn): the lifts, draws or names awaited, plus a timeout when the
// game has a time limit. Draws are listed because a record may hold any
// number in the bag; at a real table the bag chooses.
func (v *View) LegalMoves() []Move {
	if v.Phase == PhaseOver || v.Turn != v.Seat {
		return nil
	}
	var ms []Move
	switch v.Awaiting {
	case ActionLift:
		for i := range Squares {
			sq := SquareAt(i)
			if v.At(sq).Holder == Covered && (v.Phase != PhaseSetup || !v.BoxesDone[sq.Box()]) {
				ms = append(ms, Lift(v.Seat, sq.Row, sq.Col))
			}
		}
	case ActionDraw:
		for _, n := range v.Bag {
			ms = append(ms, Draw(v.Seat, n))
		}
	case ActionName:
		for _, d := range v.Nameable() {
			ms = append(ms, Name(v.Seat, d))
		}
	}
	if v.TurnSeconds > 0 && v.Phase == PhasePlay {
		ms = append(ms, Timeout(v.Seat))
	}
	return ms
}

// Nameable are the digits the no-bag variant lets the seat name now: those
// in play that were not already named and matched this turn.
func (v *View) Nameable() []int {
	var ds []int
	for _, d := range v.DigitsInPlay() {
		if !slices.Contains(v.Drawn, d) {
			ds = append(ds, d)
		}
	}
	return ds
}

// DigitsInPlay are the digits 1..9 that still hide under some stone.
func (v *View) DigitsInPlay() []int {
	var ds []int
	retired := map[int]bool{}
	for _, d := range v.Retired {
		retired[d] = true
	}
	for d := 1; d <= 9; d++ {
		if !retired[d] {
			ds = append(ds, d)
		}
	}
	return ds
}
