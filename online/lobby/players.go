package lobby

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/nats-io/nats.go"

	"cifra/online/door"
	"cifra/online/wire"
	"cifra/rules"
)

// The player services (wire's "Who you are"), answered by any lobby of
// the cluster (package players keeps the identities): a device's hello
// and its tables, a transfer code asked for, a transfer code claimed.
// Who asks is the device NATS authenticated by its key's signature
// (door.From), never what the message says; a guest's connection is
// refused in words. Each counts against the asker's rate as a guest's
// request does, and a transfer code naming nothing as a code naming no
// table (Limits.Misses): guessing codes is as slow as guessing tables.

// onMe answers a device's hello (wire.MeRequest).
func (l *Lobby) onMe(msg *nats.Msg) {
	answerAsked(l, msg, false, l.me, func(err error) wire.MeReply { return wire.MeReply{Error: err.Error(), Code: codeOf(err)} })
}

// onLink answers a device asking for a transfer code.
func (l *Lobby) onLink(msg *nats.Msg) {
	answerAsked(l, msg, false, l.link, func(err error) wire.LinkReply { return wire.LinkReply{Error: err.Error(), Why: codeOf(err)} })
}

// onClaim answers a device claiming a transfer code.
func (l *Lobby) onClaim(msg *nats.Msg) {
	answerGuest(l, msg, l.claim, func(err error) wire.MeReply { return wire.MeReply{Error: err.Error(), Code: codeOf(err)} })
}

// deviceOf is the device key of who sent a player service's request;
// a key the server never saw counts against its address's new devices
// (Limits.NewDevices).
func (l *Lobby) deviceOf(ctx context.Context, from door.Sender) (string, error) {
	key, ok := wire.DeviceOf(from.User)
	if !ok {
		return "", coded{errors.New("only a device that connected with its key has a player (this connection is a guest's)"), wire.CodeNotPlayer}
	}
	known, err := l.players.Known(ctx, key)
	if err != nil {
		return "", err
	}
	if !known {
		if err := l.guard.newDevice(from, l.cfg.Clock.Now()); err != nil {
			return "", err
		}
	}
	return key, nil
}

// me says hello for a device, keeps the seats it says it holds (each
// checked: its token must still let its seat in) and lists its tables.
func (l *Lobby) me(ctx context.Context, from door.Sender, data []byte) (wire.MeReply, error) {
	device, err := l.deviceOf(ctx, from)
	if err != nil {
		return wire.MeReply{}, err
	}
	var req wire.MeRequest
	if len(data) > wire.MaxMessage {
		return wire.MeReply{}, fmt.Errorf("the request is %d bytes; at most %d KB", len(data), wire.MaxMessage>>10)
	}
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.MeReply{}, fmt.Errorf(`a hello is {"version":…,"name":…,"keep":[…]}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.MeReply{}, coded{err, wire.CodeVersion}
	}
	var keep []wire.MyTable
	for _, t := range req.Keep {
		table, seat, ok := l.cfg.Seats.Lookup(t.Token)
		if !ok || table != t.Table || seat != t.Seat || seat == wire.Watcher {
			continue // given up, or not what it says: nothing to keep
		}
		if !slices.ContainsFunc(l.cfg.Games, func(g rules.Rules) bool { return g.Name() == t.Game }) {
			t.Game = ""
		}
		if t.Name != "" && rules.CheckName(t.Name) != nil {
			t.Name = ""
		}
		t.Since = 0
		keep = append(keep, t)
	}
	if len(keep) > 0 {
		if err := l.players.Took(ctx, device, keep...); err != nil {
			return wire.MeReply{}, err
		}
	}
	reply, err := l.players.Hello(ctx, device, req.Name)
	l.tableStates(ctx, &reply)
	return reply, err
}

// tableStates says where each of a player's tables is — waiting in its
// room, in play (and whose move it waits for), over — and orders them
// (byTurn).
func (l *Lobby) tableStates(ctx context.Context, reply *wire.MeReply) {
	reply.NowMs = l.cfg.Clock.Now().UnixMilli() // the clock the deadlines are on
	for i := range reply.Tables {
		t := &reply.Tables[i]
		t.State = wire.TableOver
		if e, _, err := l.readRoom(ctx, t.Table); err == nil && !e.Room.Started && !e.Room.Closed {
			t.State = wire.TableWaiting
		} else if e, err := l.open.Get(ctx, t.Table); err == nil {
			t.State = wire.TablePlaying
			var open OpenTable
			if json.Unmarshal(e.Value(), &open) == nil {
				t.OverDays = open.MoveClock
			}
			l.turnOf(ctx, t)
		}
	}
	slices.SortStableFunc(reply.Tables, byTurn)
}

// link draws a transfer code for the asking device's player.
func (l *Lobby) link(ctx context.Context, from door.Sender, data []byte) (wire.LinkReply, error) {
	device, err := l.deviceOf(ctx, from)
	if err != nil {
		return wire.LinkReply{}, err
	}
	var req wire.LinkRequest
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.LinkReply{}, fmt.Errorf(`a transfer code is asked with {"version":…}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.LinkReply{}, coded{err, wire.CodeVersion}
	}
	return l.players.Link(ctx, device)
}

// claim adds the asking device to the player a transfer code names.
func (l *Lobby) claim(ctx context.Context, from door.Sender, data []byte) (wire.MeReply, error) {
	device, err := l.deviceOf(ctx, from)
	if err != nil {
		return wire.MeReply{}, err
	}
	var req wire.ClaimRequest
	if len(data) > wire.MaxMessage {
		return wire.MeReply{}, fmt.Errorf("the request is %d bytes; at most %d KB", len(data), wire.MaxMessage>>10)
	}
	if err := rules.DecodeStrict(data, &req); err != nil {
		return wire.MeReply{}, fmt.Errorf(`a transfer code is claimed with {"version":…,"code":…}: %v`, err)
	}
	if err := wire.CheckVersion(req.Version); err != nil {
		return wire.MeReply{}, coded{err, wire.CodeVersion}
	}
	reply, err := l.players.Claim(ctx, device, req.Code)
	l.tableStates(ctx, &reply)
	return reply, err
}

// took gives the seats just handed to from to its player, where from is
// a device that connected with its key (a guest has none); names are the
// table's, by seat, where known. The seat was
// given either way: a failure to note it is logged, not refused.
func (l *Lobby) took(ctx context.Context, from door.Sender, game string, names []string, creds ...wire.Credential) {
	device, ok := wire.DeviceOf(from.User)
	if !ok || len(creds) == 0 {
		return
	}
	seats := make([]wire.MyTable, len(creds))
	for i, c := range creds {
		seats[i] = wire.MyTable{Credential: c, Game: game}
		if c.Seat < len(names) {
			seats[i].Name = names[c.Seat]
		}
	}
	if err := l.players.Took(ctx, device, seats...); err != nil {
		l.cfg.Logf("the seats given to %s are not in its player's list: %v", from.User, err)
	}
}
