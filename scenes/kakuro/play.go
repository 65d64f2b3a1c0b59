package kakuro

import (
	"slices"

	"cifra/audio"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/scenes/i18n"
	"cifra/sprites"
)

// The animation steps the view draws while they run (Step.Data).
type (
	flipStep   struct{ at kakuro.Pos } // a number tile turning silver → red
	placeStep  struct{ ev kakuro.SumTilePlaced }
	drawStep   struct{ seat int }  // an action tile flying from the stock to a hand
	asideStep  struct{ value int } // the sum tile going to the set-aside pile
	revealStep struct{ value int } // the next sum tile turning up
	pointsStep struct{ seat, from, to int }
	rejectStep struct{ seat int } // a failed claim shown before the board goes back
	// travelStep is an action tile travelling between a hand and the
	// board: a bot laying it, or a failed claim's tile going home.
	travelStep struct {
		seat, index int
		tile        kakuro.Tile
		back        bool       // shows its sum-field back
		at          kakuro.Pos // the square it is laid on
		home        bool       // from the board back to the hand
	}
)

// Step lengths, in ticks.
const (
	flipTicks   = 10
	placeTicks  = 32
	drawTicks   = 24
	asideTicks  = 36
	revealTicks = 30
	countTicks  = 45
	rejectTicks = 75
	travelTicks = 28
)

// play hands the rules' events to the runner, each with its animation; the
// view follows them, and the hunt goes on (or the game ends) after the last.
func (r *Round) play(ctx *core.Context, evs []kakuro.Event) {
	r.phase = phasePlay
	r.drags.CancelAll()
	r.save(ctx)
	var usesBoard *kakuro.Board
	var usesHand []kakuro.Tile
	claimer := -1
	if c := r.claim; c != nil && c.marked {
		b, h := c.preview.Board, c.preview.Hand
		usesBoard, usesHand, claimer = &b, h, c.seat
	}
	newSum := false
	claimed := r.view.target // the sum the claim was for, before the view moves on
	for _, ev := range evs {
		switch e := ev.(type) {
		case kakuro.TilesSwapped, kakuro.DigitTileLaid, kakuro.SumFieldLaid, kakuro.DoublerSpent:
			if usesBoard != nil {
				b, h, p := *usesBoard, usesHand, claimer
				r.run.Add(events.Step{End: func() {
					r.view.board = b
					r.view.hands[p] = h
					r.seats[p].back = make([]bool, len(h))
				}})
				usesBoard = nil
			}
		case kakuro.SumTilePlaced:
			r.run.Add(events.Step{Ticks: placeTicks, Blocking: true, Ease: sprites.OutCubic, Data: placeStep{e},
				Start: func() { r.view.target = 0 },
				End: func() {
					r.view.board[e.Square[0]][e.Square[1]].SumTile[e.Dir] = int8(e.Value)
					ctx.Play(audio.NumberPlaced)
				}})
		case kakuro.SquaresFlipped:
			for _, at := range e.Squares {
				red := slices.Contains(e.Flipped, at)
				step := events.Step{Ticks: flipTicks, Blocking: true, End: func() {
					cell := &r.view.board[at[0]][at[1]]
					cell.Scored[e.Dir] = true
					if red {
						cell.Red = true
					}
				}}
				if red {
					step.Data = flipStep{at}
					step.Start = func() { ctx.Play(audio.TileFlip) }
				} else {
					step.Ticks = flipTicks / 2
				}
				r.run.Add(step)
			}
		case kakuro.PointsScored:
			from := r.view.scores[e.Player]
			r.run.Add(events.Step{Ticks: countTicks, Blocking: true, Data: pointsStep{e.Player, from, e.Total},
				Start: func() {
					ctx.Play(audio.LineCompleted)
					r.say(ctx, e.Player, ctx.N("kakuro.scored", e.Points, r.table.Seats[e.Player].Name, e.Points))
					r.guide.scored(ctx, r, claimed)
				},
				End: func() { r.view.scores[e.Player] = e.Total }})
		case kakuro.ClaimRejected:
			r.rejecting = true
			r.run.Add(events.Step{Ticks: rejectTicks, Blocking: true, Data: rejectStep{e.Player},
				Start: func() {
					ctx.Play(audio.Error)
					r.say(ctx, e.Player, ctx.T("kakuro.rejected", r.table.Seats[e.Player].Name, r.rejection(ctx, e.Reason)))
				}})
			r.sendHome(r.claim)
		case kakuro.ActionTileDrawn:
			r.run.Add(events.Step{Ticks: drawTicks, Blocking: true, Ease: sprites.OutCubic, Data: drawStep{e.Player},
				Start: func() { r.view.stock-- },
				End: func() {
					r.view.hands[e.Player] = append(r.view.hands[e.Player], e.Tile)
					r.seats[e.Player].back = append(r.seats[e.Player].back, false)
				}})
		case kakuro.SumTileSetAside:
			r.run.Add(events.Step{Ticks: asideTicks, Blocking: true, Ease: sprites.OutCubic, Data: asideStep{e.Value},
				Start: func() { r.say(ctx, -1, ctx.T("kakuro.aside", e.Value, e.Count, kakuro.Box.AsideToEnd)) },
				End: func() {
					r.view.target = 0
					r.view.aside = append(r.view.aside, e.Value)
				}})
		case kakuro.SumTileRevealed:
			newSum = true
			r.run.Add(events.Step{Ticks: revealTicks, Blocking: true, Data: revealStep{e.Value},
				Start: func() {
					r.view.sums = e.Left
					r.view.target = e.Value
					ctx.Play(audio.TileFlip)
				}})
		case kakuro.GameOver:
			r.run.Add(events.Step{Start: func() { ctx.Play(audio.Fanfare) }})
		}
	}
	r.run.Add(events.Step{End: func() { r.afterPlay(ctx, newSum) }})
}

