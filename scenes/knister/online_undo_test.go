//go:build !js

package knister

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/internal/ebitentest"
	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/ui"
)

// TestAnOnlineNumberIsTakenBackUntilTheRoll: at an online Knister table
// (Ana at this device, Bea at another), the round shows Undo, offered
// once Ana's number is written; Backspace (Ctrl+Z is the same key) and a
// click on the button each take it back through the table, so Bea's
// view loses it too, and the focus goes back to its square. Once Bea's
// number made the table roll, Ana's undo sent meanwhile is refused and
// said in words: her number stands, and Undo is no longer offered.
func TestAnOnlineNumberIsTakenBackUntilTheRoll(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	bea := s.Dial(t, made.Seats[1], client.Options{})
	r, ctx := onlineRound(t, s.URL, made.Seats[:1])
	anaAt := func(c knister.Cell) int { g := r.st.Grid(0); return g.At(c) }
	var notices []string
	until := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("never %s (roll %d, placed %v, sent %v; notices %q)", what, r.st.Round()+1, r.st.HasPlaced(0), r.sent(0), notices)
			}
			r.Update(ctx)
			notices = append(notices, ctx.TakeNotices()...)
			time.Sleep(2 * time.Millisecond)
		}
	}
	beaSees := func(placed bool) func() bool {
		return func() bool {
			var v knister.View
			return json.Unmarshal(bea.View().View, &v) == nil && len(v.Placed) == 2 && v.Placed[0] == placed
		}
	}
	until("let Ana write", r.canPlace)
	if !slices.ContainsFunc(r.Targets(), func(w ui.Target) bool { return w.ID == idUndo.String() }) {
		t.Fatal("the online round shows no Undo")
	}
	if r.canUndo() {
		t.Fatal("Undo is offered before Ana wrote anything")
	}
	cell, _ := r.homeCell(0)
	write := func() {
		t.Helper()
		r.apply(ctx, 0, cell)
		until("written Ana's number", func() bool { return r.st.HasPlaced(0) && !r.sent(0) && !r.run.Busy() })
		until("Bea seen it", beaSees(true))
		if !r.canUndo() {
			t.Fatal("Undo is not offered once Ana's number is written")
		}
	}
	takenBack := func(how string) {
		t.Helper()
		until(how+" taken the number back", func() bool { return !r.st.HasPlaced(0) && anaAt(cell) == 0 && r.canPlace() })
		until("Bea seen it go", beaSees(false))
		if got := r.controls.Focused(); got != cellID(cell) {
			t.Fatalf("after %s the focus is on %v, want the square emptied %v", how, got, cellID(cell))
		}
	}

	write()
	img := ebiten.NewImage(ctx.W, ctx.H)
	r.Draw(img, ctx)
	dir, _ := ebitentest.ShotDir(t, "ONLINE_SHOTS")
	if err := ebitentest.Shoot(img, filepath.Join(dir, "knister-online-undo-en.png")); err != nil {
		t.Error(err)
	}
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyUndo}}
	r.Update(ctx)
	ctx.Frame = &ui.Frame{}
	takenBack("Backspace")

	write()
	x, y := r.lay.undo.Center()
	for _, p := range []ui.Pointer{{ID: 1, X: x, Y: y, StartX: x, StartY: y, Down: true, Pressed: true}, {ID: 1, X: x, Y: y, StartX: x, StartY: y, Released: true}} {
		ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{p}, Activity: true}
		r.Update(ctx)
	}
	ctx.Frame = &ui.Frame{}
	takenBack("the Undo button")

	write()
	if ack, err := bea.Send(onlinetest.Context(t), rules.MarshalMove(knister.Move{P: 1, Cell: [2]int{0, 0}})); err != nil || ack.Error != "" {
		t.Fatalf("Bea's number: %+v %v", ack, err)
	}
	r.undo(ctx, 0) // pressed before this device heard of the roll
	stands := ctx.T("error.knister.rolled")
	until("said Ana's number stands", func() bool { return slices.Contains(notices, stands) })
	until("shown the next roll", func() bool { return r.st.Round() == 1 && !r.run.Busy() })
	if anaAt(cell) == 0 || r.canUndo() {
		t.Fatalf("after the roll Ana's square holds %d, Undo offered %v", anaAt(cell), r.canUndo())
	}
}
