package kakuzu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestRoundTextsFit: the round at a phone, a tablet and two desktops, in
// every language, with two and with four seats (the fewest and the most)
// of the longest names, a turn clock and hints on, sitting at the screen
// and around a table (laid out landscape, as the app lays a flat table):
// on the first seat's first turn and once it has moved, no text leaves
// its place or the screen and none overlaps another.
func TestRoundTextsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	bot, _ := kakuzu.NewBot("normal", 7, 0)
	for _, sc := range layouttest.Screens(&Game) {
		what := sc.String()
		tb := table(layouttest.LongSeats(sc.Seats, "normal"), 5, kakuzu.Classic, 30)
		tb.Around, tb.Hints = sc.Around, true
		ctx := sc.Context(kit)
		nv := &nav{}
		ctx.Nav = nv
		g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
		g.r.Layout(ctx)
		g.settle()
		if g.r.st.Turn() != 0 {
			t.Fatalf("%s: the game starts with seat %d, not the first", what, g.r.st.Turn())
		}
		layouttest.CheckTexts(t, what+" first turn", ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
		// The first seat's move, as a bot would play it.
		m, ok := g.r.st.RandomDraw()
		if !ok {
			m, ok = bot.Choose(g.r.st.View(0))
		}
		if !ok || !g.r.apply(ctx, m) {
			t.Fatalf("%s: the first seat has no move to play (%v)", what, g.r.st.Awaiting())
		}
		g.settle()
		layouttest.CheckTexts(t, what+" moved", ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
	}
}

// TestScoringTextsFit: the scoring scene after a whole game of two and
// of four seats of the longest names (bots all), at the four sizes in
// every language, each seat's sheet chosen in turn: no text leaves its
// place or the screen, none overlaps.
func TestScoringTextsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	for _, n := range layouttest.SeatCounts(&Game) {
		tb := table(layouttest.LongSeats(n, "hard"), 7, kakuzu.Classic, 0)
		for i := range tb.Seats {
			tb.Seats[i].Bot = "hard"
		}
		ctx, nv := newContext(1280, 800)
		g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
		g.r.Layout(ctx)
		st := g.playToScoring(60_000).st
		layouttest.CheckScoring(t, n, func(ctx *core.Context) (core.Scene, func(int)) {
			s := NewScoring(ctx, tb, st)
			return s, func(p int) { s.Selected = p }
		})
	}
}
