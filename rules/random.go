package rules

import (
	"math/rand/v2"
	"time"
)

// NewRand returns the game's seeded generator: a PCG, so that the same seed
// always deals the same game. stream separates independent uses of one
// seed (dealing, dice, bots) so that adding draws to one never shifts
// another.
func NewRand(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream^0x9e3779b97f4a7c15))
}

// Streams used by the games; each is an independent sequence for one seed.
const (
	StreamDeal     uint64 = iota + 1 // boards, stacks, sheets, dice
	StreamBot                        // bots' tie-breaks and sampling
	StreamCosmetic                   // what only looks random: dice tumbling, a shuffle's show; never decides a rule
)

// NextSeed is the seed of the next game after one played with seed ("play
// again"): a fixed step of a 64-bit linear congruential generator, so a
// series of games from one seed always repeats.
func NextSeed(seed uint64) uint64 {
	return seed*6364136223846793005 + 1442695040888963407
}

// SeatSeed is the seed of seat's bot in a game played with seed: each seat
// draws its own sequence (use it with StreamBot), so a bot's choices never
// depend on how many draws another seat made.
func SeatSeed(seed uint64, seat int) uint64 {
	return seed + uint64(seat)*0x9e3779b9
}

// DayKey is a calendar date as a random stream's key (YYYYMMDD, the date
// normalized first: 60 October is 29 November): what every game's "of
// the day" deal is drawn from.
func DayKey(year int, month time.Month, day int) uint64 {
	y, m, d := time.Date(year, month, day, 12, 0, 0, 0, time.UTC).Date()
	return uint64(y)*10000 + uint64(m)*100 + uint64(d)
}
