package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// PlayBots plays the game rec starts with a bot in every seat (each
// player's Bot level) to its end, as a table would: a move the table owes
// (Play.Due) first, else the soonest bot plan, the lowest seat on equal
// ticks. It fails after limit moves or when nobody can move. now, when
// not nil, times each bot's decision for decided (the rules never read
// the clock themselves).
func PlayBots(r Rules, rec *Record, limit int, now func() time.Time, decided func(time.Duration)) (Play, error) {
	p, err := r.Start(rec)
	if err != nil {
		return nil, err
	}
	bots := make([]Bot, len(rec.Players))
	for seat, pl := range rec.Players {
		if pl.Bot == "" {
			return nil, fmt.Errorf("seat %d has no bot", seat)
		}
		if bots[seat], err = r.NewBot(pl.Bot, rec.Seed, seat); err != nil {
			return nil, err
		}
	}
	passed := make([]bool, len(bots))
	for moves := 0; !p.Finished(); moves++ {
		if moves >= limit {
			return p, fmt.Errorf("not over after %d moves", limit)
		}
		move, ok := p.Due(passed)
		if !ok {
			if move, ok = nextPlan(p, bots, passed, now, decided); !ok {
				if move, ok = p.Due(passed); !ok {
					return p, errors.New("nobody can move and the table owes no move")
				}
			}
		}
		if _, err := p.Apply(move); err != nil {
			return p, fmt.Errorf("move %d %s: %w", moves+1, move, err)
		}
		clear(passed)
	}
	return p, nil
}

// nextPlan asks every bot for its plan and returns the soonest move,
// noting the seats that pass; ok is false when no bot has a move.
func nextPlan(p Play, bots []Bot, passed []bool, now func() time.Time, decided func(time.Duration)) (json.RawMessage, bool) {
	best := -1
	var plan Plan
	for seat, b := range bots {
		var start time.Time
		if now != nil {
			start = now()
		}
		pl, ok := b.Next(p)
		if ok && now != nil && decided != nil {
			decided(now().Sub(start))
		}
		switch {
		case !ok:
		case pl.Pass:
			passed[seat] = true
		case best < 0 || pl.Ticks < plan.Ticks:
			best, plan = seat, pl
		}
	}
	return plan.Move, best >= 0
}
