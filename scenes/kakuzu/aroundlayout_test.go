package kakuzu

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// aroundRig is a round of n people around a w×h screen after the corner
// setup, the aids on.
func aroundRig(t *testing.T, n int, v kakuzu.Variant, w, h int) *rig {
	t.Helper()
	tb := table(seats(n), 1, v, 0)
	tb.Around, tb.Hints = true, true
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigSized(t, tb, st, w, h)
	g.settle()
	return g
}

// TestAroundTrayTakesTheRoom (issue 43 item 3): around a table of four
// at 1280×800, in both variants with the aids on, the tray's squares are
// at least 7% of the screen's height (they were 5.6%: a tray of 460 px,
// the panels 136 px deep), each seat's panel covers at most 3% of the
// screen (5% each before, a bot's as much as a person's; no-bag, with
// each person's own picker of nine, 6%, where it was 11%), and the
// pencil marks are set at 12 px or more.
func TestAroundTrayTakesTheRoom(t *testing.T) {
	for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
		tb := table(seats(2, "normal", "hard"), 1, v, 0)
		tb.Around, tb.Hints = true, true
		st := deal(t, tb)
		neutralSetup(t, st)
		g := rigSized(t, tb, st, 1280, 800)
		g.settle()
		if cell := g.r.lay.cell; cell < 0.07*800 {
			t.Errorf("%s: the tray's squares are %.0f px at 1280x800 around four seats, want at least %.0f", v, cell, 0.07*800)
		}
		most := 0.03
		if v == kakuzu.NoBag {
			most = 0.06
		}
		for p, s := range g.r.seats {
			if r := s.panel.Panel.Rect; r.W*r.H > most*1280*800 {
				t.Errorf("%s: seat %d's panel %+v covers %.1f%% of the screen, want at most %.0f%%", v, p, r, 100*r.W*r.H/(1280*800), most*100)
			}
		}
		if px, _ := g.r.lay.marks(); px < 12 {
			t.Errorf("%s: the pencil marks are %.1f px", v, px)
		}
		g.draw()
	}
}

// TestTrayFacesThePersonToMove (issue 43 item 3): around a table, the
// tray's digits and pencil marks turn to the person whose turn it is
// (the seat at the right edge reads them a quarter turn round); on a
// bot's turn they stay as the last person had them; at one screen they
// are always upright.
func TestTrayFacesThePersonToMove(t *testing.T) {
	tb := table([]rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Bot", Bot: "easy"}, {Name: "Cy"}}, 1, kakuzu.Classic, 0)
	tb.Around, tb.Hints = true, true
	st := deal(t, tb)
	neutralSetup(t, st)
	g := rigWith(t, tb, st)
	g.settle()
	want := []ui.Turn{ui.FaceBottom, ui.FaceRight, ui.FaceRight, ui.FaceLeft} // the bot's turn keeps Bo's
	for p := range 4 {
		g.r.view.turn = p
		if got := g.r.trayAngle(); math.Abs(got-turnAngle(want[p])) > 1e-9 {
			t.Errorf("seat %d to move (facing %v): the tray's digits are turned %.2f rad, want %.2f", p, g.r.seats[p].panel.Panel.Turn, got, turnAngle(want[p]))
		}
		g.draw()
	}
	if turnAngle(ui.FaceRight) == 0 || turnAngle(ui.FaceTop) == 0 {
		t.Fatal("a seat at the right or far edge reads the tray upright")
	}
	tb.Around = false
	s := rigWith(t, tb, deal(t, tb))
	for p := range 4 {
		s.r.view.turn = p
		if a := s.r.trayAngle(); a != 0 {
			t.Errorf("at one screen, seat %d to move turns the tray's digits %.2f rad", p, a)
		}
	}
}

// TestSeatPromptsClearOfTheirButtons (issue 43 item 6): around a table
// of four on a laptop and a small tablet, in both variants, the seat to
// move reads its whole prompt on its panel at the least size or more,
// and none of its panel's words lies under its buttons or picker. (A
// phone lying down passes one device instead of sitting four around it:
// TestATableTooSmallPassesTheDevice.)
func TestSeatPromptsClearOfTheirButtons(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {1024, 600}} {
		for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
			g := aroundRig(t, 4, v, sz[0], sz[1])
			p := g.r.st.Turn()
			want := g.ctx.T("kakuzu.status.draw")
			if v == kakuzu.NoBag {
				want = g.ctx.T("kakuzu.status.name")
			}
			what := fmt.Sprintf("%dx%d %s seat %d", sz[0], sz[1], v, p)
			log := core.DrawTexts(g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
			l := &g.r.seats[p].panel.lay
			var buttons []ui.Rect
			for _, w := range g.r.seats[p].panel.Widgets {
				buttons = append(buttons, w.Rect)
			}
			if len(buttons) == 0 {
				t.Fatalf("%s: the seat to move has no buttons", what)
			}
			found := false
			for _, b := range log.Boxes {
				if b.Space != fmt.Sprintf("seat %d", p) {
					continue
				}
				if b.Text == want && b.Size >= layouttest.LeastTextPx*g.ctx.CSSPx()-0.01 {
					found = true
				}
				for _, r := range buttons {
					// A button's own label lies in it; any other words must not.
					if overlap(b.Box, r) && !(b.Box.X >= r.X-0.5 && b.Box.X+b.Box.W <= r.X+r.W+0.5) {
						t.Errorf("%s: %q %+v runs under a button %+v", what, b.Text, b.Box, r)
					}
				}
			}
			if !found {
				var got []string
				for _, b := range log.Boxes {
					if b.Space == fmt.Sprintf("seat %d", p) {
						got = append(got, fmt.Sprintf("%q %.1fpx", b.Text, b.Size))
					}
				}
				t.Errorf("%s: the panel does not read %q in full at %d px or more (it reads %s; status box %+v)", what, want, layouttest.LeastTextPx, strings.Join(got, ", "), l.status)
			}
		}
	}
}

