package kakuzu

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/scenes/i18n"
	"cifra/scenes/online/react"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
)

// Timing, in ticks.
const (
	overTicks    = 2 * core.TPS // from the last event to the scoring scene
	wordTicks    = 3 * core.TPS // a word on a seat's panel stays this long
	thinkDraw    = 40           // a bot reaches into the bag
	thinkName    = 50           // a bot names a digit
	thinkLift    = 70           // a bot looks at the tray before lifting
	autoplayPace = 6            // bots' clocks and animations in an autoplay demo
)

// seat is one player's place at the table, as the scene keeps it.
type seat struct {
	bot   *kakuzu.Bot
	panel seatPanel
	// word is said on this seat's panel (a move refused, not its turn)
	// for wordLeft more ticks.
	word     string
	wordLeft int
}

// Round is the Kakuzu round scene.
type Round struct {
	table core.Table
	st    *kakuzu.State
	seats []*seat
	view  view
	run   events.Runner
	slot  core.SaveSlot
	lay   layout

	// panels are the seats' panels: their input, targets and drawing.
	panels seating.Table
	middle ui.Controls
	midOff offTaps // taps on the middle's disabled widgets
	// stones being dragged off the tray, by pointer
	drags ui.Drags[kakuzu.Square]
	// cursor is the keyboard's and pads' square on the tray; pick is
	// their digit in the no-bag picker.
	bagPointer int  // the pointer that went down on the bag
	bagHeld    bool // it is still down
	cursor     kakuzu.Square
	pick       int
	keysUsed   bool
	// input is what the player used last (the prompt words for it);
	// enter is a seat's Enter pressed while another's move was still
	// shown, played when the table waits (enterLeft ticks at most).
	input     inputKind
	enterSeat int
	enterLeft int

	think    int                                   // ticks until the bot to move acts
	thought  *core.Thought[botQuestion, botAnswer] // that bot's move, worked out while it pauses
	clock    int                                   // tournament: ticks left in this turn (0: off)
	message  string
	overWait int
	pace     int
	over     bool

	// The thinking aids (table.Hints): the candidates of every covered
	// square, refreshed when the tray changes, and the hint asked for.
	marks      [kakuzu.Size][kakuzu.Size]uint16
	marksValid bool // the marks are up to date with the state
	marksShown bool // marks were worked out once: drawn, even while a move plays
	hint       *kakuzu.Move
	hinter     *kakuzu.Bot
	// canName is the digits the seat to move may name, as of this tick's
	// end; lastNamed says the last move was a digit a person named (the
	// only move undo takes back).
	canName uint16
	// nameKnown: canName is up to date with the state (a move or an undo
	// clears it); building the view that knows it each tick was garbage.
	nameKnown bool
	lastNamed bool
	// farNews is the news again for the far side of a table.
	farNews core.FarSide
	// facing is which way the tray's words read around a table (facing).
	facing trayFacing
	// laidW and laidH are the screen the last Layout laid out; relaid:
	// this tick's Update laid the round out again, the screen having
	// changed under it (a table passed one device lies flat no more).
	laidW, laidH int
	relaid       bool
	// The frame's scratch, kept so that a steady frame allocates nothing:
	// the middle's widgets as relayoutWidgets builds them, and the news.
	midWidgets []ui.Widget
	news       newsCache
	names      []string                  // the seats' names as shown (refreshNames)
	namesLang  i18n.Lang                 // the language they are worded in
	nameArgs   []any                     // the seats' names, boxed for ctx.T
	paints     core.PaintQueue[paintJob] // the pieces prepaint lined up
	later      core.LaterPaint           // in the browser, what a picture lacks after a layout, painted over the next frames
	shots      map[string]bool           // the -shots pictures taken this game
	faces      core.FaceWatch[face]      // what the picture shows, tick to tick
	onlyClock  bool                      // the last tick changed only the turn clock

	guide *guide // the guided first game's teacher, or nil
	// last is the stone lifted last, as the tray marks it; read is how
	// long a bot still waits before its move, so that a person reads
	// their own miss before the next move replaces it in the news.
	last    lastLift
	bars    [len(seatColours) + 1]markBar // the mark's solid colours, cut from the kit's discs
	nextBar int
	read    int
	log     gameLog // the game log, kept for the moves it was built from
	// net is the round's side of its online table; nil for a game at
	// this screen alone
	net *core.Following
	// reacts are the quick reactions at an online table (react.go); nil
	// at one screen.
	reacts *react.Reactions
}

