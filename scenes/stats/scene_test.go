package stats

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
	kakuroart "cifra/sprites/kakuro"
	kakuzuart "cifra/sprites/kakuzu"
	knisterart "cifra/sprites/knister"
)

// nav records where the scene sends the app.
type nav struct{ menus int }

func (n *nav) Switch(core.Scene)          {}
func (n *nav) Menu()                      { n.menus++ }
func (n *nav) Overlay(k core.OverlayKind) {}
func (n *nav) CloseOverlay()              {}
func (n *nav) Quit()                      {}
func (n *nav) SettingsChanged()           {}

// games are the three games as the registry lists them, with their icons.
var games = []*core.Game{
	{ID: "knister", Icon: knisterart.Icon},
	{ID: "kakuro", Icon: kakuroart.Icon},
	{ID: "kakuzu", Icon: kakuzuart.Icon},
}

// newContext is a context of w×h pixels in lang, with a kit for drawing.
func newContext(lang i18n.Lang, w, h int) (*core.Context, *nav) {
	n := &nav{}
	return &core.Context{
		Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(lang), Settings: &core.Settings{},
		Nav: n, Frame: &ui.Frame{}, W: w, H: h, Scale: 1,
	}, n
}

// someStats records a few games: a solo best and table games of Knister,
// table games only of Kakuro, nothing of Kakuzu.
func someStats(t *testing.T) {
	t.Helper()
	record(t, solo("knister", 87, 18446744073709551557, day(14)))
	record(t, solo("knister", 52, 2, day(15)))
	for i := range 5 {
		record(t, Result{Game: "knister", Scores: []int{40, 50}, Winners: []int{i % 2}, Humans: []bool{true, false}, Date: day(16)})
		record(t, Result{Game: "kakuro", Scores: []int{40, 50, 60}, Winners: []int{i % 3}, Humans: []bool{true, false, true}, Date: day(16)})
	}
}

// newScene builds and lays out the Stats screen.
func newScene(t *testing.T, ctx *core.Context) *Scene {
	t.Helper()
	s, ok := NewScene(ctx, games).(*Scene)
	if !ok {
		t.Fatal("NewScene does not return a *Scene")
	}
	s.Layout(ctx)
	return s
}

func TestSceneTargetsAndBack(t *testing.T) {
	useTempDir(t)
	someStats(t)
	ctx, n := newContext("en", 1280, 800)
	s := newScene(t, ctx)
	if s.Name() != "stats" || s.Animating() {
		t.Fatalf("Name %q, Animating %v", s.Name(), s.Animating())
	}
	targets := s.Targets()
	if len(targets) != 1 || targets[0].ID != "stats.back" || !targets[0].Enabled {
		t.Fatalf("targets %+v, want the enabled stats.back alone", targets)
	}
	back := targets[0]
	if back.X < 0 || back.Y < 0 || back.X+back.W > 1280 || back.Y+back.H > 800 {
		t.Fatalf("Back %+v is off the screen", back)
	}

	script := &ui.Script{}
	script.Tap(back.X+back.W/2, back.Y+back.H/2, true)
	for script.Pending() > 0 {
		f := script.Poll(1)
		ctx.Frame = &f
		s.Update(ctx)
	}
	if n.menus != 1 {
		t.Fatalf("tapping Back went to the menu %d times, want 1", n.menus)
	}
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyBack}}
	s.Update(ctx)
	if n.menus != 2 {
		t.Fatalf("Esc went to the menu %d times in all, want 2", n.menus)
	}
	if notices := ctx.TakeNotices(); len(notices) != 0 {
		t.Fatalf("readable statistics raised notices %q", notices)
	}
}

