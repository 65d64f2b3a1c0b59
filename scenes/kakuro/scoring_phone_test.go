package kakuro

import (
	"testing"

	"cifra/scenes/core/layouttest"
	"cifra/scenes/podium/podiumtest"
	"cifra/scenes/store"
	"cifra/sprites"
)

// TestThePhonePodiumReads: a hard bot plays a whole solo game; its scores
// shown to a person who played alone (a new personal best, the longest
// headline) on a phone upright and lying down, in German and in English:
// the headline is at least 14 CSS px, the detail panel shows the seat's
// game, and the board with its best row is drawn in the detail panel
// (on the upright phone at least 200 px across, as on a desktop).
func TestThePhonePodiumReads(t *testing.T) {
	tb := table(layouttest.LongSeats(1, ""), 7, 60)
	tb.Seats[0].Bot = "hard"
	g := newRig(t, tb)
	st := g.playToScoring(200_000).st
	tb.Seats[0].Bot = "" // a person played it
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range []layouttest.Screen{{W: 390, H: 844, Lang: "de"}, {W: 390, H: 844, Lang: "en"}, {W: 844, H: 390, Lang: "de"}} {
		t.Setenv(store.EnvConfigDir, t.TempDir()) // a first game: a new best
		sc.Seats = 1
		ctx := sc.Context(kit)
		s := NewScoring(ctx, tb, st)
		if s.BestNote(ctx) == "" {
			t.Fatalf("%s: no new best to note", sc)
		}
		layouttest.CountUp(ctx, s)
		what := "kakuro scoring " + sc.String()
		podiumtest.CheckPhone(t, what, ctx, s, s.Podium)
		m, d := s.miniature, s.Detail
		switch {
		case m.W == 0:
			t.Errorf("%s: no board drawn with the best row", what)
		case m.X < d.X || m.Y < d.Y || m.X+m.W > d.X+d.W || m.Y+m.H > d.Y+d.H:
			t.Errorf("%s: the board %+v leaves the detail panel %+v", what, m, d)
		case sc.H > sc.W && m.W < 200:
			t.Errorf("%s: the board is %.0f px across on a phone", what, m.W)
		}
	}
}
