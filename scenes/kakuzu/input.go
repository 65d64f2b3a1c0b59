package kakuzu

import (
	"cifra/audio"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// Widget IDs. A seat's panel lists its own; Targets reports them as
// "seat.P.<id>".
var (
	idBag      = ui.Named("kakuzu.bag")
	idMenu     = ui.Named("round.menu")
	idLog      = ui.Named("kakuzu.log")
	idHint     = ui.Named("kakuzu.hint")
	idUndo     = ui.Named("kakuzu.undo")
	idSeatDraw = ui.Named("kakuzu.draw")
)

const (
	digitName  = "kakuzu.digit"
	squareName = "kakuzu.square"
)

// relayoutWidgets rebuilds the middle's widgets and every panel's for what
// the table waits for now. A widget is enabled only when pressing it would
// act; the others still say why when tapped (see offTaps).
func (r *Round) relayoutWidgets(ctx *core.Context) {
	turn := r.st.Turn()
	// live: nothing is left to show, so the view agrees with the rules.
	live := !r.st.Finished() && !r.run.Busy()
	awaiting := r.st.Awaiting()
	noBag := r.st.Variant() == kakuzu.NoBag
	if !r.nameKnown { // once a move: the picker and its drawing read it
		r.canName, r.nameKnown = r.nameable(), true
	}
	mine := live && r.human(turn)
	mid := r.midWidgets[:0]
	mid = append(mid, ui.Widget{ID: idMenu, Rect: r.lay.menu, Enabled: true})
	if r.lay.log.W > 0 {
		mid = append(mid, ui.Widget{ID: idLog, Rect: r.lay.log, Enabled: true})
	}
	if !noBag && r.lay.bag.W > 0 {
		mid = append(mid, ui.Widget{ID: idBag, Rect: r.lay.bag, Enabled: mine && awaiting == kakuzu.ActionDraw})
	}
	if noBag && !r.table.Around { // around a table each seat names with its own picker
		for d := 1; d <= 9; d++ {
			mid = append(mid, ui.Widget{ID: ui.Indexed(digitName, d), Rect: r.lay.numbers[d],
				Enabled: mine && awaiting == kakuzu.ActionName && r.canName&(1<<d) != 0})
		}
	}
	// Around a table each seat has its own hint and undo (below).
	if r.table.Hints && r.lay.hint.W > 0 {
		mid = append(mid, ui.Widget{ID: idHint, Rect: r.lay.hint, Enabled: mine})
	}
	if noBag && r.lay.undo.W > 0 {
		mid = append(mid, ui.Widget{ID: idUndo, Rect: r.lay.undo, Enabled: live && r.canUndo()})
	}
	mid = r.reacts.Widget(mid)
	r.middle.Set(mid)
	r.midWidgets = mid
	for p, s := range r.seats {
		sp := &s.panel
		ws := sp.Widgets[:0]
		if r.table.Around && r.human(p) {
			ws = r.seatWidgets(ws, p, live && p == turn, noBag)
		}
		sp.SetWidgets(ws)
	}
}

// seatWidgets appends seat p's own buttons around a table: its picker
// (no-bag) or its draw button (not during the setup: nothing is drawn
// then), and its hint and undo where the seat may use them. mine: the
// seat is to move and the table waits for it.
func (r *Round) seatWidgets(ws []ui.Widget, p int, mine, noBag bool) []ui.Widget {
	l := &r.seats[p].panel.lay
	awaiting := r.st.Awaiting()
	if noBag {
		for d := 1; d <= 9; d++ {
			ws = append(ws, ui.Widget{ID: ui.Indexed(digitName, d), Rect: l.digits[d],
				Enabled: mine && awaiting == kakuzu.ActionName && r.canName&(1<<d) != 0})
		}
	} else if r.view.phase != kakuzu.PhaseSetup && l.draw.W > 0 {
		ws = append(ws, ui.Widget{ID: idSeatDraw, Rect: l.draw, Enabled: mine && awaiting == kakuzu.ActionDraw})
	}
	if r.table.Hints && l.hint.W > 0 {
		ws = append(ws, ui.Widget{ID: idHint, Rect: l.hint, Enabled: mine})
	}
	if noBag && l.undo.W > 0 {
		ws = append(ws, ui.Widget{ID: idUndo, Rect: l.undo, Enabled: mine && r.canUndo()})
	}
	return ws
}

// keepPickNameable moves the picker's digit to the nearest one that may
// be named, so Enter never lands on a digit just matched or retired.
func (r *Round) keepPickNameable() {
	set := r.nameable()
	if set == 0 || set&(1<<r.pick) != 0 {
		return
	}
	for d := 1; d <= 9; d++ {
		for _, c := range [2]int{r.pick + d, r.pick - d} {
			if c >= 1 && c <= 9 && set&(1<<c) != 0 {
				r.pick = c
				return
			}
		}
	}
}

// nameable is the set of digits the seat to move may name now.
func (r *Round) nameable() uint16 {
	if r.st.Awaiting() != kakuzu.ActionName {
		return 0
	}
	v := r.st.View(r.st.Turn())
	var set uint16
	for _, d := range v.Nameable() {
		set |= 1 << d
	}
	return set
}

// canUndo reports whether the last move may be taken back: only a digit
// named by a person (no-bag), before the lift. A draw or a lift reveals
// something, so undo never crosses one.
func (r *Round) canUndo() bool {
	return r.lastNamed && r.st.Awaiting() == kakuzu.ActionLift
}

// namedByPerson reports whether st's last move is a digit a person named.
func namedByPerson(t core.Table, st *kakuzu.State) bool {
	ms := st.Moves()
	return len(ms) > 0 && ms[len(ms)-1].Action == kakuzu.ActionName && t.Human(ms[len(ms)-1].Player)
}

// undo takes back the digit just named.
func (r *Round) undo(ctx *core.Context) {
	if r.run.Busy() {
		return
	}
	if !r.canUndo() {
		r.refuse(ctx, r.st.Turn(), ctx.T("kakuzu.undo.none"))
		return
	}
	rec := r.st.Record()
	rec.Moves = rec.Moves[:len(rec.Moves)-1]
	st, err := kakuzu.FromRecord(rec)
	if err != nil {
		r.say(ctx, err.Error())
		return
	}
	r.st, r.nameKnown = st, false
	r.lastNamed = namedByPerson(r.table, st)
	r.view.sync(st)
	r.hint = nil
	r.say(ctx, ctx.T("kakuzu.undone"))
	r.save(ctx)
}

// handleInput takes the tick's input: each panel's own buttons, the
// middle's (menu, bag, picker, hint, undo), strokes on the tray, keys and
// pads.
func (r *Round) handleInput(ctx *core.Context) {
	f := ctx.Frame
	for _, p := range f.Pointers {
		if p.Pressed {
			// A finger or the mouse again: the prompts say to tap, and
			// the keyboard's focus rings go until a key is pressed.
			r.input, r.keysUsed = inputPointer, false
		}
	}
	r.panels.Split(f)
	for p, s := range r.seats {
		g := *r.panels.Frame(p)
		g.Keys = nil // keys are handled below, for the seat to move
		if id := s.panel.Controls.Update(&g); !id.IsZero() {
			r.seatAction(ctx, p, id)
		}
		if id := s.panel.off.update(&s.panel.Controls, &g); !id.IsZero() {
			r.seatAction(ctx, p, id) // says why it cannot act
		}
	}
	mf := *r.panels.Frame(ui.Middle)
	mf.Keys = nil
	r.trayStrokes(ctx, &mf)
	r.bagStrokes(ctx, &mf)
	switch id := r.middle.Update(&mf); {
	case r.reacts.Act(ctx, id):
	case id == idMenu:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayPause)
		return
	case id == idLog:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayLog)
		return
	case !id.IsZero():
		r.seatAction(ctx, r.st.Turn(), id)
	}
	if id := r.midOff.update(&r.middle, &mf); !id.IsZero() {
		r.seatAction(ctx, r.st.Turn(), id)
	}
	if f.Key(ui.KeyLog) {
		ctx.Nav.Overlay(core.OverlayLog)
		return
	}
	if len(f.Keys) > 0 {
		r.input = inputKeys
	}
	r.handleKeys(ctx, f.Keys, -1)
	for _, pad := range f.Pads {
		seat := -1
		for s, id := range r.table.Pads {
			if id == pad.ID {
				seat = s
			}
		}
		if len(pad.Keys) > 0 {
			r.input = inputPad
		}
		r.handleKeys(ctx, pad.Keys, seat)
	}
}

