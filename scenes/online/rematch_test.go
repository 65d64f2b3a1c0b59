//go:build !js

package online

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
)

// After an online game, the podium's Rematch (core.Rematcher) opens the
// rematch's waiting room: the first to ask hosts it; the other player's
// table hears who asked (podium.Asker) and the room shows their seat
// kept for them; they join it (the podium's Join: NewRematch), ready
// with no second word, and the host starts the rematch with the same
// names at a new table.
func TestARematchOpensItsRoomWithTheSameSeats(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv, made, games := finishedAnaBea(t)

	ctx, n := newContext(1280, 800, "en")
	old := openFor(srv.URL, made.Seats[:1], games)
	rm, ok := old.(core.Rematcher)
	if !ok {
		t.Fatal("an online round's table offers no rematch")
	}
	host := rm.Rematch(ctx).(*Room)
	host.Layout(ctx)
	tickUntil(t, ctx, host, "the rematch's room", func() bool { return host.conn != nil })
	if host.cred.Table == made.Code || !host.host() || host.room.Seats[1].Taken || host.room.Seats[1].Name != "Bea" {
		t.Fatalf("the rematch's room: %+v as %+v", host.room, host.cred)
	}
	if s := ctx.Settings.Online.Seat; s == nil || s.Table != host.cred.Table || n.settings == 0 {
		t.Fatalf("the rematch's seat is not kept: %+v", s)
	}

	if !host.room.Seats[1].Kept {
		t.Fatalf("Bea's seat in the rematch's room is not kept for her: %+v", host.room.Seats[1])
	}
	if texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { host.Draw(dst, ctx) }); !slices.Contains(texts, "Kept for Bea") {
		t.Fatalf("the rematch's room reads %q, without Bea's seat kept for her", texts)
	}
	shoot(t, ctx, host, dir, "en-rematch-kept.png")

	// Bea's podium hears that Ana asked.
	beas := beaHearsAnaAsk(t, srv, made, games)
	gctx, gn := newContext(390, 844, "it")
	guest := beas.Rematch(gctx).(*Room) // the podium's Join
	guest.Layout(gctx)
	tickUntil(t, gctx, guest, "the guest's rematch room", func() bool { return guest.conn != nil })
	if guest.cred.Table != host.cred.Table || guest.cred.Seat != 1 || guest.host() || !guest.mine().Ready {
		t.Fatalf("Bea's rematch seat: %+v in %+v", guest.cred, guest.room)
	}
	tickUntil(t, ctx, host, "Bea's ready, with no word of hers", func() bool { return isEnabled(host, idStart) })
	shoot(t, ctx, host, dir, "en-rematch-host.png")
	shoot(t, gctx, guest, dir, "it-rematch-guest.png")
	press(t, ctx, host, idStart)
	tickUntil(t, ctx, host, "the host's round", func() bool { return n.taken() != nil })
	tickUntil(t, gctx, guest, "the guest's round", func() bool { return gn.taken() != nil })
	for _, s := range []core.Scene{n.take(), gn.take()} {
		info := s.(*roundScene).table.Remote.Info()
		if info.Code != host.cred.Table || info.Players[0].Name != "Ana" || info.Players[1].Name != "Bea" {
			t.Fatalf("the rematch's table: %+v", info)
		}
		s.(*roundScene).table.Remote.Close()
	}
}

// finishedAnaBea plays a Knister table of Ana and Bea to its end on a
// test server.
func finishedAnaBea(t *testing.T) (*onlinetest.Server, wire.CreateReply, []*core.Game) {
	t.Helper()
	srv := onlinetest.Start(t, authority.Instant{})
	made := srv.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	seats := []*client.Seat{srv.Dial(t, made.Seats[0], client.Options{}), srv.Dial(t, made.Seats[1], client.Options{})}
	onlinetest.PlayAll(t, seats, func(i int) client.Decide { return onlinetest.Knister(t, i, "easy") })
	return srv, made, []*core.Game{testGame}
}

// beaHearsAnaAsk opens Bea's finished table as her podium does and waits
// until it heard Ana ask for the rematch.
func beaHearsAnaAsk(t *testing.T, srv *onlinetest.Server, made wire.CreateReply, games []*core.Game) linked {
	t.Helper()
	beas := openFor(srv.URL, made.Seats[1:2], games).(linked)
	t.Cleanup(beas.Close)
	deadline := time.Now().Add(20 * time.Second)
	for beas.RematchAsked() != "Ana" {
		if time.Now().After(deadline) {
			t.Fatalf("Bea's table never heard Ana ask: %q", beas.RematchAsked())
		}
		time.Sleep(10 * time.Millisecond)
	}
	return beas
}
