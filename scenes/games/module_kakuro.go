//go:build cifra_module_kakuro

package games

import (
	"cifra/scenes/core"
	"cifra/scenes/kakuro"
	_ "cifra/scenes/kakuzu/texts"  // its name, blurb, rules and options on the menu and in setup
	_ "cifra/scenes/knister/texts" // its name, blurb, rules and options on the menu and in setup
	kakuzuart "cifra/sprites/kakuzu"
	knisterart "cifra/sprites/knister"
)

// All are the games the app offers, in menu order: Kakuro's module plays
// Kakuro; the others are there to be chosen, and their module loaded.
var All = []*core.Game{
	elsewhere(knisterMeta, knisterart.Icon),
	&kakuro.Game,
	elsewhere(kakuzuMeta, kakuzuart.Icon),
}