// seatAction is a button pressed by (or for) seat p.
func (r *Round) seatAction(ctx *core.Context, p int, id ui.ID) {
	switch {
	case id == idBag || id == idSeatDraw:
		r.drawNumber(ctx, p)
	case id.Name == digitName:
		r.nameDigit(ctx, p, id.I)
	case id == idHint:
		if r.mayAct(ctx, p) {
			r.showHint(ctx)
		}
	case id == idUndo:
		if r.mayAct(ctx, p) {
			r.undo(ctx)
		}
	}
}

// mayAct checks that seat p can act now, saying why not on its panel.
func (r *Round) mayAct(ctx *core.Context, p int) bool {
	switch {
	case r.st.Finished() || r.run.Busy():
		return false
	case p != r.st.Turn():
		r.refuse(ctx, p, ctx.T("kakuzu.notyourturn", r.name(r.st.Turn())))
		return false
	case !r.human(p):
		r.refuse(ctx, p, ctx.T("kakuzu.botturn", r.name(p)))
		return false
	}
	return true
}

// drawNumber takes a number out of the bag for seat p.
func (r *Round) drawNumber(ctx *core.Context, p int) {
	if !r.mayAct(ctx, p) || r.table.Online() { // an online table draws by itself
		return
	}
	m, ok := r.st.RandomDraw()
	if gm, guided := r.guide.scriptedDraw(r); guided {
		m = gm // the guided game's number, from its record
	}
	if !ok {
		r.refuse(ctx, p, r.notNow(ctx))
		return
	}
	r.apply(ctx, m)
}

