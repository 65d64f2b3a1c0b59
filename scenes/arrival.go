package scenes

import "cifra/scenes/core"

// Arrival, when set, gives the scene the app opens on before anything the
// command line or the settings ask for; nil from it leaves the choice to
// them. The browser build's modules set it (one module a game,
// scenes/games): a game chosen in another module's menu is handed over
// with its table, and this module starts there.
var Arrival func(ctx *core.Context, games []*core.Game) core.Scene
