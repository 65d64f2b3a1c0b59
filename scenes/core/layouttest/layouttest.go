// Package layouttest holds what the scenes' layout tests share: the
// screens they lay out on, seats of the longest names, the check that no
// text of a frame leaves its place or overlaps another (read from the
// boxes core.Text notes, no pixels read), and the check that a scene's
// widgets lie on the screen, apart, each a touch target.
package layouttest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TouchPx is the least side of a touch target, in CSS pixels: a
// fingertip (Apple's guidelines ask 44 points; Android's 48 dp).
//
// It is a literal here on purpose, and the layout tests compare with it
// rather than with a scene's own floor (kakuzu's minTouch, knister's
// leastButton): a test that reads the product's constant back passes
// whatever the constant becomes, so 44 lowered to 30 would give 30 px
// buttons on a phone and no test would notice.
const TouchPx = 44

// LeastTextPx is the least size of any text drawn, in CSS pixels: what
// is still read at arm's length on a phone. A literal for the same
// reason as TouchPx: core.Context.Least is the product's floor, and a
// test that reads it back passes whatever it becomes.
const LeastTextPx = 12

// BodyPx is the least size of a button's label and of running text (the
// rules, a menu card's blurb), in CSS pixels: the body text the scenes
// set at 14 CSS px on a phone. A literal, like TouchPx.
const BodyPx = 14

// Sizes are a phone held upright and lying down, a tablet, a small
// laptop, a laptop and a full-HD screen.
var Sizes = [][2]int{{390, 844}, {844, 390}, {768, 1024}, {1024, 600}, {1280, 800}, {1920, 1080}}

// SeatCounts are 1, 4 and 12 seats clamped to a game's range, and its
// most, each once, fewest first.
func SeatCounts(g *core.Game) []int {
	var out []int
	for _, n := range []int{1, 4, 12, g.MaxSeats} {
		n = max(g.MinSeats, min(n, g.MaxSeats))
		if len(out) == 0 || out[len(out)-1] < n {
			out = append(out, n)
		}
	}
	return out
}

// LongSeats are n seats with the longest names allowed in wide letters,
// Latin W and Cyrillic Ж by turns; even seats are people, odd ones bots
// of level bot.
func LongSeats(n int, bot string) []rules.Player {
	var out []rules.Player
	for i := range n {
		letter := "W"
		if i%2 == 1 {
			letter = "Ж"
		}
		p := rules.Player{Name: fmt.Sprint(i+1) + strings.Repeat(letter, core.MaxNameRunes-1)}
		if i%2 == 1 {
			p.Bot = bot
		}
		out = append(out, p)
	}
	return out
}

// CheckTexts draws one frame with draw and fails for every text box that
// leaves its box or its space (the screen, a panel), overlaps another of
// its space, or is set under LeastTextPx (TooSmall); a frame with no
// text at all fails too.
//
// With CIFRA_LAYOUT_SHOTS=DIR set (and the package's tests run in a game
// loop, see ebitentest.Main) the frame is also saved there as a PNG for a
// person to look at, when what matches CIFRA_LAYOUT_SHOTS_MATCH (a
// regular expression; every frame without it):
//
//	CIFRA_LAYOUT_SHOTS=out/shots/layout CIFRA_LAYOUT_SHOTS_MATCH='4 seats.*(en|ru)' \
//	  xvfb-run -a go test -run TextsFit ./scenes/kakuro/
func CheckTexts(t *testing.T, what string, ctx *core.Context, draw func(dst *ebiten.Image)) {
	t.Helper()
	collectNow()
	log := core.DrawTexts(ctx, draw)
	if dir := os.Getenv("CIFRA_LAYOUT_SHOTS"); dir != "" {
		shoot(t, dir, what, ctx, draw)
	}
	if len(log.Boxes) == 0 {
		t.Errorf("%s: no text drawn at all", what)
	}
	for _, p := range log.Problems() {
		t.Errorf("%s: %s", what, p)
	}
	for _, p := range TooSmall(ctx, log) {
		t.Errorf("%s: %s", what, p)
	}
}

// checked counts the frames CheckTexts drew.
var checked atomic.Int64

// collectNow runs Ebitengine's queued drawing (ebitentest.Flush: the
// frames drawn here are never read back, so their vertices and the
// disposal of their images would wait in its queue) and, every eighth
// frame checked, the garbage collector: a test that lays out a round for
// every screen, seat count and language leaves thousands of rounds'
// images behind, which Ebitengine frees only when the collector finds
// them, and the collector counts only the Go heap, not the pixels the
// software renderer holds for them (a Kakuro test reached 16 GB and was
// killed).
func collectNow() {
	ebitentest.Flush()
	if checked.Add(1)%8 == 0 {
		runtime.GC()
	}
}

// Screen is one setting a layout test draws in: a game's seat count,
// whether they sit around a table, the screen's size and the language.
type Screen struct {
	Game   string
	Seats  int
	Around bool
	W, H   int
	Lang   i18n.Lang
}

func (s Screen) String() string {
	return fmt.Sprintf("%s %d seats around %v %dx%d %s", s.Game, s.Seats, s.Around, s.W, s.H, s.Lang)
}

// Context is a context for s with kit (one kit for a whole test: its
// painted pieces are kept by size) and a navigator that goes nowhere.
func (s Screen) Context(kit *sprites.Kit) *core.Context {
	return &core.Context{Kit: kit, Tr: i18n.New(s.Lang), Settings: &core.Settings{}, Nav: nowhere{},
		Frame: &ui.Frame{}, W: s.W, H: s.H, Scale: 1}
}

