package kakuro

import "testing"

func TestBotLevels(t *testing.T) {
	// Target 9 on the book board: "1 2 6" in row 3 needs a sum field on
	// [3,4]; no plain row adds up to 9 (columns and rows checked by Best).
	s := game(t, bookBoard, []int{9, 20}, "", "SD4", "SD4", "SD4")
	plans := map[Level]Plan{}
	for seat, name := range Levels() {
		b, err := NewBot(name, 1, seat)
		if err != nil || b.Seat() != seat || b.Level().String() != name {
			t.Fatalf("NewBot(%q): %v", name, err)
		}
		plans[b.Level()] = b.Plan(s)
	}
	if p := plans[Easy]; !p.Impossible || p.Ticks != DeclareTicks(Easy) {
		t.Errorf("easy plan %+v, want impossible", p)
	}
	for _, l := range []Level{Normal, Hard} {
		p := plans[l]
		if p.Impossible || p.Claim.Row.Len < 3 {
			t.Fatalf("%v plan %+v", l, p)
		}
		c := s.Clone()
		scored(t, apply(t, c, ClaimMove(p.Claim)))
	}
	if plans[Hard].Claim.Row.Len < plans[Normal].Claim.Row.Len {
		t.Errorf("hard found a shorter row than normal: %+v vs %+v", plans[Hard], plans[Normal])
	}
}

// Reaction time grows with a claim's difficulty and shrinks with level.
func TestReactionTicks(t *testing.T) {
	plain := Claim{Row: Row{Len: 3}}
	long := Claim{Row: Row{Len: 6}}
	tiled := Claim{Row: Row{Len: 3}, Uses: []Use{{Kind: UseSwap}}}
	for _, l := range []Level{Easy, Normal, Hard} {
		a, b, c := ReactionTicks(l, plain), ReactionTicks(l, long), ReactionTicks(l, tiled)
		if !(a < b && a < c) {
			t.Errorf("%v: plain %d, long %d, with a swap %d", l, a, b, c)
		}
		if l > Easy && ReactionTicks(l, long) >= ReactionTicks(l-1, long) {
			t.Errorf("%v is not quicker than %v", l, l-1)
		}
	}
	if Difficulty(tiled) != 3+3+2 {
		t.Errorf("difficulty %d", Difficulty(tiled))
	}
}

// NewBot takes the level's name; an unknown one is a coded error.
func TestNewBotLevels(t *testing.T) {
	if got := Levels(); len(got) != 3 || got[0] != "easy" || got[2] != "hard" {
		t.Fatalf("levels %v", got)
	}
	_, err := NewBot("grandmaster", 1, 0)
	if ce, ok := err.(*ConfigError); !ok || ce.Code() != CodeUnknownLevel {
		t.Fatalf("unknown level: %v", err)
	}
}

// A bot's plans depend only on the seed and its seat: the same seed and
// seat plan alike, round after round; the weaker levels' mistakes come
// from the bot's own generator.
func TestBotPlansAreSeeded(t *testing.T) {
	// Target 37: row 2 adds up to 36, a near miss.
	s := game(t, bookBoard, []int{37, 20}, "", "SD4", "SD4")
	for _, name := range Levels() {
		a, _ := NewBot(name, 7, 1)
		b, _ := NewBot(name, 7, 1)
		mistakes := 0
		for range 200 {
			pa, pb := a.Plan(s), b.Plan(s)
			if pa.Ticks != pb.Ticks || pa.Impossible != pb.Impossible || pa.Mistake != pb.Mistake {
				t.Fatalf("%s: plans differ: %+v vs %+v", name, pa, pb)
			}
			if pa.Mistake {
				mistakes++
				if pa.Claim.Player != 1 {
					t.Fatalf("%s: a mistake for seat %d", name, pa.Claim.Player)
				}
			}
		}
		if (name == "hard") != (mistakes == 0) {
			t.Errorf("%s: %d mistakes in 200 plans", name, mistakes)
		}
	}
}
