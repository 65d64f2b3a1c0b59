package kakuro

import (
	"slices"

	"cifra/audio"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/sprites"
)

// claim is a "Kakuro!" in progress: the claimer has the board alone, marks
// a row, plays action tiles onto it (each can be taken back) and checks.
// Nothing here decides a rule: the rules' dry run and target queries do.
type claim struct {
	seat     int
	window   int // ticks left before the claim is checked as it stands
	anchored bool
	anchor   kakuro.Pos // the row's first tapped square, before the second
	marked   bool
	row      kakuro.Row
	uses     []kakuro.Use
	spent    []int // the hand index each use spent
	// A swap tile laid on swapA waits for the square it trades with.
	swapping bool
	swapA    kakuro.Pos
	swapTile int
	selected int  // the hand tile picked by a tap or a key; -1 none
	onCheck  bool // the keys' selection is on the Check button
	preview  kakuro.Preview
	bot      []botStep // a bot's claim, played step by step
	botWait  int
	sent     bool // at an online table: on its way to the table, which judges the race
}

// botStep is one visible step of a bot's claim.
type botStep struct {
	mark  bool // mark the row
	check bool // call the check
	use   kakuro.Use
}

// Ticks between a bot's visible claim steps: slow enough to follow.
const botStepTicks = 40

// startClaim gives seat p the board.
func (r *Round) startClaim(ctx *core.Context, p int) {
	r.phase = phaseClaim
	c := &claim{seat: p, window: r.claimTicks, selected: -1}
	r.claim = c
	r.drags.CancelAll()
	ctx.Play(audio.Click)
	r.say(ctx, p, ctx.T("kakuro.called", r.table.Seats[p].Name))
	if s := r.seats[p]; s.bot != nil {
		plan := s.plan.Claim
		c.bot = append(c.bot, botStep{mark: true})
		c.row = plan.Row // shown when the mark step plays
		for _, u := range plan.Uses {
			c.bot = append(c.bot, botStep{use: u})
		}
		c.bot = append(c.bot, botStep{check: true})
		c.botWait = botStepTicks
	}
	r.refreshPreview()
	r.cursor = r.clampCursor(r.cursor)
}

// updateClaim runs the claim window and a bot claimer's steps.
func (r *Round) updateClaim(ctx *core.Context) {
	c := r.claim
	if c == nil || r.run.Busy() {
		return
	}
	if c.bot != nil {
		c.botWait -= r.pace
		if c.botWait > 0 {
			return
		}
		c.botWait = botStepTicks
		st := c.bot[0]
		c.bot = c.bot[1:]
		switch {
		case st.mark:
			c.marked = true
		case st.check:
			ctx.Shot = "kakuro-claim"
			r.check(ctx)
			return
		default:
			// The tile travels from the bot's panel to the board, then is
			// laid; the runner holds the claim until it lands.
			u, idx := st.use, r.freeTile(c, st.use.Tile)
			c.spent = append(c.spent, idx)
			r.run.Add(events.Step{Ticks: travelTicks, Blocking: true, Ease: sprites.InOutCubic,
				Data: travelOf(c, idx, u, false),
				End: func() {
					c.uses = append(c.uses, u)
					r.refreshPreview()
					ctx.Play(audio.NumberPlaced)
				}})
			return
		}
		r.refreshPreview()
		return
	}
	if r.claimTicks == 0 || c.sent {
		return // no limit: the claimer checks when ready (or has)
	}
	c.window--
	if c.window <= 0 {
		r.say(ctx, c.seat, ctx.T("kakuro.timeup"))
		r.check(ctx)
	}
}

// freeTile is the index of a hand tile showing t that no use has spent
// yet, or -1.
func (r *Round) freeTile(c *claim, t kakuro.Tile) int {
	for i, h := range r.view.hands[c.seat] {
		if h == t && !r.isSpent(c.seat, i) {
			return i
		}
	}
	return -1
}

// current is the claim as it stands, for the rules.
func (c *claim) current() kakuro.Claim {
	return kakuro.Claim{Player: c.seat, Row: c.row, Uses: slices.Clone(c.uses)}
}

// refreshPreview asks the rules what the claim does to the board so far.
func (r *Round) refreshPreview() {
	c := r.claim
	if c == nil || !c.marked {
		return
	}
	c.preview = r.st.Preview(c.current())
}

