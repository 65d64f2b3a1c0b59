package stats

import (
	"errors"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// backID is the Back button's widget ID; its name is also its label's key.
var backID = ui.Named("stats.back")

// Scene is the Stats screen: one panel per game with games played, games
// won and the best solo score with its date and seed, and a Back button.
// Panels stand side by side on a landscape screen and stack on a portrait
// one. It changes only with input, so it never asks to be redrawn.
type Scene struct {
	games    []*core.Game
	stats    Stats
	controls ui.Controls
	title    ui.Rect
	panels   []panel
	// text sizes of the rows and of the detail rows, the same in every panel
	size, detailSize float64
}

// panel is one game's box, laid out.
type panel struct {
	game    string
	nameKey string // the game's name in the catalogs, made at layout
	rect    ui.Rect
	header  ui.Rect // icon and game name
	rows    ui.Rect // rowSlots rows under the header
	lines   []line
	// icon is the game's Icon; nil draws no picture.
	icon func(k *sprites.Kit, px int) *ebiten.Image
}

// line is one row of a panel: a label on the left, a value on the right.
type line struct {
	label, value string
	detail       bool // about the row above (date, seed): indented, muted
	best         bool // the best score: highlighted
}

// rowSlots is the room every panel keeps for rows, so the rows of
// side-by-side panels line up whatever each one shows.
const rowSlots = 5

// NewScene shows the statistics of games (in menu order; their
// names are the "game.ID" messages). Statistics that cannot be read are
// reported as a toast and shown empty.
func NewScene(ctx *core.Context, games []*core.Game) core.Scene {
	st, err := Load()
	if err != nil {
		ctx.Notify(Notice(ctx, err))
	}
	return &Scene{games: games, stats: st}
}

// Notice is the toast, in the player's language, for an error that Load or
// Record returned.
func Notice(ctx *core.Context, err error) string {
	var corrupt *store.CorruptError
	var unsaved *SaveError
	switch {
	case errors.As(err, &corrupt) && corrupt.KeptAs != "":
		return ctx.T("notice.stats.corrupt")
	case errors.As(err, &unsaved):
		return ctx.T("notice.stats.unsaved", unsaved.Err.Error())
	}
	return ctx.T("notice.stats.unreadable", err.Error())
}

// Name implements core.Scene.
func (s *Scene) Name() string { return "stats" }

// Animating implements core.Scene: nothing moves on its own.
func (s *Scene) Animating() bool { return false }

// Targets implements core.Scene.
func (s *Scene) Targets() []ui.Target { return s.controls.Targets() }

// Layout implements core.Scene.
func (s *Scene) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 3
	s.title = ui.Rect{X: 0, Y: m, W: W, H: u * 10}
	bw := min(W-2*m, u*40)
	back := ui.Rect{X: (W - bw) / 2, Y: H - m - u*10, W: bw, H: u * 10}
	top := s.title.Y + s.title.H + u*2
	body := ui.Rect{X: m, Y: top, W: W - 2*m, H: back.Y - u*3 - top}
	s.layoutPanels(ctx, body, H > W)
	s.controls.Set([]ui.Widget{{ID: backID, Rect: back, Enabled: true}})
	s.controls.Focus(backID)
}

// layoutPanels places one panel per game in body, side by side or stacked,
// and picks the largest row text that fits every panel's rows.
func (s *Scene) layoutPanels(ctx *core.Context, body ui.Rect, stacked bool) {
	u := ctx.U()
	s.panels = s.panels[:0]
	n := len(s.games)
	if n == 0 {
		return
	}
	gap := u * 3
	fn := float64(n)
	var rects []ui.Rect
	if stacked {
		h := min((body.H-gap*(fn-1))/fn, u*57)
		rects = body.CenterIn(body.W, fn*h+(fn-1)*gap).Column(n, h, gap)
	} else {
		w := min((body.W-gap*(fn-1))/fn, u*60)
		rects = body.CenterIn(fn*w+(fn-1)*gap, min(body.H, u*57)).Row(n, gap)
	}
	s.size = u * 4
	for i, r := range rects {
		inner := r.Inset(min(u*3, r.H*0.06))
		header, rows := inner.SplitV(min(inner.H*0.24, u*11), 0)
		g := s.games[i]
		s.panels = append(s.panels, panel{game: g.ID, icon: g.Icon, nameKey: g.NameKey(), rect: r, header: header, rows: rows, lines: s.lines(ctx, g.ID)})
		s.size = min(s.size, rows.H/rowSlots*0.5)
	}
	// The main rows share one size; the details (a seed may have 20
	// digits) are smaller and shrink on their own, never the main rows.
	s.size = s.fit(ctx, false, s.size)
	s.detailSize = s.fit(ctx, true, s.size*0.85)
}

