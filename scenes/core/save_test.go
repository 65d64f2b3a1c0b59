package core

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
)

// fakeExtras is what the test game's round adds to its save.
type fakeExtras struct {
	Turn int `json:"turn"`
}

// fakeSaved is the test game's Resumable: the Save it was given.
type fakeSaved struct {
	save  *Save
	extra fakeExtras
}

func (f *fakeSaved) Progress(*Context) string { return fmt.Sprintf("turn %d", f.extra.Turn) }
func (f *fakeSaved) Table() Table             { return f.save.Table }
func (f *fakeSaved) Scene(*Context) Scene     { return nil }

// resumableGame is testGame with a Resume that decodes its extras strictly
// and refuses a turn past 9.
func resumableGame() *Game {
	g := testGame()
	g.Start = func(*Context, Table) Scene { return nil }
	g.Resume = func(s *Save) (Resumable, error) {
		f := &fakeSaved{save: s}
		if err := rules.DecodeStrict(s.Extras, &f.extra); err != nil {
			return nil, err
		}
		if f.extra.Turn > 9 {
			return nil, fmt.Errorf("turn %d is past the end", f.extra.Turn)
		}
		return f, nil
	}
	return g
}

func testContext() *Context { return &Context{Tr: i18n.New("en"), Settings: &Settings{}} }

// testRecord is a record of the test game for tb.
func testRecord(tb Table) *rules.Record {
	return &rules.Record{Format: rules.FormatVersion, Game: tb.Game, Seed: tb.Seed, Players: tb.Seats,
		Options: RecordOptions(tb), Moves: []json.RawMessage{json.RawMessage(`{"p":0}`)}}
}

func useTempStore(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(store.EnvConfigDir, dir)
	return dir
}

func TestSlotName(t *testing.T) {
	if got := SlotName("knister"); got != "knister-game" {
		t.Fatalf("SlotName = %q", got)
	}
}

func TestNoSaveIsNoError(t *testing.T) {
	useTempStore(t)
	if r, err := LoadSave(resumableGame()); r != nil || err != nil {
		t.Fatalf("%v, %v", r, err)
	}
}

// TestSaveSlotRoundTrip: what a round writes comes back to its game's
// Resume as it was: seats, seed, options (numbers as ints again), hints,
// seating and extras.
func TestSaveSlotRoundTrip(t *testing.T) {
	useTempStore(t)
	g := resumableGame()
	tb := Table{Game: g.ID, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bot 1", Bot: "hard"}}, Seed: 99,
		Options: map[string]any{"hourglass": 90, "variant": "long", "open": true, "rounds": 1}, Hints: true, Around: true,
		Pads: map[int]int{0: 3}}
	var slot SaveSlot
	ctx := testContext()
	slot.Write(ctx, tb, testRecord(tb), fakeExtras{Turn: 4})
	if r, _ := LoadSave(g); r != nil {
		t.Fatal("a slot that is not owned was written")
	}
	slot.Own()
	if !slot.Owned() {
		t.Fatal("Own did not take the slot")
	}
	slot.Write(ctx, tb, testRecord(tb), fakeExtras{Turn: 4})
	r, err := LoadSave(g)
	if err != nil || r == nil {
		t.Fatalf("LoadSave: %v, %v", r, err)
	}
	got := r.Table()
	if got.Game != g.ID || got.Seed != 99 || !got.Hints || !got.Around || len(got.Seats) != 2 || got.Seats[1] != tb.Seats[1] {
		t.Fatalf("table %+v", got)
	}
	for k, v := range tb.Options {
		if got.Options[k] != v {
			t.Errorf("option %s = %#v, want %#v", k, got.Options[k], v)
		}
	}
	if got.Pads != nil {
		t.Errorf("gamepads are for one sitting, but the save kept %v", got.Pads)
	}
	if p := r.Progress(ctx); p != "turn 4" {
		t.Fatalf("extras came back as %q", p)
	}
	if err := got.Check(g); err != nil {
		t.Fatalf("the resumed table fails its own check: %v", err)
	}
	if len(ctx.TakeNotices()) != 0 {
		t.Fatal("a good save toasted")
	}
	slot.Forget(ctx, Table{Game: g.ID})
	if r, err := LoadSave(g); r != nil || err != nil {
		t.Fatalf("after Forget: %v, %v", r, err)
	}
}

