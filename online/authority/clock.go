package authority

import "time"

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
