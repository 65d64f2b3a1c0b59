package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/internal/apptest"
	sk "cifra/scenes/knister"
	"cifra/scenes/ui"
)

// Knister's table mode: four people around a 1920×1080 touchscreen, each
// with a panel at their edge, all writing the same roll at once.

var fourPeople = []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Di"}}

// newTable starts a table-mode Knister game for seats on a 1920×1080 screen
// and waits until the dice have landed.
func newTable(t *testing.T, seats []rules.Player, seed uint64) (*harness, *sk.Round) {
	t.Helper()
	return newTableSized(t, seats, seed, 1920, 1080)
}

// newTableSized is newTable on a w×h screen.
func newTableSized(t *testing.T, seats []rules.Player, seed uint64, w, hh int) (*harness, *sk.Round) {
	t.Helper()
	h := newHarnessSized(t, Options{Players: seats, Table: true, Seed: seed}, w, hh)
	round, ok := h.app().Scene().(*sk.Round)
	if !ok {
		t.Fatalf("scene %T, want the Knister round", h.app().Scene())
	}
	if !round.Table().Around {
		t.Fatal("-table with four people did not seat them around the screen")
	}
	h.waitForFreeCells(round)
	return h, round
}

// waitForFreeCells waits until every person who has not written this roll
// can write.
func (h *harness) waitForFreeCells(round *sk.Round) {
	h.T.Helper()
	h.WaitFor("the dice", 300, func() bool {
		for p := range round.Table().Seats {
			if round.Table().Human(p) && !round.State().HasPlaced(p) && len(h.seatFreeCells(p)) == 0 {
				return false
			}
		}
		return true
	})
}

// seatCell is a cell of a seat's card as its panel lists it, in screen
// pixels.
type seatCell struct {
	ui.Target
	cell knister.Cell
}

// seatFreeCells lists the enabled cells of seat p's card in reading order.
func (h *harness) seatFreeCells(p int) []seatCell {
	prefix := fmt.Sprintf("seat.%d.round.cell.", p)
	var out []seatCell
	for _, t := range h.app().Targets() {
		if !t.Enabled || !strings.HasPrefix(t.ID, prefix) {
			continue
		}
		var c knister.Cell
		if _, err := fmt.Sscanf(strings.TrimPrefix(t.ID, prefix), "%d.%d", &c.R, &c.C); err != nil {
			h.T.Fatalf("cell ID %q: %v", t.ID, err)
		}
		out = append(out, seatCell{t, c})
	}
	return out
}

// seatCellAt is seat p's cell c, enabled or not; it fails when the panel
// does not list it.
func (h *harness) seatCellAt(p int, c knister.Cell) ui.Target {
	h.T.Helper()
	return h.MustTarget(fmt.Sprintf("seat.%d.round.cell.%d.%d", p, c.R, c.C))
}

// placedNone fails unless no seat has written this roll.
func placedNone(t *testing.T, round *sk.Round, when string) {
	t.Helper()
	for p := range round.Table().Seats {
		if round.State().HasPlaced(p) {
			t.Fatalf("%s: seat %d has written", when, p)
		}
	}
}

