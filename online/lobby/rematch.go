package lobby

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/door"
	"cifra/online/tablelog"
	"cifra/online/wire"
)

// rematchKey is the rooms bucket's key that names table code's rematch
// room: written once, by the first seat to ask (the wire's "Rematch").
func rematchKey(code string) string { return "again-" + code }

// rematch seats seat of finished table code at its rematch's room, making
// the room when it is the first to ask, and returns its credential there,
// and old, the hash of the seat's token at the finished table: the seat
// has moved, and the caller ends that token once it has answered.
func (l *Lobby) rematch(ctx context.Context, code string, seat int) (cred wire.Credential, room wire.Room, old string, err error) {
	cred, room, err = l.rematchSeat(ctx, code, seat)
	if err == nil {
		if h, _, perr := tablelog.Peek(ctx, l.js, code); perr == nil && seat < len(h.Tokens) {
			old = h.Tokens[seat]
		}
	}
	return cred, room, old, err
}

// rematchSeat is rematch's seat at the rematch's room.
func (l *Lobby) rematchSeat(ctx context.Context, code string, seat int) (wire.Credential, wire.Room, error) {
	h, err := l.finishedSeat(ctx, code, seat, "a rematch waits for its end")
	if err != nil {
		return wire.Credential{}, wire.Room{}, err
	}
	again, err := l.rematchRoom(ctx, h, seat)
	if err != nil {
		return wire.Credential{}, wire.Room{}, err
	}
	token, err := newToken()
	if err != nil {
		return wire.Credential{}, wire.Room{}, fmt.Errorf("cannot draw a seat's token: %w", err)
	}
	hash := HashToken(token)
	var gone string // the seat's token at the room before, when it asks again
	e, err := l.changeRoom(ctx, again, func(e *roomEntry) error {
		if err := rematchOpen(e); err != nil {
			return err
		}
		if e.Room.Of == "" { // the room is new: every other person's seat waits for them
			e.Room.Of = code
			for i, s := range e.Room.Seats {
				e.Room.Seats[i].Kept = s.Bot == "" && i != seat
			}
		}
		s := &e.Room.Seats[seat]
		if s.Declined != "" && s.Taken {
			return coded{fmt.Errorf("%s took your seat at the rematch, table %s, after you said no thanks", s.Name, again), wire.CodeFull}
		}
		if s.Declined != "" { // said no thanks, and changed their mind while the seat was open
			s.Name, s.Declined = s.Declined, ""
		}
		gone = e.Tokens[seat]
		// Asking for the rematch is being ready for it: nobody says so twice.
		s.Taken, s.Ready, s.Kept = true, true, false
		e.Tokens[seat] = hash
		return nil
	})
	if err != nil {
		return wire.Credential{}, e.Room, err
	}
	// The finished table's other seats hear who asks (wire's "Rematch").
	l.tellRoomAt(code, e.Room)
	if gone != "" {
		l.dropSeat(ctx, gone)
	}
	if err := l.putSeat(ctx, hash, again, seat); err != nil {
		return wire.Credential{}, e.Room, err
	}
	return wire.Credential{Table: again, Seat: seat, Token: token}, e.Room, nil
}

// tellRoomAt tells room r on table code's RoomSubject: a rematch's room
// to the seats of the table it is the rematch of.
func (l *Lobby) tellRoomAt(code string, r wire.Room) {
	_ = door.Tell(l.cfg.Conn, wire.RoomSubject(code), r)
}

// rematchOf is table code's rematch room as it stands, for a seat of
// the finished table asking Get; ok is false while nobody asked.
func (l *Lobby) rematchOf(ctx context.Context, code string) (room wire.Room, ok bool) {
	kv, err := l.rooms.Get(ctx, rematchKey(code))
	if err != nil {
		return wire.Room{}, false
	}
	e, _, err := l.readRoom(ctx, string(kv.Value()))
	if err != nil {
		return wire.Room{}, false
	}
	return e.Room, true
}

