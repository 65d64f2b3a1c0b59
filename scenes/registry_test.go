package scenes

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// registry is the list of games the tests build the app for: every game
// (games.All), and a test's own games for that test's length
// (withRegistered).
var registry = games.All

// The menu's widget IDs: a game's card and its resume button carry the
// game's index in registry.
const (
	cardName   = "menu.game"
	resumeName = "menu.resume"
)

// driver plays one registered game's round through scripted input only,
// as a person would: the registry tests need one for every playable game.
type driver struct {
	// move makes one person's move in the current round scene (the game
	// has just started or the previous move was made) and returns once the
	// round is ready for the next one, or has moved on to scoring.
	move func(h *harness)
	// digest words the round's state, to compare a resumed game with the
	// one that was saved.
	digest func(s core.Scene) string
}

// drivers holds a driver per playable game, by ID.
var drivers = map[string]driver{
	"knister": {move: knisterMove, digest: knisterDigest},
	"kakuro":  {move: kakuroMove, digest: kakuroDigest},
	"kakuzu":  {move: kakuzuMove, digest: kakuzuDigest},
}

// knisterMove writes the sum in the first free cell (every other roll by
// dragging the slip) and presses the roll button, or the finish button
// after the last roll.
func knisterMove(h *harness) {
	h.T.Helper()
	round := h.app().Scene().(*sk.Round)
	h.WaitFor("a free cell", 300, func() bool { return h.firstFreeCell() != "" })
	roll := round.State().Round()
	if roll%2 == 0 {
		h.Tap(h.firstFreeCell())
	} else {
		h.dragTokenTo(h.firstFreeCell())
	}
	if !round.State().HasPlaced(round.Viewer()) {
		h.T.Fatalf("roll %d: the placement did not land", roll+1)
	}
	h.WaitFor("the roll button", 300, func() bool { return h.Enabled("round.roll") })
	h.Tap("round.roll")
}

// knisterDigest is every card, the roll and who has written it.
func knisterDigest(s core.Scene) string {
	st := s.(*sk.Round).State()
	var b strings.Builder
	fmt.Fprintf(&b, "roll %d dice %v;", st.Round(), st.Dice())
	for p := range st.Players() {
		fmt.Fprintf(&b, " %d:%v placed=%v", p, st.Grid(p), st.HasPlaced(p))
	}
	return b.String()
}

// TestEveryPlayableGameGoesFromSetupToScoring: each game the menu offers is
// set up and played to its scores through scripted input only — the menu
// card, setup's start button, then the game's own moves.
func TestEveryPlayableGameGoesFromSetupToScoring(t *testing.T) {
	for i, g := range registry {
		if !g.Playable() {
			continue
		}
		t.Run(g.ID, func(t *testing.T) { playFromSetupToScoring(t, i, g) })
	}
}

// playFromSetupToScoring sets up registered game i from its menu card and
// plays it to its scores with its driver, then leaves for the menu, which
// offers nothing to resume.
func playFromSetupToScoring(t *testing.T, i int, g *core.Game) {
	d, ok := drivers[g.ID]
	if !ok {
		t.Fatalf("%s is playable but the tests have no driver for it: add one to drivers", g.ID)
	}
	h := newHarness(t, Options{Seed: 77})
	h.Tap(ui.Indexed(cardName, i).String())
	h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
	if want := h.app().ctx.T("setup.title", h.app().ctx.T(g.NameKey())); !slices.Contains(textsShown(h), want) {
		t.Fatalf("the card set up %v, not %q", textsShown(h), want)
	}
	h.Tap("setup.start")
	h.WaitFor("the round", 60, func() bool { return h.app().Scene().Name() == "round" })
	in, ok := h.app().Scene().(core.InGame)
	if !ok || in.Game() != g.ID {
		t.Fatalf("the round %T is not %s's", h.app().Scene(), g.ID)
	}
	for moves := 0; h.app().Scene().Name() != "scoring"; moves++ {
		if moves > 1000 {
			t.Fatalf("no scores after %d moves; scene %q", moves, h.app().Scene().Name())
		}
		d.move(h)
		h.Run(1)
	}
	// APP BUG (reported): core.InGame says a game's scoring belongs
	// to it like its round, but knister.Scoring has no Game method.
	if in, ok := h.app().Scene().(core.InGame); !ok || in.Game() != g.ID {
		t.Errorf("APP BUG: the scoring scene %T does not implement core.InGame for %s", h.app().Scene(), g.ID)
	}
	h.Tap("scoring.menu")
	h.WaitFor("the menu", 60, func() bool { return h.app().Scene().Name() == "menu" })
	if _, ok := h.Target(ui.Indexed(resumeName, 0).String()); ok {
		t.Fatal("the menu offers to resume a finished game")
	}
}