func TestSceneShowsTheNumbers(t *testing.T) {
	useTempDir(t)
	someStats(t)
	ctx, _ := newContext("en", 1280, 800)
	s := newScene(t, ctx)
	got := map[string][]string{}
	for _, p := range s.panels {
		for _, l := range p.lines {
			got[p.game] = append(got[p.game], l.label+"="+l.value)
		}
	}
	want := map[string]string{
		"knister": "Games played=7 Games won=3 Best solo score=87 Set on=2025-03-14 Seed=18446744073709551557",
		"kakuro":  "Games played=5 Games won=3 Best solo score=—",
		"kakuzu":  "",
	}
	for game, w := range want {
		if g := strings.Join(got[game], " "); g != w {
			t.Errorf("%s shows %q, want %q", game, g, w)
		}
	}
}

// In every language and on both screens the panels stay on the screen,
// apart from each other, the title and the Back button, and the text stays
// large enough to read.
func TestSceneLayoutFits(t *testing.T) {
	useTempDir(t)
	someStats(t)
	for _, lang := range i18n.Languages {
		for _, size := range [][2]int{{1280, 800}, {390, 844}, {800, 1280}, {1920, 1080}} {
			ctx, _ := newContext(lang, size[0], size[1])
			s := newScene(t, ctx)
			screen := ui.Rect{W: float64(size[0]), H: float64(size[1])}
			back, _ := s.controls.Rect(backID)
			boxes := []ui.Rect{s.title, back}
			for _, p := range s.panels {
				boxes = append(boxes, p.rect)
			}
			for i, a := range boxes {
				if !inside(a, screen) {
					t.Errorf("%s %v: box %d %+v leaves the screen", lang, size, i, a)
				}
				for _, b := range boxes[i+1:] {
					if overlap(a, b) {
						t.Errorf("%s %v: %+v overlaps %+v", lang, size, a, b)
					}
				}
			}
			if min := ctx.U() * 2.5; s.size < min || s.detailSize < min*0.8 {
				t.Errorf("%s %v: row text %.1f px, details %.1f px, want at least %.1f and %.1f", lang, size, s.size, s.detailSize, min, min*0.8)
			}
		}
	}
}

func inside(a, b ui.Rect) bool {
	return a.X >= b.X && a.Y >= b.Y && a.X+a.W <= b.X+b.W && a.Y+a.H <= b.Y+b.H
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestSceneReportsDamagedStatistics(t *testing.T) {
	writeBlob(t, useTempDir(t), `{"version": 1, "games": {"knister": {"played": 2, "won": 3}}}`)
	ctx, _ := newContext("en", 1280, 800)
	s := newScene(t, ctx)
	notices := ctx.TakeNotices()
	if len(notices) != 1 || !strings.Contains(notices[0], "damaged") || !strings.Contains(notices[0], "was kept") || strings.Contains(notices[0], ".bad") {
		t.Fatalf("notices %q, want one saying the statistics were damaged and kept", notices)
	}
	for _, p := range s.panels {
		if len(p.lines) != 0 {
			t.Fatalf("%s shows %v after damaged statistics, want nothing", p.game, p.lines)
		}
	}
}

func TestNoticeWordsEachError(t *testing.T) {
	ctx, _ := newContext("de", 100, 100)
	for _, c := range []struct {
		err  error
		want string
	}{
		{&SaveError{Err: errString("disk full")}, "Deine Statistik konnte nicht gespeichert werden: disk full"},
		{errString("permission denied"), "Deine Statistik konnte nicht gelesen werden (permission denied)."},
	} {
		if got := Notice(ctx, c.err); got != c.want {
			t.Errorf("Notice(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}

type errString string

func (e errString) Error() string { return string(e) }

// Drawing paints the sprites once; drawing again paints nothing new
// (DESIGN.md: painted once, drawn many times).
func TestSceneDrawsFromTheCache(t *testing.T) {
	useTempDir(t)
	someStats(t)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		ctx, _ := newContext("en", size[0], size[1])
		s := newScene(t, ctx)
		dst := ebiten.NewImage(size[0], size[1])
		s.Draw(dst, ctx)
		painted := ctx.Kit.Painted()
		s.Draw(dst, ctx)
		if got := ctx.Kit.Painted(); got != painted {
			t.Errorf("%v: the second Draw painted %d sprites", size, got-painted)
		}
		dst.Deallocate()
	}
}
