package kakuzu

import (
	"testing"
	"time"

	"cifra/rules"
)

// The bag of the day is the date's alone; a game's record names the
// players it is asked for, as every game's does (a person who played
// against bots is written as the person).
func TestTheBagOfTheDayAndTheRecordsPlayers(t *testing.T) {
	if SeedOfTheDay(2026, time.November, 29) != SeedOfTheDay(2026, time.October, 60) || SeedOfTheDay(2026, time.November, 29) == SeedOfTheDay(2026, time.November, 30) {
		t.Fatal("the bag of the day is not the date's alone")
	}
	rec := &rules.Record{Format: rules.FormatVersion, Game: GameName, Seed: 5, Players: []rules.Player{{Name: "Ana", Bot: "easy"}, {Name: "Robo", Bot: "easy"}}}
	p, err := Rules.Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	as := []rules.Player{{Name: "Ana"}, {Name: "Robo", Bot: "easy"}}
	if got := p.Record(as).Players; len(got) != 2 || got[0] != as[0] || got[1] != as[1] {
		t.Fatalf("the record names %+v, want %+v", got, as)
	}
}
