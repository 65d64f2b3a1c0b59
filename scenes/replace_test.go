package scenes

import (
	"testing"

	"cifra/rules"
	"cifra/scenes/core"
	sk "cifra/scenes/knister"
	"cifra/scenes/store"
)

// TestNewGameAsksBeforeReplacingTheSavedOne: Start in setup, with a game of
// the same kind in progress, asks first; Back keeps it, "Resume it" goes
// on with it, "New game" starts afresh (the save is replaced once a person
// plays). Without a game in progress Start starts at once.
func TestNewGameAsksBeforeReplacingTheSavedOne(t *testing.T) {
	h := newHarness(t, Options{Seed: 2, Players: []rules.Player{{Name: "Ana"}, {Name: "Bot", Bot: "easy"}}})
	for range 3 {
		h.playRoll()
	}
	h.WaitFor("the fourth roll to be saved", 600, func() bool { return storedRoll(t) == 4 })
	h.Restart(Options{})
	toSetup := func() {
		h.Tap("menu.game.0")
		h.WaitFor("setup", 120, func() bool { return h.app().Scene().Name() == "setup" })
		h.Tap("setup.start")
	}
	toSetup()
	if _, ok := h.Target("setup.replace.resume"); !ok || h.app().Scene().Name() != "setup" {
		t.Fatalf("Start with a game in progress did not ask (scene %s, targets %v)", h.app().Scene().Name(), h.IDs())
	}
	if _, ok := h.Target("setup.start"); ok {
		t.Fatal("setup's Start can still be pressed under the question")
	}
	h.Tap("setup.replace.cancel")
	if _, ok := h.Target("setup.replace.new"); ok || storedRoll(t) != 4 {
		t.Fatalf("Back: the question is still open, or the save moved to roll %d", storedRoll(t))
	}
	h.Tap("setup.start")
	h.Tap("setup.replace.resume")
	h.WaitFor("the resumed round", 120, func() bool { return h.app().Scene().Name() == "round" })
	if r := h.app().Scene().(*sk.Round); r.State().Round() != 3 {
		t.Fatalf("Resume it went on at roll %d, want 4", r.State().Round()+1)
	}
	h.Restart(Options{})
	toSetup()
	h.Tap("setup.replace.new")
	h.WaitFor("the new round", 120, func() bool { return h.app().Scene().Name() == "round" })
	if r := h.app().Scene().(*sk.Round); r.State().Round() != 0 || storedRoll(t) != 4 {
		t.Fatalf("New game: roll %d, the save at roll %d before anyone played", r.State().Round()+1, storedRoll(t))
	}
	h.playRoll()
	h.WaitFor("the new game to take the save", 600, func() bool { return storedRoll(t) == 2 })

	// With no game in progress (this one finished or gone), Start starts.
	if err := store.Remove(knisterSlot); err != nil {
		t.Fatal(err)
	}
	h.Restart(Options{})
	toSetup()
	h.WaitFor("the round, without a question", 120, func() bool { return h.app().Scene().Name() == "round" })
}

// storedRoll is the roll (1-based) of the Knister game in the store, 0
// when there is none.
func storedRoll(t *testing.T) int {
	t.Helper()
	saved, err := core.LoadSave(findGame(registry, "knister"))
	if err != nil {
		t.Fatal(err)
	}
	if saved == nil {
		return 0
	}
	return saved.(*sk.Saved).Roll()
}
