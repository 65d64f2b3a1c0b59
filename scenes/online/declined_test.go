//go:build !js

package online

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
)

// TestNoThanksIsToldToTheAsker: Ana asks for a rematch and waits in its
// room, Bea's seat kept for her; Bea's podium hears it and she says No
// thanks (core.Decliner). Ana's room says "Bea won't play again" and
// shows the seat open (its words fit at every size and language), and a
// guest then joins it by code.
func TestNoThanksIsToldToTheAsker(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	srv, made, games := finishedAnaBea(t)

	ctx, _ := newContext(1280, 800, "en")
	host := openFor(srv.URL, made.Seats[:1], games).(core.Rematcher).Rematch(ctx).(*Room)
	host.Layout(ctx)
	tickUntil(t, ctx, host, "the rematch's room", func() bool { return host.conn != nil && host.room.Seats[1].Kept })

	var d core.Decliner = beaHearsAnaAsk(t, srv, made, games) // the podium's No thanks
	d.DeclineRematch()
	said := ctx.T("online.room.declined", "Bea")
	var notices []string
	tickUntil(t, ctx, host, "said Bea won't play again", func() bool {
		notices = append(notices, ctx.TakeNotices()...)
		return slices.Contains(notices, said)
	})
	if s := host.room.Seats[1]; s.Kept || s.Taken {
		t.Fatalf("Bea's seat once she said no thanks: %+v", s)
	}
	texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { host.Draw(dst, ctx) })
	if !slices.Contains(texts, said) || !slices.Contains(texts, ctx.T("online.room.open")) || slices.Contains(texts, "Kept for Bea") {
		t.Fatalf("the room reads %q; want Bea's seat open, saying she won't play again", texts)
	}
	shoot(t, ctx, host, dir, "en-rematch-declined.png")
	fitsEverywhere(t, "room", ctx, host, false)
	if _, err := client.Join(onlinetest.Context(t), srv.URL, host.cred.Table, "Cy"); err != nil {
		t.Fatalf("a guest joining the seat Bea declined: %v", err)
	}
	tickUntil(t, ctx, host, "Cy in Bea's seat", func() bool { return host.room.Seats[1].Taken && host.room.Seats[1].Name == "Cy" })
}
