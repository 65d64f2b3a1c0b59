package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/internal/apptest"
	sk "cifra/scenes/knister"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// playRoll places the viewer's number in the first free square once the
// dice have landed and the bots have written, then rolls on.
func (h *harness) playRoll() {
	h.T.Helper()
	h.WaitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
	h.Tap(h.firstFreeCell())
	h.WaitFor("the roll button", 300, func() bool { return h.Enabled("round.roll") })
	h.Tap("round.roll")
}

// snapshot is what must survive a relaunch.
type snapshot struct {
	grids  []knister.Grid
	round  int
	dice   [2]int
	placed []bool
	viewer int
}

func snap(r *sk.Round) snapshot {
	st := r.State()
	s := snapshot{round: st.Round(), dice: st.Dice(), viewer: r.Viewer()}
	for p := range st.Players() {
		s.grids = append(s.grids, st.Grid(p))
		s.placed = append(s.placed, st.HasPlaced(p))
	}
	return s
}

func (s snapshot) equal(o snapshot) bool {
	if s.round != o.round || s.dice != o.dice || s.viewer != o.viewer || len(s.grids) != len(o.grids) {
		return false
	}
	for p := range s.grids {
		if s.grids[p] != o.grids[p] || s.placed[p] != o.placed[p] {
			return false
		}
	}
	return true
}

// knisterSlot is the store name of Knister's game in progress.
var knisterSlot = core.SlotName(knister.GameName)

// savedRoll is the roll (1-based) of the Knister game the menu offers to
// resume, 0 when it offers none.
func savedRoll(h *harness) int {
	h.T.Helper()
	for _, id := range h.offers() {
		if id == ui.Indexed(resumeName, 0).String() { // Knister is the first game
			return h.resumeOffer(knister.GameName).(*sk.Saved).Roll()
		}
	}
	return 0
}

var resumeSeats = []rules.Player{{Name: "Ana"}, {Name: "Bea", Bot: "normal"}, {Name: "Cy", Bot: "easy"}}

// playToEnd plays every remaining roll and returns the final cards.
func (h *harness) playToEnd() []knister.Grid {
	h.T.Helper()
	round := h.app().Scene().(*sk.Round)
	for !round.State().Finished() {
		h.playRoll()
	}
	h.WaitFor("scoring", 300, func() bool { return h.app().Scene().Name() == "scoring" })
	return snap(round).grids
}

func TestResumeAfterRelaunchPlaysOnIdentically(t *testing.T) {
	// The same game without interruption, for comparison.
	ref := newHarness(t, Options{Seed: 31, Players: resumeSeats})
	want := ref.playToEnd()

	h := newHarness(t, Options{Seed: 31, Players: resumeSeats})
	for range 6 {
		h.playRoll()
	}
	h.WaitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
	h.Tap(h.firstFreeCell()) // roll 7 placed, not rolled on
	h.WaitFor("the bots", 100, func() bool { return h.Enabled("round.roll") })
	before := snap(h.app().Scene().(*sk.Round))

	h.Restart(Options{})
	if h.app().Scene().Name() != "menu" {
		t.Fatalf("relaunch shows %q, want the menu", h.app().Scene().Name())
	}
	if !h.Enabled("menu.resume.0") {
		t.Fatalf("the menu does not offer the game: %v", h.IDs())
	}
	offer := h.resumeOffer(knister.GameName)
	if got := h.app().ctx.T("menu.resume", h.app().ctx.T("game."+knister.GameName), offer.Progress(&h.app().ctx)); got != "Resume Knister · roll 7 of 25" {
		t.Fatalf("label %q", got)
	}
	// The offer has the focus, before the games' cards: Enter resumes it.
	h.Script.Press(ui.KeyActivate)
	h.Run(1)
	if got := h.app().Scene().Name(); got != "round" {
		t.Fatalf("the menu does not offer the game first: Enter opened %q", got)
	}
	round := h.app().Scene().(*sk.Round)
	h.WaitFor("the dice", 200, func() bool { return h.Enabled("round.roll") })
	if after := snap(round); !after.equal(before) {
		t.Fatalf("resumed %+v, want %+v", after, before)
	}
	if tb := round.Table(); len(tb.Seats) != 3 || tb.Seats[1] != resumeSeats[1] || tb.Seed != 31 {
		t.Fatalf("resumed table %+v", tb)
	}
	h.Tap("round.undo") // the placement is still this roll's
	if round.State().HasPlaced(0) {
		t.Fatal("undo after resuming did not take the number back")
	}
	h.Tap(h.firstFreeCell())
	h.WaitFor("the roll button", 100, func() bool { return h.Enabled("round.roll") })
	h.Tap("round.roll")
	if got := h.playToEnd(); !snapshotOf(got).equal(snapshotOf(want)) {
		t.Fatalf("the resumed game ended with %v, the uninterrupted one with %v", got, want)
	}
	if _, err := os.Stat(filepath.Join(store.Dir(), knisterSlot+".json")); !os.IsNotExist(err) {
		t.Fatalf("the finished game is still saved: %v", err)
	}
	h.Restart(Options{})
	if _, ok := h.Target("menu.resume.0"); ok {
		t.Fatal("the menu offers a finished game")
	}
}