// TestComingSoonGames: a registered game without a round shows on the menu
// as a disabled card that a tap does not open, and -game names it with a
// clear error that offers the playable games.
// Every real game is playable, so the test registers one that is not.
func TestComingSoonGames(t *testing.T) {
	withRegistered(t, &core.Game{ID: "soon", MinSeats: 1, MaxSeats: 4})
	var soon []int
	for i, g := range registry {
		if !g.Playable() {
			soon = append(soon, i)
		}
	}
	if len(soon) != 1 {
		t.Fatalf("%d games coming soon, want the test's one", len(soon))
	}
	h := newHarness(t, Options{})
	for _, i := range soon {
		id := registry[i].ID
		card := h.MustTarget(ui.Indexed(cardName, i).String())
		if card.Enabled {
			t.Errorf("%s's card is enabled", id)
		}
		h.Script.Tap(card.X+card.W/2, card.Y+card.H/2, true)
		h.Run(5)
		if got := h.app().Scene().Name(); got != "menu" {
			t.Fatalf("a tap on %s's card opened %q", id, got)
		}
		_, err := ParseOptions([]string{"-game", id}, registry, &strings.Builder{})
		if err == nil {
			t.Fatalf("-game %s: no error", id)
		}
		for _, want := range append([]string{"-game " + id, "not playable"}, playableIDs(registry)...) {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("-game %s: %q does not say %q", id, err, want)
			}
		}
		// The same with -players, which would otherwise seat a table.
		if _, err := ParseOptions([]string{"-game", id, "-players", "Ana,Bo"}, registry, &strings.Builder{}); err == nil {
			t.Errorf("-game %s -players: no error", id)
		}
	}
	// Every playable card is enabled, and the registry's IDs are all known
	// to -game.
	for i, g := range registry {
		if g.Playable() && !h.MustTarget(ui.Indexed(cardName, i).String()).Enabled {
			t.Errorf("%s's card is disabled", g.ID)
		}
	}
	if _, err := ParseOptions([]string{"-game", "chess"}, registry, &strings.Builder{}); err == nil || !strings.Contains(err.Error(), "unknown game") {
		t.Errorf("-game chess: %v", err)
	}
}

// TestRegistryIsWellFormed: IDs are unique and record-safe, seat ranges
// and bot levels make sense, options have valid defaults, and every text
// the menu, setup and help look up exists in English.
func TestRegistryIsWellFormed(t *testing.T) {
	safe := regexp.MustCompile(`^[a-z][a-z0-9]*$`)
	seen := map[string]bool{}
	for _, g := range registry {
		if !safe.MatchString(g.ID) || seen[g.ID] {
			t.Errorf("game ID %q is not unique and lower-case", g.ID)
		}
		seen[g.ID] = true
		if findGame(registry, g.ID) != g {
			t.Errorf("findGame(%q) is not its entry", g.ID)
		}
		if g.MinSeats < 1 || g.MaxSeats < g.MinSeats || len(g.BotLevels) == 0 {
			t.Errorf("%s: seats %d..%d, bot levels %v", g.ID, g.MinSeats, g.MaxSeats, g.BotLevels)
		}
		if g.Playable() != (g.Start != nil) {
			t.Errorf("%s: Playable disagrees with Start", g.ID)
		}
		keys := map[string]bool{}
		for _, o := range g.Options {
			if keys[o.Key] {
				t.Errorf("%s: option %q twice", g.ID, o.Key)
			}
			keys[o.Key] = true
			if err := o.Check(o.Default); err != nil {
				t.Errorf("%s: default of %s: %v", g.ID, o.Key, err)
			}
		}
		texts := []string{"game." + g.ID, "game." + g.ID + ".blurb"}
		if g.Playable() { // help skips the games coming soon
			texts = append(texts, "help."+g.ID)
		}
		for _, o := range g.Options {
			texts = append(texts, "option."+g.ID+"."+o.Key)
			for _, c := range o.Choices {
				texts = append(texts, "option."+g.ID+"."+o.Key+"."+c)
			}
		}
		for _, s := range g.Settings {
			texts = append(texts, s.Label)
		}
		for _, l := range g.BotLevels {
			texts = append(texts, "seat.bot."+l)
		}
		for _, key := range texts {
			if !i18n.Has(key) {
				t.Errorf("%s: no English text for %q", g.ID, key)
			}
		}
	}
	if len(playableIDs(registry)) == 0 {
		t.Fatal("no playable game")
	}
}

// textsShown are the texts the current scene draws now.
func textsShown(h *harness) []string {
	ctx, s := h.app().Context(), h.app().Scene()
	var texts []string
	for _, b := range core.DrawTexts(ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) }).Boxes {
		texts = append(texts, b.Text)
	}
	return texts
}

// withRegistered adds g to the end of the registry for the test's length.
func withRegistered(t *testing.T, g *core.Game) {
	t.Helper()
	saved := registry
	registry = append(slices.Clip(registry), g)
	t.Cleanup(func() { registry = saved })
}
