package scenes

import (
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/internal/apptest"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// harness drives the app tick by tick with scripted input
// (apptest.Harness), the app's insides in reach (app).
type harness struct{ *apptest.Harness }

func newHarness(t *testing.T, opts Options) *harness {
	t.Helper()
	return newHarnessSized(t, opts, 1280, 800)
}

// newHarnessSized is newHarness on a w×h screen (a 1920×1080 table).
func newHarnessSized(t *testing.T, opts Options, w, hh int) *harness {
	t.Helper()
	return &harness{apptest.New(t, opts, registry, w, hh)}
}

// app is the app under test.
func (h *harness) app() *App { return h.App.(*App) }

// firstFreeCell returns an enabled cell widget, scanning in reading order.
func (h *harness) firstFreeCell() string {
	for _, t := range h.app().Targets() {
		if strings.HasPrefix(t.ID, "round.cell.") && t.Enabled {
			return t.ID
		}
	}
	return ""
}

func TestSoloGameThroughThePointer(t *testing.T) {
	h := newHarness(t, Options{Seed: 42})
	if got := h.app().Scene().Name(); got != "menu" {
		t.Fatalf("first scene %q, want menu", got)
	}
	h.Tap("menu.game.0")
	h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
	h.Tap("setup.start")
	h.WaitFor("round", 60, func() bool { return h.app().Scene().Name() == "round" })
	round := h.app().Scene().(*sk.Round)
	if seed := round.Table().Seed; seed != 42 {
		t.Fatalf("-seed 42 reached the round as %d (menu → setup → round)", seed)
	}
	for roll := range knister.Rounds {
		h.WaitFor("a free cell", 200, func() bool { return h.firstFreeCell() != "" })
		if roll%2 == 0 {
			h.Tap(h.firstFreeCell())
		} else {
			h.dragTokenTo(h.firstFreeCell())
		}
		if round.State().Round() != roll || !round.State().HasPlaced(0) {
			t.Fatalf("roll %d: placement not applied (round %d)", roll, round.State().Round())
		}
		if roll == 3 {
			// Undo works until the next roll, then the number can go elsewhere.
			h.Tap("round.undo")
			if round.State().HasPlaced(0) {
				t.Fatal("undo did not take the number back")
			}
			h.Tap(h.firstFreeCell())
		}
		h.WaitFor("the roll button", 100, func() bool { return h.Enabled("round.roll") })
		h.Tap("round.roll")
	}
	h.WaitFor("scoring", 100, func() bool { return h.app().Scene().Name() == "scoring" })
	g := round.State().Grid(0)
	for r := range knister.Size {
		for c := range knister.Size {
			if g[r][c] == 0 {
				t.Fatalf("cell %d,%d empty at the end", r, c)
			}
		}
	}
	_, want := knister.ScoreGrid(g)
	if got := round.State().Scores()[0]; got != want {
		t.Fatalf("score %d, want %d", got, want)
	}
	h.Tap("scoring.again")
	h.WaitFor("a new round", 60, func() bool { return h.app().Scene().Name() == "round" })
	if seed := h.app().Scene().(*sk.Round).Table().Seed; seed != rules.NextSeed(42) {
		t.Fatalf("play again dealt seed %d, want the next of 42 (%d)", seed, rules.NextSeed(42))
	}
	// -seed is the first game's only: a game set up from the menu again
	// is dealt from the clock.
	h.Tap("round.menu")
	h.Tap("overlay.leave")
	h.WaitFor("the menu", 60, func() bool { return h.app().Scene().Name() == "menu" })
	h.Tap("menu.game.0")
	h.Tap("setup.start")
	if seed := h.app().Scene().(*sk.Round).Table().Seed; seed == 42 || seed == rules.NextSeed(42) {
		t.Fatalf("a later game from the menu reused seed %d", seed)
	}
}

// dragTokenTo drags the sum slip onto a cell.
func (h *harness) dragTokenTo(cell string) {
	h.T.Helper()
	r := h.app().Scene().(*sk.Round)
	tx, ty := r.TokenCenter()
	c := h.MustTarget(cell)
	h.Script.Drag(tx, ty, c.X+c.W/2, c.Y+c.H/2, 8)
	h.Run(1)
}

func TestHotSeatPassesTheDevice(t *testing.T) {
	h := newHarness(t, Options{Seed: 9, Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Bot", Bot: "normal"}}})
	h.WaitFor("Ana's roll", 200, func() bool { return h.firstFreeCell() != "" })
	round := h.app().Scene().(*sk.Round)
	if round.Viewer() != 0 {
		t.Fatalf("viewer %d, want Ana (0)", round.Viewer())
	}
	h.Tap(h.firstFreeCell())
	h.WaitFor("pass button", 100, func() bool { return h.Enabled("round.roll") })
	h.Tap("round.roll")
	if got := h.app().Scene().Name(); got != "pass" {
		t.Fatalf("scene %q after Ana placed, want pass", got)
	}
	if _, ok := h.Target("round.cell.0.0"); ok {
		t.Fatal("the pass screen must hide the card")
	}
	h.Tap("pass.ready")
	if round.Viewer() != 1 {
		t.Fatalf("viewer %d, want Bo (1)", round.Viewer())
	}
	h.Tap(h.firstFreeCell())
	h.WaitFor("roll button", 100, func() bool { return h.Enabled("round.roll") && round.State().AllPlaced() })
}

func TestKeyboardPlacesAndPauses(t *testing.T) {
	h := newHarness(t, Options{Seed: 5, Players: []rules.Player{{Name: "Kim"}}})
	h.WaitFor("a free cell", 200, func() bool { return h.firstFreeCell() != "" })
	round := h.app().Scene().(*sk.Round)
	// The focus waits on the centre square: right moves it, and the
	// first Enter writes there.
	h.Script.Press(ui.KeyRight)
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if g := round.State().Grid(0); g[2][3] == 0 {
		t.Fatalf("keyboard placement missing: %v", g)
	}
	h.Script.Press(ui.KeyBack)
	h.Run(1)
	if h.app().Scene().Name() != "overlay" {
		t.Fatalf("Esc opened %q, want the pause overlay", h.app().Scene().Name())
	}
	h.Script.Press(ui.KeyBack)
	h.Run(1)
	if h.app().Scene().Name() != "round" {
		t.Fatalf("Esc again gave %q, want the round", h.app().Scene().Name())
	}
}

func TestTinyWindowDoesNotPanic(t *testing.T) {
	h := newHarness(t, Options{Seed: 1, Players: []rules.Player{{Name: "A"}, {Bot: "hard", Name: "B"}}})
	for _, size := range [][2]int{{1, 1}, {2, 300}, {300, 2}, {360, 640}, {2560, 1440}} {
		h.app().Layout(size[0], size[1])
		h.Run(resizeSettleTicks + 5)
		if h.app().ctx.W != size[0] || h.app().ctx.H != size[1] {
			t.Fatalf("size %v not applied: %d×%d", size, h.app().ctx.W, h.app().ctx.H)
		}
	}
	h.Script.Tap(0, 0, true)
	h.Script.Tap(1e6, -5, false)
	h.Run(3)
}

func TestLanguagesSwitchLive(t *testing.T) {
	h := newHarness(t, Options{})
	h.Tap("menu.settings")
	before := h.app().ctx.T("menu.settings")
	h.Tap("settings.language")
	if h.app().ctx.Tr.Lang() == "en" {
		t.Fatal("language did not change")
	}
	if after := h.app().ctx.T("menu.settings"); after == before {
		t.Fatalf("menu.settings still %q after switching to %s", after, h.app().ctx.Tr.Lang())
	}
}

func TestParseOptions(t *testing.T) {
	var sink strings.Builder
	o, err := ParseOptions([]string{"-players", "Ana,bot:hard", "-seed", "3", "-lang", "de"}, registry, &sink)
	if err != nil || o.Game != "knister" || len(o.Players) != 2 || o.Players[1].Bot != "hard" || o.Lang != "de" {
		t.Fatalf("got %+v, %v", o, err)
	}
	if o, err := ParseOptions([]string{"-table", "-players", "Ana,Bo,Cy,Di"}, registry, &sink); err != nil || !o.Table || len(o.Players) != 4 {
		t.Fatalf("-table: got %+v, %v", o, err)
	}
	for _, bad := range [][]string{{"-game", "chess"}, {"-players", "bot:genius"}, {"-lang", "xx"}, {"-frames", "-1"}, {"stray"}, {"-players", strings.Repeat("a,", 13) + "a"}} {
		if _, err := ParseOptions(bad, registry, &sink); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// TestWaitingRoundIsIdle guards "idle costs nothing": once the dice have
// landed and the bots have written, a round waiting for a person must not
// ask for redraws.
func TestWaitingRoundIsIdle(t *testing.T) {
	h := newHarness(t, Options{Seed: 2, Players: []rules.Player{{Name: "Ana"}, {Name: "Bot", Bot: "easy"}}})
	h.WaitFor("Ana's turn", 300, func() bool { return h.firstFreeCell() != "" })
	h.Run(60)
	if h.app().Scene().Animating() {
		t.Fatal("the round keeps animating while it waits for a person")
	}
}

// TestResizeWaitsUntilTheSizeSettles: while a window is being dragged the
// screen keeps its size (Ebitengine scales the last picture), and sprites
// are repainted once, when the size has held for resizeSettleTicks.
func TestResizeWaitsUntilTheSizeSettles(t *testing.T) {
	h := newHarness(t, Options{})
	for i := range 3 * resizeSettleTicks {
		w, hh := h.app().Layout(1000+i*7, 700) // a drag: a new size every tick
		if w != 1280 || hh != 800 || h.app().ctx.W != 1280 {
			t.Fatalf("tick %d: screen %d×%d (ctx %d) during the drag, want 1280×800", i, w, hh, h.app().ctx.W)
		}
		h.Run(1)
	}
	if !h.app().resizing() {
		t.Fatal("the drag is not noticed")
	}
	h.Run(resizeSettleTicks)
	if w, hh := h.app().Layout(1000+(3*resizeSettleTicks-1)*7, 700); w != 1203 || hh != 700 || h.app().ctx.W != 1203 {
		t.Fatalf("after the drag: %d×%d, ctx %d", w, hh, h.app().ctx.W)
	}
	if h.app().resizing() {
		t.Fatal("still resizing")
	}
}
