package kakuro

import "cifra/rules"

// HourglassTicks is how long an hourglass of seconds runs, in ticks of
// game time (rules.TicksPerSecond).
func HourglassTicks(seconds int) int { return seconds * rules.TicksPerSecond }

// HourglassState is what the hourglass rule asks for in a round.
type HourglassState int8

// The hourglass rule's answers.
const (
	HourglassIdle    HourglassState = iota // keep hunting, no hourglass
	HourglassRunning                       // the hourglass runs; set aside when it runs out
	SetAsideNow                            // set the sum tile aside at once
)

// String names the hourglass state.
func (h HourglassState) String() string {
	return [...]string{"idle", "running", "set-aside-now"}[h]
}

// HourglassState applies the round's hourglass rule, given which seats have
// declared "impossible" (a locked-out seat counts as declared): once half
// the table (rounded up) has declared the hourglass runs; when everyone
// has, the tile is set aside at once. Solo, the hourglass runs from the
// reveal. With the hourglass off, only a unanimous declaration sets the
// tile aside. The scene owns the clock: it starts counting
// HourglassTicks(s.Config().Hourglass) when the answer first turns Running
// in a round — solo, that is at each SumTileRevealed — and the round's
// declarations start empty again after each reveal.
func (s *State) HourglassState(declared []bool) HourglassState {
	n := 0
	for p := range s.hands {
		if s.locked[p] || (p < len(declared) && declared[p]) {
			n++
		}
	}
	switch {
	case n == len(s.hands):
		return SetAsideNow
	case s.cfg.Hourglass == 0:
		return HourglassIdle
	case s.Solo() || 2*n >= len(s.hands):
		return HourglassRunning
	}
	return HourglassIdle
}
