package knister

import (
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// seatPanel is one seat's place around the table: the table's panel
// (where it lies, its controls, its image) with the seat's card, sum slip
// and undo button inside it.
type seatPanel struct {
	seating.Looked[seatLook]
	seat    int
	lay     cardLayout // in the panel's local pixels
	undo    ui.Rect
	status  ui.Rect
	drag    ui.Drag
	homeFor int // the roll the focus went to the card for
}

// seatLook is everything a seat's panel shows around a table, for
// painting it only when it changes (seating.Looked); a panel in motion (a
// roll, a line scored, a number dragged) is painted every frame.
type seatLook struct {
	rev, version int // the scene's moves and rolls, the view's steps
	msg          string
	canPlace     bool
	controls     ui.Look   // its cells' and button's hover, focus, press
	undo         ui.Widget // its Undo button (enabled or not)
	hint         knister.Cell
	hinted       bool
	pal          sprites.Palette
	img          *ebiten.Image // a new image holds nothing yet
}

// panelPlan is a seat panel's inside, in its own upright pixels.
type panelPlan struct {
	lay    cardLayout
	status ui.Rect
	undo   ui.Rect
}

// panelLayout lays out a w×h panel: the card on the left, as large as the
// panel's depth allows, then a column with the status, the sum slip and
// the undo button. It is not ok when the column is too narrow for them.
func panelLayout(w, h, u, btn float64) (panelPlan, bool) {
	pad := h * 0.03
	ch := h - 2*pad
	colMin := max(h*0.4, btn*2)
	cw := min(ch, w-colMin-3*pad)
	if cw < 1 {
		return panelPlan{}, false
	}
	ch = min(ch, cw*1.12)
	var pl panelPlan
	pl.lay = cardLayout{u: u}
	pl.lay.setCardTight(ui.Rect{X: pad, Y: (h - ch) / 2, W: cw, H: ch})
	col := ui.Rect{X: pad*2 + cw, Y: pad, W: w - cw - pad*3, H: h - 2*pad}
	pl.status, col = col.SplitV(col.H*0.2, pad)
	var slip ui.Rect
	slip, pl.undo = col.SplitV(col.H-max(btn, col.H*0.24)-pad, pad)
	side := min(slip.W*0.7, slip.H*0.9)
	pl.lay.token = slip.CenterIn(side, side)
	return pl, pl.undo.H >= btn-0.5 && side >= btn
}

// layoutLocal lays out a placed panel in its own upright pixels
// (panelLayout).
func (sp *seatPanel) layoutLocal(ctx *core.Context) {
	w, h := sp.Size()
	btn, _ := buttonLeast(ctx)
	pl, _ := panelLayout(w, h, ctx.U(), btn)
	sp.lay, sp.status, sp.undo = pl.lay, pl.status, pl.undo
}

// drawSeat paints one panel upright into its own image.
func (r *Round) drawSeat(ctx *core.Context, sp *seatPanel) {
	img := sp.Img
	k := ctx.Kit
	pal := k.Palette()
	w, h := sp.Size()
	v := cardView{seat: sp.seat, lay: &sp.lay, controls: &sp.Controls, drag: &sp.drag, canPlace: r.canPlaceSeat(sp.seat)}
	msg := ctx.T("knister.table.written")
	switch {
	case r.rolling():
		msg = ctx.T("knister.round.status.rolling", r.view.round+1)
	case v.canPlace:
		msg = ctx.T("knister.table.write", r.view.sum)
	case !r.human(sp.seat) && !r.view.placed[sp.seat]:
		msg = ctx.T("knister.round.status.bots")
	case r.view.over:
		msg = ctx.T("knister.round.status.finished")
	}
	// Painted again only when its look changes: around a table four
	// panels painted every frame cost a software renderer four passes.
	look := seatLook{rev: r.rev, version: r.view.version, msg: msg, canPlace: v.canPlace, controls: sp.Controls.Look(),
		pal: pal, img: img}
	look.hint, _, look.hinted = r.hint(sp.seat, v.canPlace) // a hint worked out beside the loop arrives later
	for _, wd := range sp.Widgets {
		if wd.ID == idSeatUndo {
			look.undo = wd
		}
	}
	if !sp.Stale(ctx, look, !r.moving() && !r.later.Unfinished() && !look.controls.More) {
		return
	}
	img, end := sp.Begin(ctx, sp.seat, k.Panel(int(w), int(h)), 0.92)
	defer end()
	r.drawCard(img, ctx, sp.seat, v)
	s := sp.status
	core.Text(img, ctx, msg, core.FitBold(msg, s.W, s.H*0.55), s.X+s.W/2, s.Y+s.H/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, s)
	if level := r.level(sp.seat); level != "" {
		// A bot drags no slip: its level stands in the slip's place.
		t := sp.lay.token
		box := ui.Rect{X: s.X, Y: t.Y, W: s.W, H: t.H}
		text, face := core.FitText(level, box.W*0.95, max(ctx.Least(), min(t.H*0.3, s.H*0.55)), ctx.Least(), sprites.Bold)
		core.Text(img, ctx, text, face, box.X+box.W/2, box.Y+box.H/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, box)
	} else {
		r.drawSlip(img, ctx, v)
	}
	for _, wd := range sp.Widgets {
		if wd.ID == idSeatUndo {
			core.DrawButton(img, ctx, &sp.Controls, wd, ctx.T("round.undo"), sprites.ButtonSecondary)
		}
	}
	r.drawFloats(img, ctx, v)
	r.drawDragged(img, ctx, v)
}
