//go:build cifra_module_knister || cifra_module_kakuro || cifra_module_kakuzu

package games

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// elsewhere is the menu entry of a game another module plays: meta's
// words, choices and seats, icon's picture, and every way into a round
// (setup's start, the guide, a saved game, an online table) handing the
// page what to open once it has loaded that game's module.
func elsewhere(meta core.Game, icon func(k *sprites.Kit, px int) *ebiten.Image) *core.Game {
	g := meta
	g.Icon = icon
	elsewhereIDs[g.ID] = true
	g.Start = func(ctx *core.Context, t core.Table) core.Scene {
		h := handoff{Game: g.ID}
		switch {
		case t.Remote == nil:
			h.Table = &t
		case len(t.Remote.Mine()) == 0:
			h.Watch = t.Remote.Info().Code
		default:
			// The seat is kept in the settings (core.OnlineSeat): the app
			// comes back to it on start, in whichever module.
			h.Online = true
		}
		return leave(ctx, h)
	}
	g.Guide = func(ctx *core.Context) core.Scene { return leave(ctx, handoff{Game: g.ID, Guide: true}) }
	g.Elsewhere = func(ctx *core.Context) core.Scene { return leave(ctx, handoff{Game: g.ID, Online: true}) }
	g.Resume = func(s *core.Save) (core.Resumable, error) { return savedElsewhere{g.ID, s}, nil }
	return &g
}

// savedElsewhere is a saved game of a game another module plays: the
// menu shows it with its seats and how many moves it has, and resuming it
// loads that module, whose own Resume checks and replays it.
type savedElsewhere struct {
	game string
	save *core.Save
}

// Progress implements core.Resumable: the moves played, which every game's
// record counts alike.
func (s savedElsewhere) Progress(ctx *core.Context) string {
	return ctx.T("menu.resume.moves", len(s.save.Record.Moves))
}

// Table implements core.Resumable.
func (s savedElsewhere) Table() core.Table { return s.save.Table }

// Scene implements core.Resumable.
func (s savedElsewhere) Scene(ctx *core.Context) core.Scene {
	return leave(ctx, handoff{Game: s.game, Resume: true})
}

// leave hands h to the page, which loads h.Game's module, and is the
// scene shown meanwhile: the table's felt and "Loading…" (the page's
// loader covers it at once).
func leave(ctx *core.Context, h handoff) core.Scene {
	if err := thePage.hand(h); err != nil {
		ctx.Notify(ctx.T("web.fail.switch"))
		fmt.Fprintln(os.Stderr, "cifra:", err)
	}
	return leaving{}
}

// leaving is the scene of a module the page is about to replace.
type leaving struct{}

// Name implements core.Scene.
func (leaving) Name() string { return "leaving" }

// Layout implements core.Scene.
func (leaving) Layout(*core.Context) {}

// Update implements core.Scene.
func (leaving) Update(*core.Context) {}

// Animating implements core.Scene.
func (leaving) Animating() bool { return false }

// Targets implements core.Scene: nothing to press.
func (leaving) Targets() []ui.Target { return nil }

// Draw implements core.Scene.
func (leaving) Draw(dst *ebiten.Image, ctx *core.Context) {
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	u := ctx.U()
	screen := ui.Rect{W: float64(ctx.W), H: float64(ctx.H)}
	core.Text(dst, ctx, ctx.T("web.loading"), sprites.UI(max(u*3, 12*ctx.Scale)), screen.W/2, screen.H/2,
		sprites.AlignCenter, sprites.AlignCenter, ctx.Kit.Palette().PanelText, screen)
}
