// Package games is the one list of the games Cifra plays. A game is its
// rules and scenes packages plus one line here: the app, the menu, setup,
// the overlays and the flags take every game from this list (passed to
// scenes.NewApp and scenes.ParseOptions), and no other shared package
// names a game.
package games

import (
	"cifra/scenes/core"
	"cifra/scenes/kakuro"
	"cifra/scenes/kakuzu"
	"cifra/scenes/knister"
)

// All are the games the app offers, in menu order; a game's index here is
// its index on the menu (its card and resume button carry it). A game
// without a round scene (Start == nil) shows on the menu as coming soon.
var All = []*core.Game{
	&knister.Game,
	&kakuro.Game,
	&kakuzu.Game,
}
