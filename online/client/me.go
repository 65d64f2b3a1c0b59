package client

import (
	"context"
	"fmt"
	"time"

	"cifra/online/transport"
	"cifra/online/wire"
)

// Me is a player's device (wire's "Who you are"): the server it plays
// at and its key pair, made once on the device (NewDevice) and kept
// there. Its requests go over a connection signed with the key, so the
// server knows which player asks, and every seat it is given belongs to
// that player, on each of its devices.
type Me struct {
	URL string
	// Seed is the key's secret half, never sent; Key its public key.
	Seed, Key string
}

// NewDevice makes this device's key pair for the server at url.
func NewDevice(url string) (Me, error) {
	seed, key, err := transport.NewKey()
	if err != nil {
		return Me{}, err
	}
	return Me{URL: url, Seed: seed, Key: key}, nil
}

// dial connects as the device.
func (m Me) dial() (transport.Conn, error) {
	if err := wire.CheckDeviceKey(m.Key); err != nil || m.Seed == "" {
		return nil, fmt.Errorf("this device has no key to sign with: %v", err)
	}
	nc, err := transport.Dial(m.URL, transport.Options{Seed: m.Seed, InboxPrefix: wire.PlayerInbox(m.Key), Name: "cifra player"})
	if err != nil {
		return nil, &Unreachable{URL: m.URL, Err: err}
	}
	return nc, nil
}

// meRefused and dailyRefused read a player service's refusal.
func meRefused(r wire.MeReply) (string, string)       { return r.Error, r.Code }
func dailyRefused(r wire.DailyReply) (string, string) { return r.Error, r.Code }

// Hello tells the server who this device's player is (name, when set,
// is their name from now on), with the seats the device holds that the
// player should hold too (keep), and returns the player with every seat
// it holds: on any of its devices, the tables to go back to, their
// deadlines on this device's clock (wire.MeReply.LocalDeadlines).
func (m Me) Hello(ctx context.Context, name string, keep ...wire.MyTable) (wire.MeReply, error) {
	reply, err := request(ctx, m.dial, m.URL, wire.MeSubject, wire.MeRequest{Version: wire.Version, Name: name, Keep: keep}, meRefused)
	reply.LocalDeadlines(time.Now())
	return reply, err
}

// Link asks for a transfer code that adds another device to this
// device's player (made when it has none), typed there within
// wire.LinkTTL, once.
func (m Me) Link(ctx context.Context) (wire.LinkReply, error) {
	return request(ctx, m.dial, m.URL, wire.MeLinkSubject, wire.LinkRequest{Version: wire.Version},
		func(r wire.LinkReply) (string, string) { return r.Error, r.Why })
}

// Claim makes this device one of the devices of the player whose
// transfer code it was given, and returns that player.
func (m Me) Claim(ctx context.Context, code string) (wire.MeReply, error) {
	reply, err := request(ctx, m.dial, m.URL, wire.MeClaimSubject, wire.ClaimRequest{Version: wire.Version, Code: wire.NormalLink(code)}, meRefused)
	reply.LocalDeadlines(time.Now())
	return reply, err
}

// Create asks for a table (or, with req.Wait, a room) as this device:
// its seats belong to the device's player.
func (m Me) Create(ctx context.Context, req wire.CreateRequest) (wire.CreateReply, error) {
	return create(ctx, m.dial, m.URL, req)
}

// Join asks for a seat at room code, under name, as this device: the
// seat belongs to the device's player.
func (m Me) Join(ctx context.Context, code, name string) (wire.JoinReply, error) {
	return join(ctx, m.dial, m.URL, code, name)
}

// SendDaily sends this device's finished game of the day (the day it was
// dealt for, YYYY-MM-DD, and its record): the server replays it, enters
// its score under the device's player once a day, and answers with the
// day's table.
func (m Me) SendDaily(ctx context.Context, day string, record []byte) (wire.DailyReply, error) {
	return request(ctx, m.dial, m.URL, wire.DailySendSubject, wire.DailySend{Version: wire.Version, Day: day, Record: record}, dailyRefused)
}

// DailyTable asks for game's table of day, with this device's player's
// place and their results of the days before.
func (m Me) DailyTable(ctx context.Context, game, day string) (wire.DailyReply, error) {
	return request(ctx, m.dial, m.URL, wire.DailyTableSubject, wire.DailyAsk{Version: wire.Version, Game: game, Day: day}, dailyRefused)
}
