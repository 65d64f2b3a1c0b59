// Package knister is the Knister round and scoring scenes: dice, the paper
// card, drag-to-place, hot-seat passing, bots and hints. Every rule is
// decided by rules/knister; this package only shows and animates.
package knister

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"cifra/audio"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Phases of a roll as the scene shows it.
type phase int

const (
	phaseRolling phase = iota // dice tumbling
	phasePlacing              // seats are placing the sum
	phasePass                 // the device goes to the next person
	phaseDone                 // all 25 rolls placed
)

const (
	tumbleTicks   = 42
	botStepTicks  = 4  // one bot places every few ticks, so it reads as a table
	autoRollTicks = 50 // pause before an automatic roll
)

// Round is the Knister round scene.
type Round struct {
	table    core.Table
	st       *knister.State
	bots     []knister.Bot
	phase    phase
	viewer   int // seat whose card is shown
	dice     [2]*sprites.Tumble
	botWait  int // ticks until the next bot placement
	rollWait int // ticks until an automatic roll
	botNext  int // next seat the bots consider

	controls ui.Controls
	widgets  []ui.Widget // buffer for the widget list rebuilt each tick
	drag     ui.Drag
	lay      layout
	fx       effects
	hintOn   bool
	// the hint is computed once per roll and seat
	hintFor, hintSeat int
	hintCell          knister.Cell
	hintLine          knister.Line
	rng               *rand.Rand
	// saving: this round owns the save slot (see save); saveFailed: the
	// player has been told a save failed.
	saving, saveFailed bool
}

// NewRound starts a Knister game for the table.
func NewRound(ctx *core.Context, t core.Table) *Round {
	seed := t.Seed
	if seed == 0 {
		seed = ctx.Seed
		ctx.Seed = 0
	}
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Seed = seed
	st, err := knister.New(len(t.Seats), seed, nil)
	if err != nil {
		// The setup scene only builds valid tables; fall back to solo.
		t.Seats = t.Seats[:1]
		st, _ = knister.New(1, seed, nil)
	}
	r := &Round{table: t, st: st, viewer: firstHuman(t), rng: rand.New(rand.NewPCG(seed, 7))}
	r.hintOn = t.Hints
	r.hintFor = -1
	r.startRoll(ctx)
	return r
}

// State exposes the rules state (tests).
func (r *Round) State() *knister.State { return r.st }

// Table returns the seats and options the round plays with.
func (r *Round) Table() core.Table { return r.table }

// Viewer returns the seat whose card is shown.
func (r *Round) Viewer() int { return r.viewer }

func firstHuman(t core.Table) int {
	for i, s := range t.Seats {
		if s.Human() {
			return i
		}
	}
	return 0
}

// Name implements core.Scene.
func (r *Round) Name() string {
	if r.phase == phasePass {
		return "pass"
	}
	return "round"
}

// Animating implements core.Scene.
func (r *Round) Animating() bool {
	return r.phase == phaseRolling || r.fx.active() || r.drag.Active() || r.rollWait > 0 || r.botsToMove()
}

// Targets implements core.Scene.
func (r *Round) Targets() []ui.Target { return r.controls.Targets() }

func (r *Round) startRoll(ctx *core.Context) {
	r.phase = phaseRolling
	d := r.st.Dice()
	for i := range r.dice {
		r.dice[i] = sprites.NewTumble(d[i], tumbleTicks+i*6, r.rng.Uint64())
	}
	r.botNext = 0
	r.newBots()
	ctx.Play(audio.DiceRattle)
}

// newBots makes the bots for the current roll. They are seeded per roll
// (botSeed), so a resumed game plays on exactly as it would have.
func (r *Round) newBots() {
	r.bots = make([]knister.Bot, len(r.table.Seats))
	for i, s := range r.table.Seats {
		if !s.Human() {
			// The setup scene and LoadSaved only let valid levels through.
			r.bots[i], _ = knister.NewBot(s.Bot, botSeed(r.table.Seed, i, r.st.Round()))
		}
	}
}

// human reports whether seat p is a person.
func (r *Round) human(p int) bool { return r.table.Seats[p].Human() }

// botsToMove reports whether some bot still has to place this roll.
func (r *Round) botsToMove() bool {
	if r.phase != phasePlacing {
		return false
	}
	for p := range r.table.Seats {
		if !r.human(p) && !r.st.HasPlaced(p) {
			return true
		}
	}
	return false
}

// nextHuman is the first person, in seat order from the viewer, who has not
// placed this roll; -1 when all have.
func (r *Round) nextHuman() int {
	n := len(r.table.Seats)
	for i := range n {
		p := (r.viewer + i) % n
		if r.human(p) && !r.st.HasPlaced(p) {
			return p
		}
	}
	return -1
}

