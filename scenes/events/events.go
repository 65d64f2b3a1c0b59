// Package events plays what the rules said happened, one step after
// another, each over its own number of ticks (DESIGN.md, "Events are
// played, not applied").
//
// A rule's Apply returns events and has already changed the state; the
// scene turns each event into a Step — a flip, a tile flying to a hand,
// points counting up, a pause — and hands the steps to one Runner. The
// Runner starts them in order, reports each running step's progress for
// drawing, and tells the scene when input may act again (Busy) and when
// nothing is left to animate (Active, for the app's "draw only when
// something changed").
//
// Sequencing, in one sentence: a step starts when every blocking step
// before it has finished, or together with the step before it when With is
// set. A non-blocking step therefore never holds the queue: a floating score
// starts, and whatever follows it (including the player's next move) goes
// on while it rises.
//
// The package is engine-free and deterministic: it counts calls to Update,
// never the clock, starts no goroutines, and allocates nothing per tick once
// its slices have grown to the largest number of steps in flight.
package events

// Step is one thing to play.
type Step struct {
	// Ticks is how long it runs (60 ticks a second). Zero or less is an
	// instant step: it starts and finishes in the same Update, which makes
	// it a place in the sequence for a sound or a state change.
	Ticks int
	// Blocking makes input wait (Busy) while the step is queued or runs,
	// and makes the steps after it wait for its end. A flip, a tile laid
	// or a die rolling block; a floating score does not.
	Blocking bool
	// With starts the step together with the one added before it, or at
	// once if that one has already started, instead of after the blocking
	// steps ahead of it (a tile flips while another flies).
	With bool
	// Start, if set, runs when the step starts: play a sound, spawn an
	// effect. Flush runs it too, so a skipped animation still has its
	// consequences.
	Start func()
	// End, if set, runs when the step finishes or is flushed.
	End func()
	// Ease shapes Playing.Eased; nil is linear. sprites.OutCubic and the
	// other sprites eases fit here.
	Ease func(float64) float64
	// Data is the scene's own description of what to draw, usually the
	// rule event itself; the Runner never looks at it.
	Data any
}

// Wait is a blocking pause of ticks ticks: the steps after it, and input,
// wait until it is over.
func Wait(ticks int) Step { return Step{Ticks: ticks, Blocking: true} }

// Handle names a step added to a Runner, to ask about it later. The zero
// Handle names no step.
type Handle uint64

// Phase is where a step stands.
type Phase int

// The phases of a step, in the order it goes through them. A Handle the
// Runner does not know (zero, or from another Runner) reads as Finished.
const (
	Queued Phase = iota
	Running
	Finished
)

// Playing is a step that has started and not yet finished.
type Playing struct {
	Handle Handle
	Step   Step
	// Tick counts the Updates since the step started: 0 on the tick it
	// starts, Step.Ticks-1 on its last.
	Tick int
}

// Progress is the linear fraction played, 0 on the first tick and
// approaching 1 (a step is finished, not drawn, at 1).
func (p Playing) Progress() float64 {
	if p.Step.Ticks <= 0 {
		return 1
	}
	return float64(p.Tick) / float64(p.Step.Ticks)
}

// Eased is Progress through the step's Ease.
func (p Playing) Eased() float64 {
	if p.Step.Ease == nil {
		return p.Progress()
	}
	return p.Step.Ease(p.Progress())
}

// Runner plays steps in order. The zero value is ready to use. A Runner is
// not safe for concurrent use; callbacks may Add steps, and may Flush, but
// must not call Update.
type Runner struct {
	queue   []Playing // added, not started; queue[head:] in order
	head    int
	running []Playing // started, in the order they started
	done    []Playing // scratch for the steps finishing in one Update
	last    Handle
}

// Add queues s behind everything already added and returns its handle. It
// starts on the next Update at the earliest.
func (r *Runner) Add(s Step) Handle {
	r.last++
	r.queue = append(r.queue, Playing{Handle: r.last, Step: s})
	return r.last
}