// fit is the largest size up to size at which every main row (or every
// detail row) fits its panel: label and value with at least an em between.
// Bold measures wider than the regular labels, so the test is safe.
func (s *Scene) fit(ctx *core.Context, detail bool, size float64) float64 {
	for _, p := range s.panels {
		for _, l := range p.lines {
			if l.detail == detail {
				size = core.FitBold(l.label+"\u2003"+l.value, p.rows.W-indent(ctx, l), size).Size
			}
		}
	}
	return size
}

// indent is how far a row's label stands in from the panel's edge.
func indent(ctx *core.Context, l line) float64 {
	if l.detail {
		return ctx.U() * 3
	}
	return 0
}

// lines are the rows of game's panel, in the player's language.
func (s *Scene) lines(ctx *core.Context, game string) []line {
	g := s.stats.For(game)
	if g.Played == 0 {
		return nil
	}
	ls := []line{
		{label: ctx.T("stats.played"), value: strconv.Itoa(g.Played)},
		{label: ctx.T("stats.won"), value: strconv.Itoa(g.Won)},
	}
	if !g.HasBest() {
		return append(ls, line{label: ctx.T("stats.best"), value: ctx.T("stats.none")})
	}
	return append(ls,
		line{label: ctx.T("stats.best"), value: strconv.Itoa(g.Best.Score), best: true},
		line{label: ctx.T("stats.best.date"), value: g.Best.Date, detail: true},
		line{label: ctx.T("stats.best.seed"), value: strconv.FormatUint(g.Best.Seed, 10), detail: true},
	)
}

// Update implements core.Scene.
func (s *Scene) Update(ctx *core.Context) {
	if ctx.Frame.Key(ui.KeyBack) {
		ctx.Nav.Menu()
		return
	}
	if s.controls.Update(ctx.Frame) == backID {
		ctx.Play(audio.Click)
		ctx.Nav.Menu()
	}
}

// Draw implements core.Scene.
func (s *Scene) Draw(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	cx, cy := s.title.Center()
	title := ctx.T("stats.title")
	core.Text(dst, ctx, title, core.FitBold(title, s.title.W-u*6, u*6), cx, cy, sprites.AlignCenter, sprites.AlignCenter, ctx.Kit.Palette().PanelText, s.title)
	for _, p := range s.panels {
		s.drawPanel(dst, ctx, p)
	}
	for _, w := range s.controls.Widgets() {
		core.DrawButton(dst, ctx, &s.controls, w, ctx.T(w.ID.Name), sprites.ButtonSecondary)
	}
}

// drawPanel paints one game's panel.
func (s *Scene) drawPanel(dst *ebiten.Image, ctx *core.Context, p panel) {
	k := ctx.Kit
	pal := k.Palette()
	u := ctx.U()
	cx, cy := p.rect.Center()
	sprites.DrawImage(dst, k.Panel(int(p.rect.W), int(p.rect.H)), cx, cy, 1, 1, 0.9)

	h := p.header
	icon := int(h.H)
	if p.icon != nil {
		sprites.DrawImage(dst, p.icon(k, icon), h.X+h.H/2, h.Y+h.H/2, 1, 1, 1)
	}
	nameX := h.X + h.H + u*2
	name := ctx.T(p.nameKey)
	face := core.FitBold(name, h.X+h.W-nameX, min(h.H*0.5, u*5.5))
	core.Text(dst, ctx, name, face, nameX, h.Y+h.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, h)

	r := p.rows
	rowH := r.H / rowSlots
	if len(p.lines) == 0 {
		x, y := r.Center()
		empty := ctx.T("stats.empty")
		size := core.FitBold(empty, r.W, s.size).Size
		core.Text(dst, ctx, empty, sprites.UI(size), x, y, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, r)
		return
	}
	for i, l := range p.lines {
		y := r.Y + (float64(i)+0.5)*rowH
		size, text, num := s.size, pal.PanelText, pal.PanelText
		switch {
		case l.detail:
			size, text, num = s.detailSize, pal.Muted, pal.Muted
		case l.best:
			num = pal.Focus
		}
		core.Text(dst, ctx, l.label, sprites.UI(size), r.X+indent(ctx, l), y, sprites.AlignStart, sprites.AlignCenter, text, r)
		core.Text(dst, ctx, l.value, sprites.Bold(size), r.X+r.W, y, sprites.AlignEnd, sprites.AlignCenter, num, r)
	}
}
