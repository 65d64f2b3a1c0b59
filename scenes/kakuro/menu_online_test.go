//go:build !js

// The online tests run a server, which the browser build cannot.

package kakuro

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/online"
	"cifra/scenes/ui"
)

// oneSeatHere starts a server on clock with a Kakuro table of Ana and
// Bea and sets a 1280×800 round up at this device holding seat here
// alone; the other seat plays at another device and finds every sum
// impossible, so the table's hourglass runs and sets each sum aside. The
// round is in the hunt when it returns.
func oneSeatHere(t *testing.T, clock *onlinetest.Manual, here int) *rig {
	t.Helper()
	s := onlinetest.Start(t, clock)
	made := s.Create(t, wire.CreateRequest{Game: kakuro.GameName, Seats: []string{wire.Open, wire.Open}, Names: []string{"Ana", "Bea"}})
	other := 1 - here
	s.Beside(t, made.Seats[other], func(raw json.RawMessage) (json.RawMessage, bool) {
		var v kakuro.View
		if err := json.Unmarshal(raw, &v); err != nil || v.Finished || v.Locked[other] {
			return nil, false
		}
		return passMove, true
	})
	remote, err := online.OpenWait(s.URL, made.Seats[here:here+1], time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remote.Close)
	ctx, nv := newContext(1280, 800)
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, core.Table{Game: kakuro.GameName, Remote: remote})}
	g.r.Layout(ctx)
	g.waitFor("the hunt", 3000, func() bool { return g.r.phase == phaseHunt && !g.r.run.Busy() })
	return g
}

// tableTick plays one tick of the round's, moves the table's clock by d
// and lets the network carry what it was given.
func (g *rig) tableTick(clock *onlinetest.Manual, d time.Duration) {
	g.step()
	clock.Advance(d)
	time.Sleep(time.Millisecond)
}

// TestTheOnlineMenuLeavesTheRaceRunning: at an online table nothing
// pauses. Esc opens the round's own panel, titled "Menu", beside the
// board and not over it (no pause overlay, the board drawn); behind it
// the race goes on: the table's hourglass runs down on this device, and
// the sum the table sets aside is played here, the menu still open. Esc
// closes it; the Menu button opens it again, a press outside closes it,
// and its buttons lead to how to play. With $CIFRA_SHOTS set, the round
// with the menu open, the set-aside played behind it, is saved there
// (online-menu-1280x800.png).
func TestTheOnlineMenuLeavesTheRaceRunning(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_800_000_000, 0))
	g := oneSeatHere(t, clock, 0)
	deadline := time.Now().Add(time.Minute)
	for !g.r.glassOn { // Bea's "impossible" turns the table's hourglass
		if time.Now().After(deadline) {
			t.Fatal("the table's hourglass never ran on this device")
		}
		g.tableTick(clock, 20*time.Millisecond)
	}
	g.script.Press(ui.KeyBack)
	g.run(0)
	if !g.r.MenuOpen() || len(g.nav.overlays) != 0 {
		t.Fatalf("Esc at an online table: menu open %v, overlays %v (want the round's menu, no pause)", g.r.MenuOpen(), g.nav.overlays)
	}
	ctx := g.ctx
	log := core.DrawTexts(ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
	titled := false
	for _, b := range log.Boxes {
		switch b.Text {
		case ctx.T("round.menu"):
			titled = titled || g.r.menu.panel.Contains(b.Box.X, b.Box.Y)
		case ctx.T("overlay.title.pause"):
			t.Errorf("the online menu says %q", b.Text)
		}
	}
	if !titled {
		t.Errorf("the online menu is not titled %q", ctx.T("round.menu"))
	}
	if p, b := g.r.menu.panel, g.r.lay.grid; p.X < b.X+b.W && b.X < p.X+p.W && p.Y < b.Y+b.H && b.Y < p.Y+p.H {
		t.Errorf("the menu %+v lies over the board %+v", p, b)
	}
	layouttest.CheckTexts(t, "the online menu open", ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
	layouttest.CheckTargets(t, "the online menu", ctx, g.r.menu.controls.Targets(), layouttest.TouchPx)

	// Behind the menu the sand runs and the table's set-aside is played.
	moves, sand, ran := g.r.st.MoveCount(), g.r.hourglass, false
	for g.r.st.MoveCount() == moves || g.r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("behind the menu no move of the table's was played (sand %d of %d)", g.r.hourglass, g.r.sandTotal)
		}
		if !g.r.MenuOpen() {
			t.Fatal("the menu closed by itself")
		}
		g.tableTick(clock, 250*time.Millisecond)
		ran = ran || g.r.glassOn && g.r.hourglass != sand
	}
	if !ran || !g.r.MenuOpen() || len(g.nav.overlays) != 0 {
		t.Fatalf("behind the menu: sand ran %v, menu open %v, overlays %v", ran, g.r.MenuOpen(), g.nav.overlays)
	}
	if dir, all := ebitentest.ShotDir(t, "CIFRA_SHOTS"); all {
		shootScene(t, ctx, filepath.Join(dir, "online-menu-1280x800.png"), g.r)
	}

	g.script.Press(ui.KeyBack)
	g.run(0)
	if g.r.MenuOpen() {
		t.Fatal("Esc did not close the online menu")
	}
	g.tap(idMenu.String())
	if !g.r.MenuOpen() || len(g.nav.overlays) != 0 {
		t.Fatalf("the Menu button: menu open %v, overlays %v", g.r.MenuOpen(), g.nav.overlays)
	}
	sq := g.at(squareID(kakuro.Pos{4, 4}))
	g.script.Tap(sq.X, sq.Y, false)
	g.run(0)
	if g.r.MenuOpen() {
		t.Fatal("a press on the board, outside the menu, did not close it")
	}
	g.tap(idMenu.String())
	g.tap(idMenuHelp.String())
	if g.r.MenuOpen() || len(g.nav.overlays) != 1 || g.nav.overlays[0] != core.OverlayHelp {
		t.Fatalf("How to play: menu open %v, overlays %v", g.r.MenuOpen(), g.nav.overlays)
	}
}

// TestASoleSeatOnlineBuzzesWithSpaceOrEnter: a device holding one seat
// of an online table, the first or the second, calls "Kakuro!" with
// Space or Enter (one key to the game, KeyActivate), and its buzzer says
// Space, not the seat's letter; the other seat's letter calls for nobody.
func TestASoleSeatOnlineBuzzesWithSpaceOrEnter(t *testing.T) {
	for here := range 2 {
		clock := onlinetest.NewManual(time.Unix(1_800_000_000, 0))
		g := oneSeatHere(t, clock, here)
		if key, want := g.r.buzzerKey(g.ctx, here, false), g.ctx.T("kakuro.key.space"); key != want {
			t.Errorf("seat %d alone at this device: its buzzer says %q, want %q", here, key, want)
		}
		g.script.Press(ui.SeatKey(1 - here))
		g.run(0)
		if g.r.Calling(0) || g.r.Calling(1) || g.r.claim != nil {
			t.Fatalf("seat %d alone here: the other seat's letter called", here)
		}
		g.script.Press(ui.KeyActivate)
		g.run(0)
		if !g.r.Calling(here) {
			t.Fatalf("seat %d alone here: Space did not call (message %q)", here, g.r.message)
		}
	}
}
