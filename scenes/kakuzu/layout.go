package kakuzu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// layout is where the shared things lie on the screen.
type layout struct {
	grid   ui.Rect // the 9×9 squares inside the tray's rim
	cell   float64 // one square's side
	cellPx int     // the side the tray was painted at
	bag    ui.Rect // the cloth bag (tap to draw); empty in the no-bag variant
	drawn  ui.Rect // the number drawn or named, shown big
	// numbers are the ten number stones 0..9 beside the bag (in the no-bag
	// variant 1..9 at numbers[1..9] are the digit picker).
	numbers [10]ui.Rect
	news    ui.Rect // what just happened and what comes next, in words
	menu    ui.Rect
	hint    ui.Rect
	undo    ui.Rect
	neutral ui.Rect // where the setup's neutral stones go
	// Around a table the drawn number and the news are shown a second
	// time, turned to the far long side.
	drawn2, news2 ui.Rect
	around        bool
	u             float64
}

// seatPanel is one seat's place on the screen: its name, its pile of won
// stones and their number, whose turn it is, its clock; around a table
// also its own bag button or digit picker.
type seatPanel struct {
	panel    ui.Panel
	lay      panelLayout
	controls ui.Controls
	widgets  []ui.Widget
	img      *ebiten.Image // the panel drawn upright, then turned into place
	// shown is the look img was painted with: a frame whose panel looks
	// the same only turns img into place.
	shown core.Shown[panelLook]
}

// panelLayout is a panel's inside, in its own upright pixels.
type panelLayout struct {
	w, h   float64
	pile   ui.Rect
	name   ui.Rect
	status ui.Rect
	draw   ui.Rect     // around: this seat's "draw" button
	digits [10]ui.Rect // around, no-bag: this seat's picker 1..9
	clock  ui.Rect
}

// minTouch is the least side of a pressable thing, in CSS pixels.
const minTouch = 44

// computeLayout places the tray, the bag and number stones, the news and
// the seats' panels: landscape, the tray on the left and the rest in a
// column beside it; portrait, the panels on top, the tray, then the bag;
// around a table, the panels at the screen's edges facing their people.
func computeLayout(ctx *core.Context, r *Round) layout {
	if r.table.Around {
		return layoutAround(ctx, r)
	}
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 1.5
	n := len(r.seats)
	l := layout{u: u}
	btnH := max(u*7, minTouch*ctx.Scale)
	var panels []ui.Rect
	noBag := r.st.Variant() == kakuzu.NoBag
	if W >= H*1.1 { // landscape
		side := max(1, min(H-2*m, W*0.58))
		l.setTray(ui.Rect{X: m, Y: (H - side) / 2, W: side, H: side})
		col := ui.Rect{X: m + side + m, Y: m, W: max(1, W-side-3*m), H: max(1, H-2*m)}
		top, rest := col.SplitV(min(col.W*0.42, col.H*0.3), m)
		l.setPieces(top, noBag, m, ctx.Scale)
		l.news, rest = rest.SplitV(min(u*9, rest.H*0.2), m*0.6)
		var buttons ui.Rect
		rest, buttons = rest.SplitV(max(1, rest.H-btnH-m*0.6), m*0.6)
		l.setButtons(buttons, m, r.table.Hints, noBag)
		ph := min((rest.H-float64(n-1)*m*0.6)/float64(n), u*16)
		for i := range n {
			panels = append(panels, ui.Rect{X: rest.X, Y: rest.Y + float64(i)*(ph+m*0.6), W: rest.W, H: max(1, ph)})
		}
	} else { // portrait
		pw := (W - 2*m - float64(n-1)*m*0.6) / float64(n)
		ph := min(u*20, pw*0.8, H*0.12)
		for i := range n {
			panels = append(panels, ui.Rect{X: m + float64(i)*(pw+m*0.6), Y: m, W: max(1, pw), H: max(1, ph)})
		}
		y := m + ph + m
		side := max(1, min(W-2*m, H-y-m-btnH-u*30))
		l.setTray(ui.Rect{X: (W - side) / 2, Y: y, W: side, H: side})
		y += side + m*0.6
		below := ui.Rect{X: m, Y: y, W: max(1, W-2*m), H: max(1, H-y-m)}
		var rest, buttons ui.Rect
		rest, buttons = below.SplitV(max(1, below.H-btnH-m*0.6), m*0.6)
		l.setButtons(buttons, m, r.table.Hints, noBag)
		top, news := rest.SplitV(min(rest.W*0.45, rest.H*0.7), m*0.6)
		l.setPieces(top, noBag, m, ctx.Scale)
		l.news = news
	}
	for p, s := range r.seats {
		s.panel.place(r, ui.Panel{Rect: panels[p], Turn: ui.FaceBottom})
	}
	return l
}

