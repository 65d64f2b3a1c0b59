package kakuzu

import (
	"slices"
	"strconv"

	"cifra/audio"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/sprites"
)

// Animation lengths, in ticks: long enough for a player across the table
// to see what came out of the bag and what lay under the stone.
const (
	drawTicks   = 30 // a number stone pops out of the bag
	nameTicks   = 16 // a named digit's stone moves to the front
	liftTicks   = 24 // a stone rises off its well, the digit shows
	lookTicks   = 22 // the lifted stone is held up: everyone reads the digit
	flyTicks    = 30 // it flies to a pile (or off the tray, neutral)
	retireTicks = 36 // a digit's number stone leaves the game
	returnTicks = 26 // the drawn numbers tumble back into the bag
	passTicks   = 24 // the turn moves on
	// readTicks: after a person's miss the bot to move waits this much
	// longer, so the miss stays in the news long enough to be read.
	readTicks = 2 * core.TPS
)

// audioError is the sound of a move refused.
const audioError = audio.Error

// Step data, what drawStep and its kind tell the drawing code.
type (
	drawStep struct{ n int }            // n comes out of the bag
	nameStep struct{ d int }            // d was named (no-bag)
	liftStep struct{ sq kakuzu.Square } // the stone on sq rises
	lookStep struct{ sq kakuzu.Square } // it is held up for all to read
	flyStep  struct {
		sq   kakuzu.Square
		to   int // the seat whose pile it joins; kakuzu.Neutral: off the tray
		miss bool
	}
	retireStep struct{ d int }    // d's number stone leaves the game
	returnStep struct{ ns []int } // these numbers go back into the bag
	passStep   struct{ from, to int }
)

// play turns the rules' events into steps: what happened is shown in the
// order it happened, and the view changes as each step gets there.
func (r *Round) play(ctx *core.Context, evs []kakuzu.Event) {
	r.drags.CancelAll()
	r.marksValid = false
	for _, ev := range evs {
		switch e := ev.(type) {
		case kakuzu.NumberDrawn:
			r.run.Add(events.Step{Ticks: drawTicks, Blocking: true, Ease: sprites.OutBack, Data: drawStep{e.Number},
				Start: func() {
					ctx.Play(audio.Click)
					r.view.bag &^= 1 << e.Number
					if e.Number == 0 {
						r.say(ctx, ctx.T("kakuzu.drew0", r.name(e.Player)))
					} else {
						r.say(ctx, ctx.T("kakuzu.drew", r.name(e.Player), e.Number))
					}
				},
				End: func() {
					r.view.drawn = append(r.view.drawn, e.Number)
					if e.Number != 0 {
						r.view.hunting = e.Number
					}
				}})
		case kakuzu.DigitNamed:
			r.run.Add(events.Step{Ticks: nameTicks, Blocking: true, Ease: sprites.OutCubic, Data: nameStep{e.Digit},
				Start: func() {
					ctx.Play(audio.Click)
					r.say(ctx, ctx.T("kakuzu.named", r.name(e.Player), e.Digit))
				},
				End: func() { r.view.hunting = e.Digit }})
		case kakuzu.StoneLifted:
			sq, d := e.Square, e.Digit
			r.run.Add(events.Step{Ticks: liftTicks, Blocking: true, Ease: sprites.OutCubic, Data: liftStep{sq},
				Start: func() {
					ctx.Play(audio.StoneLift)
					r.view.at(sq).Digit = d
					r.view.at(sq).Holder = inAir
				}})
			r.run.Add(events.Step{Ticks: lookTicks, Blocking: true, Data: lookStep{sq}})
		case kakuzu.StoneSetAside:
			r.addFly(ctx, e.Square, kakuzu.Neutral, false, func() {
				r.last = lastLift{sq: e.Square, seat: e.Player, kind: liftNeutral}
				r.view.boxes[e.Square.Box()] = true
				r.shot(ctx, "kakuzu-setup")
				r.say(ctx, ctx.T("kakuzu.neutral", r.name(e.Player), r.view.at(e.Square).Digit))
			})
		case kakuzu.StoneKept:
			r.addFly(ctx, e.Square, e.Player, false, func() {
				r.last = lastLift{sq: e.Square, seat: e.Player, kind: liftKept}
				ctx.Play(audio.NumberPlaced)
				r.shot(ctx, "kakuzu-match")
				r.say(ctx, ctx.T("kakuzu.kept", r.name(e.Player), r.view.at(e.Square).Digit))
			})
		case kakuzu.StonePassed:
			r.addFly(ctx, e.Square, e.To, true, func() {
				r.last = lastLift{sq: e.Square, seat: e.From, kind: liftMissed}
				if r.human(e.From) && !r.human(e.To) {
					r.read = readTicks // the bot waits while the person reads it
				}
				ctx.Play(audio.Error)
				r.shot(ctx, "kakuzu-miss")
				r.say(ctx, ctx.T("kakuzu.missed", r.name(e.From), r.view.at(e.Square).Digit, r.view.hunting, r.name(e.To)))
			})
		case kakuzu.DigitRetired:
			r.run.Add(events.Step{Ticks: retireTicks, Blocking: true, Data: retireStep{e.Digit},
				Start: func() {
					ctx.Play(audio.LineCompleted)
					r.say(ctx, ctx.T("kakuzu.retired", e.Digit))
				},
				End: func() {
					r.view.retire(e.Digit)
					r.shot(ctx, "kakuzu-retired")
				}})
		case kakuzu.NumbersReturned:
			ns := slices.Clone(e.Numbers)
			r.run.Add(events.Step{Ticks: returnTicks, Blocking: true, Ease: sprites.InOutCubic, Data: returnStep{ns},
				Start: func() { ctx.Play(audio.TileFlip) },
				End: func() {
					for _, n := range ns {
						if r.view.retired&(1<<n) == 0 {
							r.view.bag |= 1 << n
						}
					}
					r.view.drawn = r.view.drawn[:0]
					r.view.hunting = 0
				}})
		case kakuzu.TurnTimedOut:
			r.run.Add(events.Step{Start: func() {
				ctx.Play(audio.Error)
				r.say(ctx, ctx.T("kakuzu.timeout", r.name(e.Player)))
			}})
		case kakuzu.PlayStarted:
			r.run.Add(events.Step{Ticks: passTicks, Blocking: true, Data: passStep{-1, e.Turn},
				Start: func() { r.say(ctx, ctx.T("kakuzu.playstarts", r.name(e.Turn))) },
				End:   func() { r.endOfMove(e.Turn) }})
		case kakuzu.TurnPassed:
			r.run.Add(events.Step{Ticks: passTicks, Blocking: true, Data: passStep{e.From, e.To},
				Start: func() {
					// A miss keeps its own words (what was under the stone,
					// whose it is now): the prompt under them says whose
					// turn it is.
					if e.Why != kakuzu.EndMiss {
						r.say(ctx, r.whyPassed(ctx, e))
					}
				},
				End: func() { r.endOfMove(e.To) }})
		case kakuzu.GameOver:
			r.run.Add(events.Step{Start: func() {
				ctx.Play(audio.Fanfare)
				r.over, r.overWait = true, overTicks
				r.say(ctx, ctx.T("kakuzu.over"))
			}})
		}
	}
	if !r.st.Finished() {
		// The view catches up with the rules once everything is shown.
		r.run.Add(events.Step{End: func() { r.endOfMove(r.st.Turn()) }})
	}
}

