package scenes

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/menu"
	"cifra/scenes/setup"
	"cifra/scenes/ui"
)

// TestNoticesCoverNothingPressable: a long notice on the menu and on
// setup, on a phone, a tablet, a laptop and a big screen, lies on the
// screen over no enabled widget, at a readable size; on a setup with
// twelve seats, where there may be no free place, it takes the top edge
// and covers at most the first row.
func TestNoticesCoverNothingPressable(t *testing.T) {
	h := newHarness(t, Options{})
	for _, lang := range []i18n.Lang{"en", "de", "ru"} {
		for _, size := range layouttest.Sizes {
			ctx := resize(h, size[0], size[1], lang)
			msg := ctx.T("notice.settings.corrupt") + " " + ctx.T("notice.game.corrupt")
			for _, scene := range []string{"menu", "setup", "setup12"} {
				switch scene {
				case "menu":
					h.app().scene = menu.New(ctx, registry, 0)
				case "setup":
					h.app().scene = setup.New(ctx, registry[0], 0)
				default:
					h.app().scene = fullSetup(t, ctx, registry[0])
				}
				h.app().scene.Layout(ctx)
				what := fmt.Sprintf("%s %s %dx%d", scene, lang, size[0], size[1])
				box := h.app().toastBox(msg)
				r := box.rect
				if r.X < 0 || r.Y < 0 || r.X+r.W > float64(ctx.W) || r.Y+r.H > float64(ctx.H) {
					t.Errorf("%s: the notice at %+v leaves the screen", what, r)
				}
				if box.face.Size < 14*ctx.CSSPx() {
					t.Errorf("%s: the notice reads at %.1f px", what, box.face.Size)
				}
				if scene == "setup12" {
					// Twelve seats leave no free place: the notice takes the
					// top edge and covers no more than the first row.
					if n := covered(h.app().Targets(), r); n > 0 && (r.Y > 20*ctx.CSSPx() || n > 6) {
						t.Errorf("%s: the notice at %+v covers %d widgets", what, r, n)
					}
					continue
				}
				for _, w := range h.app().Targets() {
					if w.Enabled && r.X < w.X+w.W && w.X < r.X+r.W && r.Y < w.Y+w.H && w.Y < r.Y+r.H {
						t.Errorf("%s: the notice %+v covers %s", what, r, w.ID)
					}
				}
			}
		}
	}
}

// resize lays the app out for a w×h screen in lang, without a window:
// its context (apptest.Harness.Resize) and the size its notices are placed
// on.
func resize(h *harness, w, hh int, lang i18n.Lang) *core.Context {
	ctx := h.Resize(w, hh, lang)
	h.app().w, h.app().h = w, hh
	return ctx
}

// fullSetup is g's setup with as many seats as g takes, added by its add
// button as a person would (on a phone lying down, turning the pages
// its seats and options take to find the button).
func fullSetup(t *testing.T, ctx *core.Context, g *core.Game) core.Scene {
	t.Helper()
	s := setup.New(ctx, g, 0)
	s.Layout(ctx)
	for range 4 * g.MaxSeats {
		if !tapOn(ctx, s, "setup.add") && !tapOn(ctx, s, "setup.page.next") {
			break
		}
	}
	last := ui.Indexed("setup.seat.name", g.MaxSeats-1).String()
	shown := func() bool { return slices.ContainsFunc(s.Targets(), func(t ui.Target) bool { return t.ID == last }) }
	for !shown() && tapOn(ctx, s, "setup.page.prev") {
	}
	if !shown() {
		t.Fatalf("%s's setup did not take %d seats: %v", g.ID, g.MaxSeats, s.Targets())
	}
	return s
}

// tapOn taps scene s's widget id, as a mouse would, and reports whether
// it was there and enabled to be tapped.
func tapOn(ctx *core.Context, s core.Scene, id string) bool {
	targets := s.Targets()
	i := slices.IndexFunc(targets, func(t ui.Target) bool { return t.ID == id && t.Enabled })
	if i < 0 {
		return false
	}
	was := ctx.Frame
	defer func() { ctx.Frame = was }()
	c := apptest.Center(targets[i])
	script := &ui.Script{}
	script.Tap(c.X, c.Y, false)
	for script.Pending() > 0 {
		f := script.Poll(ctx.Scale)
		ctx.Frame = &f
		s.Update(ctx)
	}
	return true
}

// TestNoticesQueueAndTapAway: notices show one at a time in order, a
// repeat is not queued twice, each stays until its time is up or it is
// tapped, and the tap that closes one presses nothing under it.
func TestNoticesQueueAndTapAway(t *testing.T) {
	h := newHarnessSized(t, Options{}, 390, 844)
	a := h.app()
	a.toasts = nil
	a.ctx.Notify("first")
	a.ctx.Notify("second")
	a.ctx.Notify("first")
	a.queueToasts()
	if len(a.toasts) != 2 || a.toasts[0].text != "first" {
		t.Fatalf("queue %+v, want first then second", a.toasts)
	}
	if a.toasts[1].left != toastTicks("second") {
		t.Fatal("the waiting notice's time runs before it shows")
	}
	for range toastTicks("first") {
		a.queueToasts()
	}
	if len(a.toasts) != 1 || a.toasts[0].text != "second" {
		t.Fatalf("after the first's time: %+v", a.toasts)
	}
	r := a.toastBox("second").rect
	cx, cy := r.Center()
	f := ui.Frame{Pointers: []ui.Pointer{{ID: 1, Touch: true, X: cx, Y: cy, Down: true, Pressed: true}}}
	a.dismissToast(&f)
	if len(a.toasts) != 0 || len(f.Pointers) != 0 {
		t.Fatalf("a tap left %d notices and passed %d pointers on", len(a.toasts), len(f.Pointers))
	}
}

// pathLike matches what a file path or a storage key looks like.
var pathLike = regexp.MustCompile(`[/\\]|\.bad|\.json|cifra\.`)

// TestNoticesSayWhatNotWhere: the notices about damaged saves say what
// happened in words, in every language, with no file path or storage key
// and nothing left to fill in.
func TestNoticesSayWhatNotWhere(t *testing.T) {
	for _, lang := range i18n.Languages {
		tr := i18n.New(lang)
		for _, key := range []string{"notice.settings.corrupt", "notice.game.corrupt"} {
			msg := tr.T(key)
			if strings.Contains(msg, "%") || pathLike.MatchString(msg) {
				t.Errorf("%s %s = %q: shows a place or a blank", lang, key, msg)
			}
		}
	}
}
