package lobby

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/door"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
)

// RoomBucket holds the rooms waiting for their game (code → room), in
// every lobby's reach: a room's code works on any node.
const RoomBucket = "CIFRA_ROOMS"

// roomTTL is how long a room lives after its last change: one nobody
// starts is forgotten by then (a started one's table lives in the log).
const roomTTL = 12 * time.Hour

// roomEntry is a room as RoomBucket keeps it.
type roomEntry struct {
	Request wire.CreateRequest `json:"request"`
	Room    wire.Room          `json:"room"`
	// Tokens are the hashes of the tokens handed out, per seat ("" for a
	// bot's seat or one not taken).
	Tokens []string `json:"tokens"`
}

// errRoomChanged is a room written by someone else meanwhile.
var errRoomChanged = errors.New("the room changed meanwhile")

// createRoom makes a room for req: its code, and the open seat host (the
// first one when host is negative) for the host who asked.
func (l *Lobby) createRoom(ctx context.Context, r rules.Rules, req wire.CreateRequest, host int) (wire.CreateReply, error) {
	if len(req.Names) > 0 {
		// A seat left unnamed (one a guest will take) has its default name.
		req.Names = append([]string(nil), req.Names...)
		for seat, name := range req.Names {
			if name == "" && seat < len(req.Seats) {
				req.Names[seat] = defaultName(seat, req.Seats[seat])
			}
		}
	}
	rec, err := l.header(r, req)
	if err != nil {
		return wire.CreateReply{}, err
	}
	e := roomEntry{Request: req, Tokens: make([]string, len(req.Seats)),
		Room: wire.Room{Game: r.Name(), Host: -1, Options: rec.Options, Buzzer: req.Buzzer, Takeover: req.Takeover, MoveClock: req.MoveClock}}
	for seat, s := range req.Seats {
		rs := wire.RoomSeat{Name: defaultName(seat, s)}
		if len(req.Names) > 0 {
			rs.Name = req.Names[seat]
		}
		if s != wire.Open {
			rs.Bot, rs.Taken, rs.Ready = s, true, true
		} else if e.Room.Host < 0 && (host < 0 || host == seat) {
			e.Room.Host, rs.Taken = seat, true
		}
		e.Room.Seats = append(e.Room.Seats, rs)
	}
	if e.Room.Host < 0 {
		return wire.CreateReply{}, errors.New(`a room needs a seat for a person ("open") besides its bots`)
	}
	token, err := newToken()
	if err != nil {
		return wire.CreateReply{}, fmt.Errorf("cannot draw a seat's token: %w", err)
	}
	e.Tokens[e.Room.Host] = HashToken(token)
	for attempt := 0; ; attempt++ {
		if e.Room.Code, err = newCode(); err != nil {
			return wire.CreateReply{}, err
		}
		e.Room.Link = joinLink(l.cfg.Web, e.Room.Code)
		_, _, err = tablelog.Peek(ctx, l.js, e.Room.Code)
		if errors.Is(err, tablelog.ErrNoTable) {
			data, _ := json.Marshal(e)
			var rev uint64
			if rev, err = l.rooms.Create(ctx, e.Room.Code, data); err == nil {
				e.Room.Rev = rev
				break
			}
		}
		if attempt == 9 {
			return wire.CreateReply{}, fmt.Errorf("cannot make a room: %w", err)
		}
	}
	if err := l.putSeat(ctx, e.Tokens[e.Room.Host], e.Room.Code, e.Room.Host); err != nil {
		return wire.CreateReply{}, err
	}
	l.cfg.Logf("room %s: %s, %d seats", e.Room.Code, r.Name(), len(req.Seats))
	cred := wire.Credential{Table: e.Room.Code, Seat: e.Room.Host, Token: token}
	return wire.CreateReply{Code: e.Room.Code, Seats: []wire.Credential{cred}, Room: &e.Room, Server: l.cfg.Owner}, nil
}

// joinLink is the page web with ?join=code (empty without a page).
func joinLink(web, code string) string {
	if web == "" {
		return ""
	}
	sep := "?"
	if strings.Contains(web, "?") {
		sep = "&"
	}
	return web + sep + "join=" + code
}

// defaultName is a seat's name when nobody gave one.
func defaultName(seat int, kind string) string {
	if kind != wire.Open {
		return "Bot " + strconv.Itoa(seat+1)
	}
	return "Player " + strconv.Itoa(seat+1)
}

// readRoom returns room code as kept, with its revision.
func (l *Lobby) readRoom(ctx context.Context, code string) (roomEntry, uint64, error) {
	var e roomEntry
	kv, err := l.rooms.Get(ctx, code)
	if err != nil {
		return e, 0, err
	}
	if err := json.Unmarshal(kv.Value(), &e); err != nil {
		return e, 0, fmt.Errorf("room %s is unreadable: %w", code, err)
	}
	e.Room.Rev = kv.Revision()
	return e, kv.Revision(), nil
}

