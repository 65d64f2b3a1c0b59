package authority

import (
	"context"
	"fmt"

	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
)

// Leaving for good (wire's "Leaving for good"): a person's seat leaves
// the table. At a table with a Takeover level a bot of that level plays
// the seat to the end; without one the game, which waits for every
// seat (Knister's roll, Kakuzu's turn, Kakuro's sum set aside once every
// seat passed), cannot go on, and the table is closed for good as an
// idle one is. The log keeps an EntryLeft (and then the EntryEnd), so a
// rebuilt table has the seat left too. A seat that left is never its
// player's again: nothing it sends reclaims it, and its moves are
// refused (wire.Left).

// resign lets seat leave the table for good; written is true when the
// table changed (the log was written).
func (a *Authority) resign(seat int, id string) (ack wire.Ack, written bool) {
	if a.hasLeft(seat) {
		return wire.Ack{Seq: len(a.updates)}, false // said already
	}
	level := a.header.Takeover
	var bot rules.Bot
	if level != "" {
		var err error
		if bot, err = a.rules.NewBot(level, a.header.Record.Seed, seat); err != nil {
			level = "" // the lobby checked the level; a game that lost it closes the table instead
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryLeft, tablelog.Takeover{Seat: seat, Level: level}, id)
	cancel()
	if err != nil {
		a.fail(err)
		return wire.Ack{}, false
	}
	a.markLeft(seat, bot)
	a.lastMove = a.cfg.Clock.Now()
	if a.cfg.OnLeft != nil {
		go a.cfg.OnLeft(seat)
	}
	if bot == nil {
		a.closeEarly(fmt.Sprintf("%s left the table, and no bot takes a seat over at this table", a.players[seat].Name))
		if a.stopped {
			return wire.Ack{}, false
		}
	}
	return wire.Ack{Seq: len(a.updates)}, true
}

// markLeft notes that seat left for good, bot (nil: none) playing it.
func (a *Authority) markLeft(seat int, bot rules.Bot) {
	n := len(a.players)
	if a.here.left == nil {
		a.here.left = make([]bool, n)
	}
	if a.here.taken == nil {
		a.here.taken = make([]bool, n)
	}
	a.here.left[seat] = true
	if bot != nil {
		a.bots[seat], a.here.taken[seat] = bot, true
		a.version++ // the bots are asked again, the new one among them
	}
}

// hasLeft reports whether seat's player left the table for good.
func (a *Authority) hasLeft(seat int) bool {
	return seat >= 0 && seat < len(a.here.left) && a.here.left[seat]
}

// leftRefusal is the refusal of a message from a seat that left; ok is
// false for any other seat.
func (a *Authority) leftRefusal(seat int) (wire.Ack, bool) {
	if !a.hasLeft(seat) {
		return wire.Ack{}, false
	}
	ack := a.refusal("seat %d left this table for good: nothing it sends is played", seat)
	ack.Code = wire.Left
	return ack, true
}

// replayLeft brings back a seat left, from the log's entry.
func (a *Authority) replayLeft(t tablelog.Takeover) error {
	if !a.person(t.Seat) {
		return errNoPersonSeat(t.Seat)
	}
	var bot rules.Bot
	if t.Level != "" {
		var err error
		if bot, err = a.rules.NewBot(t.Level, a.header.Record.Seed, t.Seat); err != nil {
			return err
		}
	}
	a.markLeft(t.Seat, bot)
	return nil
}
