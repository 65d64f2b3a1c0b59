package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

var statsSink [][]byte

// TestFrameStatsInLoopCountsUpdateAndDrawOnly: bytes allocated inside
// Update and Draw count in inLoop and in the tick; bytes allocated between
// them (the frame's end, other goroutines) count in the tick only.
func TestFrameStatsInLoopCountsUpdateAndDrawOnly(t *testing.T) {
	const inside, outside = 64 << 10, 512 << 10
	s := newFrameStats()
	for range 20 {
		u := s.start()
		statsSink = append(statsSink, make([]byte, inside/2))
		s.updateDone(u)
		d := s.drawStart()
		statsSink = append(statsSink, make([]byte, inside/2))
		s.drawDone(d)
		statsSink = append(statsSink, make([]byte, outside))
	}
	s.start() // closes the last tick
	statsSink = nil
	path := filepath.Join(t.TempDir(), "stats.json")
	if err := s.write(path, 20); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r statsReport
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if r.Ticks != 20 || r.Repaints != 0 {
		t.Fatalf("ticks %d, repaints %d", r.Ticks, r.Repaints)
	}
	if got := r.InLoop.AllocBytesP50; got < inside || got >= inside+outside/2 {
		t.Errorf("inLoop bytes p50 = %d, want about %d (Update and Draw only)", got, inside)
	}
	if got := r.AllocBytesP50; got < inside+outside {
		t.Errorf("tick bytes p50 = %d, want at least %d (everything)", got, inside+outside)
	}
}
