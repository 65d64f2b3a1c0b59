package kakuro

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// TestGuidedDealTeaches: the guided deal's three lessons are legal claims
// in order — a plain row of 8 (36), a row closed by a sum field (22), a
// digit tile under that new sum field (11) — and the game then ends.
func TestGuidedDealTeaches(t *testing.T) {
	st, err := kakuro.New(kakuro.Config{Seed: guidedSeed, Players: 1, Setup: guidedSetup})
	if err != nil {
		t.Fatal(err)
	}
	wantPoints := []int{8, 3, 2}
	for i, l := range lessons {
		if st.Target() != l.target {
			t.Fatalf("lesson %d: sum tile %d, want %d", i+1, st.Target(), l.target)
		}
		evs, err := st.Apply(kakuro.ClaimMove(kakuro.Claim{Player: 0, Row: l.row, Uses: l.uses}))
		if err != nil {
			t.Fatalf("lesson %d: %v", i+1, err)
		}
		for _, ev := range evs {
			if rej, ok := ev.(kakuro.ClaimRejected); ok {
				t.Fatalf("lesson %d's claim is rejected: %v", i+1, rej.Reason)
			}
		}
		if got := st.Score(0); got != sum(wantPoints[:i+1]) {
			t.Errorf("after lesson %d: %d points, want %d", i+1, got, sum(wantPoints[:i+1]))
		}
	}
	if !st.Finished() {
		t.Errorf("the guided game goes on after its three sums")
	}
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// guidedRig starts the guided game on a w×h screen.
func guidedRig(t *testing.T, w, h int) *rig {
	t.Helper()
	if os.Getenv(store.EnvConfigDir) == "" {
		t.Setenv(store.EnvConfigDir, t.TempDir())
	}
	ctx, n := newContext(w, h)
	g := &rig{t: t, ctx: ctx, nav: n, script: &ui.Script{}}
	g.r = NewGuided(ctx)
	g.r.Layout(ctx)
	return g
}

// TestGuidedGameFollowingThePointer plays the guided game doing only what
// its pointer shows — taps and drags at the pointer's spots — in landscape
// and on a phone, to the scoring scene: 13 points, nothing saved, nothing
// counted.
func TestGuidedGameFollowingThePointer(t *testing.T) {
	shots := os.Getenv("KAKURO_GUIDE_SHOTS")
	inLoop(t, shots != "", func() {
		for _, size := range [][2]int{{1280, 800}, {390, 844}} {
			followGuide(t, size, shots)
		}
	})
}

// followGuide plays the guided game on a screen of size by the pointer;
// with shots set, it saves a PNG of every step there.
func followGuide(t *testing.T, size [2]int, shots string) {
	g := guidedRig(t, size[0], size[1])
	for step := 0; len(g.nav.switched) == 0; step++ {
		if step > 60 {
			t.Fatalf("the guided game did not end after 60 steps (phase %s, score %d, message %q)", g.r.Phase(), g.r.State().Score(0), g.r.message)
		}
		g.waitFor("the guide to point", 600, func() bool {
			_, p := g.r.guide.step(g.ctx, g.r)
			return p.show || len(g.nav.switched) > 0
		})
		if len(g.nav.switched) > 0 {
			break
		}
		msg, p := g.r.guide.step(g.ctx, g.r)
		if msg == "" {
			t.Fatalf("step %d: a pointer without words", step)
		}
		if shots != "" {
			g.shoot(filepath.Join(shots, strconv.Itoa(size[0])+"-"+strconv.Itoa(step)+".png"))
		}
		if p.drag {
			g.script.Drag(p.x, p.y, p.tx, p.ty, 8)
		} else {
			g.script.Tap(p.x, p.y, true)
		}
		g.run(2)
	}
	if got := g.r.State().Score(0); got != 13 {
		t.Errorf("the guided game scored %d, want 13", got)
	}
	if _, ok := g.nav.switched[0].(*Scoring); !ok {
		t.Errorf("the guided game went to %T, want the scoring scene", g.nav.switched[0])
	}
	if s, err := core.LoadSave(&Game); s != nil || err != nil {
		t.Errorf("the guided game left a save (%v, %v)", s, err)
	}
}

// loopOnce runs a function inside Ebitengine's game loop, where pixels
// can be read back.
type loopOnce struct{ do func() }

func (l *loopOnce) Update() error            { l.do(); return ebiten.Termination }
func (*loopOnce) Draw(*ebiten.Image)         {}
func (*loopOnce) Layout(int, int) (int, int) { return 64, 64 }

// inLoop runs fn in the game loop when it must read pixels (once per
// test binary: run such a test alone), else as is.
func inLoop(t *testing.T, pixels bool, fn func()) {
	if !pixels {
		fn()
		return
	}
	ran := false
	if err := ebiten.RunGame(&loopOnce{do: func() { ran = true; fn() }}); err != nil || !ran {
		t.Fatalf("the game loop did not run the test (%v): run it alone", err)
	}
}

// TestGuideHoldsBack: in the guided game another row, a tile laid
// elsewhere, an early check and "impossible" are refused with a word, and
// nothing is lost.
func TestGuideHoldsBack(t *testing.T) {
	g := guidedRig(t, 1280, 800)
	g.settle()
	g.tap(impossibleID(0))
	if g.r.seats[0].declared || g.r.message != g.ctx.T("kakuro.guide.follow") {
		t.Fatalf("impossible in the guided game: declared %v, message %q", g.r.seats[0].declared, g.r.message)
	}
	g.tap(buzzID(0))
	g.drag(squareID(kakuro.Pos{4, 1}), squareID(kakuro.Pos{4, 8}))
	if g.r.claim.marked {
		t.Fatalf("row 4 was marked; the lesson is row 3")
	}
	g.markRow(lessons[0].row)
	g.tap(checkID(0))
	g.settle()
	if g.r.State().Target() != 22 {
		t.Fatalf("after lesson 1 the sum tile is %d, want 22", g.r.State().Target())
	}
	g.tap(buzzID(0))
	g.markRow(lessons[1].row)
	g.tap(checkID(0))
	if g.r.phase != phaseClaim || g.r.State().LockedOut(0) {
		t.Fatalf("an early check went through: phase %s", g.r.Phase())
	}
	i := g.handIndex(0, kakuro.DigitTile(6))
	g.drag(tileID(0, i), squareID(kakuro.Pos{6, 2}))
	if len(g.r.claim.uses) != 0 {
		t.Fatalf("the 6 was laid in lesson 2: %+v", g.r.claim.uses)
	}
}

// shoot saves the round as drawn now, for looking at.
func (g *rig) shoot(path string) {
	dst := ebiten.NewImage(g.ctx.W, g.ctx.H)
	defer dst.Deallocate()
	g.r.Draw(dst, g.ctx)
	if err := ebitentest.WritePNG(dst, path); err != nil {
		g.t.Fatal(err)
	}
}