// everyScreen is every screen of layouttest.Sizes (laid out landscape
// around a table, as the app lays a flat table) with two, three and four
// seats, at one screen and around a table, in every language.
func everyScreen() []layouttest.Screen {
	var out []layouttest.Screen
	for _, size := range layouttest.Sizes {
		for n := 2; n <= 4; n++ {
			for _, around := range []bool{false, true} {
				w, h := size[0], size[1]
				if around && h > w {
					w, h = h, w
				}
				for _, lang := range i18n.Languages {
					out = append(out, layouttest.Screen{Game: Game.ID, Seats: n, Around: around, W: w, H: h, Lang: lang})
				}
			}
		}
	}
	return out
}

// screenRig is a round of tb laid out on sc (st: the state it plays,
// nil for a new deal) with one kit for a whole test.
func screenRig(t *testing.T, sc layouttest.Screen, kit *sprites.Kit, tb core.Table, st *kakuzu.State) *rig {
	ctx := sc.Context(kit)
	nv := &nav{}
	ctx.Nav = nv
	g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}}
	if st == nil {
		g.r = NewRound(ctx, tb)
	} else {
		g.r = newRound(ctx, tb, st)
	}
	g.r.Layout(ctx)
	g.settle()
	return g
}

// TestBotSeatsShowTheirLevel (issue 43 item 15): each bot seat's panel
// reads its level ("Bot · hard") at the least size or more, at every
// size, with two to four seats, at one screen and around a table, before
// and while the bot moves, in every language.
func TestBotSeatsShowTheirLevel(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	levels := []string{"", "easy", "normal", "hard"}
	for _, sc := range everyScreen() {
		ps := []rules.Player{{Name: "Ana"}}
		for i := 1; i < sc.Seats; i++ {
			ps = append(ps, rules.Player{Name: fmt.Sprintf("Bot %d", i), Bot: levels[i]})
		}
		tb := table(ps, 5, kakuzu.Classic, 30)
		tb.Around = sc.Around
		g := screenRig(t, sc, kit, tb, nil)
		checkLevels(t, sc.String()+" first turn", g, levels)
		m, ok := g.r.st.RandomDraw()
		if !ok {
			m = kakuzu.Lift(0, 0, 0) // the setup: a neutral stone from the first box
		}
		if !g.r.apply(g.ctx, m) {
			t.Fatalf("%s: the first move %v is refused", sc, m)
		}
		g.settle()
		checkLevels(t, sc.String()+" a bot to move", g, levels)
	}
}

// checkLevels fails unless every bot's panel in a frame of g reads its
// level at the least size or more.
func checkLevels(t *testing.T, what string, g *rig, levels []string) {
	t.Helper()
	log := core.DrawTexts(g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
	for p := 1; p < len(g.r.seats); p++ {
		want := g.ctx.T("seat.bot." + levels[p])
		ok := false
		var got []string
		for _, b := range log.Boxes {
			if b.Space == fmt.Sprintf("seat %d", p) {
				got = append(got, fmt.Sprintf("%q %.1fpx", b.Text, b.Size))
				ok = ok || b.Text == want && b.Size >= layouttest.LeastTextPx*g.ctx.CSSPx()-0.01
			}
		}
		if !ok {
			t.Errorf("%s: seat %d's panel does not read %q at %d px or more: it reads %s", what, p, want, layouttest.LeastTextPx, strings.Join(got, ", "))
		}
	}
}

// TestRoundTargetsFit (issue 43 item 4): at every size, with two, three
// and four seats of the longest names, at one screen and around a table
// (laid out landscape), in both variants with the aids on, in every
// language, on the first turn after the setup: every button and picker
// digit lies on the screen, apart from the others, and is at least a
// fingertip (44 CSS px) each way where it can be pressed; with three
// seats (which TestRoundTextsFit leaves out) no text is under the least,
// leaves its place or overlaps another.
func TestRoundTargetsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range everyScreen() {
		for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
			what := sc.String() + " " + string(v)
			tb := table(layouttest.LongSeats(sc.Seats, "normal"), 5, v, 30)
			tb.Around, tb.Hints = sc.Around, true
			st := deal(t, tb)
			neutralSetup(t, st)
			g := screenRig(t, sc, kit, tb, st)
			var ws []ui.Target
			for _, x := range g.r.Targets() {
				if !strings.HasPrefix(x.ID, squareName) {
					ws = append(ws, x)
				}
			}
			layouttest.CheckTargets(t, what, g.ctx, ws, layouttest.TouchPx)
			if sc.Seats == 3 {
				layouttest.CheckTexts(t, what, g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
			}
		}
	}
}
