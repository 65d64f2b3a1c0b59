package authority

import (
	"fmt"
	"sync"
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

// Buckets are token buckets by key (a connection, an address), all under
// one Limit, for the lobby's limits on what strangers send. Keys whose
// bucket has filled up again are forgotten now and then, so a flood of
// keys costs memory only while it lasts.
type Buckets struct {
	mu    sync.Mutex
	limit Limit
	m     map[string]*bucket
	swept time.Time
}

// NewBuckets returns empty buckets under l.
func NewBuckets(l Limit) *Buckets { return &Buckets{limit: l, m: map[string]*bucket{}} }

// Limit is the limit each key's bucket is under.
func (b *Buckets) Limit() Limit { return b.limit }

// Take spends one of key's tokens at now; when none is left it returns
// false and how long until there is one.
func (b *Buckets) Take(key string, now time.Time) (ok bool, wait time.Duration) {
	if !b.limit.On() {
		return true, 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	bk := b.bucket(key, now)
	if bk.take(b.limit, now) {
		return true, 0
	}
	return false, bk.wait(b.limit)
}

// Empty reports whether key has no token left at now (and how long until
// it has one), spending none.
func (b *Buckets) Empty(key string, now time.Time) (empty bool, wait time.Duration) {
	if !b.limit.On() {
		return false, 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	probe := *b.bucket(key, now)
	if probe.take(b.limit, now) {
		return false, 0
	}
	return true, probe.wait(b.limit)
}

// bucket is key's bucket, made when new; every minute the full ones are
// forgotten first.
func (b *Buckets) bucket(key string, now time.Time) *bucket {
	if now.Sub(b.swept) > time.Minute {
		b.swept = now
		full := float64(b.limit.burst())
		for k, bk := range b.m {
			if min(full, bk.tokens+now.Sub(bk.last).Seconds()*b.limit.Rate) >= full {
				delete(b.m, k)
			}
		}
	}
	bk := b.m[key]
	if bk == nil {
		bk = &bucket{}
		b.m[key] = bk
	}
	return bk
}

// wait is how long until an empty bucket has a token again.
func (b *bucket) wait(l Limit) time.Duration {
	return time.Duration((1-b.tokens)/l.Rate*float64(time.Second)).Round(time.Second) + time.Second
}
