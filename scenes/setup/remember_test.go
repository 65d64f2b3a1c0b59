package setup

import (
	"cifra/internal/cli"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"testing"
)

// TestSetupCyclesAGamesOptionsAndRemembersThem: setup shows a button per
// option; pressing it walks the option's values (never one Check rejects),
// and the next setup of the game starts from the table last started —
// after a relaunch too.
func TestSetupCyclesAGamesOptionsAndRemembersThem(t *testing.T) {
	f := apptest.NewFakeGame()
	fi := len(games.All) // the menu's card after every real game's
	h := newHarness(t, cli.Options{}, &f.Game)
	h.Tap(ui.Indexed("menu.game", fi).String())
	s, ok := h.App.Scene().(*Scene)
	if !ok || s.game != &f.Game {
		t.Fatalf("the fake game's card opened %q", h.App.Scene().Name())
	}
	want := []any{90, 0, 30, 60, 90}
	for _, w := range want {
		h.Tap(ui.Indexed(optionID, 0).String())
		if got := s.table.Options["hourglass"]; got != w {
			t.Fatalf("hourglass %v, want %v", got, w)
		}
		if err := f.Game.Options[0].Check(s.table.Options["hourglass"]); err != nil {
			t.Fatal(err)
		}
	}
	h.Tap(ui.Indexed(optionID, 1).String())
	h.Tap(ui.Indexed(optionID, 2).String())
	h.Tap("setup.add")
	h.Tap("setup.start")
	if len(f.Started) != 1 {
		t.Fatalf("started %d games", len(f.Started))
	}
	chosen := map[string]any{"hourglass": 90, "variant": "fast", "open": true}
	for k, v := range chosen {
		if got := f.Started[0].Options[k]; got != v {
			t.Errorf("the round got %s = %#v, want %#v", k, got, v)
		}
	}
	for _, relaunch := range []bool{false, true} {
		if relaunch {
			h.Restart(cli.Options{})
		} else {
			h.App.Menu()
			h.Run(1)
		}
		h.Tap(ui.Indexed("menu.game", fi).String())
		// APP BUG (reported): the remembered table is read back from JSON
		// with its numbers as float64, which Option.Check refuses ("90 is
		// outside 30..90"), so setup drops the whole table for any game with
		// a number option (Kakuro's hourglass, Kakuzu's turn clock).
		s := h.App.Scene().(*Scene)
		if len(s.table.Seats) != 2 {
			t.Errorf("APP BUG: relaunch %v: setup has %d seats, want the 2 last started", relaunch, len(s.table.Seats))
		}
		for k, v := range chosen {
			if got := s.table.Options[k]; got != v {
				t.Errorf("APP BUG: relaunch %v: setup starts with %s = %#v, want %#v as last started", relaunch, k, got, v)
			}
		}
	}
}

// TestSetupIgnoresARememberedTableOutOfRange: a remembered table whose
// options the game does not accept (a hand-edited file) is not used.
func TestSetupIgnoresARememberedTableOutOfRange(t *testing.T) {
	f := apptest.NewFakeGame()
	h := newHarness(t, cli.Options{}, &f.Game)
	bad := core.Table{Game: f.Game.ID, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bo"}}, Options: map[string]any{"hourglass": 999}}
	if err := store.Save(tableSaveAs+f.Game.ID, bad); err != nil {
		t.Fatal(err)
	}
	s := New(h.App.Context(), &f.Game, 0)
	if len(s.table.Seats) != 1 || s.table.Options["hourglass"] != 60 {
		t.Fatalf("setup took the bad table: %+v", s.table)
	}
}
