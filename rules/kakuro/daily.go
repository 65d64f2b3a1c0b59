package kakuro

import (
	"time"

	"cifra/rules"
)

// SeedOfTheDay is the seed everyone plays on a date: a pure function of
// the (normalized) calendar date, like kakuzu's SheetOfTheDay. Games dealt
// from it share the board and the sum-tile stack whatever the number of
// players (the action stock depends on how many doublers the seats took).
func SeedOfTheDay(year int, month time.Month, day int) uint64 {
	return rules.NewRand(rules.DayKey(year, month, day), streamDaily).Uint64()
}

// ConfigOfTheDay is the game of a date for players seats, with the box's
// hourglass: DefaultConfig from SeedOfTheDay.
func ConfigOfTheDay(year int, month time.Month, day int, players int) Config {
	return DefaultConfig(SeedOfTheDay(year, month, day), players)
}