// layoutAround seats everyone at the screen's edges (the long sides first)
// with the tray between them; the drawn number and the news are shown to
// both long sides.
func layoutAround(ctx *core.Context, r *Round) layout {
	u := ctx.U()
	l := layout{u: u, around: true}
	m := u * 1.2
	depth := 0.2
	if r.st.Variant() == kakuzu.NoBag {
		depth = 0.25 // room for each seat's own picker in two rows
	}
	seated := ui.Seating{Margin: m, DepthH: depth, DepthW: depth * 0.8, SideLen: 2.6, LongLen: 2.8}.Seat(float64(ctx.W), float64(ctx.H), len(r.seats))
	for p, s := range r.seats {
		s.panel.place(r, seated.Panels[p])
	}
	mid := seated.Middle
	side := max(1, min(mid.H, mid.W*0.56))
	tray := ui.Rect{X: mid.X + (mid.W-side)/2, Y: mid.Y + (mid.H-side)/2, W: side, H: side}
	sideW := max(1, (mid.W-side)/2-m)
	near := ui.Rect{X: tray.X + side + m, Y: mid.Y, W: sideW, H: mid.H}
	far := ui.Rect{X: mid.X, Y: mid.Y, W: sideW, H: mid.H}
	l.setTray(tray)
	noBag := r.st.Variant() == kakuzu.NoBag
	btnH := max(u*6, minTouch*ctx.Scale)
	// Beside the tray, upright for the near long side: the bag, the number
	// stones, the news, the menu.
	pieces, rest := near.SplitV(min(near.H*0.45, near.W*1.1), m*0.5)
	l.setPiecesColumn(pieces, noBag, m*0.5)
	var buttons ui.Rect
	l.news, buttons = rest.SplitV(max(1, rest.H-btnH-m*0.5), m*0.5)
	l.setButtons(buttons, m*0.5, r.table.Hints, noBag)
	// The far side: the drawn number and the news again, turned.
	ds := min(far.W, far.H*0.4) * 0.8
	l.drawn2 = ui.Rect{X: far.X + (far.W-ds)/2, Y: far.Y + far.H*0.55, W: ds, H: ds}
	l.news2 = ui.Rect{X: far.X, Y: far.Y + u, W: far.W, H: max(1, far.H*0.5-2*u)}
	return l
}

// setTray places the tray image in r: the squares are whole pixels, so
// stones never blur.
func (l *layout) setTray(r ui.Rect) {
	cell := max(4, int(r.W/10.3))
	for cell > 4 && float64(sprites.KakuzuTraySize(cell)) > min(r.W, r.H) {
		cell--
	}
	l.cellPx = cell
	l.cell = float64(cell)
	side := float64(sprites.KakuzuTraySize(cell))
	box := r.CenterIn(side, side)
	off := float64(sprites.KakuzuTrayOrigin(cell))
	l.grid = ui.Rect{X: math.Round(box.X) + off, Y: math.Round(box.Y) + off, W: l.cell * kakuzu.Size, H: l.cell * kakuzu.Size}
	l.neutral = ui.Rect{X: box.X, Y: box.Y + box.H - off, W: off, H: off}
}

