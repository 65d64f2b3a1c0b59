package scenes

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/knister"
	"cifra/scenes/core"
	sk "cifra/scenes/knister"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// Saves seen from the app: one slot per registered game, resumed from the
// menu, kept aside when this version cannot resume them.

// TestEveryResumableGameRoundTrips: for each registered game that can
// resume, a game played a little through scripted input, left for the
// menu and the program relaunched, is offered on the menu under its own
// name and resumes exactly where it stopped.
func TestEveryResumableGameRoundTrips(t *testing.T) {
	for i, g := range registry {
		if g.Resume == nil || !g.Playable() {
			continue
		}
		t.Run(g.ID, func(t *testing.T) { resumeRoundTrip(t, i, g) })
	}
}

// resumeRoundTrip starts registered game i, makes three moves, leaves,
// starts the app again, resumes it from the menu and checks it is the same
// game, which plays on.
func resumeRoundTrip(t *testing.T, i int, g *core.Game) {
	d, ok := drivers[g.ID]
	if !ok {
		t.Fatalf("%s can resume but the tests have no driver for it: add one to drivers", g.ID)
	}
	h := newHarness(t, Options{Seed: 90})
	h.tap(ui.Indexed(cardName, i).String())
	h.waitFor("setup", 60, func() bool { return h.app.Scene().Name() == "setup" })
	h.tap("setup.start")
	h.waitFor("the round", 60, func() bool { return h.app.Scene().Name() == "round" })
	for range 3 {
		d.move(h)
	}
	h.run(5)
	before := d.digest(h.app.Scene())
	h.tap("round.menu")
	h.tap("overlay.leave")
	h.waitFor("the menu", 60, func() bool { return h.app.Scene().Name() == "menu" })

	h.restart(Options{})
	offer := h.resumeOffer(g.ID)
	name := h.app.ctx.T("game." + g.ID)
	if label := h.app.ctx.T("menu.resume", name, offer.save.Progress(&h.app.ctx)); !strings.Contains(label, name) {
		t.Fatalf("the resume button says %q", label)
	}
	h.tap(ui.Indexed(resumeName, h.resumeIndex(g.ID)).String())
	h.waitFor("the round", 60, func() bool { return h.app.Scene().Name() == "round" })
	if in, ok := h.app.Scene().(core.InGame); !ok || in.Game() != g.ID {
		t.Fatalf("resumed %T, not a round of %s", h.app.Scene(), g.ID)
	}
	h.run(200)
	if after := d.digest(h.app.Scene()); after != before {
		t.Fatalf("resumed\n%s\nwant\n%s", after, before)
	}
	d.move(h) // and it plays on
}

// resumeOffer returns the menu's offer to resume game id; it fails when
// there is none.
func (h *harness) resumeOffer(id string) resumable {
	h.t.Helper()
	m := h.menu()
	i := slices.IndexFunc(m.saves, func(r resumable) bool { return r.game.ID == id })
	if i < 0 {
		h.t.Fatalf("the menu offers no %s game to resume (targets %v)", id, h.ids())
	}
	return m.saves[i]
}

// resumeIndex is the index of game id's resume button (its registry index).
func (h *harness) resumeIndex(id string) int {
	h.t.Helper()
	return h.resumeOffer(id).index
}

func (h *harness) menu() *menu {
	h.t.Helper()
	m, ok := h.app.Scene().(*menu)
	if !ok {
		h.t.Fatalf("scene %q, want the menu", h.app.Scene().Name())
	}
	return m
}

// TestTableModeGameResumesAroundTheTable: a table-mode Knister game is
// saved with its seating and resumes with a panel per person again.
func TestTableModeGameResumesAroundTheTable(t *testing.T) {
	h, round := newTable(t, fourPeople, 61)
	var points []ui.Point
	for p := range 4 {
		points = append(points, center(h.seatFreeCells(p)[p].Target))
	}
	h.script.TapTogether(points...)
	h.run(1)
	before := knisterDigest(round)
	h.restart(Options{})
	h.tap(ui.Indexed(resumeName, h.resumeIndex(knister.GameName)).String())
	resumed, ok := h.app.Scene().(*sk.Round)
	if !ok || !resumed.Table().Around {
		t.Fatalf("resumed %T (around: %v), want the round around the table", h.app.Scene(), ok && resumed.Table().Around)
	}
	h.run(1)
	if after := knisterDigest(resumed); after != before {
		t.Fatalf("resumed\n%s\nwant\n%s", after, before)
	}
	if _, ok := h.target("seat.3.slip"); !ok {
		t.Fatalf("the resumed table has no panel for seat 3: %v", h.ids())
	}
	// Everyone had written: the table rolls on by itself.
	h.waitFor("the next roll", 600, func() bool { return resumed.State().Round() == 1 })
}

