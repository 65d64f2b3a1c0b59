package authority

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"cifra/rules"
)

// The clock per move. A table played over days (tablelog.Header's
// MoveClock) and a Kakuzu tournament (its rules' TurnLimit) give each
// wait — a Kakuzu turn, a Knister roll (rules.Wait) — a time; when it
// runs out the table plays for every person still awaited: the rules'
// own move where they have one (Kakuzu's timeout in play), otherwise a
// move of the game's weakest bot, once. Those moves are marked in the
// log (tablelog.ByTimeUp) and in their Update (TimeUp), so every device
// says whose time ran out. The wait's start is its first move's time as
// the log stamps it on the table's Clock, so a table rebuilt after a
// restart keeps the deadline it had.

// turnClock is a table's clock per move.
type turnClock struct {
	limit time.Duration
	wait  rules.Wait  // the wait under way
	since time.Time   // when it began
	known bool        // wait and since are set
	stop  func() bool // the pending time-up; nil when none
	told  Waiting     // what OnWait was last told
	bots  []rules.Bot // per seat: the bot that plays for it when its time is up, made at first need
}

// Waiting is who a table waits for, and until when (zero: no clock):
// what a player's list of tables says, "your turn" and the time left.
type Waiting struct {
	// Seats are the seats the game waits for that persons play now (none
	// once over).
	Seats []int
	// Names are their players' names, by Seats.
	Names []string
	// Deadline is when their time runs out; zero without a clock.
	Deadline time.Time
}

func (w Waiting) same(o Waiting) bool {
	return slices.Equal(w.Seats, o.Seats) && w.Deadline.Equal(o.Deadline)
}

// startClock reads the table's time per move: its own over days, or the
// rules' per turn.
func (a *Authority) startClock() {
	c, ok := a.play.(rules.Clocked)
	switch {
	case !ok:
	case a.header.MoveClock > 0:
		a.clock.limit = time.Duration(a.header.MoveClock) * time.Second
	default:
		a.clock.limit = c.TurnLimit()
	}
	a.clock.bots = make([]rules.Bot, len(a.players))
}

// clockMoved notes a move played at at: a new wait starts then.
func (a *Authority) clockMoved(at time.Time) {
	c, ok := a.play.(rules.Clocked)
	if !ok {
		return
	}
	if w := c.Waiting(); !a.clock.known || w.Turn != a.clock.wait.Turn {
		a.clock.wait, a.clock.since, a.clock.known = w, at, true
	}
}

// waiting is who the table waits for now: the persons' seats awaited,
// and their deadline where a clock runs.
func (a *Authority) waiting() Waiting {
	c, ok := a.play.(rules.Clocked)
	if !ok || a.stopped || a.over() {
		return Waiting{}
	}
	var w Waiting
	for _, seat := range c.Waiting().Seats {
		if seat >= 0 && seat < len(a.bots) && a.bots[seat] == nil && !a.hasLeft(seat) {
			w.Seats = append(w.Seats, seat)
			w.Names = append(w.Names, a.players[seat].Name)
		}
	}
	if a.clock.limit > 0 && len(w.Seats) > 0 {
		w.Deadline = a.clock.since.Add(a.clock.limit)
	}
	return w
}

// armClock sets the timer for the wait under way and tells OnWait when
// who is awaited, or until when, changed.
func (a *Authority) armClock() {
	if a.clock.stop != nil {
		a.clock.stop()
		a.clock.stop = nil
	}
	if !a.clock.known {
		a.clockMoved(a.lastMove)
	}
	w := a.waiting()
	if !w.same(a.clock.told) && a.cfg.OnWait != nil {
		a.cfg.OnWait(w)
	}
	a.clock.told = w
	if w.Deadline.IsZero() {
		return
	}
	turn := a.clock.wait.Turn
	a.clock.stop = a.cfg.Clock.AfterFunc(w.Deadline.Sub(a.cfg.Clock.Now()), func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		a.timeUp(turn)
	})
}

// timeUp plays for every person still awaited in wait turn, whose time
// ran out: the rules' move, or the weakest bot's.
func (a *Authority) timeUp(turn int) {
	c, ok := a.play.(rules.Clocked)
	for ok && !a.stopped && !a.over() {
		w := c.Waiting()
		if !a.clock.known || w.Turn != turn || a.clock.wait.Turn != turn {
			break
		}
		seats := a.waiting().Seats
		if len(seats) == 0 {
			break
		}
		seat := seats[0]
		move, ok := c.TimeUp(seat)
		if !ok {
			if move, ok = a.timeUpBot(seat); !ok {
				a.errorf("table %s: seat %d's time ran out and no bot could play for it", a.code, seat)
				break
			}
		}
		if _, written := a.commitAs(move, "", true); !written {
			return // commit stopped the authority, or the rules refused: nothing more here
		}
		for !a.stopped && !a.over() {
			m, due := a.owed()
			if !due {
				break
			}
			if _, written := a.commit(m, ""); !written {
				return
			}
		}
	}
	a.settle()
}

// timeUpBot is the move the game's weakest bot makes for seat now.
func (a *Authority) timeUpBot(seat int) (json.RawMessage, bool) {
	if a.clock.bots[seat] == nil {
		b, err := a.rules.NewBot(a.rules.Levels()[0], a.header.Record.Seed, seat)
		if err != nil {
			return nil, false
		}
		a.clock.bots[seat] = b
	}
	plan, ok := a.clock.bots[seat].Next(a.play)
	if !ok || plan.Pass || plan.Move == nil {
		return nil, false
	}
	return plan.Move, true
}

// appendMove writes move to the log, marked as played for a seat whose
// time ran out when timeUp.
func (a *Authority) appendMove(move json.RawMessage, id string, timeUp bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	defer cancel()
	if timeUp {
		return a.log.AppendTimeUp(ctx, move)
	}
	return a.log.Append(ctx, move, id)
}

// turnLeft is, for the table's state, the seats awaited and how long
// they have (zero without a clock).
func (a *Authority) turnLeft(now time.Time) (ms int64, seats []int) {
	w := a.clock.told
	if w.Deadline.IsZero() {
		return 0, nil
	}
	return max(1, w.Deadline.Sub(now).Milliseconds()), w.Seats
}

// errorf tells the operator what they must know.
func (a *Authority) errorf(format string, args ...any) {
	if a.cfg.Errorf != nil {
		a.cfg.Errorf(format, args...)
	}
}
