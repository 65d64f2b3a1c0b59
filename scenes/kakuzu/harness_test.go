package kakuzu

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The harness drives a Kakuzu round tick by tick with scripted input, the
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

// wiki is a known valid sudoku, the hidden sheet of scripted games.
var wiki = []string{
	"534678912",
	"672195348",
	"198342567",
	"859761423",
	"426853791",
	"713924856",
	"961537284",
	"287419635",
	"345286179",
}

// wikiSheet is the wiki sudoku as a sheet.
func wikiSheet(t testing.TB) *kakuzu.Sheet {
	t.Helper()
	s, err := kakuzu.ParseSheet(wiki)
	if err != nil {
		t.Fatal(err)
	}
	return &s
}

// corners are the top-left squares of the nine boxes: a neutral setup
// (digits 5 6 9 8 7 4 9 5 2 on the wiki sheet).
var corners = func() []kakuzu.Square {
	var out []kakuzu.Square
	for b := range kakuzu.Size {
		out = append(out, kakuzu.Square{Row: b / 3 * 3, Col: b % 3 * 3})
	}
	return out
}()

// seats are people named P1.. then bots named after their levels.
func seats(people int, bots ...string) []rules.Player {
	var out []rules.Player
	for i := range people {
		out = append(out, rules.Player{Name: fmt.Sprintf("P%d", i+1)})
	}
	for i, b := range bots {
		out = append(out, rules.Player{Name: fmt.Sprintf("Bot%d", i+1), Bot: b})
	}
	return out
}

// table is a Kakuzu table of the given seats, seed, variant and clock.
func table(players []rules.Player, seed uint64, v kakuzu.Variant, turnSeconds int) core.Table {
	return core.Table{Game: kakuzu.GameName, Seats: players, Seed: seed,
		Options: map[string]any{"variant": string(v), "turnSeconds": turnSeconds, sheetOption: sheetSeed}}
}

