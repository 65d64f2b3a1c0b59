package main

import (
	"bytes"
	"io"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/rules"
)

// worstRecord is a record shaped to cost the most to read for its size,
// made on demand (so that the others' bytes do not sit in the heap while
// one is measured, raising the garbage collector's target).
type worstRecord struct {
	name string
	make func(size int) []byte
}

// fill repeats item after head until the record is about size bytes,
// then closes it with tail.
func fill(head, item, tail string, size int) []byte {
	n := max(1, (size-len(head)-len(tail))/len(item))
	var b bytes.Buffer
	b.Grow(len(head) + n*len(item) + len(tail))
	b.WriteString(head)
	for i := range n {
		if i == n-1 {
			b.WriteString(strings.TrimSuffix(item, ","))
			continue
		}
		b.WriteString(item)
	}
	b.WriteString(tail)
	return b.Bytes()
}

// worstRecords are records of about size bytes in the shapes that cost a
// reader the most memory a byte: the most list items, keys, players or
// nesting a record can hold, a single huge string, an unclosed nest.
func worstRecords() []worstRecord {
	const kn = `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],`
	const kr = `{"format":1,"game":"kakuro","seed":1,"players":[{"name":"A"}],`
	filled := func(name, head, item, tail string) worstRecord {
		return worstRecord{name, func(size int) []byte { return fill(head, item, tail, size) }}
	}
	return []worstRecord{
		filled("moves {} each", kn+`"moves":[`, `{},`, `]}`),
		filled("moves of a cell each", kn+`"moves":[`, `{"p":0,"cell":[0,0]},`, `]}`),
		filled("players", `{"format":1,"game":"knister","seed":1,"players":[`, `{"name":"P"},`, `],"moves":[]}`),
		filled("setup rolls", kn+`"setup":{"rolls":[`, `[1,1],`, `]},"moves":[]}`),
		filled("kakuro sum tiles", kr+`"setup":{"sums":[`, `3,`, `]},"moves":[]}`),
		filled("kakuro stock", kr+`"setup":{"stock":[`, `"D",`, `]},"moves":[]}`),
		filled("options keys", kn+`"options":{`, `"k":0,`, `},"moves":[]}`),
		filled("a move of keys", kn+`"moves":[{`, `"k":0,`, `}]}`),
		filled("a name", `{"format":1,"game":"knister","seed":1,"players":[{"name":"`, `x`, `"}],"moves":[]}`),
		filled("nested 64 deep in moves", kn+`"moves":[`, strings.Repeat("[", 62)+strings.Repeat("]", 62)+",", `]}`),
		filled("nested past the limit", kn+`"moves":[`, "[", ""),
	}
}

// heapSampler follows the heap's size while a replay runs: the peak of
// the bytes in live and not yet swept objects, read from runtime/metrics
// (which does not stop the world) every 100 µs.
type heapSampler struct {
	stop chan struct{}
	done sync.WaitGroup
	peak uint64
}

func heapObjects() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

func startSampler() *heapSampler {
	h := &heapSampler{stop: make(chan struct{}), peak: heapObjects()}
	h.done.Go(func() {
		tick := time.NewTicker(100 * time.Microsecond)
		defer tick.Stop()
		for {
			select {
			case <-h.stop:
				return
			case <-tick.C:
				h.peak = max(h.peak, heapObjects())
			}
		}
	})
	return h
}

// end stops sampling and returns the peak.
func (h *heapSampler) end() uint64 {
	close(h.stop)
	h.done.Wait()
	return max(h.peak, heapObjects())
}

// replayCost replays data as "referee replay -" and returns the peak heap
// above what was in use before (the input itself not counted) and the
// bytes allocated in all.
func replayCost(data []byte) (code int, peak, allocated uint64) {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	base := heapObjects()
	s := startSampler()
	code = runWith([]string{"replay", "-"}, bytes.NewReader(data), io.Discard, io.Discard)
	p := s.end()
	runtime.ReadMemStats(&after)
	return code, p - min(p, base), after.TotalAlloc - before.TotalAlloc
}

// BenchmarkWorstCaseRecords replays 16 MB records (the most a record may
// be) of each worst shape and reports the peak heap above the start and
// the bytes allocated, in MB and as multiples of the input's size, and,
// where the platform tells, the peak resident memory of a process doing
// nothing else (make bench prints them).
func BenchmarkWorstCaseRecords(b *testing.B) {
	dir := b.TempDir()
	for i, w := range worstRecords() {
		b.Run(strings.ReplaceAll(w.name, " ", "_"), func(b *testing.B) {
			data := w.make(rules.MaxRecordBytes - 64)
			var peak, alloc uint64
			for b.Loop() {
				_, p, a := replayCost(data)
				peak, alloc = max(peak, p), max(alloc, a)
			}
			mb := float64(1 << 20)
			b.ReportMetric(float64(len(data))/mb, "input-MB")
			b.ReportMetric(float64(peak)/mb, "peak-heap-MB")
			b.ReportMetric(float64(peak)/float64(len(data)), "peak/input")
			b.ReportMetric(float64(alloc)/mb, "alloc-MB")
			if rss, ok := childPeakRSS(b, dir, i, data); ok {
				b.ReportMetric(float64(rss)/mb, "process-peak-MB")
			}
		})
	}
}

// TestWorstCaseRecordsCostLinearMemory: a record of each worst shape is
// replayed (and refused where it must be) at a peak heap of at most a
// bounded multiple of its size plus a constant, and what it allocates in
// all grows with its size, not faster: four times the input costs at most
// about four times the bytes (deep nesting once cost their square).
func TestWorstCaseRecordsCostLinearMemory(t *testing.T) {
	const size = 4 << 20
	for _, w := range worstRecords() {
		_, _, small := replayCost(w.make(size / 4))
		data := w.make(size)
		code, peak, alloc := replayCost(data)
		t.Logf("%-24s exit %d: peak heap %5.1f MB (%4.1f× the input), %6.1f MB allocated (%4.1f× a quarter of the input's)",
			w.name, code, float64(peak)/(1<<20), float64(peak)/float64(len(data)), float64(alloc)/(1<<20), float64(alloc)/float64(small))
		if limit := worstPeakFactor*uint64(len(data)) + 16<<20; peak > limit {
			t.Errorf("%s: peak heap %d bytes for %d bytes of input (limit %d)", w.name, peak, len(data), limit)
		}
		if limit := worstAllocFactor*uint64(len(data)) + 16<<20; alloc > limit {
			t.Errorf("%s: %d bytes allocated for %d bytes of input (limit %d)", w.name, alloc, len(data), limit)
		}
		if limit := 6*small + 4<<20; alloc > limit {
			t.Errorf("%s: %d bytes allocated for %d bytes of input, %d for a quarter of it: not linear", w.name, alloc, len(data), small)
		}
	}
}

// The bounds TestWorstCaseRecordsCostLinearMemory holds reading to, as
// multiples of the input's size, about twice what is measured (the peak
// counts garbage not yet collected; allocations count every token).
const (
	worstPeakFactor  = 32
	worstAllocFactor = 128
)