// useFor is the use a hand tile makes with its current face up.
func (r *Round) useFor(p, idx int) kakuro.Use {
	t := r.view.hands[p][idx]
	switch {
	case r.seats[p].back[idx]:
		return kakuro.Use{Tile: t, Kind: kakuro.UseSumField}
	case t == kakuro.Doubler:
		return kakuro.Use{Tile: t, Kind: kakuro.UseDouble}
	case t == kakuro.Swap:
		return kakuro.Use{Tile: t, Kind: kakuro.UseSwap, A: kakuro.Pos{-1, -1}}
	}
	return kakuro.Use{Tile: t, Kind: kakuro.UseDigit}
}

// targets lists the squares where seat p's hand tile idx may go now, with
// the face it shows: the rules say. A doubler goes anywhere on the row.
// A drag asks every frame; the rules are asked again only when the claim
// or the tile changed (see targetKey). The list is shared: read it only.
func (r *Round) targets(p, idx int) []kakuro.Pos {
	c := r.claim
	if c == nil || c.seat != p || !c.marked || c.swapping || idx < 0 || idx >= len(r.view.hands[p]) || slices.Contains(c.spent, idx) {
		return nil
	}
	u := r.useFor(p, idx)
	if r.targetCache.holds(r, u) {
		return r.targetCache.list
	}
	var list []kakuro.Pos
	if u.Kind == kakuro.UseDouble {
		if r.st.CanUse(c.current(), u) == nil {
			list = make([]kakuro.Pos, c.row.Len)
			for i := range list {
				list[i] = c.row.Square(i)
			}
		}
	} else {
		list = r.st.UseTargets(c.current(), u)
	}
	return r.targetCache.keep(r, u, list)
}

// swapTargets lists the squares a laid swap may trade with (shared, as
// targets' list is).
func (r *Round) swapTargets() []kakuro.Pos {
	c := r.claim
	if c == nil || !c.swapping {
		return nil
	}
	u := kakuro.Use{Tile: kakuro.Swap, Kind: kakuro.UseSwap, A: c.swapA}
	if r.targetCache.holds(r, u) {
		return r.targetCache.list
	}
	return r.targetCache.keep(r, u, r.st.UseTargets(c.current(), u))
}

// targetKey is everything the rules' answer to "where may this tile go"
// depends on: the claim (its row and the uses laid so far), the use the
// tile makes (its face, and a swap's first square) and the state (its
// moves).
type targetKey struct {
	claim  *claim
	marked bool
	row    kakuro.Row
	use    kakuro.Use
	moves  int
}

// targetCache is the last answer targets or swapTargets had from the
// rules, and what it was the answer to.
type targetCache struct {
	key  targetKey
	uses []kakuro.Use // the claim's uses when asked (a copy)
	list []kakuro.Pos
	ok   bool
}

// keyFor is the key of use u in the claim as it stands.
func keyFor(r *Round, u kakuro.Use) targetKey {
	return targetKey{claim: r.claim, marked: r.claim.marked, row: r.claim.row, use: u, moves: r.st.MoveCount()}
}

// holds reports whether the cache answers for use u in the claim as it
// stands.
func (t *targetCache) holds(r *Round, u kakuro.Use) bool {
	return t.ok && t.key == keyFor(r, u) && slices.Equal(t.uses, r.claim.uses)
}

// keep remembers list as the answer for use u in the claim as it stands,
// and returns it.
func (t *targetCache) keep(r *Round, u kakuro.Use, list []kakuro.Pos) []kakuro.Pos {
	t.key, t.uses, t.list, t.ok = keyFor(r, u), append(t.uses[:0], r.claim.uses...), list, true
	return list
}

// playTile plays seat p's hand tile idx onto square at, if the rules allow
// it there; otherwise it springs back with a word of why.
func (r *Round) playTile(ctx *core.Context, p, idx int, at kakuro.Pos) bool {
	c := r.claim
	if !slices.Contains(r.targets(p, idx), at) {
		ctx.Play(audio.Error)
		if c != nil && !c.marked {
			r.say(ctx, p, ctx.T("kakuro.markfirst"))
		} else {
			r.say(ctx, p, ctx.T("kakuro.notthere"))
		}
		return false
	}
	u := r.useFor(p, idx)
	if u.Kind == kakuro.UseDigit || u.Kind == kakuro.UseSumField {
		u.A = at
	}
	if !r.guide.allowUse(ctx, r, u) {
		return false
	}
	switch u.Kind {
	case kakuro.UseSwap:
		c.swapping, c.swapA, c.swapTile = true, at, idx
		c.selected = -1
		ctx.Play(audio.NumberPlaced)
		r.say(ctx, p, ctx.T("kakuro.swapwith"))
		return true
	}
	r.addUse(ctx, u, idx)
	return true
}

