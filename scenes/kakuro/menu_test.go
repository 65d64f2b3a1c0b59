package kakuro

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core/layouttest"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestTheOnlineMenuFits: the online table's menu, laid out over the
// round as at an online table, on a phone, a tablet and two desktops, in
// every language, with one to five seats at the screen and around it:
// it lies beside the board, never over it, its texts stay in their
// places and its buttons are touch targets.
func TestTheOnlineMenuFits(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range layouttest.Screens(&Game) {
		what := sc.String() + " menu"
		g := screenRig(t, sc, kit)
		ctx := g.ctx
		g.r.menu.open = true // as pause opens it at an online table
		g.r.layoutMenu(ctx)
		if p, b := g.r.menu.panel, g.r.lay.grid; p.X < b.X+b.W && b.X < p.X+p.W && p.Y < b.Y+b.H && b.Y < p.Y+p.H {
			t.Errorf("%s: the menu %+v lies over the board %+v", what, p, b)
		}
		layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
		layouttest.CheckTargets(t, what, ctx, g.r.menu.controls.Targets(), layouttest.TouchPx)
	}
}

// screenRig starts a round laid out on screen sc for seats of the longest
// names, people and bots by turns, as the layout tests draw it.
func screenRig(t *testing.T, sc layouttest.Screen, kit *sprites.Kit) *rig {
	t.Helper()
	tb := table(layouttest.LongSeats(sc.Seats, "normal"), 5, 60)
	tb.Around = sc.Around
	ctx := sc.Context(kit)
	nv := &nav{}
	ctx.Nav = nv
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
	g.r.Layout(ctx)
	return g
}
