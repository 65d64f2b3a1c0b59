package authority

import (
	"sync"
	"time"
)

// Clock is how an authority tells and waits for time: a bot's reaction
// time (its plan's ticks), Kakuro's hourglass, the buzzer race's wait and
// the round trips it measures. Tests use Instant so a game plays at once.
type Clock interface {
	// Now is the time now.
	Now() time.Time
	// AfterFunc calls f in its own goroutine after d; stop cancels the
	// call if it has not started.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// RealClock is the wall clock.
type RealClock struct{}

// Now is time.Now.
func (RealClock) Now() time.Time { return time.Now() }

// AfterFunc is time.AfterFunc.
func (RealClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// Instant is a clock on which every wait is over at once: a bot moves as
// soon as it has decided, an hourglass runs out as soon as it starts. It
// tells the wall clock's time.
type Instant struct{}

// Now is time.Now.
func (Instant) Now() time.Time { return time.Now() }

// AfterFunc calls f at once, in its own goroutine.
func (Instant) AfterFunc(_ time.Duration, f func()) func() bool {
	go f()
	return func() bool { return false }
}

// TicksToDuration is the wall time of n game ticks (rules.TicksPerSecond).
func TicksToDuration(n int, perSecond int) time.Duration {
	return time.Duration(n) * time.Second / time.Duration(perSecond)
}

// Skewed is the wall clock, moved on by hand (Advance): a test server's
// (cifra-server -test-clock), whose tables over days an end-to-end test
// plays in minutes while everything else runs in real time. A wait ends
// at its time on this clock: when real time gets there, or at once when
// Advance skips past it.
type Skewed struct {
	mu     sync.Mutex
	skew   time.Duration
	timers map[*skewTimer]bool
}

type skewTimer struct {
	at    time.Time
	f     func()
	timer *time.Timer
}

// Now is the wall clock's time, moved on by every Advance so far.
func (c *Skewed) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.skew)
}

// AfterFunc calls f in its own goroutine once this clock has passed d
// from now.
func (c *Skewed) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.timers == nil {
		c.timers = map[*skewTimer]bool{}
	}
	t := &skewTimer{at: time.Now().Add(c.skew + d), f: f}
	c.timers[t] = true
	t.timer = time.AfterFunc(d, func() {
		if c.take(t) {
			f()
		}
	})
	return func() bool { return c.take(t) }
}

// take removes t from the waits; false when it was gone already (run,
// or stopped).
func (c *Skewed) take(t *skewTimer) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.timers[t] {
		return false
	}
	delete(c.timers, t)
	t.timer.Stop()
	return true
}

// Advance moves the clock d on, and ends at once, each in its own
// goroutine, the waits that are now over.
func (c *Skewed) Advance(d time.Duration) {
	c.mu.Lock()
	c.skew += d
	now := time.Now().Add(c.skew)
	var due []*skewTimer
	for t := range c.timers {
		if !t.at.After(now) {
			due = append(due, t)
			delete(c.timers, t)
			t.timer.Stop()
		}
	}
	c.mu.Unlock()
	for _, t := range due {
		go t.f()
	}
}
