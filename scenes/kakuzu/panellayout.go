package kakuzu

import (
	"cifra/rules/kakuzu"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
)

// seatPanel is one seat's place on the screen: its name, its pile of won
// stones and their number, whose turn it is, its clock; around a table
// also its own bag button or digit picker.
type seatPanel struct {
	seating.Looked[panelLook]
	lay panelLayout
	off offTaps // taps on its disabled buttons
}

// panelLayout is a panel's inside, in its own upright pixels.
type panelLayout struct {
	w, h   float64
	pile   ui.Rect
	name   ui.Rect
	status ui.Rect
	draw   ui.Rect     // around: this seat's "draw" button
	digits [10]ui.Rect // around, no-bag: this seat's picker 1..9
	// Around a table, a person's own hint (the aids on) and undo (no-bag)
	// buttons, facing them.
	hint, undo ui.Rect
	clock      ui.Rect
}

// place lays seat p's panel out in its own upright pixels; its buttons
// are at least touch on each side.
func (sp *seatPanel) place(r *Round, p int, pn ui.Panel, touch float64) {
	sp.Place(pn)
	w, h := pn.Size()
	w, h = max(1, w), max(1, h)
	l := panelLayout{w: w, h: h}
	pad := min(w, h) * 0.06
	in := ui.Rect{X: pad, Y: pad, W: max(1, w-2*pad), H: max(1, h-2*pad)}
	ps := min(in.H, in.W*0.3)
	l.pile = ui.Rect{X: in.X, Y: in.Y + (in.H-ps)/2, W: ps, H: ps}
	right := ui.Rect{X: in.X + ps + pad, Y: in.Y, W: max(1, in.W-ps-pad), H: in.H}
	l.clock = ui.Rect{X: 0, Y: h - max(3, h*0.05), W: w, H: max(3, h*0.05)}
	// The person's own aids around a table.
	person := r.table.Around && r.human(p)
	noBag := r.st.Variant() == kakuzu.NoBag
	aids := 0
	if person && r.table.Hints {
		aids++
	}
	if person && noBag {
		aids++
	}
	switch {
	case r.table.Around && noBag:
		// The seat's own picker, 1..5 over 6..9, under its name; its
		// hint and undo in a column beside the picker.
		ps = min(in.H*0.55, in.W*0.2)
		l.pile = ui.Rect{X: in.X, Y: in.Y + in.H - ps, W: ps, H: ps}
		l.status = ui.Rect{X: in.X, Y: in.Y + in.H*0.22, W: ps, H: max(1, in.H-ps-in.H*0.22)}
		right = ui.Rect{X: in.X + ps + pad, Y: in.Y, W: max(1, in.W-ps-pad), H: in.H}
		name, picker := right.SplitV(right.H*0.24, pad*0.3)
		l.name = name
		l.name.X, l.name.W = in.X, in.W
		if aids > 0 {
			// The digits keep a finger's size; the aids take what is
			// left, up to a third, for words that can be read.
			least := touch * 1.14 // a digit's cell, inset 3% each side
			aidW := max(touch, min(picker.W*0.34, picker.W-5*least-pad))
			var col ui.Rect
			picker, col = picker.SplitH(max(1, picker.W-aidW-pad), pad)
			l.hint, l.undo = aidButtons(col, aids, r.table.Hints, pad*0.5, touch)
		}
		cell := min(picker.W/5, picker.H/2)
		x0 := picker.X + (picker.W-5*cell)/2
		for d := 1; d <= 9; d++ {
			i := d - 1
			l.digits[d] = ui.Rect{X: x0 + float64(i%5)*cell, Y: picker.Y + float64(i/5)*cell, W: cell, H: cell}.Inset(cell * 0.03)
		}
	case r.table.Around:
		// The name, the seat's own draw (and hint) buttons, the status:
		// the buttons keep a finger's size on a shallow panel, the lines
		// share the rest.
		bh := max(0, min(right.H-pad, max(touch, (right.H-pad)/3)))
		lh := max(0, (right.H-bh-pad)/2)
		rows := []ui.Rect{{X: right.X, Y: right.Y, W: right.W, H: lh}, {X: right.X, Y: right.Y + lh + pad*0.5, W: right.W, H: bh},
			{X: right.X, Y: right.Y + right.H - lh, W: right.W, H: lh}}
		l.name, l.status = rows[0], rows[2]
		row := rows[1]
		if aids == 0 {
			l.draw = row.CenterIn(min(row.W, row.H*3.2), row.H)
			break
		}
		// Draw first, the hint beside it, the two centred.
		dw := min(row.W*0.56, row.H*3.2)
		hw := min(row.W-dw-pad, row.H*3.2)
		x := row.X + (row.W-dw-pad-hw)/2
		l.draw = ui.Rect{X: x, Y: row.Y, W: dw, H: row.H}
		l.hint = ui.Rect{X: x + dw + pad, Y: row.Y, W: max(1, hw), H: row.H}
	case w < h*2.6:
		// A narrow panel (a phone's row of seats): the name over the pile
		// and the status.
		name, rest := in.SplitV(in.H*0.45, 0)
		l.name = name
		ps = min(rest.H, rest.W*0.4)
		l.pile = ui.Rect{X: rest.X, Y: rest.Y + (rest.H-ps)/2, W: ps, H: ps}
		l.status = ui.Rect{X: rest.X + ps + pad, Y: rest.Y, W: max(1, rest.W-ps-pad), H: rest.H}
	default:
		name, rest := right.SplitV(right.H*0.45, 0)
		l.name = name
		l.status = rest
	}
	sp.lay = l
}

// aidButtons lays a person's hint and undo buttons (n of them: the hint
// when hint is on, undo always) in col, one over the other where each
// keeps touch of height, else side by side.
func aidButtons(col ui.Rect, n int, hint bool, gap, touch float64) (h, u ui.Rect) {
	parts := []ui.Rect{col}
	if n == 2 {
		if (col.H-gap)/2 >= touch {
			a, b := col.SplitV((col.H-gap)/2, gap)
			parts = []ui.Rect{a, b}
		} else {
			a, b := col.SplitH((col.W-gap)/2, gap)
			parts = []ui.Rect{a, b}
		}
	}
	for i := range parts {
		// A button no taller than a finger needs, centred in its part.
		parts[i] = parts[i].CenterIn(parts[i].W, min(parts[i].H, max(touch, parts[i].W*0.6)))
	}
	if hint {
		h, parts = parts[0], parts[1:]
	}
	if len(parts) > 0 {
		u = parts[0]
	}
	return h, u
}
