package kakuro

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// roundScreens are the screens the round is checked on: layouttest's
// (one, four and five seats), and two and three seats as well, at the
// screen and around a table, at every size in every language.
func roundScreens() []layouttest.Screen {
	out := layouttest.Screens(&Game)
	for _, n := range []int{2, 3} {
		for _, around := range []bool{false, true} {
			if around && !(core.Table{Seats: make([]rules.Player, n)}).CanSitAround(&Game) {
				continue
			}
			seen := map[[2]int]bool{}
			for _, size := range layouttest.Sizes {
				w, h := size[0], size[1]
				if around && h > w {
					w, h = h, w // a table lies flat: landscape
				}
				if seen[[2]int{w, h}] {
					continue
				}
				seen[[2]int{w, h}] = true
				for _, lang := range i18n.Languages {
					out = append(out, layouttest.Screen{Game: Game.ID, Seats: n, Around: around, W: w, H: h, Lang: lang})
				}
			}
		}
	}
	return out
}

// TestTwoAndThreeSeatsTextsFit is TestRoundTextsFit for the seat counts
// layouttest.Screens leaves out: two and three seats, hunting and
// claiming, at the screen and around a table, every size and language.
func TestTwoAndThreeSeatsTextsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range roundScreens() {
		if sc.Seats != 2 && sc.Seats != 3 {
			continue
		}
		what := sc.String()
		g := screenRig(t, sc, kit)
		g.run(90)
		if sc.Seats == 3 {
			g.tap(impossibleID(2))
		}
		layouttest.CheckTexts(t, what+" hunting", g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
		g.tap(buzzID(0))
		layouttest.CheckTexts(t, what+" claiming", g.ctx, func(dst *ebiten.Image) { g.r.Draw(dst, g.ctx) })
	}
}

// TestRoundTargetsFit: with one to five seats, at the screen and around a
// table, on a phone upright and lying down, a tablet, a small laptop, a
// laptop and a full-HD screen, in every language, hunting and claiming:
// every button (the buzzers, "impossible", Check, Undo, Log, Menu) lies
// on the screen, apart from the others, and is a fingertip (44 CSS px)
// on both sides; every hand tile is 24 CSS px at least (a piece dragged
// onto the board, 15 px on a phone lying down before); the board's
// squares are the board's (a drag along a row marks it).
func TestRoundTargetsFit(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range roundScreens() {
		g := screenRig(t, sc, kit)
		g.run(90)
		check := func(moment string) {
			what := sc.String() + " " + moment
			var buttons []ui.Target
			for _, x := range g.r.Targets() {
				switch {
				case strings.HasPrefix(x.ID, squareName):
				case strings.Contains(x.ID, tileName):
					if least := 24 * g.ctx.CSSPx(); x.Enabled && min(x.W, x.H) < least-0.01 {
						t.Errorf("%s: hand tile %s is %.1f×%.1f px, under %.0f", what, x.ID, x.W, x.H, least)
					}
				default:
					buttons = append(buttons, x)
				}
			}
			if len(buttons) < 2+sc.Seats/2 {
				t.Fatalf("%s: only %d buttons", what, len(buttons))
			}
			layouttest.CheckTargets(t, what, g.ctx, buttons, layouttest.TouchPx)
		}
		check("hunting")
		g.tap(buzzID(0))
		check("claiming")
	}
}

