package authority

import (
	"fmt"

	"github.com/nats-io/nats.go"

	"cifra/online/door"
	"cifra/online/wire"
	"cifra/rules"
)

// A table's watchers (wire's "Spectators") ask it to catch up on its
// watch subject (wire.WatchSync), and are answered as a seat is — the
// table, the moves after those they have, who is here — but with the
// game's public view (the view of seat wire.Watcher, -1): what everyone
// at the table sees, never a seat's own. A watcher is nobody's seat: it
// counts for nobody's presence, is never pinged, and its catch-ups come
// out of one allowance shared by all the table's watchers (watchShare
// times a seat's Limit), so that watchers never slow the seats.

// watchShare is how many seats' allowances the table's watchers share.
const watchShare = 2

// watchLimit is the allowance the table's watchers share.
func (a *Authority) watchLimit() Limit {
	l := a.cfg.SeatLimit
	return Limit{Rate: l.Rate * watchShare, Burst: l.burst() * watchShare}
}

// onWatch answers a watcher's catch-up request.
func (a *Authority) onWatch(msg *nats.Msg) {
	now := a.cfg.Clock.Now()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stopped || msg.Reply == "" || msg.Subject != wire.WatchSync(a.code) || !a.admit(msg, wire.Watcher) {
		return
	}
	var c wire.Catchup
	if l := a.watchLimit(); !a.watching.take(l, now) {
		c.Error = fmt.Sprintf("too many catch-up requests from this table's watchers: together they may ask %v; ask again in a moment", l)
		_ = door.Answer(msg, c)
		return
	}
	var req wire.SyncRequest
	switch err := rules.DecodeStrict(msg.Data, &req); {
	case len(msg.Data) > wire.MaxMessage:
		c.Error = fmt.Sprintf("the request is %d bytes; at most %d KB", len(msg.Data), wire.MaxMessage>>10)
	case err != nil:
		c.Error = fmt.Sprintf(`a catch-up request is {"from":n}: %v`, err)
	case req.From < 0 || req.From > len(a.updates):
		c.Error = fmt.Sprintf("the table has played %d moves; there is no move %d to catch up from", len(a.updates), req.From)
	default:
		c = wire.Catchup{Table: a.table, Updates: a.updates[req.From:],
			View: wire.SeatView{Seq: len(a.updates), View: a.view(wire.Watcher)}, State: a.catchupState()}
	}
	_ = door.Answer(msg, c)
}