// changeRoom applies change to room code and writes it, again from the
// room as it then is when another lobby wrote it meanwhile; it tells the
// room's seats the room after it.
func (l *Lobby) changeRoom(ctx context.Context, code string, change func(e *roomEntry) error) (roomEntry, error) {
	for attempt := 0; ; attempt++ {
		e, rev, err := l.readRoom(ctx, code)
		if err != nil {
			return e, err
		}
		if err := change(&e); err != nil {
			return e, err
		}
		data, _ := json.Marshal(e)
		newRev, err := l.rooms.Update(ctx, code, data, rev)
		if err == nil {
			e.Room.Rev = newRev
			l.tellRoom(e.Room)
			return e, nil
		}
		if attempt == 9 {
			return e, fmt.Errorf("%w: %v", errRoomChanged, err)
		}
	}
}

// tellRoom sends the room as it now is to its seats.
func (l *Lobby) tellRoom(r wire.Room) {
	_ = door.Tell(l.cfg.Conn, wire.RoomSubject(r.Code), r)
}

// roomGone says why there is no room to join with code: the table it
// became, finished or not, or none at all.
func (l *Lobby) roomGone(ctx context.Context, code string) error {
	_, finished, err := tablelog.Peek(ctx, l.js, code)
	switch {
	case errors.Is(err, tablelog.ErrNoTable):
		return coded{fmt.Errorf("there is no table %s: check the code", code), wire.CodeUnknown}
	case err != nil:
		return err
	case finished:
		return coded{fmt.Errorf("table %s's game is over", code), wire.CodeFinished}
	}
	return coded{fmt.Errorf("table %s's game has started without a free seat", code), wire.CodeStarted}
}

// onJoin answers a guest asking for a seat at a room.
func (l *Lobby) onJoin(msg *nats.Msg) {
	answerGuest(l, msg, l.join, func(err error) wire.JoinReply { return wire.JoinReply{Error: err.Error(), Code: codeOf(err)} })
}

