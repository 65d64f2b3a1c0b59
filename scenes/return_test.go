//go:build !js

package scenes

import (
	"testing"
	"time"

	"cifra/internal/cli"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/internal/apptest"
)

// probe reads the scene's probe value key, or nil.
func probe(s core.Scene, key string) any {
	if p, ok := s.(interface{ Probe() map[string]any }); ok {
		return p.Probe()[key]
	}
	return nil
}

// waitScene runs the app until its scene is name (online answers take
// real time: a server runs beside the test).
func waitScene(h *apptest.Harness, name string) {
	h.T.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for h.App.Scene().Name() != name {
		if time.Now().After(deadline) {
			h.T.Fatalf("the app stays at %q, never %q", h.App.Scene().Name(), name)
		}
		h.Run(1)
		time.Sleep(5 * time.Millisecond)
	}
}

// TestAReopenedAppGoesBackToItsTable (issue 42 item 1): an app closed
// (or a page reloaded) while its device holds a seat at an online table
// opens at that table, not at the menu; one that holds none opens the
// menu.
func TestAReopenedAppGoesBackToItsTable(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	made, err := client.Create(onlinetest.Context(t), srv.URL, wire.CreateRequest{Version: wire.Version, Game: "knister",
		Seats: []string{"open", "open"}, Names: []string{"Ana", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	h := apptest.New(t, cli.Options{}, games.All, 1280, 800)
	if got := h.App.Scene().Name(); got != "menu" {
		t.Fatalf("a first launch opens %q", got)
	}
	host := made.Seats[0]
	ctx := h.App.Context()
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana",
		Seat: &core.OnlineSeat{URL: srv.URL, Table: host.Table, Seat: host.Seat, Token: host.Token}}
	h.App.SettingsChanged()
	h.App.Close()
	h.Restart(cli.Options{})
	waitScene(h, "room")
	if code := probe(h.App.Scene(), "code"); code != made.Code {
		t.Fatalf("the reopened app went to table %v, not %s", code, made.Code)
	}
}

// TestAJoinLinkGoesToTheRoom (issue 42 item 4): -join CODE (?join= in a
// browser) on a device that knows its player's name takes a seat and
// opens the waiting room in one step; without a name, the join step asks
// for it.
func TestAJoinLinkGoesToTheRoom(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	made, err := client.Create(onlinetest.Context(t), srv.URL, wire.CreateRequest{Version: wire.Version, Game: "knister",
		Seats: []string{"open", "open", "open"}, Names: []string{"Ana", "", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	h := apptest.New(t, cli.Options{Server: srv.URL, Join: made.Code}, games.All, 1280, 800)
	if got := h.App.Scene().Name(); got != "online" {
		t.Fatalf("-join on a first visit opens %q, not the name's question", got)
	}
	if _, ok := h.Target("online.name"); !ok {
		t.Fatal("-join on a first visit does not ask for a name")
	}
	ctx := h.App.Context()
	ctx.Settings.Online.Name = "Bea"
	h.App.SettingsChanged()
	h.App.Close()
	h.Restart(cli.Options{Server: srv.URL, Join: made.Code})
	waitScene(h, "room")
	if code, seat := probe(h.App.Scene(), "code"), probe(h.App.Scene(), "seat"); code != made.Code || seat != 1 {
		t.Fatalf("-join seated at table %v seat %v", code, seat)
	}
}
