package kakuzu

import (
	"cifra/audio"
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
)

// The guided first game: a fixed sheet and a fixed record, played by the
// same round and rules as any game, with a card of advice and a pointer
// showing what to press or tap next. Four turns teach the setup's neutral
// stones, a draw and a lift, a match (draw again) and a miss (the stone
// goes to the neighbour, the turn passes), what a lift shows everyone,
// and the sudoku's deduction: a row, a column and a box hold each digit
// once. The guide only shows and holds back; every step is the rules'.

// guidedSheet is the guided game's sudoku.
var guidedSheet = []string{
	"534678912",
	"672195348",
	"198342567",
	"859761423",
	"426853791",
	"713924856",
	"961537284",
	"287419635",
	"345286179",
}

// The seats of the guided game: the person, and the bot on their left.
const (
	guidePerson = 0
	guideBot    = 1
)

// guidedPrelude is the record's first eight moves, played before the
// guide starts: each box but the last (bottom right) has given its
// neutral stone, seat 0 and the bot in turn. The 9 at row 1, column 7 is
// one the deduction will use.
var guidedPrelude = []kakuzu.Move{
	kakuzu.Lift(guidePerson, 1, 1), // 7
	kakuzu.Lift(guideBot, 2, 3),    // 3
	kakuzu.Lift(guidePerson, 0, 6), // 9
	kakuzu.Lift(guideBot, 4, 0),    // 4
	kakuzu.Lift(guidePerson, 3, 5), // 1
	kakuzu.Lift(guideBot, 5, 8),    // 6
	kakuzu.Lift(guidePerson, 7, 1), // 8
	kakuzu.Lift(guideBot, 8, 3),    // 2
}

// guideStep is one move of the guided game: the move the rules are
// handed, and the card's words while it is awaited (with their arguments
// worked out by args).
type guideStep struct {
	move kakuzu.Move
	say  string
	// why is said when the person tries another lift (a lift step); the
	// deduction's step words its own reason instead.
	why string
}

// The deduction lesson: the 9 the person must find, and the lines that
// rule out the box's other squares (0-based).
var (
	deduceSquare = kakuzu.Square{Row: 8, Col: 8}
	deduceDigit  = 9
	deduceRows   = [2]int{6, 7} // the bot's 9 and the person's
	deduceCol    = 6            // the neutral 9 at the top
)

// guideSteps follow the prelude, one per move.
var guideSteps = []guideStep{
	{move: kakuzu.Lift(guidePerson, 8, 7), say: "kakuzu.guide.setup", why: "kakuzu.guide.why.setup"}, // a neutral 7
	{move: kakuzu.Draw(guidePerson, 5), say: "kakuzu.guide.draw"},                                    //
	{move: kakuzu.Lift(guidePerson, 4, 4), say: "kakuzu.guide.guess", why: "kakuzu.guide.why.guess"}, // the 5: kept
	{move: kakuzu.Draw(guidePerson, 3), say: "kakuzu.guide.kept"},                                    //
	{move: kakuzu.Lift(guidePerson, 7, 5), say: "kakuzu.guide.risk", why: "kakuzu.guide.why.guess"},  // a 9: to the bot
	{move: kakuzu.Draw(guideBot, 4), say: "kakuzu.guide.missed"},                                     //
	{move: kakuzu.Lift(guideBot, 6, 0), say: "kakuzu.guide.missed"},                                  // a 9: to the person
	{move: kakuzu.Draw(guidePerson, 9), say: "kakuzu.guide.gift"},                                    //
	{move: kakuzu.Lift(guidePerson, deduceSquare.Row, deduceSquare.Col), say: "kakuzu.guide.deduce"}, // the 9: kept
	{move: kakuzu.Draw(guidePerson, 0), say: "kakuzu.guide.proved"},                                  // the 0 ends the turn
}

// guide follows the guided game and says what to do next.
type guide struct {
	tick int // drives the pointer's motion
	// shown is the step whose words the card shows: it moves on only once
	// the table waits, so the words never run ahead of what is shown.
	shown int
	card  core.GuideCard // the advice card as last fitted
}

