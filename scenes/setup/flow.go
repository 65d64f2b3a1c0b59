package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Setup on a short, wide screen (a phone lying down, 844×390): stacked
// under one another, the seats and the option buttons would be a few
// pixels tall. There they flow in columns across the screen instead,
// every row a full touch target and every button over its help, as many
// columns as a page holds; when the table's seats and options take more
// than a page, "←" and "→" in the title's row turn the pages.

// The pager's buttons.
var (
	idPagePrev = ui.Named("setup.page.prev")
	idPageNext = ui.Named("setup.page.next")
)

// flowColumnPx is the least width of a column of the flow, in CSS px:
// a seat's name, its kind and its × at a readable size.
const flowColumnPx = 300

// flowItem is one seat or one button of the flow, with its height.
type flowItem struct {
	seat   int   // the seat, or -1 for a button
	toggle ui.ID // the button, when seat is -1
	help   float64
	h      float64
}

// layoutFlow lays the seats, then the buttons under them, in columns of
// area's height less noteH (the note keeps its line under them), and
// returns the widgets of the page shown, with the pager's when there is
// more than one page.
func (s *Scene) layoutFlow(ctx *core.Context, toggles []ui.ID, area ui.Rect, noteH, tgt float64) []ui.Widget {
	u, css := ctx.U(), ctx.CSSPx()
	W := float64(ctx.W)
	gap := max(u, 4*css)
	// The whole width, and the title's row a touch target tall for the
	// pager.
	s.title.H = max(s.title.H, tgt)
	top := s.title.Y + s.title.H + u
	area = ui.Rect{X: u * 3, Y: top, W: W - u*6, H: area.Y + area.H - top}
	cols := max(1, int((area.W+gap)/(flowColumnPx*css+gap)))
	colW := (area.W - gap*float64(cols-1)) / float64(cols)
	colH := area.H - noteH
	lineH := helpLineH(helpFace(ctx))
	room := s.helpRoom(ctx, toggles, colW)
	var items []flowItem
	for i := range s.table.Seats {
		items = append(items, flowItem{seat: i, h: tgt})
	}
	for i, id := range toggles {
		help := 0.0
		if len(s.helpKeys(id)) > 0 {
			// The help that does not fit a column is left out, never
			// drawn over the next button.
			help = min(float64(room[i])*lineH, max(0, colH-tgt-gap))
		}
		items = append(items, flowItem{seat: -1, toggle: id, help: help, h: tgt + help})
	}
	// Flow: down a column, then the next, then the next page.
	pages := make([]int, len(items))
	rects := make([]ui.Rect, len(items))
	page, col, y := 0, 0, 0.0
	for i, it := range items {
		if y > 0 && y+it.h > colH {
			col, y = col+1, 0
			if col == cols {
				page, col = page+1, 0
			}
		}
		pages[i] = page
		rects[i] = ui.Rect{X: area.X + float64(col)*(colW+gap), Y: area.Y + y, W: colW, H: it.h}
		y += it.h + gap
	}
	s.pages = page + 1
	s.page = min(max(s.page, 0), s.pages-1)
	s.lastSeatPage = pages[len(s.table.Seats)-1]
	n := len(s.table.Seats)
	var ws []ui.Widget
	s.helps = s.helps[:0]
	for i, it := range items {
		if pages[i] != s.page {
			continue
		}
		r := rects[i]
		if it.seat >= 0 {
			name, rest := r.SplitH(r.W*0.48, gap)
			kind, remove := rest.SplitH(rest.W-tgt-gap, gap)
			ws = append(ws,
				ui.Widget{ID: ui.Indexed(seatNameID, it.seat), Rect: name, Enabled: true},
				ui.Widget{ID: ui.Indexed(seatKindID, it.seat), Rect: kind, Enabled: true},
				ui.Widget{ID: ui.Indexed(seatRemoveID, it.seat), Rect: remove, Enabled: n > s.game.MinSeats})
			continue
		}
		button := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: tgt}
		if it.help > 0 {
			s.helps = append(s.helps, optionHelp{id: it.toggle, rect: ui.Rect{X: r.X, Y: r.Y + tgt + gap*0.25, W: r.W, H: it.help}})
		}
		ws = append(ws, ui.Widget{ID: it.toggle, Rect: button, Enabled: s.toggleEnabled(it.toggle)})
	}
	s.padNote = ui.Rect{X: area.X, Y: area.Y + colH, W: area.W, H: noteH}
	s.pageLabel = ui.Rect{}
	if s.pages > 1 {
		// The pager at the title row's end: ← "Page 1 of 2" →, the
		// title centred in what is left.
		face := sprites.Bold(ctx.BodyPx())
		lw, _ := sprites.Measure(ctx.T("setup.page", s.pages, s.pages), face)
		next := ui.Rect{X: area.X + area.W - tgt, Y: s.title.Y, W: tgt, H: tgt}
		s.pageLabel = ui.Rect{X: next.X - gap - lw, Y: s.title.Y, W: lw, H: tgt}
		prev := ui.Rect{X: s.pageLabel.X - gap - tgt, Y: s.title.Y, W: tgt, H: tgt}
		s.title.W = prev.X - gap
		ws = append(ws, ui.Widget{ID: idPagePrev, Rect: prev, Enabled: s.page > 0},
			ui.Widget{ID: idPageNext, Rect: next, Enabled: s.page < s.pages-1})
	}
	return ws
}

// toggleEnabled reports whether the button under the seats may be
// pressed: a seat may be added up to the game's most, the table sat
// around where the game and the seats allow.
func (s *Scene) toggleEnabled(id ui.ID) bool {
	switch id {
	case idAdd:
		return len(s.table.Seats) < s.game.MaxSeats
	case idSeating:
		return s.table.CanSitAround(s.game)
	}
	return true
}

// turnPage shows page p of the flow (clamped by Layout).
func (s *Scene) turnPage(ctx *core.Context, p int) {
	s.page = p
	s.Layout(ctx)
}

// drawPager writes which page of the flow shows between its buttons.
func (s *Scene) drawPager(dst *ebiten.Image, ctx *core.Context) {
	if s.pageLabel.W == 0 {
		return
	}
	cx, cy := s.pageLabel.Center()
	core.Text(dst, ctx, ctx.T("setup.page", s.page+1, s.pages), sprites.Bold(ctx.BodyPx()), cx, cy,
		sprites.AlignCenter, sprites.AlignCenter, ctx.Kit.Palette().PanelText, s.pageLabel)
}