// TestAKakuroSaveIsKeptAsideAndTheMenuWorks: a save in Kakuro's slot that
// this version cannot read (extras it does not know, from a newer version
// say) is kept aside with a toast, the Knister game in progress is still
// offered, and the menu works.
func TestAKakuroSaveIsKeptAsideAndTheMenuWorks(t *testing.T) {
	h := newHarness(t, Options{Seed: 4, Players: []rules.Player{{Name: "Ana"}}})
	h.playRoll()
	h.playRoll()
	rec, _ := json.Marshal(rules.Record{Format: rules.FormatVersion, Game: kakuro.GameName, Seed: 3,
		Players: []rules.Player{{Name: "Ana"}, {Name: "Bot 1", Bot: "easy"}}, Moves: []json.RawMessage{}})
	blob := map[string]any{"version": 2, "game": kakuro.GameName, "record": json.RawMessage(rec), "extras": map[string]any{"clock": 12}}
	if err := store.Save(core.SlotName(kakuro.GameName), blob); err != nil {
		t.Fatal(err)
	}
	h.restart(Options{})
	m := h.menu()
	bad := filepath.Join(store.Dir(), core.SlotName(kakuro.GameName)+".json.bad")
	if len(h.app.toasts) != 1 || !strings.Contains(h.app.toasts[0].text, "kept aside") || strings.Contains(h.app.toasts[0].text, ".bad") {
		t.Fatalf("toasts %+v, want one saying in words that the save was kept aside", h.app.toasts)
	}
	if _, err := os.Stat(bad); err != nil {
		t.Fatalf("the Kakuro save was not kept aside: %v", err)
	}
	if _, err := os.Stat(filepath.Join(store.Dir(), core.SlotName(kakuro.GameName)+".json")); !os.IsNotExist(err) {
		t.Fatalf("the Kakuro slot still holds the save: %v", err)
	}
	if len(m.saves) != 1 || m.saves[0].game.ID != knister.GameName {
		t.Fatalf("the menu offers %d games to resume, want Knister's only", len(m.saves))
	}
	h.tap(ui.Indexed(resumeName, 0).String())
	h.waitFor("the Knister round", 60, func() bool { return h.app.Scene().Name() == "round" })
	if r := h.app.Scene().(*sk.Round); r.State().Round() != 2 {
		t.Fatalf("resumed on roll %d, want 3", r.State().Round()+1)
	}
	// A second launch has nothing left to complain about.
	h.restart(Options{})
	if len(h.app.toasts) != 0 {
		t.Fatalf("toasts again: %+v", h.app.toasts)
	}
}

// fakeGame is a playable, resumable game registered for one test: its
// round is a stand-in scene, its save a turn number.
type fakeGame struct {
	game    core.Game
	started []core.Table
}

type fakeScene struct {
	game string
	turn int
}

func (s *fakeScene) Name() string                      { return "round" }
func (s *fakeScene) Layout(*core.Context)              {}
func (s *fakeScene) Update(*core.Context)              {}
func (s *fakeScene) Draw(*ebiten.Image, *core.Context) {}
func (s *fakeScene) Animating() bool                   { return false }
func (s *fakeScene) Targets() []ui.Target              { return nil }
func (s *fakeScene) Game() string                      { return s.game }
func (s *fakeSaved) Progress(*core.Context) string     { return fmt.Sprintf("turn %d", s.turn) }
func (s *fakeSaved) Table() core.Table                 { return s.table }
func (s *fakeSaved) Scene(*core.Context) core.Scene {
	return &fakeScene{game: s.table.Game, turn: s.turn}
}
func (f *fakeGame) start(_ *core.Context, t core.Table) core.Scene {
	f.started = append(f.started, t)
	return &fakeScene{game: f.game.ID}
}

type fakeSaved struct {
	table core.Table
	turn  int
}

