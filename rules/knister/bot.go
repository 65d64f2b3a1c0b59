package knister

import (
	"math/rand/v2"

	"cifra/rules"
)

// Bot chooses where to write a sum. It sees only public information: its
// own grid, the current sum and how many rolls are left (the current one
// included) — never a future roll.
type Bot interface {
	Choose(g Grid, sum int, rollsLeft int) Cell
}

// Levels lists the bot levels, weakest first.
func Levels() []string { return []string{"easy", "normal", "hard"} }

// NewBot returns a bot of the given level (one of Levels) for seat; seed
// drives its random choices (easy's carelessness, tie-breaks), so a seed
// always gives the same game. A Knister bot sees only its own grid, so
// seat does not change how it plays: the seed must already be the seat's
// own, as BotSeed derives it. An unknown level is a CodeUnknownLevel
// error.
func NewBot(level string, seed uint64, seat int) (Bot, error) {
	rng := rules.NewRand(seed, rules.StreamBot)
	switch level {
	case "easy":
		return &easyBot{rng: rng}, nil
	case "normal":
		return &normalBot{rng: rng}, nil
	case "hard":
		return hardBot{}, nil
	}
	return nil, &Error{Kind: CodeUnknownLevel, Level: level}
}

// easyBot is careless: half of the time it writes the sum anywhere, else
// it plays like normal.
type easyBot struct{ rng *rand.Rand }

// Choose implements Bot.
func (b *easyBot) Choose(g Grid, sum int, rollsLeft int) Cell {
	empty := g.Empty()
	if len(empty) == 0 {
		return Cell{}
	}
	if b.rng.IntN(100) < easyCareless {
		return empty[b.rng.IntN(len(empty))]
	}
	return greedy(&g, sum, fillTable, b.rng)
}

// easyCareless is the share (in %) of easy's moves made at random.
const easyCareless = 50

// normalBot is short-sighted: it writes the sum where it most raises the
// lines' chances if the rest of the grid were filled by blind luck.
type normalBot struct{ rng *rand.Rand }

// Choose implements Bot.
func (b *normalBot) Choose(g Grid, sum int, rollsLeft int) Cell {
	if g.Filled() == Rounds {
		return Cell{}
	}
	return greedy(&g, sum, fillTable, b.rng)
}

// greedy picks the empty square whose lines gain most in table value;
// rng breaks ties (nil: the first in reading order).
func greedy(g *Grid, sum int, t *lineTable, rng *rand.Rand) Cell {
	keys := lineKeys(g)
	best, bestGain, ties := Cell{}, -1e9, 0
	for r := range Size {
		for c := range Size {
			if g[r][c] != 0 {
				continue
			}
			gain := t.gain(&keys, r, c, sum)
			switch {
			case gain > bestGain+1e-9:
				best, bestGain, ties = Cell{r, c}, gain, 1
			case gain > bestGain-1e-9 && rng != nil:
				ties++
				if rng.IntN(ties) == 0 {
					best = Cell{r, c}
				}
			}
		}
	}
	return best
}

// BotSeed is the seed of seat's bot for roll round (0-based) of a game
// played with seed. The app makes its bots afresh each roll with it, so a
// game resumed from its record plays on exactly as it would have.
func BotSeed(seed uint64, seat, round int) uint64 {
	return seed + uint64(seat)*7919 + uint64(round)*104729
}