func snapshotOf(g []knister.Grid) snapshot { return snapshot{grids: g, placed: make([]bool, len(g))} }

func TestResumeAfterTheRollWasMade(t *testing.T) {
	h := newHarness(t, Options{Seed: 8, Players: resumeSeats[:1]})
	h.playRoll()
	h.playRoll() // rolled: roll 3 shows, nothing placed in it
	before := snap(h.app().Scene().(*sk.Round))
	h.Restart(Options{})
	h.Tap("menu.resume.0")
	h.WaitFor("a free cell", 200, func() bool { return h.firstFreeCell() != "" })
	if after := snap(h.app().Scene().(*sk.Round)); !after.equal(before) || after.round != 2 {
		t.Fatalf("resumed %+v, want %+v", after, before)
	}
}

func TestANewGameKeepsTheSaveUntilItsFirstMove(t *testing.T) {
	h := newHarness(t, Options{Seed: 4, Players: resumeSeats})
	for range 3 {
		h.playRoll()
	}
	h.Restart(Options{})
	// A new game by mistake, left at once: the old game is still offered.
	h.Tap("menu.game.0")
	h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
	h.Tap("setup.start")
	h.Tap("setup.replace.new")                                                      // asked first: a game is in progress
	h.WaitFor("the new round", 300, func() bool { return h.firstFreeCell() != "" }) // the bots have written
	h.Tap("round.menu")
	h.Tap("overlay.leave")
	h.WaitFor("the menu", 60, func() bool { return h.app().Scene().Name() == "menu" })
	if roll := savedRoll(h); roll != 4 {
		t.Fatalf("the old game (roll 4) is no longer offered: roll %d", roll)
	}
	// Its first move by a person replaces the save.
	h.Tap("menu.game.0")
	h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
	h.Tap("setup.start")
	h.Tap("setup.replace.new")
	h.playRoll()
	h.Tap("round.menu")
	h.Tap("overlay.leave")
	h.WaitFor("the menu", 60, func() bool { return h.app().Scene().Name() == "menu" })
	if roll := savedRoll(h); roll != 2 {
		t.Fatalf("the new game is not the one saved: roll %d", roll)
	}
}

func TestCorruptSaveToastsAndTheMenuWorks(t *testing.T) {
	for name, blob := range map[string]string{
		"not JSON":   `{"version":1,"record":`,
		"old format": `{"version":0}`,
		"bad record": `{"version":1,"record":{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[{"p":3,"cell":[0,0]}]},"round":0,"viewer":0,"hints":false,"hintOn":false}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv(store.EnvConfigDir, dir)
			if err := os.WriteFile(filepath.Join(dir, knisterSlot+".json"), []byte(blob), 0o644); err != nil {
				t.Fatal(err)
			}
			h := &harness{apptest.Launch(t, Options{}, registry)}
			if h.app().Scene().Name() != "menu" {
				t.Fatalf("scene %q", h.app().Scene().Name())
			}
			if len(h.app().toasts) != 1 || !strings.Contains(h.app().toasts[0].text, "damaged") || strings.Contains(h.app().toasts[0].text, ".bad") {
				t.Fatalf("toasts %+v", h.app().toasts)
			}
			if _, err := os.Stat(filepath.Join(dir, knisterSlot+".json.bad")); err != nil {
				t.Fatalf("not kept aside: %v", err)
			}
			if _, ok := h.Target("menu.resume.0"); ok {
				t.Fatal("a damaged game is offered")
			}
			h.Tap("menu.game.0")
			h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
		})
	}
}

func TestBotsFromTheCommandLineAreNamedInTheLanguage(t *testing.T) {
	o, err := ParseOptions([]string{"-players", "Ana,bot:hard,bot:easy", "-lang", "ru"}, registry, &strings.Builder{})
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, o)
	seats := h.app().Scene().(*sk.Round).Table().Seats
	if seats[0].Name != "Ana" || seats[1].Name != "Бот 1" || seats[2].Name != "Бот 2" {
		t.Fatalf("seats %+v", seats)
	}
}

// TestResumeHotSeatHidesTheCard: with several people, a resumed game opens
// on the pass screen of the seat to move, never on someone's card.
func TestResumeHotSeatHidesTheCard(t *testing.T) {
	h := newHarness(t, Options{Seed: 12, Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}}})
	h.WaitFor("Ana's turn", 200, func() bool { return h.firstFreeCell() != "" })
	h.Tap(h.firstFreeCell())
	h.WaitFor("pass button", 100, func() bool { return h.Enabled("round.roll") })
	h.Tap("round.roll") // passes the device to Bo
	h.Restart(Options{})
	h.Tap("menu.resume.0")
	h.WaitFor("the pass screen", 60, func() bool { return h.app().Scene().Name() == "pass" })
	round := h.app().Scene().(*sk.Round)
	if round.Viewer() != 1 {
		t.Fatalf("resumed for seat %d, want Bo (1)", round.Viewer())
	}
	h.Tap("pass.ready")
	h.WaitFor("Bo's turn", 200, func() bool { return h.firstFreeCell() != "" })
	if st := round.State(); !st.HasPlaced(0) || st.HasPlaced(1) || st.Round() != 0 {
		t.Fatalf("placed %v %v on roll %d", st.HasPlaced(0), st.HasPlaced(1), st.Round())
	}
}
