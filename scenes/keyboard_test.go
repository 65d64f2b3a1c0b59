package scenes

import (
	"fmt"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// TestKeyboardOnlySoloKnister plays a whole solo game with keys alone and
// counts them: after each roll the focus waits on the card, so Enter
// writes; after writing it waits on Roll, so Enter rolls. Now and then an
// arrow moves along the card first, skipping the written squares. The
// pause panel must never open on the way, and the game must take at most
// 80 presses (ideally ~75 for a player choosing squares by hand).
func TestKeyboardOnlySoloKnister(t *testing.T) {
	h := newHarness(t, Options{Seed: 8, Players: []rules.Player{{Name: "Kim"}}})
	round := h.app().Scene().(*sk.Round)
	st := round.State()
	presses := 0
	press := func(k ui.Key) {
		t.Helper()
		presses++
		h.Script.Press(k)
		h.Run(1)
		if name := h.app().Scene().Name(); name == "overlay" {
			t.Fatalf("press %d (%v) opened the pause panel", presses, k)
		}
	}
	for roll := range knister.Rounds {
		h.WaitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
		var r, c int
		if _, err := fmt.Sscanf(round.Focused(), "round.cell.%d.%d", &r, &c); err != nil || !h.Enabled(round.Focused()) {
			t.Fatalf("roll %d: the focus is on %q, not on a free square", roll+1, round.Focused())
		}
		if k, ok := arrowToFree(st.Grid(0), r, c); ok && roll%3 == 1 {
			press(k)
			if f := round.Focused(); !strings.HasPrefix(f, "round.cell.") || !h.Enabled(f) {
				t.Fatalf("roll %d: the arrow moved the focus to %q", roll+1, f)
			}
		}
		g := st.Grid(0)
		before := g.Filled()
		press(ui.KeyActivate)
		if g = st.Grid(0); !st.HasPlaced(0) || g.Filled() != before+1 {
			t.Fatalf("roll %d: Enter did not write on the card (%d presses so far)", roll+1, presses)
		}
		h.WaitFor("the roll button", 100, func() bool { return h.Enabled("round.roll") })
		press(ui.KeyActivate)
		if roll < knister.Rounds-1 && st.Round() != roll+1 {
			t.Fatalf("roll %d: Enter after writing did not roll", roll+1)
		}
	}
	h.WaitFor("scoring", 100, func() bool { return h.app().Scene().Name() == "scoring" })
	if g := st.Grid(0); g.Filled() != knister.Size*knister.Size {
		t.Fatalf("the card is not full: %v", st.Grid(0))
	}
	if presses > 80 {
		t.Fatalf("a keyboard-only solo game took %d presses, want at most 80", presses)
	}
	t.Logf("a keyboard-only solo game: %d key presses", presses)
}

// TestKeyboardUndoPutsTheFocusBack: Backspace takes the number back and
// the next Enter writes it again where it was.
func TestKeyboardUndoPutsTheFocusBack(t *testing.T) {
	h := newHarness(t, Options{Seed: 8, Players: []rules.Player{{Name: "Kim"}}})
	st := h.app().Scene().(*sk.Round).State()
	h.WaitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	g := st.Grid(0)
	h.Script.Press(ui.KeyUndo)
	h.Run(1)
	if st.HasPlaced(0) {
		t.Fatal("Backspace did not take the number back")
	}
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if st.Grid(0) != g {
		t.Fatalf("Enter after undo wrote %v, want %v again", st.Grid(0), g)
	}
}

// arrowToFree is an arrow from (r, c) towards a free square in line with
// it, on the card's side away from the buttons (which lie to its right).
func arrowToFree(g knister.Grid, r, c int) (ui.Key, bool) {
	for _, d := range []struct {
		k      ui.Key
		dr, dc int
	}{{ui.KeyLeft, 0, -1}, {ui.KeyUp, -1, 0}, {ui.KeyDown, 1, 0}} {
		for i, j := r+d.dr, c+d.dc; i >= 0 && j >= 0 && i < knister.Size; i, j = i+d.dr, j+d.dc {
			if g[i][j] == 0 {
				return d.k, true
			}
		}
	}
	return 0, false
}
