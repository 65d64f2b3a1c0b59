//go:build !js

package online

import (
	"fmt"
	"strings"
	"testing"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// The Play online screen lists the player's tables, from every device of
// theirs: a table made here keeps this device's key; a second device,
// added by a transfer code, makes a table of its own; this device's Play
// online then offers it beside Back to table, and pressing it goes to
// that table's room, kept as the seat to come back to.
func TestPlayOnlineListsThePlayersTables(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	games := []*core.Game{testGame}
	ctx, n := newContext(1280, 800, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana"}
	l := NewLobby(ctx, games, "")
	l.Layout(ctx)
	if l.asking != nil {
		t.Fatal("a device that never played online asks the server who it is")
	}
	press(t, ctx, l, idNew)
	press(t, ctx, l, idCreate)
	tickUntil(t, ctx, l, "the room", func() bool { return n.taken() != nil })
	n.take()
	dev := ctx.Settings.Online.Device
	if dev == nil || wire.CheckDeviceKey(dev.Key) != nil || dev.Seed == "" || ctx.Settings.Online.Seat == nil {
		t.Fatalf("after a first table the device keeps %+v, seat %+v", dev, ctx.Settings.Online.Seat)
	}
	first := ctx.Settings.Online.Seat.Table

	// Ana's laptop: added by a code from this device, it makes a table.
	c := onlinetest.Context(t)
	phone := client.Me{URL: srv.URL, Key: dev.Key, Seed: dev.Seed}
	link, err := phone.Link(c)
	if err != nil {
		t.Fatal(err)
	}
	laptop, err := client.NewDevice(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := laptop.Claim(c, link.Code); err != nil {
		t.Fatal(err)
	}
	second, err := laptop.Create(c, wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, wire.Open}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}

	l = NewLobby(ctx, games, "")
	l.Layout(ctx)
	tickUntil(t, ctx, l, "the player's tables", func() bool { return l.asking == nil && l.asked })
	if !l.Animating() {
		t.Fatal("the tables came, and the screen is not drawn again to show them")
	}
	mineID := ui.Indexed(idMine.Name, 0)
	if len(l.tables) != 1 || l.tables[0].Table != second.Code || !isEnabled(l, idRejoin) || !isEnabled(l, mineID) {
		t.Fatalf("Play online offers %+v (kept %s)", l.tables, first)
	}
	if got, want := l.tableLabel(ctx, l.tables[0]), "Knister at table "+second.Code+" · waiting room"; got != want {
		t.Fatalf("the table's button says %q, want %q", got, want)
	}
	press(t, ctx, l, mineID)
	room, ok := n.take().(*Room)
	if !ok || room.cred.Table != second.Code || ctx.Settings.Online.Seat.Table != second.Code {
		t.Fatalf("pressing the table went to %T, kept %+v", room, ctx.Settings.Online.Seat)
	}
}

// The devices step shows this device's transfer code; typed on a new
// device's devices step (the keypad or the keyboard), it makes that
// device the player's: it says so, takes the player's name, and its
// Play online lists the player's tables. A wrong code is refused in
// words. Shots in English and German, wide and on a phone.
func TestAnotherDeviceTakesTheTablesByItsCode(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	games := []*core.Game{testGame}
	for _, c := range []struct {
		w, h int
		lang string
	}{{1280, 800, "en"}, {390, 844, "de"}} {
		ctx, n := newContext(c.w, c.h, c.lang)
		ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana"}
		l := NewLobby(ctx, games, "")
		l.Layout(ctx)
		press(t, ctx, l, idNew)
		press(t, ctx, l, idCreate)
		tickUntil(t, ctx, l, "the room", func() bool { return n.taken() != nil })
		table := n.take().(*Room).cred.Table

		l = NewLobby(ctx, games, "")
		l.Layout(ctx)
		press(t, ctx, l, idDevices)
		tickUntil(t, ctx, l, "the transfer code", func() bool { return l.devices.linking == nil })
		if !l.Animating() {
			t.Fatal("the transfer code came, and the screen is not drawn again to show it")
		}
		code := l.devices.code
		if wire.CheckLink(code) != nil || l.message != "" {
			t.Fatalf("the devices step shows %q (%s)", code, l.message)
		}
		shoot(t, ctx, l, dir, c.lang+"-devices-code.png")
		if c.lang == "en" {
			fitsEverywhere(t, "devices", ctx, l, true)
		}

		nctx, nn := newContext(c.w, c.h, c.lang)
		nctx.Settings.Online = core.OnlinePrefs{Server: srv.URL}
		m := NewLobby(nctx, games, "")
		m.Layout(nctx)
		press(t, nctx, m, idDevices)
		tickUntil(t, nctx, m, "the new device's own code", func() bool { return m.devices.linking == nil })
		typeText(nctx, m, "ZZZZZZZZ")
		press(t, nctx, m, idClaim)
		tickUntil(t, nctx, m, "the wrong code's answer", func() bool { return m.devices.linking == nil })
		if m.message != nctx.T("online.err.no-link") {
			t.Fatalf("a wrong code says %q", m.message)
		}
		for range wire.LinkLength {
			press(t, nctx, m, idErase)
		}
		for _, r := range code[:4] { // the keypad
			press(t, nctx, m, ui.Indexed(keyName, indexOf(r)))
		}
		typeText(nctx, m, code[4:]) // the keyboard
		press(t, nctx, m, idClaim)
		tickUntil(t, nctx, m, "the code's answer", func() bool { return m.devices.linking == nil })
		if want := nctx.N("online.devices.done", 1, "Ana", 1); m.devices.done != want || m.message != "" {
			t.Fatalf("the new device says %q (%s), want %q", m.devices.done, m.message, want)
		}
		if nctx.Settings.Online.Name != "Ana" || nctx.Settings.Online.Device == nil || nn.settings == 0 {
			t.Fatalf("the new device keeps %+v", nctx.Settings.Online)
		}
		shoot(t, nctx, m, dir, c.lang+"-devices-done.png")
		press(t, nctx, m, idBack)
		tickUntil(t, nctx, m, "the player's tables", func() bool { return m.asked && m.asking == nil })
		if len(m.tables) != 1 || m.tables[0].Table != table {
			t.Fatalf("the new device's Play online offers %+v, want table %s", m.tables, table)
		}
		shoot(t, nctx, m, dir, c.lang+"-devices-home.png")
		if c.lang == "en" {
			fitsEverywhere(t, "home with a table", nctx, m, true)
		}
	}
}

// A finished table shows in the player's list until this device showed
// its podium; then it is a game of the past, left out. The table this
// device keeps is offered on its own.
func TestATableSeenOverLeavesTheList(t *testing.T) {
	ctx, _ := newContext(390, 844, "en")
	tables := []wire.MyTable{
		{Credential: wire.Credential{Table: "AAA222"}, State: wire.TablePlaying},
		{Credential: wire.Credential{Table: "BBB333"}, State: wire.TableOver},
		{Credential: wire.Credential{Table: "CCC444"}, State: wire.TableOver},
		{Credential: wire.Credential{Table: "DDD555"}, State: wire.TablePlaying},
	}
	ctx.Settings.Online.Seat = &core.OnlineSeat{Table: "DDD555"}
	defer func() { ctx.Settings.Online = core.OnlinePrefs{} }()
	if !ctx.Settings.Online.SawEnd("BBB333") || ctx.Settings.Online.SawEnd("BBB333") {
		t.Fatal("a table's end is noted once")
	}
	var codes []string
	for _, x := range others(ctx, tables) {
		codes = append(codes, x.Table)
	}
	if strings.Join(codes, " ") != "AAA222 CCC444" {
		t.Errorf("the list offers %v", codes)
	}
	for i := range core.MaxSeen + 5 {
		ctx.Settings.Online.SawEnd(fmt.Sprintf("T%05d", i))
	}
	if n := len(ctx.Settings.Online.Seen); n != core.MaxSeen || ctx.Settings.Online.Seen[n-1] != fmt.Sprintf("T%05d", core.MaxSeen+4) {
		t.Errorf("%d tables remembered, the last %s", n, ctx.Settings.Online.Seen[n-1])
	}
}
