package kakuzu

import (
	"testing"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// playing is a round of two people after the corner setup whose first
// draw is not 0.
func playing(t *testing.T, v kakuzu.Variant) *rig {
	t.Helper()
	mk := func(seed uint64) core.Table { return table(seats(2), seed, v, 0) }
	tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool { return v == kakuzu.NoBag || nextDraw(t, st) != 0 }))
	st := deal(t, tb)
	neutralSetup(t, st)
	return rigWith(t, tb, st)
}

// unchanged fails unless the round's moves are still before and the view
// agrees with the rules once the events have played.
func (g *rig) unchanged(what string, before []kakuzu.Move) {
	g.t.Helper()
	sameMoves(g.t, what, g.r.st, before)
	g.settle()
	g.viewAgrees(what)
	if g.r.drags.Len() != 0 {
		g.t.Fatalf("%s: %d stones still carried", what, g.r.drags.Len())
	}
}

// TestLiftBeforeDraw: a tap on a stone before the number is drawn lifts
// nothing and says to draw first, on the seat's panel.
func TestLiftBeforeDraw(t *testing.T) {
	g := playing(t, kakuzu.Classic)
	sq := kakuzu.Square{Row: 4, Col: 5}
	if g.enabled(squareID(sq)) {
		t.Fatal("a stone is offered before the draw")
	}
	before := g.r.st.Moves()
	g.tap(squareID(sq))
	if want := g.ctx.T("kakuzu.drawfirst"); g.r.seats[0].word != want || g.r.message != want {
		t.Fatalf("a lift before the draw says %q on the panel, %q in the news; want %q", g.r.seats[0].word, g.r.message, want)
	}
	g.unchanged("a lift before the draw", before)
	// Enter on the cursor's stone before the draw draws (Enter does what
	// the table waits for).
	g.press(ui.KeyActivate)
	if g.r.st.Awaiting() != kakuzu.ActionLift {
		t.Fatalf("Enter before the draw: awaiting %v", g.r.st.Awaiting())
	}
}

// TestNoBagLiftBeforeName: a tap on a stone before a digit is named lifts
// nothing and says to name one first.
func TestNoBagLiftBeforeName(t *testing.T) {
	g := playing(t, kakuzu.NoBag)
	before := g.r.st.Moves()
	g.tap(squareID(kakuzu.Square{Row: 2, Col: 2}))
	if want := g.ctx.T("kakuzu.namefirst"); g.r.seats[0].word != want {
		t.Fatalf("a lift before naming says %q, want %q", g.r.seats[0].word, want)
	}
	g.unchanged("a lift before naming", before)
}

// TestPressesDuringABotsTurn: while a bot thinks, the bag is off, a tap on
// a stone and Enter change nothing (the news says it is the bot's turn),
// and the bot then plays its turn.
func TestPressesDuringABotsTurn(t *testing.T) {
	tb := table(seats(1, "easy"), 9, kakuzu.Classic, 0)
	st := deal(t, tb)
	neutralSetup(t, st)
	// Seat 0's turn ends through the rules: a 0, or a miss.
	if n := nextDraw(t, st); n == 0 {
		must(t, st, kakuzu.Draw(0, 0))
	} else {
		must(t, st, kakuzu.Draw(0, n))
		sq := covering(t, st, n, false)
		must(t, st, kakuzu.Lift(0, sq.Row, sq.Col))
	}
	if st.Turn() != 1 {
		t.Fatalf("turn %d", st.Turn())
	}
	g := rigWith(t, tb, st)
	before := st.Moves()
	if g.enabled(bagID) {
		t.Fatal("the bag is offered in a bot's turn")
	}
	g.tap(bagID)
	sameMoves(t, "the bag tapped in a bot's turn", st, before)
	g.tap(squareID(kakuzu.Square{Row: 4, Col: 4}))
	sameMoves(t, "a stone tapped in a bot's turn", st, before)
	if want := g.ctx.T("kakuzu.botturn", "Bot1"); g.r.message != want {
		t.Fatalf("a stone tapped in a bot's turn: the news says %q, want %q", g.r.message, want)
	}
	g.press(ui.KeyActivate)
	sameMoves(t, "Enter in a bot's turn", st, before)
	if g.r.st.Turn() != 1 {
		t.Fatal("the bot's turn ended")
	}
	// The bot plays on, once its pause is over.
	g.waitFor("the bot's turn", 5000, func() bool { return st.Turn() == 0 && !g.r.run.Active() })
	if len(st.Moves()) <= len(before) || st.Moves()[len(before)].Player != 1 {
		t.Fatalf("the bot's moves %v", st.Moves()[len(before):])
	}
}

