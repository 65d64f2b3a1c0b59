package knister

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
)

// slot is Knister's save slot in the store.
var slot = core.SlotName(knister.GameName)

// midGame is a round of n seats (the first a person) with moves placements
// made straight through the rules, owning its save slot as the scene does
// after a person's first move.
func midGame(t testing.TB, n, moves int) (*Round, *core.Context) {
	t.Helper()
	ctx := &core.Context{Tr: i18n.New("en"), Settings: &core.Settings{}}
	seats := []rules.Player{{Name: "Ana"}}
	for i := 1; i < n; i++ {
		seats = append(seats, rules.Player{Name: "Bot", Bot: "normal"})
	}
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 77, Hints: true})
	r.slot.Own()
	for i := range moves {
		p := i % n
		if _, err := r.st.Apply(knister.Move{P: p, Cell: [2]int{i / n / 5, i / n % 5}}); err != nil {
			t.Fatal(err)
		}
	}
	return r, ctx
}

// load reads Knister's slot back as the menu does.
func load(t *testing.T) (*Saved, error) {
	t.Helper()
	res, err := core.LoadSave(&Game)
	if res == nil {
		return nil, err
	}
	return res.(*Saved), err
}

func TestSaveLoadRoundTrip(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r, ctx := midGame(t, 3, 3*7+1)
	r.viewer, r.hintOn = 0, true
	r.save(ctx)
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	if s.Roll() != 8 || s.viewer != 0 || !s.hintOn || len(s.Table().Seats) != 3 || s.Table().Seats[2].Bot != "normal" || !s.Table().Hints {
		t.Fatalf("loaded %+v, roll %d", s.Table(), s.Roll())
	}
	if got := s.Progress(ctx); got != "roll 8 of 25" {
		t.Fatalf("progress %q", got)
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
	s, err := load(t)
	if err != nil || s.st.Round() != 4 || s.st.Dice() != r.st.Dice() || s.st.HasPlaced(0) {
		t.Fatalf("round %d dice %v (want 4, %v): %v", s.st.Round(), s.st.Dice(), r.st.Dice(), err)
	}
}

// TestFirstSaveFormatStillResumes: a game saved by the version before the
// registry (format 1: hints and the scene's fields at the top) resumes.
func TestFirstSaveFormatStillResumes(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r, _ := midGame(t, 2, 2*3+1)
	rec, _ := json.Marshal(r.st.Record(r.table.Seats))
	v1 := map[string]any{"version": 1, "record": json.RawMessage(rec), "round": 3, "viewer": 1, "hints": true, "hintOn": true}
	if err := store.Save(slot, v1); err != nil {
		t.Fatal(err)
	}
	s, err := load(t)
	if err != nil || s == nil || s.Roll() != 4 || s.viewer != 1 || !s.hintOn || !s.Table().Hints {
		t.Fatalf("got %+v, %v", s, err)
	}
}

// envelope is a save as written to the slot, for damaging by hand.
type envelope struct {
	Version int             `json:"version"`
	Game    string          `json:"game"`
	Record  json.RawMessage `json:"record"`
	Hints   bool            `json:"hints,omitempty"`
	Extras  json.RawMessage `json:"extras,omitempty"`
}

func TestDamagedSavesAreKeptAside(t *testing.T) {
	good := func() envelope {
		r, _ := midGame(t, 2, 4)
		rec, _ := json.Marshal(r.st.Record(r.table.Seats))
		return envelope{Version: 2, Game: knister.GameName, Record: rec, Extras: json.RawMessage(`{"round":2,"viewer":0,"hintOn":false}`)}
	}
	cases := map[string]func() any{
		"not JSON":      func() any { return json.RawMessage(`{"version": 2, `) },
		"unknown key":   func() any { return map[string]any{"version": 2, "extra": true} },
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
		"another game":   func() any { g := good(); g.Game = "kakuro"; return g },
		"a game we lack": func() any { g := good(); g.Game = "chess"; return g },
		"option out of range": func() any {
			g := good()
			g.Record = []byte(strings.Replace(string(g.Record), `"options":{}`, `"options":{"rolls":99}`, 1))
			return g
		},
		"roll too far":  func() any { g := good(); g.Extras = json.RawMessage(`{"round":5,"viewer":0}`); return g },
		"viewer":        func() any { g := good(); g.Extras = json.RawMessage(`{"round":2,"viewer":2}`); return g },
		"unknown extra": func() any { g := good(); g.Extras = json.RawMessage(`{"round":2,"viewer":0,"x":1}`); return g },
	}
	for name, blob := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv(store.EnvConfigDir, dir)
			if name == "not JSON" {
				os.WriteFile(filepath.Join(dir, slot+".json"), blob().(json.RawMessage), 0o644)
			} else if err := store.Save(slot, blob()); err != nil {
				t.Fatal(err)
			}
			s, err := load(t)
			var ce *store.CorruptError
			if s != nil || !errors.As(err, &ce) || ce.KeptAs == "" {
				t.Fatalf("got %v, %v; want a kept-aside CorruptError", s, err)
			}
			if _, err := os.Stat(filepath.Join(dir, slot+".json.bad")); err != nil {
				t.Fatal("no .bad file")
			}
			if s, err := load(t); s != nil || err != nil {
				t.Fatalf("after keeping it aside: %v, %v", s, err)
			}
		})
	}
}

func TestNoSaveIsNoError(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	if s, err := load(t); s != nil || err != nil {
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
	info, err := os.Stat(filepath.Join(store.Dir(), slot+".json"))
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
		rec, _ := json.Marshal(r.st.Record(r.table.Seats))
		if _, err := json.MarshalIndent(envelope{Version: 2, Game: knister.GameName, Record: rec}, "", "  "); err != nil {
			b.Fatal(err)
		}
	}
}
