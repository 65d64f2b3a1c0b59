package scenes

import (
	"encoding/json"
	"os"
	"runtime"
	"slices"
	"time"
)

// frameStats measures what -stats reports: CPU time of Update+Draw per
// tick and bytes allocated per tick. A tick runs from one Update's start
// to the next: the Update and the Draws after it, and also the frame's end
// (where Ebitengine's desktop OpenGL calls allocate on every call) and
// whatever other goroutines allocate meanwhile (bots thinking, sprites
// painted beside the loop). The bytes allocated inside Update and Draw
// alone are counted apart (inLoop). The first tick drawn
// after the sprites were dropped (start-up, a new window size) repaints
// them all; it is kept apart so that one repaint does not hide in the
// steady figures. A nil *frameStats measures nothing.
type frameStats struct {
	steady, drawn, repaint samples // drawn: the steady ticks that drew
	inLoop                 samples // the steady ticks' Update+Draw, and the bytes allocated inside them
	loopAlloc              uint64  // bytes allocated inside this tick's Update and Draws so far
	drawAlloc              uint64  // bytes allocated when this Draw began
	updates, draws         samples // the steady ticks' Update and Draw apart
	redraws                int
	current                time.Duration // Update + Draw so far in this tick
	update, draw           time.Duration // this tick's Update, and its Draws
	lastAlloc              uint64        // bytes allocated when this tick began
	open                   bool          // a tick is being measured
	repaintWanted          bool          // the sprites were dropped; the next Draw repaints them
	repainting             bool          // this tick's Draw repainted them
	drew                   bool          // this tick drew
	mem                    runtime.MemStats
}

// samples are the figures of a kind of tick.
type samples struct {
	cpu    []time.Duration
	allocs []uint64
}

func (k *samples) add(cpu time.Duration, allocs uint64) {
	k.cpu = append(k.cpu, cpu)
	k.allocs = append(k.allocs, allocs)
}

// percentiles are p50, p99 and max of a tick figure.
type percentiles struct {
	CPUMillisP50  float64 `json:"cpuMillisP50"`
	CPUMillisP99  float64 `json:"cpuMillisP99"`
	CPUMillisMax  float64 `json:"cpuMillisMax"`
	AllocBytesP50 uint64  `json:"allocBytesP50"`
	AllocBytesP99 uint64  `json:"allocBytesP99"`
	AllocBytesMax uint64  `json:"allocBytesMax"`
}

// cpuPercentiles are the CPU half of percentiles.
type cpuPercentiles struct {
	CPUMillisP50 float64 `json:"cpuMillisP50"`
	CPUMillisP99 float64 `json:"cpuMillisP99"`
	CPUMillisMax float64 `json:"cpuMillisMax"`
}

func (p percentiles) cpuOnly() cpuPercentiles {
	return cpuPercentiles{p.CPUMillisP50, p.CPUMillisP99, p.CPUMillisMax}
}

