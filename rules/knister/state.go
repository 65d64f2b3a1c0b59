package knister

import (
	"slices"

	"cifra/rules"
)

// MaxPlayers is the most seats the app's table offers (the book says
// "1-12", and more if there are pencils).
const MaxPlayers = 12

// PlayerLimit is the most players a game accepts, from a record or New:
// the book lets as many play as want to, and 100 is far beyond any table
// while keeping a record's work bounded. The app's table offers
// MaxPlayers seats.
const PlayerLimit = 100

// Move is one placement: player P writes the current sum into Cell
// ([row, col]). Its record form is {"p":0,"cell":[r,c]}.
type Move struct {
	P    int    `json:"p"`
	Cell [2]int `json:"cell"`
}

// State is a game in progress. The dice of all 25 rolls are fixed when the
// game is created (setup rolls first, the rest drawn from the seed), so a
// seed and a move list always replay the same game; only Dice() of the
// current roll is ever shown.
type State struct {
	players int
	seed    uint64
	setup   [][2]int // the setup rolls as given, kept for Record
	dice    [Rounds][2]int
	round   int
	grids   []Grid
	placed  []bool // placed in the current roll
	moves   []Move
	// roundStart is the index in moves of the current roll's first
	// placement: Undo only ever removes a move from moves[roundStart:].
	roundStart int
}

// New starts a game for 1..PlayerLimit players. rolls are setup rolls (at most 25
// pairs of dice, each 1..6) used first; the others are drawn from seed.
// New makes the first roll itself (Round 0) and reports no event for it:
// a scene shows Dice() or calls CurrentRoll().
func New(players int, seed uint64, rolls [][2]int) (*State, error) {
	if players < 1 || players > PlayerLimit {
		return nil, &Error{Kind: CodeBadPlayers, Players: players}
	}
	if len(rolls) > Rounds {
		return nil, &Error{Kind: CodeBadSetupRolls, Index: -1}
	}
	for i, d := range rolls {
		if d[0] < 1 || d[0] > 6 || d[1] < 1 || d[1] > 6 {
			return nil, &Error{Kind: CodeBadSetupRolls, Index: i, Dice: d}
		}
	}
	s := &State{players: players, seed: seed, setup: slices.Clone(rolls),
		grids: make([]Grid, players), placed: make([]bool, players)}
	// Draw all 25 from the seed even when setup overrides some, so the
	// seeded rolls never shift with the length of the setup.
	rng := rules.NewRand(seed, rules.StreamDeal)
	for i := range s.dice {
		s.dice[i] = [2]int{1 + rng.IntN(6), 1 + rng.IntN(6)}
	}
	copy(s.dice[:], rolls)
	return s, nil
}

// Players returns the number of players.
func (s *State) Players() int { return s.players }

// Seed returns the seed the game was created with.
func (s *State) Seed() uint64 { return s.seed }

// Round returns the 0-based index of the current roll (0..24).
func (s *State) Round() int { return s.round }

// RollsLeft counts the rolls still to place, the current one included.
func (s *State) RollsLeft() int { return Rounds - s.round }

// Dice returns the current roll.
func (s *State) Dice() [2]int { return s.dice[s.round] }

// Sum returns the current roll's sum: the number everyone places.
func (s *State) Sum() int { return s.dice[s.round][0] + s.dice[s.round][1] }

// CurrentRoll describes the current roll as the event a scene animates
// (New makes the first roll without reporting it).
func (s *State) CurrentRoll() DiceRolled {
	return DiceRolled{Round: s.round, Dice: s.Dice(), Sum: s.Sum()}
}

// HasPlaced reports whether player p has placed the current roll.
func (s *State) HasPlaced(p int) bool { return p >= 0 && p < s.players && s.placed[p] }

// AllPlaced reports whether everyone has placed the current roll.
func (s *State) AllPlaced() bool { return !slices.Contains(s.placed, false) }

// Waiting lists the players who have not placed the current roll.
func (s *State) Waiting() []int {
	var w []int
	for p, done := range s.placed {
		if !done {
			w = append(w, p)
		}
	}
	return w
}

// Grid returns a copy of player p's grid (an empty grid for a bad p).
func (s *State) Grid(p int) Grid {
	if p < 0 || p >= s.players {
		return Grid{}
	}
	return s.grids[p]
}

// Finished reports whether all 25 rolls are placed by everyone.
func (s *State) Finished() bool { return s.round == Rounds-1 && s.AllPlaced() }

// Legal lists the empty squares if p may place now, else nil. When
// everyone has placed and rolls are left, p may place: Apply rolls first.
func (s *State) Legal(p int) []Cell {
	if p < 0 || p >= s.players || s.Finished() {
		return nil
	}
	if s.placed[p] && !s.AllPlaced() {
		return nil
	}
	return s.grids[p].Empty()
}

// Moves returns the placements so far, in order.
func (s *State) Moves() []Move { return slices.Clone(s.moves) }

// MoveCount is how many moves the game has had (len(Moves()) without the
// copy).
func (s *State) MoveCount() int { return len(s.moves) }

// Clone returns an independent copy of the game.
func (s *State) Clone() *State {
	c := *s
	c.setup = slices.Clone(s.setup)
	c.grids = slices.Clone(s.grids)
	c.placed = slices.Clone(s.placed)
	c.moves = slices.Clone(s.moves)
	return &c
}

// Lines scores player p's 12 lines (only full lines score).
func (s *State) Lines(p int) [12]LineScore {
	lines, _ := ScoreGrid(s.Grid(p))
	return lines
}

// Scores returns every player's total so far (only full lines score).
func (s *State) Scores() []int {
	scores := make([]int, s.players)
	for p := range scores {
		_, scores[p] = ScoreGrid(s.grids[p])
	}
	return scores
}

// Winners lists the players with the highest total; ties share.
func (s *State) Winners() []int { return winners(s.Scores()) }

func winners(scores []int) []int {
	best := slices.Max(scores)
	var w []int
	for p, v := range scores {
		if v == best {
			w = append(w, p)
		}
	}
	return w
}
