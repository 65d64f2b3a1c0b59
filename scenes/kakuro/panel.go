package kakuro

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// drawPanel paints seat p's panel upright into its own image, then turns
// it into place at its edge of the screen.
func (r *Round) drawPanel(dst *ebiten.Image, ctx *core.Context, p int) {
	s := r.seats[p]
	sp := &s.panel
	img := sp.img
	if img == nil {
		return
	}
	img.Clear()
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &sp.lay
	if ctx.Texts != nil { // the space's name is built only for a layout test
		defer ctx.Texts.Enter("seat "+strconv.Itoa(p), ui.Rect{W: l.w, H: l.h})()
	}
	claimer := r.claim != nil && r.claim.seat == p
	bg := k.Panel(int(l.w), int(l.h))
	alpha := 1.0
	if r.st.LockedOut(p) || s.declared {
		alpha = 0.6
	}
	sprites.DrawImage(img, bg, l.w/2, l.h/2, 1, 1, alpha)
	if claimer {
		w := float32(max(3, l.h*0.03))
		strokeInside(img, ui.Rect{W: l.w, H: l.h}, w, pal.Accent)
	}
	// Name and points (counting up while a score plays).
	score := r.view.scores[p]
	for _, run := range r.run.Running() {
		if ps, ok := run.Step.Data.(pointsStep); ok && ps.seat == p {
			score = ps.from + int(float64(ps.to-ps.from)*run.Progress()+0.5)
		}
	}
	pts := ctx.T("kakuro.points", score)
	pf := sprites.Bold(min(l.name.H*0.7, ctx.U()*3.2))
	pw, _ := sprites.Measure(pts, pf)
	core.Text(img, ctx, pts, pf, l.name.X+l.name.W, l.name.Y+l.name.H/2, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText, l.name)
	name, nf := core.FitName(ctx, r.table.Seats[p].Name, max(1, l.name.W-pw-l.h*0.08), min(l.name.H*0.7, ctx.U()*3.2))
	core.Text(img, ctx, name, nf, l.name.X, l.name.Y+l.name.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, l.name)
	// The hand, face up for everyone to see.
	hand := r.view.hands[p]
	tpx := int(sp.tileRect(0, len(hand)).W)
	for i := range hand {
		if r.isSpent(p, i) {
			continue
		}
		rect := sp.tileRect(i, len(hand))
		if r.drags.Carrying(tileRef{p, i}) {
			sprites.DrawImage(img, k.ActionBack(tpx), rect.X+rect.W/2, rect.Y+rect.H/2, 1, 1, 0.25)
			continue
		}
		cx, cy := rect.Center()
		lift := 0.0
		if claimer && r.claim.selected == i {
			lift = rect.H * 0.12
		}
		sprites.DrawImage(img, r.handTile(ctx, p, i, tpx), cx, cy-lift, 1, 1, 1)
		if st := sp.controls.State(ui.Indexed(tileName, i)); st.Focused || claimer && r.claim.selected == i && r.keysUsed {
			core.DrawFocus(img, ctx, rect)
		}
	}
	if len(hand) == 0 {
		msg := ctx.T("kakuro.nohand")
		core.Text(img, ctx, msg, core.FitBold(msg, l.hand.W, l.hand.H*0.3), l.hand.X, l.hand.Y+l.hand.H/2, sprites.AlignStart, sprites.AlignCenter, pal.Muted, l.hand)
	}
	r.drawSeatButtons(img, ctx, p)
	msg := r.seatStatus(ctx, p)
	if msg != "" {
		core.Text(img, ctx, msg, core.FitBold(msg, l.status.W, l.status.H*0.62), l.status.X, l.status.Y+l.status.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, l.status)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM = sp.panel.GeoM()
	dst.DrawImage(img, op)
}

// drawSeatButtons paints the buzzer and "impossible", or while claiming,
// Check and Undo.
func (r *Round) drawSeatButtons(img *ebiten.Image, ctx *core.Context, p int) {
	sp := &r.seats[p].panel
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &sp.lay
	for _, w := range sp.widgets {
		switch w.ID {
		case idCheck:
			label := ctx.T("kakuro.check")
			if c := r.claim; c != nil && r.claimTicks > 0 {
				label += " · " + strconv.Itoa((c.window+core.TPS-1)/core.TPS)
			}
			core.DrawButton(img, ctx, &sp.controls, w, label, sprites.ButtonPrimary)
		case idUndo:
			core.DrawButton(img, ctx, &sp.controls, w, ctx.T("round.undo"), sprites.ButtonSecondary)
		case idImpossible:
			label := ctx.T("kakuro.impossible")
			style := sprites.ButtonSecondary
			if r.seats[p].declared {
				label = ctx.T("kakuro.impossible.on")
				style = sprites.ButtonDanger
			}
			core.DrawButton(img, ctx, &sp.controls, w, label, style)
		case idBuzz:
			st := sp.controls.State(w.ID)
			cx, cy := w.Rect.Center()
			alpha := 1.0
			if !w.Enabled {
				alpha = 0.4
			}
			sprites.DrawImage(img, k.Buzzer(int(w.Rect.W), st.Pressed), cx, cy, 1, 1, alpha)
			label := ctx.T("kakuro.buzz")
			core.Text(img, ctx, label, core.FitBold(label, w.Rect.W*0.7, w.Rect.H*0.2), cx, cy, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText, w.Rect)
			// The seat's key, for a keyboard at the table: left out where
			// the buzzer is too small to print it readably (a phone).
			if key := ui.SeatKeyLabel(p); (key != "" && len(r.seats) > 1 || p == 0) && w.Rect.H*0.14 >= ctx.Least() {
				if len(r.seats) == 1 {
					key = ctx.T("kakuro.key.space")
				}
				core.Text(img, ctx, key, sprites.Bold(w.Rect.H*0.14), cx, cy+w.Rect.H*0.26, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText, w.Rect)
			}
			if st.Focused {
				core.DrawFocus(img, ctx, w.Rect)
			}
		}
	}
	if !r.human(p) {
		// A bot's buzzer lights while it claims.
		bs := l.buzzer.W
		cx, cy := l.buzzer.Center()
		lit := r.claim != nil && r.claim.seat == p
		alpha := 0.5
		if lit {
			alpha = 1
		}
		sprites.DrawImage(img, k.Buzzer(int(bs), lit), cx, cy, 1, 1, alpha)
	}
}

// seatStatus is the line under a seat's hand: what it is doing or may not.
func (r *Round) seatStatus(ctx *core.Context, p int) string {
	s := r.seats[p]
	c := r.claim
	switch {
	case c != nil && c.seat == p && r.phase == phaseClaim:
		if c.bot != nil {
			return ctx.T("kakuro.status.botclaim")
		}
		if !c.marked {
			return ctx.T("kakuro.status.mark")
		}
		if c.swapping {
			return ctx.T("kakuro.swapwith")
		}
		return ctx.T("kakuro.status.tiles")
	case r.st.LockedOut(p):
		return ctx.T("kakuro.status.locked")
	case s.declared:
		return ctx.T("kakuro.status.declared")
	case r.msgSeat == p && r.message != "":
		return r.message
	case !r.human(p) && r.phase == phaseHunt:
		return ctx.T("kakuro.status.thinking")
	}
	return ""
}
