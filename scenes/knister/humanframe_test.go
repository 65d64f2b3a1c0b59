package knister

import (
	"fmt"
	"strings"
	"testing"

	"cifra/internal/frametest"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// A person's frames, not only the bots': four people around one screen
// write roll after roll — the first drags its slip slowly over its card
// before letting it go, the others tap a square — and the table rolls by
// itself after its moment for taking a number back. Each frame is played
// as the app plays it (the script's input, Update, Draw, the frame's end)
// and its Update and Draw are counted alone.

// tablePerson is a table-mode round played by scripted input, frame by
// frame, with Draw.
type tablePerson struct {
	*frametest.Person[moment]
	r      *Round
	ctx    *core.Context
	script ui.Script
}

// newTablePerson is a table of four people on a 1280×800 screen.
func newTablePerson(tb testing.TB) *tablePerson {
	tb.Helper()
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
	seats := []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Di"}}
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 5, Around: true})
	h := &tablePerson{r: r, ctx: ctx}
	h.Person = frametest.NewPerson(ctx, r, &h.script, h.moment)
	return h
}

// moment is where the game stands: the moves played and rolls made, the
// view, and the steps of their events under way. A frame that moves it on
// is an event's frame: a move is applied and saved, a roll made, a step
// starts or ends (the view takes the event), and what it brings is drawn
// for the first time.
type moment struct {
	moves, rev, shown int
	steps             uint64
}

func (h *tablePerson) moment() moment {
	m := moment{moves: h.r.st.MoveCount(), rev: h.r.rev, shown: h.r.view.version}
	for _, p := range h.r.run.Running() {
		m.steps = m.steps*1000003 + uint64(p.Handle)
	}
	return m
}

// target is the round's target id, in screen pixels.
func (h *tablePerson) target(tb testing.TB, id string) ui.Target {
	tb.Helper()
	for _, t := range h.r.Targets() {
		if t.ID == id {
			return t
		}
	}
	tb.Fatalf("no target %q", id)
	return ui.Target{}
}

// freeCells are seat p's squares it may write into now.
func (h *tablePerson) freeCells(p int) []knister.Cell {
	prefix := fmt.Sprintf("seat.%d.%s.", p, cellName)
	var out []knister.Cell
	for _, t := range h.r.Targets() {
		if !t.Enabled || !strings.HasPrefix(t.ID, prefix) {
			continue
		}
		var c knister.Cell
		if _, err := fmt.Sscanf(strings.TrimPrefix(t.ID, prefix), "%d.%d", &c.R, &c.C); err == nil {
			out = append(out, c)
		}
	}
	return out
}

// allMayWrite reports whether every seat may write the roll now.
func (h *tablePerson) allMayWrite() bool {
	for p := range h.r.table.Seats {
		if len(h.freeCells(p)) == 0 {
			return false
		}
	}
	return true
}

// dragFrames is how many frames the first person carries the slip about.
const dragFrames = 240

// queueRoll queues the roll's writing: the first person's finger lifts
// the slip, wanders over the card for dragFrames frames and lets it go on
// a free square; then the three others tap a free square of their own,
// all at once.
func (h *tablePerson) queueRoll(tb testing.TB, roll int) {
	tb.Helper()
	free := h.freeCells(0)
	to := h.r.DropPoint(0, free[(roll*7)%len(free)], true)
	corner := h.r.DropPoint(0, knister.Cell{}, true)
	far := h.r.DropPoint(0, knister.Cell{R: knister.Size - 1, C: knister.Size - 1}, true)
	from := h.target(tb, "seat.0.slip")
	fx, fy := from.X+from.W/2, from.Y+from.H/2
	ptr := ui.Pointer{ID: 1, Touch: true, X: fx, Y: fy, StartX: fx, StartY: fy, Down: true, Pressed: true}
	h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	ptr.Pressed, ptr.Moved = false, true
	for k := range dragFrames {
		// Over the card and back: from its corner to the far one, then
		// round to the square it lands on.
		t := float64(k+1) / dragFrames
		a, b, f := corner, far, t*2
		if t > 0.5 {
			a, b, f = far, to, (t-0.5)*2
		}
		ptr.X, ptr.Y = a.X+(b.X-a.X)*f, a.Y+(b.Y-a.Y)*f
		h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	}
	ptr.Down, ptr.Released = false, true
	h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	h.script.Idle(20)
	var taps []ui.Point
	for p := 1; p < len(h.r.table.Seats); p++ {
		free := h.freeCells(p)
		c := h.target(tb, fmt.Sprintf("seat.%d.%s", p, cellID(free[(roll*3+p)%len(free)])))
		taps = append(taps, ui.Point{X: c.X + c.W/2, Y: c.Y + c.H/2})
	}
	h.script.TapTogether(taps...)
}

