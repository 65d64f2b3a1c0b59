package authority

import (
	"context"
	"slices"
	"time"

	"cifra/online/tablelog"
	"cifra/online/wire"
)

// Who is here (wire's "Who is here"). Every message a person's seat
// sends that the table lets through — a move, a catch-up, the echo of a
// ping — counts as the seat being here (heard). The table beats every
// Config.PingEvery (and at each away seat's hold deadline): it pings the
// seats it has not heard from since the last beat, counts those silent
// for wire.AwayAfter away, and once an away seat was held for wire.Hold,
// at a table with a Takeover level, lets a bot play it (an EntryTakeover
// in the log, so a rebuilt table has the bot too). The seat is its
// player's again as soon as it is heard (an EntryReclaim). Whenever who
// is here or the hourglass changes, the table is told (wire.TableState).

// presence is the authority's record of who is here.
type presence struct {
	heard []time.Time     // per seat: the last message let through
	taken []bool          // per seat: a bot plays this person's seat
	left  []bool          // per seat: its person left the table for good (leave.go)
	pings []pingSent      // per seat: its latest ping
	pingN uint64          // pings sent
	sent  wire.TableState // the state last told
	sand  time.Time       // when the sand it told of started (zero: none)
	turn  time.Time       // the clock per move's deadline it told of (zero: none)
	stop  func() bool     // the next beat's timer
}

// person reports whether seat is a person's (one the table's header did
// not give a bot), whoever plays it now.
func (a *Authority) person(seat int) bool {
	return seat >= 0 && seat < len(a.players) && a.players[seat].Bot == ""
}

// startPresence counts every seat here as of now and starts beating.
func (a *Authority) startPresence() {
	now := a.cfg.Clock.Now()
	n := len(a.players)
	p := &a.here
	p.heard = make([]time.Time, n)
	p.pings = make([]pingSent, n)
	if p.taken == nil {
		p.taken = make([]bool, n)
	}
	for i := range p.heard {
		p.heard[i] = now
	}
	a.beatIn(a.cfg.PingEvery)
}

// beatIn sets the next beat d from now. A clock whose every wait is
// over at once (Instant) has no time for anyone to be away: it never
// beats.
func (a *Authority) beatIn(d time.Duration) {
	if _, instant := a.cfg.Clock.(Instant); instant || a.stopped {
		return
	}
	if a.here.stop != nil {
		a.here.stop()
	}
	a.here.stop = a.cfg.Clock.AfterFunc(d, func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		a.beat()
	})
}

// beat pings the seats not heard from lately, takes over those held
// long enough, tells the table what changed and sets the next beat.
func (a *Authority) beat() {
	if a.stopped {
		return
	}
	now := a.cfg.Clock.Now()
	over := a.over()
	next := a.cfg.PingEvery
	for seat := range a.players {
		if !a.person(seat) || over || a.hasLeft(seat) {
			continue
		}
		silent := now.Sub(a.here.heard[seat])
		if silent >= a.cfg.PingEvery {
			a.ping(seat, false)
		}
		if a.here.taken[seat] || a.header.Takeover == "" || silent < wire.AwayAfter {
			continue
		}
		if left := wire.AwayAfter + wire.Hold - silent; left > 0 {
			next = min(next, left)
			continue
		}
		a.takeOver(seat)
		if a.stopped {
			return
		}
	}
	a.settle() // tells the table (a takeover may also have a bot to ask)
	if !over {
		a.beatIn(next)
	}
}

// takeOver lets a bot at the table's Takeover level play seat for its
// player, written in the log first.
func (a *Authority) takeOver(seat int) {
	bot, err := a.rules.NewBot(a.header.Takeover, a.header.Record.Seed, seat)
	if err != nil {
		return // the lobby checked the level; a table whose game lost it waits for its player
	}
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err = a.log.AppendEntry(ctx, tablelog.EntryTakeover, tablelog.Takeover{Seat: seat, Level: a.header.Takeover}, "")
	cancel()
	if err != nil {
		a.fail(err)
		return
	}
	a.bots[seat], a.here.taken[seat] = bot, true
	a.version++ // the bots are asked again, the new one among them
}

// hear notes that seat's device is here (heardFrom) and returns what the
// caller does once done with the seat's message: settle the table when
// the seat came back from a bot's hands (the bots are asked again), else
// tell the table who is here (the seat may be back from away).
func (a *Authority) hear(seat int, now time.Time) func() {
	if a.heardFrom(seat, now) {
		return a.settle
	}
	return a.tellState
}

