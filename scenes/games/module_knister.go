//go:build cifra_module_knister

package games

import (
	"cifra/scenes/core"
	_ "cifra/scenes/kakuro/texts" // its name, blurb, rules and options on the menu and in setup
	_ "cifra/scenes/kakuzu/texts" // its name, blurb, rules and options on the menu and in setup
	"cifra/scenes/knister"
	kakuroart "cifra/sprites/kakuro"
	kakuzuart "cifra/sprites/kakuzu"
)

// All are the games the app offers, in menu order: Knister's module plays
// Knister; the others are there to be chosen, and their module loaded.
var All = []*core.Game{
	&knister.Game,
	elsewhere(kakuroMeta, kakuroart.Icon),
	elsewhere(kakuzuMeta, kakuzuart.Icon),
}
