// Package knister is the Knister round and scoring scenes: dice, the paper
// card, drag-to-place, hot-seat passing, bots and hints. Every rule is
// decided by rules/knister; this package only shows and animates.
package knister

import (
	"math/rand/v2"
	"time"

	"cifra/audio"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/seating"
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
	autoRollTicks = 50 // pause before an automatic roll at a table of bots
	// undoGraceTicks is how long "Roll automatically" waits once every
	// person has written: time to see the number and take it back.
	undoGraceTicks = 2 * core.TPS
	// stillTicks is the least left of that wait once a pointer is let go
	// or the mouse stops: a hand on its way to Undo is not rolled over.
	stillTicks = core.TPS / 2
)

// Round is the Knister round scene.
type Round struct {
	table    core.Table
	st       *knister.State
	bots     []knister.Bot
	phase    phase
	viewer   int // seat whose card is shown
	dice     [2]*sprites.Tumble
	botWait  int                                      // ticks until the next bot placement
	rollWait int                                      // ticks until an automatic roll
	botNext  int                                      // next seat the bots consider
	thought  *core.Thought[botQuestion, knister.Cell] // the next bot's placement, worked out while it waits
	last     []lastCell                               // per seat: the square written last
	homeFor  int                                      // the roll and seat the focus went to the card for
	hoverX   float64                                  // the mouse at the last tick (is it still?)
	hoverY   float64

	controls ui.Controls
	widgets  []ui.Widget // buffer for the widget list rebuilt each tick
	drag     ui.Drag
	lay      layout
	fx       effects
	hintOn   bool
	// the hint is computed once per roll and seat
	hints []hintCache // per seat: the suggestion is worked out once per roll
	rng   *rand.Rand  // cosmetic: how the dice tumble
	slot  core.SaveSlot
	// pillNames are each seat's scoreboard name, still to write and written
	pillNames [][2]string
	// scoreSeen are the totals as of scoreSig (see scores)
	scoreSeen []int
	scoreSig  int

	faces core.FaceWatch[face] // what the picture shows, tick to tick

	// guide leads the guided first game (NewGuided); nil otherwise
	guide *guide

	// table mode (table.Around): a panel per person and the shared middle
	seats  []*seatPanel
	panels seating.Table // the seats' panels: their input, targets and drawing
	around aroundLayout
}

// NewRound starts a Knister game for the table (a table without a seed
// gets one from the clock).
func NewRound(ctx *core.Context, t core.Table) *Round {
	if t.Seed == 0 {
		t.Seed = uint64(time.Now().UnixNano())
	}
	st, err := knister.New(len(t.Seats), t.Seed, nil)
	if err != nil {
		// Setup and the -players flag only build valid tables; fall back to solo.
		t.Seats = t.Seats[:1]
		st, _ = knister.New(1, t.Seed, nil)
	}
	r := newRound(t, st)
	r.viewer = firstHuman(t)
	r.hintOn = t.Hints
	r.startRoll(ctx)
	return r
}

// newRound builds the scene around a state; the caller starts the roll.
func newRound(t core.Table, st *knister.State) *Round {
	t.Around = t.Around && len(t.Seats) > 1 && len(t.Seats) <= maxAround // seats around one screen
	return &Round{table: t, st: st, hints: make([]hintCache, len(t.Seats)), last: make([]lastCell, len(t.Seats)),
		rng: rules.NewRand(t.Seed, rules.StreamCosmetic)}
}

// State exposes the rules state (tests).
func (r *Round) State() *knister.State { return r.st }

// Table returns the seats and options the round plays with.
func (r *Round) Table() core.Table { return r.table }

// Focused names the widget with the keyboard focus, as Targets does
// ("round.cell.2.3"; tests).
func (r *Round) Focused() string { return r.controls.Focused().String() }

// Viewer returns the seat whose card is shown.
func (r *Round) Viewer() int { return r.viewer }

