package kakuro

import (
	"encoding/json"
	"time"

	"cifra/audio"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
)

// Online play: the round follows its table (core.Remote). Everyone hunts
// at once as at one screen, but the race is the table's: a person's
// "Kakuro!" opens the claim on this device only, and the claim checked
// goes to the table, which plays the claims by each seat's estimated
// reaction (online/buzzer) and refuses the ones that lost. The table's
// moves, this device's claims among them, are played one after the other
// with the events the table announced; a claim this device was still
// building when another seat's move came is over. "Impossible" goes to
// the table as a pass, and the table sets the sum aside and runs the
// hourglass; its server plays the bots.

// sandFromTable runs the hourglass as the table says it runs: the sand
// left when the table's state came, less the time since. It shows a
// last second until the table's set-aside arrives: the table decides
// when the sand is out, never the device.
func (r *Round) sandFromTable() {
	st, at := r.table.Remote.State()
	switch {
	case st.SandMs <= 0:
		r.glassOn = false
		return
	case r.phase != phaseHunt:
		return // a claim being made: the glass stays as it was
	}
	left := time.Duration(st.SandMs)*time.Millisecond - time.Since(at)
	r.glassOn = true
	r.sandTotal = kakuro.HourglassTicks(r.st.Config().Hourglass)
	r.hourglass = min(r.sandTotal, max(1, int(left*core.TPS/time.Second)))
}

// passMove is a seat's "impossible" as the table takes it (wire.Pass).
var passMove = json.RawMessage(`{"pass":true}`)

// newOnlineRound sets the round up at t's online table, from its opening
// and every move played so far.
func newOnlineRound(ctx *core.Context, t core.Table) *Round {
	st, net := core.AtTable(ctx, &t, kakuro.FollowOpening, (*kakuro.State).Follow, func() *kakuro.State {
		st, _ := kakuro.New(kakuro.DefaultConfig(1, max(len(t.Seats), 1)))
		return st
	})
	r := newRound(t, st)
	r.net = net
	r.startHunt(ctx)
	return r
}

// sendClaim hands a person's checked claim to the table; the board waits
// for the table's answer.
func (r *Round) sendClaim(ctx *core.Context, c *claim, cl kakuro.Claim) {
	if c.sent || !r.human(c.seat) {
		return
	}
	if !r.net.Send(ctx, r.table.Remote, c.seat, rules.MarshalMove(kakuro.ClaimMove(cl))) {
		r.claim, r.phase = nil, phaseHunt
		return
	}
	c.sent = true
	ctx.Play(audio.Click)
}

// declareOnline tells the table seat p finds the sum impossible; it
// reports whether the round may note it (a pass cannot be taken back at
// an online table).
func (r *Round) declareOnline(ctx *core.Context, p int, on bool) bool {
	if !on || !r.human(p) {
		return false
	}
	return r.net.Send(ctx, r.table.Remote, p, passMove)
}

// follow takes the table's new moves and refusals, and plays the next
// move once the last one's steps are over.
func (r *Round) follow(ctx *core.Context) {
	r.queue = append(r.queue, r.net.Poll(ctx, r.table.Remote, r.table.Game, func(x core.Refusal) {
		if c := r.claim; c != nil && c.seat == x.Seat && r.phase == phaseClaim {
			r.claim, r.phase = nil, phaseHunt
		}
		ctx.Play(audio.Error)
		words := x.Words
		if x.Code == wire.RaceLost {
			words = ctx.T("kakuro.online.lost", r.table.Seats[x.Seat].Name)
		}
		r.say(ctx, x.Seat, words)
	})...)
	r.sandFromTable()
	if r.run.Busy() || len(r.queue) == 0 || r.net.Broken {
		return
	}
	u := r.queue[0]
	r.queue = r.queue[1:]
	evs, err := r.st.Follow(u.Move, u.Events)
	if err != nil {
		r.net.Break(ctx)
		return
	}
	if p, ok := rules.SeatOf(u.Move); r.claim != nil && (!ok || p != r.claim.seat) {
		// Another seat's claim, or the table's own move, came first: the
		// claim being built here is over.
		r.say(ctx, r.claim.seat, ctx.T("kakuro.online.lost", r.table.Seats[r.claim.seat].Name))
		r.claim = nil
	}
	r.play(ctx, evs)
}