// afterPlay goes on once the events have played: a new hunt for the next
// sum, the same hunt without the locked-out claimer, or the end.
func (r *Round) afterPlay(ctx *core.Context, newSum bool) {
	r.syncView()
	r.claim = nil
	r.rejecting = false
	r.ties = 0 // the rules' tie draw counts from the last move
	switch {
	case r.st.Finished():
		r.phase, r.overWait = phaseOver, overTicks
		ctx.Shot = "kakuro-end"
	case newSum:
		r.startHunt(ctx)
	default:
		r.phase = phaseHunt
		r.checkHourglass(ctx)
	}
}

// reason words a failed claim's reason, or a preview's verdict, for the
// player: in the player's language, with the counts in it agreeing.
func (r *Round) reason(ctx *core.Context, why kakuro.Reason) string { return explainReason(ctx, why) }

// rejection words why the claim just checked failed: every reason its
// preview found, where the rules' first is the preview's (the claim as
// it was checked), else the rules' reason alone.
func (r *Round) rejection(ctx *core.Context, why kakuro.Reason) string {
	if c := r.claim; c != nil && len(c.preview.Reasons) > 1 && c.preview.Reasons[0] == why {
		return explainReasons(ctx, c.preview.Reasons)
	}
	return explainReason(ctx, why)
}

// explainReasons words every reason a claim fails, in the rules' order,
// joined into one sentence ("the row must end at a sum field or the edge;
// 2 appears twice, so a doubler is needed"): a player told one at a time
// would mend the row only to learn the next.
func explainReasons(ctx *core.Context, whys []kakuro.Reason) string {
	out := ""
	for i, why := range whys {
		if i == 0 {
			out = explainReason(ctx, why)
			continue
		}
		out = ctx.T("kakuro.reason.and", out, explainReason(ctx, why))
	}
	return out
}

// shortReasons words whys in a few words each (the kakuro.why.* texts),
// joined by a middle dot; "" when one has no short wording.
func shortReasons(ctx *core.Context, whys []kakuro.Reason) string {
	out := ""
	for i, why := range whys {
		s := shortReason(ctx, why)
		if s == "" {
			return ""
		}
		if i > 0 {
			s = out + checkSep + s
		}
		out = s
	}
	return out
}

