package scenes

import (
	"cifra/scenes/core"
	"cifra/scenes/kakuro"
	"cifra/scenes/kakuzu"
	"cifra/scenes/knister"
	"cifra/scenes/stats"
)

// registry is the one list of games the app knows, in menu order. A game
// is its rules and scenes packages plus one entry here; nothing else in
// the app names a game. A game without a round scene (Start == nil) shows
// on the menu as coming soon.
var registry = []*core.Game{
	&knister.Game,
	&kakuro.Game,
	&kakuzu.Game,
}

// findGame returns the registered game with id, or nil.
func findGame(id string) *core.Game {
	for _, g := range registry {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// gameIDs lists the registered games' IDs in menu order.
func gameIDs() []string {
	ids := make([]string, len(registry))
	for i, g := range registry {
		ids[i] = g.ID
	}
	return ids
}

// newStatsScene shows every registered game's statistics.
func newStatsScene(ctx *core.Context) core.Scene { return stats.NewScene(ctx, registry) }
