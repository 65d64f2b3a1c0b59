package knister

import (
	"testing"
	"time"
)

// The rolls of the day are the date's alone: the same date (however
// written) gives the same seed, another date another.
func TestTheSeedOfTheDayIsTheDatesAlone(t *testing.T) {
	a := SeedOfTheDay(2026, time.November, 29)
	if b := SeedOfTheDay(2026, time.October, 60); a != b {
		t.Fatalf("29 November and 60 October give %d and %d", a, b)
	}
	if c := SeedOfTheDay(2026, time.November, 30); c == a {
		t.Fatal("two days share a seed")
	}
}
