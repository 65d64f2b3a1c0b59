package kakuzu

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// playToScoring runs the round with no input until it switches to the
// scoring scene, at most limit ticks; every few ticks it paints a frame.
func (g *rig) playToScoring(limit int) *Scoring {
	g.t.Helper()
	for tick := 0; len(g.nav.switched) == 0; tick++ {
		if tick == limit {
			st := g.r.st
			g.t.Fatalf("no scoring after %d ticks: %d moves, %d covered, turn %d awaiting %v", limit, len(st.Moves()), st.Covered(), st.Turn(), st.Awaiting())
		}
		g.step()
		if tick%500 == 0 {
			g.draw()
		}
	}
	s, ok := g.nav.switched[0].(*Scoring)
	if !ok || len(g.nav.switched) != 1 {
		g.t.Fatalf("the round switched to %v, want one *Scoring", g.nav.switched)
	}
	return s
}

// TestBotsPlayToScoring: a hard, a normal and an easy bot play a whole
// game through the scene (thinking pauses, animations and all) to the
// scoring scene; every seat's stones, kept and received, are those the
// referee's replay of the scene's record gives, and the view shows them.
func TestBotsPlayToScoring(t *testing.T) {
	for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
		t.Run(string(v), func(t *testing.T) {
			t.Setenv(store.EnvConfigDir, t.TempDir())
			ctx, n := newContext(1280, 800)
			tb := table(seats(0, "hard", "normal", "easy"), 2024, v, 0)
			tb.Hints = true
			g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
			g.r = NewRound(ctx, tb)
			g.r.Layout(ctx)
			sc := g.playToScoring(60000)
			st := g.r.st
			if sc.State() != st || !st.Finished() {
				t.Fatalf("the scoring scene shows another game, or an unfinished one")
			}
			replay, err := kakuzu.FromRecord(st.Record())
			if err != nil {
				t.Fatalf("the referee refuses the scene's record: %v", err)
			}
			if !replay.Finished() || !slices.Equal(replay.Winners(), st.Winners()) {
				t.Fatalf("the replay: finished %v winners %v, the scene's %v", replay.Finished(), replay.Winners(), st.Winners())
			}
			for p := range 3 {
				if !slices.Equal(sc.State().StonesOf(p), replay.StonesOf(p)) || st.Kept(p) != replay.Kept(p) || st.Received(p) != replay.Received(p) {
					t.Fatalf("seat %d: stones %v (kept %d received %d), the replay's %v (%d %d)", p,
						sc.State().StonesOf(p), st.Kept(p), st.Received(p), replay.StonesOf(p), replay.Kept(p), replay.Received(p))
				}
			}
			if !slices.Equal(g.r.view.scores, replay.Scores()) {
				t.Fatalf("the piles show %v, the replay %v", g.r.view.scores, replay.Scores())
			}
			sum := 0
			for _, s := range replay.Scores() {
				sum += s
			}
			if sum != kakuzu.Squares-kakuzu.Size || len(replay.Neutral()) != kakuzu.Size {
				t.Fatalf("the piles hold %d stones and %d are neutral", sum, len(replay.Neutral()))
			}
			for i := range kakuzu.Squares {
				sq := kakuzu.SquareAt(i)
				if g.r.view.at(sq).Holder != replay.Holder(sq) {
					t.Fatalf("%v shows holder %d, the replay %d", sq, g.r.view.at(sq).Holder, replay.Holder(sq))
				}
			}
			// The scoring scene lays itself out and paints.
			sc.Layout(ctx)
			dst := ebiten.NewImage(ctx.W, ctx.H)
			sc.Draw(dst, ctx)
			dst.Deallocate()
		})
	}
}