// registerFake adds a fake game with options of every kind at the end of
// the registry for the test.
func registerFake(t *testing.T) *fakeGame {
	t.Helper()
	f := &fakeGame{}
	f.game = core.Game{
		ID: "fakegame", MinSeats: 1, MaxSeats: 3, BotLevels: []string{"easy", "hard"}, TableSeats: 3,
		Options: []core.Option{
			{Key: "hourglass", Kind: core.Number, Min: 30, Max: 90, Step: 30, Off: true, Default: 60},
			{Key: "variant", Kind: core.Choice, Choices: []string{"classic", "fast"}, Default: "classic"},
			{Key: "open", Kind: core.Toggle, Default: false},
		},
		Start: f.start,
		Resume: func(s *core.Save) (core.Resumable, error) {
			var ex struct {
				Turn int `json:"turn"`
			}
			if err := rules.DecodeStrict(s.Extras, &ex); err != nil {
				return nil, err
			}
			return &fakeSaved{table: s.Table, turn: ex.Turn}, nil
		},
	}
	old := registry
	registry = append(slices.Clone(old), &f.game)
	t.Cleanup(func() { registry = old })
	return f
}

// saveFake writes a fake game in progress into its slot as a round would.
func saveFake(t *testing.T, ctx *core.Context, tb core.Table, turn int) {
	t.Helper()
	var slot core.SaveSlot
	slot.Own()
	rec := &rules.Record{Format: rules.FormatVersion, Game: tb.Game, Seed: tb.Seed, Players: tb.Seats,
		Options: core.RecordOptions(tb), Moves: []json.RawMessage{}}
	slot.Write(ctx, tb, rec, map[string]int{"turn": turn})
	if n := ctx.TakeNotices(); len(n) > 0 {
		t.Fatalf("saving: %v", n)
	}
}

// TestResumeButtonsCarryTheRegistryIndex: as the menu documents, a game's
// resume button carries the game's index in the registry (like its card),
// so "menu.resume.0" is always Knister's whatever else is saved.
func TestResumeButtonsCarryTheRegistryIndex(t *testing.T) {
	f := registerFake(t)
	fi := len(registry) - 1
	h := newHarness(t, Options{})
	saveFake(t, &h.app.ctx, core.Table{Game: f.game.ID, Seats: []rules.Player{{Name: "Ana"}}, Seed: 8,
		Options: map[string]any{"hourglass": 90, "variant": "fast", "open": true}}, 5)
	h.restart(Options{})
	if len(h.menu().saves) != 1 {
		t.Fatalf("the menu offers %d games", len(h.menu().saves))
	}
	want := ui.Indexed(resumeName, fi).String()
	if _, ok := h.target(want); !ok {
		t.Fatalf("APP BUG: the fake game's resume button is not %q (menu.go says a resume button carries its game's registry index); targets %v", want, h.ids())
	}
	h.tap(want)
	s, ok := h.app.Scene().(*fakeScene)
	if !ok || s.turn != 5 {
		t.Fatalf("resumed %T %+v", h.app.Scene(), s)
	}
}

// TestAFakeGamesSaveRoundTripsItsOptions: a registered game's options come
// back from its save as they were set: numbers as ints, choices, toggles.
func TestAFakeGamesSaveRoundTripsItsOptions(t *testing.T) {
	f := registerFake(t)
	h := newHarness(t, Options{})
	tb := core.Table{Game: f.game.ID, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bot 1", Bot: "hard"}}, Seed: 8,
		Options: map[string]any{"hourglass": 0, "variant": "fast", "open": true}, Hints: true}
	saveFake(t, &h.app.ctx, tb, 2)
	h.restart(Options{})
	got := h.resumeOffer(f.game.ID).save.Table()
	if got.Seed != 8 || !got.Hints || len(got.Seats) != 2 || got.Seats[1] != tb.Seats[1] {
		t.Fatalf("table %+v", got)
	}
	for k, v := range tb.Options {
		if got.Options[k] != v {
			t.Errorf("option %s = %#v, want %#v", k, got.Options[k], v)
		}
	}
}

