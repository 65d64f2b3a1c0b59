package menu

import (
	"cifra/internal/cli"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"fmt"
	"testing"
)

// TestMenuFitsEveryScreen: the menu's cards and buttons are on the screen,
// apart, touch targets with labels of at least 14 CSS px, and on a phone
// each card is tall enough for its blurb at 14 CSS px.
func TestMenuFitsEveryScreen(t *testing.T) {
	h := apptest.New(t, cli.Options{}, games.All, 1280, 800)
	for _, lang := range i18n.Languages {
		for _, size := range layouttest.Sizes {
			ctx := h.Resize(size[0], size[1], lang)
			m := New(ctx, games.All, 0)
			m.Layout(ctx)
			what := fmt.Sprintf("menu %s %dx%d", lang, size[0], size[1])
			layouttest.CheckTargets(t, what, ctx, m.Targets(), layouttest.TouchPx)
			for _, w := range m.controls.Widgets()[len(games.All):] {
				if px := layouttest.ButtonPx(ctx, ctx.T(w.ID.Name), w.Rect); px < layouttest.BodyPx*ctx.CSSPx()-0.01 {
					t.Errorf("%s: %s at %.1f px", what, w.ID, px)
				}
			}
			if ctx.OnPhone() {
				u := ctx.U()
				for i, g := range games.All {
					c := m.cards[i]
					if need := m.cardTextH(ctx, g, c.W-u*4-m.iconW-u*3); need > c.H-u*4+0.01 {
						t.Errorf("%s: %s's card is %.0f px, its words need %.0f", what, g.ID, c.H, need+u*4)
					}
				}
			}
		}
	}
}
