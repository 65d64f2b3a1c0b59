package stats

// The screen names each game by its message ("game.<id>"), which the
// game's texts package registers: linked in here so the tests and shots
// show the names, as the app does.
import (
	_ "cifra/scenes/kakuro/texts"
	_ "cifra/scenes/kakuzu/texts"
	_ "cifra/scenes/knister/texts"
)
