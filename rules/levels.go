package rules

import (
	"fmt"
	"slices"
	"strings"
)

// UnknownLevel is the one rule every game applies to a record's seats: a
// bot's level must be one of the game's levels, spelled exactly (levels
// are case-sensitive, like every key and name in a record). It returns
// the first level that is not, and whether there is one.
func UnknownLevel(players []Player, levels []string) (string, bool) {
	for _, p := range players {
		if p.Bot != "" && !slices.Contains(levels, p.Bot) {
			return p.Bot, true
		}
	}
	return "", false
}

// UnknownLevelText is the English sentence for an unknown level, the same
// for every game: `unknown bot level "wizard" (levels: easy, normal, hard)`.
func UnknownLevelText(level string, levels []string) string {
	return fmt.Sprintf("unknown bot level %s (levels: %s)", Quote(level), strings.Join(levels, ", "))
}
