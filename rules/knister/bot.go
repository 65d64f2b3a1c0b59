package knister

import (
	"errors"
	"math/rand/v2"

	"cifra/rules"
	"cifra/rules/knister/internal/linekey"
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
		if newHardBot == nil {
			return nil, errNoHardBot
		}
		return newHardBot(seed, seat), nil
	}
	return nil, &Error{Kind: CodeUnknownLevel, Level: level}
}

// newHardBot makes the hard bot, a learned evaluator and the network
// that trains it, which live in a package of their own
// (cifra/rules/knister/netbot) because they build on these rules: that
// package hands it over from its init (RegisterHard), so a program gets
// the hard level by importing it, as the app, the referee and the
// servers do.
var newHardBot func(seed uint64, seat int) Bot

// errNoHardBot is NewBot("hard")'s error in a program that did not
// import the hard bot's package: a mistake in the program, not in a
// record, so it is no Coded error.
var errNoHardBot = errors.New(`knister: the "hard" bot is not in this program (import cifra/rules/knister/netbot)`)

// RegisterHard makes newBot the hard level's bot (NewBot("hard")). The
// hard bot's package (cifra/rules/knister/netbot) calls it from its init;
// nothing else should.
func RegisterHard(newBot func(seed uint64, seat int) Bot) { newHardBot = newBot }

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

// fillTable holds each line's expected score if its empty squares were
// filled by blind dice rolls: a plain, choice-free estimate of potential.
var fillTable = linekey.Fill(func(values [Size]int) int { return Classify(values).Points() })

// greedy picks the empty square whose lines gain most in table value;
// rng breaks ties (nil: the first in reading order).
func greedy(g *Grid, sum int, t *linekey.Table, rng *rand.Rand) Cell {
	r, c := linekey.Greedy((*linekey.Grid)(g), sum, t, rng)
	return Cell{r, c}
}

// The line keys' package works on plain grids of its own constants: they
// are the rules' (a compile error when they are not; combo_test.go checks
// that its lines are AllLines).
const (
	_ = uint(Size-linekey.Size) + uint(linekey.Size-Size)
	_ = uint(MinValue-linekey.MinValue) + uint(linekey.MinValue-MinValue)
	_ = uint(MaxValue-linekey.MaxValue) + uint(linekey.MaxValue-MaxValue)
)

// BotSeed is the seed of seat's bot for roll round (0-based) of a game
// played with seed. The app makes its bots afresh each roll with it, so a
// game resumed from its record plays on exactly as it would have.
func BotSeed(seed uint64, seat, round int) uint64 {
	return seed + uint64(seat)*7919 + uint64(round)*104729
}
