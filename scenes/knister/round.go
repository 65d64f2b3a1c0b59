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
	"cifra/scenes/events"
	"cifra/scenes/online/react"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"
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
	table core.Table
	st    *knister.State
	bots  []knister.Bot
	// run plays the rules' events (play.go); view is the table as they
	// have shown it so far, what the picture is drawn from; rolled names
	// the last roll's step.
	run      events.Runner
	view     view
	rolled   events.Handle
	passing  bool // the device goes to the next person (the pass screen)
	viewer   int  // seat whose card is shown
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
	hintOn   bool
	// the hint is computed once per roll and seat
	hints []hintCache // per seat: the suggestion is worked out once per roll
	rng   *rand.Rand  // cosmetic: how the dice tumble
	slot  core.SaveSlot
	// pillNames are each seat's scoreboard name, still to write and written
	pillNames [][2]string
	// levels are, per seat, its bot's level in words, long and short
	// (none for a person), shown beside its name: as of the last
	// layout's language.
	levels [][2]string
	// legal is, per seat, the squares the rules let it write into now
	// (bit 5*row+col), as of legalAt: asked of the rules when a move or a
	// roll changed them, not every frame.
	legal   []uint32
	legalAt int
	rev     int // counts the scene's moves and rolls (legalAt is one)
	// news is the news strip's words as of the view's version.
	news newsCache
	// paints are the table's pieces prepaintAround lined up.
	paints core.PaintQueue[paintJob]
	// later paints, in the browser, what the picture lacks after a layout
	// over the frames after the first; early are the pieces prepaint
	// lines up there, painted one a tick once the picture is finished.
	later core.LaterPaint
	early []paintJob

	faces core.FaceWatch[face] // what the picture shows, tick to tick

	// guide leads the guided first game (NewGuided); nil otherwise
	guide *guide
	// net is the round's side of its online table; nil for a game at
	// this screen alone
	net *core.Following

	// table mode (table.Around): a panel per person and the shared middle
	// laidW and laidH are the screen the last Layout laid out (a table
	// that passes one device instead lies flat no more: Update lays the
	// round out again for the screen the app then gives it).
	laidW, laidH int

	seats  []*seatPanel
	panels seating.Table // the seats' panels: their input, targets and drawing
	around aroundLayout

	reacts *react.Reactions // quick reactions at an online table (react.go); nil at one screen
}

// NewRound starts a Knister game for the table (a table without a seed
// gets one from the clock).
func NewRound(ctx *core.Context, t core.Table) *Round {
	if t.Online() {
		return newOnlineRound(ctx, t)
	}
	if t.Options[rollsOption] == rollsDay {
		y, m, d := time.Now().Date()
		t.Seed = knister.SeedOfTheDay(y, m, d)
	}
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
	r := &Round{table: t, st: st, hints: make([]hintCache, len(t.Seats)), last: make([]lastCell, len(t.Seats)),
		rng: rules.NewRand(t.Seed, rules.StreamCosmetic), legal: make([]uint32, len(t.Seats)), legalAt: -1}
	r.view.sync(st)
	return r
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
		if t.Local(i) {
			return i
		}
	}
	return 0
}

// Name implements core.Scene.
func (r *Round) Name() string {
	if r.passing {
		return "pass"
	}
	return "round"
}

// Animating implements core.Scene: the dice tumble, an effect plays, a
// number is dragged, or this tick changed the face (a bot wrote, the
// automatic roll came).
func (r *Round) Animating() bool {
	return r.moving() || r.faces.Changed() || r.guidePoints() || r.later.Unfinished() || r.net.Repainted() || r.reacts.Animating()
}

// Ticking implements core.Ticker: bots are still to write, the automatic
// roll waits, or an online table's moves may arrive; the picture changes
// only at the ticks Animating reports.
func (r *Round) Ticking() bool { return r.rollWait > 0 || r.botsToMove() || r.table.Online() }

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
	if t := r.reacts.Targets(); t != nil {
		return t // the reactions' picker is open over the round
	}
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

// startRoll shows the roll the state is on from the start: the view takes
// the state as it is, and the dice start tumbling to the roll at once, so
// the first frame shows them in the air (the rules make a game's first
// roll without an event, and a resumed game's roll is shown again).
func (r *Round) startRoll(ctx *core.Context) {
	r.run.Flush()
	r.view.sync(r.st)
	r.addRoll(ctx, r.st.CurrentRoll(), false)
	r.updateRun()
	r.newRoll()
}

// newRoll readies the bots for the roll the rules have just made.
func (r *Round) newRoll() {
	r.moved()
	r.botNext = 0
	r.thought = nil // a thought about the last roll is left to finish alone
	r.newBots()
}

// newBots makes the bots for the current roll. They are seeded per roll
// (botSeed), so a resumed game plays on exactly as it would have.
func (r *Round) newBots() {
	r.bots = make([]knister.Bot, len(r.table.Seats))
	for i, s := range r.table.Seats {
		if r.localBot(i) {
			// Setup and core.LoadSave only let valid levels through.
			r.bots[i], _ = knister.NewBot(s.Bot, knister.BotSeed(r.table.Seed, i, r.st.Round()), i)
		}
	}
}

// human reports whether a person at this screen plays seat p.
func (r *Round) human(p int) bool { return r.table.Local(p) }

