package overlay

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/core/remotetest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// tabledRound is a round at table, seen only through core.Tabled.
type tabledRound struct {
	core.Scene
	table core.Table
}

func (r tabledRound) Game() string                      { return r.table.Game }
func (r tabledRound) Table() core.Table                 { return r.table }
func (r tabledRound) Name() string                      { return "round" }
func (r tabledRound) Targets() []ui.Target              { return nil }
func (r tabledRound) Layout(*core.Context)              {}
func (r tabledRound) Animating() bool                   { return false }
func (r tabledRound) Update(*core.Context)              {}
func (r tabledRound) Draw(*ebiten.Image, *core.Context) {}

// menuNav counts the ways to the menu.
type menuNav struct{ menus, saved int }

func (n *menuNav) Switch(core.Scene)        {}
func (n *menuNav) Menu()                    { n.menus++ }
func (n *menuNav) Overlay(core.OverlayKind) {}
func (n *menuNav) CloseOverlay()            {}
func (n *menuNav) Quit()                    {}
func (n *menuNav) SettingsChanged()         { n.saved++ }

// pressID clicks the button id of o.
func pressID(t *testing.T, ctx *core.Context, o *Scene, id ui.ID) {
	t.Helper()
	for _, w := range o.controls.Widgets() {
		if w.ID == id {
			x, y := w.Rect.Center()
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Down: true, Pressed: true}}}
			o.Update(ctx)
			ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{ID: 1, X: x, Y: y, Released: true}}}
			o.Update(ctx)
			ctx.Frame = &ui.Frame{}
			return
		}
	}
	t.Fatalf("no %s among %v", id, o.controls.Widgets())
}

// pauseOver opens the pause panel over a round at table.
func pauseOver(ctx *core.Context, table core.Table) *Scene {
	o := New(core.OverlayPause, tabledRound{table: table}, []*core.Game{{ID: "knister"}}, func() bool { return false })
	o.Layout(ctx)
	return o
}

func seatContext(w, h int, lang i18n.Lang) (*core.Context, *menuNav) {
	n := &menuNav{}
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(lang), Settings: &core.Settings{}, Nav: n,
		Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
	ctx.Settings.Online.Seat = &core.OnlineSeat{URL: "nats://x", Table: "ABC123", Seat: 0, Token: "t"}
	return ctx, n
}

// Over an online table the pause panel's Leave says what it does (the
// seat is kept, and it is) and a second button leaves for good only
// after asking: No goes back, Yes forgets the seat and lets the table
// go. Over a local round, and for a watcher, Leave is as it was (issue
// 42 item 8).
func TestLeavingAnOnlineTableSaysWhatItDoes(t *testing.T) {
	ctx, nav := seatContext(1280, 800, "en")
	remote := &remotetest.Table{Table: wire.Table{Code: "ABC123", Game: "knister"}, Seats: []int{0}, Linked: core.LinkUp}
	table := core.Table{Game: "knister", Seats: []rules.Player{{Name: "Ana"}, {Name: "Bea"}}, Remote: remote}
	o := pauseOver(ctx, table)
	if got := o.ids(ctx); !slices.Contains(got, idLeave) || !slices.Contains(got, idLeaveForGood) {
		t.Fatalf("the pause panel over an online seat offers %v", got)
	}
	texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { o.Draw(dst, ctx) })
	if !slices.Contains(texts, "Menu: your seat is kept") || !slices.Contains(texts, "Leave the table for good") || slices.Contains(texts, "Leave the game") {
		t.Fatalf("the pause panel reads %q", texts)
	}
	pressID(t, ctx, o, idLeave)
	if nav.menus != 1 || remote.Closed || ctx.Settings.Online.Seat == nil || remote.Resigned != 0 {
		t.Fatalf("Menu: menus %d, table closed %v, seat %+v; want the menu with the seat kept", nav.menus, remote.Closed, ctx.Settings.Online.Seat)
	}

	o = pauseOver(ctx, table)
	pressID(t, ctx, o, idLeaveForGood)
	if got := o.ids(ctx); !slices.Equal(got, []ui.ID{idLeaveNo, idLeaveYes}) || o.controls.Focused() != idLeaveNo {
		t.Fatalf("asked to leave for good the panel offers %v, focused on %v", got, o.controls.Focused())
	}
	if texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { o.Draw(dst, ctx) }); !slices.Contains(texts, "Leave for good?") {
		t.Fatalf("asking, the panel reads %q", texts)
	}
	pressID(t, ctx, o, idLeaveNo)
	if o.asking || nav.menus != 1 || !slices.Contains(o.ids(ctx), idLeaveForGood) {
		t.Fatalf("Stay left the question open (%v) or the table (menus %d)", o.asking, nav.menus)
	}
	pressID(t, ctx, o, idLeaveForGood)
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyBack}}
	o.Update(ctx)
	ctx.Frame = &ui.Frame{}
	if o.asking || nav.menus != 1 {
		t.Fatalf("Back left the question open (%v) or the table (menus %d)", o.asking, nav.menus)
	}
	pressID(t, ctx, o, idLeaveForGood)
	pressID(t, ctx, o, idLeaveYes)
	if nav.menus != 2 || !remote.Closed || ctx.Settings.Online.Seat != nil || nav.saved == 0 || remote.Resigned != 1 {
		t.Fatalf("Leave for good: menus %d, table closed %v, seat %+v, told the table %d times", nav.menus, remote.Closed, ctx.Settings.Online.Seat, remote.Resigned)
	}

	for _, under := range []core.Table{{Game: "knister", Seats: table.Seats}, {Game: "knister", Seats: table.Seats, Remote: &remotetest.Table{}}} {
		o := pauseOver(ctx, under)
		if slices.Contains(o.ids(ctx), idLeaveForGood) || o.label(ctx, idLeave) != "Leave the game" {
			t.Fatalf("over %+v the panel offers %v, Leave reading %q", under, o.ids(ctx), o.label(ctx, idLeave))
		}
	}

	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			for _, asking := range []bool{false, true} {
				ctx, _ := seatContext(size[0], size[1], lang)
				o := pauseOver(ctx, table)
				if asking {
					o.ask(ctx, true)
				}
				what := fmt.Sprintf("%dx%d %s asking %v", size[0], size[1], lang, asking)
				layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { o.Draw(dst, ctx) })
			}
		}
	}
}
