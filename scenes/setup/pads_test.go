package setup

import (
	"cifra/internal/cli"
	"cifra/scenes/internal/apptest"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
	"maps"
	"testing"
)

// padSetup opens Knister's setup and binds pads 0 and 1 by pressing A on
// each: pad 0 takes the first person's seat, pad 1 adds a seat.
func padSetup(t *testing.T, seed uint64) (*apptest.Harness, *Scene) {
	t.Helper()
	h := newHarness(t, cli.Options{Game: "knister", Seed: seed})
	s, ok := h.App.Scene().(*Scene)
	if !ok {
		t.Fatalf("-game knister opened %q", h.App.Scene().Name())
	}
	h.Pad(0, ui.KeyActivate)
	if len(s.table.Seats) != 1 || !maps.Equal(s.table.Pads, map[int]int{0: 0}) {
		t.Fatalf("after pad 0's A: seats %+v, pads %v", s.table.Seats, s.table.Pads)
	}
	h.Pad(1, ui.KeyActivate)
	if len(s.table.Seats) != 2 || !s.table.Human(1) || !maps.Equal(s.table.Pads, map[int]int{0: 0, 1: 1}) {
		t.Fatalf("after pad 1's A: seats %+v, pads %v", s.table.Seats, s.table.Pads)
	}
	// A third press of pad 1's A is a key, not another seat: like Enter,
	// it acts on the focused widget (here the hints switch).
	s.controls.Focus(idHints)
	hints := s.table.Hints
	h.Pad(1, ui.KeyActivate)
	if len(s.table.Seats) != 2 || s.table.Hints == hints {
		t.Fatalf("a bound pad's A added a seat (%+v) or did not switch the hints (%v)", s.table.Seats, s.table.Hints)
	}
	h.Pad(1, ui.KeyActivate) // and back
	if h.App.Scene() != s {
		t.Fatalf("pad 1's A left setup for %q", h.App.Scene().Name())
	}
	return h, s
}

// TestSetupBindsPadsToSeats: each unbound pad's A joins, the joins toast,
// and a pad unplugged in setup leaves its seat to the keyboard.
func TestSetupBindsPadsToSeats(t *testing.T) {
	h, s := padSetup(t, 1)
	if len(h.App.Notices()) < 2 {
		t.Errorf("joining pads did not say so: %+v", h.App.Notices())
	}
	h.Script.PadDisconnect(1)
	h.Run(1)
	if _, bound := s.table.Pads[1]; bound || len(s.table.Seats) != 2 {
		t.Fatalf("after unplugging pad 1: seats %+v, pads %v", s.table.Seats, s.table.Pads)
	}
}

// TestSetupPadStartStartsTheGame: a bound pad's Start button starts the
// game from anywhere in setup in one press (setup maps it to A on the
// start button), even right after the screen was last used by touch.
func TestSetupPadStartStartsTheGame(t *testing.T) {
	h, _ := padSetup(t, 2)
	h.Tap("setup.hints") // touch hides the keyboard focus
	h.Pad(0, ui.KeyPause)
	h.Run(2)
	if got := h.App.Scene().Name(); got != "round" {
		t.Fatalf("APP BUG: one press of a bound pad's Start in setup gave %q, want the round", got)
	}
}

// TestPadDrivesTheMenuIntoAGame: from the menu, a pad alone opens a game's
// setup, joins it (taking the first seat) and starts it, with A only.
func TestPadDrivesTheMenuIntoAGame(t *testing.T) {
	h := newHarness(t, cli.Options{Seed: 3})
	for try := 0; h.App.Scene().Name() == "menu"; try++ {
		if try == 3 {
			t.Fatal("pad 0's A does not open Knister's setup from the menu")
		}
		h.Pad(0, ui.KeyActivate)
	}
	s, ok := h.App.Scene().(*Scene)
	if !ok {
		t.Fatalf("pad 0 opened %q", h.App.Scene().Name())
	}
	h.Run(20) // the cross-fade
	h.Pad(0, ui.KeyActivate)
	if !maps.Equal(s.table.Pads, map[int]int{0: 0}) {
		t.Fatalf("pad 0's A in setup did not take seat 1: %v", s.table.Pads)
	}
	for try := 0; h.App.Scene() == s; try++ {
		if try == 3 {
			t.Fatal("pad 0's A does not start the game")
		}
		h.Pad(0, ui.KeyActivate)
	}
	round, ok := h.App.Scene().(*sk.Round)
	if !ok || len(round.Table().Seats) != 1 || round.Table().Seed != 3 {
		t.Fatalf("the pad started %T", h.App.Scene())
	}
}
