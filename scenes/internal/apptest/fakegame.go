package apptest

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// FakeGame is a playable, resumable game for a test to add to the games:
// its round is a stand-in scene, its save a turn number, and it has an
// option of every kind.
type FakeGame struct {
	Game    core.Game
	Started []core.Table // the tables its rounds were started for, in order
}

// FakeRound is a fake game's round: it shows nothing and plays nothing.
type FakeRound struct {
	GameID string
	Turn   int // the turn it was saved at (0: a new game)
}

// Name implements core.Scene.
func (s *FakeRound) Name() string { return "round" }

// Layout implements core.Scene.
func (s *FakeRound) Layout(*core.Context) {}

// Update implements core.Scene.
func (s *FakeRound) Update(*core.Context) {}

// Draw implements core.Scene.
func (s *FakeRound) Draw(*ebiten.Image, *core.Context) {}

// Animating implements core.Scene.
func (s *FakeRound) Animating() bool { return false }

// Targets implements core.Scene.
func (s *FakeRound) Targets() []ui.Target { return nil }

// Game implements core.InGame.
func (s *FakeRound) Game() string { return s.GameID }

// fakeSaved is a fake game read back from its save slot.
type fakeSaved struct {
	table core.Table
	turn  int
}

func (s *fakeSaved) Progress(*core.Context) string { return fmt.Sprintf("turn %d", s.turn) }
func (s *fakeSaved) Table() core.Table             { return s.table }
func (s *fakeSaved) Scene(*core.Context) core.Scene {
	return &FakeRound{GameID: s.table.Game, Turn: s.turn}
}

// NewFakeGame makes the fake game "fakegame": one to three seats, two bot
// levels, a table mode, and a number (hourglass), a choice (variant) and
// a toggle (open) as its options.
func NewFakeGame() *FakeGame {
	f := &FakeGame{}
	f.Game = core.Game{
		ID: "fakegame", MinSeats: 1, MaxSeats: 3, BotLevels: []string{"easy", "hard"}, TableSeats: 3,
		Options: []core.Option{
			{Key: "hourglass", Kind: core.Number, Min: 30, Max: 90, Step: 30, Off: true, Default: 60},
			{Key: "variant", Kind: core.Choice, Choices: []string{"classic", "fast"}, Default: "classic"},
			{Key: "open", Kind: core.Toggle, Default: false},
		},
		Start: f.start,
		Resume: func(s *core.Save) (core.Resumable, error) {
			var ex struct {
				Turn int `json:"turn"`
			}
			if err := rules.DecodeStrict(s.Extras, &ex); err != nil {
				return nil, err
			}
			return &fakeSaved{table: s.Table, turn: ex.Turn}, nil
		},
	}
	return f
}

func (f *FakeGame) start(_ *core.Context, t core.Table) core.Scene {
	f.Started = append(f.Started, t)
	return &FakeRound{GameID: f.Game.ID}
}

// SaveFake writes a fake game in progress at turn into its slot, as a
// round would.
func SaveFake(t *testing.T, ctx *core.Context, tb core.Table, turn int) {
	t.Helper()
	var slot core.SaveSlot
	slot.Own()
	rec := &rules.Record{Format: rules.FormatVersion, Game: tb.Game, Seed: tb.Seed, Players: tb.Seats,
		Options: core.RecordOptions(tb), Moves: []json.RawMessage{}}
	slot.Write(ctx, tb, rec, map[string]int{"turn": turn})
	if n := ctx.TakeNotices(); len(n) > 0 {
		t.Fatalf("saving: %v", n)
	}
}
