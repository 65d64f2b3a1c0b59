package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"cifra/online/transport"
	"cifra/online/wire"
)

// Refused is a server's answer that it will not do what was asked: its
// words (English) and its code (wire.CodeFull, …), which an app says in
// its player's language. Code is empty where the server gave none.
type Refused struct {
	Words string
	Code  string
}

func (r *Refused) Error() string { return r.Words }

// Unreachable is a server that could not be reached at all.
type Unreachable struct {
	URL string
	Err error
}

func (u *Unreachable) Error() string {
	return fmt.Sprintf("cannot reach the server at %s: %v", u.URL, u.Err)
}

func (u *Unreachable) Unwrap() error { return u.Err }

// guest connects to url as a guest: it may only ask for a table or a
// seat at a room.
func guest(url string) (transport.Conn, error) {
	id := randomHex(8)
	nc, err := transport.Dial(url, transport.Options{User: wire.Guest + id, InboxPrefix: wire.GuestInbox(id), Name: "cifra guest"})
	if err != nil {
		return nil, &Unreachable{URL: url, Err: err}
	}
	return nc, nil
}

// guestAt dials url as a guest.
func guestAt(url string) func() (transport.Conn, error) {
	return func() (transport.Conn, error) { return guest(url) }
}

// askOver connects with dial, sends req on subject and decodes the
// reply into out.
func askOver(ctx context.Context, dial func() (transport.Conn, error), url, subject string, req, out any) error {
	nc, err := dial()
	if err != nil {
		return err
	}
	defer nc.Close()
	data, _ := json.Marshal(req)
	m, err := nc.Request(ctx, subject, data, nil)
	if err != nil {
		if errors.Is(err, transport.ErrNoAnswer) {
			return &Unreachable{URL: url, Err: errors.New("no Cifra server answers there")}
		}
		return &Unreachable{URL: url, Err: err}
	}
	if err := json.Unmarshal(m.Data, out); err != nil {
		return fmt.Errorf("the server's answer is unreadable: %w", err)
	}
	return nil
}

// Create asks the server at url for a table (or, with req.Wait, a room),
// as a guest. req.Version is filled in.
func Create(ctx context.Context, url string, req wire.CreateRequest) (wire.CreateReply, error) {
	return create(ctx, guestAt(url), url, req)
}

func create(ctx context.Context, dial func() (transport.Conn, error), url string, req wire.CreateRequest) (wire.CreateReply, error) {
	req.Version = wire.Version
	return request(ctx, dial, url, wire.CreateSubject, req, func(r wire.CreateReply) (string, string) { return r.Error, r.Why })
}

// Join asks the server at url for a seat at room code, under name.
func Join(ctx context.Context, url, code, name string) (wire.JoinReply, error) {
	return join(ctx, guestAt(url), url, code, name)
}

func join(ctx context.Context, dial func() (transport.Conn, error), url, code, name string) (wire.JoinReply, error) {
	return request(ctx, dial, url, wire.JoinSubject, wire.JoinRequest{Version: wire.Version, Code: code, Name: name},
		func(r wire.JoinReply) (string, string) { return r.Error, r.Code })
}

// request connects with dial, sends req on subject and decodes the
// reply; a reply that says it refused (refused's words, not empty) is a
// *Refused with its code.
func request[R any](ctx context.Context, dial func() (transport.Conn, error), url, subject string, req any, refused func(R) (words, code string)) (R, error) {
	var reply R
	if err := askOver(ctx, dial, url, subject, req, &reply); err != nil {
		return reply, err
	}
	if words, code := refused(reply); words != "" {
		return reply, &Refused{Words: words, Code: code}
	}
	return reply, nil
}

// Room is one seat's connection to a room while it waits for its game:
// it hears every change of the room, and says the seat's ready, its
// name, the start (the host) or that it leaves. Once the room has
// started, the seat plays with Dial and the same credential. A watcher's
// Room (its credential's seat wire.Watcher) only hears the room: it has
// nothing to say in it.
type Room struct {
	cred wire.Credential
	nc   transport.Conn

	mu      sync.Mutex
	room    wire.Room
	changed chan struct{}
}

// Enter connects to url as cred's seat in its room.
func Enter(ctx context.Context, url string, cred wire.Credential) (*Room, error) {
	return enter(ctx, url, cred, false)
}

