package knister

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
)

// midGame is a round of n seats (the first a person) with moves placements
// made straight through the rules, saving after each as the scene does.
func midGame(t testing.TB, n, moves int) (*Round, *core.Context) {
	t.Helper()
	ctx := &core.Context{Tr: i18n.New("en"), Settings: &core.Settings{}}
	seats := []core.Seat{{Name: "Ana"}}
	for i := 1; i < n; i++ {
		seats = append(seats, core.Seat{Name: "Bot", Bot: "normal"})
	}
	r := NewRound(ctx, core.Table{Game: "knister", Seats: seats, Seed: 77, Hints: true})
	r.saving = true
	for i := range moves {
		p := i % n
		if _, err := r.st.Apply(knister.Move{P: p, Cell: [2]int{i / n / 5, i / n % 5}}); err != nil {
			t.Fatal(err)
		}
	}
	return r, ctx
}

func TestSaveLoadRoundTrip(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r, ctx := midGame(t, 3, 3*7+1)
	r.viewer, r.hintOn = 0, true
	r.save(ctx)
	s, err := LoadSaved()
	if err != nil || s == nil {
		t.Fatalf("LoadSaved: %v, %v", s, err)
	}
	if s.Roll() != 8 || s.viewer != 0 || !s.hintOn || len(s.Table().Seats) != 3 || s.Table().Seats[2].Bot != "normal" || !s.Table().Hints {
		t.Fatalf("loaded %+v, roll %d", s.Table(), s.Roll())
	}
	for p := range 3 {
		if s.st.Grid(p) != r.st.Grid(p) {
			t.Fatalf("seat %d: grid %v, want %v", p, s.st.Grid(p), r.st.Grid(p))
		}
	}
}

// TestSaveKeepsARollMadeAfterThePlacements: the record holds placements
// only, so the roll number of the save must carry a roll made since.
func TestSaveKeepsARollMadeAfterThePlacements(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r, ctx := midGame(t, 2, 2*4)
	if _, err := r.st.Roll(); err != nil {
		t.Fatal(err)
	}
	r.save(ctx)
	s, err := LoadSaved()
	if err != nil || s.st.Round() != 4 || s.st.Dice() != r.st.Dice() || s.st.HasPlaced(0) {
		t.Fatalf("round %d dice %v (want 4, %v): %v", s.st.Round(), s.st.Dice(), r.st.Dice(), err)
	}
}

func TestDamagedSavesAreKeptAside(t *testing.T) {
	good := func() savedGame {
		r, _ := midGame(t, 2, 4)
		rec, _ := json.Marshal(r.st.Record(r.players()))
		return savedGame{Version: saveVersion, Record: rec, Round: r.st.Round()}
	}
	cases := map[string]func() any{
		"not JSON":      func() any { return json.RawMessage(`{"version": 1, `) },
		"unknown key":   func() any { return map[string]any{"version": 1, "extra": true} },
		"wrong version": func() any { g := good(); g.Version = 99; return g },
		"bad record":    func() any { g := good(); g.Record = json.RawMessage(`{"format":1}`); return g },
		"impossible move": func() any {
			g := good()
			g.Record = []byte(strings.Replace(string(g.Record), `"cell":[0,1]`, `"cell":[0,0]`, 1))
			return g
		},
		"bad bot level": func() any {
			g := good()
			g.Record = []byte(strings.Replace(string(g.Record), `"normal"`, `"genius"`, 1))
			return g
		},
		"roll too far": func() any { g := good(); g.Round = 5; return g },
		"viewer":       func() any { g := good(); g.Viewer = 2; return g },
	}
	for name, blob := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv(store.EnvConfigDir, dir)
			if name == "not JSON" {
				os.WriteFile(filepath.Join(dir, SaveName+".json"), blob().(json.RawMessage), 0o644)
			} else if err := store.Save(SaveName, blob()); err != nil {
				t.Fatal(err)
			}
			s, err := LoadSaved()
			var ce *store.CorruptError
			if s != nil || !errors.As(err, &ce) || ce.KeptAs == "" {
				t.Fatalf("got %v, %v; want a kept-aside CorruptError", s, err)
			}
			if _, err := os.Stat(filepath.Join(dir, SaveName+".json.bad")); err != nil {
				t.Fatal("no .bad file")
			}
			if s, err := LoadSaved(); s != nil || err != nil {
				t.Fatalf("after keeping it aside: %v, %v", s, err)
			}
		})
	}
}

func TestNoSaveIsNoError(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	if s, err := LoadSaved(); s != nil || err != nil {
		t.Fatalf("%v, %v", s, err)
	}
}

// BenchmarkSave measures one autosave of a twelve-seat game half played
// (150 placements): the record, JSON and an atomic write with fsync.
func BenchmarkSave(b *testing.B) {
	b.Setenv(store.EnvConfigDir, b.TempDir())
	r, ctx := midGame(b, 12, 150)
	for b.Loop() {
		r.save(ctx)
	}
	info, err := os.Stat(filepath.Join(store.Dir(), SaveName+".json"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(info.Size()), "bytes")
}

// BenchmarkSaveEncode is BenchmarkSave without the file: the share of a
// save spent building the record and its JSON.
func BenchmarkSaveEncode(b *testing.B) {
	r, _ := midGame(b, 12, 150)
	for b.Loop() {
		rec, _ := json.Marshal(r.st.Record(r.players()))
		if _, err := json.MarshalIndent(savedGame{Version: saveVersion, Record: rec}, "", "  "); err != nil {
			b.Fatal(err)
		}
	}
}
