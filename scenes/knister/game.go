package knister

import (
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/knister/helppics"
)

// Game is Knister's entry in the app's registry.
var Game = core.Game{
	ID:           knister.GameName,
	MinSeats:     1,
	MaxSeats:     knister.MaxPlayers,
	BotLevels:    knister.Levels(),
	Hints:        true,
	TableSeats:   maxAround,
	Settings:     []core.Setting{{Label: "settings.autoroll", Value: func(s *core.Settings) *bool { return &s.AutoRoll }}},
	Start:        func(ctx *core.Context, t core.Table) core.Scene { return NewRound(ctx, t) },
	Resume:       resume,
	HelpPictures: helppics.Draw,
}
