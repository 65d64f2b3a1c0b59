package kakuro

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/store"
	"cifra/sprites"
)

// TestRoundTextsFit: the round at a phone, a tablet and two desktops, in
// every language, alone, with four and with five seats (the most) of the
// longest names, sitting at the screen and around a table (where the
// screen lies flat, laid out landscape): while the hunt is on (a seat
// declared "impossible" when there are three) and while the first seat
// claims a row, no text leaves its place or the screen and none overlaps
// another.
func TestRoundTextsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range layouttest.Screens(&Game) {
		what := sc.String()
		g := screenRig(t, sc, kit)
		ctx := g.ctx
		g.run(90) // the sum tile turns up, the news says what to hunt
		if sc.Seats >= 3 {
			g.tap(impossibleID(2))
		}
		layouttest.CheckTexts(t, what+" hunting", ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
		g.tap(buzzID(0))
		if g.r.Phase() != "claim" {
			t.Fatalf("%s: the buzzer left phase %s, not a claim", what, g.r.Phase())
		}
		layouttest.CheckTexts(t, what+" claiming", ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
	}
}

// TestScoringTextsFit: the scoring scene after a whole game of one, four
// and five seats of the longest names (bots all, so the game ends by
// itself), at the four sizes in every language, each seat's details
// chosen in turn: no text leaves its place or the screen, none overlaps.
func TestScoringTextsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	for _, n := range layouttest.SeatCounts(&Game) {
		tb := table(layouttest.LongSeats(n, "hard"), 7, 60)
		for i := range tb.Seats {
			tb.Seats[i].Bot = "hard"
		}
		g := newRig(t, tb)
		st := g.playToScoring(200_000).st
		layouttest.CheckScoring(t, n, func(ctx *core.Context) (core.Scene, func(int)) {
			s := NewScoring(ctx, tb, st)
			return s, func(p int) { s.Selected = p }
		})
	}
}
