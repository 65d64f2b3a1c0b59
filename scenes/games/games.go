//go:build !cifra_module_knister && !cifra_module_kakuro && !cifra_module_kakuzu

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
