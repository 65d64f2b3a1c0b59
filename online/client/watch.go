package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"cifra/online/transport"
	"cifra/online/wire"
)

// ErrWatching is what a watcher is told when it would play: it has no
// seat.
var ErrWatching = errors.New("a watcher has no seat at the table: it plays nothing")

// AskWatch asks the server at url, as a guest, for the watch credential
// of the table (or waiting room) with code.
func AskWatch(ctx context.Context, url, code string) (wire.WatchReply, error) {
	return request(ctx, guestAt(url), url, wire.WatchSubject, wire.WatchRequest{Version: wire.Version, Code: code},
		func(r wire.WatchReply) (string, string) { return r.Error, r.Code })
}

// Watch watches the table with code at the server at url: it asks for
// the table's watch credential, waits for the game to start when the
// table is still a waiting room (until ctx ends), and dials the table as
// its watcher (Dial), caught up.
func Watch(ctx context.Context, url, code string, opt Options) (*Seat, error) {
	reply, err := AskWatch(ctx, url, code)
	if err != nil {
		return nil, err
	}
	if reply.Room != nil && !reply.Room.Started {
		if err := WaitStart(ctx, url, reply.Watch); err != nil {
			return nil, err
		}
	}
	return Dial(ctx, url, reply.Watch, opt)
}

// WaitStart waits, as the watcher cred, until the waiting room of
// cred's table has started its game; a room its host closed is refused
// (wire.CodeClosed).
func WaitStart(ctx context.Context, url string, cred wire.Credential) error {
	r, err := Enter(ctx, url, cred)
	if err != nil {
		return err
	}
	defer r.Close()
	for {
		switch room := r.Room(); {
		case room.Started:
			return nil
		case room.Closed:
			return &Refused{Words: fmt.Sprintf("the host closed table %s", cred.Table), Code: wire.CodeClosed}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("table %s's game did not start: %w", cred.Table, ctx.Err())
		case <-r.Changed():
		}
	}
}

// look is a watcher's word to its room: it may only ask how the room
// stands (it asks to watch again) or leave; nothing else.
func (r *Room) look(ctx context.Context, m wire.RoomSay) (wire.Room, error) {
	switch {
	case m.Leave:
		return r.Room(), nil
	case !m.Get:
		return r.Room(), ErrWatching
	}
	reply, err := requestWatch(ctx, r.nc, r.cred.Table)
	if err != nil {
		return wire.Room{}, err
	}
	room := wire.Room{Code: r.cred.Table, Game: reply.Game, Started: true}
	if reply.Room != nil {
		room = *reply.Room
	} else {
		// The game runs (or ran): the room is past, the last word it said
		// is that it started.
		room.Rev = r.Room().Rev + 1
	}
	r.keep(room)
	return room, nil
}

// requestWatch asks to watch table code over nc (a watcher's connection).
func requestWatch(ctx context.Context, nc transport.Conn, code string) (wire.WatchReply, error) {
	data, _ := json.Marshal(wire.WatchRequest{Version: wire.Version, Code: code})
	m, err := nc.Request(ctx, wire.WatchSubject, data, nil)
	if err != nil {
		return wire.WatchReply{}, fmt.Errorf("the room's server did not answer: %w", err)
	}
	var reply wire.WatchReply
	if err := json.Unmarshal(m.Data, &reply); err != nil {
		return wire.WatchReply{}, fmt.Errorf("the server's answer is unreadable: %w", err)
	}
	if reply.Error != "" {
		return reply, &Refused{Words: reply.Error, Code: reply.Code}
	}
	return reply, nil
}
