package stats

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// soloWith is a one-person game played with setting that scored score.
func soloWith(game, setting string, score int, seed uint64, date time.Time) Result {
	r := solo(game, score, seed, date)
	r.Setting = setting
	return r
}

func TestSettingKey(t *testing.T) {
	for _, c := range []struct {
		name    string
		options map[string]any
		want    string
	}{
		{"nil", nil, ""},
		{"empty", map[string]any{}, ""},
		{"kakuro", map[string]any{"hourglass": 60, "claim": 20, "deal": "seed"}, "claim=20,deal=seed,hourglass=60"},
		{"one", map[string]any{"hourglass": 0}, "hourglass=0"},
		{"bools", map[string]any{"auto": true, "hints": false}, "auto=true,hints=false"},
		{"negative", map[string]any{"n": -3}, "n=-3"},
		{"json number", map[string]any{"hourglass": 60.0, "claim": 20}, "claim=20,hourglass=60"},
		{"fraction", map[string]any{"x": 0.5}, "x=0.5"},
		{"separators quoted", map[string]any{"deal": "a,b=c"}, `deal="a,b=c"`},
		{"quote quoted", map[string]any{"deal": `say "hi"`}, `deal="say \"hi\""`},
		{"empty string quoted", map[string]any{"deal": ""}, `deal=""`},
		{"key quoted", map[string]any{"a=b": 1}, `"a=b"=1`},
		{"unicode", map[string]any{"deal": "случайно"}, "deal=случайно"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := SettingKey(c.options); got != c.want {
				t.Errorf("SettingKey(%v) = %q, want %q", c.options, got, c.want)
			}
		})
	}
	// The same options give the same key, whatever the map's order.
	opts := map[string]any{}
	for i := range 20 {
		opts[fmt.Sprintf("k%02d", i)] = i
	}
	first := SettingKey(opts)
	for range 20 {
		if got := SettingKey(opts); got != first {
			t.Fatalf("SettingKey changed between calls: %q then %q", first, got)
		}
	}
}

func TestBestPerSetting(t *testing.T) {
	useTempDir(t)
	const a, b = "claim=20,deal=seed,hourglass=60", "claim=20,deal=seed,hourglass=30"
	steps := []struct {
		name     string
		setting  string
		score    int
		newBest  bool
		want     Best // the setting's best after the game
		wantOver Best // the overall best after the game
	}{
		{"first game with a", a, 50, true, Best{50, "2025-03-01", 1}, Best{50, "2025-03-01", 1}},
		{"a lower score with b is b's best", b, 30, true, Best{30, "2025-03-02", 2}, Best{50, "2025-03-01", 1}},
		{"a lower score with a", a, 40, false, Best{50, "2025-03-01", 1}, Best{50, "2025-03-01", 1}},
		{"a tie with b keeps the older", b, 30, false, Best{30, "2025-03-02", 2}, Best{50, "2025-03-01", 1}},
		{"b beaten, not the overall best", b, 45, true, Best{45, "2025-03-05", 5}, Best{50, "2025-03-01", 1}},
		{"a beaten and the overall best", a, 60, true, Best{60, "2025-03-06", 6}, Best{60, "2025-03-06", 6}},
		{"no options, below the overall best", "", 55, false, Best{60, "2025-03-06", 6}, Best{60, "2025-03-06", 6}},
		{"no options, above the overall best", "", 70, true, Best{70, "2025-03-08", 8}, Best{70, "2025-03-08", 8}},
		{"b beaten after the overall best moved", b, 46, true, Best{46, "2025-03-09", 9}, Best{70, "2025-03-08", 8}},
	}
	for i, s := range steps {
		if got := record(t, soloWith("kakuro", s.setting, s.score, uint64(i+1), day(i+1))); got != s.newBest {
			t.Errorf("%s: newBest %v, want %v", s.name, got, s.newBest)
		}
		g := load(t).For("kakuro")
		if got, ok := g.BestFor(s.setting); !ok || got != s.want {
			t.Errorf("%s: best for %q %+v (%v), want %+v", s.name, s.setting, got, ok, s.want)
		}
		if g.Best != s.wantOver {
			t.Errorf("%s: overall best %+v, want %+v", s.name, g.Best, s.wantOver)
		}
	}
	// A table game played with a setting touches no best.
	before := load(t).For("kakuro")
	record(t, Result{Game: "kakuro", Setting: a, Scores: []int{99, 10}, Winners: []int{0}, Humans: []bool{true, false}, Date: day(20)})
	after := load(t).For("kakuro")
	if after.Played != before.Played+1 || after.Best != before.Best || !reflect.DeepEqual(after.Settings, before.Settings) {
		t.Errorf("a table game changed the bests: %+v, then %+v", before, after)
	}
	if len(after.Settings) != 2 {
		t.Errorf("settings %v, want a and b only (no options keep no setting)", after.Settings)
	}
	if _, ok := after.BestFor("claim=0"); ok {
		t.Error("a setting never played has a best")
	}
	if _, ok := load(t).For("knister").BestFor(""); ok {
		t.Error("a game never played has an overall best")
	}
}