// TestTablePanelsFaceTheirSeats: every person has a panel's worth of
// widgets, inside the screen, and no two seats' widgets overlap.
func TestTablePanelsFaceTheirSeats(t *testing.T) {
	h, _ := newTable(t, fourPeople, 3)
	byID := map[string]ui.Target{}
	for _, x := range h.app().Targets() {
		if _, dup := byID[x.ID]; dup {
			t.Errorf("target %q listed twice", x.ID)
		}
		byID[x.ID] = x
		if x.X < 0 || x.Y < 0 || x.X+x.W > 1920 || x.Y+x.H > 1080 || x.W <= 0 || x.H <= 0 {
			t.Errorf("%q lies off the screen: %+v", x.ID, x)
		}
	}
	for p := range 4 {
		for _, id := range []string{"round.cell.0.0", "round.cell.4.4", "table.undo", "slip"} {
			if _, ok := byID[fmt.Sprintf("seat.%d.%s", p, id)]; !ok {
				t.Errorf("seat %d has no %q", p, id)
			}
		}
		if n := len(h.seatFreeCells(p)); n != knister.Size*knister.Size {
			t.Errorf("seat %d: %d free cells on the first roll", p, n)
		}
	}
	for _, id := range []string{"table.roll", "round.menu"} {
		if _, ok := byID[id]; !ok {
			t.Errorf("the middle has no %q", id)
		}
	}
	// The bounding boxes of two seats' cards never meet.
	box := func(p int) ui.Rect {
		a, b := byID[fmt.Sprintf("seat.%d.round.cell.0.0", p)], byID[fmt.Sprintf("seat.%d.round.cell.4.4", p)]
		x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
		x1, y1 := max(a.X+a.W, b.X+b.W), max(a.Y+a.H, b.Y+b.H)
		return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	for p := range 4 {
		for q := p + 1; q < 4; q++ {
			a, b := box(p), box(q)
			if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
				t.Errorf("the cards of seats %d and %d overlap: %+v %+v", p, q, a, b)
			}
		}
	}
	// Seat 0 sits at the bottom, seat 2 at the top: seat 2's first row is
	// nearer the bottom of the screen than its last (its card is turned).
	if a, b := byID["seat.2.round.cell.0.0"], byID["seat.2.round.cell.4.4"]; a.Y <= b.Y || a.X <= b.X {
		t.Errorf("seat 2's card is not turned to face the top: 0.0 at %+v, 4.4 at %+v", a, b)
	}
	if a, b := byID["seat.0.round.cell.0.0"], byID["seat.0.round.cell.4.4"]; a.Y >= b.Y || a.X >= b.X {
		t.Errorf("seat 0's card is not upright: 0.0 at %+v, 4.4 at %+v", a, b)
	}
}

// TestTableOnAPortraitScreen: a table on a portrait screen lying flat is
// the landscape table turned a quarter: seat 0 sits at the screen's left
// edge with its card turned to face it, every widget lies on the screen,
// and four touches at once still write each seat's own card where it was
// touched.
func TestTableOnAPortraitScreen(t *testing.T) {
	h, round := newTableSized(t, fourPeople, 11, 1080, 1920)
	for _, x := range h.app().Targets() {
		if x.X < 0 || x.Y < 0 || x.X+x.W > 1080 || x.Y+x.H > 1920 || x.W <= 0 || x.H <= 0 {
			t.Errorf("%q lies off the screen: %+v", x.ID, x)
		}
	}
	a, b := h.seatCellAt(0, knister.Cell{}), h.seatCellAt(0, knister.Cell{R: 4, C: 4})
	if a.X+a.W > 540 || b.X+b.W > 540 {
		t.Errorf("seat 0's card is not at the left edge: 0.0 at %+v, 4.4 at %+v", a, b)
	}
	if a.X <= b.X || a.Y >= b.Y {
		t.Errorf("seat 0's card does not face the left edge: 0.0 at %+v, 4.4 at %+v", a, b)
	}
	sum := round.State().Sum()
	var points []ui.Point
	var cells []knister.Cell
	for p := range 4 {
		free := h.seatFreeCells(p)
		c := free[(p*5+3)%len(free)]
		points = append(points, apptest.Center(c.Target))
		cells = append(cells, c.cell)
	}
	h.Script.TapTogether(points...)
	h.Run(1)
	for p := range 4 {
		if g := round.State().Grid(p); g[cells[p].R][cells[p].C] != sum {
			t.Errorf("seat %d: cell %v holds %d, want %d", p, cells[p], g[cells[p].R][cells[p].C], sum)
		}
	}
}

// TestTableFourTouchesInOneTickWriteFourCards: four fingers, one on a free
// cell of each card, pressed and released in the same ticks, write all four
// cards on the release tick.
func TestTableFourTouchesInOneTickWriteFourCards(t *testing.T) {
	h, round := newTable(t, fourPeople, 11)
	sum := round.State().Sum()
	var points []ui.Point
	var cells []knister.Cell
	for p := range 4 {
		free := h.seatFreeCells(p)
		c := free[(p*7)%len(free)] // a different cell on each card
		points = append(points, apptest.Center(c.Target))
		cells = append(cells, c.cell)
	}
	h.Script.TapTogether(points...)
	for h.Script.Pending() > 1 { // the press and the held ticks
		h.step()
		placedNone(t, round, "before the release")
	}
	h.step() // the release
	for p := range 4 {
		if !round.State().HasPlaced(p) {
			t.Errorf("seat %d did not write on the release tick", p)
		}
		if g := round.State().Grid(p); g[cells[p].R][cells[p].C] != sum {
			t.Errorf("seat %d: cell %v holds %d, want %d", p, cells[p], g[cells[p].R][cells[p].C], sum)
		}
	}
}

