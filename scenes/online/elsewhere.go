package online

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// One seat, one device (wire's "One seat, one device"): when the seat is
// opened on another device (a second tab, a phone), this device's round
// gives way to a screen that says so, with Play here (the table opened
// again here, which takes the seat back: the other device is told) and
// Menu. The seat stays kept: the menu still offers the table.

// Widget IDs of the screen.
var (
	idHere2Play = ui.Named("online.elsewhere.here")
	idElseMenu  = ui.Named("online.elsewhere.menu")
)

// Elsewhere implements core.Displaced: it lets the table go and shows
// that another device plays this device's seat.
func (l linked) Elsewhere(ctx *core.Context) core.Scene {
	l.Close()
	return &elsewhere{games: l.games, url: l.url, creds: l.creds}
}

// elsewhere is the screen of a device whose seat another device took.
type elsewhere struct {
	games    []*core.Game
	url      string
	creds    []wire.Credential
	controls ui.Controls
	words    ui.Rect
	drawn    bool
	again    core.Remote // the table opened here again (Play here), until its round starts
	failed   string      // why it could not be opened again, in words
}

// Name implements core.Scene.
func (e *elsewhere) Name() string { return "elsewhere" }

// Animating implements core.Scene: drawn once, then as input changes it.
func (e *elsewhere) Animating() bool { return !e.drawn }

// Ticking implements core.Ticker: while the table opened again comes up.
func (e *elsewhere) Ticking() bool { return e.again != nil }

// Targets implements core.Scene.
func (e *elsewhere) Targets() []ui.Target { return e.controls.Targets() }

// Layout implements core.Scene: the words in the middle, the two buttons
// under them (side by side where they fit, else one above the other).
func (e *elsewhere) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	rowH := max(u*8, 44*ctx.CSSPx())
	gap := rowH * 0.3
	m := u * 4
	bw := min(W-2*m, max(u*56, 300*ctx.CSSPx()))
	e.words = ui.Rect{X: m, Y: H*0.5 - rowH*3.2, W: W - 2*m, H: rowH * 2.8}
	y := H*0.5 + gap
	var here, menu ui.Rect
	if 2*bw+gap <= W-2*m {
		row := ui.Rect{X: (W - 2*bw - gap) / 2, Y: y, W: 2*bw + gap, H: rowH}
		here, menu = row.SplitH(bw, gap)
	} else {
		here = ui.Rect{X: (W - bw) / 2, Y: y, W: bw, H: rowH}
		menu = here
		menu.Y += rowH + gap
	}
	e.controls.Set([]ui.Widget{{ID: idHere2Play, Rect: here, Enabled: len(e.creds) > 0}, {ID: idElseMenu, Rect: menu, Enabled: true}})
	if e.controls.Focused().IsZero() {
		e.controls.Focus(idHere2Play)
	}
	e.drawn = false
}

// Update implements core.Scene.
func (e *elsewhere) Update(ctx *core.Context) {
	if e.again != nil {
		e.reopen(ctx)
		return
	}
	if ctx.Frame.Key(ui.KeyBack) {
		ctx.Nav.Menu()
		return
	}
	switch e.controls.Update(ctx.Frame) {
	case idHere2Play:
		// Opened here again, the seat is this device's: the round
		// follows once the table is up.
		e.again, e.drawn = openFor(e.url, e.creds, e.games), false
	case idElseMenu:
		ctx.Nav.Menu()
	}
}

// reopen hands over to the game's round once the table opened again is
// up; the screen stays, its words saying so, when it cannot be reached.
func (e *elsewhere) reopen(ctx *core.Context) {
	switch e.again.Link() {
	case core.LinkUp:
		game := e.again.Info().Game
		for _, g := range e.games {
			if g.ID == game && g.Start != nil {
				around := len(e.creds) > 1 && ctx.Settings.TableMode && g.TableSeats > 0
				ctx.Nav.Switch(g.Start(ctx, core.Table{Game: g.ID, Remote: e.again, Around: around}))
				return
			}
		}
		e.failed = ctx.T("online.err.version")
	case core.LinkDown, core.LinkElsewhere:
		e.failed = ctx.T("online.err.unreachable", e.url)
	default:
		return
	}
	e.again.Close()
	e.again, e.drawn = nil, false
}

// Draw implements core.Scene.
func (e *elsewhere) Draw(dst *ebiten.Image, ctx *core.Context) {
	p := ctx.Kit.Palette()
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	words := ctx.T("online.elsewhere")
	switch {
	case e.again != nil:
		words = ctx.T("online.busy")
	case e.failed != "":
		words = e.failed
	}
	// Centred, as large as a heading where it fits, wrapped where not.
	size := max(ctx.Least(), min(ctx.U()*5, e.words.H*0.3))
	face := sprites.Bold(size)
	lines := sprites.WrapBalanced(words, face, e.words.W)
	cx, cy := e.words.Center()
	lineH := size * 1.3
	for i, line := range lines {
		core.Text(dst, ctx, line, face, cx, cy+(float64(i)-float64(len(lines)-1)/2)*lineH, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, e.words)
	}
	for _, w := range e.controls.Widgets() {
		style := sprites.ButtonSecondary
		if w.ID == idHere2Play {
			style = sprites.ButtonPrimary
		}
		core.DrawButton(dst, ctx, &e.controls, w, ctx.T(w.ID.Name), style)
	}
	e.drawn = true
}
