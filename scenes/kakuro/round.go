package kakuro

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/online/wire"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/events"
	"cifra/scenes/online/react"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
)

// phase is where a round stands as the scene shows it.
type phase int

const (
	phaseHunt  phase = iota // everyone looks; buzzers and "impossible" are live
	phaseClaim              // one seat has the board: row, action tiles, check
	phasePlay               // the rules' events are playing
	phaseOver               // the game ended; scoring comes next
)

// Timing, in ticks.
const (
	overTicks = 2 * core.TPS // from the last event to the scoring scene
	// newsHoldTicks is how long the last hunt's news ("nobody found 32")
	// stays under a new sum before the line asks for the new one.
	newsHoldTicks = 3 * core.TPS
)

// seat is one player's place at the table, as the scene keeps it.
type seat struct {
	declared bool // said "impossible" for the current sum
	bot      *kakuro.Bot
	plan     kakuro.Plan
	planned  bool                            // the bot has made its plan for this sum
	thought  *core.Thought[int, kakuro.Plan] // the plan being made, by moves played when it began
	clock    int                             // hunt ticks counted towards the bot's plan
	back     []bool                          // per hand tile: shown with its sum-field back up
	panel    seatPanel
}

// view is the table as it is shown: it follows the rules' state event by
// event, so the board and the hands change when the animation gets there.
type view struct {
	board  kakuro.Board
	target int // the revealed sum tile (0: none showing)
	hands  [][]kakuro.Tile
	scores []int
	aside  []int
	stock  int
	sums   int // sum tiles still face down
}

// Round is the Kakuro round scene.
type Round struct {
	table core.Table
	st    *kakuro.State
	seats []*seat
	// panels are the seats' panels: their input, targets and drawing.
	panels seating.Table
	// paints are the pieces prepaint lined up for this layout.
	paints core.PaintQueue[paintJob]
	// later paints, in the browser, what the picture lacks after a layout
	// over the frames after the first.
	later core.LaterPaint
	// total is the claim's running total as last written.
	total struct {
		total, target int
		text          string
	}
	view  view
	phase phase
	claim *claim // the claim in progress (phaseClaim), or nil
	// targetCache is where the claim's picked or carried tile may go, as
	// the rules last said: asked again only when the claim changes.
	targetCache targetCache
	// checkLabels are the Check button's labels, a second each.
	checkLabels checkLabels

	run       events.Runner
	hourglass int // ticks of sand left; 0 while it does not run
	sandTotal int // the hourglass's full run, for drawing
	glassOn   bool
	ties      int    // ties broken this round (the rules' draw counter)
	message   string // the last thing that happened, in words
	msgSeat   int    // the seat the message is about (-1: everyone)
	newsHold  int    // hunt ticks left before the last sum's message gives way
	overWait  int
	hintRow   *kakuro.Claim // solo hint: a row that would have worked
	hintSum   int           // the sum it would have made (set aside)
	slot      core.SaveSlot
	lay       layout
	middle    ui.Controls
	midWidget []ui.Widget
	cursor    kakuro.Pos // the keyboard's and pads' square on the board
	strokes   map[int]kakuro.Pos
	drags     ui.Drags[tileRef]
	// pendingBuzz collects the seats that called this tick, from every
	// panel and key, so a tie is settled by the rules' draw.
	pendingBuzz []int
	keysUsed    bool  // a key moved the board cursor: show it
	movedTiles  []int // hand tiles whose drag ended this tick (not a tap)
	rejecting   bool  // a failed claim is being shown before the board goes back
	// claimTicks is how long a claimer has the board; 0: no limit.
	claimTicks int
	guide      *guide // the guided first game's teacher, or nil
	// net is the round's side of its online table, queue the table's
	// moves not yet played (one at a time, each after the last one's
	// steps); nil and empty for a game at this screen alone
	net *core.Following
	// online is the table's race as this device follows it (online.go).
	online onlineRace
	queue  []wire.Update
	// farNews is the news again for the far side of a table.
	farNews core.FarSide
	// pace is how many ticks of the hunt's clocks pass per tick: 1, or
	// more in an autoplay demo, so a bots' game reaches its scores soon.
	pace      int
	faces     core.FaceWatch[face] // what the picture shows, tick to tick
	touchSeen bool                 // the last press was a finger's, not a key or a mouse
	onlyGlass bool                 // the last tick changed only the hourglass
	menu      roundMenu            // an online table's menu (menu.go)
	log       logPanel             // the game log where the clocks run for others (logpanel.go)
	layRow    layRowMemo           // the news line once a row is marked
	newsWrap  newsWrap             // the news lines as last wrapped
	why       whyMemo              // what the claim's preview says is still wrong

	// reacts are the quick reactions at an online table (react.go); nil
	// at one screen.
	reacts *react.Reactions
}

