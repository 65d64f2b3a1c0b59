package kakuzu

import (
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// The keyboard and the pads: the arrows walk the tray's cursor or the
// picker, Enter does what the table waits for (kept a moment when pressed
// as another seat's move is still shown), H hints, Backspace undoes.

// handleKeys plays a keyboard's or pad's keys for seat (-1: whoever is to
// move): arrows move the tray's cursor (or the picker's digit), Enter
// lifts, draws or names, H asks for a hint, Backspace undoes a name.
func (r *Round) handleKeys(ctx *core.Context, keys []ui.Key, seat int) {
	if len(keys) == 0 {
		return
	}
	turn := r.st.Turn()
	if seat < 0 {
		seat = turn
	}
	r.keysUsed = true
	naming := r.st.Awaiting() == kakuzu.ActionName
	for _, k := range keys {
		if seat != turn {
			// A pad bound to a seat out of turn moves nothing of the
			// mover's; pressing says whose turn it is.
			if k == ui.KeyActivate {
				r.refuse(ctx, seat, ctx.T("kakuzu.notyourturn", r.name(turn)))
			}
			continue
		}
		switch k {
		case ui.KeyUp, ui.KeyDown, ui.KeyLeft, ui.KeyRight:
			if naming {
				r.movePick(k)
			} else {
				r.moveCursor(k)
			}
		case ui.KeyActivate:
			if r.run.Busy() {
				r.queueEnter(seat)
				continue
			}
			r.activate(ctx, seat)
		case ui.KeyHint:
			if r.table.Hints {
				r.showHint(ctx)
			}
		case ui.KeyUndo:
			r.undo(ctx)
		}
	}
}

// activate is Enter for seat (the seat to move): it does what the table
// waits for, on the cursor's stone or the picker's digit.
func (r *Round) activate(ctx *core.Context, seat int) {
	switch r.st.Awaiting() {
	case kakuzu.ActionDraw:
		r.drawNumber(ctx, seat)
	case kakuzu.ActionName:
		r.nameDigit(ctx, seat, r.pick)
	case kakuzu.ActionLift:
		r.lift(ctx, r.cursor)
	}
}

// moveCursor steps the tray cursor, wrapping at the edges.
func (r *Round) moveCursor(k ui.Key) {
	c := &r.cursor
	switch k {
	case ui.KeyUp:
		c.Row = (c.Row + kakuzu.Size - 1) % kakuzu.Size
	case ui.KeyDown:
		c.Row = (c.Row + 1) % kakuzu.Size
	case ui.KeyLeft:
		c.Col = (c.Col + kakuzu.Size - 1) % kakuzu.Size
	case ui.KeyRight:
		c.Col = (c.Col + 1) % kakuzu.Size
	}
}

// movePick steps the picker's digit among those that may be named.
func (r *Round) movePick(k ui.Key) {
	set := r.nameable()
	if set == 0 {
		return
	}
	step := 1
	if k == ui.KeyLeft || k == ui.KeyUp {
		step = -1
	}
	d := r.pick
	for range 9 {
		d = (d-1+step+9)%9 + 1
		if set&(1<<d) != 0 {
			r.pick = d
			return
		}
	}
}

// inputKind is what a person last played with: the prompts word it so
// ("tap the bag", "press Enter", "press A").
type inputKind uint8

const (
	inputPointer inputKind = iota // a mouse or a finger
	inputKeys                     // the keyboard
	inputPad                      // a gamepad
)

// enterTicks is how long an Enter pressed while another seat's move is
// still shown waits for the table to be ready (half a second).
const enterTicks = core.TPS / 2

// queueEnter keeps seat's Enter, pressed while the last move (another
// seat's) is still being shown, to play once it is: like a tap that
// comes up after the animation ends, it is not lost. Enter during the
// seat's own move is not kept: it would lift blind, before the number
// drawn is seen.
func (r *Round) queueEnter(seat int) {
	if r.st.Finished() || seat != r.st.Turn() || !r.human(seat) || r.view.turn == seat {
		return
	}
	r.enterSeat, r.enterLeft = seat, enterTicks
}

// playQueuedEnter plays the Enter queueEnter kept once the table waits,
// or forgets it when it waited too long.
func (r *Round) playQueuedEnter(ctx *core.Context) {
	if r.enterLeft <= 0 {
		return
	}
	if r.run.Busy() {
		r.enterLeft--
		return
	}
	r.enterLeft = 0
	if r.enterSeat == r.st.Turn() {
		r.activate(ctx, r.enterSeat)
	}
}
