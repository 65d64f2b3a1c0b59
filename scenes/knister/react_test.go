//go:build !js

package knister

import (
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
	"cifra/scenes/online/react"
	"cifra/scenes/online/react/reacttest"
)

// Reactions implements reacttest.Round.
func (r *Round) Reactions() *react.Reactions { return r.reacts }

// TestQuickReactionsAtAnOnlineKnisterTable: reacttest.Check at a table
// of Ana (this device) and Bea (another).
func TestQuickReactionsAtAnOnlineKnisterTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	bea := s.Dial(t, made.Seats[1], client.Options{})
	r, ctx := onlineRound(t, s.URL, made.Seats[:1])
	reacttest.Check(t, "knister", r, ctx, bea, nil)
}