// autoplayPace speeds the bots' clocks and the sand in autoplay demos.
const autoplayPace = 6

// tileRef names a hand tile being dragged: its seat and index in the hand.
type tileRef struct{ seat, index int }

// NewRound starts a Kakuro game for the table (a table without a seed gets
// one from the clock; the deal of the day gets the day's).
func NewRound(ctx *core.Context, t core.Table) *Round {
	if t.Online() {
		return newOnlineRound(ctx, t)
	}
	if t.Options[dealOption] == dealDay {
		y, m, d := time.Now().Date()
		t.Seed = kakuro.SeedOfTheDay(y, m, d)
	}
	if t.Seed == 0 {
		t.Seed = uint64(time.Now().UnixNano())
	}
	cfg := kakuro.DefaultConfig(t.Seed, len(t.Seats))
	if v, ok := t.Options["hourglass"].(int); ok {
		cfg.Hourglass = v
	}
	st, err := kakuro.New(cfg)
	if err != nil {
		// Setup and the -players flag only build valid tables; fall back to
		// the box's game for the same seats.
		st, _ = kakuro.New(kakuro.DefaultConfig(t.Seed, len(t.Seats)))
	}
	r := newRound(t, st)
	if ctx.Autoplay {
		r.pace = autoplayPace
	}
	r.startHunt(ctx)
	return r
}

// newRound builds the scene around a state; the caller starts the hunt.
func newRound(t core.Table, st *kakuro.State) *Round {
	t.Around = t.Around && len(t.Seats) > 1 && len(t.Seats) <= maxAround
	r := &Round{table: t, st: st, msgSeat: -1, strokes: map[int]kakuro.Pos{}, cursor: kakuro.Pos{1, 1}, pace: 1,
		claimTicks: defaultClaimSeconds * core.TPS}
	if v, ok := t.Options[claimOption].(int); ok && v >= 0 {
		r.claimTicks = v * core.TPS
	}
	if t.Humans() < 2 {
		r.claimTicks = 0 // nobody waits on a lone person's claim
	}
	r.seats = make([]*seat, len(t.Seats))
	for p := range r.seats {
		s := &seat{}
		r.panels.Seats = append(r.panels.Seats, &s.panel.Seat)
		if !t.Online() && !t.Human(p) { // an online table's server plays its bots
			// Setup and core.LoadSave only let valid levels through.
			s.bot, _ = kakuro.NewBot(t.Seats[p].Bot, t.Seed, p)
		}
		r.seats[p] = s
	}
	r.syncView()
	return r
}

// syncView copies the rules' state into the view (when no event is left
// to play, the two agree).
func (r *Round) syncView() {
	v := &r.view
	v.board = r.st.Board()
	v.target = r.st.Target()
	v.hands = make([][]kakuro.Tile, r.st.Players())
	for p := range v.hands {
		v.hands[p] = r.st.Hand(p)
		r.seats[p].back = make([]bool, len(v.hands[p]))
	}
	v.scores = r.st.Scores()
	v.aside = r.st.Aside()
	v.stock = r.st.StockSize()
	v.sums = r.st.SumsLeft()
}

// State exposes the rules state (tests).
func (r *Round) State() *kakuro.State { return r.st }

// Table returns the seats and options the round plays with.
func (r *Round) Table() core.Table { return r.table }

// Claimer is the seat holding the board, or -1.
func (r *Round) Claimer() int {
	if r.claim == nil {
		return -1
	}
	return r.claim.seat
}

// Phase names the round's phase for tests: "hunt", "claim", "play", "over".
func (r *Round) Phase() string {
	return [...]string{"hunt", "claim", "play", "over"}[r.phase]
}

// Name implements core.Scene.
func (r *Round) Name() string { return "round" }

// Game implements core.InGame.
func (r *Round) Game() string { return r.table.Game }

