package frametest

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// FrameCounts are the allocations and bytes of each frame measured: all
// of them, and the scene's own (all but Ebitengine's batch records); and
// which frames were events' (the test says as it adds each).
type FrameCounts struct {
	allocs, bytes       []uint64
	ownAllocs, ownBytes []uint64
	event               []bool
	// Profile tells each frame's own allocations: Begin it before the
	// frame, Add after.
	Profile AllocProfile
}

// Grow makes room for n more frames, so counting does not allocate.
func (c *FrameCounts) Grow(n int) {
	c.allocs, c.bytes = slices.Grow(c.allocs, n), slices.Grow(c.bytes, n)
	c.ownAllocs, c.ownBytes = slices.Grow(c.ownAllocs, n), slices.Grow(c.ownBytes, n)
	c.event = slices.Grow(c.event, n)
}

// Add records a frame's allocations and bytes, and the scene's own share
// of them (the allocation profile since Profile.Begin).
func (c *FrameCounts) Add(allocs, bytes uint64, event bool) {
	c.allocs, c.bytes, c.event = append(c.allocs, allocs), append(c.bytes, bytes), append(c.event, event)
	own, ownBytes := c.Profile.End()
	c.ownAllocs, c.ownBytes = append(c.ownAllocs, own), append(c.ownBytes, ownBytes)
}

// Merge adds d's frames to c's.
func (c *FrameCounts) Merge(d FrameCounts) {
	c.allocs, c.bytes = append(c.allocs, d.allocs...), append(c.bytes, d.bytes...)
	c.ownAllocs, c.ownBytes = append(c.ownAllocs, d.ownAllocs...), append(c.ownBytes, d.ownBytes...)
	c.event = append(c.event, d.event...)
	c.Profile.Merge(&d.Profile)
}

// Quantile is the q-quantile (0..1, nearest rank) of vs.
func Quantile(vs []uint64, q float64) uint64 {
	if len(vs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(vs))
	return s[max(0, int(math.Ceil(q*float64(len(s))))-1)]
}

// Figures are a path's p50 and p99 of bytes and allocations a frame, all
// of them and the scene's own: over every frame, and over the steady
// frames (no event's: the test marks those as it adds them).
type Figures struct {
	Frames, Events           int
	Bytes50, Bytes99, MaxB   uint64
	Allocs50, Allocs99       uint64
	OwnBytes50, OwnBytes99   uint64
	OwnAllocs50, OwnAllocs99 uint64
	OwnFrames                int // frames that allocated anything of their own
	// The steady frames: the scene's own at p99 and at most.
	SteadyBytes99, SteadyAllocs99, SteadyMaxB uint64
	EventOwnFrames                            int // events' frames that allocated of their own
}

// Figures sums the frames up.
func (c *FrameCounts) Figures() Figures {
	f := Figures{Frames: len(c.bytes), Bytes50: Quantile(c.bytes, 0.5), Bytes99: Quantile(c.bytes, 0.99), MaxB: Quantile(c.bytes, 1),
		Allocs50: Quantile(c.allocs, 0.5), Allocs99: Quantile(c.allocs, 0.99),
		OwnBytes50: Quantile(c.ownBytes, 0.5), OwnBytes99: Quantile(c.ownBytes, 0.99),
		OwnAllocs50: Quantile(c.ownAllocs, 0.5), OwnAllocs99: Quantile(c.ownAllocs, 0.99)}
	var steadyBytes, steadyAllocs []uint64
	for i, n := range c.ownAllocs {
		if n > 0 {
			f.OwnFrames++
		}
		if c.event[i] {
			f.Events++
			if n > 0 {
				f.EventOwnFrames++
			}
			continue
		}
		steadyBytes, steadyAllocs = append(steadyBytes, c.ownBytes[i]), append(steadyAllocs, n)
	}
	f.SteadyBytes99, f.SteadyAllocs99, f.SteadyMaxB = Quantile(steadyBytes, 0.99), Quantile(steadyAllocs, 0.99), Quantile(steadyBytes, 1)
	return f
}

// SteadyNotes are the notes on the steady frames that allocated.
func (c *FrameCounts) SteadyNotes() string {
	var out []string
	notes, noted := c.Profile.Notes()
	for i, frame := range noted {
		if !c.event[frame] {
			out = append(out, notes[i])
		}
	}
	return strings.Join(out, "\n")
}

// String says the figures in a line.
func (f Figures) String() string {
	return fmt.Sprintf("%d Frames: all %d B p50, %d B p99 (max %d), %d allocs p50, %d p99; the scene's own %d B p50, %d B p99, %d allocs p50, %d p99 (%d Frames allocated); "+
		"%d steady Frames: own %d B p99 (max %d), %d allocs p99; %d events' Frames, %d of them allocating",
		f.Frames, f.Bytes50, f.Bytes99, f.MaxB, f.Allocs50, f.Allocs99, f.OwnBytes50, f.OwnBytes99, f.OwnAllocs50, f.OwnAllocs99, f.OwnFrames,
		f.Frames-f.Events, f.SteadyBytes99, f.SteadyMaxB, f.SteadyAllocs99, f.Events, f.EventOwnFrames)
}
