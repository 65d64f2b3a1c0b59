package knister

import (
	"testing"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/podium/podiumtest"
	"cifra/scenes/store"
	"cifra/sprites"
)

// finished plays a whole game of n seats with hard bots through the
// rules.
func finished(t *testing.T, n int) *knister.State {
	t.Helper()
	return finishedFrom(t, n, 11)
}

// finishedFrom is finished, dealt from seed.
func finishedFrom(t *testing.T, n int, seed uint64) *knister.State {
	t.Helper()
	st, err := knister.New(n, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	for roll := 0; ; roll++ {
		for p := range n {
			b, _ := knister.NewBot("hard", uint64(roll*31+p), p)
			c := b.Choose(st.Grid(p), st.Sum(), st.RollsLeft())
			if _, err := st.Apply(knister.Move{P: p, Cell: [2]int{c.R, c.C}}); err != nil {
				t.Fatal(err)
			}
		}
		if st.Finished() {
			return st
		}
		if _, err := st.Roll(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestScoringTextsFit: the scoring scene after a whole game of one, four
// and twelve seats of the longest names, at a phone, a tablet and two
// desktops in every language, each seat's lines chosen in turn: no text
// leaves its place or the screen and none overlaps another.
func TestScoringTextsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	for _, n := range layouttest.SeatCounts(&Game) {
		st := finished(t, n)
		tb := core.Table{Game: knister.GameName, Seats: layouttest.LongSeats(n, "hard"), Seed: 11}
		layouttest.CheckScoring(t, n, func(ctx *core.Context) (core.Scene, func(int)) {
			s := NewScoring(ctx, tb, st)
			return s, func(p int) { s.Selected = p }
		})
	}
}

// TestThePhonePodiumReads: whole games played by hard bots, their scores
// shown on a phone upright and lying down in German and English: one
// person alone (a new personal best, the longest solo headline) and
// twelve seats of the longest names sharing the win: the headline is at
// least 14 CSS px and the detail panel shows the chosen seat's lines.
func TestThePhonePodiumReads(t *testing.T) {
	kit := sprites.NewKit(sprites.Classic())
	for _, n := range []int{1, 12} {
		st := finished(t, n)
		tb := core.Table{Game: knister.GameName, Seats: layouttest.LongSeats(n, "hard"), Seed: 11}
		for _, sc := range []layouttest.Screen{{W: 390, H: 844, Lang: "de"}, {W: 390, H: 844, Lang: "en"}, {W: 844, H: 390, Lang: "de"}} {
			t.Setenv(store.EnvConfigDir, t.TempDir()) // a first game: a new best
			sc.Seats = n
			ctx := sc.Context(kit)
			s := NewScoring(ctx, tb, st)
			layouttest.CountUp(ctx, s)
			podiumtest.CheckPhone(t, "knister scoring "+sc.String(), ctx, s, s.Podium)
		}
	}
}
