package scenes

import (
	"maps"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// Gamepads: a pad is a seat's keyboard. Scenes that do not route pads get
// every pad's keys merged into the keyboard's; setup binds pads to seats;
// a table-mode round gives each pad to its own seat's panel.

// pad queues one press of keys on gamepad id and plays it.
func (h *harness) pad(id int, keys ...ui.Key) {
	h.t.Helper()
	h.script.PadPress(id, keys...)
	h.run(1)
}

// TestPadPlaysASoloGame: one scripted pad plays a whole solo Knister game
// passing one device (hot-seat), with the d-pad and A only, to scoring.
func TestPadPlaysASoloGame(t *testing.T) {
	h := newHarness(t, Options{Seed: 6, Players: []rules.Player{{Name: "Kim"}}})
	round := h.app.Scene().(*sk.Round)
	if round.RoutesPads() {
		t.Fatal("a solo round routes pads instead of taking them as the keyboard")
	}
	for roll := range knister.Rounds {
		h.waitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
		if roll == 0 {
			// The focus waits on the middle cell: right moves it; A writes.
			h.pad(0, ui.KeyRight)
			h.pad(0, ui.KeyActivate)
			if g := round.State().Grid(0); g[2][3] != round.State().Sum() {
				t.Fatalf("the pad's first placement is not at 2,3: %v", g)
			}
		} else {
			// The focus is on the roll button just pressed: the d-pad goes
			// back to the card (through the buttons beside it when needed).
			for try := 0; !round.State().HasPlaced(0); try++ {
				if try == 6 {
					t.Fatalf("roll %d: the d-pad and A could not write a number", roll+1)
				}
				h.pad(0, ui.KeyLeft)
				h.pad(0, ui.KeyActivate)
				if h.app.Scene().Name() == "overlay" { // A on the menu button
					h.pad(0, ui.KeyBack)
				}
			}
		}
		if !round.State().HasPlaced(0) {
			t.Fatalf("roll %d: nothing written", roll+1)
		}
		// A again: the focus moved to the roll (or finish) button.
		h.pad(0, ui.KeyActivate)
		if roll < knister.Rounds-1 && round.State().Round() != roll+1 {
			t.Fatalf("roll %d: A after writing did not roll", roll+1)
		}
	}
	h.waitFor("scoring", 100, func() bool { return h.app.Scene().Name() == "scoring" })
	g := round.State().Grid(0)
	if g.Filled() != knister.Size*knister.Size {
		t.Fatalf("the card is not full: %v", g)
	}
	// B on the scoring screen goes back to the menu.
	h.pad(0, ui.KeyBack)
	h.waitFor("the menu", 60, func() bool { return h.app.Scene().Name() == "menu" })
}

// padSetup opens Knister's setup and binds pads 0 and 1 by pressing A on
// each: pad 0 takes the first person's seat, pad 1 adds a seat.
func padSetup(t *testing.T, seed uint64) (*harness, *setup) {
	t.Helper()
	h := newHarness(t, Options{Game: "knister", Seed: seed})
	s, ok := h.app.Scene().(*setup)
	if !ok {
		t.Fatalf("-game knister opened %q", h.app.Scene().Name())
	}
	h.pad(0, ui.KeyActivate)
	if len(s.table.Seats) != 1 || !maps.Equal(s.table.Pads, map[int]int{0: 0}) {
		t.Fatalf("after pad 0's A: seats %+v, pads %v", s.table.Seats, s.table.Pads)
	}
	h.pad(1, ui.KeyActivate)
	if len(s.table.Seats) != 2 || !s.table.Human(1) || !maps.Equal(s.table.Pads, map[int]int{0: 0, 1: 1}) {
		t.Fatalf("after pad 1's A: seats %+v, pads %v", s.table.Seats, s.table.Pads)
	}
	// A third press of pad 1's A is a key, not another seat: like Enter,
	// it acts on the focused widget (here the hints switch).
	s.controls.Focus(idHints)
	hints := s.table.Hints
	h.pad(1, ui.KeyActivate)
	if len(s.table.Seats) != 2 || s.table.Hints == hints {
		t.Fatalf("a bound pad's A added a seat (%+v) or did not switch the hints (%v)", s.table.Seats, s.table.Hints)
	}
	h.pad(1, ui.KeyActivate) // and back
	if h.app.Scene() != s {
		t.Fatalf("pad 1's A left setup for %q", h.app.Scene().Name())
	}
	return h, s
}

// TestSetupBindsPadsToSeats: each unbound pad's A joins, the joins toast,
// and a pad unplugged in setup leaves its seat to the keyboard.
func TestSetupBindsPadsToSeats(t *testing.T) {
	h, s := padSetup(t, 1)
	if len(h.app.toasts) < 2 {
		t.Errorf("joining pads did not say so: %+v", h.app.toasts)
	}
	h.script.PadDisconnect(1)
	h.run(1)
	if _, bound := s.table.Pads[1]; bound || len(s.table.Seats) != 2 {
		t.Fatalf("after unplugging pad 1: seats %+v, pads %v", s.table.Seats, s.table.Pads)
	}
}

// TestTablePadsPlayTheirOwnSeat: two pads bound in setup play a table-mode
// game, each writing only its own seat's card; when pad 1 is unplugged
// mid-game nothing is lost and seat 1 goes on by touch.
func TestTablePadsPlayTheirOwnSeat(t *testing.T) {
	h, _ := padSetup(t, 44)
	h.tap("setup.seating")
	h.tap("setup.start")
	round, ok := h.app.Scene().(*sk.Round)
	if !ok || !round.Table().Around || !round.RoutesPads() {
		t.Fatalf("setup started %T (around: %v)", h.app.Scene(), ok && round.Table().Around)
	}
	h.waitForFreeCells(round)
	st := round.State()

	// Pad 0: A writes where its seat's focus waits (the middle cell).
	h.pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) || st.HasPlaced(1) {
		t.Fatalf("pad 0 wrote seat 0: %v, seat 1: %v; want only seat 0", st.HasPlaced(0), st.HasPlaced(1))
	}
	if g := st.Grid(0); g[2][2] != st.Sum() {
		t.Fatalf("pad 0 wrote elsewhere than the middle cell: %v", g)
	}
	h.pad(1, ui.KeyDown)
	h.pad(1, ui.KeyActivate)
	if !st.HasPlaced(1) {
		t.Fatal("pad 1 did not write seat 1")
	}
	if g := st.Grid(1); g[3][2] != st.Sum() || g[2][2] != 0 {
		t.Fatalf("pad 1 wrote elsewhere than below the middle cell: %v", g)
	}

	// The next roll: pad 1 first, then pad 0 — neither touches the other.
	h.waitFor("the next roll", 600, func() bool { return st.Round() == 1 })
	h.waitForFreeCells(round)
	h.pad(1, ui.KeyUp)
	h.pad(1, ui.KeyActivate)
	if !st.HasPlaced(1) || st.HasPlaced(0) {
		t.Fatalf("roll 2, pad 1: seat 0 %v, seat 1 %v; want only seat 1", st.HasPlaced(0), st.HasPlaced(1))
	}
	h.pad(0, ui.KeyLeft)
	h.pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) {
		t.Fatal("roll 2: pad 0 did not write seat 0")
	}
	// X on pad 0 takes seat 0's number back, and only seat 0's.
	h.pad(0, ui.KeyUndo)
	if st.HasPlaced(0) || !st.HasPlaced(1) {
		t.Fatalf("pad 0's X: seat 0 %v, seat 1 %v; want seat 0 undone only", st.HasPlaced(0), st.HasPlaced(1))
	}
	h.pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) {
		t.Fatal("pad 0 could not write again after taking back")
	}

	// Pad 1 is unplugged mid-game: the cards, the roll and the seats stay.
	h.waitFor("the third roll", 600, func() bool { return st.Round() == 2 })
	h.waitForFreeCells(round)
	before := []knister.Grid{st.Grid(0), st.Grid(1)}
	h.script.PadDisconnect(1)
	h.run(1)
	if st.Round() != 2 || st.Grid(0) != before[0] || st.Grid(1) != before[1] || len(round.Table().Seats) != 2 {
		t.Fatalf("unplugging pad 1 changed the game: roll %d, cards %v %v", st.Round(), st.Grid(0), st.Grid(1))
	}
	if h.app.Scene() != round {
		t.Fatalf("unplugging pad 1 left the round for %q", h.app.Scene().Name())
	}
	if _, bound := round.Table().Pads[1]; bound {
		t.Fatal("seat 1 is still bound to the unplugged pad")
	}
	// Seat 1 writes by touch, and pad 0 still plays seat 0.
	c := h.seatFreeCells(1)[0]
	h.script.Tap(c.X+c.W/2, c.Y+c.H/2, true)
	h.run(1)
	if !st.HasPlaced(1) || st.HasPlaced(0) {
		t.Fatalf("after unplugging: a touch on seat 1's card gave seat 0 %v, seat 1 %v", st.HasPlaced(0), st.HasPlaced(1))
	}
	if g := st.Grid(1); g[c.cell.R][c.cell.C] != st.Sum() {
		t.Fatalf("seat 1's touch landed elsewhere than %v: %v", c.cell, g)
	}
	h.pad(0, ui.KeyRight)
	h.pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) {
		t.Fatal("pad 0 stopped playing seat 0 once pad 1 was unplugged")
	}
}

