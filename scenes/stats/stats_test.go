package stats

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"cifra/scenes/store"
)

// useTempDir points the store at a fresh directory for one test.
func useTempDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(store.EnvConfigDir, dir)
	return dir
}

// day is a date for results.
func day(d int) time.Time { return time.Date(2025, time.March, d, 20, 0, 0, 0, time.Local) }

// solo is a one-person game that scored score.
func solo(game string, score int, seed uint64, date time.Time) Result {
	return Result{Game: game, Seed: seed, Scores: []int{score}, Winners: []int{0}, Humans: []bool{true}, Date: date}
}

func record(t *testing.T, r Result) bool {
	t.Helper()
	best, err := Record(r)
	if err != nil {
		t.Fatalf("Record(%+v): %v", r, err)
	}
	return best
}

func load(t *testing.T) Stats {
	t.Helper()
	s, err := Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return s
}

func TestNothingStoredIsEmpty(t *testing.T) {
	useTempDir(t)
	if g := load(t).For("knister"); !reflect.DeepEqual(g, GameStats{}) || g.HasBest() {
		t.Fatalf("fresh statistics: %+v", g)
	}
}

func TestRecordLoadRoundTrip(t *testing.T) {
	dir := useTempDir(t)
	if !record(t, solo("knister", 61, 12345678901234567890, day(14))) {
		t.Fatal("the first solo game sets the best score")
	}
	record(t, Result{Game: "knister", Seed: 9, Scores: []int{40, 52}, Winners: []int{1}, Humans: []bool{true, false}, Date: day(15)})
	record(t, Result{Game: "kakuro", Seed: 3, Scores: []int{7, 5}, Winners: []int{0}, Humans: []bool{true, false}, Date: day(16)})
	s := load(t)
	want := GameStats{Played: 2, Won: 0, Best: Best{Score: 61, Date: "2025-03-14", Seed: 12345678901234567890}}
	if got := s.For("knister"); !reflect.DeepEqual(got, want) {
		t.Errorf("knister: %+v, want %+v", got, want)
	}
	if got := s.For("kakuro"); !reflect.DeepEqual(got, GameStats{Played: 1, Won: 1}) || got.HasBest() {
		t.Errorf("kakuro: %+v, want 1 played, 1 won, no best", got)
	}
	if got := s.For("kakuzu"); !reflect.DeepEqual(got, GameStats{}) {
		t.Errorf("kakuzu was never played: %+v", got)
	}
	data, err := os.ReadFile(filepath.Join(dir, "stats.json"))
	if err != nil || !strings.Contains(string(data), `"version": 1`) {
		t.Fatalf("stats.json should carry its version: %s, %v", data, err)
	}
}

func TestWhoCounts(t *testing.T) {
	for _, c := range []struct {
		name         string
		r            Result
		played, won  int
		best, hasRec bool
	}{
		{"solo person", Result{Scores: []int{30}, Winners: []int{0}, Humans: []bool{true}}, 1, 0, true, true},
		{"solo bot", Result{Scores: []int{30}, Winners: []int{0}, Humans: []bool{false}}, 0, 0, false, false},
		{"bots only", Result{Scores: []int{30, 40, 50}, Winners: []int{2}, Humans: []bool{false, false, false}}, 0, 0, false, false},
		{"person beats bot", Result{Scores: []int{50, 40}, Winners: []int{0}, Humans: []bool{true, false}}, 1, 1, false, false},
		{"bot beats person", Result{Scores: []int{40, 50}, Winners: []int{1}, Humans: []bool{true, false}}, 1, 0, false, false},
		{"shared with a bot", Result{Scores: []int{50, 50}, Winners: []int{0, 1}, Humans: []bool{true, false}}, 1, 1, false, false},
		{"two people, once", Result{Scores: []int{50, 60, 70}, Winners: []int{1}, Humans: []bool{true, true, false}}, 1, 1, false, false},
		{"two people, bot wins", Result{Scores: []int{50, 60, 70}, Winners: []int{2}, Humans: []bool{true, true, false}}, 1, 0, false, false},
		{"hot-seat", Result{Scores: []int{50, 60}, Winners: []int{1}, Humans: []bool{true, true}}, 1, 1, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			useTempDir(t)
			c.r.Game, c.r.Date = "knister", day(1)
			if best := record(t, c.r); best != c.best {
				t.Errorf("newBest %v, want %v", best, c.best)
			}
			g := load(t).For("knister")
			if g.Played != c.played || g.Won != c.won || g.HasBest() != c.hasRec {
				t.Errorf("got %+v, want played %d won %d best %v", g, c.played, c.won, c.hasRec)
			}
		})
	}
}

