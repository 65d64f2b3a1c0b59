package kakuro

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The harness drives a Kakuro round tick by tick with scripted input, the
// way the app does: a ui.Script is polled into ctx.Frame, then Update.

// nav is a Navigator that only records where the scene sent the app.
type nav struct {
	switched []core.Scene
	overlays []core.OverlayKind
}

func (n *nav) Switch(s core.Scene)        { n.switched = append(n.switched, s) }
func (n *nav) Menu()                      {}
func (n *nav) Overlay(k core.OverlayKind) { n.overlays = append(n.overlays, k) }
func (n *nav) CloseOverlay()              {}
func (n *nav) Quit()                      {}
func (n *nav) SettingsChanged()           {}

// rig is one round under test.
type rig struct {
	t      testing.TB
	r      *Round
	ctx    *core.Context
	nav    *nav
	script *ui.Script
}

// newContext is a context for a w×h screen, with a navigator that records.
func newContext(w, h int) (*core.Context, *nav) {
	n := &nav{}
	return &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: n, Frame: &ui.Frame{}, W: w, H: h, Scale: 1}, n
}

// seats are people named P1.. then bots of level bot (bots of them).
func seats(people, bots int, bot string) []rules.Player {
	var out []rules.Player
	for i := range people {
		out = append(out, rules.Player{Name: fmt.Sprintf("P%d", i+1)})
	}
	for i := range bots {
		out = append(out, rules.Player{Name: fmt.Sprintf("Bot%d", i+1), Bot: bot})
	}
	return out
}

// table is a Kakuro table of the given seats, seed and hourglass.
func table(players []rules.Player, seed uint64, hourglass int) core.Table {
	return core.Table{Game: kakuro.GameName, Seats: players, Seed: seed, Options: map[string]any{"hourglass": hourglass}}
}

// newRig starts a round for t as the registry does (the saves and
// statistics go to a temporary directory) on a 1280×800 screen.
func newRig(t *testing.T, tb core.Table) *rig {
	t.Helper()
	t.Setenv(store.EnvConfigDir, t.TempDir())
	ctx, n := newContext(1280, 800)
	g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
	g.r = NewRound(ctx, tb)
	g.r.Layout(ctx)
	return g
}

// rigWith builds the round around a state dealt by the caller.
func rigWith(t testing.TB, tb core.Table, st *kakuro.State) *rig {
	t.Helper()
	t.Setenv(store.EnvConfigDir, t.TempDir())
	ctx, n := newContext(1280, 800)
	g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
	g.r = newRound(tb, st)
	g.r.startHunt(ctx)
	g.r.Layout(ctx)
	return g
}