func firstHuman(t core.Table) int {
	for i := range t.Seats {
		if t.Human(i) {
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

// Animating implements core.Scene: the dice tumble, an effect plays, a
// number is dragged, or this tick changed the face (a bot wrote, the
// automatic roll came).
func (r *Round) Animating() bool { return r.moving() || r.faces.Changed() || r.guidePoints() }

// Ticking implements core.Ticker: bots are still to write, or the
// automatic roll waits; the picture changes only at the ticks Animating
// reports.
func (r *Round) Ticking() bool { return r.rollWait > 0 || r.botsToMove() }

// Game implements core.InGame.
func (r *Round) Game() string { return r.table.Game }

// RoutesPads implements core.PadRouter: around a table each gamepad plays
// for its own seat; passing one device, any pad is the keyboard.
func (r *Round) RoutesPads() bool { return r.table.Around }

// LiesFlat implements core.FlatTable: around a table the screen lies flat
// and is laid out for its long sides, whichever way it was turned.
func (r *Round) LiesFlat() bool { return r.table.Around }

// Targets implements core.Scene. Around a table every panel's widgets are
// listed in screen pixels as "seat.P.ID" (P the seat), then the middle's.
func (r *Round) Targets() []ui.Target {
	if !r.table.Around {
		return r.controls.Targets()
	}
	var out []ui.Target
	for _, sp := range r.seats {
		out = r.panels.SeatTargets(out, sp.seat)
		out = append(out, r.panels.Target(sp.seat, "slip", sp.lay.token, r.canPlaceSeat(sp.seat)))
	}
	return append(out, r.around.controls.Targets()...)
}

func (r *Round) startRoll(ctx *core.Context) {
	r.phase = phaseRolling
	d := r.st.Dice()
	for i := range r.dice {
		r.dice[i] = sprites.NewTumble(d[i], tumbleTicks+i*6, r.rng.Uint64())
	}
	r.botNext = 0
	r.thought = nil // a thought about the last roll is left to finish alone
	r.newBots()
	ctx.Play(audio.DiceRattle)
}

// newBots makes the bots for the current roll. They are seeded per roll
// (botSeed), so a resumed game plays on exactly as it would have.
func (r *Round) newBots() {
	r.bots = make([]knister.Bot, len(r.table.Seats))
	for i, s := range r.table.Seats {
		if !r.human(i) {
			// Setup and core.LoadSave only let valid levels through.
			r.bots[i], _ = knister.NewBot(s.Bot, knister.BotSeed(r.table.Seed, i, r.st.Round()), i)
		}
	}
}

// human reports whether seat p is a person.
func (r *Round) human(p int) bool { return r.table.Human(p) }

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
	if r.guide != nil {
		r.guide.tick++
	}
	r.fx.update()
	for _, sp := range r.seats {
		sp.fx.update()
	}
	if !r.table.Around && (ctx.Frame.Key(ui.KeyBack) || ctx.Frame.Key(ui.KeyPause)) && r.phase != phasePass {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	defer r.noteFace()
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
	if r.table.Around {
		r.relayoutAround()
		r.handleAround(ctx)
		return
	}
	if r.guide != nil && r.lay.guide != r.guideShown() {
		r.Layout(ctx) // the guide is over: the solo goals and the hints come back
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
		r.thinkAhead()
		return
	}
	if p := r.nextBot(); p >= 0 {
		cell, ok := r.thought.Take(r.question(p))
		r.thought = nil
		if !ok {
			cell = r.bots[p].Choose(r.st.Grid(p), r.st.Sum(), r.st.RollsLeft())
		}
		r.apply(ctx, p, cell)
		r.botNext = p + 1
		r.botWait = botStepTicks
	}
}

// botQuestion is what a bot's placement answers: a seat in a roll.
type botQuestion struct{ round, seat int }

func (r *Round) question(p int) botQuestion { return botQuestion{r.st.Round(), p} }

// nextBot is the next seat, from botNext on, whose bot has yet to place
// this roll; -1 when none has.
func (r *Round) nextBot() int {
	for p := r.botNext; p < len(r.table.Seats); p++ {
		if !r.human(p) && !r.st.HasPlaced(p) {
			return p
		}
	}
	return -1
}

// thinkAhead starts the next bot's decision while it waits its turn, so
// the tick that places it does not search (a hard bot's few milliseconds
// would be that tick's whole budget). A bot's grid is its own: nobody
// else's placement changes its question before it is answered.
func (r *Round) thinkAhead() {
	if r.thought != nil {
		return
	}
	p := r.nextBot()
	if p < 0 {
		return
	}
	bot, g, sum, left := r.bots[p], r.st.Grid(p), r.st.Sum(), r.st.RollsLeft()
	r.thought = core.Think(r.question(p), func() knister.Cell { return bot.Choose(g, sum, left) })
}

// autoAdvance rolls by itself when nobody needs the button: bots only,
// or the auto-roll setting once every person has placed.
func (r *Round) autoAdvance(ctx *core.Context) {
	if !r.st.AllPlaced() || r.phase == phasePass {
		return
	}
	if !r.autoRolls(ctx) {
		return
	}
	if r.rollWait == 0 {
		r.rollWait = r.autoWait(ctx)
		return
	}
	if r.handBusy(ctx) {
		r.rollWait = max(r.rollWait, stillTicks)
		return
	}
	if r.rollWait--; r.rollWait == 0 {
		r.advance(ctx)
	}
}

// autoRolls reports whether the next roll comes without the button.
func (r *Round) autoRolls(ctx *core.Context) bool {
	if !r.guide.over(r) { // the guide waits for its Roll, to be read
		return false
	}
	return ctx.Autoplay || r.table.Humans() == 0 || (ctx.Settings.Switch(Game.ID, autoRoll) && !r.st.Finished()) ||
		(r.table.Around && !r.st.Finished())
}

// undoWindow reports whether an automatic roll is waiting so that the
// people may still take their number back (the status says how).
func (r *Round) undoWindow(ctx *core.Context) bool {
	return r.rollWait > 0 && !ctx.Autoplay && r.table.Humans() > 0 && !r.st.Finished()
}

// autoWait is how long the automatic roll waits: a table of bots keeps
// its pace, people get time to change their mind.
func (r *Round) autoWait(ctx *core.Context) int {
	switch {
	case ctx.Autoplay || r.table.Humans() == 0:
		if r.st.Finished() {
			return autoRollTicks * 2
		}
		return autoRollTicks
	case r.table.Around:
		return aroundRollTicks
	}
	return undoGraceTicks
}

// handBusy reports whether a person may be on their way to Undo: a finger
// or mouse button is held, or the mouse is moving. Bots-only tables never
// wait for it.
func (r *Round) handBusy(ctx *core.Context) bool {
	if ctx.Autoplay || r.table.Humans() == 0 {
		return false
	}
	f := ctx.Frame
	moved := f.HasHover && (f.HoverX != r.hoverX || f.HoverY != r.hoverY)
	r.hoverX, r.hoverY = f.HoverX, f.HoverY
	if moved {
		return true
	}
	for _, p := range f.Pointers {
		if p.Down {
			return true
		}
	}
	return false
}

// apply hands a placement to the rules and animates what happened.
func (r *Round) apply(ctx *core.Context, p int, c knister.Cell) {
	events, err := r.st.Apply(knister.Move{P: p, Cell: [2]int{c.R, c.C}})
	if err != nil {
		ctx.Play(audio.Error)
		ctx.Notify(core.Explain(ctx, r.table.Game, err))
		return
	}
	r.animate(ctx, events)
	if p < len(r.last) {
		r.last[p] = lastCell{cell: c, ok: true}
	}
	if r.st.Finished() {
		r.phase = phaseDone
	}
	if r.human(p) || r.table.Humans() == 0 {
		r.slot.Own()
	}
	r.save(ctx)
}

// animate turns rule events into effects and sounds on the card they
// concern, when it is shown.
func (r *Round) animate(ctx *core.Context, events []knister.Event) {
	for _, e := range events {
		switch e := e.(type) {
		case knister.NumberPlaced:
			if fx := r.effectsOf(e.P); fx != nil {
				fx.pop(e.Cell)
				ctx.Play(audio.NumberPlaced)
			}
		case knister.NumberRemoved:
			if fx := r.effectsOf(e.P); fx != nil {
				fx.pop(e.Cell)
			}
		case knister.LineCompleted:
			if fx := r.effectsOf(e.P); fx != nil {
				fx.line(ctx, e.Score) // it plays its own sound, scaled to the points
			}
		}
	}
}

// effectsOf returns the effects of seat p's card on screen, or
// nil when it is not on screen.
func (r *Round) effectsOf(p int) *effects {
	if r.table.Around {
		if sp := r.panelOf(p); sp != nil {
			return &sp.fx
		}
		return nil
	}
	if p == r.viewer {
		return &r.fx
	}
	return nil
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
			ctx.Notify(core.Explain(ctx, r.table.Game, err))
			return
		}
		r.animate(ctx, events)
		r.startRoll(ctx)
		if h := r.nextHumanFrom(r.viewer); h >= 0 && h != r.viewer && r.table.Humans() > 1 && !r.table.Around {
			r.passTo(h)
		}
	default:
		if h := r.nextHuman(); h >= 0 && h != r.viewer && !r.table.Around {
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
