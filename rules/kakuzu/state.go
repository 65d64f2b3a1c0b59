// Package kakuzu is the rules engine of Kakuzu, the sudoku memory game
// (RULES.md §3): sheets, setup, the bag, turns in every variant, events,
// a per-seat view that never shows a covered digit, and bots that reason
// from that view only. It draws nothing and never reads the clock.
package kakuzu

import (
	"math/rand/v2"

	"cifra/rules"
)

// Variant is the way turns are played (RULES.md §3, Variants).
type Variant string

// The variants. The empty string means Classic.
const (
	Classic   Variant = "classic"
	SameDigit Variant = "same-digit"
	NoBag     Variant = "no-bag"
)

// ParseVariant checks a variant's name; "" is Classic.
func ParseVariant(name string) (Variant, error) {
	switch v := Variant(name); v {
	case "":
		return Classic, nil
	case Classic, SameDigit, NoBag:
		return v, nil
	}
	return "", &UnknownVariantError{Variant: name}
}

// Phase is the stage of a game.
type Phase int

// The phases.
const (
	PhaseSetup Phase = iota // lifting the nine neutral stones
	PhasePlay               // turns
	PhaseOver               // the tray is empty
)

// Holders of a square's stone besides the seats 0..n-1.
const (
	Covered = -2 // the stone is still on the tray
	Neutral = -1 // lifted during setup; it belongs to no one
)

// Config is how a game is set up.
type Config struct {
	Players     []rules.Player // 2..4 seats, clockwise
	Seed        uint64         // the sheet (unless given) and live draws come from it
	Variant     Variant        // "" is Classic
	TurnSeconds int            // tournament limit per turn: 0 = no limit, else TurnSecondsMin..TurnSecondsMax
	Sheet       *Sheet         // nil: generated from Seed
}

// State is a game in progress. Its zero value is not usable; make one with
// New or FromRecord.
type State struct {
	cfg     Config
	sheet   Sheet
	holder  [Squares]int8 // Covered, Neutral or the seat holding the stone
	covered int           // stones still on the tray
	left    [10]int8      // covered squares per digit

	phase        Phase
	turn         int
	turns        int // how many times the turn has passed
	awaiting     Action
	boxesDone    uint16 // setup: boxes that gave their neutral stone
	bag          uint16 // bit n: number n is in the bag
	retired      uint16 // bit d: digit d left the game
	drawn        []int  // numbers out of the bag this turn, in order (no-bag: digits named and matched)
	hunting      int    // the number drawn or named, awaiting a lift; 0 none
	keptThisTurn int    // no-bag: stones kept this turn

	kept, received []int // per seat: stones matched, stones passed to it
	moves          []Move

	draws    *rand.Rand // live draws from the bag
	nextRoll uint64     // the draw RandomDraw makes next
}

// New sets up a game: checks the settings, generates the sheet from the
// seed unless one is given, and waits for seat 0 to lift the first neutral
// stone.
func New(cfg Config) (*State, error) {
	if n := len(cfg.Players); n < 2 || n > 4 {
		return nil, &PlayerCountError{Players: n}
	}
	opt, err := Options{Variant: cfg.Variant, TurnSeconds: cfg.TurnSeconds}.normal()
	if err != nil {
		return nil, err
	}
	cfg.Variant = opt.Variant
	cfg.Players = append([]rules.Player(nil), cfg.Players...)
	s := &State{cfg: cfg, covered: Squares, awaiting: ActionLift, bag: 0x3ff,
		kept: make([]int, len(cfg.Players)), received: make([]int, len(cfg.Players)),
		draws: rules.NewRand(cfg.Seed, streamBag)}
	if cfg.Sheet != nil {
		if err := cfg.Sheet.Validate(); err != nil {
			return nil, err
		}
		s.sheet = *cfg.Sheet
	} else {
		s.sheet = GenerateSheet(rules.NewRand(cfg.Seed, rules.StreamDeal))
	}
	s.cfg.Sheet = nil
	for i := range s.holder {
		s.holder[i] = Covered
	}
	for d := 1; d <= 9; d++ {
		s.left[d] = Size
	}
	s.nextRoll = s.draws.Uint64()
	return s, nil
}

