package scenes

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	skz "cifra/scenes/kakuzu"
	"cifra/scenes/ui"
)

// The screen the game loop keeps is drawn in pieces: nothing when nothing
// changed, only the changed part when that is all (the hourglass), and
// from cached pictures (panels painted once per look, sprites kept by
// size). A picture from the wrong source (another scene's, a stale panel,
// a reused atlas region) would stay on screen while the scene idles. So
// these tests play as the loop does, onto one screen kept between frames,
// and after every step compare it with a fresh draw of the same state:
// every sprite dropped and painted again, the scenes laid out again, the
// whole picture drawn onto a new image.

// loopScreen is the screen the game loop keeps between frames.
type loopScreen struct {
	h      *harness
	screen *ebiten.Image
	dir    string // where to save the pictures that differ ("": a temporary folder)
	// outW, outH is the window, where the test lays the screen out as
	// Ebitengine does each tick (0: the screen keeps its size).
	outW, outH int
}

func newLoopScreen(t *testing.T, h *harness, w, hh int) *loopScreen {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_STALE_SHOTS")
	return &loopScreen{h: h, screen: ebiten.NewImage(w, hh), dir: dir}
}

// tick plays one tick as the loop does: Update, then Draw onto the screen.
func (l *loopScreen) tick() {
	l.h.T.Helper()
	if l.outW > 0 {
		// Ebitengine asks the game for its screen's size every tick and
		// makes a new, blank screen when the answer changes.
		w, h := l.h.app().Layout(l.outW, l.outH)
		if b := l.screen.Bounds(); b.Dx() != w || b.Dy() != h {
			l.screen.Deallocate()
			l.screen = ebiten.NewImage(w, h)
		}
	}
	if err := l.h.App.Update(); err != nil {
		l.h.T.Fatalf("Update: %v", err)
	}
	l.h.App.Draw(l.screen)
}

// play plays the queued input, then ticks until nothing has moved for
// half a second (at most 20 s of ticks).
func (l *loopScreen) play() {
	l.h.T.Helper()
	for l.h.Script.Pending() > 0 {
		l.tick()
	}
	still := 0
	for range 20 * core.TPS {
		l.tick()
		a := l.h.app()
		if a.Scene().Animating() || a.fade > 0 || a.dirty > 0 || len(a.toasts) > 0 {
			still = 0
			continue
		}
		if still++; still >= core.TPS/2 {
			return
		}
	}
}

// tap taps target id and plays on.
func (l *loopScreen) tap(id string) {
	l.h.T.Helper()
	tg := l.h.MustTarget(id)
	l.h.Script.Tap(tg.X+tg.W/2, tg.Y+tg.H/2, false)
	l.play()
}

// drag drags from target a's centre to target b's and plays on.
func (l *loopScreen) drag(a, b string) {
	l.h.T.Helper()
	ta, tb := l.h.MustTarget(a), l.h.MustTarget(b)
	l.h.Script.Drag(ta.X+ta.W/2, ta.Y+ta.H/2, tb.X+tb.W/2, tb.Y+tb.H/2, 8)
	l.play()
}

// press presses keys and plays on.
func (l *loopScreen) press(keys ...ui.Key) {
	l.h.T.Helper()
	l.h.Script.Press(keys...)
	l.play()
}

// staleTolerance is how far a pixel of the kept screen may stray from the
// fresh draw's on any channel (a sprite painted again at the same size
// comes out the same, bar rounding in its antialiasing), and staleShare
// the share of pixels that may stray so: a wrong picture (another
// scene's, a stale panel) differs over a large area, far beyond both.
const (
	staleTolerance = 40
	staleShare     = 0.001
)

