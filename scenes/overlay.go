package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// overlay is a panel drawn over a paused scene: "pause", "settings" or
// "help:GAME".
type overlay struct {
	kind     string
	under    core.Scene
	controls ui.Controls
	panel    ui.Rect
	body     ui.Rect
	ids      []string
}

func newOverlay(ctx *core.Context, kind string, under core.Scene) *overlay {
	return &overlay{kind: kind, under: under}
}

func (o *overlay) Name() string         { return "overlay" }
func (o *overlay) Animating() bool      { return false }
func (o *overlay) Targets() []ui.Target { return o.controls.Targets() }

// inGame reports whether the overlay pauses a running round.
func (o *overlay) inGame() bool {
	return o.under != nil && o.under.Name() != "menu" && o.under.Name() != "setup"
}

func (o *overlay) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	switch {
	case o.kind == "pause":
		o.ids = []string{"overlay.resume", "overlay.help", "overlay.settings", "overlay.leave"}
	case o.kind == "settings":
		o.ids = []string{"settings.language", "settings.sound", "settings.colorblind", "settings.autoroll"}
		if !ctx.Browser {
			o.ids = append(o.ids, "settings.fullscreen")
		}
		o.ids = append(o.ids, "overlay.back")
	default:
		o.ids = []string{"overlay.back"}
	}
	pw := min(W-u*6, u*100)
	bh := u * 9
	if strings.HasPrefix(o.kind, "help:") {
		o.panel = ui.Rect{X: (W - pw) / 2, Y: u * 3, W: pw, H: H - u*6}
		o.body = ui.Rect{X: o.panel.X + u*4, Y: o.panel.Y + u*12, W: pw - u*8, H: o.panel.H - u*26}
		o.controls.Set([]ui.Widget{{ID: "overlay.back", Rect: ui.Rect{X: o.panel.X + (pw-u*40)/2, Y: o.panel.Y + o.panel.H - bh - u*3, W: u * 40, H: bh}, Enabled: true}})
		o.controls.Focus("overlay.back")
		return
	}
	ph := u*16 + float64(len(o.ids))*(bh+u*2)
	o.panel = ui.Rect{X: (W - pw) / 2, Y: (H - ph) / 2, W: pw, H: ph}
	var ws []ui.Widget
	for i, r := range (ui.Rect{X: o.panel.X + u*6, Y: o.panel.Y + u*13, W: pw - u*12}).Column(len(o.ids), bh, u*2) {
		ws = append(ws, ui.Widget{ID: o.ids[i], Rect: r, Enabled: true})
	}
	o.controls.Set(ws)
	if o.controls.Focused() == "" {
		o.controls.Focus(o.ids[0])
	}
}

func (o *overlay) Update(ctx *core.Context) {
	if ctx.Frame.Key(ui.KeyBack) {
		o.back(ctx)
		return
	}
	id := o.controls.Update(ctx.Frame)
	if id == "" {
		return
	}
	ctx.Play(audio.Click)
	s := ctx.Settings
	switch id {
	case "overlay.resume":
		ctx.Nav.CloseOverlay()
	case "overlay.back":
		o.back(ctx)
	case "overlay.help":
		o.switchTo(ctx, "help:knister")
	case "overlay.settings":
		o.switchTo(ctx, "settings")
	case "overlay.leave":
		ctx.Nav.Menu()
	case "settings.language":
		s.Language = string(i18n.Next(i18n.Lang(s.Language)))
		ctx.Nav.SettingsChanged()
	default:
		if on := toggle(s, id); on != nil {
			*on = !*on
			ctx.Nav.SettingsChanged()
		}
	}
}

// toggle is the on/off setting a settings button flips, or nil.
func toggle(s *core.Settings, id string) *bool {
	switch id {
	case "settings.sound":
		return &s.Sound
	case "settings.colorblind":
		return &s.ColorBlind
	case "settings.autoroll":
		return &s.AutoRoll
	case "settings.fullscreen":
		return &s.Fullscreen
	}
	return nil
}

// back returns to the pause panel inside a game, else closes.
func (o *overlay) back(ctx *core.Context) {
	if o.kind != "pause" && o.inGame() {
		o.switchTo(ctx, "pause")
		return
	}
	ctx.Nav.CloseOverlay()
}

func (o *overlay) switchTo(ctx *core.Context, kind string) {
	o.kind = kind
	o.controls = ui.Controls{}
	o.Layout(ctx)
}

func (o *overlay) label(ctx *core.Context, id string) string {
	s := ctx.Settings
	if id == "settings.language" {
		return ctx.T(id, i18n.Lang(s.Language).Name())
	}
	if on := toggle(s, id); on != nil {
		return ctx.T(id, ctx.OnOff(*on))
	}
	return ctx.T(id)
}

func (o *overlay) Draw(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	k := ctx.Kit
	p := k.Palette()
	vector.DrawFilledRect(dst, 0, 0, float32(ctx.W), float32(ctx.H), color.RGBA{0, 0, 0, 140}, false)
	cx, _ := o.panel.Center()
	sprites.DrawImage(dst, k.Panel(int(o.panel.W), int(o.panel.H)), cx, o.panel.Y+o.panel.H/2, 1, 1, 1)
	title := ctx.T("overlay.title." + strings.SplitN(o.kind, ":", 2)[0])
	core.Title(dst, ctx, title, cx, o.panel.Y+u*6.5, u*5.5)
	if game, ok := strings.CutPrefix(o.kind, "help:"); ok {
		o.drawHelp(dst, ctx, game, p)
	}
	for _, w := range o.controls.Widgets() {
		style := sprites.ButtonSecondary
		if w.ID == "overlay.resume" {
			style = sprites.ButtonPrimary
		}
		core.DrawButton(dst, ctx, &o.controls, w, o.label(ctx, w.ID), style)
	}
}

// drawHelp fits the how-to-play text into the panel, shrinking the type
// until it fits.
func (o *overlay) drawHelp(dst *ebiten.Image, ctx *core.Context, game string, p sprites.Palette) {
	text := ctx.T("help." + game)
	size := ctx.U() * 3.2
	for size > 6 && o.helpText(nil, ctx, text, size, p) > o.body.H {
		size *= 0.93
	}
	o.helpText(dst, ctx, text, size, p)
}

// helpText lays out the paragraphs at size and returns their height; with
// a nil dst it only measures.
func (o *overlay) helpText(dst *ebiten.Image, ctx *core.Context, text string, size float64, p sprites.Palette) float64 {
	r := o.body
	for _, para := range strings.Split(text, "\n") {
		r.Y += core.Paragraphs(dst, ctx, para, r, size, p.PanelText) + size*0.5
	}
	return r.Y - o.body.Y
}
