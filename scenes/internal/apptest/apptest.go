// Package apptest drives the whole app tick by tick with scripted input,
// for the tests of the app (cifra/scenes) and of the scenes it shows
// (scenes/menu, scenes/setup, scenes/overlay). Those scenes' tests need the
// real app around them, with their own package's insides in reach, but
// cannot import the app, which imports them; so the app is reached here
// through an interface, and each package's TestMain hands this package the
// app's constructor:
//
//	func TestMain(m *testing.M) { apptest.Main(m, scenes.NewApp) }
//
// (in the scenes packages a main_test.go of package X_test, which may
// import the app; the tests themselves stay in package X).
package apptest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/cli"
	"cifra/internal/ebitentest"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// App is what the tests drive of the app (scenes.App): the game loop's
// calls, the navigation, and what a test reads.
type App interface {
	ebiten.Game
	core.Navigator
	Scene() core.Scene
	Context() *core.Context
	Targets() []ui.Target
	Notices() []string
	Close() error
}

// newApp is the app's constructor, as Main was given it.
var newApp func(opts cli.Options, games []*core.Game, src ui.Source) (App, error)

// Main keeps newApp, the app's constructor (scenes.NewApp), and runs m's
// tests in a game loop (ebitentest.Main), exiting with their status.
func Main[A App](m *testing.M, newA func(cli.Options, []*core.Game, ui.Source) (A, error)) {
	newApp = func(opts cli.Options, games []*core.Game, src ui.Source) (App, error) {
		a, err := newA(opts, games, src)
		if err != nil {
			return nil, err // not a nil A in a non-nil App
		}
		return a, nil
	}
	ebitentest.Main(m)
}

// NewApp builds the app for games with input from src, with the
// constructor Main was given.
func NewApp(opts cli.Options, games []*core.Game, src ui.Source) (App, error) {
	if newApp == nil {
		panic("apptest: no app to build: the package's TestMain must call apptest.Main")
	}
	return newApp(opts, games, src)
}

// Harness is the app under test and the input it is played.
type Harness struct {
	T      *testing.T
	App    App
	Script *ui.Script
	Games  []*core.Game // the games the app was built for (Restart keeps them)
}

// New starts the app for games on a w×h screen, with its settings and
// saves in a folder of its own, in English unless opts say otherwise.
func New(t *testing.T, opts cli.Options, games []*core.Game, w, hh int) *Harness {
	t.Helper()
	t.Setenv(store.EnvConfigDir, t.TempDir())
	h := &Harness{T: t, Script: &ui.Script{}, Games: games}
	h.launch(opts, w, hh)
	return h
}

// Launch starts the app for games on the settings and saves folder
// already set (store.EnvConfigDir), as a launch would, on 1280×800.
func Launch(t *testing.T, opts cli.Options, games []*core.Game) *Harness {
	t.Helper()
	h := &Harness{T: t, Script: &ui.Script{}, Games: games}
	h.Restart(opts)
	return h
}

// Restart builds a new app on the same settings and saves folder, on
// 1280×800, as a relaunch after the window was closed or the program
// crashed.
func (h *Harness) Restart(opts cli.Options) {
	h.T.Helper()
	h.launch(opts, 1280, 800)
}

func (h *Harness) launch(opts cli.Options, w, hh int) {
	h.T.Helper()
	if opts.Lang == "" {
		opts.Lang = "en"
	}
	app, err := NewApp(opts, h.Games, h.Script)
	if err != nil {
		h.T.Fatal(err)
	}
	app.Layout(w, hh)
	h.App = app
	h.Run(2)
}

// Run plays queued input plus n idle ticks.
func (h *Harness) Run(n int) {
	h.T.Helper()
	for h.Script.Pending() > 0 || n > 0 {
		if h.Script.Pending() == 0 {
			n--
		}
		if err := h.App.Update(); err != nil {
			h.T.Fatalf("Update: %v", err)
		}
	}
}

// Target finds a widget of the current scene by ID.
func (h *Harness) Target(id string) (ui.Target, bool) {
	for _, t := range h.App.Targets() {
		if t.ID == id {
			return t, true
		}
	}
	return ui.Target{}, false
}

// MustTarget finds a widget of the current scene by ID and fails the test
// when the scene has none: a renamed widget must break a test, never turn
// a step into a silent no-op.
func (h *Harness) MustTarget(id string) ui.Target {
	h.T.Helper()
	t, ok := h.Target(id)
	if !ok {
		h.T.Fatalf("scene %q has no %q (targets: %v)", h.App.Scene().Name(), id, h.IDs())
	}
	return t
}

// Center is the middle of a widget.
func Center(t ui.Target) ui.Point { return ui.Point{X: t.X + t.W/2, Y: t.Y + t.H/2} }

// Tap presses and releases the mouse on the middle of a widget; an
// unknown or disabled widget fails the test.
func (h *Harness) Tap(id string) {
	h.T.Helper()
	t := h.MustTarget(id)
	if !t.Enabled {
		h.T.Fatalf("%q is disabled", id)
	}
	h.Script.Tap(t.X+t.W/2, t.Y+t.H/2, false)
	h.Run(1)
}

// Touch taps the middle of widget id with a finger.
func (h *Harness) Touch(id string) {
	h.T.Helper()
	c := Center(h.MustTarget(id))
	h.Script.Tap(c.X, c.Y, true)
	h.Run(1)
}

// Pad queues one press of keys on gamepad id and plays it.
func (h *Harness) Pad(id int, keys ...ui.Key) {
	h.T.Helper()
	h.Script.PadPress(id, keys...)
	h.Run(1)
}

// IDs lists the current scene's widgets.
func (h *Harness) IDs() []string {
	var ids []string
	for _, t := range h.App.Targets() {
		ids = append(ids, t.ID)
	}
	return ids
}

// WaitFor runs until cond holds (at most limit ticks).
func (h *Harness) WaitFor(what string, limit int, cond func() bool) {
	h.T.Helper()
	for range limit {
		if cond() {
			return
		}
		h.Run(1)
	}
	h.T.Fatalf("waited %d ticks for %s; scene %q, targets %v", limit, what, h.App.Scene().Name(), h.IDs())
}

// Enabled reports whether the current scene has widget id, enabled.
func (h *Harness) Enabled(id string) bool {
	t, ok := h.Target(id)
	return ok && t.Enabled
}

// Resize lays the app's context out for a w×h screen in lang, without a
// window or a tick: a scene laid out on it sees that screen (the scenes
// read only ctx.W, ctx.H and the translator), while the app keeps its own.
func (h *Harness) Resize(w, hh int, lang i18n.Lang) *core.Context {
	ctx := h.App.Context()
	ctx.W, ctx.H = w, hh
	ctx.Tr.SetLang(lang)
	return ctx
}

// DrawNow draws the app's whole screen into img as it is now, after one
// more tick: the tick asks for a picture as a scene asks -shots for one
// (core.Context.Shot), which has the app draw all of it.
func DrawNow(app App, img *ebiten.Image) error {
	app.Context().Shot = "test"
	if err := app.Update(); err != nil {
		return err
	}
	app.Draw(img)
	return nil
}