// check compares the kept screen with a fresh draw of the same state, and
// fails naming the step, with both pictures and the differing pixels
// saved, when they differ.
func (l *loopScreen) check(step string) {
	t := l.h.T
	t.Helper()
	a := l.h.app()
	a.ctx.Kit.Reset() // every sprite painted again
	a.relayout()      // every cached panel and look dropped
	a.redraw(1)
	b := l.screen.Bounds()
	fresh := ebiten.NewImage(b.Dx(), b.Dy())
	defer fresh.Deallocate()
	a.Draw(fresh)
	kept, made := image.NewRGBA(b), image.NewRGBA(b)
	l.screen.ReadPixels(kept.Pix)
	fresh.ReadPixels(made.Pix)
	diff := image.NewRGBA(b)
	off := 0
	for i := 0; i < len(kept.Pix); i += 4 {
		d := 0
		for c := range 3 {
			d = max(d, abs(int(kept.Pix[i+c])-int(made.Pix[i+c])))
		}
		if d > staleTolerance {
			off++
			copy(diff.Pix[i:i+4], []byte{255, 0, 255, 255})
		} else {
			g := kept.Pix[i+1] / 3
			copy(diff.Pix[i:i+4], []byte{g, g, g, 255})
		}
	}
	if share := float64(off) / float64(b.Dx()*b.Dy()); share > staleShare {
		name := fmt.Sprintf("stale-%s", step)
		for suffix, img := range map[string]image.Image{"kept": kept, "fresh": made, "diff": diff} {
			if err := savePNG(filepath.Join(l.dir, name+"-"+suffix+".png"), img); err != nil {
				t.Error(err)
			}
		}
		t.Errorf("%s: %.2f%% of the screen the loop kept differs from a fresh draw of the same state (pictures in %s)", step, share*100, l.dir)
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Kakuro alone: the hunt, a call, a row marked, Undo (where a picture of
// the menu once stood over the round), the pause panel, the log.
func TestKakuroScreenIsNeverStale(t *testing.T) {
	h := newHarness(t, Options{Game: "kakuro", Players: []rules.Player{{Name: "Ana"}}, Seed: 11})
	l := newLoopScreen(t, h, 1280, 800)
	l.play()
	l.check("kakuro-hunt")
	l.tap("seat.0.kakuro.buzz")
	l.check("kakuro-called")
	l.drag("kakuro.square.2.1", "kakuro.square.2.3")
	l.check("kakuro-marked")
	l.tap("seat.0.kakuro.undo")
	l.check("kakuro-undone")
	l.press(ui.KeyBack)
	l.check("kakuro-paused")
	l.press(ui.KeyBack)
	l.check("kakuro-resumed")
	l.press(ui.KeyLog)
	l.check("kakuro-log")
	l.press(ui.KeyBack)
	l.check("kakuro-log-closed")
}

// Knister passed from hand to hand in French (where a frame once showed
// every cell of the card as the pass screen's button): each seat's turn,
// its pass screen, the next seat's card.
func TestKnisterHotSeatScreenIsNeverStale(t *testing.T) {
	h := newHarness(t, Options{Game: "knister", Lang: "fr", Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}}, Seed: 5})
	l := newLoopScreen(t, h, 1280, 800)
	l.play()
	l.check("knister-start")
	for turn := range 4 {
		if _, ok := h.Target("pass.ready"); ok {
			l.check(fmt.Sprintf("knister-pass-%d", turn))
			l.tap("pass.ready")
			l.check(fmt.Sprintf("knister-ready-%d", turn))
		}
		h.WaitFor("a free cell", 600, func() bool { return h.firstFreeCell() != "" || h.Enabled("round.roll") })
		if cell := h.firstFreeCell(); cell != "" {
			l.tap(cell)
			l.check(fmt.Sprintf("knister-placed-%d", turn))
		}
		if h.Enabled("round.roll") {
			l.tap("round.roll")
			l.check(fmt.Sprintf("knister-rolled-%d", turn))
		}
	}
}

// From the menu to a game's setup and back, and to the settings.
func TestMenuScreensAreNeverStale(t *testing.T) {
	h := newHarness(t, Options{})
	l := newLoopScreen(t, h, 1280, 800)
	l.play()
	l.check("menu")
	l.tap("menu.settings")
	l.check("menu-settings")
	l.press(ui.KeyBack)
	l.check("menu-again")
	l.tap("menu.help")
	l.check("menu-help")
	l.press(ui.KeyBack)
	l.check("menu-after-help")
}

// Kakuzu, two people passing turns: the bag, a digit named, a stone
// lifted (a match or a miss), turn after turn.
func TestKakuzuScreenIsNeverStale(t *testing.T) {
	h := newHarness(t, Options{Game: "kakuzu", Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}}, Seed: 4})
	l := newLoopScreen(t, h, 1280, 800)
	l.play()
	l.check("kakuzu-start")
	round := h.app().Scene().(*skz.Round)
	st := round.State()
	for move := range 8 {
		if h.app().Scene() != core.Scene(round) || st.Finished() {
			break
		}
		switch st.Awaiting() {
		case kakuzu.ActionDraw:
			l.tap("kakuzu.bag")
		case kakuzu.ActionName:
			for d := 1; d <= 9; d++ {
				if id := ui.Indexed("kakuzu.digit", d).String(); h.Enabled(id) {
					l.tap(id)
					break
				}
			}
		case kakuzu.ActionLift:
			l.tap(kakuzuStone(h, st))
		}
		l.check(fmt.Sprintf("kakuzu-move-%d", move))
	}
}

