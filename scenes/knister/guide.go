package knister

import (
	"cifra/audio"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
)

// The guided first game: five fixed rolls (RULES.md §4 setup rolls), each
// written where the guide's pointer shows, building the main diagonal into
// a full house — three 7s and two 8s, 8 points, doubled on a diagonal to
// 16 — so the last roll shows how a full line scores. The guide only shows
// and holds back: every number is written and scored by the same round and
// rules as a real game. After the fifth roll the card is the player's to
// finish, as practice (neither saved nor counted).

// guidedRolls are the guided game's first dice: 7, 7, 7, 8, 8.
var guidedRolls = [][2]int{{3, 4}, {6, 1}, {2, 5}, {4, 4}, {5, 3}}

// guidedSeed is the guided game's seed: it draws the rolls after the
// guided ones.
const guidedSeed = 26

// lesson is one roll of the guided game: the square its sum goes in, what
// the guide says about it, why another square is held back, and what it
// says once the number is written.
type lesson struct {
	cell          knister.Cell
	say, no, done string
}

// lessons are the guided game's rolls, in order: the diagonal from the
// top left to the bottom right, the centre first.
var lessons = []lesson{
	{cell: knister.Cell{R: 2, C: 2}, say: "knister.guide.1", no: "knister.guide.1.no", done: "knister.guide.1.done"},
	{cell: knister.Cell{R: 0, C: 0}, say: "knister.guide.2", no: "knister.guide.2.no", done: "knister.guide.2.done"},
	{cell: knister.Cell{R: 4, C: 4}, say: "knister.guide.3", no: "knister.guide.3.no", done: "knister.guide.3.done"},
	{cell: knister.Cell{R: 1, C: 1}, say: "knister.guide.4", no: "knister.guide.4.no", done: "knister.guide.4.done"},
	{cell: knister.Cell{R: 3, C: 3}, say: "knister.guide.5", no: "knister.guide.5.no", done: "knister.guide.end"},
}

// guide follows the guided game and says what to do next.
type guide struct {
	refused string         // why the last step was held back, until the next one is taken
	tick    int            // drives the pointer's motion
	card    core.GuideCard // the advice card as last fitted
}

// NewGuided starts the guided first game: one person, the fixed rolls, a
// pointer; it is practice, neither saved nor counted in the statistics.
// Hints are allowed (once the guide is over they are the person's help)
// but the guide shows the way while it lasts.
func NewGuided(ctx *core.Context) *Round {
	t := core.Table{
		Game:     knister.GameName,
		Seats:    []rules.Player{{Name: ctx.T("setup.player", 1)}},
		Seed:     guidedSeed,
		Hints:    true,
		Practice: true,
	}
	st, err := knister.New(1, guidedSeed, guidedRolls)
	if err != nil {
		panic("knister: the guided rolls are refused by the rules: " + err.Error()) // a test keeps them valid
	}
	r := newRound(t, st)
	r.guide = &guide{}
	r.startRoll(ctx)
	return r
}

// guided is the Knister entry's Guide.
func guided(ctx *core.Context) core.Scene { return NewGuided(ctx) }

// lesson is the lesson of the roll now on the table, or nil once the
// guided rolls are over.
func (g *guide) lesson(r *Round) *lesson {
	if g == nil || r.st.Round() >= len(lessons) {
		return nil
	}
	return &lessons[r.st.Round()]
}

// over reports whether the guide has nothing more to say.
func (g *guide) over(r *Round) bool { return g == nil || g.lesson(r) == nil }

// allow reports whether the guide lets the person write into c, saying
// why not.
func (g *guide) allow(ctx *core.Context, r *Round, c knister.Cell) bool {
	l := g.lesson(r)
	if l == nil || c == l.cell {
		g.refused = ""
		return true
	}
	ctx.Play(audio.Error)
	g.refused = ctx.T(l.no)
	return false
}

// homeCell is where the keyboard's focus goes for the roll: the lesson's
// square.
func (g *guide) homeCell(r *Round) (knister.Cell, bool) {
	if l := g.lesson(r); l != nil && r.st.Grid(0)[l.cell.R][l.cell.C] == 0 {
		return l.cell, true
	}
	return knister.Cell{}, false
}

// pointer is what the guide points at now: a tap on one spot, or a drag
// from one spot to another (screen pixels).
type pointer struct {
	show         bool
	drag         bool
	x, y, tx, ty float64
}

// step is the guide's advice now: the words and the pointer.
func (g *guide) step(ctx *core.Context, r *Round) (string, pointer) {
	return g.words(ctx, r), g.point(r)
}

// words is what the guide says now: the lesson while the sum is to be
// written (after why the last try was held back), what it taught once it
// is written.
func (g *guide) words(ctx *core.Context, r *Round) string {
	l := g.lesson(r)
	switch {
	case l == nil:
		return ""
	case r.rolling() || r.canPlace():
		msg := ctx.T(l.say, r.st.Sum())
		if g.refused != "" && r.canPlace() {
			msg = g.refused + "\n" + msg
		}
		return msg
	}
	return ctx.T(l.done)
}

// point is where the guide points now: from the slip to the lesson's
// square while the sum is to be written, at Roll once it is.
func (g *guide) point(r *Round) pointer {
	l := g.lesson(r)
	switch {
	case l == nil:
		return pointer{}
	case r.canPlace():
		x, y := r.lay.token.Center()
		tx, ty := r.lay.cell(l.cell).Center()
		return pointer{show: true, drag: true, x: x, y: y, tx: tx, ty: ty}
	case r.primaryReady():
		// Towards the button's end, so the finger leaves its word readable.
		b := r.lay.primary
		return pointer{show: true, x: b.X + b.W*0.8, y: b.Y + b.H*0.45}
	}
	return pointer{}
}
