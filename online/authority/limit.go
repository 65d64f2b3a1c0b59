package authority

import (
	"fmt"
	"time"
)

// Limit caps how fast one seat may send the table messages (its moves,
// catch-up requests and pongs together), as a token bucket: Burst
// messages at once, then Rate a second on average. A message over the
// limit is refused in words (CodeTooFast) before the table does anything
// else with it, so a seat that floods wears down neither the table nor
// the other seats: theirs are buckets of their own. The zero Limit is
// no limit.
type Limit struct {
	// Rate is how many messages a second a seat may send on average.
	Rate float64
	// Burst is how many it may send at once (at least 1 with a Rate).
	Burst int
}

// On reports whether the limit limits anything.
func (l Limit) On() bool { return l.Rate > 0 }

// String says the limit in words: "20 a second (40 at once)".
func (l Limit) String() string {
	if !l.On() {
		return "no limit"
	}
	return fmt.Sprintf("%g a second (%d at once)", l.Rate, l.burst())
}

func (l Limit) burst() int { return max(l.Burst, 1) }

// CodeTooFast is the Ack code of a message refused because its seat sent
// more than its Limit allows; nothing was played.
const CodeTooFast = "too-fast"

// CodeAbandoned is the Ack code of a move sent to a table closed before
// its game ended (Authority.Abandon): nothing is played there any more.
const CodeAbandoned = "abandoned"

// bucket is one seat's tokens under a Limit.
type bucket struct {
	tokens  float64
	last    time.Time
	started bool
	// told is true once the seat was told it is over the limit, until a
	// message of its is let through again.
	told bool
}

// take spends a token at now, refilling first; false when there is none.
func (b *bucket) take(l Limit, now time.Time) bool {
	if !l.On() {
		return true
	}
	burst := float64(l.burst())
	switch {
	case !b.started:
		b.tokens, b.started = burst, true
	case now.After(b.last):
		b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*l.Rate)
	}
	if now.After(b.last) {
		b.last = now
	}
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	b.told = false
	return true
}

// Events are what an authority tells whoever watches it (a server's
// metrics); any may be nil. They are called with the authority's lock
// held: they must return at once and never call the authority.
type Events struct {
	// Played: a move (a seat's, a bot's or the table's own) was written
	// to the log and told to the table.
	Played func()
	// Acked: a seat's move was answered, played or refused, took after
	// it reached the authority (a Kakuro claim waits for its race to be
	// judged). Messages refused for their rate and moves asked again
	// (answered from the ids kept) are not counted.
	Acked func(took time.Duration)
	// Resynced: a seat asked to catch up again — it had caught up at this
	// authority before, or it already had moves (it catches up from
	// after them): a reconnection, or a seat that missed an update.
	Resynced func()
	// Limited: a seat's message was refused for coming too fast (Limit).
	Limited func()
}
