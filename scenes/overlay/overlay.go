// Package overlay is the panel drawn over a paused scene: pause,
// settings, the rules (help) and a round's game log. Over a game's scenes
// it shows that game's rules and settings; over the menu, every game's.
// It leaves through core.Navigator: back to the scene under it, or to the
// menu.
package overlay

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/audio"
	"cifra/internal/version"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Scene is a panel drawn over a paused scene: pause, settings, help or the
// game log. Over a game's scenes it shows that game's rules and settings;
// over the menu, help offers every game's rules and settings every game's
// switches.
type Scene struct {
	kind     core.OverlayKind
	under    core.Scene
	games    []*core.Game // every game, in menu order
	game     *core.Game   // the game under the overlay, nil over the menu
	helpGame int          // the index in games of the game whose rules help shows
	// fullscreen reports whether the screen can go fullscreen (the
	// settings then offer it).
	fullscreen func() bool
	controls   ui.Controls
	panel      ui.Rect
	body       ui.Rect
	// pics is where help draws the game's pictures beside its text on a
	// wide screen (zero: under the text, or none); fit is the text size
	// last fitted, kept while the text and its box stay.
	pics ui.Rect
	fit  struct {
		text string
		box  ui.Rect
		size float64
	}
	help helpPages // help's pages and the page shown (help.go)
	log  logPages  // the game log's pages and the page shown (log.go)
	// opened is the kind the overlay was opened as: Back from a panel
	// opened for itself (the log, from a round's Log button) closes it.
	opened core.OverlayKind
	// asking: the pause panel over an online table asks whether to leave
	// it for good (leave.go).
	asking bool
}

// Widget IDs of the overlays; a per-game setting carries its game's
// index in the list of games and its index in the game's Settings.
var (
	idResume     = ui.Named("overlay.resume")
	idOHelp      = ui.Named("overlay.help")
	idOLog       = ui.Named("overlay.log")
	idOSettings  = ui.Named("overlay.settings")
	idLeave      = ui.Named("overlay.leave")
	idOBack      = ui.Named("overlay.back")
	idLanguage   = ui.Named("settings.language")
	idSound      = ui.Named("settings.sound")
	idColorBlind = ui.Named("settings.colorblind")
	idTableMode  = ui.Named("settings.tablemode")
	idFullscreen = ui.Named("settings.fullscreen")
	idGraphics   = ui.Named("settings.graphics")
	idHelpGame   = ui.Named("help.choose")
	idTry        = ui.Named("help.try")
)

const gameSettingName = "settings.game"

// New opens a panel of kind over the scene under; games are every game,
// in menu order, and fullscreen reports whether the screen can go
// fullscreen.
func New(kind core.OverlayKind, under core.Scene, games []*core.Game, fullscreen func() bool) *Scene {
	o := &Scene{kind: kind, under: under, games: games, fullscreen: fullscreen, opened: kind}
	if g, ok := under.(core.InGame); ok {
		if i := slices.IndexFunc(games, func(x *core.Game) bool { return x.ID == g.Game() }); i >= 0 {
			o.game = games[i]
		}
	}
	for i, g := range games {
		if g == o.game || (o.game == nil && i == 0) {
			o.helpGame = i
		}
	}
	return o
}

// Name implements core.Scene.
func (o *Scene) Name() string { return "overlay" }

// Animating implements core.Scene.
func (o *Scene) Animating() bool { return false }

// Targets implements core.Scene.
func (o *Scene) Targets() []ui.Target { return o.controls.Targets() }

// online reports whether the panel lies over an online table's round.
func (o *Scene) online() bool {
	t, ok := o.under.(core.Tabled)
	return ok && t.Table().Online()
}

// inGame reports whether the overlay pauses a running round.
func (o *Scene) inGame() bool { return o.game != nil }

// ids lists the panel's buttons, top to bottom.
func (o *Scene) ids(ctx *core.Context) []ui.ID {
	switch o.kind {
	case core.OverlayPause:
		if o.asking {
			return []ui.ID{idLeaveNo, idLeaveYes}
		}
		ids := []ui.ID{idResume, idOHelp, idOSettings, idLeave}
		if o.hasLog() {
			ids = []ui.ID{idResume, idOLog, idOHelp, idOSettings, idLeave}
		}
		if _, ok := o.seated(); ok {
			ids = append(ids, idLeaveForGood)
		}
		return ids
	case core.OverlaySettings:
		ids := []ui.ID{idLanguage, idSound, idColorBlind, idTableMode, idGraphics}
		for gi, g := range o.games {
			if o.game != nil && g != o.game {
				continue
			}
			for si, st := range g.Settings {
				if st.Offline && o.online() {
					continue // the table's server decides
				}
				ids = append(ids, ui.Indexed2(gameSettingName, gi, si))
			}
		}
		if o.fullscreen() {
			ids = append(ids, idFullscreen)
		}
		return append(ids, idOBack)
	}
	return []ui.ID{idOBack}
}