func (k *samples) percentiles() percentiles {
	var r percentiles
	n := len(k.cpu)
	if n == 0 {
		return r
	}
	cpu := slices.Sorted(slices.Values(k.cpu))
	al := slices.Sorted(slices.Values(k.allocs))
	p := func(q int) int { return min(n-1, n*q/100) }
	r.CPUMillisP50, r.CPUMillisP99, r.CPUMillisMax = millis(cpu[p(50)]), millis(cpu[p(99)]), millis(cpu[n-1])
	r.AllocBytesP50, r.AllocBytesP99, r.AllocBytesMax = al[p(50)], al[p(99)], al[n-1]
	return r
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// newFrameStats starts measuring; in the browser the page can read the
// figures as they come (exposeStats).
func newFrameStats() *frameStats {
	s := &frameStats{}
	exposeStats(s)
	return s
}

// allocated is the bytes allocated so far. runtime/metrics counts small
// allocations only when a span is handed back, in lumps of kilobytes;
// ReadMemStats is exact, and it runs outside the timed part of a tick.
func (s *frameStats) allocated() uint64 {
	runtime.ReadMemStats(&s.mem)
	return s.mem.TotalAlloc
}

// start opens a tick at the start of Update (closing the previous one)
// and returns the time Update started.
func (s *frameStats) start() time.Time {
	if s == nil {
		return time.Time{}
	}
	a := s.allocated()
	if s.open {
		switch {
		case s.repainting:
			s.repaint.add(s.current, a-s.lastAlloc)
		case s.drew:
			s.drawn.add(s.current, a-s.lastAlloc)
			s.draws.add(s.draw, 0)
			fallthrough
		default:
			s.steady.add(s.current, a-s.lastAlloc)
			s.inLoop.add(s.current, s.loopAlloc)
			s.updates.add(s.update, 0)
		}
	}
	s.open, s.repainting, s.drew, s.current, s.update, s.draw, s.loopAlloc = true, false, false, 0, 0, 0, 0
	s.lastAlloc = a
	return time.Now()
}

// drawStart returns the time a Draw started.
func (s *frameStats) drawStart() time.Time {
	if s == nil {
		return time.Time{}
	}
	s.drawAlloc = s.allocated()
	return time.Now()
}

// updateDone adds Update's time and allocations to the tick.
func (s *frameStats) updateDone(t time.Time) {
	if s == nil {
		return
	}
	d := time.Since(t)
	s.current += d
	s.update += d
	s.loopAlloc += s.allocated() - s.lastAlloc
}

// drawDone adds a Draw's time to the tick.
func (s *frameStats) drawDone(t time.Time) {
	if s == nil {
		return
	}
	s.redraws++
	s.drew = true
	d := time.Since(t)
	s.current += d
	s.draw += d
	s.loopAlloc += s.allocated() - s.drawAlloc
	if s.repaintWanted {
		s.repaintWanted, s.repainting = false, true
	}
}

// spritesDropped notes that the next Draw repaints every sprite.
func (s *frameStats) spritesDropped() {
	if s != nil {
		s.repaintWanted = true
	}
}

// statsReport is the JSON written by -stats: every steady tick (a tick
// that did not draw costs next to nothing), then the steady ticks that
// drew alone, then the repaints.
type statsReport struct {
	Frames  int `json:"frames"`
	Redraws int `json:"redraws"`
	Ticks   int `json:"ticks"` // ticks measured in the steady figures
	percentiles
	Drawn struct {
		Ticks int `json:"ticks"`
		percentiles
	} `json:"drawn"`
	// Update and Draw are the steady ticks' CPU split: Update's of every
	// tick, the Draws' of the ticks that drew.
	Update cpuPercentiles `json:"update"`
	Draw   cpuPercentiles `json:"draw"`
	// InLoop is every steady tick's Update+Draw again, with the bytes
	// allocated inside them only: what the scenes (and Ebitengine's
	// queueing of their draws) allocate, without the frame's end.
	InLoop percentiles `json:"inLoop"`
	// Repaints are the ticks that painted the sprites afresh (the first
	// Draw after start-up or a new window size), measured apart.
	Repaints          int     `json:"repaints"`
	RepaintCPUMillis  float64 `json:"repaintCpuMillisMax"`
	RepaintAllocBytes uint64  `json:"repaintAllocBytesMax"`
}

func (s *frameStats) write(path string, frames int) error {
	r := statsReport{Frames: frames, Redraws: s.redraws, Ticks: len(s.steady.cpu), Repaints: len(s.repaint.cpu)}
	r.percentiles = s.steady.percentiles()
	r.Drawn.Ticks, r.Drawn.percentiles = len(s.drawn.cpu), s.drawn.percentiles()
	r.Update, r.Draw = s.updates.percentiles().cpuOnly(), s.draws.percentiles().cpuOnly()
	r.InLoop = s.inLoop.percentiles()
	if len(s.repaint.cpu) > 0 {
		r.RepaintCPUMillis = millis(slices.Max(s.repaint.cpu))
		r.RepaintAllocBytes = slices.Max(s.repaint.allocs)
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
