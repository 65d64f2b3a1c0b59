package rules

import (
	"strings"
	"testing"
)

// TestSeedRangesAreDisjointAndFarApart: no run over the selection range,
// however long, reaches the held-out one, and each is found by its name.
func TestSeedRangesAreDisjointAndFarApart(t *testing.T) {
	sel, held := SelectionSeeds, HeldOutSeeds
	if sel.First < 1 || sel.Last() >= held.First {
		t.Fatalf("ranges overlap or are out of order: %v, %v", sel, held)
	}
	if gap := held.First - sel.Last() - 1; gap < 100*sel.Count {
		t.Fatalf("only %d seeds between %v and %v", gap, sel, held)
	}
	if held.Last() < held.First {
		t.Fatalf("%v wraps around", held)
	}
	for _, r := range SeedRanges() {
		got, err := SeedRangeNamed(r.Name)
		if err != nil || got != r {
			t.Fatalf("SeedRangeNamed(%q) = %v, %v", r.Name, got, err)
		}
		if r.Seed(0) != r.First || r.Seed(int(r.Count-1)) != r.Last() {
			t.Fatalf("%v: Seed(0) %d, Seed(Count-1) %d", r, r.Seed(0), r.Seed(int(r.Count-1)))
		}
	}
	if got := HeldOutSeeds.String(); got != "heldout (seeds 1000000001 to 1001000000)" {
		t.Fatalf("String() = %q", got)
	}
	_, err := SeedRangeNamed("Heldout")
	if err == nil || !strings.Contains(err.Error(), `unknown seed range "Heldout" (ranges: selection, heldout)`) {
		t.Fatalf("a wrong name: %v", err)
	}
}