func TestOldBlobWithoutSettings(t *testing.T) {
	dir := useTempDir(t)
	writeBlob(t, dir, `{"version": 1, "games": {"kakuro": {"played": 3, "won": 1, "best": {"score": 40, "date": "2025-01-02", "seed": 7}}}}`)
	g := load(t).For("kakuro")
	if want := (GameStats{Played: 3, Won: 1, Best: Best{40, "2025-01-02", 7}}); !reflect.DeepEqual(g, want) {
		t.Fatalf("old blob read as %+v, want %+v", g, want)
	}
	if b, ok := g.BestFor(""); !ok || b != g.Best {
		t.Fatalf("BestFor(\"\") = %+v, %v; want the overall best", b, ok)
	}
	if _, ok := g.BestFor("hourglass=60"); ok {
		t.Fatal("an old blob has no settings' bests")
	}
	// Its first game with options is a new best for them, below the
	// overall best, which stays.
	if !record(t, soloWith("kakuro", "hourglass=60", 30, 9, day(3))) {
		t.Error("the first game with a setting is its best")
	}
	g = load(t).For("kakuro")
	want := GameStats{Played: 4, Won: 1, Best: Best{40, "2025-01-02", 7}, Settings: map[string]Best{"hourglass=60": {30, "2025-03-03", 9}}}
	if !reflect.DeepEqual(g, want) {
		t.Fatalf("after a game: %+v, want %+v", g, want)
	}
	data, err := os.ReadFile(filepath.Join(dir, "stats.json"))
	if err != nil || !strings.Contains(string(data), `"settings"`) || !strings.Contains(string(data), `"version": 1`) {
		t.Fatalf("stats.json should hold the settings in version 1: %s, %v", data, err)
	}
}

func TestOldestSettingGivesWay(t *testing.T) {
	useTempDir(t)
	// MaxSettings settings, one a day, the first scoring least.
	start := time.Date(2025, time.January, 1, 12, 0, 0, 0, time.Local)
	for i := range MaxSettings {
		record(t, soloWith("kakuro", fmt.Sprintf("n=%d", i), 10+i, uint64(i), start.AddDate(0, 0, i)))
	}
	if n := len(load(t).For("kakuro").Settings); n != MaxSettings {
		t.Fatalf("%d settings kept, want %d", n, MaxSettings)
	}
	// Playing a kept setting again makes no room.
	record(t, soloWith("kakuro", "n=1", 99, 100, start.AddDate(1, 0, 0)))
	if _, ok := load(t).For("kakuro").BestFor("n=0"); !ok {
		t.Fatal("a kept setting's game pushed another out")
	}
	// A new one pushes out the best set longest ago.
	if !record(t, soloWith("kakuro", "n=new", 1, 101, start.AddDate(1, 0, 1))) {
		t.Error("a new setting's first game is its best")
	}
	g := load(t).For("kakuro")
	if len(g.Settings) != MaxSettings {
		t.Errorf("%d settings kept, want %d", len(g.Settings), MaxSettings)
	}
	if _, ok := g.BestFor("n=0"); ok {
		t.Error("the oldest setting's best is still kept")
	}
	for _, k := range []string{"n=1", "n=2", "n=new"} {
		if _, ok := g.BestFor(k); !ok {
			t.Errorf("%s lost", k)
		}
	}
}

