package knister

import (
	"testing"

	"cifra/rules/knister"
	"cifra/scenes/ui"
)

// TestAutoRollWaitsForUndo: with "Roll automatically" on, the next roll
// waits about two seconds after the number is written, longer while a
// finger is held or the mouse moves, and says how to take it back; Undo
// in the meantime stops it.
func TestAutoRollWaitsForUndo(t *testing.T) {
	r, ctx := shotRound(t, seatsOf(1), "en", 1280, 800, 0)
	ctx.Settings.SetSwitch(Game.ID, autoRoll, true)
	cell, _ := r.homeCell(0)
	r.apply(ctx, 0, cell)
	ticks := 0
	for r.st.Round() == 0 && ticks < 10*undoGraceTicks {
		r.Update(ctx)
		ticks++
		if ticks == undoGraceTicks/2 {
			if got := r.statusText(ctx); got != ctx.T("knister.round.status.autoroll", 2) {
				t.Errorf("while the roll waits the status says %q", got)
			}
		}
	}
	if ticks < undoGraceTicks {
		t.Fatalf("the automatic roll came after %d ticks, want at least %d to take the number back", ticks, undoGraceTicks)
	}

	// A held finger keeps it waiting; once let go, it still waits a moment.
	cell, _ = r.homeCell(0)
	for range tumbleTicks + 20 {
		r.Update(ctx)
	}
	r.apply(ctx, 0, cell)
	held := ui.Frame{Pointers: []ui.Pointer{{ID: 1, Touch: true, X: 5, Y: 5, Down: true}}}
	ctx.Frame = &held
	for range 4 * undoGraceTicks {
		r.Update(ctx)
	}
	if r.st.Round() != 1 {
		t.Fatal("the automatic roll came while a finger was held on the screen")
	}
	ctx.Frame = &ui.Frame{}
	waited := 0
	for r.st.Round() == 1 && waited < undoGraceTicks {
		r.Update(ctx)
		waited++
	}
	if waited < stillTicks {
		t.Fatalf("the roll came %d ticks after the finger let go, want at least %d", waited, stillTicks)
	}

	// Undo before the roll: no roll comes until the number is written again.
	cell, _ = r.homeCell(0)
	for range tumbleTicks + 20 {
		r.Update(ctx)
	}
	r.apply(ctx, 0, cell)
	r.Update(ctx)
	r.undo(ctx, 0)
	for range 3 * undoGraceTicks {
		r.Update(ctx)
	}
	if r.st.Round() != 2 || r.st.HasPlaced(0) {
		t.Fatalf("after Undo: round %d, placed %v; want the same roll, nothing written", r.st.Round(), r.st.HasPlaced(0))
	}
}

// TestFocusGoesToTheCardEachRoll: once the dice settle the focus is on a
// free square, the one used last when free, else the nearest to it; after
// writing it is on Roll; after Undo on the square just emptied.
func TestFocusGoesToTheCardEachRoll(t *testing.T) {
	r, ctx := shotRound(t, seatsOf(1), "en", 1280, 800, 0)
	if got, want := r.controls.Focused(), cellID(knister.Cell{R: 2, C: 2}); got != want {
		t.Fatalf("first roll: focus on %v, want the centre %v", got, want)
	}
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyRight}}
	r.Update(ctx)
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyActivate}}
	r.Update(ctx)
	if g := r.st.Grid(0); g[2][3] == 0 {
		t.Fatalf("right and Enter did not write at 2,3: %v", g)
	}
	if got := r.controls.Focused(); got != idRoll {
		t.Fatalf("after writing the focus is on %v, want Roll", got)
	}
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyUndo}}
	r.Update(ctx)
	if got, want := r.controls.Focused(), cellID(knister.Cell{R: 2, C: 3}); got != want || r.st.HasPlaced(0) {
		t.Fatalf("after Undo the focus is on %v, want %v", got, want)
	}
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyActivate}}
	r.Update(ctx)
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyActivate}}
	r.Update(ctx) // Roll
	ctx.Frame = &ui.Frame{}
	for range tumbleTicks + 20 {
		r.Update(ctx)
	}
	// 2,3 is taken: the nearest free square to it, towards the centre.
	if got, want := r.controls.Focused(), cellID(knister.Cell{R: 2, C: 2}); got != want {
		t.Fatalf("second roll: focus on %v, want %v next to the square used last", got, want)
	}
}

// TestSlipEmptiesOnceWritten: the slip beside the dice carries the sum
// only while it is still to be written.
func TestSlipEmptiesOnceWritten(t *testing.T) {
	r, ctx := shotRound(t, seatsOf(1), "en", 390, 844, 0)
	if !r.slipShowsSum(r.mainView()) {
		t.Fatal("the slip is empty before the number is written")
	}
	cell, _ := r.homeCell(0)
	r.apply(ctx, 0, cell)
	r.Update(ctx) // a frame: the number's step starts, the table shows it
	if r.slipShowsSum(r.mainView()) {
		t.Fatal("the slip still shows the number once it is written")
	}
	if got := r.statusText(ctx); got != ctx.T("knister.round.status.solo.roll", 2) {
		t.Errorf("a solo game says %q once written", got)
	}
}

// TestTouchDragLandsWhereTheSlipIsSeen: a finger lifts the slip above
// itself and it lands on the square under the slip, not under the finger.
func TestTouchDragLandsWhereTheSlipIsSeen(t *testing.T) {
	r, ctx := shotRound(t, seatsOf(1), "en", 390, 844, 0)
	want := knister.Cell{R: 1, C: 3}
	touchDrag(r, ctx, want, false)
	if !r.drag.Lifted() {
		t.Fatal("a finger's drag is not lifted")
	}
	hx, hy := r.drag.Hot()
	if c, ok := r.lay.cellAt(hx, hy); !ok || c != want {
		t.Fatalf("the lifted slip hangs over %v (%v), want %v", c, ok, want)
	}
	touchDrag(r, ctx, want, true)
	if g := r.st.Grid(0); g[want.R][want.C] != r.st.Sum() {
		t.Fatalf("the slip landed elsewhere than %v: %v", want, g)
	}
}