// setPieces lays the bag and the big drawn number side by side over a row
// of the ten number stones (no-bag: the picker's nine digits, and no bag).
func (l *layout) setPieces(r ui.Rect, noBag bool, gap, scale float64) {
	cols, first := 10, 0
	if noBag {
		cols, first = 9, 1
	}
	rows := 1
	stripH := min(r.W/float64(cols), r.H*0.4)
	if noBag && stripH < minTouch*1.12*scale {
		// Too small for a finger in one row: 1..5 over 6..9.
		rows, cols = 2, 5
		stripH = min(r.W/5, r.H*0.3)
	}
	top, strip := r.SplitV(max(1, r.H-stripH*float64(rows)), gap*0.5)
	l.setBagAndDrawn(top, noBag, gap)
	l.setNumberGrid(strip.X+(strip.W-stripH*float64(cols))/2, strip.Y, first, cols, stripH, 0.03)
}

// setPiecesColumn lays the bag and the drawn number side by side over the
// number stones (around a table, beside the tray).
func (l *layout) setPiecesColumn(r ui.Rect, noBag bool, gap float64) {
	top, rest := r.SplitV(r.H*0.45, gap)
	l.setBagAndDrawn(top, noBag, gap)
	cols, rows, first := 5, 2, 0
	if noBag {
		cols, rows, first = 3, 3, 1
		if rest.W > rest.H*2.2 {
			cols, rows = 5, 2 // a wide strip: 1..5 over 6..9
		}
	}
	s := min(rest.W/float64(cols), rest.H/float64(rows))
	l.setNumberGrid(rest.X+(rest.W-s*float64(cols))/2, rest.Y+(rest.H-s*float64(rows))/2, first, cols, s, 0.04)
}

// setBagAndDrawn lays the bag and the big drawn number side by side in r
// (no-bag: the number alone, centred).
func (l *layout) setBagAndDrawn(r ui.Rect, noBag bool, gap float64) {
	s := min(r.H, (r.W-gap)/2)
	if noBag {
		l.bag = ui.Rect{}
		l.drawn = r.CenterIn(s, s)
		return
	}
	l.bag = ui.Rect{X: r.X + r.W/2 - gap/2 - s, Y: r.Y + (r.H-s)/2, W: s, H: s}
	l.drawn = ui.Rect{X: r.X + r.W/2 + gap/2, Y: l.bag.Y, W: s, H: s}
}

// setNumberGrid lays the number stones first..9 in rows of cols cells of
// side s from (x0, y0), each inset by inset·s.
func (l *layout) setNumberGrid(x0, y0 float64, first, cols int, s, inset float64) {
	l.numbers = [10]ui.Rect{}
	for n := first; n <= 9; n++ {
		i := n - first
		l.numbers[n] = ui.Rect{X: x0 + float64(i%cols)*s, Y: y0 + float64(i/cols)*s, W: s, H: s}.Inset(s * inset)
	}
}

// setButtons lays the menu button in a row with the hint (when the aids
// are on) and undo (no-bag: a name may be taken back) buttons.
func (l *layout) setButtons(r ui.Rect, gap float64, hint, undo bool) {
	n := 1
	if hint {
		n++
	}
	if undo {
		n++
	}
	parts := r.Row(3, gap)
	if n < 3 && r.W > 0 {
		// Fewer buttons keep their width, from the left.
		parts = r.Row(max(n, 2), gap)
	}
	l.menu, l.hint, l.undo = parts[0], ui.Rect{}, ui.Rect{}
	i := 1
	if hint {
		l.hint, i = parts[i], i+1
	}
	if undo {
		l.undo = parts[i]
	}
}

