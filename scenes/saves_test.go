package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/internal/apptest"
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
	h.Tap(ui.Indexed(cardName, i).String())
	h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
	h.Tap("setup.start")
	h.WaitFor("the round", 60, func() bool { return h.app().Scene().Name() == "round" })
	for range 3 {
		d.move(h)
	}
	h.Run(5)
	before := d.digest(h.app().Scene())
	h.Tap("round.menu")
	h.Tap("overlay.leave")
	h.WaitFor("the menu", 60, func() bool { return h.app().Scene().Name() == "menu" })

	h.Restart(Options{})
	offer := h.resumeOffer(g.ID)
	name := h.app().ctx.T("game." + g.ID)
	if label := h.app().ctx.T("menu.resume", name, offer.Progress(&h.app().ctx)); !strings.Contains(label, name) {
		t.Fatalf("the resume button says %q", label)
	}
	h.Tap(ui.Indexed(resumeName, h.resumeIndex(g.ID)).String())
	h.WaitFor("the round", 60, func() bool { return h.app().Scene().Name() == "round" })
	if in, ok := h.app().Scene().(core.InGame); !ok || in.Game() != g.ID {
		t.Fatalf("resumed %T, not a round of %s", h.app().Scene(), g.ID)
	}
	h.Run(200)
	if after := d.digest(h.app().Scene()); after != before {
		t.Fatalf("resumed\n%s\nwant\n%s", after, before)
	}
	d.move(h) // and it plays on
}

// resumeOffer returns the game id the menu offers to resume, as its
// resume button resumes it; it fails when there is none.
func (h *harness) resumeOffer(id string) core.Resumable {
	h.T.Helper()
	i := h.resumeIndex(id)
	save, err := core.LoadSave(registry[i])
	if save == nil {
		h.T.Fatalf("the menu offers a %s game whose save does not read: %v", id, err)
	}
	return save
}

// resumeIndex is the index of game id's resume button (its registry
// index); it fails when the menu offers no such game.
func (h *harness) resumeIndex(id string) int {
	h.T.Helper()
	i := slices.IndexFunc(registry, func(g *core.Game) bool { return g.ID == id })
	if !slices.Contains(h.offers(), ui.Indexed(resumeName, i).String()) {
		h.T.Fatalf("the menu offers no %s game to resume (targets %v)", id, h.IDs())
	}
	return i
}

// offers lists the menu's resume buttons, a game in progress each; it
// fails when the scene is not the menu.
func (h *harness) offers() []string {
	h.T.Helper()
	if got := h.app().Scene().Name(); got != "menu" {
		h.T.Fatalf("scene %q, want the menu", got)
	}
	var ids []string
	for _, id := range h.IDs() {
		if strings.HasPrefix(id, resumeName+".") {
			ids = append(ids, id)
		}
	}
	return ids
}

// TestTableModeGameResumesAroundTheTable: a table-mode Knister game is
// saved with its seating and resumes with a panel per person again.
func TestTableModeGameResumesAroundTheTable(t *testing.T) {
	h, round := newTable(t, fourPeople, 61)
	var points []ui.Point
	for p := range 4 {
		points = append(points, apptest.Center(h.seatFreeCells(p)[p].Target))
	}
	h.Script.TapTogether(points...)
	h.Run(1)
	before := knisterDigest(round)
	h.Restart(Options{})
	h.Tap(ui.Indexed(resumeName, h.resumeIndex(knister.GameName)).String())
	resumed, ok := h.app().Scene().(*sk.Round)
	if !ok || !resumed.Table().Around {
		t.Fatalf("resumed %T (around: %v), want the round around the table", h.app().Scene(), ok && resumed.Table().Around)
	}
	h.Run(1)
	if after := knisterDigest(resumed); after != before {
		t.Fatalf("resumed\n%s\nwant\n%s", after, before)
	}
	if _, ok := h.Target("seat.3.slip"); !ok {
		t.Fatalf("the resumed table has no panel for seat 3: %v", h.IDs())
	}
	// Everyone had written: the table rolls on by itself.
	h.WaitFor("the next roll", 600, func() bool { return resumed.State().Round() == 1 })
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
	h.Restart(Options{})
	offers := h.offers()
	bad := filepath.Join(store.Dir(), core.SlotName(kakuro.GameName)+".json.bad")
	if len(h.app().toasts) != 1 || !strings.Contains(h.app().toasts[0].text, "kept aside") || strings.Contains(h.app().toasts[0].text, ".bad") {
		t.Fatalf("toasts %+v, want one saying in words that the save was kept aside", h.app().toasts)
	}
	if _, err := os.Stat(bad); err != nil {
		t.Fatalf("the Kakuro save was not kept aside: %v", err)
	}
	if _, err := os.Stat(filepath.Join(store.Dir(), core.SlotName(kakuro.GameName)+".json")); !os.IsNotExist(err) {
		t.Fatalf("the Kakuro slot still holds the save: %v", err)
	}
	if len(offers) != 1 || offers[0] != ui.Indexed(resumeName, 0).String() { // Knister is the first game
		t.Fatalf("the menu offers %v to resume, want Knister's game only", offers)
	}
	h.Tap(ui.Indexed(resumeName, 0).String())
	h.WaitFor("the Knister round", 60, func() bool { return h.app().Scene().Name() == "round" })
	if r := h.app().Scene().(*sk.Round); r.State().Round() != 2 {
		t.Fatalf("resumed on roll %d, want 3", r.State().Round()+1)
	}
	// A second launch has nothing left to complain about.
	h.Restart(Options{})
	if len(h.app().toasts) != 0 {
		t.Fatalf("toasts again: %+v", h.app().toasts)
	}
}

