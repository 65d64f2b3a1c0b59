package knister

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// roundScreens are the screens the round is checked on: one to six seats
// at the screen, and twelve, and two to six around a table, on every
// size of layouttest.Sizes in every language (a table lying flat laid
// out landscape, as the app lays it).
func roundScreens() []layouttest.Screen {
	var out []layouttest.Screen
	for _, n := range []int{1, 2, 3, 4, 5, 6, 12} {
		for _, around := range []bool{false, true} {
			if around && (n < 2 || n > maxAround) {
				continue
			}
			seen := map[[2]int]bool{}
			for _, size := range layouttest.Sizes {
				w, h := size[0], size[1]
				if around && h > w {
					w, h = h, w
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

// screenRound is a round of sc's seats of the longest names (people and
// bots by turns, the bots normal) with hints on, laid out on sc and
// played until the dice have landed and the bots have written.
func screenRound(t *testing.T, sc layouttest.Screen, kit *sprites.Kit) (*Round, *core.Context) {
	t.Helper()
	ctx := sc.Context(kit)
	ctx.Nav = nopNav{}
	tb := core.Table{Game: knister.GameName, Seats: layouttest.LongSeats(sc.Seats, "normal"), Seed: 3, Hints: true, Around: sc.Around}
	r := NewRound(ctx, tb)
	r.Layout(ctx)
	settle(r, ctx, tumbleTicks+40)
	return r, ctx
}

// playRolls writes rolls more numbers on every card (as a hard bot
// would) through the rules, then shows the next roll landing. The
// choices are worked out once per table of the same seats and seed
// (played, by the count of seats) and replayed on every screen.
func playRolls(t *testing.T, r *Round, ctx *core.Context, rolls int, played map[int][]knister.Move) {
	t.Helper()
	n := len(r.table.Seats)
	moves, known := played[n]
	for roll := range rolls {
		for p := range n {
			var m knister.Move
			if i := roll*n + p; known {
				m = moves[i]
			} else {
				b, _ := knister.NewBot("hard", uint64(roll*31+p), p)
				c := b.Choose(r.st.Grid(p), r.st.Sum(), r.st.RollsLeft())
				m = knister.Move{P: p, Cell: [2]int{c.R, c.C}}
				played[n] = append(played[n], m)
			}
			if r.st.HasPlaced(p) {
				continue // the bots at the table wrote the first roll themselves
			}
			if _, err := r.st.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := r.st.Roll(); err != nil {
			t.Fatal(err)
		}
	}
	r.startRoll(ctx)
	settle(r, ctx, tumbleTicks+20)
}

// settle plays ticks ticks (the dice land, the bots write) and takes
// the device from the pass screen.
func settle(r *Round, ctx *core.Context, ticks int) {
	for range ticks {
		r.Update(ctx)
	}
	if r.passing {
		r.ready()
		r.Update(ctx)
	}
}

// TestRoundFitsEveryScreen: the round of one to six seats (and twelve),
// at the screen and around a table, on a phone upright and lying down, a
// tablet, a small laptop, a laptop and a full-HD screen, in every
// language, at the first roll and twenty rolls on: every enabled target
// is a fingertip (44 CSS px) and every text is at least 12 CSS px, inside
// its place, over no other.
func TestRoundFitsEveryScreen(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	only := regexp.MustCompile(os.Getenv("KNISTER_SCREENS")) // a few screens, while mending one
	played := map[int][]knister.Move{}
	for _, sc := range roundScreens() {
		what := sc.String()
		if !only.MatchString(what) {
			continue
		}
		r, ctx := screenRound(t, sc, kit)
		layouttest.CheckTargets(t, what, ctx, r.Targets(), layouttest.TouchPx)
		if !sc.Around {
			// Undo and Roll are fingertips before they are enabled, too.
			l := &r.lay
			for id, b := range map[string]ui.Rect{"roll": l.primary, "undo": l.undo, "menu": l.menu, "log": l.log, "hint": l.hint} {
				if min(b.W, b.H) < layouttest.TouchPx*ctx.CSSPx()-0.01 {
					t.Errorf("%s: %s is %.0f×%.0f px", what, id, b.W, b.H)
				}
			}
		}
		layouttest.CheckTexts(t, what, ctx, func(dst *ebiten.Image) { r.Draw(dst, ctx) })
		// Twenty rolls on, the cards' lines scored.
		playRolls(t, r, ctx, 20, played)
		layouttest.CheckTexts(t, what+" roll 21", ctx, func(dst *ebiten.Image) { r.Draw(dst, ctx) })
	}
}

// TestBotSeatsShowTheirLevel: during the round every bot seat says its
// level ("Bot · hard") beside its name in the scoreboard, and around a
// table in its own panel, at 12 CSS px or more, on every size in every
// language (the drawn texts, read from the text log).
func TestBotSeatsShowTheirLevel(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	kit := sprites.NewKit(sprites.Classic())
	levels := knister.Levels()
	for _, around := range []bool{false, true} {
		for _, size := range layouttest.Sizes {
			for _, lang := range i18n.Languages {
				n := 12
				if around {
					n = 4
				}
				sc := layouttest.Screen{Game: Game.ID, Seats: n, Around: around, W: size[0], H: size[1], Lang: lang}
				if around && sc.H > sc.W {
					sc.W, sc.H = sc.H, sc.W
				}
				ctx := sc.Context(kit)
				ctx.Nav = nopNav{}
				tb := core.Table{Game: knister.GameName, Seats: layouttest.LongSeats(n, ""), Seed: 3, Around: around, Hints: true}
				for i := 1; i < n; i += 2 {
					tb.Seats[i].Bot = levels[i/2%len(levels)]
				}
				r := NewRound(ctx, tb)
				r.Layout(ctx)
				want := map[string]string{} // space/seat: the level it must show
				for i := 1; i < n; i += 2 {
					space := "screen"
					if r.table.Around { // not where the table is too small for the screen
						space = fmt.Sprintf("seat %d", i)
					}
					want[fmt.Sprintf("%s/%d", space, i)] = tb.Seats[i].Bot
				}
				for range tumbleTicks + 40 {
					r.Update(ctx)
				}
				log := core.DrawTexts(ctx, func(dst *ebiten.Image) { r.Draw(dst, ctx) })
				seen := map[string]int{}
				for _, b := range log.Boxes {
					if b.Size >= layouttest.LeastTextPx*ctx.CSSPx()-0.01 {
						seen[b.Space+"\x00"+b.Text]++
					}
				}
				// The level in full, or alone where a pill is narrow.
				for key, level := range want {
					space := key[:strings.LastIndex(key, "/")]
					long, short := space+"\x00"+ctx.T("seat.bot."+level), space+"\x00"+ctx.T("knister.level."+level)
					switch {
					case seen[long] > 0:
						seen[long]--
					case seen[short] > 0:
						seen[short]--
					default:
						t.Errorf("%s: %s shows no %q at 12 px or more", sc, key, ctx.T("seat.bot."+level))
					}
				}
			}
		}
	}
}
