package scenes

import (
	"errors"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/internal/startup"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/menu"
	"cifra/scenes/online"
	"cifra/scenes/overlay"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// fadeTicks is how long a cross-fade between scenes lasts.
const fadeTicks = 18

// App is the whole program as an ebiten.Game: it owns the current scene,
// an optional overlay on top, the shared services and the idle logic.
type App struct {
	opts     Options
	games    []*core.Game // every game, in menu order
	ctx      core.Context
	settings core.Settings
	source   ui.Source
	scene    core.Scene
	overlay  core.Scene

	w, h           int  // screen size in device pixels
	want           size // the window's size, applied once it settles
	settle         int  // ticks the wanted size has held
	laidOut        bool
	dirty          int // frames left that must be drawn even when idle
	fade           int // ticks left in the cross-fade
	fadeImg        *ebiten.Image
	flatImg        *ebiten.Image // a scene lying flat, before it is turned onto a portrait screen
	turnedPointers []ui.Pointer  // the frame's pointers as a turned scene sees them (reused)
	fadeGrab       bool          // copy the screen into fadeImg at the next Draw
	toasts         []toast
	toastAt        toastLayout // where the notice shown lies (see shownBox)
	frames         int
	stats          *frameStats
	shots          *shooter
	quit           bool
	lastScene      string
	sceneTicks     int
	idleTicks      int  // consecutive ticks with nothing to draw
	animStreak     int  // consecutive ticks the scene animated (0: it did not last tick)
	keyboardMode   bool // the latest input was a key, not a pointer (see ui.Frame.KeyboardMode)
	awake          bool // the screen is asked to stay on (a game is in progress)
	soundWarm      bool // every effect synthesized (or sound off at start: Play makes them on demand)
	// keepAwake asks the device to keep the screen on or lets it sleep
	// (keepScreenOn; tests record the calls).
	keepAwake func(on bool)
	ticks     tickClock // how many ticks each Update plays
	part      *ui.Rect  // when only this part of the screen must be redrawn
	lastFrame ui.Frame  // the last tick's input (for quietFrame)
	gfx       graphics  // the renderer and the slow-frame watch (graphics.go)
}

// size is a screen size in device pixels and the device scale.
type size struct {
	w, h  int
	scale float64
}

// resizeSettleTicks is how long (about 170 ms) a new window size must hold
// before sprites are repainted and scenes laid out for it. During a drag
// the window changes size every frame, and repainting at each step (about
// 100 ms at 1080p) made it stutter; until the size settles, Layout keeps
// the old screen size and Ebitengine scales the last picture to the window.
const resizeSettleTicks = 10

// sleepAfter is how many idle ticks pass before the app stops ticking
// until the next input; an idle table then costs next to no CPU.
const sleepAfter = 30

type toast struct {
	text string
	left int
}

// ErrQuit is returned by Update when the player quits or -frames ran out.
var ErrQuit = ebiten.Termination

// NewApp builds the app from the options for games (every game, in menu
// order: scenes/games lists them); src is the input (nil for the real
// mouse, touch and keyboard).
func NewApp(opts Options, games []*core.Game, src ui.Source) (*App, error) {
	live := src == nil // the real program, not a test's scripted input
	if live {
		src = ui.NewEbitenSource()
	}
	a := &App{opts: opts, games: games, source: src, settings: core.DefaultSettings()}
	notice := store.Load("settings", &a.settings)
	adopted := false
	for _, g := range games {
		adopted = a.settings.Adopt(g.ID, g.Settings) || adopted
	}
	lang := opts.Lang
	if lang == "" {
		lang = i18n.Lang(a.settings.Language)
	}
	if !i18n.Supported(lang) {
		lang = i18n.Detect(systemLocale())
	}
	a.settings.Language = string(lang)
	a.settings.Fullscreen = a.settings.Fullscreen || opts.Fullscreen
	a.settings.TableMode = a.settings.TableMode || opts.Table
	palette := sprites.Classic()
	if a.settings.ColorBlind {
		palette = sprites.ColorBlind()
	}
	kit := sprites.NewKit(palette)
	// The browser's first frame waits on the felt: a preview first, the
	// full felt over the next frames (the desktop paints it in one go).
	kit.SetFeltInBands(isBrowser)
	a.ctx = core.Context{
		Kit:      kit,
		Tr:       i18n.New(lang),
		Sound:    audio.New(!a.settings.Sound),
		Settings: &a.settings,
		Nav:      a,
		Daily:    online.DailyDesk{},
		Scale:    1,
		Autoplay: opts.Autoplay,
		Browser:  isBrowser,
	}
	if notice != nil {
		var ce *store.CorruptError
		if errors.As(notice, &ce) {
			a.ctx.Notify(a.ctx.T("notice.settings.corrupt"))
		} else {
			a.ctx.Notify(a.ctx.T("notice.settings.unreadable", notice.Error()))
		}
	}
	if adopted { // an older Cifra's file: saved in the new shape at once
		if err := store.Save("settings", a.settings); err != nil {
			a.ctx.Notify(a.ctx.T("notice.settings.unsaved", err.Error()))
		}
	}
	if opts.StatsFile != "" {
		a.stats = newFrameStats()
	}
	if opts.ShotsDir != "" {
		if err := os.MkdirAll(opts.ShotsDir, 0o755); err != nil {
			return nil, err
		}
		a.shots = &shooter{dir: opts.ShotsDir}
	}
	// The real program looks at its renderer: a software one draws
	// smooth under the automatic setting (graphics.go). The browser's
	// canvas takes its pixel ratio now, before Ebitengine first reads it.
	a.gfx.setting = a.settings.Graphics
	if a.gfx.detect = live; a.gfx.detect {
		a.gfx.renderer = rendererName()
		a.gfx.software = softwareRenderer(a.gfx.renderer)
		startRatio(a.wantedScale(screenRatio(), screenShort()))
	}
	a.scene = firstScene(&a.ctx, opts, games)
	a.settings.Fullscreen = initFullscreen(a.settings.Fullscreen)
	a.keepAwake = keepScreenOn
	return a, nil
}

// Context exposes the services (tests use it to inspect scenes).
func (a *App) Context() *core.Context { return &a.ctx }

// Scene returns the current scene (the overlay when one is open).
func (a *App) Scene() core.Scene {
	if a.overlay != nil {
		return a.overlay
	}
	return a.scene
}

// Switch implements core.Navigator: cross-fade to s.
func (a *App) Switch(s core.Scene) {
	a.scene = s
	a.overlay = nil
	a.asScene(s, func() { s.Layout(&a.ctx) })
	a.fade = fadeTicks
	a.fadeGrab = true
	a.redraw(2)
}

// Menu implements core.Navigator.
func (a *App) Menu() { a.Switch(menu.New(&a.ctx, a.games, 0)) }

// Overlay implements core.Navigator.
func (a *App) Overlay(kind core.OverlayKind) {
	a.overlay = overlay.New(kind, a.scene, a.games, fullscreenAvailable)
	a.asScene(a.overlay, func() { a.overlay.Layout(&a.ctx) })
	a.redraw(2)
}

// CloseOverlay implements core.Navigator.
func (a *App) CloseOverlay() {
	a.overlay = nil
	a.redraw(2)
}

// Quit implements core.Navigator.
func (a *App) Quit() {
	if !isBrowser {
		a.quit = true
	}
}

// SettingsChanged implements core.Navigator: apply and remember them.
func (a *App) SettingsChanged() {
	s := a.settings
	a.ctx.Tr.SetLang(i18n.Lang(s.Language))
	a.ctx.Sound.SetMuted(!s.Sound)
	palette := sprites.Classic()
	if s.ColorBlind {
		palette = sprites.ColorBlind()
	}
	if a.ctx.Kit.Palette() != palette {
		a.ctx.Kit.SetPalette(palette)
	}
	setFullscreen(s.Fullscreen)
	if s.Graphics == core.GraphicsAuto && s.Graphics != a.gfx.setting {
		a.settings.GraphicsSlow = false // chosen again: found out afresh
	}
	if s.Graphics != a.gfx.setting && isBrowser && a.wantedScale(screenRatio(), screenShort()) != deviceScale() {
		// The canvas keeps the pixel ratio the page started at.
		a.ctx.Notify(a.ctx.T("notice.graphics.reload"))
	}
	a.gfx.setting = s.Graphics
	a.saveSettings()
	a.relayout()
}

// saveSettings remembers the settings, saying so when they cannot be.
func (a *App) saveSettings() {
	if err := store.Save("settings", a.settings); err != nil {
		a.ctx.Notify(a.ctx.T("notice.settings.unsaved", err.Error()))
	}
}

func (a *App) relayout() {
	a.asScene(a.scene, func() { a.scene.Layout(&a.ctx) })
	if a.overlay != nil {
		a.asScene(a.overlay, func() { a.overlay.Layout(&a.ctx) })
	}
	a.redraw(2)
}

// Update implements ebiten.Game: one tick, or while the loop wakes only
// now and then (a scene that only ticks, see ticking.go), the ticks of
// game time since the last, the input coming with the last of them.
func (a *App) Update() error {
	for range a.ticks.due(time.Now()) - 1 {
		if err := a.tick(a.quietFrame()); err != nil {
			return err
		}
	}
	return a.tick(a.source.Poll(a.ctx.Scale))
}

// quietFrame is a tick's frame with no input: what stays true between
// ticks (where the mouse hovers, the pads plugged in) and nothing else.
func (a *App) quietFrame() ui.Frame {
	f := a.lastFrame
	return ui.Frame{HoverX: f.HoverX, HoverY: f.HoverY, HasHover: f.HasHover, ConnectedPads: f.ConnectedPads}
}

// tick plays one tick of game time with frame as its input.
func (a *App) tick(frame ui.Frame) error {
	defer a.stats.updateDone(a.stats.start())
	if a.quit {
		return ErrQuit
	}
	a.ctx.Tick++
	a.settleSize()
	a.lastFrame = frame
	a.dismissToast(&frame)
	a.keyboardMode = frame.NoteMode(a.keyboardMode)
	frame.KeyboardMode = a.keyboardMode
	a.ctx.Frame = &frame
	if frame.Activity {
		a.redraw(1)
	}
	if !a.laidOut && a.w > 0 {
		a.laidOut = true
		a.relayout()
		startup.Mark("first scene's layout")
	}
	current := a.Scene()
	if pr, ok := current.(core.PadRouter); !ok || !pr.RoutesPads() {
		frame.MergePadKeys()
	}
	if a.turned(current) {
		turned := a.turnFrame(frame)
		a.ctx.Frame = &turned
	}
	a.asScene(current, func() { current.Update(&a.ctx) })
	a.ctx.Frame = &frame
	// The tick an animation ends changes the picture too (the dice stop and
	// the card opens): draw it, then rest.
	// A Ticker reports that tick itself.
	anim := current.Animating()
	tk, isTicker := current.(core.Ticker)
	switch part, ok := a.changedPart(current, anim); {
	case ok:
		a.redrawPart(part)
	case anim || a.animStreak > 0 && !isTicker: // the tick after the last
		a.redraw(1)
	}
	if a.animStreak++; !anim {
		a.animStreak = 0
	}
	ticking := anim || isTicker && tk.Ticking()
	a.queueToasts()
	if a.fade > 0 {
		a.fade--
		a.redraw(1)
	}
	a.trackScene()
	a.followScreen()
	if a.ctx.Shot != "" {
		a.shots.want(a.ctx.Shot)
		a.ctx.Shot = ""
		a.redraw(1) // draw now, even when idle
	}
	// After the first frame, not before it: one effect a tick (audio.Warm),
	// and only on a still tick with no input, so the synthesis (a fraction
	// of a second for the longest effects in the browser) never holds up an
	// animation or an answer to a click.
	if a.frames > 0 && !a.soundWarm && !anim && !frame.Activity && a.fade == 0 {
		a.soundWarm = !a.ctx.Sound.Warm()
	}
	a.sleepWhenIdle(frame.Activity, ticking)
	publishHook(a)
	// Counted in ticks, not drawn frames: how often Draw runs depends on
	// the display (an X server without vsync draws far more often), so a
	// run's length in game time must not.
	if a.opts.Frames > 0 && a.ctx.Tick >= int64(a.opts.Frames) {
		return ErrQuit
	}
	return nil
}

// sleepWhenIdle stops the game loop between inputs once nothing moves:
// Ebitengine then calls Update and Draw only when input arrives. A scene
// that still needs ticks though nothing moves (a bot thinks, a clock
// runs) is woken now and then instead, its game time catching up at each
// wake; a picture change of one tick (a clock's digit, a bot's word) is
// drawn at its wake without waking the loop for good, a motion is.
// Measuring runs (-frames) keep ticking so they end on time.
func (a *App) sleepWhenIdle(activity, ticking bool) {
	moving := a.animStreak > 1 || a.dirty > 0 && (!ticking || a.fade > 0)
	if moving || activity || a.opts.Frames > 0 || a.resizing() {
		a.idleTicks = 0
		a.ticks.every()
		keepTicking()
		return
	}
	if a.idleTicks++; a.idleTicks < sleepAfter {
		return
	}
	if ticking {
		a.ticks.sparse(time.Now())
	} else {
		a.ticks.every()
	}
	if a.idleTicks == sleepAfter {
		tickOnlyOnInput()
	}
}

// followScreen keeps the screen on while a game is in progress (a round
// or its scores, paused or not) and lets it sleep elsewhere, and shows
// the fullscreen setting as the player left it outside the game (Esc).
func (a *App) followScreen() {
	if _, playing := a.scene.(core.InGame); playing != a.awake {
		a.awake = playing
		a.keepAwake(playing)
	}
	if on, changed := fullscreenChange(); changed && on != a.settings.Fullscreen {
		a.settings.Fullscreen = on
		a.redraw(1)
	}
}

// trackScene notices scene changes for screenshots.
func (a *App) trackScene() {
	name := a.Scene().Name()
	if name != a.lastScene {
		a.lastScene = name
		a.sceneTicks = 0
	}
	a.sceneTicks++
	// Shoot once the cross-fade and the first animations have settled.
	if a.shots != nil && a.sceneTicks == fadeTicks+30 {
		a.shots.want(name)
		a.redraw(1)
	}
}

// Draw implements ebiten.Game. When nothing moved and no input arrived,
// it draws nothing: the screen keeps the last picture.
func (a *App) Draw(screen *ebiten.Image) {
	a.frames++
	a.noteFrame(a.dirty > 0)
	if a.dirty == 0 {
		return
	}
	defer a.stats.drawDone(a.stats.drawStart())
	a.dirty--
	if a.w < 8 || a.h < 8 {
		screen.Fill(a.ctx.Kit.Palette().TableDark)
		return
	}
	if a.fadeGrab {
		a.fadeGrab = false
		a.grabFade(screen)
	}
	full := screen
	if a.dirty == 0 && a.part != nil {
		// Only part of the picture changed: draw all of it clipped to
		// that part, the rest of the screen kept from the last frame.
		screen = screen.SubImage(a.part.Pixels()).(*ebiten.Image)
	}
	a.part = nil
	if a.turned(a.scene) {
		a.drawTurned(screen, a.scene)
	} else {
		a.scene.Draw(screen, &a.ctx)
	}
	if a.overlay != nil {
		a.overlay.Draw(screen, &a.ctx)
	}
	if a.fade > 0 && a.fadeImg != nil {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(float32(a.fade) / fadeTicks)
		screen.DrawImage(a.fadeImg, op)
	}
	a.drawToasts(screen)
	a.shots.take(full)
	if a.frames == 1 {
		startup.Print(startup.Done("first Update and Draw"))
		// The page learns of the first frame now, not at the end of the
		// next Update, which may first paint a sprite the menu fades in
		// (a quarter of a second in the browser).
		publishHook(a)
	}
}

// grabFade keeps the previous scene's picture for the cross-fade.
func (a *App) grabFade(screen *ebiten.Image) {
	if a.fadeImg == nil || a.fadeImg.Bounds() != screen.Bounds() {
		if a.fadeImg != nil {
			a.fadeImg.Deallocate()
		}
		a.fadeImg = ebiten.NewImage(screen.Bounds().Dx(), screen.Bounds().Dy())
	}
	a.fadeImg.Clear()
	a.fadeImg.DrawImage(screen, nil)
}

// Layout implements ebiten.Game: the game renders in device pixels so text
// and sprites are sharp on HiDPI screens, or in fewer under the smooth
// graphics setting (renderScale; Ebitengine scales the picture to the
// window, and reports the pointers in the picture's pixels). A new window
// size or scale is only noted here; Update applies it once it has settled
// (resizeSettleTicks), and until then the screen keeps its old size,
// scaled to the window.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	scale := a.renderScale(outsideW, outsideH)
	want := size{max(1, int(float64(outsideW)*scale)), max(1, int(float64(outsideH)*scale)), scale}
	if want != a.want {
		a.want, a.settle = want, 0
	}
	if a.w == 0 { // the first size needs no settling
		a.applySize()
	}
	return a.w, a.h
}

