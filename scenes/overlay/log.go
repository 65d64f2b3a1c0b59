package overlay

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The game log overlay: a Logged scene's game so far in words, each line
// after a dot of its seat's colour, at the help's reading size. A log
// longer than the panel is cut into pages from its end, so the newest
// lines show first; Earlier and Later (or the arrow keys) turn them.

// logPage is one page of the log: lines first to end (not included).
type logPage struct{ first, end int }

// logPages is the log cut into pages, kept while its lines and body stay,
// and the page shown.
type logPages struct {
	lines []core.LogLine
	body  ui.Rect
	size  float64
	pages []logPage
	page  int
}

// gameLog is the log of the scene under the overlay, or nothing.
func (o *Scene) gameLog(ctx *core.Context) []core.LogLine {
	if l, ok := o.under.(core.Logged); ok {
		return l.GameLog(ctx)
	}
	return nil
}

// hasLog reports whether the scene under the overlay keeps a log.
func (o *Scene) hasLog() bool {
	_, ok := o.under.(core.Logged)
	return ok
}

// layoutLog sets the panel as tall as the screen, the body, the page
// turners over Back when the log needs pages, and cuts the pages.
func (o *Scene) layoutLog(ctx *core.Context) {
	u := ctx.U()
	css := ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	pw := min(W-u*6, u*100)
	o.panel = ui.Rect{X: (W - pw) / 2, Y: u * 3, W: pw, H: H - u*6}
	bh := max(u*9, helpTouch*css)
	gap := u * 2
	inner := ui.Rect{X: o.panel.X + u*4, W: pw - u*8}
	back := ui.Rect{X: inner.X, Y: o.panel.Y + o.panel.H - u*3 - bh, W: inner.W, H: bh}.CenterIn(min(inner.W, u*40), bh)
	body := ui.Rect{X: inner.X, Y: o.panel.Y + u*12, W: inner.W, H: back.Y - gap - o.panel.Y - u*12}
	size := max(helpFloor(ctx), min(helpStart(ctx), helpTextPage*css))
	if w := size * helpMeasure; body.W > w {
		body.X, body.W = body.X+(body.W-w)/2, w
	}
	lines := o.gameLog(ctx)
	ws := []ui.Widget{{ID: idOBack, Rect: back, Enabled: true}}
	total := 0.0
	for i := range lines {
		total += core.LogLineHeight(ctx, lines, i, body, size)
	}
	paged := total > body.H
	if paged { // room for the page turners
		body.H -= bh + gap
	}
	o.cutLog(ctx, lines, body, size)
	if paged {
		row := ui.Rect{X: inner.X, Y: back.Y - gap - bh, W: inner.W, H: bh}
		mid := min(u*24, inner.W/4)
		bw := (row.W - mid - 2*gap) / 2
		o.help.indicator = ui.Rect{X: row.X + bw + gap, Y: row.Y, W: mid, H: bh}
		ws = append([]ui.Widget{
			{ID: idHelpPrev, Rect: ui.Rect{X: row.X, Y: row.Y, W: bw, H: bh}, Enabled: o.log.page > 0},
			{ID: idHelpNext, Rect: ui.Rect{X: row.X + row.W - bw, Y: row.Y, W: bw, H: bh}, Enabled: o.log.page < len(o.log.pages)-1},
		}, ws...)
	}
	o.controls.Set(ws)
	if o.controls.Focused().IsZero() {
		o.controls.Focus(idOBack)
	}
}

// cutLog cuts lines into pages that fit body at size, filling pages from
// the newest line back, and shows the newest page unless the same lines
// were shown before (the screen turned: the reader keeps their page).
func (o *Scene) cutLog(ctx *core.Context, lines []core.LogLine, body ui.Rect, size float64) {
	keep := -1
	if sameLines(o.log.lines, lines) && o.log.page < len(o.log.pages) {
		if o.log.body == body && o.log.size == size {
			return
		}
		keep = o.log.pages[o.log.page].first
	}
	var pages []logPage
	end, y := len(lines), 0.0
	for i := len(lines) - 1; i >= 0; i-- {
		h := core.LogLineHeight(ctx, lines, i, body, size)
		if y > 0 && y+h > body.H {
			pages = append(pages, logPage{first: i + 1, end: end})
			end, y = i+1, 0
		}
		y += h
	}
	pages = append(pages, logPage{first: 0, end: end})
	for i, j := 0, len(pages)-1; i < j; i, j = i+1, j-1 { // oldest first
		pages[i], pages[j] = pages[j], pages[i]
	}
	page := len(pages) - 1
	if keep >= 0 {
		for i, p := range pages {
			if p.first <= keep {
				page = i
			}
		}
	}
	o.log = logPages{lines: lines, body: body, size: size, pages: pages, page: page}
}

// sameLines reports whether two logs read the same.
func sameLines(a, b []core.LogLine) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// drawLog draws the page shown, or a word that the log is empty, and with
// several pages which page of how many it is.
func (o *Scene) drawLog(dst *ebiten.Image, ctx *core.Context, p sprites.Palette) {
	lines := o.gameLog(ctx)
	if !sameLines(o.log.lines, lines) || len(o.log.pages) == 0 {
		o.layoutLog(ctx) // the log changed under the layout (the language)
	}
	l := &o.log
	if len(lines) == 0 {
		core.Paragraphs(dst, ctx, ctx.T("log.empty"), l.body, l.size, p.PanelText)
		return
	}
	pg := l.pages[l.page]
	r := l.body
	for i := pg.first; i < pg.end; i++ {
		r.Y += core.DrawLogLine(dst, ctx, lines, i, r, l.size, p.PanelText)
	}
	if len(l.pages) > 1 {
		cx, cy := o.help.indicator.Center()
		core.Text(dst, ctx, ctx.T("help.page", l.page+1, len(l.pages)), sprites.UI(l.size), cx, cy, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, o.help.indicator)
	}
}
