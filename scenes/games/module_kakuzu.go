//go:build cifra_module_kakuzu

package games

import (
	"cifra/scenes/core"
	_ "cifra/scenes/kakuro/texts" // its name, blurb, rules and options on the menu and in setup
	"cifra/scenes/kakuzu"
	_ "cifra/scenes/knister/texts" // its name, blurb, rules and options on the menu and in setup
	kakuroart "cifra/sprites/kakuro"
	knisterart "cifra/sprites/knister"
)

// All are the games the app offers, in menu order: Kakuzu's module plays
// Kakuzu; the others are there to be chosen, and their module loaded.
var All = []*core.Game{
	elsewhere(knisterMeta, knisterart.Icon),
	elsewhere(kakuroMeta, kakuroart.Icon),
	&kakuzu.Game,
}
