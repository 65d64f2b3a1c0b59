package kakuzu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// draw paints the table: the tray, the bag and number stones, the news,
// the buttons, the panels, then what flies or is carried on top.
func (r *Round) draw(dst *ebiten.Image, ctx *core.Context) {
	dst.DrawImage(ctx.Kit.Table(ctx.W, ctx.H), nil)
	r.drawTray(dst, ctx)
	r.drawLastLift(dst, ctx)
	r.drawPieces(dst, ctx)
	r.drawNews(dst, ctx)
	r.drawButtons(dst, ctx)
	r.panels.DrawOver(dst, ctx, seating.Over{Panel: r.drawPanel, Guide: r.drawGuide, Flying: r.drawFlying, Carried: r.drawCarried})
}

// running returns the step of the given data type now playing, if any.
func running[T any](r *Round) (T, float64, bool) {
	for _, p := range r.run.Running() {
		if d, ok := p.Step.Data.(T); ok {
			return d, p.Eased(), true
		}
	}
	var zero T
	return zero, 0, false
}

// drawTray paints the tray, its stones, the printed digits under the
// lifted ones, the setup's open boxes and the aids.
func (r *Round) drawTray(dst *ebiten.Image, ctx *core.Context) {
	k, l := ctx.Kit, &r.lay
	img := art.Tray(k, l.cellPx)
	o := float64(art.TrayOrigin(l.cellPx))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.grid.X-o, l.grid.Y-o)
	dst.DrawImage(img, op)
	pal := k.Palette()
	setup := r.view.phase == kakuzu.PhaseSetup
	if setup {
		// The boxes that have not given their neutral stone glow.
		for b := range kakuzu.Size {
			if r.view.boxes[b] {
				continue
			}
			br := ui.Rect{X: l.grid.X + float64(b%3*3)*l.cell, Y: l.grid.Y + float64(b/3*3)*l.cell, W: 3 * l.cell, H: 3 * l.cell}.Inset(l.cell * 0.06)
			// Steady, not pulsing: a pulse would cost a frame a tick
			// for as long as a person thinks.
			const a = 0.9
			sprites.FillRect(dst, br.X, br.Y, br.W, br.H, withAlpha(pal.Focus, 0.22*a))
			sprites.StrokeRect(dst, br.X, br.Y, br.W, br.H, max(2, l.cell*0.06), withAlpha(pal.Focus, a))
		}
	}
	spx := art.StonePx(l.cellPx)
	wpx := art.WellPx(l.cellPx)
	lift, liftT, lifting := running[liftStep](r)
	where := r.whereMask()
	angle := r.trayAngle()
	digit := func(d int, cx, cy float64) {
		img := art.Digit(k, d, wpx)
		if angle == 0 {
			sprites.DrawImage(dst, img, cx, cy, 1, 1, 1)
		} else {
			sprites.DrawImageRotated(dst, img, cx, cy, 1, angle, 1)
		}
	}
	// The owners' rings and marks are painted at their size and drawn
	// unscaled, so they join the tray's batch of draws.
	ringPx, ringW := ownerRing(l.cell, wpx)
	markPx := ownerMarkPx(l.cell)
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			sq := kakuzu.Square{Row: row, Col: col}
			c := r.view.at(sq)
			cx, cy := l.square(sq).Center()
			v := art.StoneVariantAt(row, col)
			switch c.Holder {
			case kakuzu.Covered:
				alpha := 1.0
				if r.drags.Carrying(sq) {
					alpha = 0.3
				}
				if setup && r.view.boxes[sq.Box()] {
					alpha *= 0.7
				}
				img := art.StoneVariant(k, spx, v)
				sprites.DrawImage(dst, img, cx, cy, 1, 1, alpha)
				// The pencil marks stay through a move's animation (as they
				// were before it) and are brought up to date at its end.
				if r.table.Hints && r.marksShown {
					r.drawMarks(dst, sq, r.marks[row][col], angle)
				}
				if where[row]&(1<<col) != 0 {
					drawRing(dst, k, cx, cy, float64(spx)*0.5, max(2, float64(spx)*0.07), pal.Focus, 0.85)
				}
			case inAir:
				digit(c.Digit, cx, cy)
				t := 1.0
				if lifting && lift.sq == sq {
					t = liftT
				}
				if _, _, flying := r.flyingFrom(sq); !flying {
					img := art.StoneLiftedVariant(k, spx, v, t)
					sprites.DrawImage(dst, img, cx, cy, 1, 1, 1)
				}
			default:
				digit(c.Digit, cx, cy)
				if c.Holder >= 0 {
					// Whose stone it is: a ring in the seat's colour and
					// the seat's mark, which tells it by shape too.
					clr := seatColour(c.Holder)
					sprites.DrawImage(dst, k.Circle(ringPx, ringW, clr), cx, cy, 1, 1, 1)
					sprites.DrawImage(dst, art.SeatMark(k, c.Holder, markPx, clr), cx+l.cell*0.31, cy+l.cell*0.31, 1, 1, 1)
				}
			}
		}
	}
	if h := r.hint; h != nil && h.Action == kakuzu.ActionLift {
		cx, cy := l.square(h.Square).Center()
		drawRing(dst, k, cx, cy, l.cell*0.57, max(3, l.cell*0.09), pal.Good, 1)
	}
	if r.keysUsed && !r.st.Finished() && r.st.Awaiting() == kakuzu.ActionLift && r.human(r.st.Turn()) {
		core.DrawFocus(dst, ctx, l.square(r.cursor).Inset(l.cell*0.06))
	}
}

