package scenes

import (
	"slices"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// Gamepads: a pad is a seat's keyboard. Scenes that do not route pads get
// every pad's keys merged into the keyboard's; setup binds pads to seats;
// a table-mode round gives each pad to its own seat's panel.

// TestPadPlaysASoloGame: one scripted pad plays a whole solo Knister game
// passing one device (hot-seat), with the d-pad and A only, to scoring.
func TestPadPlaysASoloGame(t *testing.T) {
	h := newHarness(t, Options{Seed: 6, Players: []rules.Player{{Name: "Kim"}}})
	round := h.app().Scene().(*sk.Round)
	if round.RoutesPads() {
		t.Fatal("a solo round routes pads instead of taking them as the keyboard")
	}
	for roll := range knister.Rounds {
		h.WaitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
		if roll == 0 {
			// The focus waits on the middle cell: right moves it; A writes.
			h.Pad(0, ui.KeyRight)
			h.Pad(0, ui.KeyActivate)
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
				h.Pad(0, ui.KeyLeft)
				h.Pad(0, ui.KeyActivate)
				if h.app().Scene().Name() == "overlay" { // A on the menu button
					h.Pad(0, ui.KeyBack)
				}
			}
		}
		if !round.State().HasPlaced(0) {
			t.Fatalf("roll %d: nothing written", roll+1)
		}
		// A again: the focus moved to the roll (or finish) button.
		h.Pad(0, ui.KeyActivate)
		if roll < knister.Rounds-1 && round.State().Round() != roll+1 {
			t.Fatalf("roll %d: A after writing did not roll", roll+1)
		}
	}
	h.WaitFor("scoring", 100, func() bool { return h.app().Scene().Name() == "scoring" })
	g := round.State().Grid(0)
	if g.Filled() != knister.Size*knister.Size {
		t.Fatalf("the card is not full: %v", g)
	}
	// B on the scoring screen goes back to the menu.
	h.Pad(0, ui.KeyBack)
	h.WaitFor("the menu", 60, func() bool { return h.app().Scene().Name() == "menu" })
}

// padTable opens Knister's setup and binds pads 0 and 1 by pressing A on
// each: pad 0 takes the first person's seat, pad 1 adds a seat, as the
// seats' names say (setup's own tests, scenes/setup's padSetup, check the
// table itself).
func padTable(t *testing.T, seed uint64) *harness {
	t.Helper()
	h := newHarness(t, Options{Game: "knister", Seed: seed})
	if got := h.app().Scene().Name(); got != "setup" {
		t.Fatalf("-game knister opened %q", got)
	}
	h.Pad(0, ui.KeyActivate)
	h.Pad(1, ui.KeyActivate)
	ctx := h.app().Context()
	for seat := range 2 {
		want := ctx.T("setup.pad.seat", seat+1) + " · " + ctx.T("setup.player", seat+1)
		if texts := textsShown(h); !slices.Contains(texts, want) {
			t.Fatalf("after the pads' A: setup shows %q, want %q", texts, want)
		}
	}
	if _, ok := h.Target("setup.seat.name.2"); ok || h.app().Scene().Name() != "setup" {
		t.Fatalf("after the pads' A: scene %q, targets %v, want two seats", h.app().Scene().Name(), h.IDs())
	}
	return h
}

