//go:build !js

package online

import (
	"fmt"
	"testing"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// A player's finished tables stay in their history: the home step
// leaves out the one whose podium this device showed, Past games lists
// all three, newest first, each once though Ana sat twice at each, and
// opens one again with both her seats. A long history is paged.
func TestPastGamesListTheFinishedTables(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	c := onlinetest.Context(t)
	dev, err := client.NewDevice(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for range 3 {
		made, err := dev.Create(c, wire.CreateRequest{Game: "coinflip", Seats: []string{wire.Open, wire.Open}, Names: []string{"Ana", "Ana"}})
		if err != nil {
			t.Fatal(err)
		}
		seats := []*client.Seat{srv.Dial(t, made.Seats[0], client.Options{}), srv.Dial(t, made.Seats[1], client.Options{})}
		onlinetest.PlayAll(t, seats, onlinetest.Coin)
		codes = append(codes, made.Code)
	}
	newest := codes[2]

	ctx, n := newContext(390, 844, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana", Device: &core.OnlineDevice{Key: dev.Key, Seed: dev.Seed}}
	ctx.Settings.Online.SawEnd(codes[0]) // its podium showed here
	l := NewLobby(ctx, []*core.Game{testGame}, "")
	l.Layout(ctx)
	tickUntil(t, ctx, l, "the player's tables", func() bool { return l.asked && l.asking == nil })
	if len(l.tables) != 2 || len(l.past.tables) != 3 || !isEnabled(l, idPast) {
		t.Fatalf("home offers %d tables, %d past (Past games on: %v)", len(l.tables), len(l.past.tables), isEnabled(l, idPast))
	}
	shoot(t, ctx, l, dir, "en-home-past.png")
	short, _ := newContext(844, 390, "ru") // Past games beside Back
	short.Settings = ctx.Settings
	l.Layout(short)
	shoot(t, short, l, dir, "ru-home-past-short.png")
	l.Layout(ctx)
	fitsEverywhere(t, "home with past games", ctx, l, true)
	press(t, ctx, l, idPast)
	for i, code := range []string{codes[2], codes[1], codes[0]} {
		if l.past.tables[i].Table != code || !isEnabled(l, ui.Indexed(idPastGame.Name, i)) {
			t.Fatalf("past game %d is %s, want %s (the newest first)", i, l.past.tables[i].Table, code)
		}
	}
	if label, want := pastLabel(ctx, l.past.tables[0]), fmt.Sprintf("coinflip at table %s · ", newest); len(label) <= len(want) || label[:len(want)] != want {
		t.Errorf("a past game says %q", label)
	}
	shoot(t, ctx, l, dir, "en-past.png")
	fitsEverywhere(t, "past games", ctx, l, true)
	press(t, ctx, l, ui.Indexed(idPastGame.Name, 0))
	room, ok := n.take().(*Room)
	if kept := ctx.Settings.Online.Seat; !ok || room.cred.Table != newest || kept == nil || kept.Table != newest || len(kept.Others) != 1 || kept.Others[0].Seat == kept.Seat {
		t.Fatalf("pressing the newest past game went to %T, kept %+v (both of Ana's seats there)", room, ctx.Settings.Online.Seat)
	}

	// Forty games: pages of what fits, Older and Newer between them.
	l = NewLobby(ctx, []*core.Game{testGame}, "")
	l.step = stepPast
	for i := range 40 {
		l.past.tables = append(l.past.tables, wire.MyTable{Credential: wire.Credential{Table: fmt.Sprintf("T%05d", i)}, Game: "knister", State: wire.TableOver})
	}
	l.Layout(ctx)
	if isEnabled(l, idPastNewer) || !isEnabled(l, idPastOlder) || l.past.shown < 3 {
		t.Fatalf("the first page of %d: Newer %v, Older %v", l.past.shown, isEnabled(l, idPastNewer), isEnabled(l, idPastOlder))
	}
	seen, before := 0, 0
	for pages := 0; ; pages++ {
		if pages > 40 {
			t.Fatal("Older never runs out")
		}
		for i := l.past.first; i < l.past.first+l.past.shown && i < 40; i++ {
			if !isEnabled(l, ui.Indexed(idPastGame.Name, i)) {
				t.Fatalf("game %d is not on its page (from %d)", i, l.past.first)
			}
			seen++
		}
		if !isEnabled(l, idPastOlder) {
			break
		}
		before = l.past.first
		press(t, ctx, l, idPastOlder)
	}
	if seen != 40 {
		t.Errorf("the pages showed %d games of 40", seen)
	}
	shoot(t, ctx, l, dir, "en-past-last-page.png")
	press(t, ctx, l, idPastNewer)
	if l.past.first != before || !isEnabled(l, idPastOlder) {
		t.Errorf("Newer from the last page shows from %d, want %d", l.past.first, before)
	}
}
