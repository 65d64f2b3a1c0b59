package knister

import (
	"slices"
	"strings"
	"testing"
)

// randomGrid fills n squares of a grid from seed, for bot positions.
func randomGrid(seed uint64, n int) Grid {
	s, _ := New(1, seed, nil)
	var g Grid
	for i := range n {
		empty := g.Empty()
		d := s.dice[i]
		c := empty[(int(seed)+i*7)%len(empty)]
		g[c.R][c.C] = d[0] + d[1]
	}
	return g
}

func TestBotsMakeLegalMoves(t *testing.T) {
	for _, level := range []string{"easy", "normal"} { // hard: in netbot's tests
		bot, err := NewBot(level, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		seeds, step := uint64(30), 1
		for seed := range seeds {
			for n := 0; n < Rounds; n += step {
				g := randomGrid(seed, n)
				for sum := MinValue; sum <= MaxValue; sum++ {
					c := bot.Choose(g, sum, Rounds-n)
					if !c.OnGrid() || g.At(c) != 0 {
						t.Fatalf("%s put %d at %v on\n%v", level, sum, c, g)
					}
				}
			}
		}
	}
	if _, err := NewBot("grandmaster", 1, 0); err == nil {
		t.Fatal("unknown level accepted")
	}
}

func TestSimIsDeterministic(t *testing.T) {
	for _, bots := range [][]string{{"easy"}, {"normal", "easy"}} { // with hard: in netbot's tests
		a, err := Sim(bots, 11)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Sim(bots, 11)
		if len(a.Record.Moves) != len(bots)*Rounds {
			t.Fatalf("%d moves", len(a.Record.Moves))
		}
		for i := range a.Record.Moves {
			if string(a.Record.Moves[i]) != string(b.Record.Moves[i]) {
				t.Fatalf("%v: move %d differs", bots, i)
			}
		}
		s, err := FromRecord(a.Record)
		if err != nil || !s.Finished() {
			t.Fatalf("sim record does not replay: %v", err)
		}
		over80 := 0
		for p, v := range s.Scores() {
			if v != a.Scores[p] {
				t.Fatal("sim scores differ from the replay")
			}
			if v > 80 {
				over80++
			}
		}
		if a.Counters["scores.over80"] != over80 {
			t.Fatalf("over80 counter %d, scores %v", a.Counters["scores.over80"], a.Scores)
		}
	}
}

// TestLevelsAreOrdered: on the same 60 seeded dice sequences, normal
// clearly beats easy (a beginner can win against easy); netbot's
// TestLevelsAreOrdered adds hard. Deterministic: the seeds fix every game.
func TestLevelsAreOrdered(t *testing.T) {
	const games = 60
	means := map[string]float64{}
	for _, level := range []string{"easy", "normal"} {
		sum := 0
		for i := range games {
			g, err := Sim([]string{level}, uint64(1+i))
			if err != nil {
				t.Fatal(err)
			}
			sum += g.Scores[0]
		}
		means[level] = float64(sum) / games
	}
	t.Logf("means over %d games: %v", games, means)
	if means["normal"] < means["easy"]+10 {
		t.Fatalf("levels not clearly ordered: %v", means)
	}
}

// The hard bot is a package of its own that registers itself: without it
// NewBot("hard") says which package to import rather than playing
// something else, while Levels still lists hard (it is the game's level).
func TestHardNeedsItsPackage(t *testing.T) {
	registered := newHardBot
	newHardBot = nil // as in a program without it (hard_test.go links it in)
	defer func() { newHardBot = registered }()
	if !slices.Contains(Levels(), "hard") {
		t.Fatalf("Levels %v lacks hard", Levels())
	}
	if _, err := NewBot("hard", 1, 0); err == nil || !strings.Contains(err.Error(), "cifra/rules/knister/netbot") {
		t.Fatalf("NewBot(hard) without its package: %v, want the package to import", err)
	}
	if _, err := Sim([]string{"hard"}, 1); err == nil {
		t.Fatal("Sim with hard played without the hard bot")
	}
}