// localBot reports whether this device plays seat p's bot (at an online
// table the server plays every bot).
func (r *Round) localBot(p int) bool { return !r.table.Online() && !r.table.Human(p) }

// botsToMove reports whether some bot still has to place this roll now:
// not while the dice roll or the device is passed on.
func (r *Round) botsToMove() bool {
	if r.passing || r.run.Busy() {
		return false
	}
	for p := range r.table.Seats {
		if r.localBot(p) && !r.st.HasPlaced(p) {
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
		if r.human(p) && !r.st.HasPlaced(p) && !r.sent(p) {
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
	if ctx.W != r.laidW || ctx.H != r.laidH {
		r.Layout(ctx)
	}
	r.paints.Next(ctx.Kit)
	r.paintEarly(ctx)
	if !r.table.Around && (ctx.Frame.Key(ui.KeyBack) || ctx.Frame.Key(ui.KeyPause)) && !r.passing && !r.reacts.Open() {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	if r.table.Online() {
		r.follow(ctx) // the table's moves, whatever the dice do
	}
	if !r.passing && !r.run.Busy() { // input and the bots wait for the dice
		r.stepBots(ctx)
		r.autoAdvance(ctx)
	}
	if r.table.Around {
		r.relayoutAround()
		r.handleAround(ctx)
	} else {
		if r.guide != nil && r.lay.guide != r.guideShown() {
			r.Layout(ctx) // the guide is over: the solo goals and the hints come back
		}
		r.relayoutWidgets(ctx)
		passing := r.passing
		r.handleInput(ctx)
		if r.passing != passing {
			// The card gave way to the pass screen or back: the frame drawn
			// next must not show the other's widgets (a cell as the pass
			// screen's button), and an idle screen keeps that frame.
			r.relayoutWidgets(ctx)
		}
	}
	// The steps this tick's moves added start now, drawn from their
	// first frame; when the dice land, the cards wake in the same frame.
	busy := r.run.Busy()
	r.updateRun()
	if busy && !r.run.Busy() {
		r.relayout(ctx)
	}
	r.noteFace()
}

// relayout rebuilds the widgets for the table as it stands.
func (r *Round) relayout(ctx *core.Context) {
	if r.table.Around {
		r.relayoutAround()
		return
	}
	r.relayoutWidgets(ctx)
}

// stepBots lets one bot place every few ticks.
func (r *Round) stepBots(ctx *core.Context) {
	if !r.botsToMove() {
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
		if r.localBot(p) && !r.st.HasPlaced(p) {
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
	if !r.st.AllPlaced() || r.passing || r.table.Online() { // an online table rolls by itself
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
	if r.table.Online() {
		r.send(ctx, p, c)
		return
	}
	events, err := r.st.Apply(knister.Move{P: p, Cell: [2]int{c.R, c.C}})
	if err != nil {
		ctx.Play(audio.Error)
		ctx.Notify(core.Explain(ctx, r.table.Game, err))
		return
	}
	r.moved()
	r.play(ctx, events)
	if p < len(r.last) {
		r.last[p] = lastCell{cell: c, ok: true}
	}
	if r.human(p) || r.table.Humans() == 0 {
		r.slot.Own()
	}
	r.save(ctx)
}

// advance is the primary button: pass the device, roll, or finish.
func (r *Round) advance(ctx *core.Context) {
	r.rollWait = 0
	switch {
	case r.st.Finished():
		r.forgetSave(ctx)
		ctx.Nav.Switch(NewScoring(ctx, r.table, r.st))
		return
	case r.st.AllPlaced() && r.table.Online():
		// The table rolls by itself once everyone has written.
	case r.st.AllPlaced():
		events, err := r.st.Roll()
		if err != nil {
			ctx.Notify(core.Explain(ctx, r.table.Game, err))
			return
		}
		r.newRoll()
		r.play(ctx, events)
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

// passTo hides the current card until the next person says they are
// ready; meanwhile the table waits (updateRun).
func (r *Round) passTo(p int) {
	r.viewer = p
	r.passing = true
}

// ready ends the pass screen: the dice go on tumbling, or the next person
// writes.
func (r *Round) ready() { r.passing = false }

// mayWrite reports whether the rules let person p write the current sum
// into c now. It asks the rules again only after a move or a roll: the
// widgets ask every frame, for every seat.
func (r *Round) mayWrite(p int, c knister.Cell) bool {
	if p < 0 || p >= len(r.legal) || !c.OnGrid() {
		return false
	}
	r.askLegal()
	return r.legal[p]&(1<<(c.R*knister.Size+c.C)) != 0
}

// moved notes that the rules' state changed (a move, an undo, a roll) and
// asks the rules at once where each seat may write now, in the frame of
// the change rather than the next.
func (r *Round) moved() {
	r.rev++
	r.askLegal()
}

// askLegal asks the rules where each seat may write, if a change came
// since it last did.
func (r *Round) askLegal() {
	if r.legalAt == r.rev {
		return
	}
	r.legalAt = r.rev
	for q := range r.legal {
		r.legal[q] = 0
		if !r.human(q) { // a bot asks the rules itself
			continue
		}
		for _, x := range r.st.Legal(q) {
			r.legal[q] |= 1 << (x.R*knister.Size + x.C)
		}
	}
}
