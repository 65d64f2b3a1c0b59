package scenes

import (
	"testing"
	"time"
)

// TestTickClockKeepsGameTime: while sparse, each wake plays the ticks of
// game time since the last (a stall at most maxCatchUp), an input between
// ticks plays one, and over a run the ticks match the wall clock.
func TestTickClockKeepsGameTime(t *testing.T) {
	var c tickClock
	t0 := time.Unix(1000, 0)
	if n := c.due(t0); n != 1 {
		t.Fatalf("ticking every frame: %d ticks an Update", n)
	}
	c.sparse(t0)
	defer c.every()
	if n := c.due(t0.Add(wakeEvery)); n != 6 {
		t.Fatalf("a wake after %v plays %d ticks, want 6", wakeEvery, n)
	}
	if n := c.due(t0.Add(wakeEvery + time.Millisecond)); n != 1 {
		t.Fatalf("an input a millisecond later plays %d ticks, want 1", n)
	}
	total, at := 7, t0.Add(wakeEvery+time.Millisecond)
	for range 50 { // wakes, and now and then an input in between
		at = at.Add(wakeEvery)
		total += c.due(at)
		total += c.due(at.Add(3 * time.Millisecond))
		at = at.Add(3 * time.Millisecond)
	}
	if want := int(at.Sub(t0) / tickDuration); total < want-1 || total > want+1 {
		t.Fatalf("%d ticks over %v, want %d±1", total, at.Sub(t0), want)
	}
	if n := c.due(at.Add(time.Hour)); n != maxCatchUp {
		t.Fatalf("after an hour's stall one Update plays %d ticks, want %d", n, maxCatchUp)
	}
	if n := c.due(at.Add(time.Hour + wakeEvery)); n != 6 {
		t.Fatalf("the wake after a stall plays %d ticks, want 6", n)
	}
	c.every()
	if n := c.due(at.Add(2 * time.Hour)); n != 1 {
		t.Fatalf("back to every frame: %d ticks an Update", n)
	}
}