// TestPressOffTheTray: a press on the table beside the tray, on the tray's
// rim or outside the window does nothing.
func TestPressOffTheTray(t *testing.T) {
	g := playing(t, kakuzu.Classic)
	g.drawByTap()
	before := g.r.st.Moves()
	grid := g.r.lay.grid
	for _, p := range []ui.Point{
		{X: 2, Y: 2},                                   // the table's corner
		{X: grid.X - 3, Y: grid.Y + grid.H/2},          // the rim, left of the squares
		{X: grid.X + grid.W/2, Y: grid.Y + grid.H + 3}, // the rim, below them
		{X: -40, Y: 300},                               // off the window
		{X: 5000, Y: 5000},
	} {
		g.script.Tap(p.X, p.Y, false)
		g.run(1)
		sameMoves(t, "a press off the tray", g.r.st, before)
		if g.r.seats[0].word != "" || g.r.drags.Len() != 0 {
			t.Fatalf("a press at %v: word %q, %d carried", p, g.r.seats[0].word, g.r.drags.Len())
		}
	}
	g.unchanged("presses off the tray", before)
}

// TestDragReleasedOffScreen: a stone dragged off its well and let go
// outside the window is lifted like a tap, once; dragged back onto its own
// well it is put back; dragged off screen before the draw, it is refused.
func TestDragReleasedOffScreen(t *testing.T) {
	g := playing(t, kakuzu.Classic)
	st := g.r.st
	// Before the draw: refused, nothing lifted.
	a := g.at(squareID(kakuzu.Square{Row: 1, Col: 1}))
	before := st.Moves()
	g.script.Drag(a.X, a.Y, -200, -200, 10)
	g.run(1)
	if g.r.seats[0].word != g.ctx.T("kakuzu.drawfirst") {
		t.Fatalf("a drag off screen before the draw says %q", g.r.seats[0].word)
	}
	g.unchanged("a drag off screen before the draw", before)

	n := g.drawByTap()
	hit := covering(t, st, n, true)
	// Carried away and back onto its own well: put back.
	p := g.at(squareID(hit))
	before = st.Moves()
	pr := ui.Pointer{X: p.X, Y: p.Y, StartX: p.X, StartY: p.Y, Down: true, Pressed: true}
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{pr}, Activity: true})
	mid := pr
	mid.Pressed, mid.Moved, mid.X = false, true, p.X+30
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{mid}, Activity: true})
	back := mid
	back.X = p.X + 1
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{back}, Activity: true})
	up := back
	up.Down, up.Released = false, true
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{up}, Activity: true})
	g.run(1)
	g.unchanged("a stone dragged back onto its well", before)

	// Off the window: lifted, once.
	g.script.Drag(p.X, p.Y, float64(g.ctx.W)+300, float64(g.ctx.H)+300, 10)
	g.run(1)
	if ms := st.Moves(); len(ms) != len(before)+1 || ms[len(ms)-1] != kakuzu.Lift(0, hit.Row, hit.Col) {
		t.Fatalf("a stone dragged off screen: moves %v", ms[len(before):])
	}
	g.settle()
	if st.Holder(hit) != 0 || g.r.drags.Len() != 0 {
		t.Fatalf("the stone dragged off screen: holder %d, %d carried", st.Holder(hit), g.r.drags.Len())
	}
	g.viewAgrees("after the drag off screen")
}

