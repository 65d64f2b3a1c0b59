//go:build !js

package menu

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/cli"
	"cifra/internal/ebitentest"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
)

// The app opens on the table waiting for the player's move: a device
// whose player sits at two tables over days that wait for them finds the
// soonest on the menu's table card, with the time left and how many more
// wait; pressing it goes to that table.
func TestTheMenuOffersTheTableWaitingForYou(t *testing.T) {
	srv := onlinetest.Start(t, onlinetest.NewManual(time.Now()))
	ctx0 := onlinetest.Context(t)
	dev, err := client.NewDevice(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for _, c := range []struct {
		game  string
		clock int
	}{{"knister", 3 * 24 * 3600}, {"kakuzu", 12 * 3600}} {
		made, err := dev.Create(ctx0, wire.CreateRequest{Game: c.game, Seats: []string{wire.Open, "easy"}, Names: []string{"Ana", "Robo"}, MoveClock: c.clock})
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, made.Code)
	}
	h := apptest.New(t, cli.Options{}, games.All, 1280, 800)
	ctx := h.Resize(1280, 800, "en")
	ctx.Settings.Online = core.OnlinePrefs{Server: srv.URL, Name: "Ana", Device: &core.OnlineDevice{Key: dev.Key, Seed: dev.Seed}}
	defer func() { ctx.Settings.Online = core.OnlinePrefs{} }()
	m := New(ctx, games.All, 0)
	h.App.Switch(m)
	for deadline := time.Now().Add(10 * time.Second); m.turn == nil; h.Run(1) {
		if time.Now().After(deadline) {
			t.Fatal("the menu never offered a table waiting for the player")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if m.turn.Table != codes[1] || m.table.Table != codes[1] || m.turnsMore != 1 {
		t.Fatalf("the menu offers %+v (and %d more), want Kakuzu's table %s, whose clock runs out first", m.turn, m.turnsMore, codes[1])
	}
	texts := strings.Join(layouttest.Texts(ctx, func(dst *ebiten.Image) { m.Draw(dst, ctx) }), "|")
	for _, want := range []string{"Kakuzu at table " + codes[1], "Your turn · 12 h left · and 1 more table waits for you"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the menu says %q, without %q", texts, want)
		}
	}
	if strings.Contains(texts, "%!") {
		t.Errorf("the menu's words are badly formatted: %q", texts)
	}
	layouttest.CheckTexts(t, "the menu with a turn", ctx, func(dst *ebiten.Image) { m.Draw(dst, ctx) })
	dir, _ := ebitentest.ShotDir(t, "MENU_SHOTS")
	h.Run(40) // the fade-in
	img := ebiten.NewImage(ctx.W, ctx.H)
	m.Draw(img, ctx)
	if err := ebitentest.Shoot(img, filepath.Join(dir, "menu-your-turn.png")); err != nil {
		t.Error(err)
	}
	h.Tap(idTable.String())
	h.Run(2)
	if got := h.App.Scene().Name(); got != "room" || ctx.Settings.Online.Seat == nil || ctx.Settings.Online.Seat.Table != codes[1] {
		t.Fatalf("the card opened %q with the seat %+v", got, ctx.Settings.Online.Seat)
	}
}

// The card of a table waiting for the player reads at every size, in
// every language.
func TestTheTurnCardFitsEveryScreen(t *testing.T) {
	h := apptest.New(t, cli.Options{}, games.All, 1280, 800)
	turn := wire.MyTable{Credential: wire.Credential{Table: "K7M2QX", Seat: 1, Token: "t"}, Game: "kakuzu", State: wire.TablePlaying,
		Turn: true, DeadlineMs: time.Now().Add(47 * time.Hour).UnixMilli()}
	for _, lang := range i18n.Languages {
		for _, size := range layouttest.Sizes {
			ctx := h.Resize(size[0], size[1], lang)
			m := New(ctx, games.All, 0)
			m.turn, m.turnsMore, m.table = &turn, 3, &core.OnlineSeat{URL: "nats://127.0.0.1:1", Table: turn.Table, Seat: 1, Token: "t"}
			m.Layout(ctx)
			what := fmt.Sprintf("menu with a turn %s %dx%d", lang, size[0], size[1])
			layouttest.CheckTargets(t, what, ctx, m.Targets(), layouttest.TouchPx)
			layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { m.Draw(dst, ctx) })
			for _, n := range []int{1, 2, 5} {
				if more := ctx.N("menu.turn.more", n, n); strings.Contains(more, "%!") || !strings.Contains(more, fmt.Sprint(n)) {
					t.Errorf("%s: %d more tables are said %q", what, n, more)
				}
			}
		}
	}
}
