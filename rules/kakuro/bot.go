package kakuro

import (
	"math/rand/v2"

	"cifra/rules"
)

// Difficulty is how hard a claim is to see: one for each square, three
// for each action tile, two more for each swap (its partner is anywhere).
func Difficulty(c Claim) int {
	d := c.Row.Len
	for _, u := range c.Uses {
		d += 3
		if u.Kind == UseSwap {
			d += 2
		}
	}
	return d
}

// reaction[l] is a level's base and per-difficulty ticks; giveUp[l] is
// how long it hunts before declaring "impossible"; mistakeRate[l] is how
// often it calls a row that is one off the target.
var (
	reaction    = [...][2]int{Easy: {240, 30}, Normal: {180, 20}, Hard: {120, 12}}
	giveUp      = [...]int{Easy: 900, Normal: 600, Hard: 300}
	mistakeRate = [...]float64{Easy: 0.08, Normal: 0.03, Hard: 0}
)

// ReactionTicks is how many ticks after the reveal a bot of level l calls
// "Kakuro!" for c: a pure function, so a scene only counts ticks.
func ReactionTicks(l Level, c Claim) int {
	r := reaction[l]
	return r[0] + r[1]*Difficulty(c)
}

// DeclareTicks is how many ticks after the reveal a bot of level l that
// found nothing declares "impossible".
func DeclareTicks(l Level) int { return giveUp[l] }

// Plan is what a bot will do this round: at Ticks after the reveal either
// call Claim or, if Impossible, declare "impossible".
type Plan struct {
	Impossible bool
	Claim      Claim
	Ticks      int
	// Mistake marks a hasty claim of a row that does not add up.
	Mistake bool
}

// Bot is a computer player of one level at one seat. It keeps its own
// seeded generator, which decides the weaker levels' occasional mistakes,
// so a seed always gives the same plans.
type Bot struct {
	level Level
	seat  int
	rng   *rand.Rand
}

// NewBot returns a bot of the given level (one of Levels) for seat in a
// game played with seed; an unknown level is a *ConfigError with
// CodeUnknownLevel.
func NewBot(level string, seed uint64, seat int) (*Bot, error) {
	l, ok := ParseLevel(level)
	if !ok {
		return nil, configError(CodeUnknownLevel, "unknown bot level %s", rules.Quote(level))
	}
	return &Bot{level: l, seat: seat, rng: rules.NewRand(rules.SeatSeed(seed, seat), rules.StreamBot)}, nil
}

// Level is the bot's level.
func (b *Bot) Level() Level { return b.level }

// Seat is the seat the bot plays.
func (b *Bot) Seat() int { return b.seat }

// Decide is the bot's honest choice: the solver's best claim with the uses
// its level knows, or ok false ("impossible").
func (b *Bot) Decide(s *State) (Solution, bool) {
	return Best(s, b.seat, b.level.Features())
}

// Plan is the bot's plan for the current round. Now and then (by its own
// generator) a weaker level makes a mistake: a plain row one off the
// target, called when it would come sooner than the honest claim.
func (b *Bot) Plan(s *State) Plan {
	sol, ok := b.Decide(s)
	if b.rng.Float64() < mistakeRate[b.level] {
		if row, found := nearMiss(&s.board, s.target); found {
			c := Claim{Player: b.seat, Row: row}
			ticks := ReactionTicks(b.level, c)
			if !ok || ticks < ReactionTicks(b.level, sol.Claim) {
				return Plan{Claim: c, Ticks: ticks, Mistake: true}
			}
		}
	}
	if !ok {
		return Plan{Impossible: true, Ticks: DeclareTicks(b.level)}
	}
	return Plan{Claim: sol.Claim, Ticks: ReactionTicks(b.level, sol.Claim)}
}

// nearMiss finds the longest plain row that adds up to target±1 and is
// otherwise legal: what a hurried eye mistakes for a claim.
func nearMiss(b *Board, target int) (Row, bool) {
	var found Row
	ok := false
	eachSite(b, false, func(site *rowSite) bool {
		sum := 0
		for i := range site.row.Len {
			sum += int(site.val[i])
		}
		if sum == target-1 || sum == target+1 {
			found, ok = site.row, true
			return false
		}
		return true
	})
	return found, ok
}
