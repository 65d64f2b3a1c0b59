package core

import "testing"

func TestThoughtAnswersOnlyItsQuestion(t *testing.T) {
	type q struct{ round, seat int }
	calls := 0
	th := Think(q{3, 1}, func() int { calls++; return 42 })
	if v, ok := th.Take(q{3, 1}); !ok || v != 42 {
		t.Fatalf("Take(its key) = %d, %v; want 42, true", v, ok)
	}
	if _, ok := th.Take(q{3, 2}); ok {
		t.Fatal("Take(another key) answered")
	}
	if calls != 1 {
		t.Fatalf("decided %d times, want once", calls)
	}
	var none *Thought[q, int]
	if v, ok := none.Take(q{3, 1}); ok || v != 0 {
		t.Fatalf("nil Thought answered %d, %v", v, ok)
	}
}