// TestAutoplayNeverTouchesTheSlot: demos neither write nor clear a save.
func TestAutoplayNeverTouchesTheSlot(t *testing.T) {
	useTempStore(t)
	g := resumableGame()
	tb := Table{Game: g.ID, Seats: seats(2), Seed: 1}
	var slot SaveSlot
	slot.Own()
	slot.Write(testContext(), tb, testRecord(tb), fakeExtras{Turn: 1})
	demo := testContext()
	demo.Autoplay = true
	tb.Seed = 2
	slot.Write(demo, tb, testRecord(tb), fakeExtras{Turn: 2})
	slot.Forget(demo, Table{Game: g.ID})
	r, err := LoadSave(g)
	if err != nil || r == nil || r.Table().Seed != 1 {
		t.Fatalf("after a demo: %v, %v", r, err)
	}
}

// TestAFailedWriteToastsOnce: a slot that cannot be written says so once
// per game, not at every move.
func TestAFailedWriteToastsOnce(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "not-a-dir")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(store.EnvConfigDir, filepath.Join(file, "cifra"))
	g := resumableGame()
	tb := Table{Game: g.ID, Seats: seats(2), Seed: 1}
	var slot SaveSlot
	slot.Own()
	ctx := testContext()
	for turn := range 3 {
		slot.Write(ctx, tb, testRecord(tb), fakeExtras{Turn: turn})
	}
	if n := ctx.TakeNotices(); len(n) != 1 || !strings.Contains(n[0], "could not be saved") {
		t.Fatalf("notices %q, want one", n)
	}
}

// TestVersion1SavesAreUpgraded: the first save format (Knister's: hints
// and the scene's fields at the top level) reads as the slot's game, the
// leftover fields becoming the extras.
func TestVersion1SavesAreUpgraded(t *testing.T) {
	useTempStore(t)
	g := resumableGame()
	tb := Table{Game: g.ID, Seats: seats(2), Seed: 5}
	rec, _ := json.Marshal(testRecord(tb))
	v1 := map[string]any{"version": 1, "record": json.RawMessage(rec), "hints": true, "turn": 7}
	if err := store.Save(SlotName(g.ID), v1); err != nil {
		t.Fatal(err)
	}
	r, err := LoadSave(g)
	if err != nil || r == nil {
		t.Fatalf("%v, %v", r, err)
	}
	if !r.Table().Hints || r.Table().Around || r.Progress(nil) != "turn 7" {
		t.Fatalf("upgraded %+v, %q", r.Table(), r.Progress(nil))
	}
}

// envelopeFor is a good version-2 save of the test game, to damage.
func envelopeFor(g *Game) map[string]any {
	tb := Table{Game: g.ID, Seats: seats(2), Seed: 5, Options: map[string]any{"hourglass": 30}}
	rec, _ := json.Marshal(testRecord(tb))
	return map[string]any{"version": 2, "game": g.ID, "record": json.RawMessage(rec), "extras": json.RawMessage(`{"turn":2}`)}
}

// TestDamagedSavesAreKeptAside: every way a save can be wrong keeps it
// aside (NAME.json.bad) with a reason, and the slot is then empty.
func TestDamagedSavesAreKeptAside(t *testing.T) {
	record := func(edit func(r map[string]any)) func(e map[string]any) {
		return func(e map[string]any) {
			var r map[string]any
			if err := json.Unmarshal(e["record"].(json.RawMessage), &r); err != nil {
				panic(err)
			}
			edit(r)
			b, _ := json.Marshal(r)
			e["record"] = json.RawMessage(b)
		}
	}
	for name, tc := range map[string]struct {
		edit   func(e map[string]any)
		reason string
	}{
		"newer version":     {func(e map[string]any) { e["version"] = 3 }, "version 3, newer than this Cifra reads"},
		"no version":        {func(e map[string]any) { delete(e, "version") }, "no version"},
		"negative version":  {func(e map[string]any) { e["version"] = -1 }, "not one Cifra ever wrote"},
		"unknown field":     {func(e map[string]any) { e["colour"] = "red" }, "colour"},
		"another game":      {func(e map[string]any) { e["game"] = "chess" }, "chess"},
		"record of another": {record(func(r map[string]any) { r["game"] = "chess" }), "chess"},
		"no record":         {func(e map[string]any) { delete(e, "record") }, "format"},
		"record format":     {record(func(r map[string]any) { r["format"] = 99 }), "format 99"},
		"too few seats":     {record(func(r map[string]any) { r["players"] = []any{map[string]any{"name": "A"}} }), "2 to 4"},
		"unknown bot": {record(func(r map[string]any) {
			r["players"] = []any{map[string]any{"name": "A"}, map[string]any{"name": "B", "bot": "genius"}}
		}), "genius"},
		"option out of range":   {record(func(r map[string]any) { r["options"] = map[string]any{"hourglass": 999} }), "hourglass"},
		"option not a number":   {record(func(r map[string]any) { r["options"] = map[string]any{"hourglass": 30.5} }), "hourglass"},
		"unknown option":        {record(func(r map[string]any) { r["options"] = map[string]any{"turbo": true} }), "turbo"},
		"options not an object": {record(func(r map[string]any) { r["options"] = []int{1} }), "options"},
		"resume refuses":        {func(e map[string]any) { e["extras"] = json.RawMessage(`{"turn":12}`) }, "past the end"},
		"unknown extra":         {func(e map[string]any) { e["extras"] = json.RawMessage(`{"turn":1,"x":2}`) }, "x"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := useTempStore(t)
			g := resumableGame()
			e := envelopeFor(g)
			tc.edit(e)
			if err := store.Save(SlotName(g.ID), e); err != nil {
				t.Fatal(err)
			}
			r, err := LoadSave(g)
			var ce *store.CorruptError
			if r != nil || !errors.As(err, &ce) {
				t.Fatalf("got %v, %v; want a CorruptError", r, err)
			}
			if want := filepath.Join(dir, SlotName(g.ID)+".json.bad"); ce.KeptAs != want {
				t.Fatalf("kept as %q, want %q", ce.KeptAs, want)
			}
			if !strings.Contains(ce.Reason, tc.reason) {
				t.Errorf("reason %q does not say %q", ce.Reason, tc.reason)
			}
			if msg := SaveNotice(testContext(), err); !strings.Contains(msg, "kept aside") || strings.Contains(msg, ".bad") {
				t.Errorf("notice %q does not say in words that the save was kept, or shows its path", msg)
			}
			if r, err := LoadSave(g); r != nil || err != nil {
				t.Fatalf("after keeping it aside: %v, %v", r, err)
			}
		})
	}
}

