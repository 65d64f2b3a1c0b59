package kakuzu

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// The browser end-to-end test (wasm/e2e/kakuzu.mjs) plays the end of a
// Kakuzu game against a bot by real clicks, once in the classic variant and
// once in the no-bag one. It cannot see under the stones, so it starts from
// saved games whose sheet it knows: this file makes those saves,
// wasm/e2e/testdata/kakuzu-endgame.json (classic, here) and
// kakuzu-nobag-endgame.json (no-bag, e2enobag_test.go), and checks they
// stay what the game makes. Rewrite them after a change to the rules, the
// bots or the save format with
//
//	xvfb-run -a go test ./scenes/kakuzu/ -run TestE2ERecord -update

var updateE2E = flag.Bool("update", false, "rewrite wasm/e2e/testdata/kakuzu-*endgame.json (TestE2ERecord*)")

// e2eCase is one of the browser test's saves: its variant, its file (the
// save the browser test puts in localStorage, with the sheet and what its
// plan must lead to), the game's seed and the hand-over point.
type e2eCase struct {
	variant kakuzu.Variant
	file    string
	seed    uint64
	// left: the save is made at the first point of Ana's turn, about to
	// draw (classic) or name (no-bag), with at most this many stones on
	// the tray.
	left int
	// about ends the file's "about": what the game is.
	about string
}

// The game: Ana (a person, seat 0) against an easy bot on a fixed sheet;
// the seed fixes the draws, before the save and after it (and the bots'
// choices).
var (
	e2eSeats = []rules.Player{{Name: "Ana"}, {Name: "Bot", Bot: string(kakuzu.Easy)}}
	e2eSheet = []string{
		"675421839",
		"943687152",
		"218593674",
		"892364517",
		"451278396",
		"736159428",
		"164732985",
		"329845761",
		"587916243",
	}
)

// e2eClassic's seed and hand-over point were picked among those e2eDull
// accepts for a short game: 6 stones left, 5 lifts by Ana (a miss, then
// matches), one turn of the bot's with a lift, about 1100 ticks to the
// scoring scene.
var e2eClassic = e2eCase{
	variant: kakuzu.Classic,
	file:    "../../wasm/e2e/testdata/kakuzu-endgame.json",
	seed:    154,
	left:    6,
	about:   "a Kakuzu game saved at Ana's turn near the end",
}

// e2eStart is what Ana's turn begins with in variant v: a draw, or in the
// no-bag variant a name.
func e2eStart(v kakuzu.Variant) kakuzu.Action {
	if v == kakuzu.NoBag {
		return kakuzu.ActionName
	}
	return kakuzu.ActionDraw
}

// e2eData is the file's JSON.
type e2eData struct {
	About string `json:"about"`
	// Key is the localStorage key of Kakuzu's save slot.
	Key string `json:"key"`
	// Save is the slot's envelope, as the game writes it.
	Save json.RawMessage `json:"save"`
	// Sheet is the hidden sudoku, row 0 first (the record's setup holds it
	// too).
	Sheet  []string  `json:"sheet"`
	Expect e2eExpect `json:"expect"`
}

// e2eExpect is what the browser's plan leads to from the save: Ana names
// (no-bag) the lowest digit she may name; she lifts the first covered stone
// (row-major) whose digit is not the number drawn or named (a deliberate
// miss) on her first lift, then always the first covered stone whose digit
// it is; the easy bot plays as the resumed round's bot does. The no-bag
// figures are left out of a classic file and FirstDraw out of a no-bag one.
type e2eExpect struct {
	Covered   int   `json:"covered"`             // stones on the tray at the save
	Scores    []int `json:"scores"`              // stones per seat at the save
	FirstDraw int   `json:"firstDraw,omitempty"` // the first number Ana draws (a 0 is dull)
	Draws     int   `json:"draws"`               // numbers Ana draws
	Zeros     int   `json:"zeros"`               // of them, zeros
	FirstName int   `json:"firstName,omitempty"` // no-bag: the first digit Ana names
	Names     int   `json:"names,omitempty"`     // no-bag: digits Ana names
	Lifts     int   `json:"lifts"`               // stones Ana lifts
	Matches   int   `json:"matches"`
	Misses    int   `json:"misses"`
	// Limits (no-bag): Ana's turns that pass because she kept three stones.
	Limits   int   `json:"limits,omitempty"`
	BotDraws int   `json:"botDraws"`
	BotNames int   `json:"botNames,omitempty"`
	BotLifts int   `json:"botLifts"`
	Final    []int `json:"final"` // stones per seat at the end
}