// join seats a guest at a room's first free open seat.
func (l *Lobby) join(ctx context.Context, from door.Sender, data []byte) (wire.JoinReply, error) {
	var req wire.JoinRequest
	if len(data) > wire.MaxMessage {
		return wire.JoinReply{}, fmt.Errorf("the request is %d bytes; at most %d KB", len(data), wire.MaxMessage>>10)
	}
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.JoinReply{}, fmt.Errorf(`a join request is {"version":…,"code":…,"name":…}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.JoinReply{}, coded{err, wire.CodeVersion}
	}
	if err := wire.CheckCode(req.Code); err != nil {
		return wire.JoinReply{}, coded{err, wire.CodeUnknown}
	}
	if req.Name != "" {
		if err := rules.CheckName(req.Name); err != nil {
			return wire.JoinReply{}, coded{fmt.Errorf("your name: %v", err), wire.CodeBadName}
		}
	}
	token, err := newToken()
	if err != nil {
		return wire.JoinReply{}, fmt.Errorf("cannot draw a seat's token: %w", err)
	}
	hash := HashToken(token)
	seat := -1
	e, err := l.changeRoom(ctx, req.Code, func(e *roomEntry) error {
		switch {
		case e.Room.Closed:
			return coded{fmt.Errorf("the host closed table %s", req.Code), wire.CodeClosed}
		case e.Room.Started:
			return l.roomGone(ctx, req.Code)
		}
		seat = -1
		for i, s := range e.Room.Seats {
			if !s.Taken && !s.Kept { // a rematch's seat kept for its player is theirs alone
				seat = i
				break
			}
		}
		if seat < 0 {
			return coded{fmt.Errorf("every seat at table %s is taken", req.Code), wire.CodeFull}
		}
		s := &e.Room.Seats[seat]
		s.Taken, s.Ready = true, false
		if req.Name != "" {
			s.Name = req.Name
		}
		e.Tokens[seat] = hash
		return nil
	})
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		err = l.roomGone(ctx, req.Code)
	}
	if err != nil {
		return wire.JoinReply{}, err
	}
	if err := l.putSeat(ctx, hash, req.Code, seat); err != nil {
		return wire.JoinReply{}, err
	}
	cred := wire.Credential{Table: req.Code, Seat: seat, Token: token}
	names := make([]string, len(e.Room.Seats))
	names[seat] = e.Room.Seats[seat].Name
	l.took(ctx, from, e.Room.Game, names, cred)
	return wire.JoinReply{Seat: cred, Room: e.Room}, nil
}

// onSay answers a seat speaking to its room.
func (l *Lobby) onSay(msg *nats.Msg) {
	code, ok1 := wire.TableOfSubject(msg.Subject)
	seat, ok2 := wire.SeatOfSubject(msg.Subject)
	if msg.Reply == "" || !ok1 || !ok2 {
		return
	}
	var reply wire.RoomReply
	admitted, err := l.seat(msg, code, seat)
	if !admitted {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err != nil {
		// refused for its rate: answered below
	} else if rematchAsked(msg.Data) {
		var cred wire.Credential
		var old string
		cred, reply.Room, old, err = l.rematch(ctx, code, seat)
		if err == nil {
			reply.Seat = &cred
			// The seat moved to the rematch: its token at the finished
			// table ends once the player has heard where it went.
			defer l.dropSeat(ctx, old)
		}
	} else {
		var gone string
		reply.Room, gone, err = l.say(ctx, code, seat, msg.Data)
		if gone != "" {
			// The seat was given up: the player hears so first, then its
			// token ends, and with it every connection it opened.
			defer l.dropSeat(ctx, gone)
		}
	}
	if err != nil {
		reply.Error, reply.Code = err.Error(), codeOf(err)
	}
	_ = door.Answer(msg, reply)
}

// rematchAsked reports whether a seat's message asks for a rematch (the
// rest of what it may say is say's to read).
func rematchAsked(data []byte) bool {
	var m wire.RoomSay
	return len(data) <= wire.MaxMessage && rules.DecodeStrict(data, &m) == nil && m.Rematch
}

// say does what seat tells its room; gone is the hash of the token given
// up by a seat that left, for the caller to drop once it answered.
func (l *Lobby) say(ctx context.Context, code string, seat int, data []byte) (room wire.Room, gone string, err error) {
	var m wire.RoomSay
	if len(data) > wire.MaxMessage {
		return wire.Room{}, "", fmt.Errorf("the message is %d bytes; at most %d KB", len(data), wire.MaxMessage>>10)
	}
	if err := rules.DecodeStrict(data, &m); err != nil {
		return wire.Room{}, "", fmt.Errorf(`a seat tells its room {"ready":…}, {"name":…}, {"start":true}, {"leave":true}, {"get":true} or, after the game, {"rematch":true} or {"decline":true}: %v`, err)
	}
	if m.Decline {
		room, err := l.decline(ctx, code, seat)
		return room, "", err
	}
	if m.Get {
		if again, ok := l.rematchOf(ctx, code); ok {
			return again, "", nil // a finished table's seat hears of its rematch
		}
		e, _, err := l.readRoom(ctx, code)
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			err = l.roomGone(ctx, code)
		}
		return e.Room, "", err
	}
	if m.Name != "" {
		if err := rules.CheckName(m.Name); err != nil {
			return wire.Room{}, "", coded{fmt.Errorf("your name: %v", err), wire.CodeBadName}
		}
	}
	e, err := l.changeRoom(ctx, code, func(e *roomEntry) error {
		if seat >= len(e.Room.Seats) || e.Tokens[seat] == "" {
			return errors.New("this seat is not taken")
		}
		switch {
		case e.Room.Closed:
			return coded{fmt.Errorf("the host closed table %s", code), wire.CodeClosed}
		case e.Room.Started:
			return coded{fmt.Errorf("table %s's game has started", code), wire.CodeStarted}
		}
		s := &e.Room.Seats[seat]
		switch {
		case m.Start:
			if seat != e.Room.Host {
				return coded{errors.New("only the host starts the game"), wire.CodeNotHost}
			}
			s.Ready = true
			if !e.Room.AllReady() {
				return coded{errors.New("every seat must be taken and its player ready"), wire.CodeNotReady}
			}
			e.Room.Started = true
		case m.Leave && seat == e.Room.Host:
			e.Room.Closed = true
		case m.Leave:
			gone = e.Tokens[seat]
			*s = wire.RoomSeat{Name: defaultName(seat, wire.Open)}
			e.Tokens[seat] = ""
		case m.Ready != nil:
			s.Ready = *m.Ready
		}
		if m.Name != "" {
			s.Name = m.Name
		}
		return nil
	})
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		err = l.roomGone(ctx, code)
	}
	if err != nil {
		return e.Room, "", err
	}
	if m.Start {
		if err := l.startRoom(ctx, e); err != nil {
			return e.Room, "", err
		}
	}
	return e.Room, gone, nil
}

// startRoom starts the game of a room just marked started, at a table of
// its code whose seats keep their tokens; a room whose table cannot start
// is marked waiting again.
func (l *Lobby) startRoom(ctx context.Context, e roomEntry) error {
	req := e.Request
	req.Wait, req.Names = false, nil
	for _, s := range e.Room.Seats {
		req.Names = append(req.Names, s.Name)
	}
	r, err := l.game(req)
	if err == nil {
		_, err = l.startTable(ctx, r, req, e.Tokens, e.Room.Code)
	}
	if err != nil {
		_, _ = l.changeRoom(ctx, e.Room.Code, func(e *roomEntry) error {
			e.Room.Started = false
			return nil
		})
		return fmt.Errorf("the game cannot start: %w", err)
	}
	return nil
}

// dropSeatsAt gives up every token of table's seat: its player left for
// good, and a copy of the token kept anywhere must not follow the table
// on (the broker closes its connections: Seats.OnRevoke).
func (l *Lobby) dropSeatsAt(table string, seat int) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, hash := range l.cfg.Seats.at(table, seat) {
		l.dropSeat(ctx, hash)
	}
}

// dropSeat forgets a token given up.
func (l *Lobby) dropSeat(ctx context.Context, hash string) {
	_ = l.seatKV.Delete(ctx, hash)
	l.cfg.Seats.remove(hash)
}
