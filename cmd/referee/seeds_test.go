package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"math"
	"strings"
	"testing"

	"cifra/rules"
)

// simJSON runs sim with args and decodes its report, failing t unless it
// exits 0.
func simJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := run(append([]string{"sim"}, args...), &out, &errOut); code != 0 {
		t.Fatalf("sim %v: exit %d: %s", args, code, errOut.String())
	}
	var report map[string]any
	if err := json.Unmarshal(out.Bytes(), &report); err != nil {
		t.Fatalf("sim %v: %v in %s", args, err, out.String())
	}
	return report
}

// TestSimNamedSeedRanges: -seeds NAME plays the games -seed of the
// range's first seed plays, and the report says which range its seeds
// lie in.
func TestSimNamedSeedRanges(t *testing.T) {
	named := simJSON(t, "-game", "knister", "-bots", "normal,easy", "-games", "4", "-seeds", "heldout")
	plain := simJSON(t, "-game", "knister", "-bots", "normal,easy", "-games", "4", "-seed", "1000000001")
	for _, key := range []string{"mean", "meanStderr", "median", "min", "max", "wins", "firstSeed", "seedRange"} {
		a, _ := json.Marshal(named[key])
		b, _ := json.Marshal(plain[key])
		if !bytes.Equal(a, b) {
			t.Errorf("%s: -seeds heldout %s, -seed 1000000001 %s", key, a, b)
		}
	}
	if named["seedRange"] != "heldout" || named["firstSeed"] != float64(rules.HeldOutSeeds.First) {
		t.Errorf("-seeds heldout: seedRange %v, firstSeed %v", named["seedRange"], named["firstSeed"])
	}
	sel := simJSON(t, "-game", "knister", "-bots", "easy", "-games", "2", "-seeds", "selection")
	if sel["seedRange"] != "selection" || sel["firstSeed"] != float64(1) {
		t.Errorf("-seeds selection: seedRange %v, firstSeed %v", sel["seedRange"], sel["firstSeed"])
	}
	if r := simJSON(t, "-game", "knister", "-bots", "easy", "-games", "2"); r["seedRange"] != "selection" {
		t.Errorf("the default -seed 1: seedRange %v, want selection", r["seedRange"])
	}
	// Seeds that straddle a range's end, or lie outside both, name none.
	if r := simJSON(t, "-game", "knister", "-bots", "easy", "-games", "2", "-seed", "1000000"); r["seedRange"] != nil {
		t.Errorf("-seed 1000000 -games 2: seedRange %v, want none", r["seedRange"])
	}
	if r := simJSON(t, "-game", "knister", "-bots", "easy", "-games", "1", "-seed", "5000000000"); r["seedRange"] != nil {
		t.Errorf("-seed 5000000000: seedRange %v, want none", r["seedRange"])
	}
}

// TestSimSeedFlagsRefused: a range with no such name, -seed beside
// -seeds, and seeds past the largest are refused in words with exit 2.
func TestSimSeedFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-seeds", "held-out"}, `unknown seed range "held-out" (ranges: selection, heldout)`},
		{[]string{"-seeds", ""}, ""}, // empty: -seed's default, played
		{[]string{"-seeds", "heldout", "-seed", "7"}, "give -seed or -seeds, not both (-seeds heldout starts at seed 1000000001)"},
		{[]string{"-seeds", "selection", "-seed", "1"}, "give -seed or -seeds, not both"},
		{[]string{"-seed", "18446744073709551615", "-games", "2"}, "-seed 18446744073709551615 leaves no room for 2 games"},
	} {
		var out, errOut bytes.Buffer
		code := run(append([]string{"sim", "-game", "knister", "-bots", "easy", "-games", "1"}, c.args...), &out, &errOut)
		if c.want == "" {
			if code != 0 {
				t.Errorf("%v: exit %d: %s", c.args, code, errOut.String())
			}
			continue
		}
		if code != 2 || !strings.Contains(errOut.String(), c.want) || out.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", c.args, code, errOut.String(), out.String(), c.want)
		}
	}
	// More games than a range holds (unreachable while -games stops at
	// the ranges' size, so asked directly).
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f := addSeedFlags(fs)
	if err := fs.Parse([]string{"-seeds", "heldout"}); err != nil {
		t.Fatal(err)
	}
	_, err := f.first(fs, int(rules.HeldOutSeeds.Count)+1)
	if err == nil || !strings.Contains(err.Error(), "-games 1000001 is more than the heldout range holds (1000000 seeds)") {
		t.Errorf("too many games: %v", err)
	}
	if first, err := f.first(fs, int(rules.HeldOutSeeds.Count)); err != nil || first != rules.HeldOutSeeds.First {
		t.Errorf("the whole range: %d, %v", first, err)
	}
}

// TestSimPrintsStandardErrors: each seat's mean comes with its standard
// error and, with two seats or more, each seat's share of wins with its
// own.
func TestSimPrintsStandardErrors(t *testing.T) {
	games := []*simGame{
		{Scores: []int{1, 4}, Winners: []int{1}},
		{Scores: []int{2, 4}, Winners: []int{1}},
		{Scores: []int{3, 3}, Winners: []int{0, 1}},
		{Scores: []int{4, 1}, Winners: []int{0}},
	}
	r := summarize("test", []string{"a", "b"}, games)
	// Scores 1..4: sample sd √(5/3), over √4.
	if want := round3(math.Sqrt(5.0/3) / 2); r.MeanStderr[0] != want {
		t.Errorf("seat 0's mean's standard error %v, want %v", r.MeanStderr[0], want)
	}
	// Seat 1 won 3 of 4 (one shared): share 0.75, √(0.75·0.25/4).
	if r.WinShare[1] != 0.75 || r.WinShareStderr[1] != round4(math.Sqrt(0.75*0.25/4)) {
		t.Errorf("seat 1: win share %v ± %v", r.WinShare[1], r.WinShareStderr[1])
	}
	solo := summarize("test", []string{"a"}, []*simGame{{Scores: []int{5}, Winners: []int{0}}})
	if solo.MeanStderr[0] != 0 || solo.WinShare != nil {
		t.Errorf("one game of one seat: stderr %v, win share %v", solo.MeanStderr, solo.WinShare)
	}
	// And the printed report carries them.
	report := simJSON(t, "-game", "kakuzu", "-bots", "hard,easy", "-games", "3", "-seed", "11")
	for _, key := range []string{"meanStderr", "winShare", "winShareStderr"} {
		if v, _ := report[key].([]any); len(v) != 2 {
			t.Errorf("%s: %v, want one per seat", key, report[key])
		}
	}
}