// step plays exactly one tick of queued input (or an idle one).
func (h *harness) step() {
	h.T.Helper()
	if err := h.app().Update(); err != nil {
		h.T.Fatalf("Update: %v", err)
	}
}

// TestTableStrokesBelongToTheirSeat: a touch belongs to the panel it went
// down in. One that starts on seat 0's card and lifts over seat 1's writes
// neither card, a drag of seat 0's slip onto seat 1's card writes nothing,
// and a tap on seat 1's card never writes seat 0's.
func TestTableStrokesBelongToTheirSeat(t *testing.T) {
	h, round := newTable(t, fourPeople, 5)
	from := h.seatFreeCells(0)[12]
	to := h.seatFreeCells(1)[12]
	h.Script.DragTogether(6, ui.Stroke{From: apptest.Center(from.Target), To: apptest.Center(to.Target)})
	h.Run(1)
	placedNone(t, round, "a stroke from seat 0's card lifted over seat 1's")

	slip := h.MustTarget("seat.0.slip")
	h.Script.DragTogether(6, ui.Stroke{From: apptest.Center(slip), To: apptest.Center(to.Target)})
	h.Run(1)
	placedNone(t, round, "seat 0's slip dropped on seat 1's card")

	// A stroke from seat 1's card lifted over seat 0's writes nothing either.
	h.Script.DragTogether(6, ui.Stroke{From: apptest.Center(to.Target), To: apptest.Center(from.Target)})
	h.Run(1)
	placedNone(t, round, "a stroke from seat 1's card lifted over seat 0's")

	h.Script.Tap(to.X+to.W/2, to.Y+to.H/2, true)
	h.Run(1)
	if !round.State().HasPlaced(1) {
		t.Fatal("a tap on seat 1's card did not write it")
	}
	for _, p := range []int{0, 2, 3} {
		if round.State().HasPlaced(p) {
			t.Fatalf("a tap on seat 1's card wrote seat %d's", p)
		}
	}
	if g := round.State().Grid(1); g[to.cell.R][to.cell.C] != round.State().Sum() {
		t.Fatalf("seat 1 wrote elsewhere than %v: %v", to.cell, g)
	}
}

// TestTableSlipsDragOntoCells: each person drags their own sum slip onto a
// cell of their card, all four at once, whichever way their panel is
// turned; the number lands where each slip was dropped.
func TestTableSlipsDragOntoCells(t *testing.T) {
	h, round := newTable(t, fourPeople, 21)
	sum := round.State().Sum()
	var strokes []ui.Stroke
	var cells []knister.Cell
	for p := range 4 {
		slip := h.MustTarget(fmt.Sprintf("seat.%d.slip", p))
		if !slip.Enabled {
			t.Fatalf("seat %d's slip is not enabled", p)
		}
		free := h.seatFreeCells(p)
		c := free[len(free)-1-p*3]
		// A finger carries the slip above itself: it lets go below the cell.
		strokes = append(strokes, ui.Stroke{From: apptest.Center(slip), To: round.DropPoint(p, c.cell, true)})
		cells = append(cells, c.cell)
	}
	h.Script.DragTogether(8, strokes...)
	h.Run(1)
	for p := range 4 {
		if !round.State().HasPlaced(p) {
			t.Errorf("seat %d's slip did not land", p)
			continue
		}
		if g := round.State().Grid(p); g[cells[p].R][cells[p].C] != sum {
			t.Errorf("seat %d: the slip was dropped on %v but the card is %v", p, cells[p], g)
		}
		if h.MustTarget(fmt.Sprintf("seat.%d.slip", p)).Enabled {
			t.Errorf("seat %d's slip is still enabled after writing", p)
		}
	}
	// One seat takes its number back and drags it elsewhere.
	h.Tap("seat.3.table.undo")
	if round.State().HasPlaced(3) {
		t.Fatal("undo did not take seat 3's number back")
	}
	other := h.seatFreeCells(3)[0]
	h.Script.DragTogether(8, ui.Stroke{From: apptest.Center(h.MustTarget("seat.3.slip")), To: round.DropPoint(3, other.cell, true)})
	h.Run(1)
	if g := round.State().Grid(3); !round.State().HasPlaced(3) || g[other.cell.R][other.cell.C] != sum {
		t.Fatalf("seat 3's second drag onto %v: %v", other.cell, g)
	}
}