// tablePath plays rolls of a table of four people after the first roll's
// dice have landed and a rehearsal roll (the sprites painted, the input's
// buffers grown: first paint excluded) and returns the counts of every
// frame from the first person's first touch on.
func tablePath(tb testing.TB, rolls int) frametest.FrameCounts {
	tb.Helper()
	tb.Setenv(store.EnvConfigDir, tb.TempDir())
	h := newTablePerson(tb)
	if !h.Until(600, nil, h.allMayWrite) {
		tb.Fatal("the first roll's dice never landed")
	}
	h.playRoll(tb, 0, nil)
	var counts frametest.FrameCounts
	counts.Grow(rolls * 600)
	defer frametest.CountEveryAllocation()()
	for roll := range rolls {
		h.playRoll(tb, roll+1, &counts)
	}
	return counts
}

// playRoll plays the writing of a roll (queueRoll) and the table rolling
// by itself after it, counted into counts unless it is nil.
func (h *tablePerson) playRoll(tb testing.TB, roll int, counts *frametest.FrameCounts) {
	tb.Helper()
	round := h.r.st.Round()
	h.queueRoll(tb, roll)
	h.Play(0, counts)
	for p := range h.r.table.Seats {
		if !h.r.st.HasPlaced(p) {
			tb.Fatalf("roll %d: seat %d did not write", round+1, p)
		}
	}
	if !h.Until(600, counts, func() bool { return h.r.st.Round() == round+1 && h.allMayWrite() }) {
		tb.Fatalf("roll %d: the table did not roll by itself", round+1)
	}
}

// tableRolls is how many rolls the guard and the benchmark play.
const tableRolls = 2

// TestTableOfFourAllocatesNothing guards a person's frames around a
// table: while four people write (one carrying its slip about the card,
// three tapping), their numbers spring in, the table waits for a number
// to be taken back and then rolls, a steady frame's Update and Draw
// allocate nothing of their own at p99 (Ebitengine's record of each batch
// of draws aside: see frametest.AllocProfile). The frames that allocate are events'
// frames (see moment): the moves themselves (the rules' events, the
// save), the rolls, the words they change — four a roll, fewer than one
// frame in a hundred.
func TestTableOfFourAllocatesNothing(t *testing.T) {
	c := tablePath(t, tableRolls)
	f := c.Figures()
	t.Log(f)
	if f.SteadyBytes99 != 0 || f.SteadyAllocs99 != 0 {
		t.Errorf("a steady frame of four people writing around a table allocates %d B of its own in %d allocations at p99, want 0; where:\n%s",
			f.SteadyBytes99, f.SteadyAllocs99, c.Profile.Top(12))
	}
	if most := 4 * tableRolls; f.OwnFrames > most {
		t.Errorf("%d frames of %d rolls allocate of their own, want at most %d (the moves, the rolls, their words); where:\n%s",
			f.OwnFrames, tableRolls, most, c.Profile.Top(12))
	}
}

// BenchmarkTableOfFour prints a person's frames' figures (make bench):
// bytes and allocations at p50 and p99, all and the scene's own, while
// four people write around a table, roll after roll.
func BenchmarkTableOfFour(b *testing.B) {
	var all frametest.FrameCounts
	for range b.N {
		all.Merge(tablePath(b, tableRolls))
	}
	all.Figures().Report(b)
}
