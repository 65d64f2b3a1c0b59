package kakuro

import (
	"cifra/audio"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// The guided first game: a fixed deal (RULES.md §4 setup) of three sums,
// each teaching one thing — a plain row, a sum field laid to close a row,
// a digit tile — with a pointer showing what to press and where to drag.
// The guide only shows and holds back: every step is played and checked by
// the same round and rules as a real game.

// guidedSetup is the guided game's deal. Row 3 reads 1..8 (36, the book's
// first example); row 6 starts 9 5 8 (22) before a 1 that a sum field will
// cover; under that sum field column 4 holds 2 and 5, which a 6 digit tile
// turns into 11.
var guidedSetup = kakuro.Setup{
	Board: []string{
		"39216748",
		"85174923",
		"47185263",
		"62938517",
		"17549386",
		"95813674",
		"34629158",
		"76352941",
	},
	Sums: []int{36, 22, 11},
	// The solo player holds a doubler and draws S, 6, D; one more after
	// each sum.
	Stock: []string{"S", "6", "D", "3", "5", "7"},
}

// lesson is one sum of the guided game: the row to claim and the tiles to
// lay on the way, in order.
type lesson struct {
	target int
	row    kakuro.Row
	uses   []kakuro.Use
	intro  string // what the lesson is about, shown during the hunt
	after  string // said once the row has scored
}

// lessons are the guided game's three sums.
var lessons = []lesson{{
	target: 36,
	row:    kakuro.Row{At: kakuro.Pos{3, 1}, Dir: kakuro.Right, Len: 8},
	intro:  "kakuro.guide.1",
	after:  "kakuro.guide.1.done",
}, {
	target: 22,
	row:    kakuro.Row{At: kakuro.Pos{6, 1}, Dir: kakuro.Right, Len: 3},
	uses:   []kakuro.Use{{Tile: kakuro.Swap, Kind: kakuro.UseSumField, A: kakuro.Pos{6, 4}}},
	intro:  "kakuro.guide.2",
	after:  "kakuro.guide.2.done",
}, {
	target: 11,
	row:    kakuro.Row{At: kakuro.Pos{7, 4}, Dir: kakuro.Down, Len: 2},
	uses:   []kakuro.Use{{Tile: kakuro.DigitTile(6), Kind: kakuro.UseDigit, A: kakuro.Pos{7, 4}}},
	intro:  "kakuro.guide.3",
	after:  "kakuro.guide.3.done",
}}

// guide follows the guided game and says what to do next.
type guide struct {
	praise string         // said about the last lesson until the next claim
	tick   int            // drives the pointer's motion
	card   core.GuideCard // the advice card as last fitted
}

// NewGuided starts the guided first game: one person, no hourglass, no
// claim window, a fixed deal; it is practice and is neither saved nor
// counted in the statistics.
func NewGuided(ctx *core.Context) *Round {
	t := core.Table{
		Game:     kakuro.GameName,
		Seats:    []rules.Player{{Name: ctx.T("setup.player", 1)}},
		Options:  map[string]any{"hourglass": 0, claimOption: 0, dealOption: dealSeed},
		Seed:     guidedSeed,
		Practice: true,
	}
	cfg := kakuro.Config{Seed: guidedSeed, Players: 1, Setup: guidedSetup}
	st, err := kakuro.New(cfg)
	if err != nil {
		panic("kakuro: the guided deal is refused by the rules: " + err.Error()) // a test keeps it valid
	}
	r := newRound(t, st) // the table's claim option: no limit
	r.guide = &guide{}
	r.startHunt(ctx)
	return r
}

// guidedSeed is the guided game's seed: nothing in it is drawn, but a
// record needs one.
const guidedSeed = 1

// lesson is the lesson of the sum now revealed, or nil.
func (g *guide) lesson(r *Round) *lesson {
	for i := range lessons {
		if lessons[i].target == r.st.Target() {
			return &lessons[i]
		}
	}
	return nil
}

// allowRow reports whether the guide lets the claimer mark row, saying
// why not.
func (g *guide) allowRow(ctx *core.Context, r *Round, row kakuro.Row) bool {
	if g == nil {
		return true
	}
	if l := g.lesson(r); l != nil && row != l.row {
		g.refuse(ctx, r)
		return false
	}
	return true
}

// allowUse reports whether the guide lets the claimer lay u next.
func (g *guide) allowUse(ctx *core.Context, r *Round, u kakuro.Use) bool {
	if g == nil {
		return true
	}
	l := g.lesson(r)
	if l == nil || r.claim == nil {
		return true
	}
	i := len(r.claim.uses)
	if i < len(l.uses) && l.uses[i] == u {
		return true
	}
	g.refuse(ctx, r)
	return false
}

// allowCheck reports whether the claim is ready for the check: in the
// guided game a claim is only checked once it is the lesson's.
func (g *guide) allowCheck(ctx *core.Context, r *Round) bool {
	if g == nil {
		return true
	}
	l := g.lesson(r)
	if l == nil || r.claim == nil || (r.claim.marked && len(r.claim.uses) == len(l.uses)) {
		return true
	}
	g.refuse(ctx, r)
	return false
}

// allowDeclare: the guided game always has a row, so "impossible" waits.
func (g *guide) allowDeclare(ctx *core.Context, r *Round) bool {
	if g == nil {
		return true
	}
	g.refuse(ctx, r)
	return false
}

// refuse says that the guide wants the step its pointer shows.
func (g *guide) refuse(ctx *core.Context, r *Round) {
	ctx.Play(audio.Error)
	r.say(ctx, 0, ctx.T("kakuro.guide.follow"))
}

// scored is told that a claim scored, to praise it.
func (g *guide) scored(ctx *core.Context, r *Round, target int) {
	if g == nil {
		return
	}
	for i := range lessons {
		if lessons[i].target == target {
			g.praise = ctx.T(lessons[i].after)
		}
	}
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
	l := g.lesson(r)
	if l == nil || r.phase == phasePlay || r.phase == phaseOver || r.run.Busy() {
		if r.phase == phaseOver || r.st.Finished() {
			return g.praised(ctx.T("kakuro.guide.end")), pointer{}
		}
		return g.praise, pointer{}
	}
	c := r.claim
	if r.phase == phaseHunt || c == nil {
		return g.praised(ctx.T(l.intro, l.target)), g.tapWidget(r, idBuzz)
	}
	if !c.marked {
		a, b := r.lay.square(l.row.At), r.lay.square(l.row.Square(l.row.Len-1))
		ax, ay := a.Center()
		bx, by := b.Center()
		return ctx.T("kakuro.guide.mark"), pointer{show: true, drag: true, x: ax, y: ay, tx: bx, ty: by}
	}
	if i := len(c.uses); i < len(l.uses) {
		u := l.uses[i]
		idx := r.freeTile(c, u.Tile)
		if idx < 0 {
			return "", pointer{}
		}
		wantBack := u.Kind == kakuro.UseSumField
		tile := g.tileRect(r, idx)
		tx, ty := tile.Center()
		if r.seats[c.seat].back[idx] != wantBack {
			key := "kakuro.guide.flip"
			if !wantBack {
				key = "kakuro.guide.flipback"
			}
			return ctx.T(key), pointer{show: true, x: tx, y: ty}
		}
		sx, sy := r.lay.square(u.A).Center()
		key := "kakuro.guide.sumfield"
		if u.Kind == kakuro.UseDigit {
			key = "kakuro.guide.digit"
		}
		return ctx.T(key), pointer{show: true, drag: true, x: tx, y: ty, tx: sx, ty: sy}
	}
	return ctx.T("kakuro.guide.check"), g.tapWidget(r, idCheck)
}

// praised puts the praise for the last lesson before msg.
func (g *guide) praised(msg string) string {
	if g.praise == "" {
		return msg
	}
	return g.praise + "\n" + msg
}

// tapWidget points at one of seat 0's panel buttons.
func (g *guide) tapWidget(r *Round, id ui.ID) pointer {
	sp := &r.seats[0].panel
	w := sp.Widget(id)
	if w == nil {
		return pointer{}
	}
	x, y := sp.Panel.RectToScreen(w.Rect).Center()
	return pointer{show: true, x: x, y: y}
}

// tileRect is hand tile i of seat 0 on the screen.
func (g *guide) tileRect(r *Round, i int) ui.Rect {
	sp := &r.seats[0].panel
	return sp.Panel.RectToScreen(sp.tileRect(i, len(r.view.hands[0])))
}