// TestTablePadsPlayTheirOwnSeat: two pads bound in setup play a table-mode
// game, each writing only its own seat's card; when pad 1 is unplugged
// mid-game nothing is lost and seat 1 goes on by touch.
func TestTablePadsPlayTheirOwnSeat(t *testing.T) {
	h := padTable(t, 44)
	h.Tap("setup.seating")
	h.Tap("setup.start")
	round, ok := h.app().Scene().(*sk.Round)
	if !ok || !round.Table().Around || !round.RoutesPads() {
		t.Fatalf("setup started %T (around: %v)", h.app().Scene(), ok && round.Table().Around)
	}
	h.waitForFreeCells(round)
	st := round.State()

	// Pad 0: A writes where its seat's focus waits (the middle cell).
	h.Pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) || st.HasPlaced(1) {
		t.Fatalf("pad 0 wrote seat 0: %v, seat 1: %v; want only seat 0", st.HasPlaced(0), st.HasPlaced(1))
	}
	if g := st.Grid(0); g[2][2] != st.Sum() {
		t.Fatalf("pad 0 wrote elsewhere than the middle cell: %v", g)
	}
	h.Pad(1, ui.KeyDown)
	h.Pad(1, ui.KeyActivate)
	if !st.HasPlaced(1) {
		t.Fatal("pad 1 did not write seat 1")
	}
	if g := st.Grid(1); g[3][2] != st.Sum() || g[2][2] != 0 {
		t.Fatalf("pad 1 wrote elsewhere than below the middle cell: %v", g)
	}

	// The next roll: pad 1 first, then pad 0 — neither touches the other.
	h.WaitFor("the next roll", 600, func() bool { return st.Round() == 1 })
	h.waitForFreeCells(round)
	h.Pad(1, ui.KeyUp)
	h.Pad(1, ui.KeyActivate)
	if !st.HasPlaced(1) || st.HasPlaced(0) {
		t.Fatalf("roll 2, pad 1: seat 0 %v, seat 1 %v; want only seat 1", st.HasPlaced(0), st.HasPlaced(1))
	}
	h.Pad(0, ui.KeyLeft)
	h.Pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) {
		t.Fatal("roll 2: pad 0 did not write seat 0")
	}
	// X on pad 0 takes seat 0's number back, and only seat 0's.
	h.Pad(0, ui.KeyUndo)
	if st.HasPlaced(0) || !st.HasPlaced(1) {
		t.Fatalf("pad 0's X: seat 0 %v, seat 1 %v; want seat 0 undone only", st.HasPlaced(0), st.HasPlaced(1))
	}
	h.Pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) {
		t.Fatal("pad 0 could not write again after taking back")
	}

	// Pad 1 is unplugged mid-game: the cards, the roll and the seats stay.
	h.WaitFor("the third roll", 600, func() bool { return st.Round() == 2 })
	h.waitForFreeCells(round)
	before := []knister.Grid{st.Grid(0), st.Grid(1)}
	h.Script.PadDisconnect(1)
	h.Run(1)
	if st.Round() != 2 || st.Grid(0) != before[0] || st.Grid(1) != before[1] || len(round.Table().Seats) != 2 {
		t.Fatalf("unplugging pad 1 changed the game: roll %d, cards %v %v", st.Round(), st.Grid(0), st.Grid(1))
	}
	if h.app().Scene() != round {
		t.Fatalf("unplugging pad 1 left the round for %q", h.app().Scene().Name())
	}
	if _, bound := round.Table().Pads[1]; bound {
		t.Fatal("seat 1 is still bound to the unplugged pad")
	}
	// Seat 1 writes by touch, and pad 0 still plays seat 0.
	c := h.seatFreeCells(1)[0]
	h.Script.Tap(c.X+c.W/2, c.Y+c.H/2, true)
	h.Run(1)
	if !st.HasPlaced(1) || st.HasPlaced(0) {
		t.Fatalf("after unplugging: a touch on seat 1's card gave seat 0 %v, seat 1 %v", st.HasPlaced(0), st.HasPlaced(1))
	}
	if g := st.Grid(1); g[c.cell.R][c.cell.C] != st.Sum() {
		t.Fatalf("seat 1's touch landed elsewhere than %v: %v", c.cell, g)
	}
	h.Pad(0, ui.KeyRight)
	h.Pad(0, ui.KeyActivate)
	if !st.HasPlaced(0) {
		t.Fatal("pad 0 stopped playing seat 0 once pad 1 was unplugged")
	}
}

// TestTableKeyboardPlaysTheFirstSeatWithoutAPad: around a table the
// keyboard is the focus of the first person without a gamepad; once pad 1
// is unplugged that is seat 1.
func TestTableKeyboardPlaysTheFirstSeatWithoutAPad(t *testing.T) {
	h := padTable(t, 45)
	h.Tap("setup.seating")
	h.Tap("setup.start")
	round := h.app().Scene().(*sk.Round)
	h.waitForFreeCells(round)
	st := round.State()
	// Both seats have pads: the keyboard's keys go to the middle.
	h.Script.Press(ui.KeyActivate)
	h.Script.Press(ui.KeyDown)
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if st.HasPlaced(0) || st.HasPlaced(1) {
		t.Fatalf("the keyboard wrote a seat with a pad: %v %v", st.HasPlaced(0), st.HasPlaced(1))
	}
	if h.app().Scene() != round {
		h.Script.Press(ui.KeyBack) // the middle's menu button opened the pause panel
		h.Run(1)
	}
	h.Script.PadDisconnect(1)
	h.Run(1)
	h.Script.Press(ui.KeyActivate)
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if !st.HasPlaced(1) || st.HasPlaced(0) {
		t.Fatalf("the keyboard after pad 1 left: seat 0 %v, seat 1 %v; want seat 1", st.HasPlaced(0), st.HasPlaced(1))
	}
}

// TestPadUnpluggedWhilePausedFreesItsSeat: a pad unplugged while the pause
// panel covers a table game is noticed all the same: its seat goes back to
// touch and the keyboard, as when it is unplugged during play.
func TestPadUnpluggedWhilePausedFreesItsSeat(t *testing.T) {
	h := padTable(t, 46)
	h.Tap("setup.seating")
	h.Tap("setup.start")
	round := h.app().Scene().(*sk.Round)
	h.waitForFreeCells(round)
	h.Tap("round.menu")
	if h.app().Scene().Name() != "overlay" {
		t.Fatalf("round.menu opened %q", h.app().Scene().Name())
	}
	h.Script.PadDisconnect(1)
	h.Run(1)
	h.Tap("overlay.resume")
	if h.app().Scene() != round {
		t.Fatalf("overlay.resume gave %q", h.app().Scene().Name())
	}
	h.Run(2)
	if pad, bound := round.Table().Pads[1]; bound {
		t.Errorf("APP BUG: seat 1 is still bound to pad %d, unplugged while the game was paused", pad)
	}
	h.Script.Press(ui.KeyActivate)
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if st := round.State(); !st.HasPlaced(1) {
		t.Errorf("APP BUG: the keyboard does not play seat 1 after its pad was unplugged during the pause (seat 0 %v, seat 1 %v)", st.HasPlaced(0), st.HasPlaced(1))
	}
}
