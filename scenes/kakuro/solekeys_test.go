package kakuro

import (
	"testing"

	"cifra/scenes/ui"
)

// TestTheOnePersonHereBuzzesWithSpace: one person at the screen with a
// bot, with or without a gamepad of their own, calls "Kakuro!" with one
// press of Space or Enter (KeyActivate), and the buzzer says Space, not
// the seat's letter; the bot's letter calls for nobody.
func TestTheOnePersonHereBuzzesWithSpace(t *testing.T) {
	for _, padded := range []bool{false, true} {
		tb := table(seats(1, 1, "easy"), 4, 60)
		if padded {
			tb.Pads = map[int]int{0: 7}
		}
		g := newRig(t, tb)
		g.script.PadConnect(7)
		g.run(1)
		if key, want := g.r.buzzerKey(g.ctx, 0, false), g.ctx.T("kakuro.key.space"); key != want {
			t.Errorf("pad %v: the one person's buzzer says %q, want %q", padded, key, want)
		}
		g.script.Press(ui.SeatKey(1))
		g.run(0)
		if c := g.r.Claimer(); c != -1 {
			t.Fatalf("pad %v: the bot's letter gave claimer %d", padded, c)
		}
		g.script.Press(ui.KeyActivate)
		g.run(0)
		if c := g.r.Claimer(); c != 0 {
			t.Fatalf("pad %v: one press of Space gave claimer %d (focus %v)", padded, c, g.r.seats[0].panel.Controls.Focused())
		}
	}
}
