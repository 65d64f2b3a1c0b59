package knister

import (
	"time"

	"cifra/rules"
)

// streamDaily is this package's stream for the rolls of the day.
const streamDaily uint64 = 0x6b6e697374650001

// SeedOfTheDay is the seed everyone plays on a date, a pure function of
// the (normalized) calendar date, like kakuro's SeedOfTheDay: a game
// dealt from it rolls the same 25 sums for everyone.
func SeedOfTheDay(year int, month time.Month, day int) uint64 {
	return rules.NewRand(rules.DayKey(year, month, day), streamDaily).Uint64()
}
