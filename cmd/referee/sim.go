package main

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"cifra/rules"
)

type simGame = rules.SimGame

// simOptions are the sim command's settings shared with the game drivers.
type simOptions struct {
	Bots    []string
	Seed    uint64
	Variant string
}

// simReport is what `referee sim` prints: per-seat statistics over all
// games, bot decision times, and the game's own counters.
type simReport struct {
	Game           string         `json:"game"`
	Games          int            `json:"games"`
	Bots           []string       `json:"bots"`
	Mean           []float64      `json:"mean"`
	Median         []float64      `json:"median"`
	P10            []int          `json:"p10"` // 10th percentile score
	P90            []int          `json:"p90"` // 90th percentile score
	Min            []int          `json:"min"`
	Max            []int          `json:"max"`
	Wins           []int          `json:"wins"`
	DecisionMillis decisionMillis `json:"decisionMillis"`
	// MeanStderr is each mean's standard error; WinShare (wins/games) and
	// WinShareStderr come with two seats or more (spread.go).
	MeanStderr     []float64 `json:"meanStderr"`
	WinShare       []float64 `json:"winShare,omitempty"`
	WinShareStderr []float64 `json:"winShareStderr,omitempty"`
	// FirstSeed is the first game's seed (game i uses FirstSeed+i);
	// SeedRange names the range of rules.SeedRanges that holds every
	// game's seed, when one does (seeds.go).
	FirstSeed uint64 `json:"firstSeed"`
	SeedRange string `json:"seedRange,omitempty"`
	// Counters are the game's own totals, printed as top-level keys; a
	// dotted name nests: "claims.legal" becomes {"claims":{"legal":n}}.
	Counters map[string]int `json:"-"`
}

// MarshalJSON prints the fixed fields followed by the game's counters.
func (r simReport) MarshalJSON() ([]byte, error) {
	type plain simReport
	base, err := json.Marshal(plain(r))
	if err != nil || len(r.Counters) == 0 {
		return base, err
	}
	var merged map[string]any
	if err := json.Unmarshal(base, &merged); err != nil {
		return nil, err
	}
	for key, v := range r.Counters {
		parent, child, nested := strings.Cut(key, ".")
		if !nested {
			merged[key] = v
			continue
		}
		m, _ := merged[parent].(map[string]any)
		if m == nil {
			m = map[string]any{}
			merged[parent] = m
		}
		m[child] = v
	}
	return json.Marshal(merged)
}

type decisionMillis struct {
	P50 float64 `json:"p50"`
	P99 float64 `json:"p99"`
	Max float64 `json:"max"`
}

func simCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "knister", "game to play: "+strings.Join(gameNames(), ", "))
	bots := fs.String("bots", "normal", "comma-separated bot levels, one per seat")
	games := fs.Int("games", 100, "number of games")
	seeds := addSeedFlags(fs) // -seed, -seeds (seeds.go)
	variant := fs.String("variant", "", "game variant (kakuzu: classic, same-digit, no-bag)")
	out := fs.String("out", "", "directory to write every game's record into")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	d, ok := drivers[*game]
	if !ok {
		fmt.Fprintf(stderr, "referee: unknown game %s (games: %s)\n", rules.Quote(*game), strings.Join(gameNames(), ", "))
		return 2
	}
	switch {
	case *variant != "" && len(d.variants) == 0:
		fmt.Fprintf(stderr, "referee: %s has no variants: leave -variant out\n", *game)
		return 2
	case *variant != "" && !slices.Contains(d.variants, *variant):
		fmt.Fprintf(stderr, "referee: unknown variant %s for %s (variants: %s)\n", rules.Quote(*variant), *game, strings.Join(d.variants, ", "))
		return 2
	}
	opts := simOptions{Variant: *variant}
	for _, b := range strings.Split(*bots, ",") {
		b = strings.TrimSpace(b)
		if !slices.Contains(d.levels, b) {
			fmt.Fprintf(stderr, "referee: unknown bot level %s for %s (levels: %s)\n", rules.Quote(b), *game, strings.Join(d.levels, ", "))
			return 2
		}
		opts.Bots = append(opts.Bots, b)
	}
	if *games < 1 || *games > maxSimGames {
		fmt.Fprintf(stderr, "referee: -games must be 1 to %d, not %d\n", maxSimGames, *games)
		return 2
	}
	var err error
	if opts.Seed, err = seeds.first(fs, *games); err != nil {
		fmt.Fprintf(stderr, "referee: %v\n", err)
		return 2
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			fmt.Fprintf(stderr, "referee: %v\n", err)
			return 2
		}
	}
	results := make([]*simGame, 0, min(*games, 1024)) // grown as games end, not reserved
	for i := range *games {
		g, err := d.sim(opts, i)
		if err != nil {
			fmt.Fprintf(stderr, "referee: game %d: %v\n", i, err)
			return 1
		}
		if *out != "" {
			data, err := g.Record.Encode()
			if err == nil {
				err = os.WriteFile(filepath.Join(*out, fmt.Sprintf("%s-%04d.json", *game, i)), data, 0o644)
			}
			if err != nil {
				fmt.Fprintf(stderr, "referee: %v\n", err)
				return 1
			}
		}
		results = append(results, g)
	}
	report := summarize(*game, opts.Bots, results)
	report.FirstSeed, report.SeedRange = opts.Seed, seedRangeOf(opts.Seed, *games)
	writeJSON(stdout, report)
	return 0
}

// maxSimGames bounds -games: a million games keep their scores in a few
// hundred megabytes; more is a typo, refused in words.
const maxSimGames = 1_000_000

// summarize turns the games into the printed statistics.
func summarize(game string, bots []string, games []*simGame) simReport {
	n := len(bots)
	r := simReport{Game: game, Games: len(games), Bots: bots,
		Mean: make([]float64, n), Median: make([]float64, n), P10: make([]int, n), P90: make([]int, n),
		Min: make([]int, n), Max: make([]int, n), Wins: make([]int, n)}
	var decisions []time.Duration
	for seat := range n {
		scores := make([]int, len(games))
		sum := 0
		for i, g := range games {
			scores[i] = g.Scores[seat]
			sum += scores[i]
		}
		slices.Sort(scores)
		r.Mean[seat] = round2(float64(sum) / float64(len(scores)))
		r.Median[seat] = median(scores)
		r.P10[seat], r.P90[seat] = percentile(scores, 10), percentile(scores, 90)
		r.Min[seat], r.Max[seat] = scores[0], scores[len(scores)-1]
	}
	for _, g := range games {
		for _, w := range g.Winners {
			r.Wins[w]++
		}
		decisions = append(decisions, g.Decisions...)
		for k, v := range g.Counters {
			if r.Counters == nil {
				r.Counters = map[string]int{}
			}
			r.Counters[k] += v
		}
	}
	r.addSpread(games)
	slices.Sort(decisions)
	if len(decisions) > 0 {
		r.DecisionMillis = decisionMillis{
			P50: millis(percentile(decisions, 50)),
			P99: millis(percentile(decisions, 99)),
			Max: millis(decisions[len(decisions)-1]),
		}
	}
	return r
}

func median(sorted []int) float64 {
	m := len(sorted) / 2
	if len(sorted)%2 == 1 {
		return float64(sorted[m])
	}
	return float64(sorted[m-1]+sorted[m]) / 2
}

// percentile reads the p-th percentile (nearest rank) of sorted values.
func percentile[T cmp.Ordered](sorted []T, p int) T {
	i := (len(sorted)*p + 99) / 100
	return sorted[max(0, min(i-1, len(sorted)-1))]
}

func millis(d time.Duration) float64 { return round3(float64(d) / 1e6) }
func round2(x float64) float64       { return float64(int64(x*100+0.5)) / 100 }
func round3(x float64) float64       { return float64(int64(x*1000+0.5)) / 1000 }
