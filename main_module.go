//go:build cifra_module_knister || cifra_module_kakuro || cifra_module_kakuzu

package main

import (
	"cifra/scenes"
	"cifra/scenes/games"
)

// A module of the browser build (one a game) opens where the module before
// it handed over: the table set up there, the guide, the saved game.
func init() { scenes.Arrival = games.Arrival }
