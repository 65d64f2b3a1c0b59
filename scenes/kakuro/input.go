package kakuro

import (
	"math"
	"slices"

	"cifra/audio"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// The middle's widget IDs, and the board's squares' as Targets reports
// them ("kakuro.square.R.C").
var (
	idMenu = ui.Named("round.menu")
	idLog  = ui.Named("kakuro.log.button")
)

const squareName = "kakuro.square"

// routeKeyboard gives the keyboard to the seat that needs it: the one
// person at this screen (soleSeat), the claimer while a person claims
// with it, else the first person without a gamepad; each gamepad to its
// seat.
func (r *Round) routeKeyboard() {
	kb := r.panels.Keyboard(r.table.Pads, r.human)
	if c := r.claim; c != nil && r.human(c.seat) {
		if _, padded := r.table.Pads[c.seat]; !padded {
			kb = c.seat
		}
	}
	if p := r.soleSeat(); p >= 0 {
		kb = p
	}
	r.panels.Route(kb, r.table.Pads)
}

// soleSeat is the seat of the one person who plays at this screen (alone
// with bots, or holding one seat of an online table), or -1 when none or
// several do. The rule for their keys: the keyboard is theirs, beside
// their gamepad if they have one, and the buzzer says Space. In the hunt
// Space or Enter calls "Kakuro!" as their letter does, unless they moved
// the focus ring onto "Impossible" or a hand tile with the keys (then it
// presses that, as before: handlePanel); while they claim, the keys are
// the board's (claimKeys); an open online menu takes them for its
// buttons. Other seats' letters call for nobody.
func (r *Round) soleSeat() int {
	sole := -1
	for p := range r.seats {
		if !r.human(p) {
			continue
		}
		if sole >= 0 {
			return -1
		}
		sole = p
	}
	return sole
}

// claiming reports whether seat p is a person holding the board now.
func (r *Round) claiming(p int) bool {
	return r.phase == phaseClaim && r.claim != nil && r.claim.seat == p && r.claim.bot == nil && !r.claim.sent && !r.run.Busy()
}

// canBuzz reports whether seat p's buzzer is live: at an online table not
// while another seat has the board or while p's own call is on its way.
func (r *Round) canBuzz(p int) bool {
	return r.phase == phaseHunt && !r.run.Busy() && r.human(p) && !r.st.LockedOut(p) &&
		r.boardFree() && !(r.table.Online() && r.online.calling[p])
}

// boardFree reports whether no seat has the board as the online table
// says (always at one screen, where a claim is this round's phase): while
// one has it, nobody calls or declares, as at one screen.
func (r *Round) boardFree() bool { return !r.table.Online() || r.online.held < 0 }

// relayoutWidgets rebuilds every panel's widgets and the middle's for the
// current phase.
func (r *Round) relayoutWidgets(ctx *core.Context) {
	for p, s := range r.seats {
		sp := &s.panel
		ws := sp.Widgets[:0]
		if r.claiming(p) {
			c := r.claim
			ws = append(ws,
				ui.Widget{ID: idCheck, Rect: sp.lay.check, Enabled: c.marked && !c.swapping},
				ui.Widget{ID: idUndo, Rect: sp.lay.undo, Enabled: c.swapping || len(c.uses) > 0 || c.marked || c.anchored})
		} else if r.human(p) {
			declared := s.declared || r.st.LockedOut(p)
			// Impossible toggles at one screen; online, a pass is not taken back.
			undeclare := s.declared && r.phase == phaseHunt && !r.table.Online()
			ws = append(ws,
				ui.Widget{ID: idBuzz, Rect: sp.lay.buzzer, Enabled: r.canBuzz(p), OnPress: true}, // a race: the press calls
				ui.Widget{ID: idImpossible, Rect: sp.lay.impossible, Enabled: r.boardFree() && (r.phase == phaseHunt && !r.run.Busy() && !declared || undeclare)})
		}
		if r.human(p) {
			for i := range r.view.hands[p] {
				ws = append(ws, ui.Widget{ID: ui.Indexed(tileName, i), Rect: sp.tileRect(i, len(r.view.hands[p])), Enabled: !r.isSpent(p, i) && !r.run.Busy()})
			}
		}
		sp.SetWidgets(ws)
	}
	r.midWidget = append(r.midWidget[:0], ui.Widget{ID: idLog, Rect: r.lay.log, Enabled: true}, ui.Widget{ID: idMenu, Rect: r.lay.menu, Enabled: true})
	r.midWidget = r.reacts.Widget(r.midWidget)
	r.middle.Set(r.midWidget)
}

// handlePanel takes seat p's input from its own frame (its panel's pixels).
func (r *Round) handlePanel(ctx *core.Context, p int, f *ui.Frame) {
	sp := &r.seats[p].panel
	claiming := r.claiming(p)
	g := *f
	if claiming {
		// The claimer's keys drive the board cursor and the hand (below).
		g.Keys = nil
	}
	// Picking up a hand tile: only the claimer plays tiles onto the board.
	if claiming {
		for _, ptr := range f.Pointers {
			if !ptr.Pressed {
				continue
			}
			for i := range r.view.hands[p] {
				if w := sp.Widget(ui.Indexed(tileName, i)); w != nil && w.Enabled && w.Rect.Contains(ptr.X, ptr.Y) {
					r.drags.Start(ptr, w.Rect, tileRef{p, i})
				}
			}
		}
	}
	r.movedTiles = r.movedTiles[:0]
	for _, d := range r.drags.Update(f) {
		if d.Payload.seat != p {
			continue
		}
		if d.Moved {
			r.movedTiles = append(r.movedTiles, d.Payload.index)
		}
		if !d.Dropped || !d.Moved || !r.claiming(p) {
			continue
		}
		hx, hy := d.Hot()
		sx, sy := sp.Panel.ToScreen(hx, hy)
		if at, ok := r.dropSquare(p, d.Payload.index, sx, sy); ok {
			r.playTile(ctx, p, d.Payload.index, at)
		} else {
			ctx.Play(audio.Error)
		}
	}
	if !claiming && r.human(p) && g.Key(ui.KeyActivate) {
		// One press calls: Enter, Space or a pad's A goes to the buzzer
		// unless the player has moved the focus to another button. Out
		// of the hunt the press is dropped, not handed to another button
		// (it would turn a hand tile over).
		if foc := sp.Controls.Focused(); foc.IsZero() || foc == idBuzz || !sp.Controls.KeyboardActive() {
			r.call(p)
			g.Keys = slices.DeleteFunc(slices.Clone(g.Keys), func(k ui.Key) bool { return k == ui.KeyActivate })
			if r.canBuzz(p) {
				sp.Controls.Focus(idBuzz)
			}
		}
	}
	id := sp.Controls.Update(&g)
	switch {
	case id == idBuzz:
		r.call(p)
	case id == idImpossible:
		r.declare(ctx, p, !r.seats[p].declared)
	case id == idCheck:
		r.check(ctx)
	case id == idUndo:
		r.undoUse(ctx)
	case id.Name == tileName && !slices.Contains(r.movedTiles, id.I):
		r.tapTile(ctx, p, id.I)
	}
	if claiming && r.claiming(p) {
		r.claimKeys(ctx, f.Keys)
	}
}

// tapTile selects a hand tile (the claimer) or turns it over.
func (r *Round) tapTile(ctx *core.Context, p, i int) {
	s := r.seats[p]
	if i >= len(s.back) {
		return
	}
	if c := r.claim; c != nil && c.seat == p && c.selected != i {
		c.selected, c.onCheck = i, false
		ctx.Play(audio.Click)
		r.focusTarget(p, i)
		return
	}
	s.back[i] = !s.back[i]
	ctx.Play(audio.TileFlip)
	if r.claim != nil && r.claim.seat == p {
		r.focusTarget(p, i)
	}
}

// focusTarget moves the board cursor onto a square where tile i may go,
// so a player on keys can put it down at once.
func (r *Round) focusTarget(p, i int) {
	if ts := r.targets(p, i); len(ts) > 0 && !slices.Contains(ts, r.cursor) {
		r.cursor = ts[0]
	}
}

// claimKeys is the claimer's keyboard or pad: arrows move the square
// cursor, Tab (shoulders) picks a hand tile or Check, H (Y) turns the
// picked tile over, Enter (A) acts, Backspace (X) takes the last tile back.
func (r *Round) claimKeys(ctx *core.Context, keys []ui.Key) {
	c := r.claim
	n := len(r.view.hands[c.seat])
	for _, k := range keys {
		switch k {
		case ui.KeyUp, ui.KeyDown, ui.KeyLeft, ui.KeyRight:
			d := map[ui.Key]kakuro.Pos{ui.KeyUp: {-1, 0}, ui.KeyDown: {1, 0}, ui.KeyLeft: {0, -1}, ui.KeyRight: {0, 1}}[k]
			r.cursor = r.clampCursor(kakuro.Pos{r.cursor[0] + d[0], r.cursor[1] + d[1]})
			r.keysUsed = true
		case ui.KeyNext, ui.KeyPrev:
			step := 1
			if k == ui.KeyPrev {
				step = -1
			}
			r.cycleSelection(c, n, step)
			r.keysUsed = true
		case ui.KeyHint:
			if c.selected >= 0 {
				r.tapTile(ctx, c.seat, c.selected)
			}
		case ui.KeyUndo:
			r.undoUse(ctx)
		case ui.KeyActivate:
			r.keysUsed = true
			if c.onCheck {
				if c.marked && !c.swapping {
					r.check(ctx)
				}
				return
			}
			r.square(ctx, r.cursor)
		}
	}
}

// cycleSelection moves the keys' selection through the free hand tiles and
// the Check button.
func (r *Round) cycleSelection(c *claim, n, step int) {
	// Positions 0..n-1 are tiles, n is Check.
	cur := c.selected
	if c.onCheck || cur < 0 {
		cur = n
	}
	for range n + 1 {
		cur = (cur + step + n + 1) % (n + 1)
		if cur == n {
			c.selected, c.onCheck = -1, true
			return
		}
		if !r.isSpent(c.seat, cur) {
			c.selected, c.onCheck = cur, false
			r.focusTarget(c.seat, cur)
			return
		}
	}
}

// handleMiddle takes the shared middle's input: the board (the claimer's
// row marking and taps), the menu and the game log buttons.
func (r *Round) handleMiddle(ctx *core.Context, f *ui.Frame) {
	switch id := r.middle.Update(f); {
	case r.reacts.Act(ctx, id):
		return
	case id == idMenu:
		r.pause(ctx)
		return
	case id == idLog:
		if r.log.open { // a second press closes it
			r.log.open = false
			return
		}
		x, y := r.lay.log.Center()
		for _, p := range f.Pointers {
			if p.Pressed || p.Released {
				x, y = p.X, p.Y
			}
		}
		r.openLog(ctx, x, y)
		return
	}
	c := r.claim
	if c == nil || c.bot != nil || !r.claiming(c.seat) {
		clear(r.strokes)
		return
	}
	for _, ptr := range f.Pointers {
		at, on := r.lay.squareAt(ptr.X, ptr.Y)
		switch {
		case ptr.Pressed && on:
			r.strokes[ptr.ID] = at
		case ptr.Released:
			from, ok := r.strokes[ptr.ID]
			delete(r.strokes, ptr.ID)
			if !ok || !on {
				continue
			}
			r.cursor = at
			if ptr.Moved && at != from && !c.marked {
				r.markRow(ctx, from, at)
			} else if at == from {
				r.square(ctx, at)
			}
		}
	}
}

// dropSquare is the square a hand tile dropped at (x, y) goes to: the
// square under it, or, when that is not one the tile may go to, the
// nearest that is within half a square of the drop (a finger lands a
// little beside); false off the board with none near.
func (r *Round) dropSquare(p, idx int, x, y float64) (kakuro.Pos, bool) {
	at, on := r.lay.squareAt(x, y)
	targets := r.targets(p, idx)
	if on && slices.Contains(targets, at) {
		return at, true
	}
	best, bestD := at, r.lay.cell*0.5
	for _, t := range targets {
		sq := r.lay.square(t)
		dx := max(sq.X-x, 0, x-(sq.X+sq.W))
		dy := max(sq.Y-y, 0, y-(sq.Y+sq.H))
		if d := math.Hypot(dx, dy); d <= bestD {
			best, bestD, on = t, d, true
		}
	}
	return best, on
}

// handleSeatKeys reads the seats' own keys on a shared keyboard: each
// person's buzzer.
func (r *Round) handleSeatKeys(ctx *core.Context, f *ui.Frame) {
	for i := 0; i < ui.SeatKeys && i < len(r.seats); i++ {
		if f.Key(ui.SeatKey(i)) {
			r.call(i)
		}
	}
}

// call is a person's "Kakuro!" from any input (seat key, buzzer, Space,
// a pad's A): it counts only while that seat's buzzer is live, so a press
// made while a row is shown or a sum turns up is dropped, never kept for
// the next hunt. resolveBuzzes settles the tick's calls.
func (r *Round) call(p int) {
	if r.canBuzz(p) {
		r.pendingBuzz = append(r.pendingBuzz, p)
	}
}

// resolveBuzzes settles every call made this tick, people's and bots':
// one claimer, a tie drawn by the rules.
func (r *Round) resolveBuzzes(ctx *core.Context) {
	if len(r.pendingBuzz) == 0 {
		return
	}
	// One call per seat; which came first in the tick does not count.
	slices.Sort(r.pendingBuzz)
	seats := slices.Clone(slices.Compact(r.pendingBuzz))
	r.pendingBuzz = r.pendingBuzz[:0]
	if r.phase == phaseHunt && !r.run.Busy() {
		r.buzz(ctx, seats)
	}
}

// Targets implements core.Scene: every panel's widgets in screen pixels as
// "seat.P.ID" (P the seat), then the middle's, then the board's squares as
// "kakuro.square.R.C" (enabled while a person claims).
func (r *Round) Targets() []ui.Target {
	if t := r.reacts.Targets(); t != nil {
		return t // the reactions' picker is open over the round
	}
	out := r.panels.Targets(nil)
	out = append(out, r.middle.Targets()...)
	if r.log.open {
		out = r.logTargets(out)
	}
	if r.menu.open {
		out = append(out, r.menu.controls.Targets()...)
	}
	live := r.claim != nil && r.claiming(r.claim.seat)
	for row := range kakuro.Size {
		for col := range kakuro.Size {
			sq := r.lay.square(kakuro.Pos{row, col})
			out = append(out, ui.Target{ID: ui.Indexed2(squareName, row, col).String(), X: sq.X, Y: sq.Y, W: sq.W, H: sq.H, Enabled: live})
		}
	}
	return out
}
