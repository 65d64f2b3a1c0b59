package authority

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"cifra/online/buzzer"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
)

// race is a Kakuro table's round clocks: its buzzer race and hourglass.
// Every claim is a buzz: it waits in the race's window, opened by the
// round's first buzz and closed after the largest credited round trip of
// the seats still in the round; then the race is judged (buzzer.Judge),
// its verdict logged, and the claims played in the verdict's order until
// one wins the sum (the rest are refused: the race was lost) — a failed
// claim locks its seat out and the next in order is played.
type race struct {
	state *kakuro.State // the game itself, as the authority's Play
	mode  buzzer.Mode
	rtt   *buzzer.RTT

	round  int       // roundOf(state) the fields below are for
	from   int       // the moves played when this round's sum was shown
	reveal time.Time // when this round's sum was shown
	ties   int       // tie-breaks drawn since the last move
	window *window   // the race being heard, nil when none

	hgFrom time.Time   // when this round's hourglass started; zero: not yet
	hgStop func() bool // its timer; nil when none runs
	hgOut  bool        // it ran out
}

// pingSent is a seat's latest ping: its number (0: answered) and when it
// went out.
type pingSent struct {
	n    uint64
	sent time.Time
}

// window is one race being heard.
type window struct {
	round  int
	buzzes []*pendingBuzz
	stop   func() bool
}

// pendingBuzz is a claim waiting for its race's verdict.
type pendingBuzz struct {
	seat    int
	move    json.RawMessage
	id      string
	arrival time.Time
	// received is when it reached the authority by the wall clock
	// (Events.Acked); zero for a bot's.
	received time.Time
	rtt      time.Duration
	asked    []*request // the requests whose senders wait for the answer
	quiet    bool       // sent without one: a refusal goes to the seat's view
}

// raceEntry is the log's record of a race judged (tablelog.EntryBuzz).
type raceEntry struct {
	// Reveal is when the round's sum was shown, in Unix milliseconds.
	Reveal int64 `json:"reveal"`
	// WaitMs is how long the race was heard after its first buzz.
	WaitMs float64 `json:"waitMs"`
	buzzer.Verdict
}

// roundOf changes whenever a sum tile leaves the table (claimed or set
// aside) and when the game ends.
func roundOf(s *kakuro.State) int {
	r := 2 * s.SumsLeft()
	if s.Finished() {
		r--
	}
	return r
}

// startRace starts a Kakuro game from rec through kakuro's own API, so
// the authority keeps the State its Play is.
func (a *Authority) startRace(rec *rules.Record) error {
	cfg, err := kakuro.ConfigFromRecord(rec)
	if err != nil {
		return err
	}
	s, err := kakuro.New(cfg)
	if err != nil {
		return err
	}
	a.play = s.Play()
	r := &race{state: s, rtt: buzzer.NewRTT(cfg.Players), round: roundOf(s), reveal: a.cfg.Clock.Now()}
	if a.header.Buzzer == wire.BuzzArrival {
		r.mode = buzzer.Arrival
	}
	a.race = r
	return nil
}

// raceMoved follows a move: a new sum means a new round, with its
// declarations, race and hourglass afresh.
func (a *Authority) raceMoved() {
	r := a.race
	r.ties = 0
	if rk := roundOf(r.state); rk != r.round {
		r.round, r.reveal, r.from = rk, a.cfg.Clock.Now(), len(a.updates)
		clear(a.passed)
		if r.hgStop != nil {
			r.hgStop()
		}
		r.hgStop, r.hgFrom, r.hgOut = nil, time.Time{}, false
	}
}

// racePassed notes when the declarations started the hourglass.
func (a *Authority) racePassed(at time.Time) {
	r := a.race
	if r == nil || !r.hgFrom.IsZero() || r.state.Finished() {
		return
	}
	if r.state.HourglassState(a.passed) == kakuro.HourglassRunning {
		r.hgFrom = at
	}
}