// enter is Enter; finished connects a seat of a finished table, which
// hears of its rematch (wire's "Rematch") and is refused a room until
// someone asks for one.
func enter(ctx context.Context, url string, cred wire.Credential, finished bool) (*Room, error) {
	r := &Room{cred: cred, changed: make(chan struct{}, 1)}
	inbox, name := wire.Inbox(cred.Table, cred.Seat), "cifra room "+cred.Table+" "+strconv.Itoa(cred.Seat)
	if cred.Watching() {
		inbox, name = wire.WatchInbox(cred.Table), "cifra room "+cred.Table+" watcher"
	}
	nc, err := transport.Dial(url, transport.Options{Token: cred.Token, InboxPrefix: inbox, Name: name, Reconnect: true,
		Reconnected: func() {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_, _ = r.say(ctx, wire.RoomSay{Get: true})
		}})
	if err != nil {
		return nil, &Unreachable{URL: url, Err: err}
	}
	r.nc = nc
	if err := nc.Subscribe(wire.RoomSubject(cred.Table), func(m transport.Msg) {
		var room wire.Room
		if json.Unmarshal(m.Data, &room) == nil {
			r.keep(room)
		}
	}); err != nil {
		nc.Close()
		return nil, fmt.Errorf("cannot follow the room: %w", err)
	}
	var refused *Refused
	if _, err := r.say(ctx, wire.RoomSay{Get: true}); err != nil && !(finished && errors.As(err, &refused)) {
		nc.Close()
		return nil, err
	}
	return r, nil
}

// keep takes room as the room now, unless a later one is already kept.
func (r *Room) keep(room wire.Room) {
	r.mu.Lock()
	if room.Rev >= r.room.Rev {
		r.room = room
	}
	r.mu.Unlock()
	select {
	case r.changed <- struct{}{}:
	default:
	}
}

// say tells the room m and keeps the room it answers with.
func (r *Room) say(ctx context.Context, m wire.RoomSay) (wire.Room, error) {
	if r.cred.Watching() {
		return r.look(ctx, m)
	}
	data, _ := json.Marshal(m)
	msg, err := r.nc.Request(ctx, wire.Say(r.cred.Table, r.cred.Seat), data, nil)
	if err != nil {
		return wire.Room{}, fmt.Errorf("the room's server did not answer: %w", err)
	}
	var reply wire.RoomReply
	if err := json.Unmarshal(msg.Data, &reply); err != nil {
		return wire.Room{}, fmt.Errorf("the server's answer is unreadable: %w", err)
	}
	if reply.Room.Code != "" {
		r.keep(reply.Room)
	}
	if reply.Error != "" {
		return reply.Room, &Refused{Words: reply.Error, Code: reply.Code}
	}
	return reply.Room, nil
}

// Credential is the seat's credential (for Dial once the game starts).
func (r *Room) Credential() wire.Credential { return r.cred }

// Room is the room as last heard.
func (r *Room) Room() wire.Room {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.room
}

// Changed receives a value after the room changed (it holds one at most:
// read Room after it).
func (r *Room) Changed() <-chan struct{} { return r.changed }

// Await waits until ok holds of the room as heard (asked again each
// second, in case a change was missed) and returns it, or ctx's error
// with the room as it then stood.
func (r *Room) Await(ctx context.Context, ok func(wire.Room) bool) (wire.Room, error) {
	for {
		if room := r.Room(); ok(room) {
			return room, nil
		}
		select {
		case <-r.changed:
		case <-time.After(time.Second):
		case <-ctx.Done():
			return r.Room(), fmt.Errorf("the room never got there: %w", ctx.Err())
		}
	}
}

// Ready says whether the seat's player is ready.
func (r *Room) Ready(ctx context.Context, ready bool) error {
	_, err := r.say(ctx, wire.RoomSay{Ready: &ready})
	return err
}

// Rename gives the seat's player a new name.
func (r *Room) Rename(ctx context.Context, name string) error {
	_, err := r.say(ctx, wire.RoomSay{Name: name})
	return err
}

// Start starts the game (the host's seat only, once every other seat is
// taken and ready).
func (r *Room) Start(ctx context.Context) error {
	_, err := r.say(ctx, wire.RoomSay{Start: true})
	return err
}

// Leave gives the seat up (the host's leaving closes the room) and
// closes the connection.
func (r *Room) Leave(ctx context.Context) error {
	_, err := r.say(ctx, wire.RoomSay{Leave: true})
	r.Close()
	return err
}

// Close closes the connection; the seat stays the player's.
func (r *Room) Close() { r.nc.Close() }