// ownerMarkPx is the size of the seat mark on a won stone's square.
func ownerMarkPx(cell float64) int { return max(5, int(math.Round(cell*0.3))) }

// ownerRing is the size and band of the ring round a won stone's digit
// (a well of wpx in a square of cell).
func ownerRing(cell float64, wpx int) (px, width int) {
	return int(math.Round(float64(wpx) + cell*0.06)), max(2, int(math.Round(cell*0.07)))
}

// whereMask is, per row, the columns where the number hunted may still
// hide (the "where can it be" aid), when the aids are on.
func (r *Round) whereMask() [kakuzu.Size]uint16 {
	var out [kakuzu.Size]uint16
	d := r.view.hunting
	if !r.table.Hints || !r.marksShown || d == 0 {
		return out
	}
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			if r.marks[row][col]&(1<<d) != 0 {
				out[row] |= 1 << col
			}
		}
	}
	return out
}

// drawMarks pencils a covered stone's candidates on it, 1..9 in a 3×3
// grid like a sudoku player's small digits, turned by angle (around a
// table, to the person to move).
func (r *Round) drawMarks(dst *ebiten.Image, sq kakuzu.Square, set uint16, angle float64) {
	size, step := r.lay.marks()
	if set == 0 || 2*step+size > r.lay.cell {
		return // no room on the square for three rows of marks
	}
	rect := r.lay.square(sq)
	cx, cy := rect.Center()
	face := sprites.UI(size)
	clr := color.RGBA{236, 232, 220, 230}
	for d := 1; d <= 9; d++ {
		if set&(1<<d) == 0 {
			continue
		}
		dx, dy := float64((d-1)%3-1)*step, float64((d-1)/3-1)*step
		if angle == 0 {
			sprites.DrawText(dst, itoa(d), face, cx+dx, cy+dy, sprites.AlignCenter, sprites.AlignCenter, clr)
			continue
		}
		dx, dy = turned(dx, dy, angle)
		sprites.DrawImageRotated(dst, r.facing.markImage(d, size, clr), cx+dx, cy+dy, 1, angle, 1)
	}
}

// marks is the size of the pencil marks and the step between their
// rows and columns: a quarter of a square, but never under the least
// text size (a phone's 35 px squares had 9 px marks), the step wide
// enough then for digits that size not to touch.
func (l *layout) marks() (size, step float64) {
	size = max(l.least, l.cell*0.26)
	return size, max(l.cell*0.22, size*0.8)
}

// flyingFrom reports the fly step of the stone from sq, if one runs.
func (r *Round) flyingFrom(sq kakuzu.Square) (flyStep, float64, bool) {
	for _, p := range r.run.Running() {
		if f, ok := p.Step.Data.(flyStep); ok && f.sq == sq {
			return f, p.Eased(), true
		}
	}
	return flyStep{}, 0, false
}

// pileCentre is where a seat's pile (or, for kakuzu.Neutral, the setup's
// stones) lies on the screen.
func (r *Round) pileCentre(to int) (float64, float64) {
	if to < 0 || to >= len(r.seats) {
		return r.lay.neutral.Center()
	}
	sp := &r.seats[to].panel
	x, y := sp.lay.pile.Center()
	return sp.Panel.ToScreen(x, y)
}

