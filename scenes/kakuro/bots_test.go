package kakuro

import (
	"slices"
	"testing"

	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
)

// playToScoring runs the round with no input until it switches to the
// scoring scene, at most limit ticks; it returns that scene.
func (g *rig) playToScoring(limit int) *Scoring {
	g.t.Helper()
	for tick := 0; len(g.nav.switched) == 0; tick++ {
		if tick == limit {
			st := g.r.State()
			g.t.Fatalf("no scoring after %d ticks: phase %s, %d moves, aside %v, %d sums left", limit, g.r.Phase(), len(st.Moves()), st.Aside(), st.SumsLeft())
		}
		g.step()
	}
	s, ok := g.nav.switched[0].(*Scoring)
	if !ok || len(g.nav.switched) != 1 {
		g.t.Fatalf("the round switched to %v, want one *Scoring", g.nav.switched)
	}
	return s
}

// TestBotsPlayToTheEnd: three bots play a whole game by themselves, it ends
// (the third sum set aside or the stack empty) within a bounded number of
// ticks, the scoring scene follows, and the final scores are those a
// replay of the game's record gives.
func TestBotsPlayToTheEnd(t *testing.T) {
	mixed := seats(0, 3, "hard")
	mixed[1].Bot, mixed[2].Bot = "normal", "easy"
	for _, c := range []struct {
		name  string
		seats []rules.Player
		seed  uint64
	}{{"hard", seats(0, 3, "hard"), 11}, {"normal", seats(0, 3, "normal"), 12}, {"mixed", mixed, 13}} {
		t.Run(c.name, func(t *testing.T) {
			g := newRig(t, table(c.seats, c.seed, 60))
			s := g.playToScoring(200_000)
			st := g.r.State()
			if !st.Finished() || g.r.Phase() != "over" {
				t.Fatalf("scoring came with the game not over: phase %s", g.r.Phase())
			}
			if len(st.Aside()) != kakuro.Box.AsideToEnd && st.SumsLeft() != 0 {
				t.Fatalf("the game ended with %v aside and %d sums left", st.Aside(), st.SumsLeft())
			}
			rep, err := kakuro.Replay(st.Record(g.r.Table().Seats), nil)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(rep.Scores(), st.Scores()) || !slices.Equal(rep.Winners(), st.Winners()) || !rep.Finished() {
				t.Fatalf("replayed scores %v (winners %v), the round's %v (%v)", rep.Scores(), rep.Winners(), st.Scores(), st.Winners())
			}
			if !slices.Equal(g.r.view.scores, st.Scores()) {
				t.Fatalf("the view shows scores %v, the rules %v", g.r.view.scores, st.Scores())
			}
			if s.st != st || !slices.Equal(s.st.Scores(), rep.Scores()) {
				t.Fatal("the scoring scene shows another game")
			}
			t.Logf("%d ticks, %d moves, aside %v, scores %v", g.ctx.Tick, len(st.Moves()), st.Aside(), st.Scores())
			scored := 0
			for _, p := range st.Scores() {
				scored += p
			}
			if scored == 0 {
				t.Fatal("nobody scored a row in a whole game")
			}
			// A finished game leaves no save behind.
			if res, err := core.LoadSave(&Game); res != nil || err != nil {
				t.Fatalf("a finished game left a save: %v, %v", res, err)
			}
		})
	}
}
