package knister

import (
	"strconv"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/sprites"
)

// Knister plays its events (DESIGN.md, "Events are played, not applied"):
// every roll, number written or taken back, line scored and the game's end
// comes from the rules as an event and is handed to the round's
// events.Runner as a step, and the picture is drawn from the view, the
// table as those steps have shown it so far. A roll is the one step that
// blocks: the dice tumble and nobody writes until they land. A number
// springing into its square and a line's announcement block nothing,
// since every seat writes while the others' numbers still settle.

// view is the table as it is shown: it follows the rules' state event by
// event, so a card, a score and the dice change when their step gets
// there, never ahead of it.
type view struct {
	round  int // the roll shown (0-based)
	dice   [2]int
	sum    int
	grids  []knister.Grid
	placed []bool
	lines  [][12]knister.LineScore // each seat's lines as its card shows them
	scores []int
	over   bool // the game's end has been shown
	// version counts the view's changes, for what is worked out from it
	// once rather than every frame (the news strip's words).
	version int
}

// sync copies the rules' state into the view (when no step is left to
// play, the two agree).
func (v *view) sync(st *knister.State) {
	n := st.Players()
	v.round, v.dice, v.sum, v.over = st.Round(), st.Dice(), st.Sum(), st.Finished()
	v.grids, v.placed = make([]knister.Grid, n), make([]bool, n)
	v.lines, v.scores = make([][12]knister.LineScore, n), make([]int, n)
	for p := range n {
		v.grids[p], v.placed[p] = st.Grid(p), st.HasPlaced(p)
		v.rescore(p)
	}
	v.version++
}

// rescore works seat p's lines and total out again from its card.
func (v *view) rescore(p int) {
	v.lines[p], v.scores[p] = knister.ScoreGrid(v.grids[p])
}

// write shows value in seat p's square c (0 empties it).
func (v *view) write(p int, c knister.Cell, value int) {
	v.grids[p][c.R][c.C] = value
	v.placed[p] = value != 0
	v.rescore(p)
	v.version++
}

// allPlaced reports whether every seat is shown to have written the roll.
func (v *view) allPlaced() bool {
	for _, done := range v.placed {
		if !done {
			return false
		}
	}
	return true
}

// Step data: what the drawing code reads of a step in flight.
type (
	// rollStep is the dice tumbling to the roll's faces.
	rollStep struct{ dice [2]int }
	// popStep is a number springing into (or out of) seat p's square.
	popStep struct {
		p    int
		cell knister.Cell
	}
)

// Tick lengths of the steps.
const (
	// rollTicks is the roll: both dice tumble, the second a little
	// longer than the first.
	rollTicks   = tumbleTicks + 6
	popTicks    = 16
	lineStagger = 28
)

// play turns the rules' events into steps on the round's runner. The
// lines one number completes (the last of a row that also closes a
// column) are announced one after the other, lineStagger ticks apart, so
// each is seen and heard.
func (r *Round) play(ctx *core.Context, evs []knister.Event) {
	lines := 0
	for _, ev := range evs {
		switch e := ev.(type) {
		case knister.DiceRolled:
			r.addRoll(ctx, e, true)
		case knister.NumberPlaced:
			r.run.Add(events.Step{Ticks: popTicks, Ease: sprites.OutBack, Data: popStep{e.P, e.Cell},
				Start: func() {
					r.view.write(e.P, e.Cell, e.Value)
					if r.cardShown(e.P) {
						ctx.Play(audio.NumberPlaced)
					}
				}})
		case knister.NumberRemoved:
			r.run.Add(events.Step{Ticks: popTicks, Ease: sprites.OutBack, Data: popStep{e.P, e.Cell},
				Start: func() {
					r.view.write(e.P, e.Cell, 0)
					r.view.over = false
				}})
		case knister.LineCompleted:
			r.run.Add(r.lineStep(ctx, e.P, e.Score, lines*lineStagger))
			lines++
		case knister.GameOver:
			r.run.Add(events.Step{Start: func() {
				r.view.over = true
				r.view.version++
			}})
		}
	}
}

// addRoll queues a roll: the dice tumble to e's faces and land, and until
// they have, nobody writes. A new roll empties everyone's slot for it as
// it starts; a roll shown again (the game's first, a resumed game's) finds
// the view already as the state is.
func (r *Round) addRoll(ctx *core.Context, e knister.DiceRolled, fresh bool) {
	r.rolled = r.run.Add(events.Step{Ticks: rollTicks, Blocking: true, Data: rollStep{e.Dice},
		Start: func() {
			for i := range r.dice {
				r.dice[i] = sprites.NewTumble(e.Dice[i], tumbleTicks+i*6, r.rng.Uint64())
			}
			if fresh {
				clear(r.view.placed)
				r.view.round, r.view.dice, r.view.sum = e.Round, e.Dice, e.Sum
				r.view.version++
			}
			ctx.Play(audio.DiceRattle)
		},
		End: func() {
			for _, d := range r.dice {
				for d.Update() {
				}
			}
			r.botWait = botStepTicks
			if e.Round == 16 {
				ctx.Shot = "round-midgame"
			}
		}})
}

// lineStep is a completed line of seat p being announced after delay
// ticks: the line lights up, a ring spreads from its score badge and a
// label with its combination and points rises beside it (its sound comes
// as it shows, in updateRun).
func (r *Round) lineStep(ctx *core.Context, p int, s knister.LineScore, delay int) events.Step {
	show := lineShow{p: p, line: s.Line, tier: scoreTier(s.Points), delay: delay, sound: ctx.Sound, label: &labelImage{}}
	show.name = ctx.T("knister.combo." + s.Combo.String())
	if s.Points == 0 {
		show.name = ctx.T("knister.fx.none")
	} else {
		if s.Line.Kind == knister.Diagonal {
			show.name += " ×2"
		}
		show.points = "+" + strconv.Itoa(s.Points)
	}
	return events.Step{Ticks: delay + tiers[show.tier].ticks, Data: show, End: show.label.free}
}

// updateRun plays the steps on a tick: the runner moves on, the dice
// tumble, and each line sounds as it shows on a card on screen. Passing
// one device the table waits: nothing plays while the pass screen hides
// the card, so the next person sees the dice land.
func (r *Round) updateRun() {
	if r.passing {
		return
	}
	r.run.Update()
	for _, p := range r.run.Running() {
		switch s := p.Step.Data.(type) {
		case rollStep:
			if p.Tick > 0 {
				for _, d := range r.dice {
					d.Update()
				}
			}
		case lineShow:
			if p.Tick == s.delay && r.cardShown(s.p) {
				s.sound.Play(lineSound(s.tier))
			}
		}
	}
}

// rolling reports whether the dice of a roll are still to land.
func (r *Round) rolling() bool { return r.run.Phase(r.rolled) != events.Finished }

// animating reports whether a step is in flight on screen.
func (r *Round) animating() bool { return !r.passing && r.run.Active() }

// cardShown reports whether seat p's card is on screen: every seat's
// around a table, the viewer's passing one device.
func (r *Round) cardShown(p int) bool {
	if r.table.Around {
		return r.panelOf(p) != nil
	}
	return p == r.viewer
}

// popScale is the current scale of the number in seat p's square c.
func (r *Round) popScale(p int, c knister.Cell) float64 {
	for _, s := range r.run.Running() {
		if d, ok := s.Step.Data.(popStep); ok && d.p == p && d.cell == c {
			return 1.45 + (1-1.45)*s.Eased()
		}
	}
	return 1
}