// TestTableGameToScoring: a whole four-person table game played by touch,
// all four fingers at once every roll (every third roll by dragging the
// slips), reaches scoring, and its scores are what the rules compute from
// the same placements replayed on their own.
func TestTableGameToScoring(t *testing.T) {
	const seed = 2024
	h, round := newTable(t, fourPeople, seed)
	type move struct {
		p    int
		cell knister.Cell
	}
	var moves [][]move // per roll
	for roll := range knister.Rounds {
		h.waitForFreeCells(round)
		if round.State().Round() != roll {
			t.Fatalf("on roll %d, want %d", round.State().Round(), roll)
		}
		var ms []move
		var points []ui.Point
		var strokes []ui.Stroke
		for p := range 4 {
			free := h.seatFreeCells(p)
			c := free[(roll+p)%len(free)]
			ms = append(ms, move{p, c.cell})
			points = append(points, apptest.Center(c.Target))
			strokes = append(strokes, ui.Stroke{From: apptest.Center(h.MustTarget(fmt.Sprintf("seat.%d.slip", p))), To: round.DropPoint(p, c.cell, true)})
		}
		if roll%3 == 2 {
			h.Script.DragTogether(8, strokes...)
		} else {
			h.Script.TapTogether(points...)
		}
		h.Run(1)
		for p := range 4 {
			if !round.State().HasPlaced(p) {
				t.Fatalf("roll %d: seat %d did not write", roll+1, p)
			}
		}
		moves = append(moves, ms)
		if roll < knister.Rounds-1 {
			// The table rolls by itself once everyone has written.
			h.WaitFor("the next roll", 600, func() bool { return round.State().Round() == roll+1 })
		}
	}
	if !round.State().Finished() {
		t.Fatal("not finished after 25 rolls")
	}
	h.WaitFor("the finish button", 300, func() bool { return h.Enabled("table.roll") })
	h.Tap("table.roll")
	h.WaitFor("scoring", 100, func() bool { return h.app().Scene().Name() == "scoring" })

	// The same placements, replayed straight through the rules.
	ref, err := knister.New(4, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	for roll, ms := range moves {
		if roll > 0 {
			if _, err := ref.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		for _, m := range ms {
			if _, err := ref.Apply(knister.Move{P: m.p, Cell: [2]int{m.cell.R, m.cell.C}}); err != nil {
				t.Fatalf("roll %d, seat %d at %v: %v", roll+1, m.p, m.cell, err)
			}
		}
	}
	got, want := round.State().Scores(), ref.Scores()
	if !slices.Equal(got, want) {
		t.Fatalf("scores %v, the rules say %v", got, want)
	}
	// And the record the round keeps replays to the same scores.
	replay, err := knister.FromRecord(round.State().Record(round.Table().Seats))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(replay.Scores(), want) {
		t.Fatalf("the record replays to %v, want %v", replay.Scores(), want)
	}
	for p := range 4 {
		g := round.State().Grid(p)
		if _, total := knister.ScoreGrid(g); total != want[p] {
			t.Errorf("seat %d: card scores %d, want %d", p, total, want[p])
		}
	}
}

// TestTableMiddleTakesNoSeatsTouch: a tap in the middle of the screen
// (outside every panel) writes no card, and the middle's menu button opens
// the pause overlay.
func TestTableMiddleTakesNoSeatsTouch(t *testing.T) {
	h, round := newTable(t, fourPeople, 8)
	h.Script.Tap(960, 540, true)
	h.Run(2)
	placedNone(t, round, "a tap in the middle")
	h.Tap("round.menu")
	if got := h.app().Scene().Name(); got != "overlay" {
		t.Fatalf("round.menu opened %q", got)
	}
}