// NewRound starts a Kakuzu game for the table (a table without a seed
// gets one from the clock; the sheet of the day is the day's, drawn
// from the day's bag).
func NewRound(ctx *core.Context, t core.Table) *Round {
	if t.Online() {
		return newOnlineRound(ctx, t)
	}
	if t.Options[sheetOption] == sheetDay {
		y, m, d := time.Now().Date()
		t.Seed = kakuzu.SeedOfTheDay(y, m, d)
	}
	if t.Seed == 0 {
		t.Seed = uint64(time.Now().UnixNano())
	}
	cfg := kakuzu.Config{Players: t.Seats, Seed: t.Seed}
	if v, ok := t.Options["variant"].(string); ok {
		cfg.Variant = kakuzu.Variant(v)
	}
	if v, ok := t.Options["turnSeconds"].(int); ok {
		cfg.TurnSeconds = v
	}
	if t.Options[sheetOption] == sheetDay {
		y, m, d := time.Now().Date()
		sheet := kakuzu.SheetOfTheDay(y, m, d)
		cfg.Sheet = &sheet
	}
	st, err := kakuzu.New(cfg)
	if err != nil {
		// Setup and the -players flag only build valid tables; fall back
		// to a classic game for the same seats.
		st, _ = kakuzu.New(kakuzu.Config{Players: t.Seats, Seed: t.Seed})
	}
	return newRound(ctx, t, st)
}

// newRound builds the scene around a state.
func newRound(ctx *core.Context, t core.Table, st *kakuzu.State) *Round {
	t.Around = t.Around && len(t.Seats) > 1 && len(t.Seats) <= maxAround
	r := &Round{table: t, st: st, pace: 1, cursor: kakuzu.Square{Row: 4, Col: 4}, pick: 1}
	if ctx.Autoplay {
		r.pace = autoplayPace
	}
	r.seats = make([]*seat, len(t.Seats))
	for p := range r.seats {
		s := &seat{}
		if !t.Online() && !t.Human(p) { // an online table's server plays its bots
			// Setup and core.LoadSave only let valid levels through.
			s.bot, _ = kakuzu.NewBot(t.Seats[p].Bot, t.Seed, p)
		}
		r.seats[p] = s
		r.panels.Seats = append(r.panels.Seats, &s.panel.Seat)
	}
	if t.Hints {
		r.hinter, _ = kakuzu.NewBot("hard", t.Seed^0x5eed, 0)
	}
	r.lastNamed = namedByPerson(t, st)
	r.last = lastLiftOf(st)
	r.refreshNames(ctx)
	r.view.sync(st)
	r.startTurn()
	return r
}

// State exposes the rules state (tests).
func (r *Round) State() *kakuzu.State { return r.st }

// Table returns the seats and options the round plays with.
func (r *Round) Table() core.Table { return r.table }

// Name implements core.Scene.
func (r *Round) Name() string { return "round" }

// Game implements core.InGame.
func (r *Round) Game() string { return r.table.Game }

// RoutesPads implements core.PadRouter: a pad bound to a seat plays for
// that seat only; the others play for whoever is to move.
func (r *Round) RoutesPads() bool { return true }

// LiesFlat implements core.FlatTable: around a table the screen lies flat
// and is laid out for its long sides, whichever way it was turned.
func (r *Round) LiesFlat() bool { return r.table.Around }

// Animating implements core.Scene: stones fly or are carried, or this
// tick changed the face (a bot acted, the clock reached its next second,
// a word came or went).
func (r *Round) Animating() bool {
	return r.relaid || r.moving() || r.faces.Changed() || r.later.Unfinished() || r.net.Repainted() || r.reacts.Animating()
}

// Ticking implements core.Ticker: a bot pauses, the turn clock runs, a
// word waits to go, an online table's moves may arrive, the game's end
// waits to be scored; the picture changes only at the ticks Animating
// reports.
func (r *Round) Ticking() bool {
	return r.over || r.botToMove() || r.clock > 0 || r.wordsShowing() || r.table.Online()
}

