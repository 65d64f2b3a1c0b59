package scenes

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/ui"
)

// tour walks the real app through every scene inside the game loop and
// saves a screenshot of each, for people to look at:
//
//	CIFRA_TOUR=/tmp/tour xvfb-run -a go test -run TestTour ./scenes/
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

// TestTour is skipped unless CIFRA_TOUR names a folder for the pictures.
func TestTour(t *testing.T) {
	dir := os.Getenv("CIFRA_TOUR")
	if dir == "" {
		t.Skip()
	}
	t.Setenv("CIFRA_CONFIG_DIR", t.TempDir())
	s := &ui.Script{}
	app, err := NewApp(Options{ShotsDir: dir, Lang: "fr", Frames: 1 << 30}, s)
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
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(tr); err != nil {
		t.Fatal(err)
	}
	app.Close()
}
