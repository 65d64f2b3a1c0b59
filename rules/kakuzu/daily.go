package kakuzu

import (
	"time"

	"cifra/rules"
)

// streamDailyBag is this package's stream for the bag of the day.
const streamDailyBag uint64 = 0x6b616b757a750003

// SeedOfTheDay is the seed a game of the sheet of the day is played
// with, a pure function of the (normalized) calendar date: with it the
// bag draws the same numbers for everyone that day.
func SeedOfTheDay(year int, month time.Month, day int) uint64 {
	return rules.NewRand(rules.DayKey(year, month, day), streamDailyBag).Uint64()
}