// heardFrom notes that seat's device is here; a seat a bot played is its
// player's again (written in the log first), and reclaimed reports so:
// the caller settles the table.
func (a *Authority) heardFrom(seat int, now time.Time) (reclaimed bool) {
	if !a.person(seat) || a.here.heard == nil {
		return false
	}
	a.here.heard[seat] = now
	if !a.here.taken[seat] || a.over() || a.hasLeft(seat) {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryReclaim, tablelog.Takeover{Seat: seat}, "")
	cancel()
	if err != nil {
		a.fail(err)
		return false
	}
	a.bots[seat], a.here.taken[seat] = nil, false
	a.version++ // the bot's move, if one was on its way, is not played
	return true
}

// gone counts seat away as of now: the broker saw its last connection
// close (wire.GoneSubject), a closed tab or app. The table is told at
// once and the seat's hold runs from now; any message from the seat
// (a reload, a reconnection) makes it here again.
func (a *Authority) gone(seat int) {
	if a.stopped || !a.person(seat) || a.here.heard == nil || a.here.taken[seat] || a.over() || a.hasLeft(seat) {
		return
	}
	if away := a.cfg.Clock.Now().Add(-wire.AwayAfter); a.here.heard[seat].After(away) {
		a.here.heard[seat] = away
	}
	a.beat() // tells the table, and beats again at the hold's end
}

// replayTakeover brings back a takeover or a reclaim from the log.
func (a *Authority) replayTakeover(t tablelog.Takeover, takeover bool) error {
	if !a.person(t.Seat) {
		return errNoPersonSeat(t.Seat)
	}
	if a.here.taken == nil {
		a.here.taken = make([]bool, len(a.players))
	}
	if !takeover {
		a.bots[t.Seat], a.here.taken[t.Seat] = nil, false
		return nil
	}
	bot, err := a.rules.NewBot(t.Level, a.header.Record.Seed, t.Seat)
	if err != nil {
		return err
	}
	a.bots[t.Seat], a.here.taken[t.Seat] = bot, true
	return nil
}

// over reports whether the table plays no more: its game ended, or it
// was closed (Abandon).
func (a *Authority) over() bool { return a.play.Finished() || a.abandoned }

// tableState is who is here now, and the hourglass's sand.
func (a *Authority) tableState(now time.Time) wire.TableState {
	st := wire.TableState{N: a.here.sent.N, Seats: make([]wire.SeatState, len(a.players))}
	over := a.over()
	for seat := range a.players {
		s := wire.SeatState{State: wire.SeatHere}
		switch {
		case !a.person(seat) || a.here.heard == nil:
		case a.hasLeft(seat):
			s.State = wire.SeatLeft
		case a.here.taken[seat]:
			s.State = wire.SeatBot
		case !over && now.Sub(a.here.heard[seat]) >= wire.AwayAfter:
			s.State = wire.SeatAway
			if a.header.Takeover != "" {
				s.HoldMs = max(0, (wire.AwayAfter + wire.Hold - now.Sub(a.here.heard[seat])).Milliseconds())
			}
		}
		st.Seats[seat] = s
	}
	st.SandMs = a.sand(now).Milliseconds()
	st.TurnMs, st.Turn = a.turnLeft(now)
	if a.race != nil && a.race.hold != nil {
		h := a.race.hold
		st.Claim = &wire.ClaimHold{Seat: h.seat, Seq: h.seq, LeftMs: max(0, (wire.ClaimTime - now.Sub(h.since)).Milliseconds())}
	}
	return st
}

// tellState tells the table its state when who is here or the hourglass
// changed since it was last told.
func (a *Authority) tellState() {
	if a.stopped || a.here.heard == nil {
		return
	}
	st, sand := a.tableState(a.cfg.Clock.Now()), a.sandFrom()
	// News is a seat's state, the sand's start or the clock per move's
	// deadline: a countdown's milliseconds are not.
	sameSeat := func(x, y wire.SeatState) bool { return x.State == y.State }
	sameClaim := func(x, y *wire.ClaimHold) bool {
		return x == nil && y == nil || x != nil && y != nil && x.Seat == y.Seat && x.Seq == y.Seq
	}
	turn := a.clock.told.Deadline
	if a.here.sent.N > 0 && sand.Equal(a.here.sand) && turn.Equal(a.here.turn) && slices.Equal(st.Turn, a.here.sent.Turn) &&
		slices.EqualFunc(st.Seats, a.here.sent.Seats, sameSeat) && sameClaim(st.Claim, a.here.sent.Claim) {
		return
	}
	st.N++
	a.here.sent, a.here.sand, a.here.turn = st, sand, turn
	a.publish(wire.StateSubject(a.code), st)
}

// catchupState is the state for a seat catching up: the last told, with
// its countdowns as they stand now.
func (a *Authority) catchupState() *wire.TableState {
	if a.here.heard == nil {
		return nil
	}
	st := a.tableState(a.cfg.Clock.Now())
	return &st
}
