package rules

import "time"

// SimGame is one bot-only game played by a game's simulator, for
// `referee sim`: its record, final scores, winners (shared wins list every
// winner), how long each bot decision took, and game-specific counters
// that the referee adds up over all games (e.g. "claims.legal").
type SimGame struct {
	Record    *Record
	Scores    []int
	Winners   []int
	Decisions []time.Duration
	Counters  map[string]int
}
