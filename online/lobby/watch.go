package lobby

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/door"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
)

// WatchBucket holds each watched table's watch token (code → token),
// drawn when someone first asks to watch it and handed to everyone who
// asks after (wire's "Spectators"). The token itself is kept, not only
// its hash as for seats: it must be handed out again, and it lets its
// holder see nothing that asking for it by code does not. Its hash is in
// SeatBucket, at the seat wire.Watcher, so the broker lets it in on every
// node as it lets a seat in.
//
// One token a table bounds what watching costs the server: a watch
// request draws at most one token a table, ever, and writes nothing once
// it is there; the authority answers all of a table's watchers' catch-ups
// from one shared allowance (authority's watch.go), so watchers never
// slow the seats. How many watch is NATS's to carry, as any guest's
// connection is.
const WatchBucket = "CIFRA_WATCH"

// onWatch answers someone asking to watch a table.
func (l *Lobby) onWatch(msg *nats.Msg) {
	answerGuest(l, msg, l.watch, func(err error) wire.WatchReply { return wire.WatchReply{Error: err.Error(), Code: codeOf(err)} })
}

// watch hands out table code's watch credential, with the table's game
// and, while it waits for its game, the room.
func (l *Lobby) watch(ctx context.Context, _ door.Sender, data []byte) (wire.WatchReply, error) {
	var req wire.WatchRequest
	if len(data) > wire.MaxMessage {
		return wire.WatchReply{}, fmt.Errorf("the request is %d bytes; at most %d KB", len(data), wire.MaxMessage>>10)
	}
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.WatchReply{}, fmt.Errorf(`a watch request is {"version":…,"code":…}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.WatchReply{}, coded{err, wire.CodeVersion}
	}
	if err := wire.CheckCode(req.Code); err != nil {
		return wire.WatchReply{}, coded{err, wire.CodeUnknown}
	}
	var reply wire.WatchReply
	h, finished, err := tablelog.Peek(ctx, l.js, req.Code)
	switch {
	case errors.Is(err, tablelog.ErrNoTable):
		e, _, err := l.readRoom(ctx, req.Code)
		switch {
		case errors.Is(err, jetstream.ErrKeyNotFound):
			return wire.WatchReply{}, coded{fmt.Errorf("there is no table %s: check the code", req.Code), wire.CodeUnknown}
		case err != nil:
			return wire.WatchReply{}, err
		case e.Room.Closed:
			return wire.WatchReply{}, coded{fmt.Errorf("the host closed table %s", req.Code), wire.CodeClosed}
		}
		reply.Game, reply.Room = e.Room.Game, &e.Room
	case err != nil:
		return wire.WatchReply{}, err
	default:
		reply.Game, reply.Finished = h.Record.Game, finished
	}
	token, err := l.watchToken(ctx, req.Code)
	if err != nil {
		return wire.WatchReply{}, err
	}
	reply.Watch = wire.Credential{Table: req.Code, Seat: wire.Watcher, Token: token}
	return reply, nil
}

// watchToken is table code's watch token: the one kept, or a new one.
// The broker knows it (SeatBucket) before it is handed out.
func (l *Lobby) watchToken(ctx context.Context, code string) (string, error) {
	for attempt := 0; ; attempt++ {
		e, err := l.watchKV.Get(ctx, code)
		if err == nil {
			token := string(e.Value())
			if _, _, known := l.cfg.Seats.Lookup(token); !known {
				// Its maker stopped before it wrote the hash: written here.
				if err := l.putSeat(ctx, HashToken(token), code, wire.Watcher); err != nil {
					return "", err
				}
			}
			return token, nil
		}
		if !errors.Is(err, jetstream.ErrKeyNotFound) {
			return "", fmt.Errorf("cannot read table %s's watch token: %w", code, err)
		}
		token, err := newToken()
		if err != nil {
			return "", fmt.Errorf("cannot draw a watch token: %w", err)
		}
		_, err = l.watchKV.Create(ctx, code, []byte(token))
		switch {
		case err == nil:
			if err := l.putSeat(ctx, HashToken(token), code, wire.Watcher); err != nil {
				return "", err
			}
			return token, nil
		case !errors.Is(err, jetstream.ErrKeyExists) || attempt == 4:
			return "", fmt.Errorf("cannot keep table %s's watch token: %w", code, err)
		}
		// Another lobby drew one meanwhile: that one is read next.
	}
}