// e2ePlan is the square Ana lifts: on her first lift of the browser game
// (first) one whose digit is not hunted, otherwise one whose digit is;
// row-major first, as the browser test scans the tray's targets. ok is
// false when no such square is covered.
func e2ePlan(st *kakuzu.State, first bool) (sq kakuzu.Square, ok bool) {
	sheet := st.Sheet()
	for i := range kakuzu.Squares {
		s := kakuzu.SquareAt(i)
		if st.Holder(s) == kakuzu.Covered && (sheet.At(s) == st.Hunting()) != first {
			return s, true
		}
	}
	return kakuzu.Square{}, false
}

// e2eName is the digit Ana names (no-bag): the lowest she may name, as the
// browser test reads it off the picker's enabled digits.
func e2eName(st *kakuzu.State) int {
	v := st.View(st.Turn())
	return slices.Min(v.Nameable()) // never empty when a name is awaited
}

// e2eGame plays the game up to the save through the rules: the neutral
// setup and turns with a normal bot in Ana's seat and the easy bot in the
// other, the bag drawing from the seed, until Ana's turn begins with at
// most c.left stones on the tray.
func e2eGame(t *testing.T, c e2eCase) *kakuzu.State {
	t.Helper()
	sheet, err := kakuzu.ParseSheet(e2eSheet)
	if err != nil {
		t.Fatal(err)
	}
	st, err := kakuzu.New(kakuzu.Config{Players: e2eSeats, Seed: c.seed, Variant: c.variant, Sheet: &sheet})
	if err != nil {
		t.Fatal(err)
	}
	ana, _ := kakuzu.NewBot(string(kakuzu.Normal), c.seed, 0)
	bot, _ := kakuzu.NewBot(string(kakuzu.Easy), c.seed, 1)
	bots := []*kakuzu.Bot{ana, bot}
	for st.Phase() != kakuzu.PhasePlay || st.Covered() > c.left || st.Turn() != 0 || st.Awaiting() != e2eStart(c.variant) {
		if st.Finished() {
			return nil
		}
		m, ok := st.RandomDraw()
		if !ok {
			if m, ok = bots[st.Turn()].Choose(st.View(st.Turn())); !ok {
				t.Fatalf("seat %d's bot has no move (awaiting %v)", st.Turn(), st.Awaiting())
			}
		}
		must(t, st, m)
	}
	return st
}

// e2eExpected follows the browser's plan from the save through the rules.
func e2eExpected(t *testing.T, st *kakuzu.State, seed uint64) e2eExpect {
	t.Helper()
	x := e2eExpect{Covered: st.Covered(), Scores: st.Scores()}
	bot, _ := kakuzu.NewBot(string(kakuzu.Easy), seed, 1) // as the resumed round makes it
	sheet := st.Sheet()
	for !st.Finished() {
		p := st.Turn()
		m, ok := st.RandomDraw()
		switch {
		case ok && p == 0:
			if x.Draws == 0 {
				x.FirstDraw = m.Number
			}
			x.Draws++
			if m.Number == 0 {
				x.Zeros++
			}
		case ok:
			x.BotDraws++
		case p == 1:
			if m, ok = bot.Choose(st.View(1)); !ok {
				t.Fatalf("the bot has no move (awaiting %v)", st.Awaiting())
			}
			if m.Action == kakuzu.ActionName {
				x.BotNames++
			} else {
				x.BotLifts++
			}
		case st.Awaiting() == kakuzu.ActionName:
			m = kakuzu.Name(0, e2eName(st))
			if x.Names == 0 {
				x.FirstName = m.Number
			}
			x.Names++
		default:
			sq, found := e2ePlan(st, x.Lifts == 0)
			if !found { // every covered stone is the number hunted: no miss to plan
				x.Misses = -1
				return x
			}
			m = kakuzu.Lift(0, sq.Row, sq.Col)
			x.Lifts++
			if sheet.At(sq) == st.Hunting() {
				x.Matches++
			} else {
				x.Misses++
			}
		}
		for _, e := range must(t, st, m) {
			if e, ok := e.(kakuzu.TurnPassed); ok && e.From == 0 && e.Why == kakuzu.EndLimit {
				x.Limits++
			}
		}
	}
	x.Final = st.Scores()
	return x
}

