package authority_test

import (
	"testing"
	"time"

	"cifra/online/authority"
)

// A skewed clock runs with the wall clock, jumps on Advance, ends the
// waits Advance skips past at once and the others at their time, and a
// stopped wait never runs.
func TestASkewedClockSkipsAhead(t *testing.T) {
	var c authority.Skewed
	before := time.Now()
	fired := make(chan string, 3)
	c.AfterFunc(time.Hour, func() { fired <- "hour" })
	stop := c.AfterFunc(2*time.Hour, func() { fired <- "stopped" })
	c.AfterFunc(10*time.Hour, func() { fired <- "ten hours" })
	c.AfterFunc(20*time.Millisecond, func() { fired <- "soon" })
	if got := <-fired; got != "soon" {
		t.Fatalf("first ended %q, want the wait of 20 ms", got)
	}
	if !stop() {
		t.Fatal("a pending wait could not be stopped")
	}
	c.Advance(3 * time.Hour)
	if got := <-fired; got != "hour" {
		t.Fatalf("after 3 h ended %q, want the hour's wait", got)
	}
	select {
	case got := <-fired:
		t.Fatalf("%q ended too", got)
	case <-time.After(50 * time.Millisecond):
	}
	if now := c.Now(); now.Sub(before) < 3*time.Hour || now.Sub(before) > 3*time.Hour+time.Minute {
		t.Fatalf("the clock says %v after %v", now, before)
	}
}
