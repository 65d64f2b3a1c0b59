package frametest

import (
	"runtime"
	"testing"

	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/scenes/ui"
)

// Person is a scene played by a scripted person, frame by frame, as the
// app plays it: the script's input, Update, Draw, the frame's end; each
// frame's Update and Draw counted alone. Moment is where the game stands
// (the moves played, the steps of their events under way): a frame that
// moves it on is an event's frame (FrameCounts.Add).
type Person[M comparable] struct {
	Rig    *Rig
	Script *ui.Script
	Moment func() M
	frame  ui.Frame // the frame being played (held here: a local would escape)
}

// Tick plays the script's next frame (or an idle one): Update and Draw,
// counted into counts unless it is nil, then the frame's end.
func (h *Person[M]) Tick(counts *FrameCounts) {
	var before, after runtime.MemStats
	r := h.Rig
	h.frame = h.Script.Poll(1)
	r.Ctx.Frame = &h.frame
	r.Ctx.Tick++
	var was M
	if counts != nil {
		was = h.Moment()
		counts.Profile.Begin()
		runtime.ReadMemStats(&before)
	}
	r.Scene.Update(r.Ctx)
	r.Scene.Draw(r.Screen, r.Ctx)
	if counts != nil {
		runtime.ReadMemStats(&after)
		counts.Add(after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc, h.Moment() != was)
	}
	r.EndFrame()
}

// Play plays the queued input, then n idle frames, all counted into
// counts unless it is nil.
func (h *Person[M]) Play(n int, counts *FrameCounts) {
	for h.Script.Pending() > 0 {
		h.Tick(counts)
	}
	for range n {
		h.Tick(counts)
	}
}

// Until plays frames until done says so, at most n, counted into counts
// unless it is nil; it reports whether done came.
func (h *Person[M]) Until(n int, counts *FrameCounts, done func() bool) bool {
	for range n {
		if done() {
			return true
		}
		h.Tick(counts)
	}
	return done()
}

// Report hands the figures to a benchmark (make bench): bytes and
// allocations a frame at p50 and p99, all of them and the scene's own.
func (f Figures) Report(b *testing.B) {
	b.ReportMetric(float64(f.Bytes50), "B-p50/frame")
	b.ReportMetric(float64(f.Bytes99), "B-p99/frame")
	b.ReportMetric(float64(f.Allocs50), "allocs-p50/frame")
	b.ReportMetric(float64(f.Allocs99), "allocs-p99/frame")
	b.ReportMetric(float64(f.OwnBytes99), "own-B-p99/frame")
	b.ReportMetric(float64(f.OwnAllocs99), "own-allocs-p99/frame")
	b.ReportMetric(float64(f.SteadyBytes99), "steady-own-B-p99/frame")
}

// Moment is where a game stands for a Person: the moves played and the
// steps of their events under way. A frame that moves it on is an event's
// frame: a move is applied and saved, a step starts or ends (the view
// takes the event, the news says it), and what it brings is drawn for
// the first time.
type Moment struct {
	Moves int
	Steps uint64 // the running steps' handles, hashed
}

// MomentOf is the moment of a game with moves played and the steps
// running.
func MomentOf(moves int, running []events.Playing) Moment {
	m := Moment{Moves: moves}
	for _, p := range running {
		m.Steps = m.Steps*1000003 + uint64(p.Handle)
	}
	return m
}

// NewPerson is a Person playing scene on a screen of the context's size
// (New) by script, moment telling where the game stands.
func NewPerson[M comparable](ctx *core.Context, scene core.Scene, script *ui.Script, moment func() M) *Person[M] {
	return &Person[M]{Rig: New(ctx, scene), Script: script, Moment: moment}
}