// TestBotSeatsShowTheirLevel: a bot's seat panel says its level ("Bot ·
// easy", "Bot · normal", "Bot · hard", in the player's language) all
// round, at the readable least or more, with two to five seats at the
// screen and around a table, every size and language; a person's panel
// says none.
func TestBotSeatsShowTheirLevel(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	levels := []string{"easy", "normal", "hard"}
	for _, sc := range roundScreens() {
		if sc.Seats < 2 {
			continue
		}
		players := layouttest.LongSeats(sc.Seats, "")
		for i := range players {
			if i%2 == 1 {
				players[i].Bot = levels[(i/2)%len(levels)]
			}
		}
		tb := table(players, 5, 60)
		tb.Around = sc.Around
		ctx := sc.Context(kit)
		nv := &nav{}
		ctx.Nav = nv
		g := &rig{t: t, ctx: ctx, nav: nv, script: &ui.Script{}, r: NewRound(ctx, tb)}
		g.r.Layout(ctx)
		g.run(90)
		log := core.DrawTexts(ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
		for p, pl := range players {
			space := "seat " + strconv.Itoa(p)
			var said []core.TextBox
			for _, key := range []string{"seat.bot.easy", "seat.bot.normal", "seat.bot.hard"} {
				for _, b := range log.Boxes {
					if b.Space == space && b.Text == ctx.T(key) {
						said = append(said, b)
					}
				}
			}
			switch {
			case pl.Bot == "" && len(said) > 0:
				t.Errorf("%s: person %d's panel says %q", sc, p, said[0].Text)
			case pl.Bot == "":
			case len(said) != 1 || said[0].Text != ctx.T("seat.bot."+pl.Bot):
				t.Errorf("%s: bot %d (%s) says %v, want %q once", sc, p, pl.Bot, said, ctx.T("seat.bot."+pl.Bot))
			case said[0].Size < layouttest.LeastTextPx*ctx.CSSPx()-0.01:
				t.Errorf("%s: bot %d's level is %.1f px", sc, p, said[0].Size)
			}
		}
	}
}

// TestTheCountsReadAroundATable: around a table of two to five, at every
// size and in every language, the counts beside the board (sums left,
// set aside, action tiles) read at body size (14 CSS px) at least, a
// distance across the table, with the news said beside them in the same
// frame, clear of them (CheckTexts: nothing overlaps).
func TestTheCountsReadAroundATable(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	for _, sc := range roundScreens() {
		if !sc.Around {
			continue
		}
		g := screenRig(t, sc, kit)
		g.run(90)
		if sc.Seats >= 3 {
			g.tap(impossibleID(2)) // the news says so, the longest name in it
		}
		ctx := g.ctx
		what := sc.String()
		news := g.r.newsText(ctx)
		if news == "" {
			t.Fatalf("%s: no news", what)
		}
		layouttest.CheckTexts(t, what+" counts", ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
		log := core.DrawTexts(ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
		v := &g.r.view
		for _, count := range []string{ctx.T("kakuro.stack", v.sums), ctx.T("kakuro.asidecount", len(v.aside), kakuro.Box.AsideToEnd), ctx.T("kakuro.stock", v.stock)} {
			i := slices.IndexFunc(log.Boxes, func(b core.TextBox) bool { return b.Space == "screen" && b.Text == count })
			switch {
			case i < 0:
				t.Errorf("%s: %q not drawn whole", what, count)
			case log.Boxes[i].Size < layouttest.BodyPx*ctx.CSSPx()-0.01:
				t.Errorf("%s: %q is %.1f px, under %d", what, count, log.Boxes[i].Size, layouttest.BodyPx)
			}
		}
		if !slices.ContainsFunc(log.Boxes, func(b core.TextBox) bool { return b.Space == "screen" && b.In == g.r.lay.news }) {
			t.Errorf("%s: the news %q is not drawn beside the counts", what, news)
		}
	}
}

// TestTheClaimSaysEveryReason: a claimer's row 2 2 that runs on into a
// number square adds up to its sum yet breaks two rules; the claimer's
// panel and the news say both at once ("the row must end at a sum field
// or the edge; 2 appears twice, so a doubler is needed", in RULES.md's
// words, or both in short where the room is short), at the readable least
// or more, on a phone upright and lying down and on a laptop, in every
// language.
//
// Five people on a phone leave the claimer's panel one line, and no
// more width than the board spares: there it says the first reason in
// short, marked as one of more ("…", or cut short), and the news says
// them all. With $CIFRA_SHOTS set, the frames in English and German are
// saved there.
func TestTheClaimSaysEveryReason(t *testing.T) {
	dir, shots := ebitentest.ShotDir(t, "CIFRA_SHOTS")
	row := countedRow(5, 2) // countedBoard's row 5 begins 2 2 2: its first two add up to 4
	type setting struct {
		people int
		size   [2]int
	}
	var settings []setting
	for _, size := range [][2]int{{390, 844}, {844, 390}, {1280, 800}} {
		settings = append(settings, setting{2, size}) // two people: the claim has its seconds
	}
	settings = append(settings, setting{5, [2]int{390, 844}}, setting{5, [2]int{844, 390}})
	for _, set := range settings {
		size := set.size
		for _, lang := range i18n.Languages {
			what := fmt.Sprintf("%d people %dx%d %s", set.people, size[0], size[1], lang)
			tb := table(layouttest.LongSeats(set.people, ""), 1, 60)
			g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Board: countedBoard, Sums: []int{4, 3, 5, 6}, Stock: testStock}))
			g.ctx.Tr = i18n.New(lang)
			g.resize(size[0], size[1])
			g.run(90)
			g.tap(buzzID(0))
			g.markRow(row)
			pv := g.r.claim.preview
			if pv.Total != g.r.view.target || len(pv.Reasons) != 2 {
				t.Fatalf("%s: the row adds up to %d for %d, reasons %v", what, pv.Total, g.r.view.target, pv.Reasons)
			}
			ctx := g.ctx
			full := []string{ctx.T("kakuro.reason.row-not-closed"), ctx.T("kakuro.reason.doubler", 2, ctx.T("kakuro.reason.twice"))}
			short := []string{ctx.T("kakuro.why.row-not-closed"), ctx.N("kakuro.why.doublers-short", 1, 1)}
			if news := g.r.newsSays(ctx)[0]; !strings.Contains(news, full[0]) || !strings.Contains(news, full[1]) {
				t.Errorf("%s: the news says %q, without %q", what, news, full)
			}
			log := core.DrawTexts(ctx, func(dst *ebiten.Image) { g.r.Draw(dst, ctx) })
			for _, p := range append(log.Problems(), layouttest.TooSmall(ctx, log)...) {
				t.Errorf("%s: %s", what, p)
			}
			var status, news []string
			for _, b := range log.Boxes {
				switch {
				case b.Space == "seat 0" && b.In == g.r.seats[0].panel.lay.status:
					status = append(status, b.Text)
				case b.Space == "screen" && b.In == g.r.lay.news:
					news = append(news, b.Text)
				}
			}
			said := strings.Join(status, " ")
			both := func(s string, words []string) bool {
				s = strings.ToLower(strings.ReplaceAll(s, "\n", " "))
				return strings.Contains(s, strings.ToLower(words[0])) && strings.Contains(s, strings.ToLower(words[1]))
			}
			switch {
			case set.people == 5 && strings.HasPrefix(short[0]+"…", strings.TrimSuffix(said, "…")) && len(said) > len(short[0])/2:
				// one line: the first reason in short, cut short where it must
			case !both(said, full) && !both(said, short):
				t.Errorf("%s: the claimer's panel says %q: not both reasons", what, said)
			}
			if drawn := strings.Join(news, " "); !both(drawn, full) && !both(drawn, short) {
				t.Errorf("%s: the news drawn reads %q: not both reasons", what, drawn)
			}
			if shots && (lang == "en" || lang == "de") {
				shootScene(t, ctx, filepath.Join(dir, fmt.Sprintf("reasons-%d-people-%dx%d-%s.png", set.people, size[0], size[1], lang)), g.r)
			}
		}
	}
}