// Layout implements core.Scene.
func (o *Scene) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	ids := o.ids(ctx)
	pw := min(W-u*6, u*100)
	bh := u * 9
	switch o.kind {
	case core.OverlayHelp:
		o.layoutHelp(ctx)
		return
	case core.OverlayLog:
		o.layoutLog(ctx)
		return
	}
	bh = min(bh, (H-u*22)/float64(len(ids))-u*2)
	ph := u*16 + float64(len(ids))*(bh+u*2)
	o.panel = ui.Rect{X: (W - pw) / 2, Y: (H - ph) / 2, W: pw, H: ph}
	var ws []ui.Widget
	for i, r := range (ui.Rect{X: o.panel.X + u*6, Y: o.panel.Y + u*13, W: pw - u*12}).Column(len(ids), bh, u*2) {
		ws = append(ws, ui.Widget{ID: ids[i], Rect: r, Enabled: true})
	}
	o.controls.Set(ws)
	if o.controls.Focused().IsZero() {
		o.controls.Focus(ids[0])
	}
}

// Update implements core.Scene.
func (o *Scene) Update(ctx *core.Context) {
	if ctx.Frame.Key(ui.KeyBack) || ctx.Frame.Key(ui.KeyPause) {
		o.back(ctx)
		return
	}
	id := o.updateControls(ctx) // help's page turners act there
	if id.IsZero() {
		return
	}
	ctx.Play(audio.Click)
	s := ctx.Settings
	switch id {
	case idResume:
		ctx.Nav.CloseOverlay()
	case idOBack:
		o.back(ctx)
	case idOHelp:
		o.switchTo(ctx, core.OverlayHelp)
	case idOLog:
		o.switchTo(ctx, core.OverlayLog)
	case idOSettings:
		o.switchTo(ctx, core.OverlaySettings)
	case idLeave:
		ctx.Nav.Menu() // an online table's seat stays this device's: the menu offers it again
	case idLeaveForGood, idLeaveNo:
		o.ask(ctx, id == idLeaveForGood)
	case idLeaveYes:
		o.leaveForGood(ctx)
	case idHelpGame: // the next game that has rules to show
		for range o.games {
			if o.helpGame = (o.helpGame + 1) % len(o.games); i18n.Has(o.games[o.helpGame].HelpKey()) {
				break
			}
		}
		o.Layout(ctx) // its pictures may want a wider panel
	case idTry:
		o.tryIt(ctx)
	case idLanguage:
		s.Language = string(i18n.Next(i18n.Lang(s.Language)))
		ctx.Nav.SettingsChanged()
	case idGraphics:
		s.Graphics = core.NextGraphics(s.Graphics)
		ctx.Nav.SettingsChanged()
	default:
		if on := o.toggle(s, id); on != nil {
			*on = !*on
			ctx.Nav.SettingsChanged()
		} else if id.Name == gameSettingName {
			g := o.games[id.I]
			st := g.Settings[id.J]
			s.SetSwitch(g.ID, st, !s.Switch(g.ID, st))
			ctx.Nav.SettingsChanged()
		}
	}
}

// toggle is the shared on/off setting a settings button flips, or nil (a
// game's own switch lives in Settings.Games).
func (o *Scene) toggle(s *core.Settings, id ui.ID) *bool {
	switch id {
	case idSound:
		return &s.Sound
	case idColorBlind:
		return &s.ColorBlind
	case idTableMode:
		return &s.TableMode
	case idFullscreen:
		return &s.Fullscreen
	}
	return nil
}

// back returns to the pause panel inside a game, else closes.
func (o *Scene) back(ctx *core.Context) {
	if o.asking {
		o.ask(ctx, false)
		return
	}
	if o.kind != core.OverlayPause && o.kind != o.opened && o.inGame() {
		o.switchTo(ctx, core.OverlayPause)
		return
	}
	ctx.Nav.CloseOverlay()
}

