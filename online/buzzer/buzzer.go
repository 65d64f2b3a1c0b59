// Package buzzer judges a real-time race to claim over a network —
// Kakuro's "Kakuro!" — fairly for seats on slow and fast links.
//
// A seat sees the sum revealed one way-trip after the server shows it,
// and its claim reaches the server one way-trip after the seat calls: so
// arrival − reveal = reaction + round trip. The judge estimates each
// seat's reaction as arrival − reveal − the seat's credited round trip:
// the lowest round trip the server measured itself for that seat (RTT),
// credited up to a cap. Estimates are counted in whole game ticks
// (rules.TicksPerSecond); equal ticks go to the rules' seeded tie-break,
// never to the clock. A table may instead judge by arrival alone.
//
// The package knows no network and no game: the authority feeds it times
// and a tie-break, and gets back the order to play the claims in and a
// Verdict to log.
package buzzer

import (
	"slices"
	"time"

	"cifra/rules"
)

// Mode is how a race is judged.
type Mode int

const (
	// Reaction judges by estimated reaction time.
	Reaction Mode = iota
	// Arrival judges by arrival at the server alone.
	Arrival
)

// String names the mode as the table's option does.
func (m Mode) String() string {
	if m == Arrival {
		return "arrival"
	}
	return "reaction"
}

// Buzz is one seat's claim as it reached the server.
type Buzz struct {
	Seat    int
	Arrival time.Time
	// RTT is the lowest round trip measured for the seat; 0 when none
	// was (and for a bot, which plays inside the server).
	RTT time.Duration
}

// Judged is one buzz as the judge saw it: times in milliseconds from the
// reveal, for the log.
type Judged struct {
	Seat int `json:"seat"`
	// ArrivalMs is arrival − reveal.
	ArrivalMs float64 `json:"arrivalMs"`
	// RTTMs is the seat's lowest measured round trip; CreditMs what of it
	// was credited (at most the cap; 0 when judging by arrival).
	RTTMs    float64 `json:"rttMs"`
	CreditMs float64 `json:"creditMs"`
	// EstimateMs is the estimated reaction: ArrivalMs − CreditMs, never
	// below 0; Tick is it in whole game ticks.
	EstimateMs float64 `json:"estimateMs"`
	Tick       int     `json:"tick"`
	// Rank is the buzz's place in the verdict, 0 first.
	Rank int `json:"rank"`
}

// Verdict is a race judged: every buzz (in arrival order) and the seats
// in the order their claims are to be played.
type Verdict struct {
	Mode   string   `json:"mode"`
	Buzzes []Judged `json:"buzzes"`
	Order  []int    `json:"order"`
	// Ties is how many times the tie-break was drawn.
	Ties int `json:"ties,omitempty"`
}

// Judge orders buzzes (one per seat, in any order) of a race whose sum
// was revealed at reveal, crediting round trips up to limit. breakTie
// picks the first of seats whose estimates fall in the same tick; n
// counts the draws made so far in this verdict, starting at ties (the
// draws made since the game last changed). Judging by Arrival orders by
// arrival to the nanosecond and draws only for equal arrivals.
func Judge(mode Mode, reveal time.Time, buzzes []Buzz, limit time.Duration, ties int, breakTie func(seats []int, n int) int) Verdict {
	type entry struct {
		j   Judged
		key int64 // ticks, or nanoseconds for Arrival
	}
	sorted := slices.Clone(buzzes)
	slices.SortStableFunc(sorted, func(a, b Buzz) int { return a.Arrival.Compare(b.Arrival) })
	v := Verdict{Mode: mode.String()}
	entries := make([]entry, len(sorted))
	for i, b := range sorted {
		arrival := b.Arrival.Sub(reveal)
		credit := Credit(b.RTT, limit)
		if mode == Arrival {
			credit = 0
		}
		est := max(arrival-credit, 0)
		tick := int(est * rules.TicksPerSecond / time.Second)
		key := int64(tick)
		if mode == Arrival {
			key = int64(arrival)
		}
		entries[i] = entry{Judged{Seat: b.Seat, ArrivalMs: ms(arrival), RTTMs: ms(b.RTT), CreditMs: ms(credit),
			EstimateMs: ms(est), Tick: tick}, key}
	}
	left := slices.Clone(entries)
	slices.SortStableFunc(left, func(a, b entry) int {
		switch {
		case a.key < b.key:
			return -1
		case a.key > b.key:
			return 1
		}
		return 0
	})
	for len(left) > 0 {
		// The buzzes sharing the earliest key: the tie-break picks one.
		same := 1
		for same < len(left) && left[same].key == left[0].key {
			same++
		}
		pick := 0
		if same > 1 {
			seats := make([]int, same)
			for i := range seats {
				seats[i] = left[i].j.Seat
			}
			seat := breakTie(seats, ties+v.Ties)
			v.Ties++
			pick = max(slices.Index(seats, seat), 0)
		}
		v.Order = append(v.Order, left[pick].j.Seat)
		left = slices.Delete(left, pick, pick+1)
	}
	for i := range entries {
		entries[i].j.Rank = slices.Index(v.Order, entries[i].j.Seat)
		v.Buzzes = append(v.Buzzes, entries[i].j)
	}
	return v
}

// Credit is what of a measured round trip is credited: all of it up to
// limit.
func Credit(rtt, limit time.Duration) time.Duration { return min(max(rtt, 0), limit) }

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// RTT keeps the lowest round trip measured for each seat.
type RTT struct {
	best []time.Duration // 0: none measured
}

// NewRTT keeps round trips for seats seats.
func NewRTT(seats int) *RTT { return &RTT{best: make([]time.Duration, seats)} }

// Observe notes one round trip measured for seat.
func (r *RTT) Observe(seat int, d time.Duration) {
	if seat < 0 || seat >= len(r.best) || d <= 0 {
		return
	}
	if r.best[seat] == 0 || d < r.best[seat] {
		r.best[seat] = d
	}
}

// Best is seat's lowest round trip, 0 when none was measured.
func (r *RTT) Best(seat int) time.Duration {
	if seat < 0 || seat >= len(r.best) {
		return 0
	}
	return r.best[seat]
}

// Wait is how long to wait after a race's first buzz before judging: the
// largest credited round trip among seats (those that may still buzz), so
// that any seat that reacted earlier has been heard.
func (r *RTT) Wait(seats []int, limit time.Duration) time.Duration {
	var w time.Duration
	for _, s := range seats {
		w = max(w, Credit(r.Best(s), limit))
	}
	return w
}
