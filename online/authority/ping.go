package authority

import (
	"fmt"

	"cifra/online/buzzer"
	"cifra/online/wire"
	"cifra/rules"
)

// Every table pings its persons' seats: it publishes a wire.PingMessage
// on the seat's Ping subject and hears the echo on its Pong subject. At
// every table an echo says the seat is here (presence.go). At a racing
// table (Kakuro's, judged by reaction) the echo is also timed with the
// authority's own Clock: only the lowest measure counts (buzzer.RTT),
// and only up to wire.BuzzCap, so a seat that echoes late gains at most
// the cap, and one that echoes a ping it has not received only lowers
// its own credit. Pings go out on the table's beat to seats not heard
// from lately, when a seat catches up and, at a racing table, at most
// every Config.PingEvery after a move.

// ping asks seat to echo a ping; unless force, only when its last ping
// is older than PingEvery.
func (a *Authority) ping(seat int, force bool) {
	p := &a.here
	if p.pings == nil || !a.person(seat) {
		return
	}
	now := a.cfg.Clock.Now()
	last := p.pings[seat]
	if !force && !last.sent.IsZero() && now.Sub(last.sent) < a.cfg.PingEvery {
		return
	}
	p.pingN++
	p.pings[seat] = pingSent{n: p.pingN, sent: now}
	a.publish(wire.Ping(a.code, seat), wire.PingMessage{Ping: p.pingN})
}

// pingStale, at a table racing by reaction, pings every person whose
// last ping is older than PingEvery.
func (a *Authority) pingStale() {
	if !a.timesRoundTrips() {
		return
	}
	for seat := range a.bots {
		if a.bots[seat] == nil {
			a.ping(seat, false)
		}
	}
}

// onPong hears a seat's echo: the seat is here, and at a table racing by
// reaction the echo of its latest ping times its round trip.
func (a *Authority) onPong(r *request) {
	now := a.cfg.Clock.Now()
	seat := r.seat
	a.mu.Lock()
	defer a.mu.Unlock()
	p := &a.here
	if a.stopped || p.pings == nil || !a.person(seat) || len(r.data) > 64 {
		return
	}
	a.noteRTT(r)
	if _, limited := a.limit(seat, now); limited {
		return // a pong over the seat's limit is dropped, unanswered: it only lowers the seat's credit
	}
	var ping wire.PingMessage
	if rules.DecodeStrict(r.data, &ping) != nil || ping.Ping == 0 || ping.Ping > p.pingN {
		return // not a ping this table sent: it says nothing
	}
	a.hear(seat, now)()
	if ping.Ping != p.pings[seat].n {
		return // an old ping: here, but its time says nothing
	}
	if a.timesRoundTrips() {
		a.race.rtt.Observe(seat, now.Sub(p.pings[seat].sent))
	}
	p.pings[seat].n = 0
}

// timesRoundTrips reports whether the table judges a buzzer race by
// reaction, which needs each seat's round trip.
func (a *Authority) timesRoundTrips() bool {
	return a.race != nil && a.race.mode == buzzer.Reaction
}

// errNoPersonSeat is a log entry's complaint about a seat that is not a
// person's.
func errNoPersonSeat(seat int) error {
	return fmt.Errorf("there is no person's seat %d", seat)
}