// e2eDull says what the browser test would miss in a game going as x in
// variant v, "" when nothing: in the classic variant its first move must
// be a draw that is not 0 (so the first lift is the planned miss); then it
// needs matches, one by touch, and a bot's lift; in the no-bag variant a
// turn of Ana's that ends at three stones kept.
func e2eDull(v kakuzu.Variant, x e2eExpect) string {
	switch {
	case v == kakuzu.Classic && x.FirstDraw == 0:
		return "Ana's first draw is a 0"
	case v == kakuzu.NoBag && x.Limits < 1:
		return "Ana never keeps three stones in a turn"
	case x.Misses != 1:
		return "no miss possible on Ana's first lift"
	case x.Matches < 2:
		return "fewer than 2 matches"
	case x.BotLifts < 1:
		return "the bot never lifts"
	}
	return ""
}

// e2ePlay plays the browser's plan through a resumed round, tick by tick,
// by taps: the bag or the picker's digit, then the planned stones, waiting
// out the bot's turns and the animations, up to the scoring scene. It
// returns what happened (Covered, Scores as at the start) and the ticks it
// took.
func e2ePlay(t *testing.T, g *rig) (e2eExpect, int) {
	t.Helper()
	r := g.r
	before := len(r.st.Moves())
	got := e2eExpect{Covered: r.st.Covered(), Scores: r.st.Scores()}
	kept := 0 // stones Ana kept this turn (no-bag: three at most)
	tick := 0
	for ; len(g.nav.switched) == 0; tick++ {
		if tick > 100_000 {
			t.Fatalf("no scoring scene after %d ticks (%d covered)", tick, r.st.Covered())
		}
		st := r.st
		if st.Turn() != 0 {
			kept = 0
		}
		if st.Finished() || r.run.Busy() || st.Turn() != 0 {
			// In the browser the app stops ticking when nothing animates,
			// nothing waits on a clock (core.Ticker) and no input comes:
			// the round must not rest while it still has something to do
			// by itself.
			if !r.Animating() && !r.Ticking() {
				t.Fatalf("tick %d: the round rests (Animating and Ticking false) with turn %d awaiting %v, finished %v, busy %v",
					tick, st.Turn(), st.Awaiting(), st.Finished(), r.run.Busy())
			}
			g.step()
			continue
		}
		switch st.Awaiting() {
		case kakuzu.ActionDraw:
			d := nextDraw(t, st)
			if got.Draws == 0 {
				got.FirstDraw = d
			}
			got.Draws++
			if d == 0 {
				got.Zeros++
			}
			g.tapOn(bagID)
		case kakuzu.ActionName:
			// The picker offers exactly the digits the rules let her name.
			v := st.View(0)
			for d := 1; d <= 9; d++ {
				if g.enabled(digitID(d)) != slices.Contains(v.Nameable(), d) {
					t.Fatalf("Ana's name %d: the picker's %d enabled %v, nameable %v", got.Names+1, d, g.enabled(digitID(d)), v.Nameable())
				}
			}
			d := e2eName(st)
			if got.Names == 0 {
				got.FirstName = d
			}
			got.Names++
			g.tapOn(digitID(d))
		case kakuzu.ActionLift:
			sq, found := e2ePlan(st, got.Lifts == 0)
			if !found {
				t.Fatalf("Ana's lift %d: no covered square fits the plan", got.Lifts+1)
			}
			got.Lifts++
			sheet := st.Sheet()
			match := sheet.At(sq) == st.Hunting()
			if match {
				got.Matches++
				kept++
			} else {
				got.Misses++
			}
			g.tapOn(squareID(sq))
			if match && kept == 3 && st.Variant() == kakuzu.NoBag && !st.Finished() {
				if st.Turn() == 0 {
					t.Fatalf("Ana kept a third stone this turn and may go on (awaiting %v)", st.Awaiting())
				}
				got.Limits++
			}
		default:
			t.Fatalf("Ana's turn awaits %v", st.Awaiting())
		}
	}
	for _, m := range r.st.Moves()[before:] {
		if m.Player == 1 {
			switch m.Action {
			case kakuzu.ActionDraw:
				got.BotDraws++
			case kakuzu.ActionName:
				got.BotNames++
			case kakuzu.ActionLift:
				got.BotLifts++
			}
		}
	}
	got.Final = r.st.Scores()
	return got, tick
}

