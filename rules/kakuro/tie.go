package kakuro

import (
	"slices"

	"cifra/rules"
)

// Streams of this package, apart from the shared ones in rules.
const (
	streamTie   uint64 = 0x6b616b75726f0001 // buzzes in the same tick
	streamDaily uint64 = 0x6b616b75726f0002 // the deal of the day
)

// BreakTie picks which of seats, all buzzing "Kakuro!" in the same tick,
// claims first: a seeded draw, never the clock. It is a pure function of
// the game's seed, the number of moves played so far, n (how many ties the
// caller has broken since the last move, so that two ties between the
// same moves draw afresh) and the set of seats — their order does not
// matter — and every seat is equally likely. It returns -1 when seats is
// empty.
func (s *State) BreakTie(seats []int, n int) int {
	if len(seats) == 0 {
		return -1
	}
	sorted := slices.Clone(seats)
	slices.Sort(sorted)
	key := uint64(len(s.moves))<<32 ^ uint64(uint32(n))
	rng := rules.NewRand(s.cfg.Seed^key*0x9e3779b97f4a7c15, streamTie)
	return sorted[rng.IntN(len(sorted))]
}
