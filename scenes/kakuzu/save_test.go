package kakuzu

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/store"
)

// slot is Kakuzu's save slot in the store.
var slot = core.SlotName(kakuzu.GameName)

// load reads Kakuzu's slot back as the menu does.
func load(t *testing.T) (*Saved, error) {
	t.Helper()
	res, err := core.LoadSave(&Game)
	if res == nil {
		return nil, err
	}
	return res.(*Saved), err
}

// resumed builds the round of a save the way the menu does and lays it
// out; the rig shares the first one's context and script.
func (g *rig) resumed(s *Saved) *rig {
	g.t.Helper()
	r, ok := s.Scene(g.ctx).(*Round)
	if !ok {
		g.t.Fatalf("the save resumes as %T", s.Scene(g.ctx))
	}
	r.Layout(g.ctx)
	return &rig{t: g.t, r: r, ctx: g.ctx, nav: g.nav, script: g.script}
}

// TestResumeMidTurn: after a draw the game is in its slot; read back as
// the menu does, it resumes hunting the number drawn, with the same tray,
// piles, bag and turn clock, and the seat can lift on.
func TestResumeMidTurn(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.Classic, 30) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool {
		n, ok := tryDraw(t, st)
		if !ok {
			return false
		}
		sq := covering(t, st, n, true)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
		return nextDraw(t, st) != 0
	}))
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	if s, err := load(t); s != nil || err != nil {
		t.Fatalf("a save before the scene's first move: %v, %v", s, err)
	}
	// A match first, so the piles are not empty; then the draw.
	n1 := g.drawByTap()
	g.liftByTap(covering(t, st, n1, true))
	g.run(100)
	n := nextDraw(t, st)
	g.tapOn(bagID)
	clock := g.r.clock // as the draw left it, before the clock runs on
	g.settle()
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	if got := s.Table(); len(got.Seats) != 2 || got.Seats[1] != tb.Seats[1] || got.Seed != tb.Seed || got.Options["turnSeconds"] != 30 {
		t.Fatalf("the saved table %+v", got)
	}
	if got, want := s.Progress(g.ctx), g.ctx.N("resume.kakuzu", st.Covered(), st.Covered()); got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	g2 := g.resumed(s)
	r := g2.r
	if r.st.Hunting() != n || r.st.Awaiting() != kakuzu.ActionLift || r.st.Turn() != 0 || r.view.hunting != n {
		t.Fatalf("resumed: hunting %d (view %d) awaiting %v turn %d, want %d", r.st.Hunting(), r.view.hunting, r.st.Awaiting(), r.st.Turn(), n)
	}
	if r.view.tray != g.r.view.tray || r.st.Covered() != st.Covered() || !r.slot.Owned() {
		t.Fatalf("resumed: the tray differs (covered %d, want %d), owns the slot %v", r.st.Covered(), st.Covered(), r.slot.Owned())
	}
	if got, want := r.st.Scores(), st.Scores(); got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("resumed scores %v, want %v", got, want)
	}
	if r.clock != clock || clock >= 30*core.TPS || clock < 30*core.TPS-200 {
		t.Fatalf("resumed clock %d, the round's was %d", r.clock, clock)
	}
	g2.viewAgrees("the resumed round")
	// Lift on in the resumed round.
	sq := covering(t, r.st, n, true)
	g2.liftByTap(sq)
	if r.st.Holder(sq) != 0 || r.st.Kept(0) != 2 {
		t.Fatalf("the resumed round's lift: holder %d kept %d", r.st.Holder(sq), r.st.Kept(0))
	}
}

