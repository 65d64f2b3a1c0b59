package knister

import (
	"cifra/audio"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/online/react"
)

// Online play: the round follows its table (core.Remote). The table's
// moves, this device's included, arrive with the events the table
// announced and are played like local ones; a person's number goes to
// the table and is written when the table has played it; the table
// rolls by itself once everyone has written, and its server plays the
// bots. A number may be taken back until that roll, through the table
// (online_undo.go).

// newOnlineRound sets the round up at t's online table, from its opening
// and every move played so far.
func newOnlineRound(ctx *core.Context, t core.Table) *Round {
	st, net := core.AtTable(ctx, &t, knister.FollowOpening, followUpdate, func() *knister.State {
		st, _ := knister.New(max(len(t.Seats), 1), 0, nil)
		return st
	})
	r := newRound(t, st)
	r.net = net
	r.reacts = react.NewReactions(t.Remote)
	r.viewer = firstHuman(t)
	r.hintOn = t.Hints
	r.startRoll(ctx)
	return r
}

// send hands person p's number to the table.
func (r *Round) send(ctx *core.Context, p int, c knister.Cell) {
	if r.net.Send(ctx, r.table.Remote, p, rules.MarshalMove(knister.Move{P: p, Cell: [2]int{c.R, c.C}})) {
		if p < len(r.last) {
			r.last[p] = lastCell{cell: c, ok: true}
		}
		r.moved()
	}
}

// sent reports whether seat p's number is on its way to the table.
func (r *Round) sent(p int) bool { return r.net.Pending(p) }

// follow plays the table's new moves, and says what the table refused.
func (r *Round) follow(ctx *core.Context) {
	for _, u := range r.net.Poll(ctx, r.table.Remote, r.table.Game, func(x core.Refusal) {
		ctx.Play(audio.Error)
		ctx.Notify(x.Words)
		r.moved()
	}) {
		events, err := followUpdate(r.st, u.Move, u.Events)
		if err != nil {
			r.net.Break(ctx)
			return
		}
		r.moved()
		r.undone(events)
		for _, e := range events {
			if _, ok := e.(knister.DiceRolled); ok {
				r.newRoll()
			}
		}
		r.play(ctx, events)
	}
}