func TestBestSoloScoreKeepsTheOlderOnATie(t *testing.T) {
	useTempDir(t)
	steps := []struct {
		score   int
		newBest bool
		want    Best
	}{
		{50, true, Best{50, "2025-03-01", 1}},
		{50, false, Best{50, "2025-03-01", 1}}, // a tie keeps the older record
		{49, false, Best{50, "2025-03-01", 1}},
		{51, true, Best{51, "2025-03-04", 4}},
		{0, false, Best{51, "2025-03-04", 4}},
	}
	for i, s := range steps {
		if got := record(t, solo("knister", s.score, uint64(i+1), day(i+1))); got != s.newBest {
			t.Errorf("game %d (%d points): newBest %v, want %v", i+1, s.score, got, s.newBest)
		}
		if got := load(t).For("knister").Best; got != s.want {
			t.Errorf("game %d: best %+v, want %+v", i+1, got, s.want)
		}
	}
	// Games between the solo ones do not touch the best score.
	record(t, Result{Game: "knister", Scores: []int{90, 10}, Winners: []int{0}, Humans: []bool{true, false}, Date: day(9)})
	if g := load(t).For("knister"); g.Best != steps[len(steps)-1].want || g.Played != len(steps)+1 {
		t.Errorf("after a table game: %+v", g)
	}
}

func TestZeroDateIsToday(t *testing.T) {
	useTempDir(t)
	defer func(f func() time.Time) { now = f }(now)
	now = func() time.Time { return day(27) }
	record(t, solo("kakuzu", 12, 5, time.Time{}))
	if got := load(t).For("kakuzu").Best.Date; got != "2025-03-27" {
		t.Fatalf("date %q, want the injected today 2025-03-27", got)
	}
}

