package authority

import (
	"fmt"

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
func (a *Authority) onWatch(r *request) {
	now := a.cfg.Clock.Now()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stopped || r.answer == nil {
		return
	}
	var c wire.Catchup
	if l := a.watchLimit(); !a.watching.take(l, now) {
		c.Error = fmt.Sprintf("too many catch-up requests from this table's watchers: together they may ask %v; ask again in a moment", l)
		r.answer(c)
		return
	}
	var req wire.SyncRequest
	switch err := rules.DecodeStrict(r.data, &req); {
	case len(r.data) > wire.MaxMessage:
		c.Error = fmt.Sprintf("the request is %d bytes; at most %d KB", len(r.data), wire.MaxMessage>>10)
	case err != nil:
		c.Error = fmt.Sprintf(`a catch-up request is {"from":n}: %v`, err)
	case req.From < 0 || req.From > len(a.updates):
		c.Error = fmt.Sprintf("the table has played %d moves; there is no move %d to catch up from", len(a.updates), req.From)
	default:
		c = wire.Catchup{Table: a.table, Updates: a.updates[req.From:],
			View: wire.SeatView{Seq: len(a.updates), View: a.view(wire.Watcher)}, State: a.catchupState()}
	}
	r.answer(c)
}