// nameDigit names digit d for seat p (no-bag); a digit that cannot be
// named is refused in words (the rules say why: found this turn, or out
// of the game).
func (r *Round) nameDigit(ctx *core.Context, p, d int) {
	if !r.mayAct(ctx, p) {
		return
	}
	if r.st.Awaiting() != kakuzu.ActionName {
		r.refuse(ctx, p, r.notNow(ctx))
		return
	}
	if r.apply(ctx, kakuzu.Name(p, d)) {
		r.pick = d
	}
}

// lift lifts the stone on sq for the seat to move.
func (r *Round) lift(ctx *core.Context, sq kakuzu.Square) {
	p := r.st.Turn()
	if !r.mayAct(ctx, p) {
		return
	}
	r.cursor = sq
	if r.st.Awaiting() != kakuzu.ActionLift {
		r.refuse(ctx, p, r.notNow(ctx))
		return
	}
	if r.guide != nil && !r.guide.allowLift(ctx, r, sq) {
		return
	}
	r.apply(ctx, kakuzu.Lift(p, sq.Row, sq.Col))
}

// notNow says what the seat to move must do first.
func (r *Round) notNow(ctx *core.Context) string {
	switch r.st.Awaiting() {
	case kakuzu.ActionDraw:
		return ctx.T("kakuzu.drawfirst")
	case kakuzu.ActionName:
		return ctx.T("kakuzu.namefirst")
	}
	return ctx.T("kakuzu.liftnow", r.st.Hunting())
}

// trayStrokes lifts stones by pointer: a tap on a stone, or a stone
// dragged off its well and let go anywhere.
func (r *Round) trayStrokes(ctx *core.Context, f *ui.Frame) {
	for _, p := range f.Pointers {
		if !p.Pressed {
			continue
		}
		sq, ok := r.lay.squareAt(p.X, p.Y)
		if !ok || r.view.at(sq).Holder != kakuzu.Covered {
			continue
		}
		if r.st.Finished() || r.run.Busy() {
			continue
		}
		r.drags.Start(p, r.lay.square(sq), sq)
	}
	for _, d := range r.drags.Update(f) {
		if !d.Dropped {
			continue
		}
		hx, hy := d.Hot()
		back, onTray := r.lay.squareAt(hx, hy)
		if d.Moved && onTray && back == d.Payload {
			continue // put back where it lay
		}
		r.lift(ctx, d.Payload)
	}
}

// bagStrokes draws a number for a finger or mouse that went down on the
// bag and let go elsewhere: a number dragged out of it. A tap on the bag
// is its button's.
func (r *Round) bagStrokes(ctx *core.Context, f *ui.Frame) {
	for _, p := range f.Pointers {
		switch {
		case p.Pressed && r.lay.bag.Contains(p.X, p.Y):
			r.bagPointer, r.bagHeld = p.ID, true
		case p.Released && r.bagHeld && p.ID == r.bagPointer:
			r.bagHeld = false
			if p.Moved && !r.lay.bag.Contains(p.X, p.Y) {
				r.drawNumber(ctx, r.st.Turn())
			}
		}
	}
}

// showHint asks the hard bot what it would do in the mover's place: a
// square to lift or a digit to name. Drawing needs no advice.
func (r *Round) showHint(ctx *core.Context) {
	if r.hinter == nil || r.st.Finished() || r.run.Busy() {
		return
	}
	view := r.st.View(r.st.Turn())
	m, ok := r.hinter.Choose(view)
	if !ok || m.Action == kakuzu.ActionTimeout {
		return
	}
	if m.Action == kakuzu.ActionDraw {
		r.say(ctx, ctx.T("kakuzu.hint.draw"))
		return
	}
	r.hint = &m
	if m.Action == kakuzu.ActionLift {
		r.cursor = m.Square
		// Ringed as if certain only when it is: otherwise the likeliest.
		if view.Surely(m.Square, view.Hunting) {
			r.say(ctx, ctx.T("kakuzu.hint.lift"))
		} else {
			r.say(ctx, ctx.T("kakuzu.hint.lift.likely"))
		}
	} else {
		r.pick = m.Number
		r.say(ctx, ctx.T("kakuzu.hint.name", m.Number))
	}
}

// Targets implements core.Scene: the middle's and every panel's buttons,
// then the tray's squares (enabled while a lift is awaited).
func (r *Round) Targets() []ui.Target {
	if t := r.reacts.Targets(); t != nil {
		return t // the reactions' picker is open over the round
	}
	out := r.panels.Targets(nil)
	out = append(out, r.middle.Targets()...)
	live := !r.st.Finished() && !r.run.Busy() && r.st.Awaiting() == kakuzu.ActionLift && r.human(r.st.Turn())
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			sq := kakuzu.Square{Row: row, Col: col}
			rect := r.lay.square(sq)
			ok := live && r.view.at(sq).Holder == kakuzu.Covered &&
				(r.st.Phase() != kakuzu.PhaseSetup || !r.view.boxes[sq.Box()])
			out = append(out, ui.Target{ID: ui.Indexed2(squareName, row, col).String(), X: rect.X, Y: rect.Y, W: rect.W, H: rect.H, Enabled: ok})
		}
	}
	return out
}
