package kakuro

import "slices"

// State is a game in progress. It changes only through Apply; the query
// methods hand out copies.
type State struct {
	cfg     Config
	board   Board
	sums    []int  // the face-down stack, top first
	target  int    // the revealed sum tile; 0 once the game is over
	aside   []int  // sum tiles set aside, in order
	stock   []Tile // the face-down action stock, top first
	hands   [][]Tile
	discard []Tile // doublers and swaps spent
	scores  []int
	locked  []bool // locked out until the next sum tile
	over    bool
	moves   []Move
	opening []Event // what setup showed: draws and the first reveal
}

// Players is the number of seats.
func (s *State) Players() int { return len(s.hands) }

// Solo reports whether this is the one-player variant.
func (s *State) Solo() bool { return len(s.hands) == 1 }

// Config is the configuration the game was dealt from.
func (s *State) Config() Config { return s.cfg }

// Board returns a copy of the board.
func (s *State) Board() Board { return s.board }

// Cell returns a copy of one square.
func (s *State) Cell(p Pos) Cell { return *s.board.At(p) }

// Target is the revealed sum tile, or 0 once the game is over.
func (s *State) Target() int { return s.target }

// SumsLeft is how many sum tiles are still face down.
func (s *State) SumsLeft() int { return len(s.sums) }

// Aside lists the sum tiles set aside, in order.
func (s *State) Aside() []int { return slices.Clone(s.aside) }

// StockSize is how many action tiles remain in the face-down stock.
func (s *State) StockSize() int { return len(s.stock) }

// Discarded lists the doublers and swaps spent so far.
func (s *State) Discarded() []Tile { return slices.Clone(s.discard) }

// Hand is the action tiles seat p holds, in the order drawn.
func (s *State) Hand(p int) []Tile { return slices.Clone(s.hands[p]) }

// Score is seat p's points.
func (s *State) Score(p int) int { return s.scores[p] }

// Scores is every seat's points.
func (s *State) Scores() []int { return slices.Clone(s.scores) }

// LockedOut reports whether seat p made an illegal claim this round and may
// not claim again until the next sum tile.
func (s *State) LockedOut(p int) bool { return s.locked[p] }

// Finished reports whether the game is over.
func (s *State) Finished() bool { return s.over }

// Moves is the move list so far.
func (s *State) Moves() []Move { return slices.Clone(s.moves) }

// MoveCount is the number of moves played so far: len(Moves()) without
// the copy, which names a position of a game.
func (s *State) MoveCount() int { return len(s.moves) }

// Opening is what setup showed, for a scene to animate: each extra action
// tile dealt and the first sum tile revealed.
func (s *State) Opening() []Event { return slices.Clone(s.opening) }

// Winners lists the seats with the most points, a tie going to the tied
// seats holding the most action tiles; a tie after that is shared. It is
// meaningful at any time and final once Finished.
func (s *State) Winners() []int {
	var win []int
	for p := range s.scores {
		if len(win) == 0 {
			win = []int{p}
			continue
		}
		q := win[0]
		switch {
		case s.scores[p] > s.scores[q], s.scores[p] == s.scores[q] && len(s.hands[p]) > len(s.hands[q]):
			win = []int{p}
		case s.scores[p] == s.scores[q] && len(s.hands[p]) == len(s.hands[q]):
			win = append(win, p)
		}
	}
	return win
}

// Clone returns an independent copy of the state.
func (s *State) Clone() *State {
	c := *s
	c.sums = slices.Clone(s.sums)
	c.aside = slices.Clone(s.aside)
	c.stock = slices.Clone(s.stock)
	c.discard = slices.Clone(s.discard)
	c.scores = slices.Clone(s.scores)
	c.locked = slices.Clone(s.locked)
	c.moves = slices.Clone(s.moves)
	c.hands = make([][]Tile, len(s.hands))
	for i, h := range s.hands {
		c.hands[i] = slices.Clone(h)
	}
	return &c
}