func TestImpossibleResultsAreRefused(t *testing.T) {
	dir := useTempDir(t)
	for _, r := range []Result{
		{Scores: []int{1}, Humans: []bool{true}},                                     // no game
		{Game: "knister"},                                                            // no seats
		{Game: "knister", Scores: []int{1, 2}, Humans: []bool{true}},                 // seats disagree
		{Game: "knister", Scores: []int{1}, Humans: []bool{true}, Winners: []int{1}}, // no such winner
		{Game: "knister", Scores: []int{1}, Humans: []bool{true}, Winners: []int{-1}},
	} {
		if _, err := Record(r); err == nil {
			t.Errorf("Record(%+v) accepted", r)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("refused results wrote %d files", len(entries))
	}
}

// writeBlob stores raw bytes as the statistics blob.
func writeBlob(t *testing.T, dir, data string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "stats.json"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDamagedStatisticsAreKeptAside(t *testing.T) {
	valid := `{"version": 1, "games": {"knister": {"played": 3, "won": 1, "best": {"score": 40, "date": "2025-01-02", "seed": 7}}}}`
	for name, data := range map[string]string{
		"not json":          `{"version": 1, "games": {`,
		"null":              `null`,
		"empty":             ``,
		"wrong type":        `{"version": 1, "games": {"knister": {"played": "three"}}}`,
		"no version":        `{"games": {}}`,
		"newer version":     `{"version": 2, "games": {}}`,
		"unknown field":     `{"version": 1, "games": {"knister": {"played": 3, "lost": 2}}}`,
		"more won":          `{"version": 1, "games": {"knister": {"played": 3, "won": 4}}}`,
		"negative":          `{"version": 1, "games": {"knister": {"played": -1}}}`,
		"best without game": `{"version": 1, "games": {"knister": {"best": {"score": 40, "date": "2025-01-02"}}}}`,
		"bad date":          strings.Replace(valid, "2025-01-02", "02/01/2025", 1),
		"no date":           strings.Replace(valid, `"date": "2025-01-02", `, "", 1),
		"nameless game":     strings.Replace(valid, `"knister"`, `""`, 1),
	} {
		t.Run(name, func(t *testing.T) {
			dir := wantKeptAside(t, "knister", data)
			if _, err := os.Stat(filepath.Join(dir, "stats.json")); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the damaged blob should have moved aside: %v", err)
			}
		})
	}
	t.Run("valid", func(t *testing.T) {
		writeBlob(t, useTempDir(t), valid)
		if g := load(t).For("knister"); !reflect.DeepEqual(g, GameStats{Played: 3, Won: 1, Best: Best{40, "2025-01-02", 7}}) {
			t.Fatalf("valid blob read as %+v", g)
		}
	})
}

func TestRecordOverDamagedStatisticsStartsAfresh(t *testing.T) {
	dir := useTempDir(t)
	writeBlob(t, dir, `{"version": 1, "games": {"knister": {"played": 3, "won": 9}}}`)
	best, err := Record(solo("knister", 33, 1, day(2)))
	var ce *store.CorruptError
	if !errors.As(err, &ce) || !best {
		t.Fatalf("Record: %v, %v; want a new best and the *store.CorruptError to show", best, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "stats.json.bad")); err != nil {
		t.Fatalf("damaged statistics not kept: %v", err)
	}
	if g := load(t).For("knister"); !reflect.DeepEqual(g, GameStats{Played: 1, Best: Best{33, "2025-03-02", 1}}) {
		t.Fatalf("fresh statistics %+v", g)
	}
}

// A folder in the statistics' place is no statistics: it is kept aside
// whole (store.Load moves anything that is not a regular file) and Record
// starts afresh, losing nothing.
func TestRecordKeepsAFolderAsideWhole(t *testing.T) {
	dir := useTempDir(t)
	inside := filepath.Join(dir, "stats.json", "keep.txt")
	if err := os.MkdirAll(filepath.Dir(inside), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inside, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Record(solo("knister", 33, 1, day(2)))
	var ce *store.CorruptError
	if !errors.As(err, &ce) || !strings.Contains(ce.Reason, "not a regular file") {
		t.Fatalf("Record: %v, want the folder kept aside", err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "stats.json.bad", "keep.txt")); err != nil || string(data) != "mine" {
		t.Fatalf("the folder was not kept whole: %q, %v", data, err)
	}
	if g := load(t).For("knister"); g.Played != 1 {
		t.Fatalf("fresh statistics %+v", g)
	}
}

// Statistics that cannot be read at all (here: the config folder lies
// under a regular file) are not damaged ones: Record says so and writes
// nothing over them.
func TestRecordDoesNotOverwriteUnreadableStatistics(t *testing.T) {
	dir := useTempDir(t)
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(store.EnvConfigDir, filepath.Join(blocker, "cifra"))
	_, err := Record(solo("knister", 33, 1, day(2)))
	var ce *store.CorruptError
	if err == nil || errors.As(err, &ce) {
		t.Fatalf("Record: %v, want a read error", err)
	}
	if data, err := os.ReadFile(blocker); err != nil || string(data) != "x" {
		t.Fatalf("the blocking file was touched: %q, %v", data, err)
	}
}

// wantKeptAside loads damaged statistics data: Load must keep the bytes
// aside and start game's statistics afresh. It returns the store's
// directory.
func wantKeptAside(t *testing.T, game, data string) string {
	t.Helper()
	dir := useTempDir(t)
	writeBlob(t, dir, data)
	s, err := Load()
	var ce *store.CorruptError
	if !errors.As(err, &ce) || ce.KeptAs == "" {
		t.Fatalf("Load: %v, want a *store.CorruptError that kept the blob", err)
	}
	if g := s.For(game); !reflect.DeepEqual(g, GameStats{}) {
		t.Errorf("damaged statistics should start afresh, got %+v", g)
	}
	if kept, err := os.ReadFile(ce.KeptAs); err != nil || string(kept) != data {
		t.Errorf("kept %q (%v), want the damaged bytes %q", kept, err, data)
	}
	return dir
}
