package knister

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// TestGuidedRollsTeach: the guided rolls, written where the lessons say,
// fill the main diagonal with a full house (7 8 7 8 7): 8 points, doubled
// on a diagonal, the card's only full line.
func TestGuidedRollsTeach(t *testing.T) {
	if len(lessons) != len(guidedRolls) {
		t.Fatalf("%d lessons for %d guided rolls", len(lessons), len(guidedRolls))
	}
	st, err := knister.New(1, guidedSeed, guidedRolls)
	if err != nil {
		t.Fatal(err)
	}
	var done []knister.LineScore
	for i, l := range lessons {
		if i > 0 {
			if _, err := st.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		evs, err := st.Apply(knister.Move{P: 0, Cell: [2]int{l.cell.R, l.cell.C}})
		if err != nil {
			t.Fatalf("lesson %d: %v", i+1, err)
		}
		for _, e := range evs {
			if lc, ok := e.(knister.LineCompleted); ok {
				done = append(done, lc.Score)
			}
		}
	}
	if len(done) != 1 || done[0].Line.Kind != knister.Diagonal || done[0].Combo != knister.FullHouse || done[0].Points != 16 {
		t.Fatalf("the guided rolls filled %+v, want the diagonal's full house for 16", done)
	}
}

// guideRig is a guided game on a w×h screen, driven by scripted input.
type guideRig struct {
	t      *testing.T
	ctx    *core.Context
	r      *Round
	script *ui.Script
	nav    *recNav
}

// recNav records where the scene sent the app.
type recNav struct {
	nopNav
	switched []core.Scene
	overlays []core.OverlayKind
}

func (n *recNav) Switch(s core.Scene)        { n.switched = append(n.switched, s) }
func (n *recNav) Overlay(k core.OverlayKind) { n.overlays = append(n.overlays, k) }

func newGuideRig(t *testing.T, lang string, w, h int) *guideRig {
	t.Helper()
	t.Setenv(store.EnvConfigDir, t.TempDir())
	nav := &recNav{}
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New(i18n.Lang(lang)), Settings: &core.Settings{},
		Nav: nav, Frame: &ui.Frame{}, W: w, H: h, Scale: 1}
	g := &guideRig{t: t, ctx: ctx, nav: nav, script: &ui.Script{}}
	g.r = NewGuided(ctx)
	g.r.Layout(ctx)
	return g
}

// run plays n ticks of scripted input.
func (g *guideRig) run(n int) {
	for range n {
		f := g.script.Poll(1)
		g.ctx.Frame = &f
		g.r.Update(g.ctx)
	}
}

// settle plays the queued input, then ticks until the guide points (or
// the guided rolls are over).
func (g *guideRig) settle() {
	g.run(g.script.Pending() + 1)
	for i := 0; i < 600 && !g.r.guide.over(g.r) && !g.r.guide.point(g.r).show; i++ {
		g.run(1)
	}
}

// shoot saves the screen as a PNG in dir (when set).
func (g *guideRig) shoot(dir, name string) {
	if dir == "" {
		return
	}
	img := ebiten.NewImage(g.ctx.W, g.ctx.H)
	defer img.Deallocate()
	g.r.Draw(img, g.ctx)
	if err := ebitentest.Shoot(img, filepath.Join(dir, name)); err != nil {
		g.t.Error(err)
	}
}

// wrongCell is a free square that is not the lesson's.
func (g *guideRig) wrongCell() knister.Cell {
	l := g.r.guide.lesson(g.r)
	for _, c := range g.r.st.Legal(0) {
		if c != l.cell {
			return c
		}
	}
	g.t.Fatal("no free square but the lesson's")
	return knister.Cell{}
}

// checkEnd checks the guided game's end: the diagonal's full house scored
// 16, the guide silent, the hints back, nothing saved.
func (g *guideRig) checkEnd() {
	t := g.t
	r := g.r
	if !r.guide.over(r) {
		t.Fatalf("the guide is not over on roll %d", r.st.Round()+1)
	}
	grid := r.st.Grid(0)
	for i, want := range []int{7, 8, 7, 8, 7} {
		if grid[i][i] != want {
			t.Fatalf("the diagonal reads %v at %d, want 7 8 7 8 7", grid[i][i], i)
		}
	}
	if got := r.st.Scores()[0]; got != 16 {
		t.Errorf("the guided rolls scored %d, want the diagonal's 16", got)
	}
	if msg, p := r.guide.step(g.ctx, r); msg != "" || p.show {
		t.Errorf("after the guided rolls the guide still says %q (pointer %v)", msg, p.show)
	}
	if !r.hintsShown() || r.lay.guide {
		t.Errorf("after the guide: hints shown %v, layout for the guide %v", r.hintsShown(), r.lay.guide)
	}
	if s, err := core.LoadSave(&Game); s != nil || err != nil {
		t.Errorf("the guided game left a save (%v, %v)", s, err)
	}
	if !r.Table().Practice {
		t.Error("the guided game is not practice (it would be counted)")
	}
}

