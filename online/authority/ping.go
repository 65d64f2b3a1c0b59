package authority

import (
	"github.com/nats-io/nats.go"

	"cifra/online/wire"
	"cifra/rules"
)

// A racing table measures each person's round trip itself: it publishes
// a wire.PingMessage on the seat's Ping subject and times the echo on its
// Pong subject with its own Clock. Only the lowest measure counts
// (buzzer.RTT), and only up to wire.BuzzCap: a seat that echoes late
// gains at most the cap, and one that echoes a ping it has not received
// only lowers its own credit. Pings go out when a seat catches up and,
// at most every Config.PingEvery, after a move.

// ping asks seat to echo a ping; unless force, only when its last ping
// is older than PingEvery.
func (a *Authority) ping(seat int, force bool) {
	r := a.race
	if r == nil || r.pings == nil || seat < 0 || seat >= len(a.bots) || a.bots[seat] != nil {
		return
	}
	now := a.cfg.Clock.Now()
	last := r.pings[seat]
	if !force && !last.sent.IsZero() && now.Sub(last.sent) < a.cfg.PingEvery {
		return
	}
	r.pingN++
	r.pings[seat] = pingSent{n: r.pingN, sent: now}
	a.publish(wire.Ping(a.code, seat), wire.PingMessage{Ping: r.pingN})
}

// pingStale pings every person whose last ping is older than PingEvery.
func (a *Authority) pingStale() {
	for seat := range a.bots {
		a.ping(seat, false)
	}
}

// onPong times a seat's echo of its latest ping.
func (a *Authority) onPong(msg *nats.Msg) {
	now := a.cfg.Clock.Now()
	seat, ok := wire.SeatOfSubject(msg.Subject)
	a.mu.Lock()
	defer a.mu.Unlock()
	r := a.race
	if a.stopped || !ok || r == nil || r.pings == nil || seat >= len(r.pings) || len(msg.Data) > 64 {
		return
	}
	if _, limited := a.limit(seat, now); limited {
		return // a pong over the seat's limit is dropped, unanswered: it only lowers the seat's credit
	}
	var p wire.PingMessage
	if rules.DecodeStrict(msg.Data, &p) != nil || p.Ping == 0 || p.Ping != r.pings[seat].n {
		return // not the latest ping: an old or a made-up one says nothing
	}
	r.rtt.Observe(seat, now.Sub(r.pings[seat].sent))
	r.pings[seat].n = 0
}