// TestResumeAfterATurnPassed: a save written by the move that ended a
// timed turn resumes the next seat's turn with its whole clock, not what
// was left of the turn before: read back while the move's steps still
// play (the app closed at once) and once they have.
func TestResumeAfterATurnPassed(t *testing.T) {
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.Classic, 10) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool { return nextDraw(t, st) == 0 }))
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	g.run(300)
	g.tapOn(bagID) // a 0: the turn passes
	if st.Turn() != 1 || !g.r.run.Active() {
		t.Fatalf("after the draw: turn %d, steps playing %v", st.Turn(), g.r.run.Active())
	}
	for _, when := range []string{"as the turn passes", "once the steps have played"} {
		if when != "as the turn passes" {
			g.settle()
		}
		s, err := load(t)
		if err != nil || s == nil {
			t.Fatalf("%s: load: %v, %v", when, s, err)
		}
		r := g.resumed(s).r
		if r.st.Turn() != 1 || r.st.Awaiting() != kakuzu.ActionDraw {
			t.Fatalf("%s: resumed turn %d awaiting %v", when, r.st.Turn(), r.st.Awaiting())
		}
		if r.clock != 10*core.TPS {
			t.Errorf("%s: seat 1's turn resumes with %d ticks on its clock, want %d (the save kept seat 0's leftover)", when, r.clock, 10*core.TPS)
		}
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

// TestDamagedSaveRefused: a save whose extras disagree with its record,
// hold an unknown key or a clock out of range, or whose record holds a move
// that cannot have happened, is refused with an error; through the menu it
// is kept aside. The undamaged save still resumes.
func TestDamagedSaveRefused(t *testing.T) {
	tb := table(seats(2), 11, kakuzu.Classic, 20)
	st := deal(t, tb)
	neutralSetup(t, st)
	for nextDraw(t, st) == 0 {
		tb.Seed++
		st = deal(t, tb)
		neutralSetup(t, st)
	}
	g := rigWith(t, tb, st)
	g.drawByTap()
	good := savedEnvelope(t)
	covered := st.Covered()
	var rec map[string]json.RawMessage
	if err := json.Unmarshal(good["record"], &rec); err != nil {
		t.Fatal(err)
	}
	var moves []json.RawMessage
	if err := json.Unmarshal(rec["moves"], &moves); err != nil {
		t.Fatal(err)
	}
	// The last move drew a number; lifting a neutral square instead is
	// illegal.
	badMoves := append(moves[:len(moves):len(moves)], json.RawMessage(`{"p":0,"lift":[0,0]}`))
	badMovesJSON, _ := json.Marshal(badMoves)
	badRec := maps.Clone(rec)
	badRec["moves"] = badMovesJSON
	badRecJSON, _ := json.Marshal(badRec)
	cases := []struct {
		name, extras string
		record       json.RawMessage
		says         string
	}{
		{"another count", `{"covered":` + itoa(covered+1) + `}`, nil, "stones"},
		{"no count", `{}`, nil, ""},
		{"unknown key", `{"covered":` + itoa(covered) + `,"hunting":3}`, nil, ""},
		{"clock too long", `{"covered":` + itoa(covered) + `,"clock":99999}`, nil, "clock"},
		{"clock negative", `{"covered":` + itoa(covered) + `,"clock":-1}`, nil, "clock"},
		{"not a number", `{"covered":"` + itoa(covered) + `"}`, nil, ""},
		{"an impossible move", `{"covered":` + itoa(covered) + `}`, badRecJSON, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			recJSON := good["record"]
			if c.record != nil {
				recJSON = c.record
			}
			sv := &core.Save{Table: tb, Extras: json.RawMessage(c.extras)}
			var err error
			if sv.Record, err = rules.DecodeRecord(recJSON); err != nil {
				t.Fatal(err)
			}
			if res, err := resume(sv); err == nil || res != nil {
				t.Fatalf("resume took %s: %v, %v", c.name, res, err)
			} else if c.says != "" && !strings.Contains(err.Error(), c.says) {
				t.Errorf("the error %q does not say %q", err, c.says)
			}
			env := maps.Clone(good)
			env["extras"] = json.RawMessage(c.extras)
			env["record"] = recJSON
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
	// Not JSON at all.
	if err := os.WriteFile(filepath.Join(store.Dir(), slot+".json"), []byte(`{"version":2,"game":"kakuzu","record":[1,2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := load(t); s != nil || err == nil {
		t.Fatalf("a save that is not JSON: %v, %v", s, err)
	}
	if err := store.Save(slot, good); err != nil {
		t.Fatal(err)
	}
	if s, err := load(t); s == nil || err != nil {
		t.Fatalf("the good save: %v, %v", s, err)
	}
}

// TestFinishedGameForgetsItsSave: the save slot is emptied when the game
// ends and the scoring scene follows.
func TestFinishedGameForgetsItsSave(t *testing.T) {
	tb := table(seats(2), 13, kakuzu.SameDigit, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	// Play through the rules up to the last stone but one turn: seat to
	// move draws, lifts every square of its digit; a 0 just passes.
	g := rigWith(t, tb, st)
	for !st.Finished() {
		if st.Awaiting() == kakuzu.ActionDraw {
			if g.drawByTap() == 0 {
				continue
			}
		}
		g.liftByTap(covering(t, st, st.Hunting(), true))
		if s, err := load(t); !st.Finished() && (s == nil || err != nil) {
			t.Fatalf("mid-game the slot holds %v, %v", s, err)
		}
	}
	g.waitFor("the scoring scene", 10*overTicks, func() bool { return len(g.nav.switched) > 0 })
	if _, ok := g.nav.switched[0].(*Scoring); !ok {
		t.Fatalf("the round switched to %T", g.nav.switched[0])
	}
	if s, err := load(t); s != nil || err != nil {
		t.Fatalf("after the game the slot holds %v, %v", s, err)
	}
}
