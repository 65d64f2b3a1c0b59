package kakuro

import (
	"encoding/json"
	"time"

	"cifra/audio"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/online/react"
)

// Online play: the round follows its table (core.Remote). Everyone hunts
// at once as at one screen, but the race is the table's: a person's
// "Kakuro!" goes to the table at once (a buzz), shown here as a call on
// its way; the table judges the race by each seat's estimated reaction
// (online/buzzer) and names its winner to every device at once (the
// table's state: who has the board). Only the seat the table names builds
// a claim, on the device that holds it, and sends it when checked; every
// other device says who has the board, and a call that lost is told who
// won and by how much. The table's moves, this device's claims among
// them, are played one after the other with the events the table
// announced. "Impossible" goes to the table as a pass, and the table sets
// the sum aside and runs the hourglass; its server plays the bots.

// onlineRace is what the round keeps of its table's race.
type onlineRace struct {
	calling  map[int]bool // this device's seats whose call is on its way
	held     int          // the seat the table last said has the board; -1 nobody
	heldSeq  int          // the moves played when it was named
	lostTo   int          // the seat a call of this device's was told it lost to; -1 none
	followed int          // the table's moves this round has taken from its queue
}

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
	r.reacts = react.NewReactions(t.Remote)
	r.online = onlineRace{calling: map[int]bool{}, held: -1, heldSeq: -1, lostTo: -1, followed: len(t.Remote.Updates())}
	r.startHunt(ctx)
	return r
}

// buzzMove is a seat's "Kakuro!" as the table takes it (wire.Buzz).
var buzzMove = json.RawMessage(`{"buzz":true}`)

// callOnline sends the "Kakuro!" of this device's seats that called in
// one tick to the table, which judges the race: each call is shown as on
// its way until the table names the winner.
func (r *Round) callOnline(ctx *core.Context, seats []int) {
	if r.online.held >= 0 {
		r.say(ctx, seats[0], ctx.T("kakuro.online.held", r.table.Seats[r.online.held].Name))
		return
	}
	for _, p := range seats {
		if !r.human(p) || r.online.calling[p] {
			continue
		}
		if !r.net.Send(ctx, r.table.Remote, p, buzzMove) {
			continue
		}
		r.online.calling[p] = true
		ctx.Play(audio.Click)
		r.say(ctx, p, ctx.T("kakuro.online.calling", r.table.Seats[p].Name))
	}
}

// holds reports whether seat p has the board: its claim is being built
// here, or the table named it (an online table's other device).
func (r *Round) holds(p int) bool {
	return r.claim != nil && r.claim.seat == p || r.table.Online() && r.online.held == p
}

// Calling reports whether seat p's "Kakuro!" is on its way to the table
// (for tests and the panels).
func (r *Round) Calling(p int) bool { return r.online.calling[p] }

// followHold takes who has the board as the table says, once this round
// has played every move played before the seat was named: this device's
// seat builds its claim, with the claim time the table left it; another
// device's is said. The calls on their way are answered by it.
func (r *Round) followHold(ctx *core.Context) {
	st, at := r.table.Remote.State()
	seat, seq := -1, -1
	if st.Claim != nil {
		seat, seq = st.Claim.Seat, st.Claim.Seq
	}
	if seat == r.online.held && seq == r.online.heldSeq {
		return
	}
	if seat >= 0 && (r.online.followed < seq || r.run.Busy() || len(r.queue) > 0) {
		return // the board the seat was named on is not shown yet
	}
	r.online.held, r.online.heldSeq = seat, seq
	clear(r.online.calling)
	if seat < 0 {
		r.online.lostTo = -1
	}
	switch {
	case seat < 0 || seat >= len(r.table.Seats):
		if c := r.claim; c != nil && r.phase == phaseClaim && !c.sent {
			r.claim, r.phase = nil, phaseHunt // the table took the board back
		}
	case r.human(seat):
		if r.phase != phaseHunt {
			return
		}
		r.startClaim(ctx, seat)
		if r.claimTicks > 0 {
			left := time.Duration(st.Claim.LeftMs)*time.Millisecond - time.Since(at)
			r.claim.window = max(1, int(left*core.TPS/time.Second))
		}
	case r.online.lostTo == seat:
		// This device's call lost to the seat named: the words that say
		// who won, and by how much, stay.
	default:
		ctx.Play(audio.Click)
		r.say(ctx, seat, ctx.T("kakuro.called", r.table.Seats[seat].Name))
	}
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
		delete(r.online.calling, x.Seat)
		if x.Race != nil {
			r.online.lostTo = x.Race.Winner
		}
		ctx.Play(audio.Error)
		r.say(ctx, x.Seat, r.lostWords(ctx, x))
	})...)
	r.sandFromTable()
	r.followHold(ctx)
	if r.run.Busy() || len(r.queue) == 0 || r.net.Broken {
		return
	}
	u := r.queue[0]
	r.queue = r.queue[1:]
	r.online.followed++
	evs, err := r.st.Follow(u.Move, u.Events)
	if err != nil {
		r.net.Break(ctx)
		return
	}
	if p, ok := rules.SeatOf(u.Move); r.claim != nil && (!ok || p != r.claim.seat) {
		// The table's own move (the sum set aside) came first: the claim
		// being built here is over.
		r.say(ctx, r.claim.seat, ctx.T("kakuro.online.lost", r.table.Seats[r.claim.seat].Name))
		r.claim = nil
	}
	r.play(ctx, evs)
}

// lostWords says why the table refused x, in the player's language: for
// a call that lost its race, who won and by how much.
func (r *Round) lostWords(ctx *core.Context, x core.Refusal) string {
	switch {
	case x.Code != wire.RaceLost:
		return x.Words
	case x.Race == nil || x.Race.Winner < 0 || x.Race.Winner >= len(r.table.Seats):
		return ctx.T("kakuro.online.lost", r.table.Seats[x.Seat].Name)
	case x.Race.Tie:
		return ctx.T("kakuro.online.tied", r.table.Seats[x.Race.Winner].Name)
	case x.Race.SoonerMs == 0:
		return ctx.T("kakuro.online.held", r.table.Seats[x.Race.Winner].Name)
	}
	return ctx.T("kakuro.online.beaten", r.table.Seats[x.Race.Winner].Name, x.Race.SoonerMs)
}