func TestBadSettingsAreRefused(t *testing.T) {
	dir := useTempDir(t)
	for name, setting := range map[string]string{
		"too long":  strings.Repeat("x", MaxSettingLen+1),
		"not UTF-8": "deal=\xff",
	} {
		if _, err := Record(soloWith("kakuro", setting, 5, 1, day(1))); err == nil {
			t.Errorf("%s: Record accepted setting %q", name, setting)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("refused results wrote %d files", len(entries))
	}
	longest := strings.Repeat("x", MaxSettingLen)
	record(t, soloWith("kakuro", longest, 5, 1, day(1)))
	if _, ok := load(t).For("kakuro").BestFor(longest); !ok {
		t.Fatal("a setting key of the longest length was not kept")
	}
}

func TestDamagedSettingsAreKeptAside(t *testing.T) {
	// blob is a valid Kakuro entry whose "settings" are settings.
	blob := func(settings string) string {
		return `{"version": 1, "games": {"kakuro": {"played": 3, "won": 1, "best": {"score": 40, "date": "2025-01-02", "seed": 7}, "settings": ` + settings + `}}}`
	}
	var many []string
	for i := range MaxSettings + 1 {
		many = append(many, fmt.Sprintf(`"n=%d": {"score": 1, "date": "2025-01-02", "seed": 1}`, i))
	}
	for name, data := range map[string]string{
		"no game played":       `{"version": 1, "games": {"kakuro": {"played": 0, "settings": {"a=1": {"score": 4, "date": "2025-01-02", "seed": 1}}}}}`,
		"no overall best":      `{"version": 1, "games": {"kakuro": {"played": 2, "settings": {"a=1": {"score": 4, "date": "2025-01-02", "seed": 1}}}}}`,
		"empty key":            blob(`{"": {"score": 4, "date": "2025-01-02", "seed": 1}}`),
		"key too long":         blob(`{"` + strings.Repeat("x", MaxSettingLen+1) + `": {"score": 4, "date": "2025-01-02", "seed": 1}}`),
		"bad date":             blob(`{"a=1": {"score": 4, "date": "02/01/2025", "seed": 1}}`),
		"no date":              blob(`{"a=1": {"score": 4, "seed": 1}}`),
		"empty entry":          blob(`{"a=1": {}}`),
		"beats the overall":    blob(`{"a=1": {"score": 41, "date": "2025-01-02", "seed": 1}}`),
		"unknown field":        blob(`{"a=1": {"score": 4, "date": "2025-01-02", "seed": 1, "rank": 2}}`),
		"wrong type":           blob(`["a=1"]`),
		"too many settings":    blob(`{` + strings.Join(many, ", ") + `}`),
		"entry of wrong shape": blob(`{"a=1": 4}`),
	} {
		t.Run(name, func(t *testing.T) {
			wantKeptAside(t, "kakuro", data)
		})
	}
	t.Run("valid", func(t *testing.T) {
		dir := useTempDir(t)
		writeBlob(t, dir, blob(`{"a=1": {"score": 40, "date": "2025-01-02", "seed": 7}, "a=2": {"score": 12, "date": "2024-12-31", "seed": 3}}`))
		g := load(t).For("kakuro")
		if b, ok := g.BestFor("a=2"); !ok || b != (Best{12, "2024-12-31", 3}) {
			t.Fatalf("valid settings read as %+v", g)
		}
	})
	t.Run("empty settings", func(t *testing.T) {
		dir := useTempDir(t)
		writeBlob(t, dir, blob(`{}`))
		if g := load(t).For("kakuro"); g.Played != 3 || len(g.Settings) != 0 {
			t.Fatalf("empty settings read as %+v", g)
		}
	})
}

// Record must not change the settings of a Stats handed out earlier.
func TestRecordLeavesLoadedStatsAlone(t *testing.T) {
	useTempDir(t)
	record(t, soloWith("kakuro", "a=1", 10, 1, day(1)))
	earlier := load(t).For("kakuro")
	record(t, soloWith("kakuro", "a=1", 20, 2, day(2)))
	record(t, soloWith("kakuro", "a=2", 5, 3, day(3)))
	if b, _ := earlier.BestFor("a=1"); b.Score != 10 || len(earlier.Settings) != 1 {
		t.Fatalf("loaded statistics changed under the caller: %+v", earlier)
	}
}
