package kakuro

import "testing"

func TestBotLevels(t *testing.T) {
	// Target 9 on the book board: "1 2 6" in row 3 needs a sum field on
	// [3,4]; no plain row adds up to 9 (columns and rows checked by Best).
	s := game(t, bookBoard, []int{9, 20}, "", "SD4", "SD4", "SD4")
	plans := map[Level]Plan{}
	for seat, l := range []Level{Easy, Normal, Hard} {
		plans[l] = Bot{Level: l}.PlanFor(s, seat, nil)
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
