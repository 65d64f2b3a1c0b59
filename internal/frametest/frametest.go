// Package frametest plays a scene frame by frame as the app does, with no
// input: one Update and one Draw onto the same screen each tick. The
// games' frame benchmarks and allocation guards stand on it. Like every
// drawing test it runs inside a game loop (ebitentest.Main) under Xvfb.
package frametest

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// Rig is a scene with its context and the screen it is drawn on.
type Rig struct {
	Ctx    *core.Context
	Scene  core.Scene
	Screen *ebiten.Image
	frame  ui.Frame
	corner *ebiten.Image // the screen's top-left pixel
	probe  *ebiten.Image // a pixel copied from corner and read back to end a frame
	pixel  [4]byte
}

// New lays s out for the context's screen and returns its rig.
func New(ctx *core.Context, s core.Scene) *Rig {
	s.Layout(ctx)
	screen := ebiten.NewImage(ctx.W, ctx.H)
	return &Rig{Ctx: ctx, Scene: s, Screen: screen, corner: screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image),
		probe: ebiten.NewImage(1, 1)}
}

// Tick plays one frame: an input-free Update, Draw, and the frame's end.
func (r *Rig) Tick() {
	r.Frame()
	r.EndFrame()
}

// Frame is the scene's part of a frame: an input-free Update, then Draw.
func (r *Rig) Frame() {
	r.frame = ui.Frame{}
	r.Ctx.Frame = &r.frame
	r.Ctx.Tick++
	r.Scene.Update(r.Ctx)
	r.Scene.Draw(r.Screen, r.Ctx)
}

// EndFrame runs the frame's queued drawing, as the end of a real frame
// does. Tests run inside one long Update of a game loop, where nothing
// else would: the queue would grow, and its growth be counted as the
// scene's. Reading a pixel back flushes it (a pixel of a 1×1 image:
// reading one of the screen would copy all of it).
func (r *Rig) EndFrame() {
	r.probe.DrawImage(r.corner, nil)
	r.probe.ReadPixels(r.pixel[:])
}

// Run plays n frames.
func (r *Rig) Run(n int) {
	for range n {
		r.Tick()
	}
}

// Bots are seats for bots of the given levels.
func Bots(levels ...string) []rules.Player {
	var out []rules.Player
	for _, level := range levels {
		out = append(out, rules.Player{Name: "Bot " + level, Bot: level})
	}
	return out
}

// Game is a game under test: Start deals a game and returns its rig
// (its saves go to a temporary folder), Done says it has played out.
type Game struct {
	Start func(testing.TB) *Rig
	Done  func(*Rig) bool
}

// warmFrames are played before measuring: the sprites are painted and
// the game is under way.
const warmFrames = 300

// start is a fresh game played warmFrames in.
func (g Game) start(tb testing.TB) *Rig {
	tb.Helper()
	r := g.Start(tb)
	r.Run(warmFrames)
	return r
}

// Bench reports one frame's time and allocations: Update and Draw, not
// the drawing the GPU does at the frame's end. A game that has played out
// is replaced (out of the timing), so every measured frame is one of a
// game under way.
func Bench(b *testing.B, g Game) {
	b.Setenv(store.EnvConfigDir, b.TempDir())
	r := g.start(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if g.Done(r) {
			b.StopTimer()
			r.Screen.Deallocate()
			r = g.start(b)
			b.StartTimer()
		}
		r.Frame()
		b.StopTimer()
		r.EndFrame()
		b.StartTimer()
	}
}

// Allocations are the average allocations and bytes of a frame's Update
// and Draw over n frames (the frames' ends left out, as in Bench).
func Allocations(r *Rig, n int) (allocs, bytes float64) {
	var before, after runtime.MemStats
	var count, size uint64
	for range n {
		runtime.ReadMemStats(&before)
		r.Frame()
		runtime.ReadMemStats(&after)
		count += after.Mallocs - before.Mallocs
		size += after.TotalAlloc - before.TotalAlloc
		r.EndFrame()
	}
	return float64(count) / float64(n), float64(size) / float64(n)
}

// guardFrames is how many frames Guard measures.
const guardFrames = 300

// Guard fails t when a game's frames, once under way, allocate more than
// most times a frame on average, or when the game ended among the
// measured frames (then they were not all frames of a game under way).
// Counts, not bytes: the command queue that the test loop never ends (see
// EndFrame) grows its buffers by doubling, a few allocations of many
// bytes that a real frame's end would have recycled.
func Guard(t *testing.T, g Game, most float64) {
	t.Helper()
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r := g.start(t)
	allocs, bytes := Allocations(r, guardFrames)
	if g.Done(r) {
		t.Fatalf("the game ended within the %d measured frames; measure fewer", guardFrames)
	}
	t.Logf("%.2f allocations, %.0f bytes a frame over %d frames", allocs, bytes, guardFrames)
	if allocs > most {
		t.Errorf("a frame allocates %.2f times on average, want at most %v", allocs, most)
	}
}