// TestAFakeGamesOptionsOutOfRangeAreKeptAside: a save whose options the
// game does not accept is kept aside, with a toast, and not offered.
func TestAFakeGamesOptionsOutOfRangeAreKeptAside(t *testing.T) {
	f := registerFake(t)
	h := newHarness(t, Options{})
	for i, opts := range []map[string]any{{"hourglass": 999}, {"variant": "blitz"}, {"open": "yes"}, {"turbo": true}} {
		tb := core.Table{Game: f.game.ID, Seats: []rules.Player{{Name: "Ana"}}, Seed: 8, Options: opts}
		if tb.Check(&f.game) == nil {
			t.Fatalf("%v: Table.Check accepts it", opts)
		}
		saveFake(t, &h.app.ctx, tb, 1)
		h.restart(Options{})
		if len(h.menu().saves) != 0 {
			t.Errorf("%v: the save is offered", opts)
		}
		if len(h.app.toasts) != 1 || !strings.Contains(h.app.toasts[0].text, "kept aside") || strings.Contains(h.app.toasts[0].text, ".bad") {
			t.Errorf("%v (save %d): toasts %+v", opts, i+1, h.app.toasts)
		}
	}
}

// TestSetupCyclesAGamesOptionsAndRemembersThem: setup shows a button per
// option; pressing it walks the option's values (never one Check rejects),
// and the next setup of the game starts from the table last started —
// after a relaunch too.
func TestSetupCyclesAGamesOptionsAndRemembersThem(t *testing.T) {
	f := registerFake(t)
	fi := len(registry) - 1
	h := newHarness(t, Options{})
	h.tap(ui.Indexed(cardName, fi).String())
	s, ok := h.app.Scene().(*setup)
	if !ok || s.game != &f.game {
		t.Fatalf("the fake game's card opened %q", h.app.Scene().Name())
	}
	want := []any{90, 0, 30, 60, 90}
	for _, w := range want {
		h.tap(ui.Indexed(optionID, 0).String())
		if got := s.table.Options["hourglass"]; got != w {
			t.Fatalf("hourglass %v, want %v", got, w)
		}
		if err := f.game.Options[0].Check(s.table.Options["hourglass"]); err != nil {
			t.Fatal(err)
		}
	}
	h.tap(ui.Indexed(optionID, 1).String())
	h.tap(ui.Indexed(optionID, 2).String())
	h.tap("setup.add")
	h.tap("setup.start")
	if len(f.started) != 1 {
		t.Fatalf("started %d games", len(f.started))
	}
	chosen := map[string]any{"hourglass": 90, "variant": "fast", "open": true}
	for k, v := range chosen {
		if got := f.started[0].Options[k]; got != v {
			t.Errorf("the round got %s = %#v, want %#v", k, got, v)
		}
	}
	for _, relaunch := range []bool{false, true} {
		if relaunch {
			h.restart(Options{})
		} else {
			h.app.Menu()
			h.run(1)
		}
		h.tap(ui.Indexed(cardName, fi).String())
		// APP BUG (reported): the remembered table is read back from JSON
		// with its numbers as float64, which Option.Check refuses ("90 is
		// outside 30..90"), so setup drops the whole table for any game with
		// a number option (Kakuro's hourglass, Kakuzu's turn clock).
		s := h.app.Scene().(*setup)
		if len(s.table.Seats) != 2 {
			t.Errorf("APP BUG: relaunch %v: setup has %d seats, want the 2 last started", relaunch, len(s.table.Seats))
		}
		for k, v := range chosen {
			if got := s.table.Options[k]; got != v {
				t.Errorf("APP BUG: relaunch %v: setup starts with %s = %#v, want %#v as last started", relaunch, k, got, v)
			}
		}
	}
}

// TestSetupIgnoresARememberedTableOutOfRange: a remembered table whose
// options the game does not accept (a hand-edited file) is not used.
func TestSetupIgnoresARememberedTableOutOfRange(t *testing.T) {
	f := registerFake(t)
	h := newHarness(t, Options{})
	bad := core.Table{Game: f.game.ID, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bo"}}, Options: map[string]any{"hourglass": 999}}
	if err := store.Save(tableSaveAs+f.game.ID, bad); err != nil {
		t.Fatal(err)
	}
	s := newSetup(&h.app.ctx, &f.game)
	if len(s.table.Seats) != 1 || s.table.Options["hourglass"] != 60 {
		t.Fatalf("setup took the bad table: %+v", s.table)
	}
}