// Update advances one tick: running steps move on and those whose time is
// up finish (End, in the order they started), then queued steps start as
// far as the sequence allows (Start, in order). A step started here is at
// Tick 0, so a scene that adds steps while handling input and calls Update
// after it draws every step from its first frame.
func (r *Runner) Update() {
	r.done = r.done[:0]
	kept := r.running[:0]
	for _, p := range r.running {
		p.Tick++
		if p.Tick >= p.Step.Ticks {
			r.done = append(r.done, p)
			continue
		}
		kept = append(kept, p)
	}
	clear(r.running[len(kept):]) // drop the finished steps' callbacks and data
	r.running = kept
	for i := range r.done {
		if end := r.done[i].Step.End; end != nil {
			end()
		}
		r.done[i] = Playing{}
	}
	r.startReady()
}

// startReady starts queued steps while the sequence lets them.
func (r *Runner) startReady() {
	for r.head < len(r.queue) {
		next := r.queue[r.head]
		if !next.Step.With && r.holding() {
			return
		}
		r.pop()
		r.start(next)
	}
}

// holding reports whether a running step makes later steps wait.
func (r *Runner) holding() bool {
	for _, p := range r.running {
		if p.Step.Blocking {
			return true
		}
	}
	return false
}

// pop removes the head of the queue, recycling the slice when it empties.
func (r *Runner) pop() {
	r.queue[r.head] = Playing{}
	r.head++
	if r.head == len(r.queue) {
		r.queue, r.head = r.queue[:0], 0
	}
}

// start runs p's Start and either keeps it running or, for an instant
// step, finishes it at once.
func (r *Runner) start(p Playing) {
	if p.Step.Ticks > 0 {
		r.running = append(r.running, p)
	}
	if p.Step.Start != nil {
		p.Step.Start()
	}
	if p.Step.Ticks <= 0 && p.Step.End != nil {
		p.Step.End()
	}
}

// Flush finishes everything at once, as if time had run out: the running
// steps end in the order they started, then every queued step starts and
// ends in order. Steps that callbacks add meanwhile are flushed too. For a
// player who taps through, a test, or a scene being left.
func (r *Runner) Flush() {
	for len(r.running) > 0 || r.head < len(r.queue) {
		if len(r.running) > 0 {
			p := r.running[0]
			copy(r.running, r.running[1:])
			r.running[len(r.running)-1] = Playing{}
			r.running = r.running[:len(r.running)-1]
			if p.Step.End != nil {
				p.Step.End()
			}
			continue
		}
		p := r.queue[r.head]
		r.pop()
		p.Step.Ticks = 0
		r.start(p)
	}
}

// Busy reports whether input must wait: a blocking step runs or is queued.
func (r *Runner) Busy() bool {
	if r.holding() {
		return true
	}
	for _, p := range r.queue[r.head:] {
		if p.Step.Blocking {
			return true
		}
	}
	return false
}

// Active reports whether anything is still to be drawn moving: a step runs
// or is queued. The scene's Animating should include it.
func (r *Runner) Active() bool { return len(r.running) > 0 || r.head < len(r.queue) }

// Running lists the steps playing now, in the order they started, for the
// scene to draw. The slice belongs to the Runner and is valid until the next
// Update or Flush; do not keep or change it.
func (r *Runner) Running() []Playing { return r.running }

// Phase reports where the step named by h stands.
func (r *Runner) Phase(h Handle) Phase {
	if _, ok := r.find(h); ok {
		return Running
	}
	for _, p := range r.queue[r.head:] {
		if p.Handle == h {
			return Queued
		}
	}
	return Finished
}

// Progress is the linear progress of the step named by h: 0 while it is
// queued, Playing.Progress while it runs, 1 once finished.
func (r *Runner) Progress(h Handle) float64 {
	if p, ok := r.find(h); ok {
		return p.Progress()
	}
	if r.Phase(h) == Queued {
		return 0
	}
	return 1
}

// Eased is Progress through the step's Ease: Ease(0) (0 for the sprites
// eases) while queued, 1 once finished.
func (r *Runner) Eased(h Handle) float64 {
	if p, ok := r.find(h); ok {
		return p.Eased()
	}
	for _, p := range r.queue[r.head:] {
		if p.Handle == h {
			if p.Step.Ease == nil {
				return 0
			}
			return p.Step.Ease(0)
		}
	}
	return 1
}

// find returns the running step named by h.
func (r *Runner) find(h Handle) (Playing, bool) {
	for _, p := range r.running {
		if p.Handle == h {
			return p, true
		}
	}
	return Playing{}, false
}