// wordsShowing reports whether a seat's panel still shows a word.
func (r *Round) wordsShowing() bool {
	for _, s := range r.seats {
		if s.wordLeft > 0 {
			return true
		}
	}
	return false
}

// botToMove reports whether a bot is to move now.
func (r *Round) botToMove() bool {
	return !r.st.Finished() && r.seats[r.st.Turn()].bot != nil
}

// human reports whether a person at this screen plays seat p.
func (r *Round) human(p int) bool { return r.table.Local(p) }

// startTurn sets the clocks for the seat to move: a bot's pause to think,
// the tournament clock.
func (r *Round) startTurn() {
	r.hint = nil
	r.think = r.thinkTicks()
	r.clock = 0
	if s := r.st.TurnSeconds(); s > 0 && r.st.Phase() == kakuzu.PhasePlay {
		r.clock = s * core.TPS
	}
}

// thinkTicks is how long the bot to move pauses before its next action.
func (r *Round) thinkTicks() int {
	switch r.st.Awaiting() {
	case kakuzu.ActionDraw:
		return thinkDraw + r.guide.botPause(r)
	case kakuzu.ActionName:
		return thinkName + r.guide.botPause(r)
	}
	return thinkLift + r.guide.botPause(r)
}

// Update implements core.Scene.
func (r *Round) Update(ctx *core.Context) {
	r.relaid = ctx.W != r.laidW || ctx.H != r.laidH
	if r.relaid { // a table passed one device lies flat no more
		r.Layout(ctx)
	}
	r.refreshNames(ctx)
	r.paints.Next(ctx.Kit)
	if r.reacts.Update(ctx) { // the reactions' picker took the input: the round goes on with none
		defer func(f *ui.Frame) { ctx.Frame = f }(ctx.Frame)
		ctx.Frame = &ui.Frame{}
	}
	f := ctx.Frame
	if _, padPause := f.AnyPadKey(ui.KeyPause); f.Key(ui.KeyBack) || padPause {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	for _, s := range r.seats {
		if s.wordLeft > 0 {
			s.wordLeft--
		}
	}
	if r.table.Online() {
		r.follow(ctx)
	}
	r.handleInput(ctx)
	if r.over {
		if !r.run.Active() {
			r.overWait--
			if r.overWait <= 0 {
				r.finish(ctx)
				return
			}
		}
	} else if !r.run.Busy() {
		r.updateBot(ctx)
		r.updateClock(ctx)
	}
	for range r.pace {
		r.run.Update()
	}
	r.playQueuedEnter(ctx)
	if r.guide != nil {
		r.guide.update(r) // after the steps: the card moves on the tick they end
	}
	if !r.run.Active() && !r.marksValid && r.table.Hints {
		v := r.st.View(r.st.Turn())
		r.marks = v.Candidates()
		r.marksValid, r.marksShown = true, true
	}
	r.relayoutWidgets(ctx)
	r.noteFace()
}

// updateBot lets the bot to move act once its pause is over.
func (r *Round) updateBot(ctx *core.Context) {
	if !r.botToMove() {
		return
	}
	if r.read > 0 {
		r.read -= r.pace // a person reads their miss first
		return
	}
	if r.think > 0 {
		r.think -= r.pace
		r.thinkAhead()
		return
	}
	p := r.st.Turn()
	if m, ok := r.guide.scripted(r); ok {
		r.thought = nil
		r.apply(ctx, m)
		return
	}
	if m, ok := r.st.RandomDraw(); ok {
		r.apply(ctx, m)
		return
	}
	a, taken := r.thought.Take(r.question())
	r.thought = nil
	if !taken {
		a.move, a.ok = r.seats[p].bot.Choose(r.st.View(p))
	}
	if !a.ok {
		return
	}
	r.apply(ctx, a.move)
}

// botQuestion names the position a bot's move answers: the moves played
// so far (a timeout or a person's move changes it) and the seat.
type botQuestion struct{ moves, seat int }

// botAnswer is a bot's Choose.
type botAnswer struct {
	move kakuzu.Move
	ok   bool
}

func (r *Round) question() botQuestion { return botQuestion{r.st.MoveCount(), r.st.Turn()} }

// thinkAhead starts the bot to move on its move during its pause, so the
// tick that plays it only collects the answer (a hard bot's search takes
// milliseconds). The bag's draws are the table's, not the bot's.
func (r *Round) thinkAhead() {
	if r.thought != nil {
		// Taken when the move is due, even if a timeout has made it
		// stale: the bot is not asked twice at once.
		return
	}
	if _, draw := r.st.RandomDraw(); draw {
		return
	}
	if _, guided := r.guide.scripted(r); guided {
		return
	}
	p := r.st.Turn()
	bot, view := r.seats[p].bot, r.st.View(p)
	r.thought = core.Think(r.question(), func() botAnswer {
		m, ok := bot.Choose(view)
		return botAnswer{m, ok}
	})
}

// updateClock runs the tournament clock; when it runs out the turn passes.
func (r *Round) updateClock(ctx *core.Context) {
	if r.table.Online() { // an online table is its server's to time: shown as it tells
		r.clock = 0
		if left, ok := core.TurnLeft(r.table.Remote, r.st.Turn()); ok && r.st.Phase() == kakuzu.PhasePlay {
			r.clock = max(1, int(left.Seconds()*core.TPS))
		}
		return
	}
	if r.clock <= 0 {
		return
	}
	r.clock--
	if r.clock == 0 {
		r.apply(ctx, kakuzu.Timeout(r.st.Turn()))
	}
}

// apply plays a move through the rules and queues what happened; a
// refused move is said in words on the mover's panel and changes nothing.
func (r *Round) apply(ctx *core.Context, m kakuzu.Move) bool {
	if r.table.Online() {
		return r.send(ctx, m)
	}
	evs, err := r.st.Apply(m)
	if err != nil {
		r.refuse(ctx, m.Player, core.Explain(ctx, r.table.Game, err))
		return false
	}
	r.nameKnown = false
	r.hint = nil
	r.lastNamed = m.Action == kakuzu.ActionName && r.human(m.Player)
	if r.human(m.Player) || r.table.Humans() == 0 {
		r.slot.Own() // a new game takes the slot at a person's first move
	}
	r.play(ctx, evs) // its last step sets the clocks for what comes next
	r.save(ctx)
	return true
}

// refuse says why a seat's action did nothing, on its panel.
func (r *Round) refuse(ctx *core.Context, p int, why string) {
	ctx.Play(audioError)
	if p >= 0 && p < len(r.seats) {
		r.seats[p].word, r.seats[p].wordLeft = why, wordTicks
	}
	r.say(ctx, why)
}

// say shows what happened in words.
func (r *Round) say(_ *core.Context, msg string) { r.message = msg }

// finish leaves for the scoring scene.
func (r *Round) finish(ctx *core.Context) {
	r.forgetSave(ctx)
	ctx.Nav.Switch(NewScoring(ctx, r.table, r.st))
}

// Layout implements core.Scene.
func (r *Round) Layout(ctx *core.Context) {
	if r.table.Around && !r.fitsAround(ctx) {
		r.passAround(ctx)
	}
	r.laidW, r.laidH = ctx.W, ctx.H
	r.drags.CancelAll()
	r.lay = computeLayout(ctx, r)
	r.later.Layout(ctx)
	r.drags.Lift = r.lay.cell * 0.5 // a finger carries a stone above itself
	r.refreshNames(ctx)
	r.panels.Layout()
	r.midOff.forget()
	for _, s := range r.seats {
		s.panel.off.forget()
	}
	r.farNews.Forget()
	r.placeReactions(ctx)
	r.relayoutWidgets(ctx)
	r.prepaint(ctx)
}

// Draw implements core.Scene. In the browser, the frames after a layout
// may lack sprites still to be painted (core.LaterPaint).
func (r *Round) Draw(dst *ebiten.Image, ctx *core.Context) {
	r.refreshNames(ctx) // the language may have changed in an overlay
	r.later.Begin(ctx)
	r.draw(dst, ctx)
	r.net.DrawPresence(dst, ctx) // who is at an online table
	r.reacts.Draw(dst, ctx, r.middle.State(react.IDReact))
	r.later.End(ctx)
}
