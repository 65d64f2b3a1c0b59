package authority

import (
	"context"
	"fmt"

	"cifra/online/tablelog"
	"cifra/online/wire"
)

// A table's log that does not replay to its acknowledged end is damaged:
// a message missing from its middle (tablelog.Contents.Missing), or a
// seat that comes back having seen more moves than the log holds (its
// catch-up proves that acknowledged moves were lost). Such a table is
// never served shortened: it is closed for good, its log ends with an end
// entry marked damaged saying what was lost, every person's seat is told
// in words, its moves are refused (CodeDamaged) while its seats may
// still catch up to what is left, and the operator's log says which
// table and what was lost (Config.Errorf).

// CodeDamaged is the Ack code of a move sent to a table whose log was
// found damaged: nothing more is played there.
const CodeDamaged = "damaged"

// damage closes the table because its log lost what reason says; the
// caller holds the lock. A table already closed only says it again.
func (a *Authority) damage(reason string) {
	if a.damaged != "" {
		return
	}
	words := fmt.Sprintf("table %s's log was damaged on the server: %s. Nothing more can be played at this table; its record is kept as far as it survived (%d moves).",
		a.code, reason, len(a.updates))
	a.damaged = words
	if a.cfg.Errorf != nil {
		a.cfg.Errorf("table %s is damaged: %s; it was closed with the %d moves its log still holds", a.code, reason, len(a.updates))
	}
	if !a.ended {
		ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
		err := a.log.AppendEntry(ctx, tablelog.EntryEnd, tablelog.End{Abandoned: true, Damaged: true, Reason: reason}, "")
		cancel()
		if err != nil {
			a.fail(err)
			return
		}
		a.ended, a.abandoned = true, true
	}
	if a.cancel != nil {
		a.cancel()
	}
	for seat, b := range a.bots {
		if b == nil {
			a.publish(wire.To(a.code, seat), wire.SeatView{Seq: len(a.updates), View: a.view(seat), Error: words, Code: CodeDamaged})
		}
	}
}

// Damaged says why the table's log was found damaged, in words; "" when
// it was not.
func (a *Authority) Damaged() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.damaged
}

// seenBeyond checks a seat's catch-up from move from, beyond the moves
// the log holds: with this authority still the log's writer, the seat
// saw acknowledged moves the log lost, and the table is damaged. It
// returns the catch-up's refusal in words.
func (a *Authority) seenBeyond(seat, from int) string {
	if !a.current() {
		return fmt.Sprintf("the table has played %d moves here; there is no move %d to catch up from", len(a.updates), from)
	}
	a.damage(fmt.Sprintf("seat %d had been told of %d moves, and the log holds %d: moves %d to %d were lost from the server's store",
		seat, from, len(a.updates), len(a.updates)+1, from))
	return a.damaged
}
