package frametest

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"strings"
)

// AllocProfile tells the allocations a frame's Update and Draw make of
// their own from Ebitengine's batch records (and from what other
// goroutines allocate meanwhile), by the stacks the runtime's allocation
// profile keeps (of every allocation while it counts: MemProfileRate 1).
//
// Ebitengine 2.8 allocates a record for each batch of draws a frame
// queues, whoever queues it (graphicscommand's commandQueue, a
// one-element slice of 48 B: its EnqueueDrawTrianglesCommand), so every
// frame that draws anything allocates at least once. That, and the
// queue's own buffers, is all a frame is allowed that its scene did not
// ask for; everything else, Ebitengine's images included, is the scene's.
type AllocProfile struct {
	recs []runtime.MemProfileRecord
	seen map[[32]uintptr][2]int64 // objects and bytes allocated per stack as of begin
	own  map[[32]uintptr]*ownStack
	// notes say, for each frame that allocated, which of the scene's
	// functions did (for a failure's message).
	notes []string
	noted []int // the frames the notes are about
	frame int
}

// ownStack is one stack's share of the scene's own allocations.
type ownStack struct {
	stack         []uintptr
	objects, size int64
}

// CountEveryAllocation makes the runtime's profile record every
// allocation; the returned func puts the rate back.
func CountEveryAllocation() (restore func()) {
	old := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	return func() { runtime.MemProfileRate = old }
}

// Begin notes the profile as it stands (a collection publishes every
// allocation made before it).
func (p *AllocProfile) Begin() {
	if p.seen == nil {
		p.seen, p.own = map[[32]uintptr][2]int64{}, map[[32]uintptr]*ownStack{}
	}
	runtime.GC()
	clear(p.seen)
	p.sum(p.seen)
}

// End is the scene's own allocations and bytes since Begin.
func (p *AllocProfile) End() (allocs, bytes uint64) {
	runtime.GC()
	now := map[[32]uintptr][2]int64{}
	p.sum(now)
	var where []string
	defer func() {
		if p.frame++; len(where) > 0 {
			slices.Sort(where)
			p.noted = append(p.noted, p.frame-1)
			p.notes = append(p.notes, fmt.Sprintf("frame %d: %d allocations, %d B in %s", p.frame-1, allocs, bytes, strings.Join(slices.Compact(where), ", ")))
		}
	}()
	for k, c := range now {
		was := p.seen[k]
		n, b := c[0]-was[0], c[1]-was[1]
		if n <= 0 {
			continue
		}
		stack := k[:]
		if i := slices.Index(stack, 0); i >= 0 {
			stack = stack[:i]
		}
		if batchRecord(stack) || !inFrame(stack) {
			continue
		}
		allocs, bytes = allocs+uint64(n), bytes+uint64(b)
		o := p.own[k]
		if o == nil {
			o = &ownStack{stack: slices.Clone(stack)}
			p.own[k] = o
		}
		o.objects, o.size = o.objects+n, o.size+b
		where = append(where, sceneFunc(stack))
	}
	return allocs, bytes
}

// sceneFunc is the innermost of the game's own functions on a stack.
func sceneFunc(stack []uintptr) string {
	frames := runtime.CallersFrames(stack)
	for {
		f, more := frames.Next()
		if strings.HasPrefix(f.Function, "cifra/") {
			return strings.TrimPrefix(f.Function, "cifra/")
		}
		if !more {
			return "?"
		}
	}
}

// sum adds up the published profile's allocations per stack into m (the
// runtime keeps a stack's first 32 frames: deeper stacks may share them).
func (p *AllocProfile) sum(m map[[32]uintptr][2]int64) {
	for _, r := range p.snapshot() {
		c := m[r.Stack0]
		m[r.Stack0] = [2]int64{c[0] + r.AllocObjects, c[1] + r.AllocBytes}
	}
}

// snapshot is the published profile.
func (p *AllocProfile) snapshot() []runtime.MemProfileRecord {
	for {
		n, ok := runtime.MemProfile(p.recs, true)
		if ok {
			return p.recs[:n]
		}
		p.recs = make([]runtime.MemProfileRecord, n+n/4+64)
	}
}

// Merge adds q's own stacks to p's.
func (p *AllocProfile) Merge(q *AllocProfile) {
	if p.own == nil {
		p.own = map[[32]uintptr]*ownStack{}
	}
	for k, o := range q.own {
		if mine := p.own[k]; mine != nil {
			mine.objects, mine.size = mine.objects+o.objects, mine.size+o.size
		} else {
			p.own[k] = o
		}
	}
}

// batchRecord reports whether an allocation's stack is Ebitengine's
// command queue recording a batch of draws (or growing its buffers: the
// uniforms' buffer a real frame's end would have recycled, see
// frametest.Rig.EndFrame).
func batchRecord(stack []uintptr) bool {
	frames := runtime.CallersFrames(stack)
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "runtime.") {
			return strings.HasPrefix(f.Function, "github.com/hajimehoshi/ebiten/v2/internal/graphicscommand.(*commandQueue).") ||
				strings.HasPrefix(f.Function, "github.com/hajimehoshi/ebiten/v2/internal/graphicscommand.(*uint32sBuffer).")
		}
		if !more {
			return false
		}
	}
}

// inFrame reports whether an allocation was made by the round's Update or
// Draw (not by the counting between frames, nor by another goroutine: the
// prepainter or a bot thinking beside the loop).
func inFrame(stack []uintptr) bool {
	frames := runtime.CallersFrames(stack)
	for {
		f, more := frames.Next()
		if strings.HasSuffix(f.Function, ".(*Round).Update") || strings.HasSuffix(f.Function, ".(*Round).Draw") {
			return true
		}
		if !more {
			return false
		}
	}
}

// Top lists the n stacks that allocated most, for a failure's message.
func (p *AllocProfile) Top(n int) string {
	all := make([]*ownStack, 0, len(p.own))
	for _, o := range p.own {
		all = append(all, o)
	}
	slices.SortFunc(all, func(a, b *ownStack) int { return cmp.Compare(b.objects, a.objects) })
	var sb strings.Builder
	sb.WriteString(strings.Join(p.notes, "\n") + "\n")
	for _, o := range all[:min(n, len(all))] {
		fmt.Fprintf(&sb, "%d allocations, %d B:", o.objects, o.size)
		frames, shown := runtime.CallersFrames(o.stack), 0
		for shown < 8 {
			f, more := frames.Next()
			if !strings.HasPrefix(f.Function, "runtime.") {
				fmt.Fprintf(&sb, "\n\t%s (%s:%d)", f.Function, f.File[strings.LastIndex(f.File, "/")+1:], f.Line)
				shown++
			}
			if !more {
				break
			}
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// Notes says, for each frame that allocated of its own, which of the
// scene's functions did, and Noted which frame each note is about.
func (p *AllocProfile) Notes() (notes []string, frames []int) { return p.notes, p.noted }
