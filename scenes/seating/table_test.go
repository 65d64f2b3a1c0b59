package seating

import (
	"testing"

	"cifra/scenes/ui"
)

// twoFacing is a table of two: seat 0 at the bottom, seat 1 at the top,
// turned half a turn.
func twoFacing() *Table {
	t := &Table{Seats: []*Seat{
		{Panel: ui.Panel{Rect: ui.Rect{X: 0, Y: 300, W: 200, H: 100}, Turn: ui.FaceBottom}},
		{Panel: ui.Panel{Rect: ui.Rect{X: 0, Y: 0, W: 200, H: 100}, Turn: ui.FaceTop}},
	}}
	for _, s := range t.Seats {
		s.SetWidgets([]ui.Widget{{ID: ui.Named("go"), Rect: ui.Rect{X: 10, Y: 10, W: 40, H: 20}, Enabled: true}})
	}
	t.Layout()
	return t
}

// TestTargetsInScreenPixels: a panel's widgets are reported in screen
// pixels, turned with their panel, as "seat.P.ID".
func TestTargetsInScreenPixels(t *testing.T) {
	tb := twoFacing()
	got := tb.Targets(nil)
	if len(got) != 2 {
		t.Fatalf("%d targets, want 2", len(got))
	}
	if g := got[0]; g.ID != "seat.0.go" || g.X != 10 || g.Y != 310 || g.W != 40 || g.H != 20 {
		t.Errorf("seat 0's button at %+v", g)
	}
	// Half a turn: the local top left (10, 10) is the screen's bottom right.
	if g := got[1]; g.ID != "seat.1.go" || g.X != 150 || g.Y != 70 || g.W != 40 || g.H != 20 {
		t.Errorf("seat 1's button at %+v", g)
	}
	if x := tb.Target(1, "slip", ui.Rect{W: 10, H: 10}, false); x.ID != "seat.1.slip" || x.X != 190 || x.Y != 90 || x.Enabled {
		t.Errorf("an extra target of seat 1 at %+v", x)
	}
}

// TestSplitAndRoute: a stroke goes to its panel in the panel's own pixels,
// the keyboard and a seat's pad where Route sends them.
func TestSplitAndRoute(t *testing.T) {
	tb := twoFacing()
	pads := map[int]int{0: 3}
	kb := tb.Keyboard(pads, func(int) bool { return true })
	if kb != 1 {
		t.Fatalf("the keyboard goes to %d, want seat 1 (seat 0 has a pad)", kb)
	}
	tb.Route(kb, pads)
	f := &ui.Frame{
		Pointers: []ui.Pointer{{ID: 1, X: 190, Y: 90, StartX: 190, StartY: 90, Down: true, Pressed: true}},
		Keys:     []ui.Key{ui.KeyActivate},
		Pads:     []ui.PadInput{{ID: 3, Keys: []ui.Key{ui.KeyUndo}}},
	}
	tb.Split(f)
	if ps := tb.Frame(1).Pointers; len(ps) != 1 || ps[0].X != 10 || ps[0].Y != 10 {
		t.Errorf("seat 1's pointers %+v, want one at its local (10, 10)", ps)
	}
	if !tb.Frame(1).Key(ui.KeyActivate) || tb.Frame(ui.Middle).Key(ui.KeyActivate) {
		t.Error("the keyboard's key did not go to seat 1 alone")
	}
	if !tb.Frame(0).Key(ui.KeyUndo) {
		t.Error("pad 3's key did not go to seat 0")
	}
}

// TestDeepest keeps the seating its score rates highest, and says when
// none works.
func TestDeepest(t *testing.T) {
	st := ui.Seating{Margin: 10, DepthW: 1, SideLen: 2, LongLen: 2}
	best, ok := Deepest(1280, 800, 2, st, 4, func(s ui.Seated) float64 {
		if s.Panels[0].Rect.H > 200 {
			return -1 // too deep for this game
		}
		return s.Panels[0].Rect.H
	})
	if !ok || best.Panels[0].Rect.H > 200 || best.Panels[0].Rect.H < 190 {
		t.Errorf("the deepest seating that works: ok %v, panel %+v", ok, best.Panels[0].Rect)
	}
	if _, ok := Deepest(1280, 800, 2, st, 4, func(ui.Seated) float64 { return -1 }); ok {
		t.Error("no seating works, yet Deepest says one does")
	}
}

// TestFitBoard: the board is the largest of whole-pixel squares that fits.
func TestFitBoard(t *testing.T) {
	size := func(cell int) int { return cell*9 + 20 }
	origin := func(int) int { return 10 }
	b := FitBoard(ui.Rect{X: 5, Y: 5, W: 300, H: 300}, 9, 9, size, origin) // from cells of 33 down
	if b.Cell != 31 || b.Grid.W != 279 || b.Off != 10 {
		t.Errorf("board %+v, want cells of 31 (31·9+20 = 299 ≤ 300)", b)
	}
}

// TestStackAndGrid lay side-by-side seats as the round scenes did.
func TestStackAndGrid(t *testing.T) {
	s := Stack(ui.Rect{X: 10, Y: 20, W: 100, H: 300}, 3, 50, 5)
	if s[2] != (ui.Rect{X: 10, Y: 130, W: 100, H: 50}) {
		t.Errorf("third of a stack at %+v", s[2])
	}
	g := Grid(ui.Rect{X: 10, Y: 20}, 3, 2, 40, 30, 5)
	if g[1] != (ui.Rect{X: 55, Y: 20, W: 40, H: 30}) || g[2] != (ui.Rect{X: 10, Y: 55, W: 40, H: 30}) {
		t.Errorf("grid %+v", g)
	}
	if p := Upright(g); len(p) != 3 || p[2].Turn != ui.FaceBottom || p[2].Rect != g[2] {
		t.Errorf("upright panels %+v", p)
	}
}