// RoutesPads implements core.PadRouter: every gamepad plays for its seat
// (each seat has its own buzzer, whether or not the table sits around).
func (r *Round) RoutesPads() bool { return true }

// LiesFlat implements core.FlatTable: around a table the screen lies flat
// and is laid out for its long sides, whichever way it was turned.
func (r *Round) LiesFlat() bool { return r.table.Around }

// Animating implements core.Scene: tiles fly or are carried, the guide's
// pointer moves, or this tick changed the face (a bot acted, the sand
// reached its next step, a clock its next second).
func (r *Round) Animating() bool {
	return r.moving() || r.faces.Changed() || r.later.Unfinished() || r.net.Repainted() || r.reacts.Animating()
}

// moving reports whether something moves by itself this tick.
func (r *Round) moving() bool { return r.run.Active() || r.guide != nil || r.drags.Len() > 0 }

// Ticking implements core.Ticker: the sand runs, a claim window counts
// down, a bot thinks or shows its row, an online table's moves may
// arrive, the game's end waits to be scored;
// the picture changes only at the ticks Animating reports.
func (r *Round) Ticking() bool {
	return r.glassOn || r.table.Online() || (r.phase == phaseClaim && (r.claimTicks > 0 || r.claim == nil || r.claim.bot != nil)) || r.phase == phaseOver ||
		(r.phase == phaseHunt && r.botsThinking())
}

// botsThinking reports whether a bot still has something to do this sum.
func (r *Round) botsThinking() bool {
	for p, s := range r.seats {
		if s.bot != nil && !s.declared && !r.st.LockedOut(p) {
			return true
		}
	}
	return false
}

// startHunt begins the hunt for the revealed sum tile: declarations are
// cleared, the bots make their plans, the hourglass waits (solo, it runs
// from the reveal).
func (r *Round) startHunt(ctx *core.Context) {
	r.phase = phaseHunt
	r.claim = nil
	r.glassOn, r.hourglass = false, 0
	r.ties = 0
	if r.message != "" {
		r.newsHold = newsHoldTicks // read, then the line asks for the new sum
	}
	for _, s := range r.seats {
		s.declared = false
		s.clock = 0
		s.planned = false // one bot plans per tick (updateHunt): no long frame
		s.thought.Wait()  // a plan for the last sum is dropped once its bot is free
		s.thought = nil
	}
	if r.st.Finished() {
		r.phase = phaseOver
		r.overWait = overTicks
		return
	}
	r.checkHourglass(ctx)
}

// noteTouch follows what the players press with: a finger, or a key or
// the mouse (the buzzers print their keys only for the latter).
func (r *Round) noteTouch(f *ui.Frame) {
	for _, ptr := range f.Pointers {
		if ptr.Pressed {
			r.touchSeen = ptr.Touch
			r.hintRow = nil // seen: the player goes on
		}
	}
	if len(f.Keys) > 0 {
		r.touchSeen = false
		r.hintRow = nil
	}
}

// Racing implements core.Racer: until the game is over, everyone hunts
// the board at once, so a pause hides it.
func (r *Round) Racing() bool { return r.phase != phaseOver && r.guide == nil }

// human reports whether a person at this screen plays seat p.
func (r *Round) human(p int) bool { return r.table.Local(p) }