// addUse adds one use to the claim.
func (r *Round) addUse(ctx *core.Context, u kakuro.Use, idx int) {
	c := r.claim
	c.uses = append(c.uses, u)
	c.spent = append(c.spent, idx)
	c.selected = -1
	ctx.Play(audio.NumberPlaced)
	r.refreshPreview()
	r.message = ""
}

// square handles the claimer tapping (or confirming with a key) square at.
func (r *Round) square(ctx *core.Context, at kakuro.Pos) {
	c := r.claim
	switch {
	case !c.marked && !c.anchored:
		c.anchored, c.anchor = true, at
		ctx.Play(audio.Click)
	case !c.marked && at == c.anchor:
		c.anchored = false
	case !c.marked:
		r.markRow(ctx, c.anchor, at)
	case c.swapping:
		if !slices.Contains(r.swapTargets(), at) {
			ctx.Play(audio.Error)
			r.say(ctx, c.seat, ctx.T("kakuro.notthere"))
			return
		}
		c.swapping = false
		r.addUse(ctx, kakuro.Use{Tile: kakuro.Swap, Kind: kakuro.UseSwap, A: c.swapA, B: at}, c.swapTile)
	case c.selected >= 0:
		r.playTile(ctx, c.seat, c.selected, at)
	}
}

// markRow fixes the claim's row from its first to its last square.
func (r *Round) markRow(ctx *core.Context, a, b kakuro.Pos) {
	c := r.claim
	row, ok := kakuro.RowThrough(a, b)
	if !ok {
		ctx.Play(audio.Error)
		r.say(ctx, c.seat, ctx.T("kakuro.notaline"))
		c.anchored, c.anchor = true, b
		return
	}
	if !r.guide.allowRow(ctx, r, row) {
		c.anchored = false
		return
	}
	c.row, c.marked, c.anchored = row, true, false
	ctx.Play(audio.TileFlip)
	r.refreshPreview()
	r.message = ""
}

// undoUse steps the claim back: a swap waiting for its partner first,
// then the tiles laid, last first, then the row marked, back to marking.
func (r *Round) undoUse(ctx *core.Context) {
	c := r.claim
	switch {
	case c == nil || c.bot != nil:
		return
	case c.swapping:
		c.swapping = false
	case len(c.uses) > 0:
		c.uses = c.uses[:len(c.uses)-1]
		c.spent = c.spent[:len(c.spent)-1]
	case c.marked:
		// Back to marking: the player may show another row.
		c.marked, c.row, c.preview, c.onCheck = false, kakuro.Row{}, kakuro.Preview{}, false
	case c.anchored:
		c.anchored = false
	default:
		return
	}
	ctx.Play(audio.Click)
	r.refreshPreview()
}

// check hands the claim to the rules: it is legal or it is not. A row never
// marked is checked as a row of one square (and fails).
func (r *Round) check(ctx *core.Context) {
	c := r.claim
	if c.bot == nil && !r.guide.allowCheck(ctx, r) {
		return
	}
	cl := c.current()
	if !c.marked {
		// No row shown in time: checked as a row of one square, which the
		// rules reject (too short) and the seat is locked out.
		cl.Row = kakuro.Row{At: r.cursor, Dir: kakuro.Right, Len: 1}
		if c.anchored {
			cl.Row.At = c.anchor
		}
		cl.Uses = nil
	}
	if r.table.Online() {
		r.sendClaim(ctx, c, cl)
		return
	}
	evs, err := r.st.Apply(kakuro.ClaimMove(cl))
	if err != nil {
		// The scene only offers what the rules allow; should a use still be
		// refused, the row is checked without the tiles rather than lost.
		r.say(ctx, c.seat, core.Explain(ctx, r.table.Game, err))
		cl.Uses = nil
		if evs, err = r.st.Apply(kakuro.ClaimMove(cl)); err != nil {
			r.claim, r.phase = nil, phaseHunt
			return
		}
	}
	if r.human(c.seat) || r.table.Humans() == 0 {
		r.slot.Own() // a new game takes the slot at a person's first move
	}
	r.play(ctx, evs)
}

// clampCursor keeps the keyboard's square on the play area.
func (r *Round) clampCursor(p kakuro.Pos) kakuro.Pos {
	for i := range p {
		p[i] = max(1, min(kakuro.Size-1, p[i]))
	}
	return p
}
