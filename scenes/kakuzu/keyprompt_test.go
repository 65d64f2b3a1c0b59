package kakuzu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuzu"
	"cifra/scenes/ui"
)

// TestDrawPromptWordsTheInput: the prompt to draw says to tap the bag
// to a player with a mouse or a finger, to press Enter once the keyboard
// is used, A once a pad is; and the bag wears the keyboard's focus when
// Enter would draw, until a finger or the mouse is used again.
func TestDrawPromptWordsTheInput(t *testing.T) {
	g := playing(t, kakuzu.Classic)
	prompt := func(key string) string { return g.ctx.T(key, "P1") }
	if got := g.r.turnPrompt(g.ctx); got != prompt("kakuzu.prompt.draw") {
		t.Fatalf("before any input the prompt is %q", got)
	}
	// The pixels across the bag's left edge, where a focus ring goes.
	bagPixels := func() string {
		dst := ebiten.NewImage(g.ctx.W, g.ctx.H)
		defer dst.Deallocate()
		g.r.Draw(dst, g.ctx)
		pix := ebitentest.Pixels(dst)
		b := g.r.lay.bag
		var out []byte
		for x := int(b.X - g.ctx.U()*1.6); x <= int(b.X+3); x++ {
			c := pix.RGBAAt(x, int(b.Y+b.H/2))
			out = append(out, c.R, c.G, c.B)
		}
		return string(out)
	}
	unfocused := bagPixels()
	g.press(ui.KeyLeft)
	if got := g.r.turnPrompt(g.ctx); got != prompt("kakuzu.prompt.draw.keys") {
		t.Fatalf("after a key the prompt is %q, want %q", got, prompt("kakuzu.prompt.draw.keys"))
	}
	if bagPixels() == unfocused {
		t.Error("the bag shows no focus once the keyboard is used, though Enter draws")
	}
	g.padPress(3, ui.KeyLeft)
	if got := g.r.turnPrompt(g.ctx); got != prompt("kakuzu.prompt.draw.pad") {
		t.Fatalf("after a pad's press the prompt is %q, want %q", got, prompt("kakuzu.prompt.draw.pad"))
	}
	g.tap(squareID(kakuzu.Square{Row: 4, Col: 5}))
	if got := g.r.turnPrompt(g.ctx); got != prompt("kakuzu.prompt.draw") {
		t.Fatalf("after a tap the prompt is %q", got)
	}
	if bagPixels() != unfocused {
		t.Error("the bag keeps the keyboard's focus after a tap")
	}
}

// TestEnterAsABotsMoveEnds: an Enter pressed while a bot's move is still
// shown (the rules already gave the person the turn) is kept and played
// once the table waits, like a tap that comes up after the animation; an
// Enter during the person's own draw is not kept (it would lift blind).
func TestEnterAsABotsMoveEnds(t *testing.T) {
	tb := table(seats(1, "easy"), 9, kakuzu.Classic, 0)
	mk := func(seed uint64) bool {
		tb.Seed = seed
		st := deal(t, tb)
		neutralSetup(t, st)
		n := nextDraw(t, st)
		if n == 0 {
			return false
		}
		must(t, st, kakuzu.Draw(0, n))
		sq := covering(t, st, n, false)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
		m := nextDraw(t, st)
		if m == 0 {
			return false
		}
		must(t, st, kakuzu.Draw(1, m))
		sq = covering(t, st, m, false)
		must(t, st, kakuzu.Lift(1, sq.Row, sq.Col))
		return st.Turn() == 0 && nextDraw(t, st) != 0
	}
	seed := uint64(1)
	for !mk(seed) {
		seed++
	}
	tb.Seed = seed
	st := deal(t, tb)
	neutralSetup(t, st)
	n := nextDraw(t, st)
	must(t, st, kakuzu.Draw(0, n))
	sq := covering(t, st, n, false)
	must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
	g := rigWith(t, tb, st)
	// The bot plays; Enter while its miss is still shown.
	g.waitFor("the bot's move", 2000, func() bool { return st.Turn() == 0 && g.r.run.Busy() })
	for g.r.run.Busy() && g.r.view.turn == 1 {
		// Near the end of the bot's animation.
		if r := g.r.run.Running(); len(r) > 0 {
			if _, ok := r[len(r)-1].Step.Data.(passStep); ok {
				break
			}
		}
		g.step()
	}
	before := len(st.Moves())
	g.press(ui.KeyActivate)
	g.waitFor("the Enter kept to play", enterTicks+60, func() bool { return len(st.Moves()) > before })
	if m := st.Moves()[before]; m.Player != 0 || m.Action != kakuzu.ActionDraw {
		t.Fatalf("the Enter kept played %v", m)
	}
	// Enter during the person's own draw: not kept.
	before = len(st.Moves())
	g.press(ui.KeyActivate)
	g.settle()
	g.run(enterTicks + 5)
	if len(st.Moves()) != before {
		t.Fatalf("an Enter during the person's own draw played %v", st.Moves()[before:])
	}
}
