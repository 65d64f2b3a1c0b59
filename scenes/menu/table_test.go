package menu

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/cli"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/ui"
)

// TestAnOnlineTableIsACardOnTheMenu (issue 42 item 1): a device holding
// a seat at an online table finds it on the menu as a card beside the
// local games to resume, focused first, every word readable and a touch
// target at every size and language; pressing it goes back to the table
// (its room, which opens the round of a started game).
func TestAnOnlineTableIsACardOnTheMenu(t *testing.T) {
	h := apptest.New(t, cli.Options{}, games.All, 1280, 800)
	seat := &core.OnlineSeat{URL: "nats://127.0.0.1:1", Table: "K7M2QX", Seat: 1, Token: "t"}
	for _, lang := range i18n.Languages {
		for _, size := range layouttest.Sizes {
			ctx := h.Resize(size[0], size[1], lang)
			ctx.Settings.Online.Seat = seat
			m := New(ctx, games.All, 0)
			m.Layout(ctx)
			what := fmt.Sprintf("menu with a table %s %dx%d", lang, size[0], size[1])
			var card *ui.Widget
			for _, w := range m.controls.Widgets() {
				if w.ID == idTable {
					card = &w
				}
			}
			if card == nil {
				t.Fatalf("%s: no card for the online table", what)
			}
			if m.controls.Focused() != idTable {
				t.Errorf("%s: the focus is on %s, not the table", what, m.controls.Focused())
			}
			layouttest.CheckTargets(t, what, ctx, m.Targets(), layouttest.TouchPx)
			layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { m.Draw(dst, ctx) })
			texts := layouttest.Texts(ctx, func(dst *ebiten.Image) { m.Draw(dst, ctx) })
			if !contains(texts, ctx.T("online.resume.card", "K7M2QX")) {
				t.Errorf("%s: the card does not name its table: %q", what, texts)
			}
			ctx.Settings.Online.Seat = nil
		}
	}
	ctx := h.Resize(1280, 800, "en")
	ctx.Settings.Online.Seat = seat
	defer func() { ctx.Settings.Online.Seat = nil }()
	h.App.Switch(New(ctx, games.All, 0))
	h.Run(2)
	h.Tap(idTable.String())
	h.Run(2)
	if got := h.App.Scene().Name(); got != "room" {
		t.Fatalf("the table's card opened %q", got)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