// rematchRoom is the code of the rematch's room of the table whose header
// is h, made now (with seat as its host) unless another seat made it
// first.
func (l *Lobby) rematchRoom(ctx context.Context, h tablelog.Header, seat int) (string, error) {
	key := rematchKey(h.Code)
	if kv, err := l.rooms.Get(ctx, key); err == nil {
		return string(kv.Value()), nil
	} else if !errors.Is(err, jetstream.ErrKeyNotFound) {
		return "", err
	}
	req := wire.CreateRequest{Version: wire.Version, Game: h.Record.Game, Options: h.Record.Options, Buzzer: h.Buzzer,
		Takeover: h.Takeover, MoveClock: h.MoveClock, Wait: true}
	for _, p := range h.Record.Players {
		kind := wire.Open
		if p.Bot != "" {
			kind = p.Bot
		}
		req.Seats = append(req.Seats, kind)
		req.Names = append(req.Names, p.Name)
	}
	r, err := l.game(req)
	if err != nil {
		return "", err
	}
	reply, err := l.createRoom(ctx, r, req, seat) // seat hosts it; rematch hands it its credential
	if err != nil {
		return "", err
	}
	if _, err := l.rooms.Create(ctx, key, []byte(reply.Code)); err != nil {
		// Another seat's room came first: this one is given up, and its
		// code waits for the other's to be written.
		l.dropSeat(ctx, HashToken(reply.Seats[0].Token))
		_ = l.rooms.Delete(ctx, reply.Code)
		for range 50 {
			if kv, err := l.rooms.Get(ctx, key); err == nil {
				return string(kv.Value()), nil
			}
			time.Sleep(20 * time.Millisecond)
		}
		return "", fmt.Errorf("cannot make table %s's rematch: %w", h.Code, err)
	}
	return reply.Code, nil
}

// decline opens the seat kept for seat of finished table code at its
// rematch's room (wire's "Rematch": Decline), naming who declined, and
// tells the room and the finished table; a seat already taken, or
// declined, stays as it is.
func (l *Lobby) decline(ctx context.Context, code string, seat int) (wire.Room, error) {
	if _, err := l.finishedSeat(ctx, code, seat, "there is no rematch to decline"); err != nil {
		return wire.Room{}, err
	}
	kv, err := l.rooms.Get(ctx, rematchKey(code))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return wire.Room{}, fmt.Errorf("nobody has asked for table %s's rematch", code)
	} else if err != nil {
		return wire.Room{}, err
	}
	again := string(kv.Value())
	e, err := l.changeRoom(ctx, again, func(e *roomEntry) error {
		if err := rematchOpen(e); err != nil {
			return err
		}
		if seat >= len(e.Room.Seats) {
			return fmt.Errorf("the rematch, table %s, has no seat %d", again, seat)
		}
		if s := &e.Room.Seats[seat]; s.Kept {
			*s = wire.RoomSeat{Name: defaultName(seat, wire.Open), Declined: s.Name}
		}
		return nil
	})
	if err != nil {
		return e.Room, err
	}
	l.tellRoomAt(code, e.Room)
	return e.Room, nil
}

// finishedSeat is the header of table code when its game is over and
// seat is a person's there, else why not (early says, in words, what a
// game not over means for the asking).
func (l *Lobby) finishedSeat(ctx context.Context, code string, seat int, early string) (tablelog.Header, error) {
	h, finished, err := tablelog.Peek(ctx, l.js, code)
	switch {
	case errors.Is(err, tablelog.ErrNoTable):
		return h, coded{fmt.Errorf("there is no table %s", code), wire.CodeUnknown}
	case err != nil:
		return h, err
	case !finished:
		return h, coded{fmt.Errorf("table %s's game is not over: %s", code, early), wire.CodeNotOver}
	case seat < 0 || seat >= len(h.Record.Players) || h.Record.Players[seat].Bot != "":
		return h, fmt.Errorf("seat %d of table %s is not a person's", seat, code)
	}
	return h, nil
}

// rematchOpen says why a rematch's room e takes no more seats' words:
// its host closed it, or it has started; nil while it waits.
func rematchOpen(e *roomEntry) error {
	switch {
	case e.Room.Closed:
		return coded{fmt.Errorf("the host closed the rematch, table %s", e.Room.Code), wire.CodeClosed}
	case e.Room.Started:
		return coded{fmt.Errorf("the rematch, table %s, has started", e.Room.Code), wire.CodeStarted}
	}
	return nil
}