// TestTableKeyboardPlaysTheFirstSeatWithoutAPad: around a table the
// keyboard is the focus of the first person without a gamepad; once pad 1
// is unplugged that is seat 1.
func TestTableKeyboardPlaysTheFirstSeatWithoutAPad(t *testing.T) {
	h, _ := padSetup(t, 45)
	h.tap("setup.seating")
	h.tap("setup.start")
	round := h.app.Scene().(*sk.Round)
	h.waitForFreeCells(round)
	st := round.State()
	// Both seats have pads: the keyboard's keys go to the middle.
	h.script.Press(ui.KeyActivate)
	h.script.Press(ui.KeyDown)
	h.script.Press(ui.KeyActivate)
	h.run(1)
	if st.HasPlaced(0) || st.HasPlaced(1) {
		t.Fatalf("the keyboard wrote a seat with a pad: %v %v", st.HasPlaced(0), st.HasPlaced(1))
	}
	if h.app.Scene() != round {
		h.script.Press(ui.KeyBack) // the middle's menu button opened the pause panel
		h.run(1)
	}
	h.script.PadDisconnect(1)
	h.run(1)
	h.script.Press(ui.KeyActivate)
	h.script.Press(ui.KeyActivate)
	h.run(1)
	if !st.HasPlaced(1) || st.HasPlaced(0) {
		t.Fatalf("the keyboard after pad 1 left: seat 0 %v, seat 1 %v; want seat 1", st.HasPlaced(0), st.HasPlaced(1))
	}
}