func (o *Scene) switchTo(ctx *core.Context, kind core.OverlayKind) {
	o.kind = kind
	o.controls = ui.Controls{}
	o.Layout(ctx)
}

func (o *Scene) label(ctx *core.Context, id ui.ID) string {
	s := ctx.Settings
	switch {
	case id == idLanguage:
		return ctx.T(id.Name, i18n.Lang(s.Language).Name())
	case id == idGraphics:
		return ctx.T(id.Name, ctx.T(graphicsWords[s.Graphics]))
	case id == idHelpGame:
		return ctx.T(id.Name, ctx.T(o.games[o.helpGame].NameKey()))
	case id == idLeave && o.online():
		if _, ok := o.seated(); ok {
			return ctx.T("overlay.leave.keep") // what it does: the seat stays
		}
	case o.kind == core.OverlayLog && id == idHelpPrev:
		return ctx.T("log.prev")
	case o.kind == core.OverlayLog && id == idHelpNext:
		return ctx.T("log.next")
	case id.Name == gameSettingName:
		g := o.games[id.I]
		label := ctx.T(g.Settings[id.J].Label, ctx.OnOff(s.Switch(g.ID, g.Settings[id.J])))
		if !o.inGame() { // from the menu, say which game it is for
			label = ctx.T(g.NameKey()) + " · " + label
		}
		return label
	}
	if on := o.toggle(s, id); on != nil {
		return ctx.T(id.Name, ctx.OnOff(*on))
	}
	return ctx.T(id.Name)
}

// graphicsWords names each graphics setting (core.Settings.Graphics).
var graphicsWords = map[string]string{
	core.GraphicsAuto:   "settings.graphics.auto",
	core.GraphicsSharp:  "settings.graphics.sharp",
	core.GraphicsSmooth: "settings.graphics.smooth",
}

// gamesWithHelp counts the games that have rules to show.
func (o *Scene) gamesWithHelp() int {
	n := 0
	for _, g := range o.games {
		if i18n.Has(g.HelpKey()) {
			n++
		}
	}
	return n
}

// titles of the overlay kinds.
var overlayTitles = map[core.OverlayKind]string{
	core.OverlayPause:    "overlay.title.pause",
	core.OverlaySettings: "overlay.title.settings",
	core.OverlayHelp:     "overlay.title.help",
	core.OverlayLog:      "overlay.title.log",
}

// Draw implements core.Scene.
func (o *Scene) Draw(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	k := ctx.Kit
	p := k.Palette()
	if r, ok := o.under.(core.Racer); ok && r.Racing() {
		// A race is paused: the board is hidden, not dimmed.
		dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	}
	vector.DrawFilledRect(dst, 0, 0, float32(ctx.W), float32(ctx.H), color.RGBA{0, 0, 0, 140}, false)
	cx, _ := o.panel.Center()
	panel := k.Panel(int(o.panel.W), int(o.panel.H))
	sprites.DrawImage(dst, panel, cx, o.panel.Y+o.panel.H/2, 1, 1, 1)
	if o.kind == core.OverlayHelp || o.kind == core.OverlayLog {
		// Twice: the panel's smoked glass made opaque, so nothing of the
		// scene under it shows through the rules.
		sprites.DrawImage(dst, panel, cx, o.panel.Y+o.panel.H/2, 1, 1, 1)
	}
	title := ctx.T(overlayTitles[o.kind])
	if o.asking {
		title = ctx.T("overlay.leave.ask")
	}
	core.Title(dst, ctx, title, cx, o.panel.Y+u*6.5, u*5.5)
	if o.kind == core.OverlaySettings { // which build this is, in the panel's 5u bottom margin (-version says the same)
		core.Title(dst, ctx, version.String("Cifra"), cx, o.panel.Y+o.panel.H-u*2.5, u*3.2)
	}
	switch o.kind {
	case core.OverlayHelp:
		o.drawHelp(dst, ctx, o.games[o.helpGame], p)
	case core.OverlayLog:
		o.drawLog(dst, ctx, p)
	}
	for _, w := range o.controls.Widgets() {
		style := sprites.ButtonSecondary
		if w.ID == idResume || w.ID == idTry {
			style = sprites.ButtonPrimary
		}
		core.DrawButton(dst, ctx, &o.controls, w, o.label(ctx, w.ID), style)
	}
}