// Players is the number of seats.
func (s *State) Players() int { return len(s.cfg.Players) }

// Variant is the game's variant.
func (s *State) Variant() Variant { return s.cfg.Variant }

// Options are the game's options, as its record holds them.
func (s *State) Options() Options {
	return Options{Variant: s.cfg.Variant, TurnSeconds: s.cfg.TurnSeconds}
}

// TurnSeconds is the tournament time limit per turn, 0 when off.
func (s *State) TurnSeconds() int { return s.cfg.TurnSeconds }

// Phase is the stage of the game.
func (s *State) Phase() Phase { return s.phase }

// Finished reports whether the tray is empty.
func (s *State) Finished() bool { return s.phase == PhaseOver }

// Turn is the seat to move (meaningless once the game is over).
func (s *State) Turn() int { return s.turn }

// Turns counts the turns begun since the game started: it grows each
// time the turn passes (in the setup's lifts too), and names the turn
// under way (rules.Wait.Turn).
func (s *State) Turns() int { return s.turns }

// Awaiting is what the seat to move must do next; ActionNone when over.
// A timeout is also allowed during play when the game has a time limit.
func (s *State) Awaiting() Action { return s.awaiting }

// Moves are the moves applied so far.
func (s *State) Moves() []Move { return append([]Move(nil), s.moves...) }

// MoveCount is the number of moves played so far: len(Moves()) without
// the copy, which names a position of a game.
func (s *State) MoveCount() int { return len(s.moves) }

// Sheet is the hidden sheet. For the referee, tests and the end-of-game
// reveal only: scenes and bots must use View.
func (s *State) Sheet() Sheet { return s.sheet }

// Holder says who holds the stone of a square: Covered, Neutral or a seat.
func (s *State) Holder(sq Square) int { return int(s.holder[sq.Index()]) }

// Covered is the number of stones still on the tray.
func (s *State) Covered() int { return s.covered }

// Scores are the stones each seat holds (kept and received).
func (s *State) Scores() []int {
	scores := make([]int, len(s.kept))
	for p := range scores {
		scores[p] = s.kept[p] + s.received[p]
	}
	return scores
}

// Kept is how many stones seat p won by matching the digit.
func (s *State) Kept(p int) int { return s.kept[p] }

// Received is how many stones were passed to seat p when its right
// neighbour missed.
func (s *State) Received(p int) int { return s.received[p] }

// Winners are the seats with the most stones, once the game is over (ties
// share); nil before.
func (s *State) Winners() []int {
	if s.phase != PhaseOver {
		return nil
	}
	return leaders(s.Scores())
}

func leaders(scores []int) []int {
	best := -1
	var w []int
	for p, sc := range scores {
		switch {
		case sc > best:
			best, w = sc, []int{p}
		case sc == best:
			w = append(w, p)
		}
	}
	return w
}

// Bag lists the numbers in the bag, ascending.
func (s *State) Bag() []int { return numbers(s.bag) }

// Retired lists the digits that left the game, ascending.
func (s *State) Retired() []int { return numbers(s.retired) }

// Drawn lists the numbers out of the bag this turn, in draw order; in the
// no-bag variant, the digits named and matched this turn, which cannot be
// named again until it ends.
func (s *State) Drawn() []int { return append([]int(nil), s.drawn...) }

// Hunting is the number drawn or named that the next lift must match;
// 0 when none.
func (s *State) Hunting() int { return s.hunting }

// Neutral lists the squares of the setup's neutral stones, row-major.
func (s *State) Neutral() []Square { return s.squaresHeldBy(Neutral) }

// StonesOf lists the squares of the stones seat p holds, row-major.
func (s *State) StonesOf(p int) []Square { return s.squaresHeldBy(p) }

func (s *State) squaresHeldBy(h int) []Square {
	sqs := []Square{}
	for i, hh := range s.holder {
		if int(hh) == h {
			sqs = append(sqs, SquareAt(i))
		}
	}
	return sqs
}

// numbers lists the set bits of a number set.
func numbers(set uint16) []int {
	ns := []int{}
	for n := range 10 {
		if set&(1<<n) != 0 {
			ns = append(ns, n)
		}
	}
	return ns
}
