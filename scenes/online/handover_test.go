//go:build !js

package online

import (
	"context"
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
)

// elsewhereScene stands for the scene a game played by another of the
// browser's modules hands over with (core.Game.Elsewhere).
type elsewhereScene struct{ core.Scene }

// A room of a game another module plays hands over as soon as it is
// known, in the waiting room, with this device's seat kept: the page
// reloads there, never as the game starts. A watcher of such a table
// and a room of a game this module plays stay in the room.
func TestARoomOfAGameElsewhereHandsOverAtOnce(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	handed := 0
	kakuzu := &core.Game{ID: "kakuzu", MinSeats: 1, MaxSeats: 4, Online: true,
		Start:     func(_ *core.Context, t core.Table) core.Scene { return &roundScene{table: t} },
		Elsewhere: func(*core.Context) core.Scene { handed++; return elsewhereScene{} }}
	games := []*core.Game{testGame, kakuzu}

	made := srv.Create(t, wire.CreateRequest{Game: "kakuzu", Seats: []string{"open", "open"}, Names: []string{"Ana", ""}, Wait: true})
	joined, err := client.Join(context.Background(), srv.URL, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	ctx, n := newContext(1280, 800, "en")
	room := NewRoom(ctx, games, srv.URL, joined.Seat, &joined.Room)
	room.keep(ctx)
	room.Layout(ctx)
	room.Update(ctx)
	if _, ok := n.taken().(elsewhereScene); !ok || handed != 1 {
		t.Fatalf("Bea's room of a Kakuzu table in a module without Kakuzu: scene %T, handed over %d times", n.taken(), handed)
	}
	if s := ctx.Settings.Online.Seat; s == nil || s.Table != made.Code || s.Seat != joined.Seat.Seat {
		t.Fatalf("the seat the next module goes back to: %+v", s)
	}

	// Without the seat kept (nothing for the next module to go back to),
	// a watcher, and a game this module plays: no hand-over.
	n.take()
	ctx.Settings.Online.Seat = nil
	NewRoom(ctx, games, srv.URL, joined.Seat, &joined.Room).Update(ctx)
	watcher := wire.Credential{Table: made.Code, Seat: wire.Watcher}
	NewRoom(ctx, games, srv.URL, watcher, &joined.Room).Update(ctx)
	kakuzu.Elsewhere = nil
	room = NewRoom(ctx, games, srv.URL, joined.Seat, &joined.Room)
	room.keep(ctx)
	room.Update(ctx)
	if n.taken() != nil || handed != 1 {
		t.Fatalf("handed over %d times, scene %T", handed, n.taken())
	}
}
