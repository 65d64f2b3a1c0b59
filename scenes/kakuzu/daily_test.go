package kakuzu

import (
	"testing"

	"cifra/rules"
	"cifra/scenes/core"
)

// Only the sheet of the day as everyone plays it goes to the day's
// table: one person against the day's bot, classic.
func TestOnlyTheSheetOfTheDayAsEveryonePlaysItIsSent(t *testing.T) {
	day := map[string]any{sheetOption: sheetDay, "variant": "classic"}
	ana, bot := rules.Player{Name: "Ana"}, rules.Player{Name: "Bot", Bot: "normal"}
	for _, c := range []struct {
		what string
		t    core.Table
		want bool
	}{
		{"the sheet of the day against the normal bot", core.Table{Seats: []rules.Player{ana, bot}, Options: day}, true},
		{"a sheet from the seed", core.Table{Seats: []rules.Player{ana, bot}, Options: map[string]any{sheetOption: sheetSeed}}, false},
		{"against the hard bot", core.Table{Seats: []rules.Player{ana, {Bot: "hard"}}, Options: day}, false},
		{"two people", core.Table{Seats: []rules.Player{ana, {Name: "Bea"}}, Options: day}, false},
		{"three seats", core.Table{Seats: []rules.Player{ana, bot, bot}, Options: day}, false},
		{"the no-bag variant", core.Table{Seats: []rules.Player{ana, bot}, Options: map[string]any{sheetOption: sheetDay, "variant": "no-bag"}}, false},
	} {
		if got := dailyGame(c.t); got != c.want {
			t.Errorf("%s: sent %v, want %v", c.what, got, c.want)
		}
	}
}
