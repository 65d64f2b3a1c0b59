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
	ID:           knister.GameName,
	MinSeats:     1,
	MaxSeats:     knister.MaxPlayers,
	BotLevels:    knister.Levels(),
	Hints:        true,
	TableSeats:   maxAround,
	Online:       true,
	Settings:     []core.Setting{autoRoll},
	Start:        func(ctx *core.Context, t core.Table) core.Scene { return NewRound(ctx, t) },
	Resume:       resume,
	Guide:        guided,
	Icon:         art.Icon,
	HelpPictures: helppics.Draw,
}