// deal is the rules' state for a table on the wiki sheet.
func deal(t testing.TB, tb core.Table) *kakuzu.State {
	t.Helper()
	v, _ := tb.Options["variant"].(string)
	secs, _ := tb.Options["turnSeconds"].(int)
	st, err := kakuzu.New(kakuzu.Config{Players: tb.Seats, Seed: tb.Seed, Variant: kakuzu.Variant(v), TurnSeconds: secs, Sheet: wikiSheet(t)})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// must applies m to st through the rules, failing the test on error.
func must(t testing.TB, st *kakuzu.State, m kakuzu.Move) []kakuzu.Event {
	t.Helper()
	evs, err := st.Apply(m)
	if err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	return evs
}

// neutralSetup lifts the nine corner stones through the rules, seats in
// turn, so the round starts in play.
func neutralSetup(t testing.TB, st *kakuzu.State) {
	t.Helper()
	for _, sq := range corners {
		must(t, st, kakuzu.Lift(st.Turn(), sq.Row, sq.Col))
	}
	if st.Phase() != kakuzu.PhasePlay {
		t.Fatalf("after the setup the phase is %v", st.Phase())
	}
}

// covering is the first covered square (row-major) whose digit is d
// (want) or is not d (!want).
func covering(t testing.TB, st *kakuzu.State, d int, want bool) kakuzu.Square {
	t.Helper()
	sheet := st.Sheet()
	for i := range kakuzu.Squares {
		sq := kakuzu.SquareAt(i)
		if st.Holder(sq) == kakuzu.Covered && (sheet.At(sq) == d) == want {
			return sq
		}
	}
	t.Fatalf("no covered square with digit==%d %v", d, want)
	return kakuzu.Square{}
}

// nextDraw is the number the bag gives next.
func nextDraw(t testing.TB, st *kakuzu.State) int {
	t.Helper()
	m, ok := st.RandomDraw()
	if !ok {
		t.Fatalf("no draw is due (awaiting %v)", st.Awaiting())
	}
	return m.Number
}

// rigWith builds the round around st on a w×h screen (the saves go to a
// temporary directory).
func rigWith(t testing.TB, tb core.Table, st *kakuzu.State) *rig {
	t.Helper()
	return rigSized(t, tb, st, 1280, 800)
}

func rigSized(t testing.TB, tb core.Table, st *kakuzu.State, w, h int) *rig {
	t.Helper()
	t.Setenv(store.EnvConfigDir, t.TempDir())
	ctx, n := newContext(w, h)
	g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
	g.r = newRound(ctx, tb, st)
	g.r.Layout(ctx)
	return g
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
	g.t.Fatalf("waited %d ticks for %s: turn %d awaiting %v, message %q", limit, what, g.r.st.Turn(), g.r.st.Awaiting(), g.r.message)
}

// settle plays idle ticks until every step has played, then one more so
// the widgets follow.
func (g *rig) settle() {
	g.t.Helper()
	g.waitFor("the events to play", 3000, func() bool { return !g.r.run.Active() })
	g.step()
}

// find returns the scene's target id, failing when there is none.
func (g *rig) find(id string) ui.Target {
	g.t.Helper()
	for _, x := range g.r.Targets() {
		if x.ID == id {
			return x
		}
	}
	g.t.Fatalf("no target %q (targets: %v)", id, g.ids())
	return ui.Target{}
}

// ids lists the targets but the tray's squares.
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

// tap taps target id (enabled or not) with the mouse and plays one idle
// tick.
func (g *rig) tap(id string) {
	g.t.Helper()
	p := g.at(id)
	g.script.Tap(p.X, p.Y, false)
	g.run(1)
}

// tapOn taps an enabled target, failing when it is disabled.
func (g *rig) tapOn(id string) {
	g.t.Helper()
	if !g.find(id).Enabled {
		g.t.Fatalf("%q is disabled (turn %d awaiting %v, busy %v)", id, g.r.st.Turn(), g.r.st.Awaiting(), g.r.run.Busy())
	}
	g.tap(id)
}

// press queues one tick with keys pressed on the keyboard and plays it.
func (g *rig) press(keys ...ui.Key) {
	g.script.Press(keys...)
	g.run(0)
}

// padPress plays one tick with gamepad pad pressing keys.
func (g *rig) padPress(pad int, keys ...ui.Key) {
	g.script.PadPress(pad, keys...)
	g.run(0)
}

// Target names.
func squareID(sq kakuzu.Square) string { return ui.Indexed2(squareName, sq.Row, sq.Col).String() }
func digitID(d int) string             { return ui.Indexed(digitName, d).String() }
func seatDrawID(p int) string          { return fmt.Sprintf("seat.%d.%s", p, idSeatDraw) }
func seatDigitID(p, d int) string      { return fmt.Sprintf("seat.%d.%s", p, ui.Indexed(digitName, d)) }

var bagID = idBag.String()

// draw taps the bag for the seat to move and lets the draw play; it
// returns the number that came out.
func (g *rig) drawByTap() int {
	g.t.Helper()
	n := nextDraw(g.t, g.r.st)
	moves := len(g.r.st.Moves())
	g.tapOn(bagID)
	if len(g.r.st.Moves()) != moves+1 {
		g.t.Fatalf("tapping the bag played %d moves (message %q)", len(g.r.st.Moves())-moves, g.r.message)
	}
	g.settle()
	return n
}

// liftByTap taps sq's stone and lets the lift play.
func (g *rig) liftByTap(sq kakuzu.Square) {
	g.t.Helper()
	moves := len(g.r.st.Moves())
	g.tapOn(squareID(sq))
	if len(g.r.st.Moves()) != moves+1 {
		g.t.Fatalf("tapping %v played %d moves (message %q, word %q)", sq, len(g.r.st.Moves())-moves, g.r.message, g.r.seats[g.r.st.Turn()].word)
	}
	g.settle()
}

// sameMoves fails unless st's moves are want.
func sameMoves(t testing.TB, what string, st *kakuzu.State, want []kakuzu.Move) {
	t.Helper()
	if got := st.Moves(); !slices.Equal(got, want) {
		t.Fatalf("%s: moves %v, want %v", what, got, want)
	}
}

// viewAgrees fails unless the scene's view shows what the rules hold.
func (g *rig) viewAgrees(what string) {
	g.t.Helper()
	sv := g.r.st.View(g.r.st.Turn())
	v := &g.r.view
	covered := 0 // the stones the view shows on the tray
	for _, row := range v.tray {
		for _, c := range row {
			if c.Holder == kakuzu.Covered {
				covered++
			}
		}
	}
	if v.tray != sv.Tray || !slices.Equal(v.scores, sv.Scores) || v.hunting != sv.Hunting || v.turn != sv.Turn ||
		v.phase != sv.Phase || covered != sv.Covered || v.boxes != sv.BoxesDone {
		g.t.Fatalf("%s: the view shows turn %d phase %v hunting %d scores %v covered %d; the rules: turn %d phase %v hunting %d scores %v covered %d",
			what, v.turn, v.phase, v.hunting, v.scores, covered, sv.Turn, sv.Phase, sv.Hunting, sv.Scores, sv.Covered)
	}
	var bag, retired uint16
	for _, n := range sv.Bag {
		bag |= 1 << n
	}
	for _, d := range sv.Retired {
		retired |= 1 << d
	}
	if v.bag != bag || v.retired != retired {
		g.t.Fatalf("%s: the view's bag %b retired %b, the rules' %b %b", what, v.bag, v.retired, bag, retired)
	}
}

// clearWords forgets what the panels say.
func (g *rig) clearWords() {
	for _, s := range g.r.seats {
		s.word, s.wordLeft = "", 0
	}
}
