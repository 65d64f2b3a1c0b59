package kakuro

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
)

// At a table of four around one screen, anyone tapping Log during a
// claim takes the board from nobody: no overlay opens, the round goes on
// (the claimer's seconds run and their buzzer, tiles and Check stay
// theirs), and the log lies over the panel of the seat nearest the press
// (never the claimer's), turned to face it, never over the board, open on
// its newest lines; its turn button hands it to the next seat, and its
// close button (or L) closes it.
func TestTheLogAtATableTakesTheBoardFromNobody(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	tb := table(seats(4, 0, ""), 11, 0)
	tb.Around = true
	g := newRig(t, tb)
	g.settle()
	g.tap(buzzID(0))
	if g.r.Claimer() != 0 || g.r.claim.window <= 0 {
		t.Fatalf("seat 0 did not claim with a clock (claimer %d)", g.r.Claimer())
	}
	before := g.r.claim.window
	g.tap(idLog.String())
	if len(g.nav.overlays) != 0 {
		t.Fatalf("Log at a table of four opened the app's overlay %v: it stops the round and hides the board", g.nav.overlays)
	}
	lp := &g.r.log
	if !lp.open || lp.seat < 0 {
		t.Fatalf("the log did not open as the round's own panel at a seat (open %v, seat %d)", lp.open, lp.seat)
	}
	if want := g.r.nearestSeat(g.r.lay.log.Center()); lp.seat != want || lp.at.Turn != g.r.seats[want].panel.Panel.Turn {
		t.Fatalf("the log faces seat %d (turn %d); the press was nearest seat %d", lp.seat, lp.at.Turn, want)
	}
	if lp.seat == 0 {
		t.Fatal("the log lies over the claimer's panel, hiding their Check")
	}
	board := g.r.lay.square([2]int{0, 0}).Union(g.r.lay.square([2]int{8, 8}))
	if r := lp.at.Rect; r.X < board.X+board.W && board.X < r.X+r.W && r.Y < board.Y+board.H && board.Y < r.Y+r.H {
		t.Fatalf("the log at %+v lies over the board %+v", r, board)
	}
	g.run(60)
	if g.r.Claimer() != 0 || g.r.claim.window >= before-50 {
		t.Fatalf("the claim stood still under the log: window %d, was %d", g.r.claim.window, before)
	}
	if len(lp.lines) == 0 || len(lp.pages) == 0 {
		t.Fatal("the log panel holds no lines")
	}
	if shown := lp.pages[len(lp.pages)-1-lp.back]; lp.back != 0 || shown.end != len(lp.lines) {
		t.Fatalf("the log opens on lines %d–%d of %d, not on its newest", shown.first, shown.end, len(lp.lines))
	}
	shoot := func(name string) {
		img := ebiten.NewImage(g.ctx.W, g.ctx.H)
		g.r.Draw(img, g.ctx)
		if dir != "" {
			if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
				t.Error(err)
			}
		}
	}
	shoot("log-around-first.png")
	first := lp.seat
	want := (first + 1) % 4
	if want == 0 {
		want = 1 // the claimer's panel is passed over
	}
	g.tap(idLogTurn.String())
	if lp.seat != want || lp.at.Turn != g.r.seats[lp.seat].panel.Panel.Turn {
		t.Fatalf("the turn button moved the log to seat %d, want %d", lp.seat, want)
	}
	shoot("log-around-turned.png")
	g.tap(idLogClose.String())
	if lp.open {
		t.Fatal("the close button left the log open")
	}
	// L opens it again and closes it.
	g.script.Press(ui.KeyLog)
	g.run(1)
	if !lp.open {
		t.Fatal("L did not open the log")
	}
	g.script.Press(ui.KeyLog)
	g.run(1)
	if lp.open {
		t.Fatal("L did not close the log")
	}
}

// Alone at the screen (here with a bot) the log is the app's overlay,
// which stops the round, the sand with it, as the pause panel does.
func TestTheLogAloneStopsTheRound(t *testing.T) {
	g := newRig(t, table(seats(1, 1, "easy"), 11, 60))
	g.settle()
	g.tap(idLog.String())
	if len(g.nav.overlays) != 1 || g.nav.overlays[0] != core.OverlayLog || g.r.log.open {
		t.Fatalf("Log alone opened overlays %v (own panel %v)", g.nav.overlays, g.r.log.open)
	}
}

// The log panel's buttons are touch targets and its words fit, at a
// readable size, in every language, at the screen and around a table,
// on a phone and a desktop.
func TestTheLogPanelFits(t *testing.T) {
	for _, around := range []bool{false, true} {
		for _, size := range [][2]int{{1280, 800}, {844, 390}, {390, 844}} {
			if around && size[0] < size[1] {
				continue
			}
			for _, lang := range i18n.Languages {
				tb := table(seats(3, 0, ""), 5, 0)
				tb.Around = around
				g := newRig(t, tb)
				g.ctx.Tr = i18n.New(lang)
				g.resize(size[0], size[1])
				g.settle()
				g.tap(idLog.String())
				if !g.r.log.open {
					t.Fatalf("%v %v %s: the log did not open", around, size, lang)
				}
				what := fmt.Sprintf("log around %v %dx%d %s", around, size[0], size[1], lang)
				layouttest.CheckTargets(t, what, g.ctx, g.r.logTargets(nil), layouttest.TouchPx)
				log := core.DrawTexts(g.ctx, func(dst *ebiten.Image) {
					g.r.log.painted = logPaint{} // painted afresh, its words logged
					g.r.drawLog(dst, g.ctx)
				})
				for _, p := range append(log.Problems(), layouttest.TooSmall(g.ctx, log)...) {
					t.Errorf("%s: %s", what, p)
				}
				if lp := &g.r.log; lp.body.H < lp.size*1.35 || lp.size < layouttest.LeastTextPx {
					t.Errorf("%s: the log's lines have %.0f px at %.0f px", what, lp.body.H, lp.size)
				}
			}
		}
	}
}
