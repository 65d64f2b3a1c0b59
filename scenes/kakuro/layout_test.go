package kakuro

import (
	"testing"

	"cifra/rules/kakuro"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/ui"
)

// claimingRig is a solo round on a deal whose best claim plays one digit
// tile, with the claim's row marked: a hand tile is ready to carry.
func claimingRig(t *testing.T) (*rig, kakuro.Claim) {
	t.Helper()
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	g.markRow(sol.Claim.Row)
	return g, sol.Claim
}

// TestResizeMidDrag: the window changes while a hand tile is carried over
// the board; the carry is dropped (nothing is played, the tile is back in
// the hand), nothing panics, and the claim goes on in the new layout.
func TestResizeMidDrag(t *testing.T) {
	g, cl := claimingRig(t)
	u := cl.Uses[0]
	i := g.handIndex(0, u.Tile)
	from, to := g.at(tileID(0, i)), g.at(squareID(u.A))
	// Press on the tile and carry it half way: no release yet.
	press := ui.Pointer{X: from.X, Y: from.Y, StartX: from.X, StartY: from.Y, Down: true, Pressed: true}
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{press}, Activity: true})
	mid := press
	mid.Pressed, mid.Moved = false, true
	mid.X, mid.Y = (from.X+to.X)/2, (from.Y+to.Y)/2
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{mid}, Activity: true})
	g.run(0)
	if g.r.drags.Len() != 1 {
		t.Fatalf("pressing on tile %d and moving carries %d tiles", i, g.r.drags.Len())
	}
	g.draw()
	for _, size := range [][2]int{{800, 1280}, {1, 1}, {1920, 1080}} {
		g.resize(size[0], size[1])
		g.draw()
		// The pointer goes on moving and lets go where the square was.
		mid.X, mid.Y = to.X, to.Y
		g.script.Queue(ui.Frame{Pointers: []ui.Pointer{mid}, Activity: true})
		g.run(1)
		g.draw()
	}
	end := mid
	end.Down, end.Released = false, true
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{end}, Activity: true})
	g.run(1)
	if c := g.r.claim; c == nil || len(c.uses) != 0 || g.r.drags.Len() != 0 {
		t.Fatalf("after the resize the carried tile was played or is still carried: %+v", c)
	}
	// The claim goes on in the new layout.
	g.playUse(0, u, cl.Row)
	g.tap(checkID(0))
	g.settle()
	if g.r.State().Score(0) != cl.Row.Len {
		t.Fatalf("score %d after the claim, want %d", g.r.State().Score(0), cl.Row.Len)
	}
}

// TestResizeMidRowMark: a row being dragged along when the window changes
// marks nothing.
func TestResizeMidRowMark(t *testing.T) {
	seed, sol := findDeal(t, 1, testStock, kakuro.UseDigit, nil)
	tb := table(seats(1, 0, ""), seed, 60)
	g := rigWith(t, tb, deal(t, tb, kakuro.Setup{Stock: testStock}))
	g.tap(buzzID(0))
	a, b := g.at(squareID(sol.Claim.Row.Square(0))), g.at(squareID(sol.Claim.Row.Square(sol.Claim.Row.Len-1)))
	p := ui.Pointer{X: a.X, Y: a.Y, StartX: a.X, StartY: a.Y, Down: true, Pressed: true}
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{p}, Activity: true})
	g.run(0)
	g.resize(900, 700)
	p.Pressed, p.Moved, p.X, p.Y = false, true, b.X, b.Y
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{p}, Activity: true})
	p.Down, p.Released = false, true
	g.script.Queue(ui.Frame{Pointers: []ui.Pointer{p}, Activity: true})
	g.run(1)
	if c := g.r.claim; c == nil || c.marked {
		t.Fatalf("a drag cut by a resize marked a row: %+v", c)
	}
}

// TestTinyAndOddWindows: every phase lays out, updates, draws and lists
// its targets on a 1×1 window and other odd sizes without panicking, taps
// anywhere included.
func TestTinyAndOddWindows(t *testing.T) {
	sizes := [][2]int{{1, 1}, {2, 300}, {300, 2}, {360, 640}, {640, 360}, {1080, 1920}, {2560, 1440}}
	poke := func(g *rig) {
		for _, size := range sizes {
			g.resize(size[0], size[1])
			g.script.Tap(0, 0, true)
			g.script.Tap(float64(size[0])/2, float64(size[1])/2, false)
			g.script.Drag(0, 0, float64(size[0]), float64(size[1]), 4)
			g.script.Press(ui.KeyActivate, ui.KeyNext, ui.KeyDown, ui.KeyActivate)
			g.run(1)
			g.draw()
			_ = g.r.Targets()
		}
		g.resize(1280, 800)
	}
	t.Run("hunt", func(t *testing.T) {
		g := newRig(t, table(seats(2, 1, "hard"), 8, 60))
		poke(g)
	})
	t.Run("claim", func(t *testing.T) {
		g, _ := claimingRig(t)
		poke(g)
	})
	t.Run("events", func(t *testing.T) {
		g, cl := claimingRig(t)
		g.playUse(0, cl.Uses[0], cl.Row)
		g.tap(checkID(0))
		poke(g)
	})
	t.Run("around a table", func(t *testing.T) {
		tb := table(seats(4, 1, "normal"), 9, 60)
		tb.Around = true
		g := newRig(t, tb)
		if !g.r.table.Around {
			t.Fatal("five seats do not sit around the screen")
		}
		poke(g)
	})
}

// TestDrawsThroughAWholeGame: three bots play a game while it is drawn
// every few ticks — claims, flips, flying tiles, set-asides and the end —
// at a landscape and a portrait size.
func TestDrawsThroughAWholeGame(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {800, 1280}} {
		g := newRig(t, table(seats(0, 3, "hard"), 21, 60))
		g.resize(size[0], size[1])
		for tick := 0; len(g.nav.switched) == 0; tick++ {
			if tick == 100_000 {
				t.Fatal("the game did not end")
			}
			g.step()
			if tick%17 == 0 {
				g.draw()
			}
		}
	}
}

// TestTouchTargetsOnAPhone: on a 390×844 phone, a 1024×600 netbook and a
// laptop every seat's buzzer and "impossible" are at least 44 px on their
// short side with one to five seats, and so is the menu button, so a
// thumb finds them.
func TestTouchTargetsOnAPhone(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {1024, 600}, {1280, 800}} {
		for n := 1; n <= 5; n++ {
			g := newRig(t, table(seats(n, 0, ""), 3, 60))
			g.resize(sz[0], sz[1])
			g.settle()
			for p := range n {
				ids := []string{buzzID(p), idMenu.String(), idLog.String(), impossibleID(p)}
				for _, id := range ids {
					x := g.find(id)
					if min(x.W, x.H) < layouttest.TouchPx-1e-9 { // within rounding
						t.Errorf("%dx%d, %d seats: %s is %.2f×%.2f px, under %d", sz[0], sz[1], n, id, x.W, x.H, layouttest.TouchPx)
					}
				}
			}
		}
	}
}
