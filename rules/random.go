package rules

import "math/rand/v2"

// NewRand returns the game's seeded generator: a PCG, so that the same seed
// always deals the same game. stream separates independent uses of one
// seed (dealing, dice, bots) so that adding draws to one never shifts
// another.
func NewRand(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream^0x9e3779b97f4a7c15))
}

// Streams used by the games; each is an independent sequence for one seed.
const (
	StreamDeal uint64 = iota + 1 // boards, stacks, sheets, dice
	StreamBot                    // bots' tie-breaks and sampling
)