// Update implements core.Scene.
func (r *Round) Update(ctx *core.Context) {
	r.paints.Next(ctx.Kit)
	if r.reacts.Update(ctx) { // the reactions' picker took the input: the round goes on with none
		defer func(f *ui.Frame) { ctx.Frame = f }(ctx.Frame)
		ctx.Frame = &ui.Frame{}
	}
	f := ctx.Frame
	if r.menu.open {
		// The online menu takes the tick's input; the round goes on
		// behind it with none.
		if r.updateMenu(ctx, f) {
			return
		}
		f = &ui.Frame{}
	} else if _, padPause := f.AnyPadKey(ui.KeyPause); f.Key(ui.KeyBack) || padPause {
		r.pause(ctx)
		if !r.menu.open {
			return // the pause overlay stops the round
		}
		f = &ui.Frame{}
	}
	switch {
	case r.log.open:
		f = r.updateLog(ctx, f)
	case f.Key(ui.KeyLog):
		// L: the seat keys are Q, P, Z, M and B, so it buzzes for nobody.
		x, y := r.lay.log.Center()
		if r.openLog(ctx, x, y) {
			return // the overlay stops the round
		}
	}
	if r.guide != nil {
		r.guide.tick++ // the pointer's motion
		if r.phase == phaseClaim {
			r.guide.praise = "" // the last lesson is behind
		}
	}
	r.noteTouch(f)
	r.routeKeyboard()
	r.panels.Split(f)
	for p := range r.seats {
		r.handlePanel(ctx, p, r.panels.Frame(p))
	}
	r.handleMiddle(ctx, r.panels.Frame(ui.Middle))
	r.handleSeatKeys(ctx, f)
	if r.table.Online() {
		r.follow(ctx)
	}
	switch r.phase {
	case phaseHunt:
		r.updateHunt(ctx)
		r.resolveBuzzes(ctx)
	case phaseClaim:
		r.updateClaim(ctx)
	case phaseOver:
		if !r.run.Active() {
			r.overWait--
			if r.overWait <= 0 {
				r.finish(ctx)
				return
			}
		}
	}
	// A call lives one tick: what the hunt did not settle is dropped.
	r.pendingBuzz = r.pendingBuzz[:0]
	r.run.Update()
	r.noteFace()
	// The widgets follow what this tick did, so Targets (and the next
	// tick's input) see the buttons as they now are.
	r.relayoutWidgets(ctx)
}

// updateHunt runs the hunt's clocks: bots think, the hourglass runs.
func (r *Round) updateHunt(ctx *core.Context) {
	if r.run.Busy() {
		return
	}
	if r.newsHold > 0 {
		if r.newsHold--; r.newsHold == 0 {
			r.message = ""
		}
	}
	var buzzes []int
	planning := false
	for p, s := range r.seats {
		if s.bot == nil || s.declared || r.st.LockedOut(p) {
			continue
		}
		if !s.planned {
			if s.thought == nil {
				// The solver can take tens of milliseconds: it works
				// beside the game loop, on a copy of this tick's table,
				// and the plan is taken on the next tick, when the
				// bot's clock starts. One bot a tick: in the browser
				// the plans run between frames, one thread for all.
				if !planning {
					bot, st := s.bot, r.st.Clone()
					s.thought = core.Think(r.st.MoveCount(), func() kakuro.Plan { return bot.Plan(st) })
					planning = true
				}
				continue
			}
			plan, ok := s.thought.Take(r.st.MoveCount())
			if !ok { // a move came between: plan on this tick's table
				plan = s.bot.Plan(r.st)
			}
			s.plan, s.planned, s.thought = plan, true, nil
		}
		s.clock += r.pace
		if s.clock < s.plan.Ticks {
			continue
		}
		if s.plan.Impossible {
			r.declare(ctx, p, true)
			continue
		}
		buzzes = append(buzzes, p)
	}
	if len(buzzes) > 0 {
		// Called in the same tick as any person: settled together.
		r.pendingBuzz = append(r.pendingBuzz, buzzes...)
		return
	}
	if r.glassOn && !r.table.Online() && r.hintRow == nil { // an online table's sand is its server's (sandFromTable); a hint shown holds it
		r.hourglass -= r.pace
		if r.hourglass <= 0 {
			r.setAside(ctx)
		}
	}
}

// checkHourglass applies the hourglass rule to the declarations: the sand
// starts running, or the sum tile is set aside at once.
func (r *Round) checkHourglass(ctx *core.Context) {
	if r.table.Online() {
		return // an online table's hourglass is its server's
	}
	declared := make([]bool, len(r.seats))
	for p, s := range r.seats {
		declared[p] = s.declared
	}
	switch r.st.HourglassState(declared) {
	case kakuro.SetAsideNow:
		r.setAside(ctx)
	case kakuro.HourglassRunning:
		if !r.glassOn {
			r.glassOn = true
			r.sandTotal = kakuro.HourglassTicks(r.st.Config().Hourglass)
			r.hourglass = r.sandTotal
		}
	}
}

