//go:build !js

package kakuzu

import (
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuzu"
	"cifra/scenes/online/react/reacttest"
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