// drawFlying paints the stones flying from the tray to a pile.
func (r *Round) drawFlying(dst *ebiten.Image, ctx *core.Context) {
	k, l := ctx.Kit, &r.lay
	spx := art.StonePx(l.cellPx)
	for _, p := range r.run.Running() {
		f, ok := p.Step.Data.(flyStep)
		if !ok {
			continue
		}
		t := p.Eased()
		sx, sy := l.square(f.sq).Center()
		// The lifted stone is held up the screen from its well.
		sy -= float64(spx) * 0.72
		tx, ty := r.pileCentre(f.to)
		x := sx + (tx-sx)*t
		y := sy + (ty-sy)*t - math.Sin(t*math.Pi)*l.cell*1.2
		scale := 1 - 0.45*t
		alpha := 1.0
		if f.to == kakuzu.Neutral {
			alpha = 1 - t*0.8
		}
		img := art.StoneVariant(k, spx, art.StoneVariantAt(f.sq.Row, f.sq.Col))
		sprites.DrawImage(dst, img, x, y, scale*1.15, scale*1.15, alpha)
		if f.miss && t < 0.5 {
			// A miss: a red cross flashes over the stone as it leaves.
			a := 1 - t*2
			s := float32(float64(spx) * 0.3 * scale)
			red := withAlpha(ctx.Kit.Palette().Bad, a)
			vector.StrokeLine(dst, float32(x)-s, float32(y)-s, float32(x)+s, float32(y)+s, s*0.3, red, true)
			vector.StrokeLine(dst, float32(x)-s, float32(y)+s, float32(x)+s, float32(y)-s, s*0.3, red, true)
		}
	}
}

// drawCarried paints the stones being dragged off the tray.
func (r *Round) drawCarried(dst *ebiten.Image, ctx *core.Context) {
	spx := art.StonePx(r.lay.cellPx)
	for _, c := range r.drags.Active() {
		if !c.Moved {
			continue
		}
		x, y := c.Hot()
		img := art.StoneLiftedVariant(ctx.Kit, spx, art.StoneVariantAt(c.Payload.Row, c.Payload.Col), 1)
		sprites.DrawImage(dst, img, x, y+float64(spx)*0.72, 1, 1, 1)
	}
}

// drawPieces paints the bag, the number drawn or named, and the number
// stones beside the bag (the picker in the no-bag variant).
func (r *Round) drawPieces(dst *ebiten.Image, ctx *core.Context) {
	k, l := ctx.Kit, &r.lay
	pal := k.Palette()
	drawing, drawT, isDrawing := running[drawStep](r)
	ret, retT, returning := running[returnStep](r)
	if l.bag.W > 0 {
		open := isDrawing || returning || r.st.Awaiting() == kakuzu.ActionDraw && r.human(r.st.Turn()) && !r.st.Finished()
		st := r.middle.State(idBag)
		cx, cy := l.bag.Center()
		s := 1.0
		if st.Pressed {
			s = 0.95
		} else if st.Hover && open {
			s = 1.03
		}
		if isDrawing {
			s = 1 + 0.06*math.Sin(drawT*math.Pi*3)
		}
		sprites.DrawImage(dst, art.Bag(k, int(l.bag.W), open), cx, cy, s, s, 1)
		// The keyboard's and pads' Enter draws: the bag wears the focus
		// then, as the tray's cursor and the picker's digit do.
		if r.keysUsed && r.awaitsPerson(kakuzu.ActionDraw) {
			core.DrawFocus(dst, ctx, l.bag)
		}
	}
	// The number hunted, big.
	big := int(l.drawn.W * 0.86)
	dx, dy := l.drawn.Center()
	switch {
	case isDrawing:
		x, y, s := l.drawFlight(drawT, big)
		sprites.DrawImage(dst, art.NumberStone(k, drawing.n, big, art.NumberStoneDrawn), x, y, s, s, 1)
	case returning:
		// Every number drawn this turn tumbles back into the bag; the
		// last one from the big place.
		bx, by := l.bag.Center()
		if l.bag.W == 0 {
			bx, by = l.numbers[5].Center()
		}
		for i, n := range ret.ns {
			fx, fy := l.numbers[n].Center()
			px := int(l.numbers[n].W * 0.9)
			if i == len(ret.ns)-1 {
				fx, fy, px = dx, dy, big
			}
			x := fx + (bx-fx)*retT
			y := fy + (by-fy)*retT - math.Sin(retT*math.Pi)*min(l.drawn.H*0.3, max(0, min(fy, by)-float64(px)/2))
			s := 1 - 0.6*retT
			sprites.DrawImageRotated(dst, art.NumberStone(k, n, px, art.NumberStoneDrawn), x, y, s, retT*math.Pi*1.5, 1-retT*0.4)
		}
	case r.view.hunting > 0 || len(r.view.drawn) > 0 && r.view.drawn[len(r.view.drawn)-1] == 0:
		n := r.view.hunting // 0: the 0 just drawn shows until the numbers go back
		sprites.DrawImage(dst, art.NumberStone(k, n, big, art.NumberStoneDrawn), dx, dy, 1, 1, 1)
		if r.lay.around && r.lay.drawn2.W > 0 {
			d2 := r.lay.drawn2
			cx, cy := d2.Center()
			sprites.DrawImageRotated(dst, art.NumberStone(k, n, int(d2.W*0.86), art.NumberStoneDrawn), cx, cy, 1, math.Pi, 1)
		}
	default:
		// An empty place, with a word for what goes there.
		drawRing(dst, k, dx, dy, l.drawn.W*0.4, max(1, l.u*0.3), pal.PanelText, 0.25)
	}
	// The number stones: in the bag, out this turn, or retired.
	retiring, retireT, isRetiring := running[retireStep](r)
	noBag := r.st.Variant() == kakuzu.NoBag
	for n := range 10 {
		rect := l.numbers[n]
		if rect.W < 1 {
			continue
		}
		cx, cy := rect.Center()
		state := r.view.numberState(n)
		px := int(rect.W * 0.9)
		alpha, s := 1.0, 1.0
		if noBag && state == art.NumberStoneInBag && r.nameableShown()&(1<<n) == 0 && r.human(r.st.Turn()) && !r.st.Finished() {
			alpha = 0.55 // not nameable now (a lift is awaited, or a move shown): a tap says why
		}
		if isRetiring && retiring.d == n {
			s = 1 + 0.35*math.Sin(retireT*math.Pi)
			if retireT > 0.5 {
				state = art.NumberStoneRetired
			}
		}
		if noBag {
			if st := r.middle.State(ui.Indexed(digitName, n)); st.Pressed {
				s *= 0.94
			} else if st.Hover && alpha == 1 && state == art.NumberStoneInBag {
				s *= 1.05
			}
		}
		sprites.DrawImage(dst, art.NumberStone(k, n, px, state), cx, cy, s, s, alpha)
		if noBag && r.keysUsed && r.st.Awaiting() == kakuzu.ActionName && r.pick == n && r.human(r.st.Turn()) {
			core.DrawFocus(dst, ctx, rect)
		}
		if h := r.hint; h != nil && h.Action == kakuzu.ActionName && h.Number == n {
			drawRing(dst, k, cx, cy, rect.W*0.55, max(3, rect.W*0.08), pal.Good, 1)
		}
	}
}