// hourglass starts the round's hourglass when the declarations (or, solo,
// the reveal) call for it, and once it ran out returns the set-aside the
// table owes.
func (a *Authority) hourglass() (json.RawMessage, bool) {
	r := a.race
	switch {
	case r.hgOut:
		return rules.MarshalMove(kakuro.AsideMove()), true
	case r.hgStop != nil || r.state.Finished() || r.state.HourglassState(a.passed) != kakuro.HourglassRunning:
		return nil, false
	}
	now := a.cfg.Clock.Now()
	if r.hgFrom.IsZero() {
		r.hgFrom = now
	}
	length := TicksToDuration(kakuro.HourglassTicks(r.state.Config().Hourglass), rules.TicksPerSecond)
	round := r.round
	r.hgStop = a.cfg.Clock.AfterFunc(max(length-now.Sub(r.hgFrom), 0), func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		if a.stopped || a.race.round != round {
			return
		}
		a.race.hgOut = true
		if a.race.window == nil {
			a.settle()
		}
	})
	return nil, false
}

// sandFrom is when the round's running hourglass started; zero when
// none runs (no race, not started, run out, or the game is over).
func (a *Authority) sandFrom() time.Time {
	r := a.race
	if r == nil || r.hgOut || r.state.Finished() {
		return time.Time{}
	}
	return r.hgFrom
}

// sand is how long the running hourglass has left (0: none runs).
func (a *Authority) sand(now time.Time) time.Duration {
	from := a.sandFrom()
	if from.IsZero() {
		return 0
	}
	length := TicksToDuration(kakuro.HourglassTicks(a.race.state.Config().Hourglass), rules.TicksPerSecond)
	return max(length-now.Sub(from), time.Millisecond)
}

// rulesRefusal is the ack for a move the rules refuse.
func (a *Authority) rulesRefusal(err error) wire.Ack {
	ack := wire.Ack{Seq: len(a.updates), Error: err.Error()}
	var coded rules.Coded
	if errors.As(err, &coded) {
		ack.Code = coded.Code()
	}
	return ack
}

// Racing is how many claims wait in the buzzer race being heard (0: no
// race is), for tests and for watching a table.
func (a *Authority) Racing() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.race == nil || a.race.window == nil {
		return 0
	}
	return len(a.race.window.buzzes)
}

// RTT is the lowest round trip the table measured for seat (0: none, or
// a table that does not measure them: only Kakuro's tables judging by
// reaction do).
func (a *Authority) RTT(seat int) time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.race == nil {
		return 0
	}
	return a.race.rtt.Best(seat)
}

// stale refuses a claim decided on the view after move seen (-1: not
// said) when a new sum has been revealed since.
func (a *Authority) stale(seen int) (wire.Ack, bool) {
	if seen < 0 || seen >= a.race.from {
		return wire.Ack{}, false
	}
	ack := a.refusal("this claim was decided on the board after move %d; the sum it was for is gone (a new one was revealed after move %d)", seen, a.race.from)
	ack.Code = wire.RaceLost
	return ack, true
}

// buzz enters seat's claim (with the seat's round trip) in the round's
// race, opening the race's window if it is the first; pending is false
// when the claim is refused at once (it could not be played at all, or
// the seat already buzzed in this race).
func (a *Authority) buzz(seat int, move json.RawMessage, id string, arrival, received time.Time, asked *request, rtt time.Duration) (ack wire.Ack, pending bool) {
	r := a.race
	if _, err := r.state.Clone().Play().Apply(move); err != nil {
		return a.rulesRefusal(err), false
	}
	w := r.window
	if w == nil {
		w = &window{round: r.round}
		r.window = w
		var wait time.Duration
		if r.mode == buzzer.Reaction {
			var in []int
			for s := range a.bots {
				if !r.state.LockedOut(s) {
					in = append(in, s)
				}
			}
			wait = r.rtt.Wait(in, wire.BuzzCap)
		}
		w.stop = a.cfg.Clock.AfterFunc(wait, func() {
			a.mu.Lock()
			defer a.mu.Unlock()
			if !a.stopped && a.race.window == w {
				a.decide(wait)
			}
		})
	}
	for _, b := range w.buzzes {
		if b.seat == seat {
			return a.refusal("seat %d already called Kakuro! on this sum; that call is being judged", seat), false
		}
	}
	b := &pendingBuzz{seat: seat, move: move, id: id, arrival: arrival, received: received, rtt: rtt, quiet: asked == nil || asked.answer == nil}
	if !b.quiet {
		b.asked = append(b.asked, asked)
	}
	w.buzzes = append(w.buzzes, b)
	return wire.Ack{}, true
}

