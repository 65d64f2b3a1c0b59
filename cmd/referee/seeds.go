package main

import (
	"flag"
	"fmt"
	"math"

	"cifra/rules"
)

// seedFlags are sim's two ways of saying which games to play: -seed N
// (game i uses N+i) or -seeds NAME, a named range of rules.SeedRanges
// played from its first seed (docs/bots.md: choices are made on the
// selection range, reported figures come from the held-out one).
type seedFlags struct {
	seed  *uint64
	named *string
}

// addSeedFlags declares -seed and -seeds on fs.
func addSeedFlags(fs *flag.FlagSet) seedFlags {
	return seedFlags{
		seed:  fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i"),
		named: fs.String("seeds", "", "play a named seed range from its first seed instead of -seed: "+rangeNames()+" (docs/bots.md)"),
	}
}

// rangeNames lists the named ranges with their seeds.
func rangeNames() string {
	s := ""
	for i, r := range rules.SeedRanges() {
		if i > 0 {
			s += ", "
		}
		s += r.String()
	}
	return s
}

// first is the seed of the run's first game once fs is parsed, or a
// sentence saying why the flags cannot be played: both given, a range
// with no such name, more games than the range holds, or seeds past the
// largest.
func (f seedFlags) first(fs *flag.FlagSet, games int) (uint64, error) {
	if *f.named == "" {
		if *f.seed > math.MaxUint64-uint64(games-1) {
			return 0, fmt.Errorf("-seed %d leaves no room for %d games (game i uses seed+i)", *f.seed, games)
		}
		return *f.seed, nil
	}
	seedGiven := false
	fs.Visit(func(fl *flag.Flag) { seedGiven = seedGiven || fl.Name == "seed" })
	if seedGiven {
		return 0, fmt.Errorf("give -seed or -seeds, not both (-seeds %s starts at seed %d)", *f.named, namedFirst(*f.named))
	}
	r, err := rules.SeedRangeNamed(*f.named)
	if err != nil {
		return 0, err
	}
	if uint64(games) > r.Count {
		return 0, fmt.Errorf("-games %d is more than the %s range holds (%d seeds)", games, r.Name, r.Count)
	}
	return r.First, nil
}

// namedFirst is the first seed of the range named so, or 0.
func namedFirst(name string) uint64 {
	r, _ := rules.SeedRangeNamed(name)
	return r.First
}

// seedRangeOf names the range that holds all of games seeds from first,
// or "" when no one range does.
func seedRangeOf(first uint64, games int) string {
	for _, r := range rules.SeedRanges() {
		if first >= r.First && first-r.First+uint64(games) <= r.Count {
			return r.Name
		}
	}
	return ""
}