// TestAGameWithoutResumeKeepsItsSaveAside: a save of a registered game
// this version cannot resume (no round yet) is kept aside, not lost.
func TestAGameWithoutResumeKeepsItsSaveAside(t *testing.T) {
	dir := useTempStore(t)
	g := resumableGame()
	e := envelopeFor(g)
	g.Start, g.Resume = nil, nil
	if err := store.Save(SlotName(g.ID), e); err != nil {
		t.Fatal(err)
	}
	r, err := LoadSave(g)
	var ce *store.CorruptError
	if r != nil || !errors.As(err, &ce) || !strings.Contains(ce.Reason, "cannot be resumed") {
		t.Fatalf("got %v, %v", r, err)
	}
	if _, err := os.Stat(filepath.Join(dir, SlotName(g.ID)+".json.bad")); err != nil {
		t.Fatal(err)
	}
}

// TestASecondDamagedSaveKeepsTheFirst: nothing is lost — a damaged save
// kept aside is not overwritten when the next one is kept aside too.
func TestASecondDamagedSaveKeepsTheFirst(t *testing.T) {
	dir := useTempStore(t)
	g := resumableGame()
	var kept []string
	for i, version := range []int{7, 8} {
		e := envelopeFor(g)
		e["version"] = version
		if err := store.Save(SlotName(g.ID), e); err != nil {
			t.Fatal(err)
		}
		_, err := LoadSave(g)
		var ce *store.CorruptError
		if !errors.As(err, &ce) || ce.KeptAs == "" {
			t.Fatalf("save %d: %v", i+1, err)
		}
		kept = append(kept, ce.KeptAs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, SlotName(g.ID)+"*.bad*"))
	seen := map[int]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []int{7, 8} {
			if strings.Contains(string(data), fmt.Sprintf(`"version": %d`, v)) {
				seen[v] = true
			}
		}
	}
	if !seen[7] || !seen[8] {
		t.Errorf("APP BUG: the first damaged save was overwritten by the second (kept as %v; files %v)", kept, files)
	}
}

// TestRecordOptions: a table's options go into its record's "options",
// and a table without options writes none.
func TestRecordOptions(t *testing.T) {
	if got := RecordOptions(Table{}); got != nil {
		t.Fatalf("no options: %s", got)
	}
	got := RecordOptions(Table{Options: map[string]any{"hourglass": 60, "variant": "fast"}})
	var back map[string]any
	if err := json.Unmarshal(got, &back); err != nil || back["hourglass"] != 60.0 || back["variant"] != "fast" {
		t.Fatalf("%s: %v", got, err)
	}
}

// TestSaveNoticeForOtherErrors: an error that is not a damaged save (no
// permission, no storage) is shown as unreadable, with its reason.
func TestSaveNoticeForOtherErrors(t *testing.T) {
	msg := SaveNotice(testContext(), errors.New("permission denied"))
	if !strings.Contains(msg, "permission denied") {
		t.Fatalf("%q", msg)
	}
}