// Screens are every setting a game's round is checked in: SeatCounts,
// at the screen and (where the seats fit) around a table, where the
// screen lies flat and the app lays it out landscape, on every size in
// every language.
func Screens(g *core.Game) []Screen {
	var out []Screen
	for _, n := range SeatCounts(g) {
		for _, around := range []bool{false, true} {
			if around && !(core.Table{Seats: make([]rules.Player, n)}).CanSitAround(g) {
				continue
			}
			seen := map[[2]int]bool{}
			for _, size := range Sizes {
				w, h := size[0], size[1]
				if around && h > w {
					w, h = h, w
				}
				if seen[[2]int{w, h}] {
					continue // around a table, a phone upright is the phone lying down
				}
				seen[[2]int{w, h}] = true
				for _, lang := range i18n.Languages {
					out = append(out, Screen{Game: g.ID, Seats: n, Around: around, W: w, H: h, Lang: lang})
				}
			}
		}
	}
	return out
}

// nowhere is a Navigator that goes nowhere.
type nowhere struct{}

func (nowhere) Switch(core.Scene)          {}
func (nowhere) Menu()                      {}
func (nowhere) Overlay(k core.OverlayKind) {}
func (nowhere) CloseOverlay()              {}
func (nowhere) Quit()                      {}
func (nowhere) SettingsChanged()           {}

// CheckTargets fails when a widget leaves the screen, two widgets
// overlap, or an enabled one is smaller than a touch target (minH CSS px
// tall, TouchPx wide; an on-screen keyboard's keys included). minH is
// TouchPx but where a test says why a screen gets less.
func CheckTargets(t *testing.T, what string, ctx *core.Context, ws []ui.Target, minH float64) {
	t.Helper()
	css := ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	for i, a := range ws {
		if a.X < -0.01 || a.Y < -0.01 || a.X+a.W > W+0.01 || a.Y+a.H > H+0.01 {
			t.Errorf("%s: %s at %+v leaves the %v×%v screen", what, a.ID, a, W, H)
		}
		if a.Enabled && (a.H < minH*css-0.01 || a.W < TouchPx*css-0.01) {
			t.Errorf("%s: %s is %.0f×%.0f px, a touch target is at least %v×%v", what, a.ID, a.W, a.H, TouchPx*css, minH*css)
		}
		for _, b := range ws[i+1:] {
			if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
				t.Errorf("%s: %s and %s overlap", what, a.ID, b.ID)
			}
		}
	}
}

// ButtonPx is the size core.DrawButton draws label at in r: its own size,
// shrunk until the label fits.
func ButtonPx(ctx *core.Context, label string, r ui.Rect) float64 {
	return core.FitBold(label, r.W*0.9, min(r.H*0.42, ctx.U()*4.2)).Size
}

// CheckScoring checks a game's scoring scene on every size in every
// language: open makes it for a context (the caller's finished game of
// seats seats); once its points have counted up, the texts of a frame
// with each seat's details chosen in turn (pick) must fit.
func CheckScoring(t *testing.T, seats int, open func(ctx *core.Context) (s core.Scene, pick func(seat int))) {
	t.Helper()
	kit := sprites.NewKit(sprites.Classic())
	for _, size := range Sizes {
		for _, lang := range i18n.Languages {
			ctx := Screen{Seats: seats, W: size[0], H: size[1], Lang: lang}.Context(kit)
			s, pick := open(ctx)
			CountUp(ctx, s)
			for p := range seats {
				pick(p)
				what := fmt.Sprintf("%s scoring %d seats %dx%d %s seat %d", s.(core.InGame).Game(), seats, size[0], size[1], lang, p)
				CheckTexts(t, what, ctx, func(dst *ebiten.Image) { s.Draw(dst, ctx) })
			}
		}
	}
}

// CountUp lays the scoring scene s out and plays it until its points
// have counted up.
func CountUp(ctx *core.Context, s core.Scene) {
	s.Layout(ctx)
	for range 60 {
		s.Update(ctx)
	}
}

// Texts are the words of one frame draw paints, as core.DrawTexts logs
// them.
func Texts(ctx *core.Context, draw func(dst *ebiten.Image)) []string {
	var out []string
	for _, b := range core.DrawTexts(ctx, draw).Boxes {
		out = append(out, b.Text)
	}
	return out
}

// shoot saves the frame draw paints as DIR/<what>.png when what matches
// CIFRA_LAYOUT_SHOTS_MATCH.
func shoot(t *testing.T, dir, what string, ctx *core.Context, draw func(dst *ebiten.Image)) {
	t.Helper()
	if m := os.Getenv("CIFRA_LAYOUT_SHOTS_MATCH"); m != "" {
		if ok, err := regexp.MatchString(m, what); err != nil || !ok {
			return
		}
	}
	dst := ebiten.NewImage(max(1, ctx.W), max(1, ctx.H))
	defer dst.Deallocate()
	draw(dst)
	name := strings.Map(func(r rune) rune {
		if r == ' ' {
			return '-'
		}
		return r
	}, t.Name()+"-"+what) + ".png"
	if err := ebitentest.WritePNG(dst, filepath.Join(dir, strings.ReplaceAll(name, "/", "-"))); err != nil {
		t.Fatal(err)
	}
}
