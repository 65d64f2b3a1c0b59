package kakuro

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/store"
)

// slot is Kakuro's save slot in the store.
var slot = core.SlotName(kakuro.GameName)

// load reads Kakuro's slot back as the menu does.
func load(t *testing.T) (*Saved, error) {
	t.Helper()
	res, err := core.LoadSave(&Game)
	if res == nil {
		return nil, err
	}
	return res.(*Saved), err
}

// sameGame fails unless a and b are the same game: board, target, piles,
// hands, scores and lockouts.
func sameGame(t *testing.T, what string, a, b *kakuro.State) {
	t.Helper()
	ab := a.Board()
	if ab != b.Board() || a.Target() != b.Target() || a.SumsLeft() != b.SumsLeft() || a.StockSize() != b.StockSize() ||
		!slices.Equal(a.Scores(), b.Scores()) || !slices.Equal(a.Aside(), b.Aside()) || len(a.Moves()) != len(b.Moves()) {
		t.Fatalf("%s: target %d scores %v aside %v, want %d %v %v; board\n%v", what, a.Target(), a.Scores(), a.Aside(), b.Target(), b.Scores(), b.Aside(), ab.String())
	}
	for p := range b.Players() {
		if !slices.Equal(a.Hand(p), b.Hand(p)) || a.LockedOut(p) != b.LockedOut(p) {
			t.Fatalf("%s: seat %d holds %v (locked %v), want %v (%v)", what, p, a.Hand(p), a.LockedOut(p), b.Hand(p), b.LockedOut(p))
		}
	}
}

// TestSaveAfterAClaimResumes: a claim writes the game to its slot; the menu
// reads it back as the same game, and the resumed round shows the same
// board and scores and hunts the same sum; a person can play on.
func TestSaveAfterAClaimResumes(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseSwap, nil)
	tb := table(seats(1, 0, ""), seed, 90)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	if s, err := load(t); s != nil || err != nil {
		t.Fatalf("a save before any move: %v, %v", s, err)
	}
	g.claimByPointer(0, sol.Claim)
	st := g.r.State()
	if st.Score(0) == 0 {
		t.Fatal("the claim did not score")
	}
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	sameGame(t, "the save", s.st, st)
	if got := s.Table(); len(got.Seats) != 1 || got.Seats[0] != tb.Seats[0] || got.Seed != seed || s.st.Config().Hourglass != 90 {
		t.Fatalf("saved table %+v (hourglass %d)", got, s.st.Config().Hourglass)
	}
	if got := s.Progress(g.ctx); got != "sum 2 of 45" {
		t.Fatalf("progress %q", got)
	}
	r, ok := s.Scene(g.ctx).(*Round)
	if !ok {
		t.Fatalf("the save resumes as %T", s.Scene(g.ctx))
	}
	r.Layout(g.ctx)
	sameGame(t, "the resumed round", r.State(), st)
	if r.Phase() != "hunt" || !r.slot.Owned() || r.view.target != st.Target() || r.view.board != st.Board() || !slices.Equal(r.view.scores, st.Scores()) {
		t.Fatalf("resumed: phase %s, owns the slot %v, shows sum %d scores %v", r.Phase(), r.slot.Owned(), r.view.target, r.view.scores)
	}
	// Play on: the resumed round's buzzer calls.
	g2 := &rig{t: t, r: r, ctx: g.ctx, nav: g.nav, script: g.script}
	g2.tap(buzzID(0))
	if r.Claimer() != 0 {
		t.Fatalf("the resumed round's buzzer gave claimer %d", r.Claimer())
	}
}

// TestSaveKeepsALockout: a seat locked out by a failed claim is still
// locked out when the game is resumed on the same sum.
func TestSaveKeepsALockout(t *testing.T) {
	tb, st, cl := illegalDeal(t)
	g := rigWith(t, tb, st)
	g.tap(buzzID(0))
	g.markRow(cl.Row)
	g.tap(checkID(0))
	g.settle()
	if !st.LockedOut(0) {
		t.Fatal("the claim did not lock seat 0 out")
	}
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	r := s.Scene(g.ctx).(*Round)
	r.Layout(g.ctx)
	sameGame(t, "the resumed round", r.State(), st)
	g2 := &rig{t: t, r: r, ctx: g.ctx, nav: g.nav, script: g.script}
	g2.run(1)
	if g2.enabled(buzzID(0)) || !g2.enabled(buzzID(1)) {
		t.Fatalf("resumed buzzers: seat 0 %v, seat 1 %v", g2.enabled(buzzID(0)), g2.enabled(buzzID(1)))
	}
}

// savedEnvelope is the slot's JSON as a map, for damaging.
func savedEnvelope(t *testing.T) map[string]json.RawMessage {
	t.Helper()
	var env map[string]json.RawMessage
	if err := store.Load(slot, &env); err != nil || env == nil {
		t.Fatalf("the slot: %v, %v", env, err)
	}
	return env
}

