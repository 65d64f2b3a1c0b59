package kakuzu

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// passRig is a round of n seats of the longest names around a table on
// sc (laid out as the app lays a flat table: landscape), both aids on,
// after the corner setup.
func passRig(t *testing.T, sc layouttest.Screen, kit *sprites.Kit, v kakuzu.Variant) *rig {
	t.Helper()
	tb := table(layouttest.LongSeats(sc.Seats, "normal"), 5, v, 30)
	tb.Around, tb.Hints = true, true
	st := deal(t, tb)
	neutralSetup(t, st)
	flat := sc
	flat.W, flat.H = max(sc.W, sc.H), min(sc.W, sc.H)
	return screenRig(t, flat, kit, tb, st)
}

// squaresAround is the side of the tray's squares g's round would have
// around its table on its screen (the layout a table that fits keeps).
func squaresAround(g *rig) float64 {
	around := g.r.table.Around
	defer func() { g.r.table.Around = around; g.r.Layout(g.ctx) }()
	g.r.table.Around = true
	return layoutAround(g.ctx, g.r).cell
}

// TestATableTooSmallPassesTheDevice (issue 43): two to four seats around
// a phone lying down (844×390) or upright (390×844, which the app lays
// flat as 844×390), in both variants with the aids on: between the
// seats' panels the tray's squares would be 14-30 px, under a fingertip,
// so the round passes one device instead, says why in the players'
// language, and lies flat no more; laid out again for the screen as the
// app then hands it, its squares are larger than around the table, its
// pencil marks are set at 12 px or more (they were 9 px on a phone), and
// every button and picker digit is a fingertip and every text at least
// 12 px, none leaving its place.
func TestATableTooSmallPassesTheDevice(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for i, size := range [][2]int{{844, 390}, {390, 844}} {
		for n := 2; n <= maxAround; n++ {
			for j, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
				lang := []i18n.Lang{"de", "en", "ru", "fr", "it"}[(i+n+j)%5]
				sc := layouttest.Screen{Game: Game.ID, Seats: n, Around: true, W: size[0], H: size[1], Lang: lang}
				what := fmt.Sprintf("%s %s", sc, v)
				g := passRig(t, sc, kit, v)
				notices := g.ctx.TakeNotices()
				if g.r.table.Around || g.r.LiesFlat() || g.r.lay.around {
					t.Errorf("%s: the round stays around the table (squares %.0f px)", what, g.r.lay.cell)
					continue
				}
				if want := g.ctx.T("kakuzu.table.toosmall"); !slices.Contains(notices, want) || strings.HasPrefix(want, "kakuzu.") {
					t.Errorf("%s: notices %q, want %q", what, notices, want)
				}
				around := squaresAround(g)
				// The app hands a round that does not lie flat the screen
				// as it is turned; the round lays itself out again.
				turned := g.ctx.W != sc.W
				g.ctx.W, g.ctx.H = sc.W, sc.H
				g.step()
				if g.r.laidW != sc.W || g.r.laidH != sc.H || turned && !g.r.Animating() {
					t.Errorf("%s: the round did not lay itself out again for %dx%d and repaint (laid out %dx%d)", what, sc.W, sc.H, g.r.laidW, g.r.laidH)
				}
				g.settle()
				if g.r.lay.cell <= around {
					t.Errorf("%s: the squares passing one device are %.0f px, around the table %.0f px", what, g.r.lay.cell, around)
				}
				if size, _ := g.r.lay.marks(); size < layouttest.LeastTextPx-0.01 {
					t.Errorf("%s: the pencil marks are %.1f px", what, size)
				}
				var ws []ui.Target
				for _, x := range g.r.Targets() {
					if pressable(x.ID) {
						ws = append(ws, x)
					}
				}
				layouttest.CheckTargets(t, what, g.ctx, ws, layouttest.TouchPx)
				layouttest.CheckTexts(t, what, g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
				if len(g.ctx.TakeNotices()) != 0 {
					t.Errorf("%s: the round said something more once passed", what)
				}
			}
		}
	}
}

// TestATableBigEnoughKeepsIt (issue 43): where the tray between the
// seats' panels keeps squares of 44 px or more (two to four seats on a
// 7-inch tablet, 1024×600, in the classic game; on a laptop and a
// full-HD screen in both variants), the table stays around the screen,
// says nothing, and the pencil marks there read at 12 px or more (at
// 1024×600 they were 11.4 px). Where it passes one device instead (the
// no-bag game with three or four seats on a screen 1024 px wide: the
// short sides' own pickers of nine take the room), the tray around the
// table would have had squares under 44 px: the threshold is the
// layout's own figure.
func TestATableBigEnoughKeepsIt(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, size := range [][2]int{{1024, 600}, {1024, 700}, {1280, 800}, {1920, 1080}, {800, 1280}} {
		for n := 2; n <= maxAround; n++ {
			for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
				sc := layouttest.Screen{Game: Game.ID, Seats: n, Around: true, W: size[0], H: size[1], Lang: []i18n.Lang{"en", "de"}[n%2]}
				what := fmt.Sprintf("%s %s", sc, v)
				g := passRig(t, sc, kit, v)
				notices := g.ctx.TakeNotices()
				if !g.r.table.Around {
					if cell := squaresAround(g); cell >= minTouch {
						t.Errorf("%s: the round passes one device, but around the table its squares are %.0f px", what, cell)
					}
					if size[0] == 1280 || size[0] == 1920 || size[1] == 1280 || v == kakuzu.Classic && size == [2]int{1024, 600} {
						t.Errorf("%s: the round passes one device", what)
					}
					continue
				}
				if !g.r.LiesFlat() || !g.r.lay.around || len(notices) != 0 {
					t.Errorf("%s: around the table, but lies flat %v, laid out around %v, notices %q", what, g.r.LiesFlat(), g.r.lay.around, notices)
				}
				if g.r.lay.cell < minTouch {
					t.Errorf("%s: the squares are %.0f px", what, g.r.lay.cell)
				}
				if size, _ := g.r.lay.marks(); size < layouttest.LeastTextPx-0.01 {
					t.Errorf("%s: the pencil marks are %.1f px", what, size)
				}
			}
		}
	}
}
