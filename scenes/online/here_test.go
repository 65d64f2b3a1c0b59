//go:build !js

package online

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
)

// A device may hold several seats of one online table: in the waiting
// room "Another player at this screen" takes a free seat for someone
// beside the host, ready at once; the game then opens with both seats
// played here, and the last seat taken by a guest elsewhere.
func TestSeveralPlayersAtOneScreenSitAtAnOnlineTable(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	games := []*core.Game{testGame}
	ctx, n := newContext(1280, 800, "en")
	made, room := hostThreeSeats(t, srv, ctx, games)
	press(t, ctx, room, idHere)
	tickUntil(t, ctx, room, "the second seat taken here", func() bool { return len(room.extras) == 1 && room.room.Seats[1].Ready })
	if !room.here(1) || room.here(2) {
		t.Fatalf("seats here: 1 %v, 2 %v", room.here(1), room.here(2))
	}
	// Both seats are kept: a reloaded page comes back to both.
	kept := ctx.Settings.Online.Seat
	if kept == nil || len(kept.Others) != 1 || kept.Others[0].Seat != 1 {
		t.Fatalf("the device keeps %+v", kept)
	}
	if back := Resume(ctx, games, kept); !slices.Equal(back.creds(), room.creds()) {
		t.Fatalf("coming back opens %+v, not %+v", back.creds(), room.creds())
	}
	guest, err := client.Join(onlinetest.Context(t), srv.URL, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	groom, err := client.Enter(onlinetest.Context(t), srv.URL, guest.Seat)
	if err != nil {
		t.Fatal(err)
	}
	defer groom.Close()
	if err := groom.Ready(onlinetest.Context(t), true); err != nil {
		t.Fatal(err)
	}
	tickUntil(t, ctx, room, "everyone ready", func() bool { return isEnabled(room, idStart) })
	if isEnabled(room, idHere) {
		t.Fatal("another player may sit here at a full table")
	}
	shoot(t, ctx, room, dir, "en-room-two-here.png")
	press(t, ctx, room, idStart)
	tickUntil(t, ctx, room, "the round", func() bool { return n.taken() != nil })
	rs := n.take().(*roundScene)
	defer rs.table.Remote.Close()
	if mine := rs.table.Remote.Mine(); !slices.Equal(mine, []int{0, 1}) || !rs.table.Local(1) || rs.table.Local(2) {
		t.Fatalf("this device plays %v", mine)
	}
}

// TestTheRoomTextsFit: the host's waiting room, with the link and its
// Copy, the seats and "Another player at this screen", at every size in
// every language: no text out of its box or over another, none under
// 12 CSS px ("+ Noch jemand an diesem Bildschirm" was 10.7 px on a
// phone).
func TestTheRoomTextsFit(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	games := []*core.Game{testGame}
	ctx, _ := newContext(1280, 800, "en")
	_, room := hostThreeSeats(t, srv, ctx, games)
	fitsEverywhere(t, "room", ctx, room, false)
}

// fitsEverywhere checks scene s's texts, as in ctx, at every size in
// every language (layouttest.CheckTexts), and with targets its touch
// targets (layouttest.CheckTargets); s is laid out for ctx again after.
func fitsEverywhere(t *testing.T, name string, ctx *core.Context, s core.Scene, targets bool) {
	t.Helper()
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			c, _ := newContext(size[0], size[1], string(lang))
			c.Settings = ctx.Settings
			s.Layout(c)
			what := fmt.Sprintf("%s %dx%d %s", name, size[0], size[1], lang)
			layouttest.CheckTexts(t, what, c, func(dst *ebiten.Image) { s.Draw(dst, c) })
			if targets {
				layouttest.CheckTargets(t, what, c, s.Targets(), layouttest.TouchPx)
			}
		}
	}
	s.Layout(ctx)
}

// hostThreeSeats creates a Knister table of three open seats waiting on
// srv, hosted by Ana at ctx's device, and returns it with the host's room
// once entered.
func hostThreeSeats(t *testing.T, srv *onlinetest.Server, ctx *core.Context, games []*core.Game) (wire.CreateReply, *Room) {
	t.Helper()
	made, err := client.Create(onlinetest.Context(t), srv.URL, wire.CreateRequest{Version: wire.Version, Game: "knister",
		Seats: []string{"open", "open", "open"}, Names: []string{"Ana", "", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	host := made.Seats[0]
	ctx.Settings.Online.Seat = &core.OnlineSeat{URL: srv.URL, Table: host.Table, Seat: host.Seat, Token: host.Token}
	room := NewRoom(ctx, games, srv.URL, host, made.Room)
	room.Layout(ctx)
	tickUntil(t, ctx, room, "entering the room", func() bool { return room.conn != nil })
	return made, room
}
