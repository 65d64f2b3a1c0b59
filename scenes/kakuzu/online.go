package kakuzu

import (
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/online/react"
)

// Online play: the round follows its table (core.Remote). The table's
// moves, this device's included, arrive with the events the table
// announced (the digit under a lifted stone among them) and are played
// like local ones; a person's lift or named digit goes to the table and
// is played when the table has played it; the table draws from the bag
// by itself, and its server plays the bots.

// newOnlineRound sets the round up at t's online table, from its opening
// and every move played so far.
func newOnlineRound(ctx *core.Context, t core.Table) *Round {
	st, net := core.AtTable(ctx, &t, kakuzu.FollowOpening, (*kakuzu.State).Follow, func() *kakuzu.State {
		st, _ := kakuzu.New(kakuzu.Config{Players: t.Seats})
		return st
	})
	r := newRound(ctx, t, st)
	r.net = net
	r.reacts = react.NewReactions(t.Remote)
	return r
}

// send hands a person's move to the table; the table's answer comes as
// its update, or as a refusal said on the seat's panel.
func (r *Round) send(ctx *core.Context, m kakuzu.Move) bool {
	if !r.human(m.Player) || r.net.Pending(m.Player) {
		return false
	}
	return r.net.Send(ctx, r.table.Remote, m.Player, rules.MarshalMove(m))
}

// follow plays the table's new moves, and says what the table refused.
func (r *Round) follow(ctx *core.Context) {
	for _, u := range r.net.Poll(ctx, r.table.Remote, r.table.Game, func(x core.Refusal) {
		r.refuse(ctx, x.Seat, x.Words)
	}) {
		evs, err := r.st.Follow(u.Move, u.Events)
		if err != nil {
			r.net.Break(ctx)
			return
		}
		r.nameKnown = false
		r.hint = nil
		r.play(ctx, evs)
	}
}
