// Package kakuzu is the Kakuzu round and scoring scenes: the wooden tray
// with its stones over a hidden sudoku, the cloth bag and the ten number
// stones, each seat's pile of won stones, the neutral-stone setup, turns in
// every variant with the tournament clock, bots that pause to think, the
// thinking aids and the final scores with the sudoku shown in full. Every
// rule is decided by rules/kakuzu; this package only shows, times and
// animates.
package kakuzu

import (
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/kakuzu/helppics"
	art "cifra/sprites/kakuzu"
)

// Game is Kakuzu's entry in the app's registry.
var Game = core.Game{
	ID:        kakuzu.GameName,
	MinSeats:  2,
	MaxSeats:  4,
	BotLevels: kakuzu.Levels(),
	// The thinking aids (pencil marks, where the number can be, the hard
	// bot's choice): only when every person agreed in setup.
	Hints:      true,
	TableSeats: maxAround,
	Online:     true, // its tables keep no clock online: the turn clock is not offered there
	Options: []core.Option{{
		Key: "variant", Kind: core.Choice,
		Choices: []string{string(kakuzu.Classic), string(kakuzu.SameDigit), string(kakuzu.NoBag)},
		Default: string(kakuzu.Classic), Online: true,
	}, {
		// Off by default: Kakuzu is a game of thinking. Turned on it
		// starts at a generous 30 s (the rules' 10 and 20 s stay valid
		// in records, but are too tight to offer).
		Key: "turnSeconds", Kind: core.Number, Min: kakuzu.TurnSecondsMin, Max: kakuzu.TurnSecondsMax,
		Step: 10, Off: true, Default: 0, From: turnSecondsFrom,
	}, {
		// Which sheet: one from the seed, or the sheet of the day. The
		// record always holds the sheet itself.
		Key: sheetOption, Kind: core.Choice, Choices: []string{sheetSeed, sheetDay}, Default: sheetSeed,
	}},
	Start:        func(ctx *core.Context, t core.Table) core.Scene { return NewRound(ctx, t) },
	Guide:        func(ctx *core.Context) core.Scene { return NewGuided(ctx) },
	Icon:         art.Icon,
	HelpPictures: helppics.Draw,
	Resume:       resume,
}

// turnSecondsFrom is the shortest turn clock setup offers.
const turnSecondsFrom = 30

// maxAround is how many seats fit around one touchscreen: all of them.
const maxAround = 4

// The scene's own options.
const (
	sheetOption = "sheet"
	sheetSeed   = "seed" // generated from the game's seed
	sheetDay    = "day"  // kakuzu.SheetOfTheDay
)