// deal is kakuro.New for a table and setup, failing the test on error.
func deal(t testing.TB, tb core.Table, setup kakuro.Setup) *kakuro.State {
	t.Helper()
	st, err := kakuro.New(kakuro.Config{Seed: tb.Seed, Players: len(tb.Seats), Hourglass: tb.Options["hourglass"].(int), Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// step plays one tick: the script's next frame, then Update.
func (g *rig) step() {
	f := g.script.Poll(1)
	g.ctx.Frame = &f
	g.ctx.Tick++
	g.r.Update(g.ctx)
}

// run plays the queued input, then n idle ticks.
func (g *rig) run(n int) {
	for g.script.Pending() > 0 {
		g.step()
	}
	for range n {
		g.step()
	}
}

// resize lays the round out for a w×h screen.
func (g *rig) resize(w, h int) {
	g.ctx.W, g.ctx.H = w, h
	g.r.Layout(g.ctx)
}

// draw paints the round on a screen of the context's size.
func (g *rig) draw() {
	dst := ebiten.NewImage(max(1, g.ctx.W), max(1, g.ctx.H))
	g.r.Draw(dst, g.ctx)
	dst.Deallocate()
	ebitentest.Flush() // the frame and the disposal run now, not at the package's end
}

// waitFor plays idle ticks until cond holds, at most limit.
func (g *rig) waitFor(what string, limit int, cond func() bool) {
	g.t.Helper()
	for range limit {
		if cond() {
			return
		}
		g.step()
	}
	g.t.Fatalf("waited %d ticks for %s: phase %s, message %q", limit, what, g.r.Phase(), g.r.message)
}

// settle waits until the events have played and the round hunts (or is
// over) again.
func (g *rig) settle() {
	g.t.Helper()
	g.waitFor("the events to play", 3000, func() bool {
		return (g.r.phase == phaseHunt || g.r.phase == phaseOver) && !g.r.run.Active()
	})
	g.step() // the widgets follow the phase at the next tick
}

// find returns the scene's target id, failing when there is none.
func (g *rig) find(id string) ui.Target {
	g.t.Helper()
	for _, x := range g.r.Targets() {
		if x.ID == id {
			return x
		}
	}
	g.t.Fatalf("no target %q in phase %s (targets: %v)", id, g.r.Phase(), g.ids())
	return ui.Target{}
}

func (g *rig) ids() []string {
	var out []string
	for _, x := range g.r.Targets() {
		if !strings.HasPrefix(x.ID, squareName) {
			out = append(out, x.ID)
		}
	}
	return out
}

// enabled reports whether target id exists and is enabled.
func (g *rig) enabled(id string) bool {
	for _, x := range g.r.Targets() {
		if x.ID == id {
			return x.Enabled
		}
	}
	return false
}

func center(x ui.Target) ui.Point { return ui.Point{X: x.X + x.W/2, Y: x.Y + x.H/2} }

// at is the centre of target id.
func (g *rig) at(id string) ui.Point { g.t.Helper(); return center(g.find(id)) }

// tap taps enabled target id with the mouse and plays one idle tick, so
// the widgets follow what the tap did.
func (g *rig) tap(id string) {
	g.t.Helper()
	x := g.find(id)
	if !x.Enabled {
		g.t.Fatalf("%q is disabled in phase %s", id, g.r.Phase())
	}
	p := center(x)
	g.script.Tap(p.X, p.Y, false)
	g.run(1)
}

// drag drags the mouse from the centre of target from to the centre of
// target to, then plays one idle tick.
func (g *rig) drag(from, to string) {
	g.t.Helper()
	a, b := g.at(from), g.at(to)
	g.script.Drag(a.X, a.Y, b.X, b.Y, 8)
	g.run(1)
}

// Target names.
func buzzID(p int) string       { return fmt.Sprintf("seat.%d.kakuro.buzz", p) }
func impossibleID(p int) string { return fmt.Sprintf("seat.%d.kakuro.impossible", p) }
func checkID(p int) string      { return fmt.Sprintf("seat.%d.kakuro.check", p) }
func tileID(p, i int) string    { return fmt.Sprintf("seat.%d.kakuro.tile.%d", p, i) }
func squareID(at kakuro.Pos) string {
	return fmt.Sprintf("kakuro.square.%d.%d", at[0], at[1])
}

// markRow drags along row from its first to its last square.
func (g *rig) markRow(row kakuro.Row) {
	g.t.Helper()
	g.drag(squareID(row.Square(0)), squareID(row.Square(row.Len-1)))
	if c := g.r.claim; c == nil || !c.marked || c.row != row {
		g.t.Fatalf("dragging along %+v marked %+v", row, c)
	}
}

// handIndex is the index of the first tile t in seat p's hand as shown,
// not yet spent in the claim.
func (g *rig) handIndex(p int, t kakuro.Tile) int {
	g.t.Helper()
	for i, h := range g.r.view.hands[p] {
		if h == t && !g.r.isSpent(p, i) {
			return i
		}
	}
	g.t.Fatalf("seat %d holds no free %v: %v", p, t, g.r.view.hands[p])
	return -1
}

// playUse plays one use of the claimer's hand through the pointer: a tile
// dragged onto its square (a swap: then its partner tapped; a sum field:
// the tile first tapped twice, to pick it and turn it over).
func (g *rig) playUse(p int, u kakuro.Use, row kakuro.Row) {
	g.t.Helper()
	i := g.handIndex(p, u.Tile)
	before := len(g.r.claim.uses)
	switch u.Kind {
	case kakuro.UseSumField:
		g.tap(tileID(p, i))
		if g.r.claim.selected != i || g.r.seats[p].back[i] {
			g.t.Fatalf("the first tap on tile %d: selected %d, back %v", i, g.r.claim.selected, g.r.seats[p].back[i])
		}
		g.tap(tileID(p, i))
		if !g.r.seats[p].back[i] {
			g.t.Fatalf("the second tap did not turn tile %d over", i)
		}
		g.drag(tileID(p, i), squareID(u.A))
	case kakuro.UseDouble:
		g.drag(tileID(p, i), squareID(row.Square(row.Len-1)))
	case kakuro.UseSwap:
		g.drag(tileID(p, i), squareID(u.A))
		if c := g.r.claim; !c.swapping || c.swapA != u.A {
			g.t.Fatalf("dropping S on %v: swapping %v at %v (message %q)", u.A, c.swapping, c.swapA, g.r.message)
		}
		g.tap(squareID(u.B))
	default:
		g.drag(tileID(p, i), squareID(u.A))
	}
	c := g.r.claim
	if len(c.uses) != before+1 {
		g.t.Fatalf("playing %+v: %d uses, want %d (message %q)", u, len(c.uses), before+1, g.r.message)
	}
	got := c.uses[len(c.uses)-1]
	if u.Kind == kakuro.UseDouble {
		u.A, u.B = got.A, got.B // a doubler's squares mean nothing
	}
	if got != u {
		g.t.Fatalf("played %+v, want %+v", got, u)
	}
}

// claimByPointer buzzes for seat p, marks the claim's row, plays its uses
// and taps Check, all with the mouse, then lets the events play.
func (g *rig) claimByPointer(p int, cl kakuro.Claim) {
	g.t.Helper()
	g.tap(buzzID(p))
	if g.r.Claimer() != p {
		g.t.Fatalf("the buzzer of seat %d gave claimer %d", p, g.r.Claimer())
	}
	g.markRow(cl.Row)
	for _, u := range cl.Uses {
		g.playUse(p, u, cl.Row)
	}
	g.tap(checkID(p))
	g.settle()
}

// findDeal searches seeds from 1 for a deal of n seats (with stock as the
// top of the action stock) on which the solver's best claim for seat 0
// plays exactly one action tile, of kind k, and want accepts it.
func findDeal(t testing.TB, n int, stock []string, k kakuro.UseKind, want func(kakuro.Solution) bool) (uint64, kakuro.Solution) {
	t.Helper()
	return findDealFor(t, n, 0, stock, k, want)
}

// findDealFor is findDeal for seat p's best claim.
func findDealFor(t testing.TB, n, p int, stock []string, k kakuro.UseKind, want func(kakuro.Solution) bool) (uint64, kakuro.Solution) {
	t.Helper()
	for seed := uint64(1); seed < 2000; seed++ {
		st, err := kakuro.New(kakuro.Config{Seed: seed, Players: n, Hourglass: 60, Setup: kakuro.Setup{Stock: stock}})
		if err != nil {
			t.Fatal(err)
		}
		sol, ok := kakuro.Best(st, p, kakuro.AllFeatures)
		if ok && len(sol.Claim.Uses) == 1 && sol.Claim.Uses[0].Kind == k && (want == nil || want(sol)) {
			return seed, sol
		}
	}
	t.Fatalf("no seed below 2000 gives seat %d of %d a best claim with one use of kind %d", p, n, k)
	return 0, kakuro.Solution{}
}

// outcome is what the rules say a claim does, played on a copy of the
// state before it.
func outcome(t *testing.T, st *kakuro.State, cl kakuro.Claim) (*kakuro.State, []kakuro.Event) {
	t.Helper()
	want := st.Clone()
	evs, err := want.Apply(kakuro.ClaimMove(cl))
	if err != nil {
		t.Fatal(err)
	}
	return want, evs
}

// drawn lists the action tiles seat p drew in evs.
func drawn(evs []kakuro.Event, p int) []kakuro.Tile {
	var out []kakuro.Tile
	for _, e := range evs {
		if d, ok := e.(kakuro.ActionTileDrawn); ok && d.Player == p {
			out = append(out, d.Tile)
		}
	}
	return out
}

// without is hand less one of each tile in spent (it fails when one is
// missing).
func without(t *testing.T, hand []kakuro.Tile, spent ...kakuro.Tile) []kakuro.Tile {
	t.Helper()
	out := slices.Clone(hand)
	for _, s := range spent {
		i := slices.Index(out, s)
		if i < 0 {
			t.Fatalf("%v holds no %v", hand, s)
		}
		out = slices.Delete(out, i, i+1)
	}
	return out
}

// sameTiles reports whether a and b hold the same tiles in any order.
func sameTiles(a, b []kakuro.Tile) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// lastClaim is the last move played, which must be a claim.
func lastClaim(t *testing.T, st *kakuro.State) kakuro.Claim {
	t.Helper()
	ms := st.Moves()
	if len(ms) == 0 || ms[len(ms)-1].Aside {
		t.Fatalf("the last move is not a claim: %+v", ms)
	}
	return ms[len(ms)-1].Claim
}