// registerFake adds a fake game (apptest.FakeGame) at the end of the
// registry for the test.
func registerFake(t *testing.T) *apptest.FakeGame {
	t.Helper()
	f := apptest.NewFakeGame()
	withRegistered(t, &f.Game)
	return f
}

// TestResumeButtonsCarryTheRegistryIndex: as the menu documents, a game's
// resume button carries the game's index in the registry (like its card),
// so "menu.resume.0" is always Knister's whatever else is saved.
func TestResumeButtonsCarryTheRegistryIndex(t *testing.T) {
	f := registerFake(t)
	fi := len(registry) - 1
	h := newHarness(t, Options{})
	apptest.SaveFake(t, &h.app().ctx, core.Table{Game: f.Game.ID, Seats: []rules.Player{{Name: "Ana"}}, Seed: 8,
		Options: map[string]any{"hourglass": 90, "variant": "fast", "open": true}}, 5)
	h.Restart(Options{})
	if len(h.offers()) != 1 {
		t.Fatalf("the menu offers %d games", len(h.offers()))
	}
	want := ui.Indexed(resumeName, fi).String()
	if _, ok := h.Target(want); !ok {
		t.Fatalf("APP BUG: the fake game's resume button is not %q (scenes/menu says a resume button carries its game's index); targets %v", want, h.IDs())
	}
	h.Tap(want)
	s, ok := h.app().Scene().(*apptest.FakeRound)
	if !ok || s.Turn != 5 {
		t.Fatalf("resumed %T %+v", h.app().Scene(), s)
	}
}

// TestAFakeGamesSaveRoundTripsItsOptions: a registered game's options come
// back from its save as they were set: numbers as ints, choices, toggles.
func TestAFakeGamesSaveRoundTripsItsOptions(t *testing.T) {
	f := registerFake(t)
	h := newHarness(t, Options{})
	tb := core.Table{Game: f.Game.ID, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bot 1", Bot: "hard"}}, Seed: 8,
		Options: map[string]any{"hourglass": 0, "variant": "fast", "open": true}, Hints: true}
	apptest.SaveFake(t, &h.app().ctx, tb, 2)
	h.Restart(Options{})
	got := h.resumeOffer(f.Game.ID).Table()
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
		tb := core.Table{Game: f.Game.ID, Seats: []rules.Player{{Name: "Ana"}}, Seed: 8, Options: opts}
		if tb.Check(&f.Game) == nil {
			t.Fatalf("%v: Table.Check accepts it", opts)
		}
		apptest.SaveFake(t, &h.app().ctx, tb, 1)
		h.Restart(Options{})
		if len(h.offers()) != 0 {
			t.Errorf("%v: the save is offered", opts)
		}
		if len(h.app().toasts) != 1 || !strings.Contains(h.app().toasts[0].text, "kept aside") || strings.Contains(h.app().toasts[0].text, ".bad") {
			t.Errorf("%v (save %d): toasts %+v", opts, i+1, h.app().toasts)
		}
	}
}
