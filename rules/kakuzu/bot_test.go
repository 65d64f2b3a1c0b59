package kakuzu

import (
	"reflect"
	"testing"
)

func TestBotsPlayEveryVariant(t *testing.T) {
	games := 0
	for _, v := range []Variant{Classic, SameDigit, NoBag} {
		for n := 2; n <= 4; n++ {
			for _, l := range levels {
				levels := []Level{l, Hard, Normal, Easy}[:n]
				cfg := Config{Players: players(n), Seed: uint64(100 + games), Variant: v}
				s := botGame(t, cfg, levels, -1)
				sum := 0
				for _, sc := range s.Scores() {
					sum += sc
				}
				if !s.Finished() || sum != 72 || len(s.Winners()) == 0 {
					t.Fatalf("%v %v: finished %v scores %v", v, levels, s.Finished(), s.Scores())
				}
				games++
			}
		}
	}
}

func TestBotsAreDeterministic(t *testing.T) {
	cfg := Config{Players: players(3), Seed: 11, Variant: NoBag}
	a := botGame(t, cfg, []Level{Hard, Normal, Easy}, -1)
	b := botGame(t, cfg, []Level{Hard, Normal, Easy}, -1)
	if !reflect.DeepEqual(a.Moves(), b.Moves()) {
		t.Fatal("the same seed played two different games")
	}
}

// forcedPosition leaves row 0 with [0,0]=5 and [0,1]=3 covered, and the 3
// of column 0 uncovered: [0,0] must be the 5, [0,1] the 3.
func forcedPosition(t *testing.T, v Variant) *State {
	s := newGame(t, v, 2, 0)
	setup(t, s, []Square{{0, 2}, {0, 3}, {0, 6}, {3, 0}, {3, 3}, {3, 6}, {8, 0}, {6, 3}, {6, 6}})
	for _, sq := range []Square{{0, 4}, {0, 5}, {0, 7}, {0, 8}} {
		if v == NoBag {
			apply(t, s, Name(s.Turn(), 9))
		} else {
			apply(t, s, Draw(s.Turn(), 9))
		}
		apply(t, s, Lift(s.Turn(), sq.Row, sq.Col)) // 7, 8, 1, 2: misses
	}
	return s
}

func TestHardFindsTheForcedSquare(t *testing.T) {
	s := forcedPosition(t, Classic)
	apply(t, s, Draw(s.Turn(), 5))
	b, _ := NewBot("hard", 1, s.Turn())
	m, ok := b.Choose(s.View(s.Turn()))
	if !ok || m != Lift(s.Turn(), 0, 0) {
		t.Fatalf("hard lifted %v, want [0,0]", m)
	}
	// Normal only lifts where a 5 may be.
	n, _ := NewBot("normal", 1, s.Turn())
	v := s.View(s.Turn())
	g := gridFromView(&v)
	for range 50 {
		m, _ := n.Choose(v)
		if g.cands(m.Square.Index())&(1<<5) == 0 {
			t.Fatalf("normal lifted %v where no 5 can be", m.Square)
		}
	}
}

func TestHardNamesACertainty(t *testing.T) {
	s := forcedPosition(t, NoBag)
	p := s.Turn()
	b, _ := NewBot("hard", 1, p)
	m, _ := b.Choose(s.View(p))
	if named := (DigitNamed{Player: p, Digit: m.Number}); m.Action != ActionName || !hasEvent(apply(t, s, m), named) {
		t.Fatalf("hard's first move %v did not name a digit", m)
	}
	m, _ = b.Choose(s.View(p))
	ev := apply(t, s, m)
	kept := StoneKept{Player: p, Square: m.Square}
	if !hasEvent(ev, kept) || (m.Square != Square{0, 0} && m.Square != Square{0, 1}) {
		t.Fatalf("hard named and lifted %v: %+v", m, ev)
	}
}

func TestBotWaitsForTheBag(t *testing.T) {
	s := newGame(t, Classic, 2, 0)
	setup(t, s, cornerSquares)
	b, _ := NewBot("hard", 1, 0)
	if _, ok := b.Choose(s.View(0)); ok {
		t.Fatal("a bot drew for the bag")
	}
	if _, ok := b.Choose(s.View(1)); ok {
		t.Fatal("a bot moved out of turn")
	}
	if _, err := NewBot("genius", 1, 0); err == nil {
		t.Fatal("unknown level accepted")
	}
}

// TestHardBeatsNormal is a small, fixed-seed strength check; the full
// measure is `referee sim -game kakuzu -bots hard,normal -games 5000
// -seeds heldout` (docs/bots.md).
func TestHardBeatsNormal(t *testing.T) {
	wins := 0
	const games = 12
	for g := range games {
		levels := []Level{Hard, Normal}
		if g%2 == 1 {
			levels = []Level{Normal, Hard}
		}
		s := botGame(t, Config{Players: players(2), Seed: uint64(500 + g)}, levels, -1)
		for _, w := range s.Winners() {
			if levels[w] == Hard && len(s.Winners()) == 1 {
				wins++
			}
		}
	}
	if wins < games*2/3 {
		t.Fatalf("hard won only %d of %d games against normal", wins, games)
	}
}

// BenchmarkHardDecision times the hard bot's decisions over whole games.
func BenchmarkHardDecision(b *testing.B) {
	s := botGame(b, Config{Players: players(2), Seed: 1}, []Level{Hard, Hard}, 30)
	bot, _ := NewBot("hard", 1, s.Turn())
	for b.Loop() {
		if s.Awaiting() == ActionDraw {
			m, _ := s.RandomDraw()
			s.Apply(m)
		}
		v := s.View(s.Turn())
		bot.Choose(v)
	}
}
