package kakuro

import (
	"strconv"
	"strings"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
)

// The game log: the game so far in words, told from the record (the
// state's config and moves, replayed) and the rules' events, so it reads
// the same after a resume. Only the current hunt's calls and declarations,
// which no move records yet, come from the scene.

// GameLog implements core.Logged: every sum turned up, who claimed it with
// which row and action tiles for how many points, failed claims and why,
// sums set aside, the tiles drawn; then who says impossible, or holds the
// board, in the current hunt.
func (r *Round) GameLog(ctx *core.Context) []core.LogLine {
	lines := gameLog(ctx, r.table, r.st)
	if r.st.Finished() {
		return lines
	}
	turn := 0
	if n := len(lines); n > 0 {
		turn = lines[n-1].Turn
	}
	for p, s := range r.seats {
		if s.declared {
			lines = append(lines, core.LogLine{Seat: p, Text: ctx.T("kakuro.declared", seatName(ctx, r.table, p)), Turn: turn})
		}
	}
	if c := r.claim; c != nil && r.phase == phaseClaim {
		lines = append(lines, core.LogLine{Seat: c.seat, Text: ctx.T("kakuro.called", seatName(ctx, r.table, c.seat)), Turn: turn})
	}
	return lines
}

// GameLog implements core.Logged: the whole game, as the round told it.
func (s *Scoring) GameLog(ctx *core.Context) []core.LogLine {
	return gameLog(ctx, s.Table, s.st)
}

// gameLog replays st's moves from its config and words what each did.
func gameLog(ctx *core.Context, t core.Table, st *kakuro.State) []core.LogLine {
	g, err := kakuro.New(st.Config())
	if err != nil {
		return nil
	}
	l := &logger{ctx: ctx, t: t}
	l.add(-1, ctx.T("kakuro.log.start"))
	l.events(g.Opening(), kakuro.Move{}, 0)
	for _, m := range st.Moves() {
		target := g.Target()
		evs, err := g.Apply(m)
		if err != nil {
			break // a state's own moves all applied once: never
		}
		l.events(evs, m, target)
	}
	return l.lines
}

// logger gathers the lines of one log.
type logger struct {
	ctx   *core.Context
	t     core.Table
	lines []core.LogLine
	turn  int  // the sum tiles turned up so far, less one
	seen  bool // a sum tile has turned up
}

// add appends one line of the current turn.
func (l *logger) add(seat int, text string) {
	l.lines = append(l.lines, core.LogLine{Seat: seat, Text: text, Turn: l.turn})
}

// events words what one move (or the opening) did: m is the move and
// target the sum it was played on.
func (l *logger) events(evs []kakuro.Event, m kakuro.Move, target int) {
	ctx := l.ctx
	var drawn [][]kakuro.Tile // by seat, the tiles drawn by this move
	flushDraws := func() {
		if drawn == nil {
			return
		}
		var parts []string
		for p, ts := range drawn {
			if len(ts) == 0 {
				continue
			}
			names := make([]string, len(ts))
			for i, t := range ts {
				names[i] = tileNoun(ctx, t)
			}
			parts = append(parts, ctx.T("kakuro.log.seattiles", seatName(ctx, l.t, p), strings.Join(names, ", ")))
		}
		l.add(-1, ctx.T("kakuro.log.drew", strings.Join(parts, " · "))) // a dot reads in every language
		drawn = nil
	}
	for _, ev := range evs {
		switch e := ev.(type) {
		case kakuro.ActionTileDrawn:
			if drawn == nil {
				drawn = make([][]kakuro.Tile, len(l.t.Seats))
			}
			if e.Player >= 0 && e.Player < len(drawn) {
				drawn[e.Player] = append(drawn[e.Player], e.Tile)
			}
			continue
		case kakuro.PointsScored:
			c := m.Claim
			l.add(e.Player, ctx.N("kakuro.log.scored", e.Points, seatName(ctx, l.t, e.Player), target, rowWords(ctx, c), e.Points))
		case kakuro.ClaimRejected:
			name := seatName(ctx, l.t, e.Player)
			if e.Claim.Row.Len <= 1 && len(e.Claim.Uses) == 0 {
				// The scene checks a claim whose row was never marked (its
				// time ran out) as a row of one square.
				l.add(e.Player, ctx.T("kakuro.log.norow", name, target))
			} else {
				l.add(e.Player, ctx.T("kakuro.log.failed", name, target, rowWords(ctx, e.Claim), explainReason(ctx, e.Reason)))
			}
		case kakuro.SumTileSetAside:
			flushDraws()
			key := "kakuro.aside"
			if !m.Aside {
				key = "kakuro.log.allout" // the last claimer still in was refused
			}
			l.add(-1, ctx.T(key, e.Value, e.Count, kakuro.Box.AsideToEnd))
		case kakuro.SumTileRevealed:
			flushDraws()
			if l.seen {
				l.turn++
			}
			l.seen = true
			l.add(-1, ctx.T("kakuro.log.reveal", e.Value, e.Left))
		case kakuro.GameOver:
			flushDraws()
			scores := make([]string, len(e.Scores))
			for p, s := range e.Scores {
				scores[p] = ctx.T("kakuro.log.seatscore", seatName(ctx, l.t, p), s)
			}
			l.add(-1, ctx.T("kakuro.log.over", strings.Join(scores, ", ")))
		}
	}
	flushDraws()
}

// rowWords names a claim's row ("row 3, columns 2–5"), and the action
// tiles it played, in order.
func rowWords(ctx *core.Context, c kakuro.Claim) string {
	row := c.Row
	last := row.Square(max(0, row.Len-1))
	var s string
	if row.Dir == kakuro.Down {
		s = ctx.T("kakuro.log.down", row.At[1], row.At[0], last[0])
	} else {
		s = ctx.T("kakuro.log.across", row.At[0], row.At[1], last[1])
	}
	if len(c.Uses) == 0 {
		return s
	}
	uses := make([]string, len(c.Uses))
	for i, u := range c.Uses {
		uses[i] = useWords(ctx, u)
	}
	return ctx.T("kakuro.log.withtiles", s, strings.Join(uses, ", "))
}

// useWords names one action tile played for a claim and where it went:
// a sum field's and a digit tile's square, a swap's two; a doubler lies
// on no square.
func useWords(ctx *core.Context, u kakuro.Use) string {
	noun := tileNoun(ctx, u.Tile)
	switch u.Kind {
	case kakuro.UseSumField:
		return ctx.T("kakuro.log.use.sumfield", noun, u.A[0], u.A[1])
	case kakuro.UseSwap:
		return ctx.T("kakuro.log.use.swap", noun, u.A[0], u.A[1], u.B[0], u.B[1])
	case kakuro.UseDouble:
		return noun
	}
	return ctx.T("kakuro.log.use.digit", noun, u.A[0], u.A[1])
}

// tileNoun names an action tile by its front: the doubler, the swap, a
// digit tile.
func tileNoun(ctx *core.Context, t kakuro.Tile) string {
	switch t {
	case kakuro.Doubler:
		return ctx.T("kakuro.log.tile.doubler")
	case kakuro.Swap:
		return ctx.T("kakuro.log.tile.swap")
	}
	if d := t.Digit(); d != 0 {
		return ctx.T("kakuro.log.tile.digit", d)
	}
	return strconv.Quote(t.String())
}

// seatName is seat p's name as the player reads it (a default name in
// the player's language).
func seatName(ctx *core.Context, t core.Table, p int) string {
	if p < 0 || p >= len(t.Seats) {
		return "?"
	}
	return ctx.Tr.SeatName(t.Seats[p].Name)
}
