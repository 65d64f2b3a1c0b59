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

// race is a Kakuro table's round clocks: its buzzer race, the board's
// hold and the hourglass. A person's buzz (wire.Buzz) and a bot's claim
// wait in the race's window, opened by the round's first buzz and closed
// after the largest credited round trip of the seats still in the round;
// then the race is judged (buzzer.Judge), its verdict logged, and the
// buzzes taken in the verdict's order: a person's names its seat, which
// has the board (hold) until its claim comes or its claim time runs out,
// and every later buzz is refused as lost, told who won and by how much
// (wire "Kakuro's claims online"); a bot's claim is played at once, and
// when the rules reject it the next in order is taken. A claim sent with
// its buzz (a client that does not buzz first) races the same way.
type race struct {
	state *kakuro.State // the game itself, as the authority's Play
	mode  buzzer.Mode
	rtt   *buzzer.RTT

	round  int       // roundOf(state) the fields below are for
	from   int       // the moves played when this round's sum was shown
	reveal time.Time // when this round's sum was shown
	ties   int       // tie-breaks drawn since the last move
	window *window   // the race being heard, nil when none
	hold   *hold     // the seat the race named, until its claim; nil when none

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

// hold is the board given to the seat a race named, until its claim.
type hold struct {
	seat  int
	seq   int       // the moves played when it was named
	since time.Time // when it was named (the Clock's)
	stop  func() bool
}

// pendingBuzz is a buzz (or a claim sent with it) waiting for its race's
// verdict.
type pendingBuzz struct {
	seat    int
	move    json.RawMessage // nil for a person's buzz: its claim comes once it is named
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
		a.release()
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
	case r.hold != nil:
		return nil, false // the sand may run out, but a claim being made is heard first
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
		if a.race.window == nil && a.race.hold == nil {
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
	if r.hold != nil {
		return a.heldBy(r.hold.seat), false
	}
	if move != nil {
		if _, err := r.state.Clone().Play().Apply(move); err != nil {
			return a.rulesRefusal(err), false
		}
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
		switch {
		case winner >= 0 || a.play.Finished() || r.round != w.round || r.hold != nil:
			ack = a.lost(v, winner, seat)
		case b.move == nil:
			// A person's buzz: the seat has the board, and its claim
			// comes next.
			winner = seat
			a.holdBoard(seat)
			ack = wire.Ack{Seq: len(a.updates)}
		default:
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

// noteRTT notes a request's round trip as its seat's NATS server measured
// it: a table judging by reaction credits each seat the lowest round trip
// measured either way (its own pings, or NATS's), so a device that
// answers the table's pings late gains nothing while NATS's own pings,
// which its client library answers, say better. Only a table on the real
// clock takes NATS's figures: a table on a test's clock measures its own.
func (a *Authority) noteRTT(r *request) {
	if a.race == nil || r.rtt <= 0 {
		return
	}
	if _, real := a.cfg.Clock.(RealClock); real {
		a.race.rtt.Observe(r.seat, r.rtt)
	}
}

// lost is the answer to loser's buzz in a race winner won (-1: the sum
// went otherwise): who won, by how much, in words.
func (a *Authority) lost(v buzzer.Verdict, winner, loser int) wire.Ack {
	if winner < 0 {
		ack := a.refusal("the sum this call was for is gone")
		ack.Code = wire.RaceLost
		return ack
	}
	w, l := judged(v, winner, loser)
	sooner := l.EstimateMs - w.EstimateMs
	tie := w.Tick == l.Tick
	if v.Mode == buzzer.Arrival.String() {
		sooner, tie = l.ArrivalMs-w.ArrivalMs, l.ArrivalMs == w.ArrivalMs
	}
	var ack wire.Ack
	if tie {
		ack = a.refusal("%s called Kakuro! in the same tick on this sum, and the seeded tie-break chose them (%s)", a.playerName(winner), estimates(v.Mode, w, l))
		ack.Race = &wire.RaceResult{Winner: winner, Tie: true}
	} else {
		ack = a.refusal("%s called Kakuro! first on this sum, %.0f ms sooner (%s)", a.playerName(winner), sooner, estimates(v.Mode, w, l))
		ack.Race = &wire.RaceResult{Winner: winner, SoonerMs: max(1, int(sooner+0.5))}
	}
	ack.Race.WinnerMs, ack.Race.YoursMs, ack.Race.WinnerCreditMs, ack.Race.YourCreditMs = w.EstimateMs, l.EstimateMs, w.CreditMs, l.CreditMs
	ack.Code = wire.RaceLost
	return ack
}

// heldBy refuses a call or a claim while seat has the board.
func (a *Authority) heldBy(seat int) wire.Ack {
	ack := a.refusal("%s has the board: wait for their claim to be checked", a.playerName(seat))
	ack.Code = wire.RaceLost
	ack.Race = &wire.RaceResult{Winner: seat}
	return ack
}

// bareBuzz enters a person's "Kakuro!" (wire.Buzz) in the round's race;
// pending is false when it is answered at once: the seat has the board
// already, another seat has it, the seat is locked out, or the call was
// pressed before the sum now up could reach its device.
func (a *Authority) bareBuzz(seat int, id string, arrival, received time.Time, asked *request) (ack wire.Ack, pending bool) {
	r := a.race
	switch h := r.hold; {
	case h != nil && h.seat == seat:
		return wire.Ack{Seq: len(a.updates)}, false // named already: asked again
	case h != nil:
		return a.heldBy(h.seat), false
	case r.state.LockedOut(seat):
		return a.rulesRefusal(&kakuro.InvalidMove{Kind: kakuro.CodeLockedOut, Player: seat}), false
	}
	if ack, early := a.early(seat, arrival); early {
		return ack, false
	}
	return a.buzz(seat, nil, id, arrival, received, asked, r.rtt.Best(seat))
}

// early refuses a call (or a claim sent with it) from seat that arrived
// at the table sooner after the current sum's reveal than the seat's
// round trip: a sum is seen a way-trip after it is shown, and a call
// reaches the table a way-trip after it is pressed, so such a call was
// pressed for the sum before. The table decides which sum a call is for;
// nothing the device says does.
func (a *Authority) early(seat int, arrival time.Time) (wire.Ack, bool) {
	r := a.race
	early := buzzer.Credit(r.rtt.Best(seat), wire.BuzzCap) - arrival.Sub(r.reveal)
	if r.from == 0 || early <= time.Second/rules.TicksPerSecond {
		return wire.Ack{}, false
	}
	ack := a.refusal("this call reached the table %.0f ms before the new sum could have reached your device: it was for the sum before, which is gone",
		float64(early.Microseconds())/1000)
	ack.Code = wire.RaceLost
	return ack, true
}

// holdBoard gives seat the board: everyone is told (the table's state),
// and the claim is awaited for wire.ClaimTime and wire.ClaimGrace; a seat
// that sends none has shown no row (claimTimedOut).
func (a *Authority) holdBoard(seat int) {
	r := a.race
	h := &hold{seat: seat, seq: len(a.updates), since: a.cfg.Clock.Now()}
	r.hold = h
	h.stop = a.cfg.Clock.AfterFunc(wire.ClaimTime+wire.ClaimGrace, func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		if !a.stopped && a.race.hold == h {
			a.claimTimedOut(h)
		}
	})
	a.tellState()
}

// claimTimedOut plays the claim of a seat whose claim time ran out before
// it sent one: a row of one square, which the rules reject, locking the
// seat out, as a claim checked with no row shown is at one screen.
func (a *Authority) claimTimedOut(h *hold) {
	none := kakuro.Claim{Player: h.seat, Row: kakuro.Row{At: kakuro.Pos{1, 1}, Dir: kakuro.Right, Len: 1}}
	if _, written := a.claimHeld(rules.MarshalMove(kakuro.ClaimMove(none)), ""); written {
		a.settle()
	}
}

// claimHeld plays the claim of the seat that has the board. A claim the
// rules refuse as impossible (not one they reject) leaves the board with
// the seat, to send again; otherwise the board is nobody's once it is
// played.
func (a *Authority) claimHeld(move json.RawMessage, id string) (wire.Ack, bool) {
	ack, written := a.commit(move, id)
	if written || a.stopped {
		a.release()
		a.tellState()
	}
	return ack, written
}

// release ends the board's hold, if any.
func (a *Authority) release() {
	r := a.race
	if r.hold == nil {
		return
	}
	if r.hold.stop != nil {
		r.hold.stop()
	}
	r.hold = nil
}

// judged is how the verdict v judged winner's buzz and loser's.
func judged(v buzzer.Verdict, winner, loser int) (w, l buzzer.Judged) {
	for _, j := range v.Buzzes {
		switch j.Seat {
		case winner:
			w = j
		case loser:
			l = j
		}
	}
	return w, l
}

// estimates says in words how a race judged in mode (buzzer.Verdict.Mode)
// judged the winner's buzz w and the loser's l.
func estimates(mode string, w, l buzzer.Judged) string {
	if mode == buzzer.Arrival.String() {
		return fmt.Sprintf("arrived after %.0f ms, yours after %.0f ms", w.ArrivalMs, l.ArrivalMs)
	}
	if w.Tick == l.Tick {
		return fmt.Sprintf("estimated reactions of %.0f ms and %.0f ms fall in the same tick; the seeded tie-break chose", w.EstimateMs, l.EstimateMs)
	}
	return fmt.Sprintf("estimated reaction %.0f ms, yours %.0f ms", w.EstimateMs, l.EstimateMs)
}
