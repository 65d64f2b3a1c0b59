//go:build !js

package online

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/remote"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
)

// TestASeatOpenedElsewhereStopsHere: Ana's round follows her table; her
// seat is then opened on another device (the same credential, as a
// second tab). The round stops (its table refuses to send) and gives way
// to a screen that says so, with Play here and Menu, its words fitting
// at every size and language; Play here opens the table again here,
// which takes the seat back: the other device is told.
func TestASeatOpenedElsewhereStopsHere(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv := onlinetest.Start(t, authority.Instant{})
	made := srv.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	srv.Dial(t, made.Seats[1], client.Options{})
	ctx, n := newContext(1280, 800, "en")
	table := openFor(srv.URL, made.Seats[:1], []*core.Game{testGame})
	defer table.Close()
	f := core.NewFollowing(2)
	poll := func() { f.Poll(ctx, table, "knister", func(core.Refusal) {}) }
	deadline := time.Now().Add(20 * time.Second)
	for table.Link() != core.LinkUp {
		if time.Now().After(deadline) {
			t.Fatal("Ana's table never came up")
		}
		poll()
		time.Sleep(5 * time.Millisecond)
	}
	poll()

	other := srv.Dial(t, made.Seats[0], client.Options{}) // the second tab
	for n.taken() == nil {
		if time.Now().After(deadline) {
			t.Fatalf("Ana's round never heard her seat was opened elsewhere (link %d)", table.Link())
		}
		poll()
		time.Sleep(5 * time.Millisecond)
	}
	e, ok := n.take().(*elsewhere)
	if !ok || !f.Broken {
		t.Fatalf("the round went to %T (stopped: %v), want the screen saying the seat is played elsewhere", e, f.Broken)
	}
	if err := table.Send(0, wire.UndoMove(0)); !errors.Is(err, remote.ErrElsewhere) {
		t.Fatalf("the stopped table sends: %v", err)
	}
	e.Layout(ctx)
	texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { e.Draw(dst, ctx) })
	for _, want := range []string{"This seat is now played on another device.", "Play here", "Menu"} {
		if !slices.Contains(texts, want) {
			t.Fatalf("the screen reads %q, without %q", texts, want)
		}
	}
	shoot(t, ctx, e, dir, "en-elsewhere.png")
	fitsEverywhere(t, "elsewhere", ctx, e, true)

	press(t, ctx, e, idHere2Play)
	tickUntil(t, ctx, e, "the table opened here again", func() bool { _, ok := n.taken().(*roundScene); return ok })
	n.take().(*roundScene).table.Remote.Close()
	deadline = time.Now().Add(10 * time.Second)
	for !other.Elsewhere() {
		if time.Now().After(deadline) {
			t.Fatal("the other device was not told Ana took her seat back")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
