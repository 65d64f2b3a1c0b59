package kakuro

import (
	"testing"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// A claim made with keys only: the same steps from the keyboard or from a
// gamepad bound to the seat, through one press function.

// keysTo moves the board cursor onto square at with the arrows (d-pad).
func (g *rig) keysTo(press func(...ui.Key), at kakuro.Pos) {
	g.t.Helper()
	for range 2 * kakuro.Size {
		cur := g.r.cursor
		switch {
		case cur[0] < at[0]:
			press(ui.KeyDown)
		case cur[0] > at[0]:
			press(ui.KeyUp)
		case cur[1] < at[1]:
			press(ui.KeyRight)
		case cur[1] > at[1]:
			press(ui.KeyLeft)
		default:
			return
		}
	}
	g.t.Fatalf("the arrows did not bring the cursor from %v to %v", g.r.cursor, at)
}

// keyClaim claims cl for seat p with keys: Enter (A) on the focused
// buzzer calls; the arrows and Enter mark the row's first and last
// squares; Tab (a shoulder) picks each tile, H (Y) turns it over for a sum
// field, the arrows and Enter put it down (a swap: Enter on both squares);
// Tab to Check, Enter.
func (g *rig) keyClaim(press func(...ui.Key), p int, cl kakuro.Claim) {
	g.t.Helper()
	press(ui.KeyActivate) // shows the focus on the buzzer (see TestOnePressCalls)
	if g.r.Claimer() == -1 {
		if f := g.r.seats[p].panel.Controls.Focused(); f != idBuzz {
			g.t.Fatalf("the first Enter focused %v, want the buzzer", f)
		}
		press(ui.KeyActivate)
	}
	if g.r.Claimer() != p {
		g.t.Fatalf("Enter on the buzzer gave claimer %d, want %d", g.r.Claimer(), p)
	}
	g.keysTo(press, cl.Row.Square(0))
	press(ui.KeyActivate)
	g.keysTo(press, cl.Row.Square(cl.Row.Len-1))
	press(ui.KeyActivate)
	if c := g.r.claim; !c.marked || c.row != cl.Row {
		g.t.Fatalf("Enter on both ends marked %v %+v, want %+v", c.marked, c.row, cl.Row)
	}
	n := len(g.r.view.hands[p])
	for _, u := range cl.Uses {
		i := g.handIndex(p, u.Tile)
		for tabs := 0; g.r.claim.selected != i; tabs++ {
			if tabs > n {
				g.t.Fatalf("Tab never picked tile %d", i)
			}
			press(ui.KeyNext)
		}
		uses := len(g.r.claim.uses)
		switch u.Kind {
		case kakuro.UseSumField:
			press(ui.KeyHint) // H (Y) turns the picked tile over
			if !g.r.seats[p].back[i] {
				g.t.Fatalf("H did not turn tile %d over", i)
			}
			g.keysTo(press, u.A)
		case kakuro.UseDouble:
			g.keysTo(press, cl.Row.Square(0))
		case kakuro.UseSwap:
			g.keysTo(press, u.A)
			press(ui.KeyActivate)
			if c := g.r.claim; !c.swapping || c.swapA != u.A {
				g.t.Fatalf("Enter on %v with S: swapping %v at %v", u.A, c.swapping, c.swapA)
			}
			g.keysTo(press, u.B)
		default:
			g.keysTo(press, u.A)
		}
		press(ui.KeyActivate)
		c := g.r.claim
		if len(c.uses) != uses+1 {
			g.t.Fatalf("Enter with tile %d: uses %+v, want %+v (message %q)", i, c.uses, u, g.r.message)
		}
		if got := c.uses[uses]; got.Tile != u.Tile || got.Kind != u.Kind || (u.Kind != kakuro.UseDouble && got != u) {
			g.t.Fatalf("Enter with tile %d played %+v, want %+v", i, got, u)
		}
	}
	for tabs := 0; !g.r.claim.onCheck; tabs++ {
		if tabs > n {
			g.t.Fatal("Tab never reached Check")
		}
		press(ui.KeyNext)
	}
	press(ui.KeyActivate)
	if g.r.Phase() != "play" {
		g.t.Fatalf("Enter on Check left phase %s", g.r.Phase())
	}
	g.settle()
}

// TestKeyboardClaim: a person claims with the keyboard alone, playing
// each kind of action tile.
func TestKeyboardClaim(t *testing.T) {
	for _, c := range []struct {
		name string
		kind kakuro.UseKind
	}{{"digit tile", kakuro.UseDigit}, {"doubler", kakuro.UseDouble}, {"swap", kakuro.UseSwap}, {"sum field", kakuro.UseSumField}} {
		t.Run(c.name, func(t *testing.T) {
			seed, sol := findDeal(t, 1, testStock, c.kind, nil)
			tb := table(seats(1, 0, ""), seed, 60)
			g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
			before := g.r.State().Clone()
			press := func(keys ...ui.Key) { g.script.Press(keys...); g.run(0) }
			g.keyClaim(press, 0, sol.Claim)
			assertScored(t, g, 0, before, sol.Claim)
		})
	}
}

// TestOnePressCalls: the buzzer is a race. Alone, the buzzer shows
// "Space" as its key, and the help promises "their gamepad's A": one press
// of Space (KeyActivate), or of a bound pad's A, calls Kakuro! — as one
// press of a seat key (Q) does.
func TestOnePressCalls(t *testing.T) {
	g := newRig(t, table(seats(1, 0, ""), 4, 60))
	g.script.Press(ui.SeatKey(0))
	g.run(0)
	if g.r.Claimer() != 0 {
		t.Fatalf("Q gave claimer %d", g.r.Claimer())
	}
	t.Run("space alone", func(t *testing.T) {
		g := newRig(t, table(seats(1, 0, ""), 4, 60))
		if g.ctx.T("kakuro.key.space") != "Space" {
			t.Fatalf("the solo buzzer's key reads %q", g.ctx.T("kakuro.key.space"))
		}
		g.script.Press(ui.KeyActivate)
		g.run(0)
		if g.r.Claimer() != 0 {
			t.Errorf("one press of Space, the key the solo buzzer shows, gave claimer %d (focus on %v): it only showed the focus ring",
				g.r.Claimer(), g.r.seats[0].panel.Controls.Focused())
		}
	})
	t.Run("pad A", func(t *testing.T) {
		tb := table(seats(2, 0, ""), 4, 60)
		tb.Pads = map[int]int{1: 7}
		g := newRig(t, tb)
		g.script.PadPress(7, ui.KeyActivate)
		g.run(0)
		if g.r.Claimer() != 1 {
			t.Errorf("one press of A on seat 1's pad gave claimer %d (focus on %v): it only showed the focus ring",
				g.r.Claimer(), g.r.seats[1].panel.Controls.Focused())
		}
	})
}

// TestPauseFromTheRound: Esc, a pad's Start and the menu button open the
// pause overlay.
func TestPauseFromTheRound(t *testing.T) {
	g := newRig(t, table(seats(2, 0, ""), 4, 60))
	g.script.Press(ui.KeyBack)
	g.script.PadPress(3, ui.KeyPause)
	g.run(0)
	g.tap(idMenu.String())
	if got := g.nav.overlays; len(got) != 3 || got[0] != core.OverlayPause || got[1] != core.OverlayPause || got[2] != core.OverlayPause {
		t.Fatalf("overlays %v, want the pause three times", got)
	}
}

// TestGamepadClaim: with two people, seat 0 bound to gamepad 7 claims
// with the pad alone; the keyboard, seat 1's now, cannot call for seat 0.
func TestGamepadClaim(t *testing.T) {
	seed, sol := findDeal(t, 2, testStock, kakuro.UseDigit, nil)
	tb := table(seats(2, 0, ""), seed, 60)
	tb.Pads = map[int]int{0: 7}
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.script.PadConnect(7)
	g.run(1)
	// The keyboard's Enter twice calls for seat 1, whose keyboard it is.
	g.script.Press(ui.KeyActivate)
	g.script.Press(ui.KeyActivate)
	g.run(0)
	if c := g.r.Claimer(); c != 1 {
		t.Fatalf("the keyboard's Enter twice gave claimer %d, want seat 1 (seat 0 plays on its pad)", c)
	}
	// The pad's claim, on the same deal afresh.
	g = rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	before := g.r.State().Clone()
	g.script.PadConnect(7)
	g.run(1)
	press := func(keys ...ui.Key) { g.script.PadPress(7, keys...); g.run(0) }
	g.keyClaim(press, 0, sol.Claim)
	assertScored(t, g, 0, before, sol.Claim)
}

// TestEarlyCallsAreDropped: a call counts only while the caller's buzzer
// is live. A seat key, Space or a pad's A pressed while a bot shows its
// row, or while the next sum turns up, is dropped — it must not call
// "Kakuro!" for the player when the next hunt starts, before they have
// seen the sum.
func TestEarlyCallsAreDropped(t *testing.T) {
	for _, c := range []struct {
		name  string
		press func(g *rig)
	}{
		{"seat key", func(g *rig) { g.script.Press(ui.SeatKey(0)) }},
		{"space", func(g *rig) { g.script.Press(ui.KeyActivate) }},
		{"pad A", func(g *rig) { g.script.PadPress(7, ui.KeyActivate) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := table(seats(1, 1, "hard"), 3, 60)
			if c.name == "pad A" {
				tb.Pads = map[int]int{0: 7}
			}
			g := newRig(t, tb)
			g.waitFor("the bot's call", 3000, func() bool { return g.r.Claimer() == 1 })
			c.press(g) // while the bot shows its row
			g.run(0)
			g.waitFor("the bot's claim to end", 3000, func() bool { return g.r.phase != phaseClaim })
			for range 3 { // and while the next sum turns up
				c.press(g)
				g.run(0)
			}
			if g.r.phase == phaseOver {
				t.Fatal("the bot's claim ended the game: choose another seed")
			}
			g.settle()
			g.run(5)
			if p := g.r.Claimer(); p == 0 {
				t.Fatalf("a press made before the hunt called Kakuro! for seat 0 (phase %s)", g.r.Phase())
			}
			// The buzzer is live: a press now calls.
			c.press(g)
			g.run(0)
			if p := g.r.Claimer(); p != 0 {
				t.Fatalf("a press in the hunt gave claimer %d, want 0 (phase %s, focus %v, declared %v, busy %v)", p, g.r.Phase(), g.r.seats[0].panel.Controls.Focused(), g.r.seats[0].declared, g.r.run.Busy())
			}
		})
	}
}
