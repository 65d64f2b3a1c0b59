package kakuro

import (
	"os"
	"testing"

	"cifra/internal/frametest"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// A person's frames, not only the bots': a scripted person calls, marks a
// row and drags an action tile across the whole board, holding it there
// for many frames, then lays it. Each frame is played as the app plays it
// (the script's input, Update, Draw, the frame's end) and its Update and
// Draw are counted alone.

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

// holdFrames is how many frames the person carries the tile about.
const holdFrames = 300

// queueTileDrag queues a mouse press on seat p's hand tile i, the tile
// carried over every square of the board, row by row, for holdFrames
// frames, then to square to and let go there.
func (h *person) queueTileDrag(p, i int, to kakuro.Pos) {
	from := h.at(tileID(p, i))
	var path []ui.Point
	for row := range kakuro.Size {
		for c := range kakuro.Size {
			col := c
			if row%2 == 1 {
				col = kakuro.Size - 1 - c // back and forth: a snake
			}
			path = append(path, center(h.find(squareID(kakuro.Pos{row, col}))))
		}
	}
	path = append(path, h.at(squareID(to)))
	ptr := ui.Pointer{X: from.X, Y: from.Y, StartX: from.X, StartY: from.Y, Down: true, Pressed: true}
	h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	ptr.Pressed, ptr.Moved = false, true
	last := from
	for k := range holdFrames {
		// Along the path, a leg between two squares every few frames.
		t := float64(k+1) / holdFrames * float64(len(path)-1)
		leg := min(int(t), len(path)-2)
		a, b, f := path[leg], path[leg+1], t-float64(leg)
		if k == 0 {
			a, f = last, 1
		}
		ptr.X, ptr.Y = a.X+(b.X-a.X)*f, a.Y+(b.Y-a.Y)*f
		h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
	}
	ptr.Down, ptr.Released = false, true
	h.script.Queue(ui.Frame{Pointers: []ui.Pointer{ptr}, Activity: true})
}

// tileDragPath plays a person's claim on a table of n people (solo: no
// claim window; two: the window counts down) on a 1280×800 screen: the
// tile carried across the board and laid, taken back, then carried and
// laid again. It returns the counts of the second time's frames, from the
// tile's pickup to a second after it is laid: the first time paints what
// the claim shows for the first time (its words' letters, the window's
// digits) and is not counted.
func tileDragPath(t testing.TB, n int) frametest.FrameCounts {
	t.Helper()
	seed, sol := findDeal(t, n, testStock, kakuro.UseDigit, nil)
	tb := table(seats(n, 0, ""), seed, 60)
	h := newPerson(rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock})))
	h.Play(warmFrames, nil) // the sprites are painted
	h.tap(buzzID(0))
	h.markRow(sol.Claim.Row)
	u := sol.Claim.Uses[0]
	h.queueTileDrag(0, h.handIndex(0, u.Tile), u.A)
	h.Play(60, nil)
	h.tapDrawn("seat.0.kakuro.undo")
	if c := h.r.claim; c == nil || len(c.uses) != 0 {
		t.Fatalf("Undo did not take the tile back: claim %+v", c)
	}
	h.Play(rehearsalFrames-h.script.Pending(), nil)
	h.queueTileDrag(0, h.handIndex(0, u.Tile), u.A)
	var counts frametest.FrameCounts
	counts.Grow(h.script.Pending() + 60)
	defer frametest.CountEveryAllocation()()
	h.Play(60, &counts)
	if c := h.r.claim; c == nil || len(c.uses) != 1 || c.uses[0] != u {
		t.Fatalf("the drag across the board did not lay %+v: claim %+v (message %q)", u, c, h.r.message)
	}
	return counts
}

// tapDrawn taps target id with the mouse, frames drawn, and plays a frame
// more.
func (h *person) tapDrawn(id string) {
	p := h.at(id)
	h.script.Tap(p.X, p.Y, false)
	h.Play(1, nil)
}

// warmFrames are played before the claim: the layout's sprites are
// painted (first paint excluded).
const warmFrames = 300

// rehearsalFrames are the frames of the claim played before the counted
// drag: with the window running, more than ten of its seconds, so every
// digit it shows has been painted once.
const rehearsalFrames = 12 * core.TPS

// humanPaths are the person's paths the guard and the benchmark play.
var humanPaths = []struct {
	name   string
	people int
}{
	{"solo", 1},
	{"two people (claim window)", 2},
}

// TestHumanTileDragAllocatesNothing guards a person's frames: while a
// tile is carried over the board, and as it is laid, a frame's Update and
// Draw allocate nothing of their own at p99 (Ebitengine's record of each
// batch of draws aside: see frametest.AllocProfile). The frames above it are the
// pickup (the rules say once where the tile may go) and the laying (the
// claim's preview made again, the laid tile's events).
func TestHumanTileDragAllocatesNothing(t *testing.T) {
	if os.Getenv(countAloneEnv) == "" {
		// Every allocation recorded, every goroutine's: alone, as the
		// frame count is (countAlone).
		countAlone(t, "TestHumanTileDragAllocatesNothing")
		return
	}
	for _, path := range humanPaths {
		t.Run(path.name, func(t *testing.T) {
			c := tileDragPath(t, path.people)
			f := c.Figures()
			t.Log(f)
			if testing.Verbose() {
				t.Logf("the steady frames that allocated:\n%s", c.SteadyNotes())
			}
			if f.OwnBytes99 != 0 || f.OwnAllocs99 != 0 {
				t.Errorf("a frame of a person dragging a tile allocates %d B of its own in %d allocations at p99, want 0; where:\n%s", f.OwnBytes99, f.OwnAllocs99, c.Profile.Top(12))
			}
		})
	}
}

// BenchmarkHumanTileDrag prints a person's frames' figures (make bench):
// bytes and allocations at p50 and p99 while a tile is carried across the
// board and laid.
func BenchmarkHumanTileDrag(b *testing.B) {
	for _, path := range humanPaths {
		b.Run(path.name, func(b *testing.B) {
			var all frametest.FrameCounts
			for range b.N {
				all.Merge(tileDragPath(b, path.people))
			}
			all.Figures().Report(b)
		})
	}
}
