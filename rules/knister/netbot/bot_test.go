package netbot

import (
	"testing"

	"cifra/rules/knister"
)

// randomGrid fills n squares of a grid from seed, for bot positions:
// the seeded game's first n rolls, each at a square picked by seed.
func randomGrid(seed uint64, n int) knister.Grid {
	s, _ := knister.New(1, seed, nil)
	for i := range n {
		g := s.Grid(0)
		empty := g.Empty()
		c := empty[(int(seed)+i*7)%len(empty)]
		if _, err := s.Apply(knister.Move{P: 0, Cell: [2]int{c.R, c.C}}); err != nil {
			panic(err)
		}
	}
	return s.Grid(0)
}

// The hard bot's legal moves, Sim's determinism with it and the levels'
// order with it: the rules' tests (cifra/rules/knister) cover the other
// levels, without this package.
func TestBotsMakeLegalMoves(t *testing.T) {
	for _, level := range knister.Levels() {
		bot, err := knister.NewBot(level, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		seeds, step := uint64(30), 1
		if level == "hard" { // slower: fewer positions
			seeds, step = 4, 3
		}
		for seed := range seeds {
			for n := 0; n < knister.Rounds; n += step {
				g := randomGrid(seed, n)
				for sum := knister.MinValue; sum <= knister.MaxValue; sum++ {
					c := bot.Choose(g, sum, knister.Rounds-n)
					if !c.OnGrid() || g.At(c) != 0 {
						t.Fatalf("%s put %d at %v on\n%v", level, sum, c, g)
					}
				}
			}
		}
	}
	if _, err := knister.NewBot("grandmaster", 1, 0); err == nil {
		t.Fatal("unknown level accepted")
	}
}

func TestSimIsDeterministic(t *testing.T) {
	for _, bots := range [][]string{{"easy"}, {"normal", "hard", "easy"}} {
		a, err := knister.Sim(bots, 11)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := knister.Sim(bots, 11)
		if len(a.Record.Moves) != len(bots)*knister.Rounds {
			t.Fatalf("%d moves", len(a.Record.Moves))
		}
		for i := range a.Record.Moves {
			if string(a.Record.Moves[i]) != string(b.Record.Moves[i]) {
				t.Fatalf("%v: move %d differs", bots, i)
			}
		}
		s, err := knister.FromRecord(a.Record)
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

// TestHardKnownPositions: positions where the best square is clear.
func TestHardKnownPositions(t *testing.T) {
	// Row 0 holds 2,3,4,5 and row 1 the full house's 8,8,9,9, each with
	// one empty square left: a 6 completes row 0's straight without 7
	// (12 points) and must not go into row 1, where it would spoil the
	// full house.
	g := knister.Grid{
		{2, 3, 4, 5, 0},
		{8, 8, 9, 9, 0},
		{8, 9, 8, 9, 11},
		{11, 10, 2, 3, 4},
		{12, 6, 5, 10, 3},
	}
	c, line := Hint(g, 6, 2)
	if c != (knister.Cell{R: 0, C: 4}) || line != (knister.Line{Kind: knister.Row, Index: 0}) {
		t.Fatalf("6 goes to %v for %v, want [0,4] for row 0", c, line)
	}
	// An 8 completes row 1's full house rather than spoiling row 0's
	// straight.
	c, _ = Hint(g, 8, 2)
	if c != (knister.Cell{R: 1, C: 4}) {
		t.Fatalf("8 goes to %v, want [1,4]", c)
	}
	// The last square is forced.
	g[0][4] = 6
	if c, _ := Hint(g, 12, 1); c != (knister.Cell{R: 1, C: 4}) {
		t.Fatalf("forced move went to %v", c)
	}
}

func BenchmarkHardFirstDecision(b *testing.B) {
	bot, _ := knister.NewBot("hard", 1, 0)
	for b.Loop() {
		bot.Choose(knister.Grid{}, 7, knister.Rounds)
	}
}

func BenchmarkHardMidgameDecision(b *testing.B) {
	bot, _ := knister.NewBot("hard", 1, 0)
	g := randomGrid(3, 10)
	for b.Loop() {
		bot.Choose(g, 8, knister.Rounds-10)
	}
}

// BenchmarkHardLateDecision: few squares left, where each imagined
// future is short and bookkeeping dominates.
func BenchmarkHardLateDecision(b *testing.B) {
	bot, _ := knister.NewBot("hard", 1, 0)
	g := randomGrid(3, 21)
	for b.Loop() {
		bot.Choose(g, 8, knister.Rounds-21)
	}
}

// TestLevelsAreOrdered: on the same 60 seeded dice sequences, each level
// clearly beats the one below it (a beginner can win against easy; hard
// is the one to learn from). Deterministic: the seeds fix every game.
func TestLevelsAreOrdered(t *testing.T) {
	const games = 60
	means := map[string]float64{}
	for _, level := range knister.Levels() {
		sum := 0
		for i := range games {
			g, err := knister.Sim([]string{level}, uint64(1+i))
			if err != nil {
				t.Fatal(err)
			}
			sum += g.Scores[0]
		}
		means[level] = float64(sum) / games
	}
	t.Logf("means over %d games: %v", games, means)
	if means["normal"] < means["easy"]+10 || means["hard"] < means["normal"]+5 {
		t.Fatalf("levels not clearly ordered: %v", means)
	}
}