// resizing reports whether a new window size is waiting to settle.
func (a *App) resizing() bool {
	return a.want != size{a.w, a.h, a.ctx.Scale}
}

// settleSize applies the wanted size once it has held long enough.
func (a *App) settleSize() {
	if !a.resizing() {
		return
	}
	if a.settle++; a.settle >= resizeSettleTicks {
		a.applySize()
	}
}

// applySize repaints for the wanted size: sprites are dropped and the
// scenes laid out again.
func (a *App) applySize() {
	startup.Mark("Ebitengine start to first layout")
	a.w, a.h = a.want.w, a.want.h
	a.ctx.W, a.ctx.H, a.ctx.Scale = a.w, a.h, a.want.scale
	a.ctx.Kit.SetScale(a.want.scale) // HiDPI: lines and rings as wide as on a plain screen
	a.ctx.Kit.Reset()
	a.stats.spritesDropped()
	a.fade = 0
	if a.laidOut {
		a.relayout()
	}
	a.redraw(2)
}

// Close writes the statistics file, if one was asked for.
func (a *App) Close() error {
	a.ticks.every()
	a.shots.wait()
	if a.stats == nil {
		return nil
	}
	return a.stats.write(a.opts.StatsFile, a.frames)
}

// deviceScale is the monitor's device scale factor (1 when unknown).
func deviceScale() float64 {
	if m := ebiten.Monitor(); m != nil {
		if s := m.DeviceScaleFactor(); s > 0 {
			return s
		}
	}
	return 1
}
