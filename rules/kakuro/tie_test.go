package kakuro

import (
	"slices"
	"testing"
	"time"
)

func TestBreakTie(t *testing.T) {
	s := game(t, bookBoard, []int{36, 9, 16}, "", "", "", "", "")
	seats := []int{0, 2, 3}
	count := map[int]int{}
	const draws = 3000
	for n := range draws {
		w := s.BreakTie(seats, n)
		if !slices.Contains(seats, w) {
			t.Fatalf("BreakTie(%v, %d) = %d", seats, n, w)
		}
		if s.BreakTie(seats, n) != w || s.Clone().BreakTie(seats, n) != w {
			t.Fatalf("BreakTie(%v, %d) is not deterministic", seats, n)
		}
		if s.BreakTie([]int{3, 0, 2}, n) != w {
			t.Fatalf("BreakTie depends on the seats' order")
		}
		count[w]++
	}
	for _, p := range seats {
		if count[p] < draws/3*8/10 || count[p] > draws/3*12/10 {
			t.Errorf("seat %d won %d of %d ties", p, count[p], draws)
		}
	}
	if s.BreakTie(nil, 0) != -1 || s.BreakTie([]int{4}, 9) != 4 {
		t.Error("an empty or single tie")
	}
	// The draw moves on with the game: after a move, the same counters
	// give another sequence.
	before := make([]int, 40)
	for n := range before {
		before[n] = s.BreakTie(seats, n)
	}
	apply(t, s, AsideMove())
	same := 0
	for n := range before {
		if s.BreakTie(seats, n) == before[n] {
			same++
		}
	}
	if same == len(before) {
		t.Error("the tie-break does not depend on the moves played")
	}
	// And with the seed.
	other := game(t, bookBoard, []int{36, 9, 16}, "", "", "", "", "")
	other.cfg.Seed = 2
	same = 0
	for n := range 40 {
		if other.BreakTie(seats, n) == s.BreakTie(seats, n) {
			same++
		}
	}
	if same == 40 {
		t.Error("the tie-break does not depend on the seed")
	}
}

func TestSeedOfTheDay(t *testing.T) {
	a := SeedOfTheDay(2026, time.March, 14)
	if a != 13552240894792153283 {
		t.Fatalf("the seed of 2026-03-14 changed: %d", a)
	}
	if a == SeedOfTheDay(2026, time.March, 15) || a == SeedOfTheDay(2025, time.March, 14) || a == SeedOfTheDay(2026, time.April, 14) {
		t.Fatal("two days share a seed")
	}
	if SeedOfTheDay(2026, time.February, 30) != SeedOfTheDay(2026, time.March, 2) {
		t.Fatal("dates are not normalized")
	}
	seen := map[uint64]bool{}
	for d := range 800 {
		seen[SeedOfTheDay(2025, time.January, 1+d)] = true
	}
	if len(seen) != 800 {
		t.Fatalf("%d seeds for 800 days", len(seen))
	}
	// Every table size gets the same board and sum tiles on a date.
	one, err := New(ConfigOfTheDay(2026, time.March, 14, 1))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"75526468", "63333788", "51312255", "29299632", "15871181", "37782791", "79654464", "48248169"}
	if got := BoardRows(&one.board); !slices.Equal(got, want) || one.Target() != 35 {
		t.Fatalf("the board of 2026-03-14 changed: %q, target %d", got, one.Target())
	}
	for n := 2; n <= Box.MaxPlayers; n++ {
		s, err := New(ConfigOfTheDay(2026, time.March, 14, n))
		if err != nil {
			t.Fatal(err)
		}
		if s.board != one.board || s.Target() != one.Target() || !slices.Equal(s.sums, one.sums) {
			t.Fatalf("%d players get another deal", n)
		}
		if s.Config().Hourglass != Box.HourglassSeconds {
			t.Fatalf("hourglass %d", s.Config().Hourglass)
		}
	}
}