// joinRetry answers a move asked again while its race is judged together
// with the first asking; false when id is not in the race.
func (a *Authority) joinRetry(seat int, id string, asked *request) bool {
	w := a.race.window
	if w == nil {
		return false
	}
	for _, b := range w.buzzes {
		if b.seat == seat && b.id == id {
			if asked != nil && asked.answer != nil {
				b.asked = append(b.asked, asked)
			}
			return true
		}
	}
	return false
}

// decide judges the race in the window, logs the verdict and plays its
// claims in order.
func (a *Authority) decide(wait time.Duration) {
	r := a.race
	w := r.window
	r.window = nil
	buzzes := make([]buzzer.Buzz, len(w.buzzes))
	bySeat := map[int]*pendingBuzz{}
	for i, b := range w.buzzes {
		buzzes[i] = buzzer.Buzz{Seat: b.seat, Arrival: b.arrival, RTT: b.rtt}
		bySeat[b.seat] = b
	}
	v := buzzer.Judge(r.mode, r.reveal, buzzes, wire.BuzzCap, r.ties, r.state.BreakTie)
	r.ties += v.Ties
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryBuzz, raceEntry{Reveal: r.reveal.UnixMilli(), WaitMs: float64(wait.Microseconds()) / 1000, Verdict: v}, "")
	cancel()
	if err != nil {
		a.fail(err) // nobody is answered: each seat asks again and whoever holds the table judges
		return
	}
	winner := -1
	for _, seat := range v.Order {
		b := bySeat[seat]
		var ack wire.Ack
		if a.play.Finished() || r.round != w.round {
			ack = a.refusal("%s called Kakuro! first on this sum (%s)", a.playerName(winner), estimates(v, winner, seat))
			ack.Code = wire.RaceLost
		} else {
			ack, _ = a.commit(b.move, b.id)
			if a.stopped {
				return
			}
			if r.round != w.round {
				winner = seat
			}
		}
		a.ids[seat].add(b.id, ack)
		for _, asked := range b.asked {
			a.answer(asked, seat, ack)
		}
		if b.quiet {
			a.answer(nil, seat, ack)
		}
		if !b.received.IsZero() {
			a.acked(b.received)
		}
	}
	a.settle()
}

// playerName is how the table names seat's player.
func (a *Authority) playerName(seat int) string {
	if seat < 0 || seat >= len(a.players) {
		return "another player"
	}
	return rules.Quote(a.players[seat].Name)
}

// estimates says in words how the race judged winner and loser.
func estimates(v buzzer.Verdict, winner, loser int) string {
	var w, l buzzer.Judged
	for _, j := range v.Buzzes {
		switch j.Seat {
		case winner:
			w = j
		case loser:
			l = j
		}
	}
	if v.Mode == buzzer.Arrival.String() {
		return fmt.Sprintf("arrived after %.0f ms, yours after %.0f ms", w.ArrivalMs, l.ArrivalMs)
	}
	if w.Tick == l.Tick {
		return fmt.Sprintf("estimated reactions of %.0f ms and %.0f ms fall in the same tick; the seeded tie-break chose", w.EstimateMs, l.EstimateMs)
	}
	return fmt.Sprintf("estimated reaction %.0f ms, yours %.0f ms", w.EstimateMs, l.EstimateMs)
}
