package authority

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// Taking a number back (wire's "Taking a number back"): at a Knister
// table a seat may take back the number it wrote in the current roll.
// The table rolls as soon as everyone has written, so a seat that has
// written while another still has not is the only one that can: after
// the roll its number stands. The log keeps an EntryUndo where it was
// taken back, naming the move; the move stays in the log where it was
// played, and the record leaves it out (tablelog.Contents.Record).

// undo takes seat's number of the current roll back, in the log first,
// and tells the table; written is false when it was refused (ack says
// why, in words) or the log could not be written (the authority stops).
func (a *Authority) undo(seat int, id string) (ack wire.Ack, written bool) {
	t, refused := a.takeBack(seat)
	if refused != nil {
		return *refused, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryUndo, tablelog.Undo{Seat: seat, Move: t.move}, id)
	cancel()
	if err != nil {
		a.fail(err)
		return wire.Ack{}, false
	}
	u, err := a.noteUndo(seat, t)
	if err != nil {
		a.fail(err)
		return wire.Ack{}, false
	}
	a.lastMove = a.cfg.Clock.Now()
	a.tell(u)
	return wire.Ack{Seq: u.Seq}, true
}

// tell tells the table update u, and each person's seat its view after
// it.
func (a *Authority) tell(u wire.Update) {
	a.publish(wire.Out(a.code), u)
	for seat := range a.players {
		if a.person(seat) {
			a.publish(wire.To(a.code, seat), a.seatView(seat))
		}
	}
}

// takenBack is a seat's number taken back, worked out: the place among
// the log's moves (0 for the first) of the move it takes back, the
// rules' events for it and the game without it.
type takenBack struct {
	move   int
	events []any
	play   rules.Play
}

// takeBack works out seat's number taken back, changing nothing, or
// says in words why it cannot be.
func (a *Authority) takeBack(seat int) (takenBack, *wire.Ack) {
	refuse := func(code, format string, args ...any) (takenBack, *wire.Ack) {
		ack := a.refusal(format, args...)
		ack.Code = code
		return takenBack{}, &ack
	}
	if a.table.Game != knister.GameName {
		return refuse("refused", "only Knister lets a seat take its number back; at a %s table a move stands once played", a.table.Game)
	}
	v, ok := a.play.View(seat).(knister.View)
	if !ok || seat < 0 || seat >= len(v.Placed) {
		return refuse("refused", "there is no seat %d at this table", seat)
	}
	move, moves := -1, 0 // moves: the log's so far, every update but those taking a number back
	for _, u := range a.updates {
		if _, undo := wire.UndoOf(u.Move); undo {
			continue
		}
		if p, ok := rules.SeatOf(u.Move); ok && p == seat {
			move = moves
		}
		moves++
	}
	if !v.Placed[seat] {
		if move >= 0 {
			return refuse(wire.UndoRolled, "seat %d's number stands: the dice were rolled for roll %d since it was written, and a number may be taken back only until the next roll", seat, v.Round+1)
		}
		return refuse(string(knister.CodeNothingToUndo), "seat %d has written no number to take back", seat)
	}
	// The rules' own Undo, on the game replayed as a scene plays it
	// (the roll made only when a placement needs it): there the number
	// is the seat's last move, in the roll it is taken back from.
	st, err := knister.FromRecord(a.play.Record(a.players))
	if err != nil {
		return refuse("refused", "the table's game does not replay: %v", err)
	}
	events, err := rules.Events(st.Undo(seat))
	if err != nil {
		ack := a.rulesRefusal(err)
		return takenBack{}, &ack
	}
	play, err := a.replay(st.Record(a.players).Moves)
	if err != nil {
		return refuse("refused", "the table's game without seat %d's number does not replay: %v", seat, err)
	}
	return takenBack{move: move, events: events, play: play}, nil
}

// replay is the table's game with moves played from its header.
func (a *Authority) replay(moves []json.RawMessage) (rules.Play, error) {
	rec := a.header.Record
	rec.Moves = nil
	p, err := a.rules.Start(&rec)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if _, err := p.Apply(m); err != nil {
			return nil, rules.InvalidAt(i, err)
		}
	}
	return p, nil
}

// noteUndo keeps the update of seat's number taken back (t) and plays
// on without it.
func (a *Authority) noteUndo(seat int, t takenBack) (wire.Update, error) {
	enc, err := wire.EncodeEvents(t.events)
	if err != nil {
		return wire.Update{}, err
	}
	a.play = t.play
	u := wire.Update{Seq: len(a.updates) + 1, Move: wire.UndoMove(seat), Events: enc}
	a.updates = append(a.updates, u)
	a.version++
	clear(a.passed)
	return u, nil
}

// replayUndo brings back a number taken back, from the log's entry: the
// bots are asked first in the state the live table asked them in.
func (a *Authority) replayUndo(e tablelog.Entry) error {
	var u tablelog.Undo
	if err := rules.DecodeStrict(e.Data, &u); err != nil {
		return err
	}
	if u.Seat < 0 || u.Seat >= len(a.ids) {
		return fmt.Errorf("there is no seat %d", u.Seat)
	}
	a.askBots()
	t, refused := a.takeBack(u.Seat)
	switch {
	case refused != nil:
		return errors.New(refused.Error)
	case t.move != u.Move:
		return fmt.Errorf("seat %d's number taken back is move %d, and the entry names move %d", u.Seat, t.move, u.Move)
	}
	up, err := a.noteUndo(u.Seat, t)
	if err != nil {
		return err
	}
	if e.ID != "" {
		a.ids[u.Seat].add(e.ID, wire.Ack{Seq: up.Seq})
	}
	return nil
}