// TestGuidedGameFollowingThePointer plays the guided game doing only what
// its pointer shows (drags and taps at its spots, the mouse on a laptop,
// fingers on a phone), after first trying a square the lesson does not
// want at every roll: that try is held back with the lesson's reason.
// With KNISTER_GUIDE_SHOTS naming a folder it saves a PNG of every step.
func TestGuidedGameFollowingThePointer(t *testing.T) {
	shots := os.Getenv("KNISTER_GUIDE_SHOTS")
	for _, c := range []struct {
		size [2]int
		lang string
	}{{[2]int{1280, 800}, "en"}, {[2]int{390, 844}, "en"}, {[2]int{1280, 800}, "de"}, {[2]int{390, 844}, "fr"}} {
		t.Run(strconv.Itoa(c.size[0])+"/"+c.lang, func(t *testing.T) {
			g := newGuideRig(t, c.lang, c.size[0], c.size[1])
			touch := c.size[0] < c.size[1]
			name := func(step int, what string) string {
				return strconv.Itoa(c.size[0]) + "x" + strconv.Itoa(c.size[1]) + "-" + c.lang + "-" + strconv.Itoa(step) + what + ".png"
			}
			g.settle()
			for step := 0; !g.r.guide.over(g.r); step++ {
				if step > 20 {
					t.Fatalf("the guide did not end after 20 steps (roll %d)", g.r.st.Round()+1)
				}
				msg, p := g.r.guide.step(g.ctx, g.r)
				if msg == "" || !p.show {
					t.Fatalf("step %d: words %q, pointer %v", step, msg, p.show)
				}
				if p.drag {
					l := g.r.guide.lesson(g.r)
					if !g.r.lay.token.Contains(p.x, p.y) || !g.r.lay.cell(l.cell).Contains(p.tx, p.ty) {
						t.Fatalf("step %d: the pointer goes from %.0f,%.0f to %.0f,%.0f, not from the slip to %v", step, p.x, p.y, p.tx, p.ty, l.cell)
					}
					// A wrong square first: held back, with the reason.
					wrong := g.wrongCell()
					x, y := g.r.lay.cell(wrong).Center()
					g.script.Tap(x, y, touch)
					g.settle()
					if g.r.st.Grid(0)[wrong.R][wrong.C] != 0 || g.r.st.HasPlaced(0) {
						t.Fatalf("step %d: the guide let the sum go to %v", step, wrong)
					}
					if got := g.r.guide.words(g.ctx, g.r); !strings.HasPrefix(got, g.ctx.T(l.no)) {
						t.Fatalf("step %d: a held-back square says %q, want the reason %q", step, got, g.ctx.T(l.no))
					}
					g.shoot(shots, name(step, "-no"))
					if touch { // a finger carries the slip above itself
						p.ty += g.r.lay.lift() + g.r.lay.token.H/2
						g.script.DragTogether(8, ui.Stroke{From: ui.Point{X: p.x, Y: p.y}, To: ui.Point{X: p.tx, Y: p.ty}})
					} else {
						g.script.Drag(p.x, p.y, p.tx, p.ty, 8)
					}
					g.settle()
					if got := g.r.st.Grid(0)[l.cell.R][l.cell.C]; got == 0 {
						t.Fatalf("step %d: following the pointer did not write at %v", step, l.cell)
					}
					continue
				}
				if !g.r.lay.primary.Contains(p.x, p.y) {
					t.Fatalf("step %d: the pointer taps %.0f,%.0f, not Roll", step, p.x, p.y)
				}
				g.shoot(shots, name(step, ""))
				g.script.Tap(p.x, p.y, touch)
				g.settle()
			}
			g.checkEnd()
			g.shoot(shots, name(99, "-after"))
		})
	}
}

// TestGuidedGameByKeyboard: the keyboard plays the guide too: the focus
// goes to each lesson's square, Enter writes there, Enter again rolls.
func TestGuidedGameByKeyboard(t *testing.T) {
	g := newGuideRig(t, "en", 1280, 800)
	g.settle()
	for step := 0; !g.r.guide.over(g.r); step++ {
		if step > 20 {
			t.Fatalf("the guide did not end after 20 presses (roll %d)", g.r.st.Round()+1)
		}
		if l := g.r.guide.lesson(g.r); g.r.canPlace() && g.r.Focused() != cellID(l.cell).String() {
			t.Fatalf("roll %d: the focus is on %s, want the lesson's square %v", g.r.st.Round()+1, g.r.Focused(), l.cell)
		}
		g.script.Press(ui.KeyActivate)
		g.settle()
	}
	g.checkEnd()
}

// TestGuidedGameFromTryIt: the registry entry starts the guide, a
// practice game for one person.
func TestGuidedGameFromTryIt(t *testing.T) {
	ctx := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
	r, ok := Game.Guide(ctx).(*Round)
	if !ok || r.guide == nil {
		t.Fatalf("Game.Guide started %T without a guide", Game.Guide(ctx))
	}
	if tb := r.Table(); len(tb.Seats) != 1 || !tb.Human(0) || !tb.Practice {
		t.Errorf("the guide seats %+v, want one person, practice", tb)
	}
}