// e2eEnvelope is the save slot's JSON for st, written by the round's own
// save slot into a temporary store.
func e2eEnvelope(t *testing.T, tb core.Table, st *kakuzu.State) json.RawMessage {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(store.EnvConfigDir, dir)
	var slot core.SaveSlot
	slot.Own()
	ctx, _ := newContext(1280, 800)
	slot.Write(ctx, tb, st.Record(), extras{Covered: st.Covered()})
	raw, err := os.ReadFile(filepath.Join(dir, core.SlotName(kakuzu.GameName)+".json"))
	if err != nil {
		t.Fatalf("the save slot wrote nothing: %v", err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		t.Fatal(err)
	}
	return compact.Bytes()
}

// TestE2ERecord makes the classic browser test's save; see e2eRecord.
func TestE2ERecord(t *testing.T) { e2eRecord(t, e2eClassic) }

// e2eRecord makes the browser test's save for c and checks the committed
// one is still what the game makes; that the menu's resume accepts it; and
// that the browser's plan, played by taps through the resumed round (its
// bot, its animations), reaches the scoring scene as the rules say it
// does.
func e2eRecord(t *testing.T, c e2eCase) {
	st := e2eGame(t, c)
	if st == nil {
		t.Fatalf("seed %d: the game ends before Ana's turn with at most %d stones left; pick another seed", c.seed, c.left)
	}
	tb := core.Table{Game: kakuzu.GameName, Seats: e2eSeats, Seed: c.seed,
		Options: core.Table{Options: map[string]any{"variant": string(c.variant)}}.WithDefaults(&Game)}
	env := e2eEnvelope(t, tb, st)
	replay, err := kakuzu.FromRecord(st.Record())
	if err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	x := e2eExpected(t, replay, c.seed)
	if why := e2eDull(c.variant, x); why != "" {
		t.Fatalf("seed %d makes a dull browser test (%s: %+v); pick another seed", c.seed, why, x)
	}
	data := e2eData{
		About: "Written by `xvfb-run -a go test ./scenes/kakuzu/ -run TestE2ERecord -update` (scenes/kakuzu/e2erecord_test.go) for wasm/e2e/kakuzu.mjs: " +
			c.about + ", the sheet under the stones, and what the browser's plan leads to.",
		Key: "cifra." + core.SlotName(kakuzu.GameName), Save: json.RawMessage(`"@save@"`), Sheet: e2eSheet, Expect: x,
	}
	want, err := json.MarshalIndent(data, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	// The save on one line, as localStorage holds it.
	want = append(bytes.Replace(want, []byte(`"@save@"`), env, 1), '\n')
	if *updateE2E {
		if err := os.MkdirAll(filepath.Dir(c.file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(c.file, want, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d stones left, expect %+v", c.file, x.Covered, x)
	} else {
		got, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatalf("%v (make it with -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%s is not what the game makes now: the browser test would play another game than it expects. "+
				"If the change is meant, rewrite it with -update and check the browser test still passes.\nwant:\n%s", c.file, want)
		}
	}

	// The menu's resume takes the save as the browser finds it.
	t.Setenv(store.EnvConfigDir, t.TempDir())
	var file e2eData
	if err := json.Unmarshal(want, &file); err != nil {
		t.Fatal(err)
	}
	if err := store.Save(core.SlotName(kakuzu.GameName), file.Save); err != nil {
		t.Fatal(err)
	}
	res, err := core.LoadSave(&Game)
	if err != nil || res == nil {
		t.Fatalf("the menu cannot resume the save: %v, %v", res, err)
	}
	saved := res.(*Saved)
	ctx, n := newContext(1280, 800)
	if got, want := saved.Progress(ctx), ctx.N("resume.kakuzu", x.Covered, x.Covered); got != want {
		t.Errorf("the menu offers %q, want %q", got, want)
	}
	if got := saved.Table(); !slices.Equal(got.Seats, e2eSeats) || got.Seed != c.seed || got.Options["variant"] != string(c.variant) {
		t.Fatalf("the saved table %+v", got)
	}
	r, ok := saved.Scene(ctx).(*Round)
	if !ok {
		t.Fatalf("the save resumes as %T", saved.Scene(ctx))
	}
	r.Layout(ctx)
	if st := r.st; st.Variant() != c.variant || st.Turn() != 0 || st.Awaiting() != e2eStart(c.variant) || st.Covered() != x.Covered {
		t.Fatalf("the resumed round: turn %d awaiting %v, %d covered", st.Turn(), st.Awaiting(), st.Covered())
	}
	got, ticks := e2ePlay(t, &rig{t: t, r: r, ctx: ctx, nav: n, script: &ui.Script{}})
	t.Logf("the resumed round reached scoring in %d ticks", ticks)
	if fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", x) {
		t.Fatalf("the resumed round played the plan to %+v; the rules say %+v", got, x)
	}
	if _, ok := n.switched[0].(*Scoring); !ok {
		t.Fatalf("the round switched to %T, want *Scoring", n.switched[0])
	}
}