// awaitsPerson reports whether the table waits for a person's action a
// (and nothing is being shown).
func (r *Round) awaitsPerson(a kakuzu.Action) bool {
	return !r.st.Finished() && !r.run.Busy() && r.st.Awaiting() == a && r.human(r.st.Turn())
}

// nameableShown is the picker's live digits as the view shows them.
func (r *Round) nameableShown() uint16 {
	if r.run.Busy() {
		return 0
	}
	return r.canName
}

// drawButtons paints the middle's buttons (the bag and the picker are
// drawn as pieces).
func (r *Round) drawButtons(dst *ebiten.Image, ctx *core.Context) {
	for _, w := range r.middle.Widgets() {
		switch w.ID {
		case idMenu:
			core.DrawButton(dst, ctx, &r.middle, w, ctx.T("round.menu"), sprites.ButtonSecondary)
		case idLog:
			core.DrawButton(dst, ctx, &r.middle, w, ctx.T("kakuzu.log"), sprites.ButtonSecondary)
		case idHint:
			core.DrawButton(dst, ctx, &r.middle, w, ctx.T("kakuzu.hint"), sprites.ButtonSecondary)
		case idUndo:
			core.DrawButton(dst, ctx, &r.middle, w, ctx.T("round.undo"), sprites.ButtonSecondary)
		}
	}
}

// seatColours tell the seats apart on the tray and the panels (with each
// seat's mark: never the colour alone). None is the gold of the focus and
// of the "where can it be" rings.
var seatColours = [...]color.RGBA{
	{222, 84, 64, 255},  // coral
	{64, 150, 222, 255}, // sky
	{52, 184, 150, 255}, // teal
	{150, 96, 210, 255}, // violet
}

// seatColour is seat p's colour.
func seatColour(p int) color.RGBA {
	return seatColours[(p%len(seatColours)+len(seatColours))%len(seatColours)]
}

// withAlpha returns c with its alpha scaled by a (premultiplied).
func withAlpha(c color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// drawFlight is where the number drawn flies at t (0 to 1) from the bag to
// its place, big pixels at full size, and its scale: it arcs up on its
// way, but never past the screen's top edge (the place may lie near it).
func (l *layout) drawFlight(t float64, big int) (x, y, scale float64) {
	dx, dy := l.drawn.Center()
	bx, by := l.bag.Center()
	if l.bag.W == 0 {
		bx, by = dx, dy
	}
	t = min(1, t)
	scale = 0.35 + 0.65*t
	lift := min(l.drawn.H*0.4, max(0, min(by, dy)-float64(big)/2))
	return bx + (dx-bx)*t, by + (dy-by)*t - math.Sin(t*math.Pi)*lift, scale
}