// whyMemo is what a claim's preview says is still wrong, worded for its
// reasons and language once: the claimer's panel and the news ask for it
// every frame, and wording it each time would allocate.
type whyMemo struct {
	verdict  kakuro.Reason
	reasons  []kakuro.Reason
	lang     i18n.Lang
	says     says   // the claimer's status, longest first
	news     string // the news line: every reason, in full
	newsSays says   // the news in its wordings, longest first
}

// notYet is what the claimer's panel and the news say while the row
// adds up but is not legal yet: every reason, in full where it fits, then
// in short (all of them, then the first alone).
func (r *Round) notYet(ctx *core.Context, pv *kakuro.Preview) *whyMemo {
	m, whys := &r.why, pv.Reasons
	if len(whys) == 0 {
		whys = []kakuro.Reason{pv.Verdict}
		if m.verdict == pv.Verdict && len(m.reasons) == 1 && m.reasons[0] == pv.Verdict && m.lang == ctx.Tr.Lang() {
			return m
		}
	}
	if m.lang == ctx.Tr.Lang() && m.verdict == pv.Verdict && slices.Equal(m.reasons, whys) {
		return m
	}
	all := explainReasons(ctx, whys)
	first := shortReason(ctx, whys[0])
	short := shortReasons(ctx, whys)
	if len(whys) > 1 && first != "" {
		first += "…"
	}
	*m = whyMemo{verdict: pv.Verdict, reasons: slices.Clone(whys), lang: ctx.Tr.Lang(),
		says: says{ctx.T("kakuro.status.notyet", all), upperFirst(all), short, first},
		news: ctx.T("kakuro.status.notyet", all)}
	m.newsSays = says{m.news, upperFirst(all), short}
	if short == "" {
		m.newsSays[2] = first
	}
	if short == first || short == "" {
		m.says[2], m.says[3] = first, ""
	}
	return m
}

// explainReason words why a claim fails (or would fail now): a row rule
// broken, or a move the rules refuse (every one has its error.kakuro.*
// key), in the player's language.
func explainReason(ctx *core.Context, why kakuro.Reason) string {
	if why == nil {
		return ""
	}
	switch w := why.(type) {
	case kakuro.WrongSum:
		return ctx.T("kakuro.reason.wrong-sum", w.Sum, w.Target)
	case kakuro.DoublersShort:
		times := ctx.N("kakuro.reason.times", w.Count, w.Count)
		if w.Count == 2 {
			times = ctx.T("kakuro.reason.twice") // as RULES.md words it: "2 appears twice"
		}
		if w.Needed == 1 {
			return ctx.T("kakuro.reason.doubler", w.Digit, times) // "a doubler", as RULES.md says it
		}
		return ctx.N("kakuro.reason.doublers-short", w.Needed, w.Digit, times, w.Needed)
	case kakuro.RowTooShort:
		return ctx.T("kakuro.reason.row-too-short")
	}
	key := "kakuro.reason." + why.Code()
	if i18n.Has(key) {
		return ctx.T(key)
	}
	return core.Explain(ctx, kakuro.GameName, why) // a move the rules refuse
}

// sendHome plays a failed claim's tiles going back to the claimer's hand,
// all at once, as the board returns to how it was.
func (r *Round) sendHome(c *claim) {
	if c == nil {
		return
	}
	for i, u := range c.uses {
		step := events.Step{Ticks: travelTicks, Blocking: true, With: i > 0, Ease: sprites.InOutCubic,
			Data: travelOf(c, c.spent[i], u, true)}
		if i == 0 {
			step.Start = func() { r.rejecting = false } // the board goes back
		}
		r.run.Add(step)
	}
}

// travelOf is claim c's hand tile idx travelling for use u: to the
// square where u lies (for a doubler, the middle of the row) or, home,
// back from it.
func travelOf(c *claim, idx int, u kakuro.Use, home bool) travelStep {
	at := u.A
	if u.Kind == kakuro.UseDouble {
		at = c.row.Square(c.row.Len / 2)
	}
	return travelStep{seat: c.seat, index: idx, tile: u.Tile, back: u.Kind == kakuro.UseSumField, at: at, home: home}
}
