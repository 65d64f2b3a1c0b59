package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/scenes/ui"
)

// tour walks the real app through every scene, tick by tick, and saves a
// screenshot of each (TestTour).
type tour struct {
	app    *App
	script *ui.Script
	steps  []func(*tour)
	wait   int
	err    error // a step that could not be done ends the tour with it
}

// tap presses a widget of the current scene; an unknown or disabled one
// stops the tour with an error (the game loop cannot call t.Fatal).
func (t *tour) tap(id string) {
	var ids []string
	for _, x := range t.app.Targets() {
		if x.ID == id {
			if !x.Enabled {
				t.err = fmt.Errorf("tour: %q is disabled in scene %q", id, t.app.Scene().Name())
				return
			}
			t.script.Tap(x.X+x.W/2, x.Y+x.H/2, false)
			return
		}
		ids = append(ids, x.ID)
	}
	t.err = fmt.Errorf("tour: scene %q has no %q (targets: %v)", t.app.Scene().Name(), id, ids)
}
func (t *tour) Update() error {
	if t.err != nil {
		return t.err
	}
	if err := t.app.Update(); err != nil {
		return err
	}
	if t.wait > 0 {
		t.wait--
		return nil
	}
	if len(t.steps) == 0 {
		return ebiten.Termination
	}
	t.steps[0](t)
	t.steps = t.steps[1:]
	t.wait = 70
	return t.err
}
func (t *tour) Draw(s *ebiten.Image)       { t.app.Draw(s) }
func (t *tour) Layout(w, h int) (int, int) { return t.app.Layout(w, h) }
func shot(name string) func(*tour)         { return func(t *tour) { t.app.ctx.Shot = name } }
func tap(id string) func(*tour)            { return func(t *tour) { t.tap(id) } }
func key(k ui.Key) func(*tour)             { return func(t *tour) { t.script.Press(k) } }

// TestTour walks the real app (in French) from the menu through settings,
// help, setup, a round, the pass screen and the pause overlay back to the
// menu's resume offer, as the game loop would: each tick an Update, then
// a Draw into a 1280×800 screen (in device pixels) that is not cleared
// between frames. The app's own -shots pictures of every scene must each
// show something (ebitentest.Look). They go to a temporary folder, or to
// $CIFRA_TOUR for people to look at:
//
//	CIFRA_TOUR=/tmp/tour xvfb-run -a go test -run TestTour ./scenes/
func TestTour(t *testing.T) {
	dir, _ := ebitentest.ShotDir(t, "CIFRA_TOUR")
	start := time.Now().Add(-time.Second) // older files are an earlier tour's
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	s := &ui.Script{}
	app, err := NewApp(Options{ShotsDir: dir, Lang: "fr", Frames: 1 << 30}, registry, s)
	if err != nil {
		t.Fatal(err)
	}
	tr := &tour{app: app, script: s, steps: []func(*tour){
		tap("menu.settings"), shot("settings"), key(ui.KeyBack),
		tap("menu.help"), shot("help"), key(ui.KeyBack),
		tap("menu.game.0"), tap("setup.add"), tap("setup.add"), tap("setup.seat.kind.2"), tap("setup.hints"), shot("setup-filled"),
		tap("setup.start"), tap("round.cell.0.0"), tap("round.roll"), shot("pass"), tap("pass.ready"), key(ui.KeyBack), shot("pause"),
		tap("overlay.leave"), // the menu shoots its resume offer itself
	}}
	// The window's size; the screen is the app's, in device pixels (the
	// same on a plain display).
	const w, h = 1280, 800
	sw, sh := tr.Layout(w, h)
	screen := ebiten.NewImage(sw, sh)
	defer screen.Deallocate()
	for tick := 0; ; tick++ {
		if tick > 10000 {
			t.Fatalf("the tour has not ended after %d ticks (%d steps left)", tick, len(tr.steps))
		}
		if lw, lh := tr.Layout(w, h); lw != sw || lh != sh {
			t.Fatalf("tick %d: the app changed its screen from %d×%d to %d×%d", tick, sw, sh, lw, lh)
		}
		err := tr.Update()
		if errors.Is(err, ebiten.Termination) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		tr.Draw(screen)
	}
	if err := app.Close(); err != nil { // waits for the shots to be written
		t.Fatal(err)
	}
	// The app names its shots NN-scene.png; each step that asks for one,
	// and the menu's resume offer, must have come out and look like
	// something.
	want := map[string]bool{"settings": false, "help": false, "setup-filled": false, "pass": false, "pause": false, "menu-resume": false}
	files, err := filepath.Glob(filepath.Join(dir, "*.png"))
	if err != nil {
		t.Fatal(err)
	}
	shots := 0
	for _, f := range files {
		if fi, err := os.Stat(f); err != nil || fi.ModTime().Before(start) {
			continue
		}
		shots++
		name := strings.TrimSuffix(filepath.Base(f), ".png")
		if _, scene, ok := strings.Cut(name, "-"); ok {
			if _, asked := want[scene]; asked {
				want[scene] = true
			}
		}
		if err := lookOfFile(f); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
	for scene, ok := range want {
		if !ok {
			t.Errorf("no shot of %q among the %d this tour wrote in %s", scene, shots, dir)
		}
	}
}

// lookOfFile checks that the PNG file at path shows something.
func lookOfFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return err
	}
	rgba, ok := img.(*image.RGBA)
	if !ok {
		rgba = image.NewRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	}
	return ebitentest.LookOf(rgba).Check()
}
