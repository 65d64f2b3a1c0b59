package knister

import (
	"fmt"
	"math"
	"runtime"
	"slices"
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
	r      *Round
	ctx    *core.Context
	fr     *frametest.Rig
	script ui.Script
	frame  ui.Frame // the frame being played (held here: a local would escape)
}

// newTablePerson is a table of four people on a 1280×800 screen.
func newTablePerson(tb testing.TB) *tablePerson {
	tb.Helper()
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
	seats := []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Di"}}
	r := NewRound(ctx, core.Table{Game: knister.GameName, Seats: seats, Seed: 5, Around: true})
	return &tablePerson{r: r, ctx: ctx, fr: frametest.New(ctx, r)}
}

// tick plays the script's next frame (or an idle one): Update and Draw,
// counted when counts is not nil, then the frame's end.
func (h *tablePerson) tick(counts *frameCounts) {
	var before, after runtime.MemStats
	h.frame = h.script.Poll(1)
	h.ctx.Frame = &h.frame
	h.ctx.Tick++
	var was moment
	if counts != nil {
		was = h.moment()
		counts.profile.Begin()
		runtime.ReadMemStats(&before)
	}
	h.r.Update(h.ctx)
	h.r.Draw(h.fr.Screen, h.ctx)
	if counts != nil {
		runtime.ReadMemStats(&after)
		counts.add(after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc, h.moment() != was)
	}
	h.fr.EndFrame()
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

// until plays frames until done says so, at most n; it reports whether
// done came.
func (h *tablePerson) until(n int, counts *frameCounts, done func() bool) bool {
	for range n {
		if done() {
			return true
		}
		h.tick(counts)
	}
	return done()
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
func tablePath(tb testing.TB, rolls int) frameCounts {
	tb.Helper()
	tb.Setenv(store.EnvConfigDir, tb.TempDir())
	h := newTablePerson(tb)
	if !h.until(600, nil, h.allMayWrite) {
		tb.Fatal("the first roll's dice never landed")
	}
	h.playRoll(tb, 0, nil)
	var counts frameCounts
	counts.grow(rolls * 600)
	defer frametest.CountEveryAllocation()()
	for roll := range rolls {
		h.playRoll(tb, roll+1, &counts)
	}
	return counts
}

// playRoll plays the writing of a roll (queueRoll) and the table rolling
// by itself after it, counted into counts unless it is nil.
func (h *tablePerson) playRoll(tb testing.TB, roll int, counts *frameCounts) {
	tb.Helper()
	round := h.r.st.Round()
	h.queueRoll(tb, roll)
	for h.script.Pending() > 0 {
		h.tick(counts)
	}
	for p := range h.r.table.Seats {
		if !h.r.st.HasPlaced(p) {
			tb.Fatalf("roll %d: seat %d did not write", round+1, p)
		}
	}
	if !h.until(600, counts, func() bool { return h.r.st.Round() == round+1 && h.allMayWrite() }) {
		tb.Fatalf("roll %d: the table did not roll by itself", round+1)
	}
}

// frameCounts are the allocations and bytes of each frame measured: all
// of them, and the scene's own (all but Ebitengine's batch records); and
// which frames were events' (see moment).
type frameCounts struct {
	allocs, bytes       []uint64
	ownAllocs, ownBytes []uint64
	event               []bool
	profile             frametest.AllocProfile
}

// grow makes room for n more frames, so counting does not allocate.
func (c *frameCounts) grow(n int) {
	c.allocs, c.bytes = slices.Grow(c.allocs, n), slices.Grow(c.bytes, n)
	c.ownAllocs, c.ownBytes = slices.Grow(c.ownAllocs, n), slices.Grow(c.ownBytes, n)
	c.event = slices.Grow(c.event, n)
}

// add records a frame's allocations and bytes, and the scene's own share
// of them (the allocation profile since begin).
func (c *frameCounts) add(allocs, bytes uint64, event bool) {
	c.allocs, c.bytes, c.event = append(c.allocs, allocs), append(c.bytes, bytes), append(c.event, event)
	own, ownBytes := c.profile.End()
	c.ownAllocs, c.ownBytes = append(c.ownAllocs, own), append(c.ownBytes, ownBytes)
}

// merge adds d's frames to c's.
func (c *frameCounts) merge(d frameCounts) {
	c.allocs, c.bytes = append(c.allocs, d.allocs...), append(c.bytes, d.bytes...)
	c.ownAllocs, c.ownBytes = append(c.ownAllocs, d.ownAllocs...), append(c.ownBytes, d.ownBytes...)
	c.event = append(c.event, d.event...)
	c.profile.Merge(&d.profile)
}

// quantile is the q-quantile (0..1, nearest rank) of vs.
func quantile(vs []uint64, q float64) uint64 {
	if len(vs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(vs))
	return s[max(0, int(math.Ceil(q*float64(len(s))))-1)]
}

// figures are a path's p50 and p99 of bytes and allocations a frame, all
// of them and the scene's own: over every frame, and over the steady
// frames (no event's: see moment).
type figures struct {
	frames, events           int
	bytes50, bytes99, maxB   uint64
	allocs50, allocs99       uint64
	ownBytes50, ownBytes99   uint64
	ownAllocs50, ownAllocs99 uint64
	ownFrames                int // frames that allocated anything of their own
	// The steady frames: the scene's own at p99 and at most.
	steadyBytes99, steadyAllocs99, steadyMaxB uint64
	eventOwnFrames                            int // events' frames that allocated of their own
}

func (c *frameCounts) figures() figures {
	f := figures{frames: len(c.bytes), bytes50: quantile(c.bytes, 0.5), bytes99: quantile(c.bytes, 0.99), maxB: quantile(c.bytes, 1),
		allocs50: quantile(c.allocs, 0.5), allocs99: quantile(c.allocs, 0.99),
		ownBytes50: quantile(c.ownBytes, 0.5), ownBytes99: quantile(c.ownBytes, 0.99),
		ownAllocs50: quantile(c.ownAllocs, 0.5), ownAllocs99: quantile(c.ownAllocs, 0.99)}
	var steadyBytes, steadyAllocs []uint64
	for i, n := range c.ownAllocs {
		if n > 0 {
			f.ownFrames++
		}
		if c.event[i] {
			f.events++
			if n > 0 {
				f.eventOwnFrames++
			}
			continue
		}
		steadyBytes, steadyAllocs = append(steadyBytes, c.ownBytes[i]), append(steadyAllocs, n)
	}
	f.steadyBytes99, f.steadyAllocs99, f.steadyMaxB = quantile(steadyBytes, 0.99), quantile(steadyAllocs, 0.99), quantile(steadyBytes, 1)
	return f
}

func (f figures) String() string {
	return fmt.Sprintf("%d frames: all %d B p50, %d B p99 (max %d), %d allocs p50, %d p99; the scene's own %d B p50, %d B p99, %d allocs p50, %d p99 (%d frames allocated); "+
		"%d steady frames: own %d B p99 (max %d), %d allocs p99; %d events' frames, %d of them allocating",
		f.frames, f.bytes50, f.bytes99, f.maxB, f.allocs50, f.allocs99, f.ownBytes50, f.ownBytes99, f.ownAllocs50, f.ownAllocs99, f.ownFrames,
		f.frames-f.events, f.steadyBytes99, f.steadyMaxB, f.steadyAllocs99, f.events, f.eventOwnFrames)
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
	f := c.figures()
	t.Log(f)
	if f.steadyBytes99 != 0 || f.steadyAllocs99 != 0 {
		t.Errorf("a steady frame of four people writing around a table allocates %d B of its own in %d allocations at p99, want 0; where:\n%s",
			f.steadyBytes99, f.steadyAllocs99, c.profile.Top(12))
	}
	if most := 4 * tableRolls; f.ownFrames > most {
		t.Errorf("%d frames of %d rolls allocate of their own, want at most %d (the moves, the rolls, their words); where:\n%s",
			f.ownFrames, tableRolls, most, c.profile.Top(12))
	}
}

// BenchmarkTableOfFour prints a person's frames' figures (make bench):
// bytes and allocations at p50 and p99, all and the scene's own, while
// four people write around a table, roll after roll.
func BenchmarkTableOfFour(b *testing.B) {
	var all frameCounts
	for range b.N {
		all.merge(tablePath(b, tableRolls))
	}
	f := all.figures()
	b.ReportMetric(float64(f.bytes50), "B-p50/frame")
	b.ReportMetric(float64(f.bytes99), "B-p99/frame")
	b.ReportMetric(float64(f.allocs99), "allocs-p99/frame")
	b.ReportMetric(float64(f.ownBytes99), "own-B-p99/frame")
	b.ReportMetric(float64(f.ownAllocs99), "own-allocs-p99/frame")
	b.ReportMetric(float64(f.steadyBytes99), "steady-own-B-p99/frame")
}