// Kakuro around a table of four: a call, the round's own log panel
// opened, turned to the next seat and closed while the claim goes on.
func TestKakuroTableScreenIsNeverStale(t *testing.T) {
	players := []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Di"}}
	h := newHarnessSized(t, Options{Game: "kakuro", Players: players, Seed: 11, Table: true}, 1280, 800)
	l := newLoopScreen(t, h, 1280, 800)
	l.play()
	l.check("table-hunt")
	l.tap("seat.0.kakuro.buzz")
	l.check("table-called")
	l.tap("kakuro.log.button")
	l.check("table-log")
	l.tap("kakuro.log.turn")
	l.check("table-log-turned")
	l.tap("kakuro.log.close")
	l.check("table-log-closed")
}

// Kakuro's round while the graphics setting changes under it (as the
// automatic setting once turned smooth mid-game on a slow machine, when a
// picture of the menu stood over the round): the screen shrinks to half
// its pixels and grows back, a row marked and undone at each size.
func TestKakuroGraphicsChangeIsNeverStale(t *testing.T) {
	h := newHarness(t, Options{Game: "kakuro", Players: []rules.Player{{Name: "Ana"}}, Seed: 11})
	l := newLoopScreen(t, h, 1280, 800)
	l.outW, l.outH = 1280, 800
	l.play()
	l.tap("seat.0.kakuro.buzz")
	l.drag("kakuro.square.2.1", "kakuro.square.2.3")
	l.check("graphics-marked")
	a := h.app()
	for _, g := range []string{core.GraphicsSmooth, core.GraphicsSharp} {
		a.settings.Graphics = g
		a.SettingsChanged()
		l.play()
		if want := map[string]int{core.GraphicsSmooth: 640, core.GraphicsSharp: 1280}[g]; l.screen.Bounds().Dx() != want {
			t.Fatalf("graphics %q: the screen is %d px wide, want %d", g, l.screen.Bounds().Dx(), want)
		}
		l.check("graphics-" + g)
		l.tap("seat.0.kakuro.undo")
		l.check("graphics-" + g + "-undone")
		if g == core.GraphicsSmooth {
			l.drag("kakuro.square.2.1", "kakuro.square.2.3")
			l.check("graphics-smooth-marked")
		}
	}
}

// Kakuro from its setup, as -game kakuro opens it: setup, then Start (a
// scene change, cross-faded), then the same call, row and Undo.
func TestKakuroFromSetupIsNeverStale(t *testing.T) {
	h := newHarness(t, Options{Game: "kakuro", Seed: 11})
	l := newLoopScreen(t, h, 1280, 800)
	l.play()
	l.check("setup")
	l.tap("setup.start")
	l.check("setup-started")
	if _, ok := h.Target("seat.0.kakuro.buzz"); !ok {
		t.Fatalf("Start opened %q", h.app().Scene().Name())
	}
	l.tap("seat.0.kakuro.buzz")
	l.drag("kakuro.square.2.1", "kakuro.square.2.3")
	l.check("setup-marked")
	l.tap("seat.0.kakuro.undo")
	l.check("setup-undone")
}