// TestDamagedExtrasAreRefused: extras that disagree with the record (the
// save says another sum than its record is on), that hold a key this
// version does not know, or that are not an object are refused with an
// error, and the menu keeps such a save aside.
func TestDamagedExtrasAreRefused(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.claimByPointer(0, sol.Claim)
	target := g.r.State().Target()
	good := savedEnvelope(t)
	rec := good["record"]
	cases := map[string]string{
		"another sum":  fmt.Sprintf(`{"target":%d}`, target+1),
		"no sum":       `{}`,
		"unknown key":  fmt.Sprintf(`{"target":%d,"clock":12}`, target),
		"not a number": fmt.Sprintf(`{"target":"%d"}`, target),
		"not JSON":     `[1,2`,
	}
	for name, extras := range cases {
		t.Run(name, func(t *testing.T) {
			// Straight to the game's resume.
			sv := &core.Save{Table: tb, Extras: json.RawMessage(extras)}
			var err error
			if sv.Record, err = rules.DecodeRecord(rec); err != nil {
				t.Fatal(err)
			}
			if res, err := resume(sv); err == nil || res != nil {
				t.Fatalf("resume took extras %s: %v, %v", extras, res, err)
			} else if name == "another sum" && !strings.Contains(err.Error(), "sum") {
				t.Errorf("the error %q does not say the sums differ", err)
			}
			if name == "not JSON" {
				return // the envelope itself would not decode
			}
			// Through the menu: the save is kept aside.
			env := maps.Clone(good)
			env["extras"] = json.RawMessage(extras)
			if err := store.Save(slot, env); err != nil {
				t.Fatal(err)
			}
			s, err := load(t)
			var ce *store.CorruptError
			if s != nil || !errors.As(err, &ce) || ce.KeptAs == "" {
				t.Fatalf("got %v, %v; want a kept-aside CorruptError", s, err)
			}
			if s, err := load(t); s != nil || err != nil {
				t.Fatalf("after keeping it aside: %v, %v", s, err)
			}
		})
	}
	// The undamaged save still resumes.
	if err := store.Save(slot, good); err != nil {
		t.Fatal(err)
	}
	if s, err := load(t); s == nil || err != nil {
		t.Fatalf("the good save: %v, %v", s, err)
	}
}

// TestABotsMoveDoesNotTakeTheSlot: a new game with a person takes the save
// slot over only at the person's first move (core.SaveSlot), so starting a
// game by mistake keeps the game in progress before it — even when a bot
// claims or declares first.
func TestABotsMoveDoesNotTakeTheSlot(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.claimByPointer(0, sol.Claim)
	if s, err := load(t); s == nil || err != nil || s.Table().Seed != seed {
		t.Fatalf("the first game's save: %v, %v", s, err)
	}
	// A new game, a person and a bot; the person does nothing.
	newGame := table(seats(1, 1, "hard"), seed+1000, 60)
	g2 := &rig{t: t, ctx: g.ctx, nav: g.nav, script: g.script, r: NewRound(g.ctx, newGame)}
	g2.r.Layout(g2.ctx)
	g2.waitFor("the bot to move", 3000, func() bool { return len(g2.r.State().Moves()) > 0 })
	g2.settle()
	if g2.r.slot.Owned() {
		t.Errorf("the new game took the slot over at a bot's move (%+v)", g2.r.State().Moves()[0])
	}
	if s, err := load(t); s == nil || err != nil || s.Table().Seed != seed {
		seedNow := uint64(0)
		if s != nil {
			seedNow = s.Table().Seed
		}
		t.Errorf("the game in progress was overwritten by the new game's bot: the slot holds seed %d, want %d (%v)", seedNow, seed, err)
	}
}

// TestClaimWindowAndDealComeBack: the claim window is the scene's choice,
// not the record's; it comes back with the save, and "no limit" leaves a
// claim open however long it takes. The deal of the day deals the day's
// seed.
func TestClaimWindowAndDealComeBack(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseSwap, nil)
	tb := table(seats(1, 0, ""), seed, 90)
	tb.Options[claimOption] = 0
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	if g.r.claimTicks != 0 {
		t.Fatalf("claim window %d ticks, want none", g.r.claimTicks)
	}
	g.tap(buzzID(0))
	g.run(40 * core.TPS)
	if g.r.phase != phaseClaim {
		t.Fatalf("a claim without a time limit ended by itself (phase %s)", g.r.Phase())
	}
	g.r.claim = nil // start over with a claim that scores
	g.r.phase = phaseHunt
	g.step()
	g.claimByPointer(0, sol.Claim)
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("no save after a claim: %v", err)
	}
	if v := s.Table().Options[claimOption]; v != 0 {
		t.Errorf("the save's claim window is %v, want 0 (no limit)", v)
	}
	if r := Resume(g.ctx, s); r.claimTicks != 0 {
		t.Errorf("the resumed round's claim window is %d ticks, want none", r.claimTicks)
	}
	if raw := s.st.Record(s.table.Seats).Options; strings.Contains(string(raw), claimOption) {
		t.Errorf("the record's options %s hold the scene's claim window", raw)
	}

	// The day is read around the deal, so a test that spans midnight
	// accepts either day's seed.
	before := time.Now()
	day := newRig(t, core.Table{Game: kakuro.GameName, Seats: seats(1, 0, ""), Options: map[string]any{dealOption: dealDay}})
	after := time.Now()
	seedOn := func(at time.Time) uint64 { y, m, d := at.Date(); return kakuro.SeedOfTheDay(y, m, d) }
	if got := day.r.State().Config().Seed; got != seedOn(before) && got != seedOn(after) {
		t.Errorf("the deal of the day has seed %d, want the day's %d", got, seedOn(after))
	}
}
