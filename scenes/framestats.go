package scenes

import (
	"encoding/json"
	"os"
	"runtime/metrics"
	"slices"
	"time"
)

// frameStats measures what -stats reports: CPU time of Update+Draw per
// frame and bytes allocated per frame. A nil *frameStats measures nothing.
type frameStats struct {
	cpu     []time.Duration // Update + Draw of each tick
	allocs  []uint64        // bytes allocated during each tick
	redraws int
	current time.Duration
	sample  []metrics.Sample
	lastA   uint64
}

func newFrameStats() *frameStats {
	s := &frameStats{sample: []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}}
	s.lastA = s.allocated()
	return s
}

func (s *frameStats) allocated() uint64 {
	metrics.Read(s.sample)
	if s.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s.sample[0].Value.Uint64()
}

func (s *frameStats) start() time.Time {
	if s == nil {
		return time.Time{}
	}
	return time.Now()
}

// updateDone closes a tick: Update's time starts the frame's total.
func (s *frameStats) updateDone(t time.Time) {
	if s == nil {
		return
	}
	if len(s.cpu) > 0 || s.current > 0 {
		s.cpu = append(s.cpu, s.current)
		a := s.allocated()
		s.allocs = append(s.allocs, a-s.lastA)
		s.lastA = a
	}
	s.current = time.Since(t)
}

func (s *frameStats) drawDone(t time.Time) {
	if s == nil {
		return
	}
	s.redraws++
	s.current += time.Since(t)
}

// statsReport is the JSON written by -stats.
type statsReport struct {
	Frames        int     `json:"frames"`
	Redraws       int     `json:"redraws"`
	CPUMillisP50  float64 `json:"cpuMillisP50"`
	CPUMillisP99  float64 `json:"cpuMillisP99"`
	CPUMillisMax  float64 `json:"cpuMillisMax"`
	AllocBytesP50 uint64  `json:"allocBytesP50"`
	AllocBytesP99 uint64  `json:"allocBytesP99"`
	Ticks         int     `json:"ticks"` // Update calls measured (CPU and allocations are per tick)
}

func (s *frameStats) write(path string, frames int) error {
	r := statsReport{Frames: frames, Redraws: s.redraws, Ticks: len(s.cpu)}
	if n := len(s.cpu); n > 0 {
		cpu := slices.Clone(s.cpu)
		slices.Sort(cpu)
		al := slices.Clone(s.allocs)
		slices.Sort(al)
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		r.CPUMillisP50, r.CPUMillisP99, r.CPUMillisMax = ms(cpu[n*50/100]), ms(cpu[min(n-1, n*99/100)]), ms(cpu[n-1])
		r.AllocBytesP50, r.AllocBytesP99 = al[n*50/100], al[min(n-1, n*99/100)]
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
