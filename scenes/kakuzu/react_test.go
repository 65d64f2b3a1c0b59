//go:build !js

package kakuzu

import (
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuzu"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/online/react"
	"cifra/scenes/online/react/reacttest"
	"cifra/scenes/ui"
)

// TestQuickReactionsAtAnOnlineKakuzuTable: reacttest.Check at a table
// of Ana (this device) and Bea (another); the tray's squares have their
// own size (pressable, as TestLayouts).
func TestQuickReactionsAtAnOnlineKakuzuTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: kakuzu.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	bea := s.Dial(t, made.Seats[1], client.Options{})
	r, ctx := roundAt(t, s, made.Seats[:1])
	reacttest.Check(t, "kakuzu", r, ctx, bea, pressable)
}

// The reaction button lies off the tray, rim and all, on every size (on
// a phone it sat on the tray's corner, over its rim).
func TestTheReactionButtonLeavesTheTrayFree(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: kakuzu.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	r, ctx := roundAt(t, s, made.Seats[:1])
	for _, size := range layouttest.Sizes {
		ctx.W, ctx.H = size[0], size[1]
		r.Layout(ctx)
		r.Update(ctx)
		for _, w := range r.Targets() {
			b := ui.Rect{X: w.X, Y: w.Y, W: w.W, H: w.H}
			if w.ID == react.IDReact.String() && b.Overlaps(r.lay.tray) {
				t.Errorf("%dx%d: the reaction button %+v lies on the tray %+v", size[0], size[1], b, r.lay.tray)
			}
		}
	}
}
