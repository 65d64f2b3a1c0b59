package kakuzu

import (
	"math/rand/v2"
	"slices"

	"cifra/rules"
)

// Level is a bot's strength.
type Level string

// The bot levels.
const (
	Easy   Level = "easy"   // lifts any covered stone
	Normal Level = "normal" // lifts only where the digit is possible by elimination
	Hard   Level = "hard"   // lifts where the digit most likely hides
)

// levels are the bot levels, weakest first.
var levels = []Level{Easy, Normal, Hard}

// Levels lists the bot levels' names, weakest first.
func Levels() []string {
	names := make([]string, len(levels))
	for i, l := range levels {
		names[i] = string(l)
	}
	return names
}

// Bot is a computer player. It decides from a View only, so it knows
// exactly what a person in its seat would know. It is deterministic given
// its seed.
type Bot struct {
	level Level
	rng   *rand.Rand
	plan  Square // no-bag: the square it named its digit for
	hunt  int    // no-bag: the digit it named
}

// NewBot makes a bot of a level (one of Levels) for a seat; seed is the
// game's seed. An unknown level is an *UnknownLevelError.
func NewBot(level string, seed uint64, seat int) (*Bot, error) {
	l := Level(level)
	if !slices.Contains(levels, l) {
		return nil, &UnknownLevelError{Level: level}
	}
	return &Bot{level: l, rng: rules.NewRand(rules.SeatSeed(seed, seat), rules.StreamBot)}, nil
}

// Level is the bot's level.
func (b *Bot) Level() Level { return b.level }

// Choose picks the bot's move for the view. ok is false when the bot has
// nothing to decide: it is not its turn, the game is over, or the bag is
// to draw (the table draws, see State.RandomDraw).
func (b *Bot) Choose(v View) (m Move, ok bool) {
	if v.Phase == PhaseOver || v.Turn != v.Seat {
		return Move{}, false
	}
	switch {
	case v.Awaiting == ActionLift && v.Phase == PhaseSetup:
		return b.pick(v.LegalMoves()), true
	case v.Awaiting == ActionLift:
		return b.lift(&v), true
	case v.Awaiting == ActionName:
		return b.name(&v), true
	}
	return Move{}, false
}

// pick returns one of the moves at random.
func (b *Bot) pick(ms []Move) Move { return ms[b.rng.IntN(len(ms))] }

// covered lists the covered squares of a view.
func covered(v *View) []Square {
	var sqs []Square
	for i := range Squares {
		if sq := SquareAt(i); v.At(sq).Holder == Covered {
			sqs = append(sqs, sq)
		}
	}
	return sqs
}

// lift chooses the stone to lift for the number hunted.
func (b *Bot) lift(v *View) Move {
	n := v.Hunting
	if b.hunt == n && v.At(b.plan).Holder == Covered {
		b.hunt = 0
		return Lift(v.Seat, b.plan.Row, b.plan.Col)
	}
	b.hunt = 0
	var best []Square
	switch b.level {
	case Easy:
		best = covered(v)
	case Normal:
		g := gridFromView(v)
		for _, sq := range covered(v) {
			if g.cands(sq.Index())&(1<<n) != 0 {
				best = append(best, sq)
			}
		}
		if len(best) == 0 {
			best = covered(v)
		}
	default:
		odds := estimateOdds(v, b.rng)
		best = b.likeliest(v, odds, []int{n})
	}
	sq := best[b.rng.IntN(len(best))]
	return Lift(v.Seat, sq.Row, sq.Col)
}

// name chooses, in the no-bag variant, the digit to name (one not yet
// named and matched this turn) and remembers the square it is meant for.
func (b *Bot) name(v *View) Move {
	digits := v.Nameable()
	var sq Square
	var d int
	switch b.level {
	case Easy:
		d = digits[b.rng.IntN(len(digits))]
		cs := covered(v)
		sq = cs[b.rng.IntN(len(cs))]
	case Normal:
		cs := covered(v)
		sq = cs[b.rng.IntN(len(cs))]
		g := gridFromView(v)
		var options []int
		for _, dd := range digits {
			if g.cands(sq.Index())&(1<<dd) != 0 {
				options = append(options, dd)
			}
		}
		if len(options) == 0 {
			options = digits
		}
		d = options[b.rng.IntN(len(options))]
	default:
		odds := estimateOdds(v, b.rng)
		best := b.likeliest(v, odds, digits)
		sq = best[b.rng.IntN(len(best))]
		d = bestDigit(odds, sq, digits)
	}
	b.plan, b.hunt = sq, d
	return Name(v.Seat, d)
}

// likeliest lists the covered squares most likely to hide one of the
// digits (each square counted by its likeliest digit among them).
func (b *Bot) likeliest(v *View, odds *Odds, digits []int) []Square {
	var best []Square
	top := -1.0
	for _, sq := range covered(v) {
		p := odds[sq.Index()][bestDigit(odds, sq, digits)]
		switch {
		case p > top+1e-9:
			top, best = p, []Square{sq}
		case p > top-1e-9:
			best = append(best, sq)
		}
	}
	return best
}

// bestDigit is the digit among digits most likely under square sq.
func bestDigit(odds *Odds, sq Square, digits []int) int {
	best := digits[0]
	for _, d := range digits[1:] {
		if odds[sq.Index()][d] > odds[sq.Index()][best] {
			best = d
		}
	}
	return best
}
