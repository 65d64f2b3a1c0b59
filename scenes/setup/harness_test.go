package setup

import (
	"slices"
	"testing"

	"cifra/internal/cli"
	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/internal/apptest"
)

// newHarness starts the app (apptest.New) on 1280×800 for every game and
// the test's own extra games, at the menu's end.
func newHarness(t *testing.T, opts cli.Options, extra ...*core.Game) *apptest.Harness {
	t.Helper()
	return apptest.New(t, opts, append(slices.Clip(games.All), extra...), 1280, 800)
}

// game is the game with id.
func game(id string) *core.Game {
	return games.All[slices.IndexFunc(games.All, func(g *core.Game) bool { return g.ID == id })]
}
