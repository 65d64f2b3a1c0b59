// Package kakuro is the Kakuro round and scoring scenes: the shared board,
// the hunt where everyone looks at once, the buzzer, the claim (a row
// marked, action tiles dragged onto the board, the check), the hourglass,
// bots and the final scores. Every rule is decided by rules/kakuro; this
// package only shows, times and animates.
package kakuro

import (
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	art "cifra/sprites/kakuro"
)

// Game is Kakuro's entry in the app's registry.
var Game = core.Game{
	ID:         kakuro.GameName,
	MinSeats:   1,
	MaxSeats:   kakuro.Box.MaxPlayers,
	BotLevels:  kakuro.Levels(),
	Hints:      true,
	HintsSolo:  true,
	TableSeats: maxAround,
	Online:     true,
	Options: []core.Option{{
		Key: "hourglass", Kind: core.Number,
		Min: kakuro.Box.HourglassMin, Max: kakuro.Box.HourglassMax, Step: 30, Off: true,
		Default: kakuro.Box.HourglassSeconds, Online: true, // the table's server runs the sand
	}, {
		// The claim window is the scene's, not the rules': it is kept in the
		// save's table, not in the record. Off: no limit. It keeps other
		// people from waiting, so with one person at the table (alone or
		// with bots) there is none.
		Key: claimOption, Kind: core.Number, Min: 10, Max: 90, Step: 10, Off: true, // Min 10: saves from when it was 10..60
		Default: defaultClaimSeconds,
	}, {
		// Which deal: one from the seed, or the deal of the day.
		Key: dealOption, Kind: core.Choice, Choices: []string{dealSeed, dealDay}, Default: dealSeed,
	}},
	Start:        func(ctx *core.Context, t core.Table) core.Scene { return NewRound(ctx, t) },
	Guide:        func(ctx *core.Context) core.Scene { return NewGuided(ctx) },
	Icon:         art.Icon,
	HelpPictures: helpPictures,
	Resume:       resume,
}

// maxAround is how many seats fit around one touchscreen.
const maxAround = 5

// The scene's own options.
const (
	claimOption         = "claim" // seconds a claimer has the board; 0: no limit
	defaultClaimSeconds = 40      // generous: first games and keyboard claims need it
	dealOption          = "deal"
	dealSeed            = "seed" // dealt from the game's seed
	dealDay             = "day"  // the deal of the day: kakuro.SeedOfTheDay
)
