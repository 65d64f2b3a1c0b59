package kakuzu

import (
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// A person's frames, not only the bots': two people take turns, each
// drawing a number from the bag and lifting stones, every stone carried
// about the tray for many frames before it is let go. Each frame is
// played as the app plays it (the script's input, Update, Draw, the
// frame's end) and its Update and Draw are counted alone.

// person is a round played by scripted input, frame by frame, with Draw
// (frametest.Person).
type person struct {
	*rig
	*frametest.Person[frametest.Moment]
}

// newPerson is rig g drawn onto a screen of its size as the app draws it.
func newPerson(g *rig) *person {
	h := &person{rig: g}
	h.Person = frametest.NewPerson(g.ctx, g.r, g.script, h.moment)
	return h
}

// moment is where the game stands (frametest.Moment).
func (h *person) moment() frametest.Moment {
	return frametest.MomentOf(h.r.st.MoveCount(), h.r.run.Running())
}

// holdFrames is how many frames a person carries each stone about.
const holdFrames = 120

// warmFrames are played before counting: the layout's sprites are painted
// (first paint excluded).
const warmFrames = 300

// queueStoneDrag queues a mouse press on sq's stone, the stone carried
// about the tray for holdFrames frames (round the tray's edge) and let go
// over the square beside it: a lift.
func (h *person) queueStoneDrag(sq kakuzu.Square) {
	from := h.at(squareID(sq))
	corners := []ui.Point{
		h.at(squareID(kakuzu.Square{Row: 0, Col: 0})), h.at(squareID(kakuzu.Square{Row: 0, Col: kakuzu.Size - 1})),
		h.at(squareID(kakuzu.Square{Row: kakuzu.Size - 1, Col: kakuzu.Size - 1})), h.at(squareID(kakuzu.Square{Row: kakuzu.Size - 1, Col: 0})),
	}
	to := h.at(squareID(kakuzu.Square{Row: sq.Row, Col: (sq.Col + 1) % kakuzu.Size}))
	path := append(append([]ui.Point{from}, corners...), to)
	ptr := ui.Pointer{X: from.X, Y: from.Y, StartX: from.X, StartY: from.Y, Down: true, Pressed: true}
	h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	ptr.Pressed, ptr.Moved = false, true
	for k := range holdFrames {
		t := float64(k+1) / holdFrames * float64(len(path)-1)
		leg := min(int(t), len(path)-2)
		a, b, f := path[leg], path[leg+1], t-float64(leg)
		ptr.X, ptr.Y = a.X+(b.X-a.X)*f, a.Y+(b.Y-a.Y)*f
		h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	}
	ptr.Down, ptr.Released = false, true
	h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
}

// settleCounted plays frames until the events have played, at most
// limit, counting them.
func (h *person) settleCounted(limit int, counts *frametest.FrameCounts) {
	h.t.Helper()
	for range limit {
		if !h.r.run.Busy() {
			h.Tick(counts) // the widgets follow
			return
		}
		h.Tick(counts)
	}
	h.t.Fatalf("the events did not play in %d frames", limit)
}

// liftPath plays a table of two people after the corner setup: turn after
// turn, the person to move taps the bag and drags stones off the tray (a
// stone of the number hunted while one is left, else a miss), until lifts
// stones are lifted after rehearsalLifts more. It returns the counts of
// every frame after the rehearsal, which paints what the play shows for
// the first time (a stone's flight at each of its sizes, the news's
// letters) and is not counted.
func liftPath(t testing.TB, lifts int) frametest.FrameCounts {
	t.Helper()
	mk := func(seed uint64) core.Table { return table(seats(2), seed, kakuzu.Classic, 0) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool { return nextDraw(t, st) != 0 }))
	st := deal(t, tb)
	neutralSetup(t, st)
	h := newPerson(rigWith(t, tb, st))
	h.Play(warmFrames, nil) // the sprites are painted
	var counts frametest.FrameCounts
	counts.Grow(lifts * (holdFrames + 200))
	defer frametest.CountEveryAllocation()()
	for lifted := 0; lifted < rehearsalLifts+lifts; {
		count := &counts
		if lifted < rehearsalLifts {
			count = nil
		}
		if st.Finished() {
			t.Fatalf("the game ended after %d lifts", lifted)
		}
		moves := st.MoveCount()
		switch st.Awaiting() {
		case kakuzu.ActionDraw:
			bag := h.at(bagID)
			h.script.Tap(bag.X, bag.Y, false)
		case kakuzu.ActionLift:
			sq, ok := hunted(st)
			if !ok {
				sq = covering(t, st, st.Hunting(), false)
			}
			h.queueStoneDrag(sq)
			lifted++
		default:
			t.Fatalf("the table awaits %v", st.Awaiting())
		}
		h.Play(0, count)
		if st.MoveCount() != moves+1 {
			t.Fatalf("the person's input played %d moves, want 1 (awaiting %v, message %q)", st.MoveCount()-moves, st.Awaiting(), h.r.message)
		}
		h.settleCounted(3000, count)
	}
	return counts
}

// hunted is a covered square holding the number hunted, if one is left.
func hunted(st *kakuzu.State) (kakuzu.Square, bool) {
	sheet := st.Sheet()
	for i := range kakuzu.Squares {
		if sq := kakuzu.SquareAt(i); st.Holder(sq) == kakuzu.Covered && sheet.At(sq) == st.Hunting() {
			return sq, true
		}
	}
	return kakuzu.Square{}, false
}

// pathLifts is how many stones the guard and the benchmark lift, after
// rehearsalLifts not counted.
const (
	pathLifts      = 6
	rehearsalLifts = 2
)

// TestHumanLiftsAllocateNothing guards a person's frames: while two
// people draw numbers and carry stones about the tray and lift them, and
// the lifts play, a steady frame's Update and Draw allocate nothing of
// their own at p99 (Ebitengine's record of each batch of draws aside: see
// frametest.AllocProfile). Left out are the events' frames (see moment): a move
// applied and saved, a step of its events starting or ending, which
// makes its words (the news, the turn's prompt) and draws them for the
// first time: a handful a move.
func TestHumanLiftsAllocateNothing(t *testing.T) {
	c := liftPath(t, pathLifts)
	f := c.Figures()
	t.Log(f)
	if testing.Verbose() {
		t.Logf("the steady frames that allocated:\n%s", c.SteadyNotes())
	}
	if f.SteadyBytes99 != 0 || f.SteadyAllocs99 != 0 {
		t.Errorf("a frame of a person lifting stones allocates %d B of its own in %d allocations at p99 of its steady frames, want 0; where:\n%s", f.SteadyBytes99, f.SteadyAllocs99, c.Profile.Top(12))
	}
}

// BenchmarkHumanLifts prints a person's frames' figures (make bench):
// bytes and allocations at p50 and p99, all of them and the scene's own,
// while two people draw and lift stones.
func BenchmarkHumanLifts(b *testing.B) {
	var all frametest.FrameCounts
	for range b.N {
		all.Merge(liftPath(b, pathLifts))
	}
	all.Figures().Report(b)
}
