package rules

import (
	"fmt"
	"strings"
)

// SeedRange is a named run of game seeds: the i-th game of a run over it
// (counting from 0) uses seed First+i, and a run may hold at most Count
// games.
//
// The bots' figures use two ranges, far apart so that no run over one
// reaches the other. What is chosen by measuring — a network's
// checkpoint or average, a lookahead's settings, a bot level's
// strength — is chosen on SelectionSeeds; what is reported about the
// result is measured on HeldOutSeeds, games no choice was made on, so a
// reported figure carries no selection (docs/bots.md).
type SeedRange struct {
	// Name is what `referee sim -seeds` and the trainer's tools call it.
	Name string
	// First is the range's first seed.
	First uint64
	// Count is how many seeds it holds.
	Count uint64
}

// Last is the range's last seed.
func (r SeedRange) Last() uint64 { return r.First + r.Count - 1 }

// Seed is the seed of the range's i-th game (from 0); it does not check
// that i is within Count.
func (r SeedRange) Seed(i int) uint64 { return r.First + uint64(i) }

// String names the range and its seeds: "heldout (seeds 1000000001 to 1001000000)".
func (r SeedRange) String() string {
	return fmt.Sprintf("%s (seeds %d to %d)", r.Name, r.First, r.Last())
}

// The two seed ranges (see SeedRange). The selection range starts at 1,
// where the figures measured before the ranges were named lie
// (`referee sim -seed 1`, the trainer's playPolicy and refereePlay, the
// Kakuzu levels' -seed 7); the held-out range starts a thousand million
// further on.
var (
	// SelectionSeeds are the games choices are made on: the trainer's
	// evaluations (rules/knister, -tags cifra_train) play them by default.
	SelectionSeeds = SeedRange{Name: "selection", First: 1, Count: 1_000_000}
	// HeldOutSeeds are the games reported figures are measured on.
	HeldOutSeeds = SeedRange{Name: "heldout", First: 1_000_000_001, Count: 1_000_000}
)

// SeedRanges lists the named ranges, selection first.
func SeedRanges() []SeedRange { return []SeedRange{SelectionSeeds, HeldOutSeeds} }

// SeedRangeNamed finds a range by its name (exactly as SeedRanges spells
// it); an unknown name is an error that lists the names.
func SeedRangeNamed(name string) (SeedRange, error) {
	var names []string
	for _, r := range SeedRanges() {
		if r.Name == name {
			return r, nil
		}
		names = append(names, r.Name)
	}
	return SeedRange{}, fmt.Errorf("unknown seed range %s (ranges: %s)", Quote(name), strings.Join(names, ", "))
}