// Update implements core.Scene.
func (r *Round) Update(ctx *core.Context) {
	r.fx.update()
	if ctx.Frame.Key(ui.KeyBack) && r.phase != phasePass {
		ctx.Nav.Overlay("pause")
		return
	}
	switch r.phase {
	case phaseRolling:
		done := true
		for _, d := range r.dice {
			done = !d.Update() && done
		}
		if done {
			r.phase = phasePlacing
			if r.st.Finished() { // a finished game resumed
				r.phase = phaseDone
			}
			r.botWait = botStepTicks
			if r.st.Round() == 16 {
				ctx.Shot = "round-midgame"
			}
		}
	case phasePlacing, phaseDone:
		r.stepBots(ctx)
		r.autoAdvance(ctx)
	}
	r.relayoutWidgets(ctx)
	r.handleInput(ctx)
}

// stepBots lets one bot place every few ticks.
func (r *Round) stepBots(ctx *core.Context) {
	if r.phase != phasePlacing || !r.botsToMove() {
		return
	}
	if r.botWait > 0 {
		r.botWait--
		return
	}
	for p := r.botNext; p < len(r.table.Seats); p++ {
		if r.human(p) || r.st.HasPlaced(p) {
			continue
		}
		g := r.st.Grid(p)
		cell := r.bots[p].Choose(g, r.st.Sum(), r.st.RollsLeft())
		r.apply(ctx, p, cell)
		r.botNext = p + 1
		r.botWait = botStepTicks
		return
	}
}

// autoAdvance rolls by itself when nobody needs the button: bots only,
// or the auto-roll setting once every person has placed.
func (r *Round) autoAdvance(ctx *core.Context) {
	if !r.st.AllPlaced() || r.phase == phasePass {
		return
	}
	auto := ctx.Autoplay || r.table.Humans() == 0 || (ctx.Settings.AutoRoll && !r.st.Finished())
	if !auto {
		return
	}
	if r.rollWait == 0 {
		r.rollWait = autoRollTicks
		if r.st.Finished() {
			r.rollWait = autoRollTicks * 2
		}
		return
	}
	if r.rollWait--; r.rollWait == 0 {
		r.advance(ctx)
	}
}

// apply hands a placement to the rules and animates what happened.
func (r *Round) apply(ctx *core.Context, p int, c knister.Cell) {
	events, err := r.st.Apply(knister.Move{P: p, Cell: [2]int{c.R, c.C}})
	if err != nil {
		ctx.Play(audio.Error)
		ctx.Notify(explain(ctx, err))
		return
	}
	r.animate(ctx, events)
	if r.st.Finished() {
		r.phase = phaseDone
	}
	r.saving = r.saving || r.human(p) || r.table.Humans() == 0
	r.save(ctx)
}

// animate turns rule events into effects and sounds.
func (r *Round) animate(ctx *core.Context, events []knister.Event) {
	for _, e := range events {
		switch e := e.(type) {
		case knister.NumberPlaced:
			if e.P == r.viewer {
				r.fx.pop(e.Cell)
				ctx.Play(audio.NumberPlaced)
			}
		case knister.NumberRemoved:
			if e.P == r.viewer {
				r.fx.pop(e.Cell)
			}
		case knister.LineCompleted:
			if e.P == r.viewer {
				r.fx.line(ctx, r.lay, e.Score)
				if e.Score.Points > 0 {
					ctx.Play(audio.LineCompleted)
				}
			}
		}
	}
}

// advance is the primary button: pass the device, roll, or finish.
func (r *Round) advance(ctx *core.Context) {
	r.rollWait = 0
	switch {
	case r.st.Finished():
		r.forgetSave(ctx)
		ctx.Nav.Switch(NewScoring(ctx, r.table, r.st))
		return
	case r.st.AllPlaced():
		events, err := r.st.Roll()
		if err != nil {
			ctx.Notify(explain(ctx, err))
			return
		}
		r.animate(ctx, events)
		r.startRoll(ctx)
		if h := r.nextHumanFrom(r.viewer); h >= 0 && h != r.viewer && r.table.Humans() > 1 {
			r.passTo(h)
		}
	default:
		if h := r.nextHuman(); h >= 0 && h != r.viewer {
			r.passTo(h)
		}
	}
	r.save(ctx) // the new roll, or the seat the device went to
}

// nextHumanFrom returns the first human seat at or after p (wrapping).
func (r *Round) nextHumanFrom(p int) int {
	n := len(r.table.Seats)
	for i := range n {
		if q := (p + i) % n; r.human(q) {
			return q
		}
	}
	return -1
}

// passTo hides the current card until the next person says they are ready.
func (r *Round) passTo(p int) {
	r.viewer = p
	r.phase = phasePass
}

// ready ends the pass screen: the dice finish tumbling or placing starts.
func (r *Round) ready() {
	r.phase = phasePlacing
	for _, d := range r.dice {
		if !d.Done() {
			r.phase = phaseRolling
		}
	}
}

// explain words a rules error for the player.
func explain(ctx *core.Context, err error) string {
	var ke *knister.Error
	if errors.As(err, &ke) {
		if key := "error.knister." + string(ke.Code); ctx.Tr.T(key) != key {
			return ctx.T(key)
		}
	}
	return fmt.Sprint(err)
}
