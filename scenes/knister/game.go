package knister

import (
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/knister/helppics"
	art "cifra/sprites/knister"
)

// autoRoll throws the next roll by itself once every seat has placed.
var autoRoll = core.Setting{Key: "autoRoll", Label: "knister.settings.autoroll", Legacy: "autoRoll", Offline: true}

// Game is Knister's entry in the app's registry.
var Game = core.Game{
	ID:         knister.GameName,
	MinSeats:   1,
	MaxSeats:   knister.MaxPlayers,
	BotLevels:  knister.Levels(),
	Hints:      true,
	TableSeats: maxAround,
	Online:     true,
	Settings:   []core.Setting{autoRoll},
	// Which rolls: from the seed, or the rolls of the day (the same 25
	// for everyone, whose solo game counts on the day's table online).
	Options:      []core.Option{{Key: rollsOption, Kind: core.Choice, Choices: []string{rollsSeed, rollsDay}, Default: rollsSeed}},
	Start:        func(ctx *core.Context, t core.Table) core.Scene { return NewRound(ctx, t) },
	Resume:       resume,
	Guide:        guided,
	Icon:         art.Icon,
	HelpPictures: helppics.Draw,
}

// The rolls option: from the game's seed, or the rolls of the day
// (knister.SeedOfTheDay).
const (
	rollsOption = "rolls"
	rollsSeed   = "seed"
	rollsDay    = "day"
)