// TestPadUnpluggedWhilePausedFreesItsSeat: a pad unplugged while the pause
// panel covers a table game is noticed all the same: its seat goes back to
// touch and the keyboard, as when it is unplugged during play.
func TestPadUnpluggedWhilePausedFreesItsSeat(t *testing.T) {
	h, _ := padSetup(t, 46)
	h.tap("setup.seating")
	h.tap("setup.start")
	round := h.app.Scene().(*sk.Round)
	h.waitForFreeCells(round)
	h.tap("round.menu")
	if h.app.Scene().Name() != "overlay" {
		t.Fatalf("round.menu opened %q", h.app.Scene().Name())
	}
	h.script.PadDisconnect(1)
	h.run(1)
	h.tap("overlay.resume")
	if h.app.Scene() != round {
		t.Fatalf("overlay.resume gave %q", h.app.Scene().Name())
	}
	h.run(2)
	if pad, bound := round.Table().Pads[1]; bound {
		t.Errorf("APP BUG: seat 1 is still bound to pad %d, unplugged while the game was paused", pad)
	}
	h.script.Press(ui.KeyActivate)
	h.script.Press(ui.KeyActivate)
	h.run(1)
	if st := round.State(); !st.HasPlaced(1) {
		t.Errorf("APP BUG: the keyboard does not play seat 1 after its pad was unplugged during the pause (seat 0 %v, seat 1 %v)", st.HasPlaced(0), st.HasPlaced(1))
	}
}

// TestSetupPadStartStartsTheGame: a bound pad's Start button starts the
// game from anywhere in setup in one press (setup maps it to A on the
// start button), even right after the screen was last used by touch.
func TestSetupPadStartStartsTheGame(t *testing.T) {
	h, _ := padSetup(t, 2)
	h.tap("setup.hints") // touch hides the keyboard focus
	h.pad(0, ui.KeyPause)
	h.run(2)
	if got := h.app.Scene().Name(); got != "round" {
		t.Fatalf("APP BUG: one press of a bound pad's Start in setup gave %q, want the round", got)
	}
}

// TestPadDrivesTheMenuIntoAGame: from the menu, a pad alone opens a game's
// setup, joins it (taking the first seat) and starts it, with A only.
func TestPadDrivesTheMenuIntoAGame(t *testing.T) {
	h := newHarness(t, Options{Seed: 3})
	for try := 0; h.app.Scene().Name() == "menu"; try++ {
		if try == 3 {
			t.Fatal("pad 0's A does not open Knister's setup from the menu")
		}
		h.pad(0, ui.KeyActivate)
	}
	s, ok := h.app.Scene().(*setup)
	if !ok {
		t.Fatalf("pad 0 opened %q", h.app.Scene().Name())
	}
	h.run(20) // the cross-fade
	h.pad(0, ui.KeyActivate)
	if !maps.Equal(s.table.Pads, map[int]int{0: 0}) {
		t.Fatalf("pad 0's A in setup did not take seat 1: %v", s.table.Pads)
	}
	for try := 0; h.app.Scene() == s; try++ {
		if try == 3 {
			t.Fatal("pad 0's A does not start the game")
		}
		h.pad(0, ui.KeyActivate)
	}
	round, ok := h.app.Scene().(*sk.Round)
	if !ok || len(round.Table().Seats) != 1 || round.Table().Seed != 3 {
		t.Fatalf("the pad started %T", h.app.Scene())
	}
}