// TestResizeMidAnimation: the window shrinks to 1×1 and grows back while
// a draw and then a lift play, and while a stone is carried: nothing
// panics, nothing is played by it, and the round goes on.
func TestResizeMidAnimation(t *testing.T) {
	for _, around := range []bool{false, true} {
		g := playing(t, kakuzu.Classic)
		if around {
			g.r.table.Around = true
			g.r.Layout(g.ctx)
		}
		st := g.r.st
		n := nextDraw(t, st)
		g.tapOn(bagID)
		if !g.r.run.Active() {
			t.Fatal("the draw plays no animation")
		}
		before := st.Moves()
		g.resize(1, 1)
		g.draw()
		g.run(5)
		g.draw()
		g.resize(1280, 800)
		g.draw()
		g.unchanged("a resize during the draw", before)
		if st.Hunting() != n || g.r.view.hunting != n {
			t.Fatalf("after the resize: hunting %d, view %d, want %d", st.Hunting(), g.r.view.hunting, n)
		}
		// A stone carried when the window changes is dropped, not lifted.
		hit := covering(t, st, n, true)
		p := g.at(squareID(hit))
		pr := ui.Pointer{X: p.X, Y: p.Y, StartX: p.X, StartY: p.Y, Down: true, Pressed: true}
		g.script.Queue(ui.Frame{Pointers: []ui.Pointer{pr}, Activity: true})
		mid := pr
		mid.Pressed, mid.Moved, mid.X, mid.Y = false, true, p.X+100, p.Y+100
		g.script.Queue(ui.Frame{Pointers: []ui.Pointer{mid}, Activity: true})
		g.run(0)
		if g.r.drags.Len() != 1 {
			t.Fatalf("pressing and moving carries %d stones", g.r.drags.Len())
		}
		g.resize(1, 1)
		g.draw()
		g.resize(1280, 800)
		up := mid
		up.Down, up.Released = false, true
		g.script.Queue(ui.Frame{Pointers: []ui.Pointer{up}, Activity: true})
		g.run(1)
		g.unchanged("a stone carried through a resize", before)
		// A lift plays while the window is 1×1.
		g.tapOn(squareID(hit))
		before = st.Moves()
		g.resize(1, 1)
		for range 20 {
			g.step()
			g.draw()
		}
		g.resize(1280, 800)
		g.unchanged("a resize during the lift", before)
		if st.Holder(hit) != 0 || st.Turn() != 0 || st.Awaiting() != kakuzu.ActionDraw {
			t.Fatalf("after the lift: holder %d turn %d awaiting %v", st.Holder(hit), st.Turn(), st.Awaiting())
		}
		g.drawByTap()
	}
}

// TestTableOutOfTurn: around a table, a seat's own draw button (or
// picker) looks disabled out of turn, yet pressed it says whose turn it
// is on that seat's panel and changes nothing; the seat to move plays
// with its own.
func TestTableOutOfTurn(t *testing.T) {
	for _, v := range []kakuzu.Variant{kakuzu.Classic, kakuzu.NoBag} {
		t.Run(string(v), func(t *testing.T) {
			mk := func(seed uint64) core.Table {
				tb := table(seats(3), seed, v, 0)
				tb.Around = true
				return tb
			}
			tb := mk(findSeed(t, mk, func(st *kakuzu.State) bool { return v == kakuzu.NoBag || nextDraw(t, st) != 0 }))
			st := deal(t, tb)
			neutralSetup(t, st)
			g := rigWith(t, tb, st)
			press := func(p int) string {
				if v == kakuzu.NoBag {
					return seatDigitID(p, 4)
				}
				return seatDrawID(p)
			}
			before := st.Moves()
			if g.enabled(press(1)) || !g.enabled(press(0)) {
				t.Fatalf("seat 1's %s enabled %v out of turn, seat 0's %v on its turn", press(1), g.enabled(press(1)), g.enabled(press(0)))
			}
			g.tap(press(1))
			if want := g.ctx.T("kakuzu.notyourturn", "P1"); g.r.seats[1].word != want || g.r.seats[0].word != "" || g.r.seats[2].word != "" {
				t.Fatalf("seat 1 pressed out of turn: words %q %q %q, want %q on seat 1", g.r.seats[0].word, g.r.seats[1].word, g.r.seats[2].word, want)
			}
			g.unchanged("a press out of turn", before)
			g.run(wordTicks)
			if g.r.seats[1].word != "" && g.r.seats[1].wordLeft > 0 {
				t.Fatalf("seat 1's word is still said after %d ticks", wordTicks)
			}
			g.tapOn(press(0))
			if ms := st.Moves(); len(ms) != len(before)+1 || ms[len(ms)-1].Player != 0 {
				t.Fatalf("seat 0's own button played %v", ms[len(before):])
			}
			g.settle()
			g.viewAgrees("after seat 0's press")
			if v == kakuzu.NoBag && st.Hunting() != 4 {
				t.Fatalf("seat 0's picker named %d", st.Hunting())
			}
		})
	}
}