// place lays a seat's panel out in its own upright pixels.
func (sp *seatPanel) place(r *Round, p ui.Panel) {
	sp.panel = p
	w, h := p.Size()
	w, h = max(1, w), max(1, h)
	l := panelLayout{w: w, h: h}
	pad := min(w, h) * 0.06
	in := ui.Rect{X: pad, Y: pad, W: max(1, w-2*pad), H: max(1, h-2*pad)}
	ps := min(in.H, in.W*0.3)
	l.pile = ui.Rect{X: in.X, Y: in.Y + (in.H-ps)/2, W: ps, H: ps}
	right := ui.Rect{X: in.X + ps + pad, Y: in.Y, W: max(1, in.W-ps-pad), H: in.H}
	l.clock = ui.Rect{X: 0, Y: h - max(3, h*0.05), W: w, H: max(3, h*0.05)}
	if r.table.Around && r.st.Variant() == kakuzu.NoBag {
		// The seat's own picker, 1..5 over 6..9, under its name.
		ps = min(in.H*0.55, in.W*0.2)
		l.pile = ui.Rect{X: in.X, Y: in.Y + in.H - ps, W: ps, H: ps}
		l.status = ui.Rect{X: in.X, Y: in.Y + in.H*0.22, W: ps, H: max(1, in.H-ps-in.H*0.22)}
		right = ui.Rect{X: in.X + ps + pad, Y: in.Y, W: max(1, in.W-ps-pad), H: in.H}
		name, picker := right.SplitV(right.H*0.24, pad*0.3)
		l.name = name
		l.name.X, l.name.W = in.X, in.W
		cell := min(picker.W/5, picker.H/2)
		x0 := picker.X + (picker.W-5*cell)/2
		for d := 1; d <= 9; d++ {
			i := d - 1
			l.digits[d] = ui.Rect{X: x0 + float64(i%5)*cell, Y: picker.Y + float64(i/5)*cell, W: cell, H: cell}.Inset(cell * 0.03)
		}
	} else if r.table.Around {
		rows := right.Column(3, (right.H-2*pad*0.5)/3, pad*0.5)
		l.name, l.status = rows[0], rows[2]
		l.draw = rows[1].CenterIn(min(rows[1].W, rows[1].H*3.2), rows[1].H)
	} else if w < h*2.6 {
		// A narrow panel (a phone's row of seats): the name over the pile
		// and the status.
		name, rest := in.SplitV(in.H*0.45, 0)
		l.name = name
		ps = min(rest.H, rest.W*0.4)
		l.pile = ui.Rect{X: rest.X, Y: rest.Y + (rest.H-ps)/2, W: ps, H: ps}
		l.status = ui.Rect{X: rest.X + ps + pad, Y: rest.Y, W: max(1, rest.W-ps-pad), H: rest.H}
	} else {
		name, rest := right.SplitV(right.H*0.45, 0)
		l.name = name
		l.status = rest
	}
	sp.lay = l
	sp.shown.Forget()
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	if sp.img == nil || sp.img.Bounds().Dx() != iw || sp.img.Bounds().Dy() != ih {
		if sp.img != nil {
			sp.img.Deallocate()
		}
		sp.img = ebiten.NewImage(iw, ih)
	}
}

// square is the screen rectangle of a tray square.
func (l *layout) square(sq kakuzu.Square) ui.Rect {
	return ui.Rect{X: l.grid.X + float64(sq.Col)*l.cell, Y: l.grid.Y + float64(sq.Row)*l.cell, W: l.cell, H: l.cell}
}

// squareAt finds the tray square under a screen point.
func (l *layout) squareAt(x, y float64) (kakuzu.Square, bool) {
	if !l.grid.Contains(x, y) || l.cell <= 0 {
		return kakuzu.Square{}, false
	}
	sq := kakuzu.Square{Row: int((y - l.grid.Y) / l.cell), Col: int((x - l.grid.X) / l.cell)}
	return sq, sq.OnTray()
}