// addFly queues a lifted stone flying from its square to a pile.
func (r *Round) addFly(ctx *core.Context, sq kakuzu.Square, to int, miss bool, start func()) {
	r.run.Add(events.Step{Ticks: flyTicks, Blocking: true, Ease: sprites.InOutCubic, Data: flyStep{sq, to, miss},
		Start: start,
		End: func() {
			r.view.at(sq).Holder = to
			if to >= 0 {
				r.view.scores[to]++
			}
		}})
}

// endOfMove catches the view up with the rules once a move's steps are
// played, and starts the clocks of the seat to move.
func (r *Round) endOfMove(turn int) {
	was, wasPhase := r.view.turn, r.view.phase
	r.view.sync(r.st)
	if turn != r.view.turn {
		return
	}
	if r.view.turn != was || r.view.phase != wasPhase {
		r.startTurn() // the clock runs per turn, not per draw
	}
	r.think = r.thinkTicks()
	r.keepPickNameable()
}

// whyPassed words why the turn passed.
func (r *Round) whyPassed(ctx *core.Context, e kakuzu.TurnPassed) string {
	return ctx.T("kakuzu.end."+string(e.Why), r.name(e.From), r.name(e.To))
}

// turnPrompt says what the seat to move does next.
func (r *Round) turnPrompt(ctx *core.Context) string {
	if r.st.Finished() {
		return ctx.T("kakuzu.over")
	}
	p := r.st.Turn()
	who := r.nameArg(p)
	if !r.human(p) {
		return ctx.T("kakuzu.thinking", who)
	}
	if r.st.Phase() == kakuzu.PhaseSetup {
		return ctx.T("kakuzu.prompt.setup", who)
	}
	switch r.st.Awaiting() {
	case kakuzu.ActionDraw:
		return ctx.T(drawPrompts[r.input], who)
	case kakuzu.ActionName:
		return ctx.T("kakuzu.prompt.name", who)
	}
	return ctx.T("kakuzu.prompt.lift", who, r.st.Hunting())
}

// drawPrompts say how to draw with what the player last used.
var drawPrompts = [...]string{
	inputPointer: "kakuzu.prompt.draw",
	inputKeys:    "kakuzu.prompt.draw.keys",
	inputPad:     "kakuzu.prompt.draw.pad",
}

// name is seat p's name, in the language shown (see refreshNames).
func (r *Round) name(p int) string {
	if p < 0 || p >= len(r.names) {
		if p >= 0 && p < len(r.table.Seats) {
			return r.table.Seats[p].Name
		}
		return "?"
	}
	return r.names[p]
}

// nameArg is seat p's name as an argument to ctx.T, boxed once a language
// rather than once a frame.
func (r *Round) nameArg(p int) any {
	if p < 0 || p >= len(r.nameArgs) {
		return r.name(p)
	}
	return r.nameArgs[p]
}

// refreshNames words the seats' names for ctx's language when it changed
// (or at the start): a default name ("Player 1", "Bot 2") follows the
// language, a name a person typed stays as typed.
func (r *Round) refreshNames(ctx *core.Context) {
	if ctx.Tr == nil || len(r.names) == len(r.table.Seats) && r.namesLang == ctx.Tr.Lang() {
		return
	}
	r.namesLang = ctx.Tr.Lang()
	r.names = r.names[:0]
	r.nameArgs = r.nameArgs[:0]
	for _, s := range r.table.Seats {
		n := ctx.Tr.SeatName(s.Name)
		r.names = append(r.names, n)
		r.nameArgs = append(r.nameArgs, n)
	}
}

// itoa is strconv.Itoa, short for the drawing code.
func itoa(n int) string { return strconv.Itoa(n) }

// shot asks -shots for a picture of this moment, once per kind a game.
func (r *Round) shot(ctx *core.Context, kind string) {
	if r.shots == nil {
		r.shots = map[string]bool{}
	}
	if !r.shots[kind] {
		r.shots[kind] = true
		ctx.Shot = kind
	}
}
