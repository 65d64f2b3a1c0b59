package onlinetest

import (
	"slices"
	"sync"
	"time"
)

// Manual is a clock that moves only when the test moves it: Now stands
// still, and a wait is over only once Advance has passed its end.
type Manual struct {
	mu     sync.Mutex
	now    time.Time
	timers []*manualTimer
}

type manualTimer struct {
	at      time.Time
	f       func()
	stopped bool
}

// NewManual is a manual clock standing at start.
func NewManual(start time.Time) *Manual { return &Manual{now: start} }

// Now is the clock's time.
func (c *Manual) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc calls f once Advance has moved the clock d past now.
func (c *Manual) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &manualTimer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !t.stopped
		t.stopped = true
		return was
	}
}

// Advance moves the clock d on and calls, in the caller's goroutine and
// in the order they end, every wait that is now over.
func (c *Manual) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
	for {
		c.mu.Lock()
		slices.SortStableFunc(c.timers, func(a, b *manualTimer) int { return a.at.Compare(b.at) })
		var due *manualTimer
		for i, t := range c.timers {
			if t.stopped {
				continue
			}
			if !t.at.After(c.now) {
				due = t
				t.stopped = true
				c.timers = slices.Delete(c.timers, i, i+1)
			}
			break
		}
		c.timers = slices.DeleteFunc(c.timers, func(t *manualTimer) bool { return t.stopped })
		c.mu.Unlock()
		if due == nil {
			return
		}
		due.f()
	}
}
