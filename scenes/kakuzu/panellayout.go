package kakuzu

import (
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

// place lays seat p's panel out in its own upright pixels; around a
// table as nd has it (aroundPanel).
func (sp *seatPanel) place(r *Round, pn ui.Panel, nd seatNeeds) {
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
	if r.table.Around {
		l, _, _ = aroundPanel(w, h, nd)
		sp.lay = l
		return
	}
	switch {
	case w < h*2.6:
		// A narrow panel (a phone's row of seats): the name over the pile
		// and the status.
		name, rest := in.SplitV(in.H*0.45, 0)
		l.name = name
		ps = min(rest.H, rest.W*0.4)
		l.pile = ui.Rect{X: rest.X, Y: rest.Y + (rest.H-ps)/2, W: ps, H: ps}
		l.status = ui.Rect{X: rest.X + ps + pad, Y: rest.Y, W: max(1, rest.W-ps-pad), H: rest.H}
	case right.H < nd.least*3.3:
		// Too low for a line of words over another (four seats on a
		// phone lying down): the name and the status side by side, a
		// space apart (the name's count ends where the status begins).
		l.name, l.status = right.SplitH(right.W*0.55, max(pad, nd.least))
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