// declare records seat p saying "impossible" (or taking it back).
func (r *Round) declare(ctx *core.Context, p int, on bool) {
	if r.phase != phaseHunt || r.seats[p].declared == on || r.st.LockedOut(p) {
		return
	}
	if on && !r.guide.allowDeclare(ctx, r) {
		return
	}
	if r.table.Online() && !r.declareOnline(ctx, p, on) {
		return
	}
	r.seats[p].declared = on
	key := "kakuro.declared"
	if !on {
		key = "kakuro.undeclared"
	}
	r.say(ctx, p, ctx.T(key, r.table.Seats[p].Name))
	r.checkHourglass(ctx)
}

// buzz handles the seats that called "Kakuro!" in one tick: the first
// wins, and a tie is broken by the rules' seeded draw, never by the clock.
func (r *Round) buzz(ctx *core.Context, seats []int) {
	if r.phase != phaseHunt || r.run.Busy() {
		return
	}
	var ok []int
	for _, p := range seats {
		if r.st.LockedOut(p) {
			r.say(ctx, p, ctx.T("kakuro.locked", r.table.Seats[p].Name))
			continue
		}
		ok = append(ok, p)
	}
	if len(ok) == 0 {
		return
	}
	if r.table.Online() {
		r.callOnline(ctx, ok) // the table judges the race
		return
	}
	p := ok[0]
	if len(ok) > 1 {
		p = r.st.BreakTie(ok, r.ties)
		r.ties++
	}
	r.startClaim(ctx, p)
	if len(ok) > 1 {
		// Say that it was a tie, and who the draw chose.
		names := make([]string, len(ok))
		for i, q := range ok {
			names[i] = r.table.Seats[q].Name
		}
		r.say(ctx, p, ctx.T("kakuro.tie", strings.Join(names, ", "), r.table.Seats[p].Name))
	}
}

// setAside sets the sum tile aside (the hourglass ran out, or everyone
// declared).
func (r *Round) setAside(ctx *core.Context) {
	r.glassOn = false
	if r.st.Solo() && r.table.Hints {
		// The hint says what would have worked, before the board moves on.
		// It stays on the board until the player presses something.
		r.hintRow = nil
		if sol, ok := kakuro.Best(r.st, 0, kakuro.AllFeatures); ok {
			c := sol.Claim
			r.hintRow, r.hintSum = &c, r.st.Target()
		}
	}
	evs, err := r.st.Apply(kakuro.AsideMove())
	if err != nil {
		r.say(ctx, -1, core.Explain(ctx, r.table.Game, err))
		return
	}
	if r.table.Humans() == 0 || r.humanDeclared() {
		r.slot.Own() // a new game takes the slot at a person's first move
	}
	r.play(ctx, evs)
}

// humanDeclared reports whether a person said "impossible" this sum.
func (r *Round) humanDeclared() bool {
	for p, s := range r.seats {
		if s.declared && r.human(p) {
			return true
		}
	}
	return false
}

// finish leaves for the scoring scene (or, in autoplay, deals again).
func (r *Round) finish(ctx *core.Context) {
	r.forgetSave(ctx)
	ctx.Nav.Switch(NewScoring(ctx, r.table, r.st))
}

// say shows what happened in words, about seat p (-1: the table).
func (r *Round) say(ctx *core.Context, p int, msg string) {
	r.message, r.msgSeat = msg, p
	r.newsHold = 0 // news of now stays until the next
}

// Layout implements core.Scene.
func (r *Round) Layout(ctx *core.Context) {
	r.drags.CancelAll()
	clear(r.strokes)
	r.lay = computeLayout(ctx, r)
	r.later.Layout(ctx)
	r.drags.Lift = r.lay.cell * 0.5 // a finger carries a tile above itself
	r.panels.Layout()
	r.placeReactions(ctx)
	r.relayoutWidgets(ctx)
	if r.menu.open {
		r.layoutMenu(ctx)
	}
	if r.log.open {
		r.placeLog(ctx)
	}
	r.prepaint()
}

// Draw implements core.Scene. In the browser, the frames after a layout
// may lack sprites still to be painted (core.LaterPaint).
func (r *Round) Draw(dst *ebiten.Image, ctx *core.Context) {
	r.later.Begin(ctx)
	r.draw(dst, ctx)
	r.net.DrawPresence(dst, ctx) // who is at an online table
	r.reacts.Draw(dst, ctx, r.middle.State(react.IDReact))
	r.drawLog(dst, ctx)
	r.drawMenu(dst, ctx)
	r.later.End(ctx)
}
