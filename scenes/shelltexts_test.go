package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/menu"
	"cifra/scenes/overlay"
	"cifra/scenes/setup"
	"cifra/scenes/stats"
)

// TestShellTextsFit: the screens around the games — the menu, every
// game's setup with one seat and with as many as it takes (on a phone
// lying down, each page of them), the statistics, and the pause,
// settings and how-to-play panels over the menu — at every size in
// every language: no text leaves its place or the screen, none overlaps
// another, none is under the least size (layouttest.CheckTexts).
func TestShellTextsFit(t *testing.T) {
	h := newHarness(t, Options{})
	for _, size := range layouttest.Sizes {
		for _, lang := range i18n.Languages {
			ctx := resize(h, size[0], size[1], lang)
			where := fmt.Sprintf("%dx%d %s", size[0], size[1], lang)
			check := func(what string, s core.Scene) {
				t.Helper()
				s.Layout(ctx)
				layouttest.CheckTexts(t, what+" "+where, ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) })
			}
			m := menu.New(ctx, registry, 0)
			check("menu", m)
			check("stats", stats.NewScene(ctx, registry))
			for _, kind := range []core.OverlayKind{core.OverlayPause, core.OverlaySettings, core.OverlayHelp} {
				o := overlay.New(kind, m, registry, func() bool { return true })
				o.Layout(ctx)
				layouttest.CheckTexts(t, fmt.Sprintf("overlay %d %s", kind, where), ctx, func(dst *ebiten.Image) {
					log := ctx.Texts
					ctx.Texts = nil // the menu under the panel is checked on its own
					m.Draw(dst, ctx)
					ctx.Texts = log
					o.Draw(dst, ctx)
				})
			}
			for _, g := range registry {
				if !g.Playable() {
					continue
				}
				check(g.ID+" setup", setup.New(ctx, g, 0))
				full := fullSetup(t, ctx, g)
				for tapOn(ctx, full, "setup.page.prev") {
				}
				for page := 1; ; page++ {
					check(fmt.Sprintf("%s setup full page %d", g.ID, page), full)
					if !tapOn(ctx, full, "setup.page.next") {
						break
					}
				}
			}
		}
	}
}