// NewGuided starts the guided first game: the person and an easy bot, the
// guided sheet and record, no clock and no aids; it is practice, neither
// saved nor counted in the statistics.
func NewGuided(ctx *core.Context) *Round {
	t := core.Table{
		Game: kakuzu.GameName,
		Seats: []rules.Player{{Name: ctx.T("setup.player", 1)},
			{Name: ctx.T("seat.bot.name", 1), Bot: kakuzu.Levels()[0]}},
		Options:  map[string]any{"variant": string(kakuzu.Classic), "turnSeconds": 0, sheetOption: sheetSeed},
		Seed:     guidedSeed,
		Practice: true,
	}
	st, err := guidedState(t)
	if err != nil {
		panic("kakuzu: the guided record is refused by the rules: " + err.Error()) // a test keeps it valid
	}
	r := newRound(ctx, t, st)
	r.guide = &guide{}
	r.startTurn() // the bot's pauses are the guide's
	r.say(ctx, ctx.T("kakuzu.guide.start"))
	return r
}

// guidedSeed is the guided game's seed: its draws are the record's, but
// the bag goes on from it once the lessons are over.
const guidedSeed = 26

// guidedState is the guided sheet with the prelude played.
func guidedState(t core.Table) (*kakuzu.State, error) {
	sheet, err := kakuzu.ParseSheet(guidedSheet)
	if err != nil {
		return nil, err
	}
	st, err := kakuzu.New(kakuzu.Config{Players: t.Seats, Seed: t.Seed, Sheet: &sheet})
	if err != nil {
		return nil, err
	}
	for _, m := range guidedPrelude {
		if _, err := st.Apply(m); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// step is the guided step the rules await now, or nil once the lessons
// are over (or in a game without a guide).
func (g *guide) step(r *Round) *guideStep {
	if g == nil {
		return nil
	}
	i := r.st.MoveCount() - len(guidedPrelude)
	if i < 0 || i >= len(guideSteps) {
		return nil
	}
	return &guideSteps[i]
}

// scripted is the move the guide plays for the seat to move now: the
// person's draw (the record's number, not the bag's) or the bot's move.
func (g *guide) scripted(r *Round) (kakuzu.Move, bool) {
	s := g.step(r)
	if s == nil || s.move.Player != r.st.Turn() || s.move.Action != r.st.Awaiting() {
		return kakuzu.Move{}, false
	}
	if s.move.Action == kakuzu.ActionLift && r.human(s.move.Player) {
		return kakuzu.Move{}, false // the person lifts it
	}
	return s.move, true
}

// scriptedDraw is the number the guide draws for the person, if a draw
// is the step now.
func (g *guide) scriptedDraw(r *Round) (kakuzu.Move, bool) {
	m, ok := g.scripted(r)
	return m, ok && m.Action == kakuzu.ActionDraw
}

// allowLift reports whether the guide lets the person lift sq now; if not
// it says why, in the words of the lesson.
func (g *guide) allowLift(ctx *core.Context, r *Round, sq kakuzu.Square) bool {
	s := g.step(r)
	if s == nil || s.move.Action != kakuzu.ActionLift || s.move.Square == sq || r.st.Awaiting() != kakuzu.ActionLift {
		return true // the rules judge it (a lift before the draw, a done box)
	}
	if r.view.at(sq).Holder != kakuzu.Covered {
		return true // the rules say it is lifted already
	}
	why := ""
	switch s.say {
	case "kakuzu.guide.deduce":
		why = g.whyNot(ctx, r, sq)
	case "kakuzu.guide.setup":
		why = ctx.T(s.why)
	default:
		why = ctx.T(s.why, r.st.Hunting())
	}
	ctx.Play(audio.Error)
	r.seats[r.st.Turn()].word, r.seats[r.st.Turn()].wordLeft = why, wordTicks
	r.say(ctx, why)
	return false
}

// whyNot says why sq is not the deduction's square: what on the tray
// rules the digit out there, or that nothing proves it is there.
func (g *guide) whyNot(ctx *core.Context, r *Round, sq kakuzu.Square) string {
	d := deduceDigit
	for i := range kakuzu.Size {
		if r.view.tray[sq.Row][i].Digit == d {
			return ctx.T("kakuzu.guide.why.row", sq.Row+1, d)
		}
		if r.view.tray[i][sq.Col].Digit == d {
			return ctx.T("kakuzu.guide.why.col", sq.Col+1, d)
		}
	}
	for i := range kakuzu.Size {
		b := kakuzu.Square{Row: sq.Row/3*3 + i/3, Col: sq.Col/3*3 + i%3}
		if r.view.at(b).Digit == d {
			return ctx.T("kakuzu.guide.why.box", d)
		}
	}
	return ctx.T("kakuzu.guide.why.maybe", d)
}

// botPause is how much longer the bot pauses in the guided game while
// the lessons last: time to read the card about what just happened.
func (g *guide) botPause(r *Round) int {
	if g.step(r) == nil {
		return 0
	}
	return 2 * core.TPS
}

// update follows the table: the card's words move on when it waits.
func (g *guide) update(r *Round) {
	g.tick++
	if !r.run.Busy() {
		g.shown = r.st.MoveCount() - len(guidedPrelude)
	}
}

// message is the card's words now: the lesson of the step shown and,
// when it is the person's, how to do it with what they play with.
func (g *guide) message(ctx *core.Context, r *Round) string {
	if g.shown >= len(guideSteps) {
		return ctx.T("kakuzu.guide.end", r.nameArg(guideBot))
	}
	if g.shown < 0 {
		return ""
	}
	s := &guideSteps[g.shown]
	var msg string
	switch s.say {
	case "kakuzu.guide.guess", "kakuzu.guide.risk":
		msg = ctx.T(s.say, guideSteps[g.shown-1].move.Number) // the number just drawn
	case "kakuzu.guide.kept":
		msg = ctx.T(s.say, guideSteps[g.shown-1].digitUnder()) // the stone just kept
	case "kakuzu.guide.missed":
		msg = ctx.T(s.say, r.nameArg(guideBot), guideSteps[4].digitUnder(), guideSteps[3].move.Number)
	case "kakuzu.guide.gift":
		msg = ctx.T(s.say, r.nameArg(guideBot), guideSteps[6].digitUnder(), guideSteps[5].move.Number)
	case "kakuzu.guide.deduce":
		msg = ctx.T(s.say, deduceDigit, r.nameArg(guideBot), deduceRows[0]+1, deduceRows[1]+1, deduceCol+1)
	default:
		msg = ctx.T(s.say)
	}
	if do := g.how(ctx, r, s); do != "" && r.view.turn == s.move.Player {
		msg += "\n" + do
	}
	return msg
}

// how words the step's action for the person with what they last played
// with: a tap, the keyboard or a pad.
func (g *guide) how(ctx *core.Context, r *Round, s *guideStep) string {
	if !r.human(s.move.Player) {
		return ""
	}
	key := "kakuzu.guide.do.lift"
	if s.move.Action == kakuzu.ActionDraw {
		key = "kakuzu.guide.do.draw"
	}
	switch r.input {
	case inputKeys:
		key += ".keys"
	case inputPad:
		key += ".pad"
	}
	return ctx.T(key)
}

// digitUnder is the digit a lift step uncovers on the guided sheet.
func (s *guideStep) digitUnder() int { return guidedSheetParsed.At(s.move.Square) }

// guidedSheetParsed is guidedSheet read once (a test keeps it valid).
var guidedSheetParsed, _ = kakuzu.ParseSheet(guidedSheet)

// pointer is what the guide points at now: a spot to tap (screen pixels).
type pointer struct {
	show bool
	x, y float64
	// sq is the square to lift, for the ring the keyboard follows.
	sq     kakuzu.Square
	onTray bool
}

// pointing is where the pointer is, when the person is to act on a step
// and the table waits.
func (g *guide) pointing(r *Round) pointer {
	if g == nil || r.run.Busy() || r.st.Finished() {
		return pointer{}
	}
	s := g.step(r)
	if s == nil || !r.human(s.move.Player) || r.st.Turn() != s.move.Player || r.st.Awaiting() != s.move.Action {
		return pointer{}
	}
	if s.move.Action == kakuzu.ActionDraw {
		if r.lay.bag.W < 1 {
			return pointer{}
		}
		x, y := r.lay.bag.Center()
		return pointer{show: true, x: x, y: y}
	}
	x, y := r.lay.square(s.move.Square).Center()
	return pointer{show: true, x: x, y: y, sq: s.move.Square, onTray: true}
}
