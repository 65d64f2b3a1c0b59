package overlay

import (
	"fmt"
	"image/color"
	"testing"

	"cifra/internal/cli"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/ui"
)

// loggedRound is a round that keeps a made-up log: the overlay is tested
// apart from any one game's words.
type loggedRound struct {
	core.InGame
	lines []core.LogLine
}

func (l *loggedRound) GameLog(*core.Context) []core.LogLine { return l.lines }

// madeUpLog is n lines, three to a turn, of two seats, some long enough to
// wrap on a phone.
func madeUpLog(n int) []core.LogLine {
	var lines []core.LogLine
	for i := range n {
		text := fmt.Sprintf("Line %d: Ana lifts the stone in row %d, column %d.", i, i%9+1, i%7+1)
		if i%4 == 0 {
			text += " It is a 7, the number drawn: she keeps it and plays again."
		}
		lines = append(lines, core.LogLine{Seat: i % 2, Colour: color.RGBA{200, 60, 40, 255}, Text: text, Turn: i / 3})
	}
	return lines
}

// openLog starts a Knister game at w×h, puts a made-up log of n lines
// under it and opens the pause panel.
func openLog(t *testing.T, w, h, n int, lang i18n.Lang) (*apptest.Harness, *loggedRound) {
	t.Helper()
	hs := apptest.New(t, cli.Options{Lang: lang, Game: "knister", Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}}, Seed: 3}, games.All, w, h)
	hs.Run(30)
	round, ok := hs.App.Scene().(core.InGame)
	if !ok {
		t.Fatalf("the game opened %q", hs.App.Scene().Name())
	}
	l := &loggedRound{InGame: round, lines: madeUpLog(n)}
	hs.App.Switch(l)
	hs.App.Overlay(core.OverlayPause)
	hs.Run(1)
	return hs, l
}

// The pause panel over a round that keeps a log offers "Game log"; the log
// opens on its newest page; Earlier and Left turn back, Later and Right
// forward; every line is on exactly one page, every page's lines fit the
// body, and Back returns to the pause panel.
func TestGameLogPages(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {1280, 800}} {
		for _, lang := range []i18n.Lang{"en", "ru"} {
			name := fmt.Sprintf("%dx%d/%s", sz[0], sz[1], lang)
			hs, l := openLog(t, sz[0], sz[1], 120, lang)
			hs.Tap(idOLog.String())
			o := hs.App.Scene().(*Scene)
			if o.kind != core.OverlayLog {
				t.Fatalf("%s: Game log opened kind %d", name, o.kind)
			}
			n := len(o.log.pages)
			if n < 2 {
				t.Fatalf("%s: 120 lines fit one page", name)
			}
			if o.log.page != n-1 {
				t.Errorf("%s: the log opens on page %d of %d, want the newest", name, o.log.page+1, n)
			}
			next := 0
			ctx := hs.App.Context()
			for i, pg := range o.log.pages {
				if pg.first != next || pg.end <= pg.first {
					t.Errorf("%s: page %d holds lines %d to %d after %d", name, i+1, pg.first, pg.end, next)
				}
				next = pg.end
				h := 0.0
				for j := pg.first; j < pg.end; j++ {
					h += core.LogLineHeight(ctx, l.lines, j, o.log.body, o.log.size)
				}
				if h > o.log.body.H+0.5 && pg.end-pg.first > 1 {
					t.Errorf("%s: page %d is %.0f px in a %.0f px body", name, i+1, h, o.log.body.H)
				}
			}
			if next != len(l.lines) {
				t.Errorf("%s: the pages end at line %d of %d", name, next, len(l.lines))
			}
			if o.log.size < helpFloor(ctx)-0.01 {
				t.Errorf("%s: the log is set at %.1f px, under %.1f", name, o.log.size, helpFloor(ctx))
			}
			hs.Tap(idHelpPrev.String())
			if o.log.page != n-2 {
				t.Errorf("%s: Earlier shows page %d, want %d", name, o.log.page+1, n-1)
			}
			hs.Script.Press(ui.KeyLeft)
			hs.Run(1)
			if n > 2 && o.log.page != n-3 {
				t.Errorf("%s: Left shows page %d, want %d", name, o.log.page+1, n-2)
			}
			hs.Script.Press(ui.KeyRight)
			hs.Run(1)
			hs.Tap(idHelpNext.String())
			if o.log.page != n-1 {
				t.Errorf("%s: Right and Later show page %d, want %d", name, o.log.page+1, n)
			}
			for _, w := range o.controls.Widgets() {
				if !inside(w.Rect, o.panel) || w.Rect.H < helpTouch*ctx.CSSPx()-0.5 {
					t.Errorf("%s: %s %v is outside the panel or under a fingertip high", name, w.ID, w.Rect)
				}
			}
			hs.Tap(idOBack.String())
			if o.kind != core.OverlayPause {
				t.Errorf("%s: Back from the log shows kind %d, want the pause panel", name, o.kind)
			}
		}
	}
}

// A log opened for itself (a round's Log button) closes on Back; a short
// log is one page without page turners; an empty one says so.
func TestGameLogOpenedFromTheRound(t *testing.T) {
	hs, l := openLog(t, 1280, 800, 5, "en")
	hs.App.CloseOverlay()
	hs.App.Overlay(core.OverlayLog)
	hs.Run(1)
	o := hs.App.Scene().(*Scene)
	if len(o.log.pages) != 1 {
		t.Errorf("5 lines take %d pages", len(o.log.pages))
	}
	if _, ok := hs.Target(idHelpNext.String()); ok {
		t.Errorf("a one-page log shows page turners: %v", hs.IDs())
	}
	hs.Tap(idOBack.String())
	if hs.App.Scene() != core.Scene(l) {
		t.Errorf("Back from a log opened by the round shows %q, want the round", hs.App.Scene().Name())
	}
	l.lines = nil
	hs.App.Overlay(core.OverlayLog)
	hs.Run(1)
	if got := hs.App.Scene().(*Scene).log.pages; len(got) != 1 || got[0].end != 0 {
		t.Errorf("an empty log has pages %v", got)
	}
}
