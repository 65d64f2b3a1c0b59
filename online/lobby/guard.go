package lobby

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/door"
	"cifra/online/wire"
)

// CodeTooManyMisses is the code of a join or watch refused because its
// address asked about too many codes that name no table (Limits.Misses).
const CodeTooManyMisses = "too-many-misses"

// guard is the lobby's side of the door: who sent a guest's request or a
// seat's word to its room (door.From, what NATS stamped), and the limits
// on what they send (Limits), each counted by who NATS says asked.
type guard struct {
	lim            Limits
	conns, hosts   *authority.Buckets // requests, by connection and by address
	misses         *authority.Buckets // codes naming no table, by address
	rooms          *authority.Buckets // room messages, by seat's user
	newDevices     *authority.Buckets // device keys never seen, by address
	byConn, byHost guestQuota         // tables created
}

func newGuard(lim Limits) *guard {
	return &guard{lim: lim, conns: authority.NewBuckets(lim.Requests), hosts: authority.NewBuckets(lim.HostRequests),
		misses: authority.NewBuckets(lim.Misses), rooms: authority.NewBuckets(lim.Room), newDevices: authority.NewBuckets(lim.NewDevices)}
}

// request refuses from's request at now when its connection or its
// address asks too fast; the server's own is never refused.
func (g *guard) request(from door.Sender, now time.Time) error {
	if from.Own {
		return nil
	}
	if ok, wait := g.conns.Take(from.Conn, now); !ok {
		return coded{fmt.Errorf("too many requests from this connection: it may ask %v; try again in %v", g.lim.Requests, wait), authority.CodeTooFast}
	}
	if ok, wait := g.hosts.Take(from.Host, now); !ok {
		return coded{fmt.Errorf("too many requests from your address: it may ask %v; try again in %v", g.lim.HostRequests, wait), authority.CodeTooFast}
	}
	return nil
}

// mayMiss refuses from's join or watch at now when its address has asked
// about as many codes naming no table as it may.
func (g *guard) mayMiss(from door.Sender, now time.Time) error {
	if from.Own {
		return nil
	}
	if empty, wait := g.misses.Empty(from.Host, now); empty {
		return coded{fmt.Errorf("too many codes that name no table were tried from your address (%d an hour at most); check the code and try again in %v",
			g.lim.Misses.Burst, wait), CodeTooManyMisses}
	}
	return nil
}

// newDevice counts a device key the server never saw, which from
// brings at now, and refuses it when its address brought its allowance.
func (g *guard) newDevice(from door.Sender, now time.Time) error {
	if from.Own {
		return nil
	}
	if ok, wait := g.newDevices.Take(from.Host, now); !ok {
		return coded{fmt.Errorf("too many new devices came from your address (%d an hour at most); try again in %v, or add this device to your player with a transfer code later",
			g.lim.NewDevices.Burst, wait.Round(time.Second)), CodeTooManyNewDevices}
	}
	return nil
}

// missed counts a code naming no table that from asked about.
func (g *guard) missed(from door.Sender, now time.Time) {
	if !from.Own {
		g.misses.Take(from.Host, now)
	}
}

// mayCreate refuses from's request for a table at now when its connection
// or its address made its tables for the window already.
func (g *guard) mayCreate(from door.Sender, now time.Time) error {
	if from.Own {
		return nil
	}
	if err := g.byConn.check(from.Conn, g.lim.GuestTables, "this connection", now, g.lim.GuestWindow); err != nil {
		return err
	}
	return g.byHost.check(from.Host, g.lim.HostTables, "your address", now, g.lim.GuestWindow)
}

// created counts a table from created at now.
func (g *guard) created(from door.Sender, now time.Time) {
	if from.Own {
		return
	}
	g.byConn.note(from.Conn, g.lim.GuestTables, now, g.lim.GuestWindow)
	g.byHost.note(from.Host, g.lim.HostTables, now, g.lim.GuestWindow)
}

// prune forgets the quotas of tables created before the window.
func (g *guard) prune(now time.Time) {
	g.byConn.prune(now, g.lim.GuestWindow)
	g.byHost.prune(now, g.lim.GuestWindow)
}

// seat admits msg, a word to table code's room on seat's subject: from
// the server's own, or from that seat's user with a token still held
// (Seats.Holds: a seat given up keeps no right through a connection kept
// open). ok is false when it is dropped unanswered; err is a refusal
// for its rate.
func (l *Lobby) seat(msg *nats.Msg, code string, seat int) (ok bool, err error) {
	from, ok := door.From(msg)
	switch {
	case !ok:
		return false, nil
	case from.Own:
		return true, nil
	case !strings.HasPrefix(from.User, "seat-"+code+"-"+strconv.Itoa(seat)+"-") || !l.cfg.Seats.Holds(from.User):
		return false, nil
	}
	if ok, wait := l.guard.rooms.Take(from.User, l.cfg.Clock.Now()); !ok {
		return true, coded{fmt.Errorf("too many messages to the room from seat %d: a seat may send %v; try again in %v", seat, l.guard.lim.Room, wait), authority.CodeTooFast}
	}
	return true, nil
}

// answerGuest answers a guest's request msg (none without a reply
// subject, nor without a sender) with what serve makes of it within
// 5 s, or with refuse's reply for its error; the guest's rate and its
// misses are counted first.
func answerGuest[R any](l *Lobby, msg *nats.Msg, serve func(context.Context, door.Sender, []byte) (R, error), refuse func(error) R) {
	answerAsked(l, msg, true, serve, refuse)
}

// answerAsked is answerGuest; a request that names no code (guessing
// false: a player's hello, a transfer code asked for) is not refused
// for its address's misses.
func answerAsked[R any](l *Lobby, msg *nats.Msg, guessing bool, serve func(context.Context, door.Sender, []byte) (R, error), refuse func(error) R) {
	from, ok := door.From(msg)
	if msg.Reply == "" || !ok {
		return
	}
	now := l.cfg.Clock.Now()
	var reply R
	err := l.guard.request(from, now)
	if err == nil && guessing {
		err = l.guard.mayMiss(from, now)
	}
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		reply, err = serve(ctx, from, msg.Data)
		cancel()
		if why := codeOf(err); why == wire.CodeUnknown || why == wire.CodeNoLink {
			l.guard.missed(from, now)
		}
	}
	if err != nil {
		reply = refuse(err)
	}
	_ = door.Answer(msg, reply)
}
