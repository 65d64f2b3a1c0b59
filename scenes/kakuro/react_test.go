//go:build !js

package kakuro

import (
	"strings"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/online"
	"cifra/scenes/online/react/reacttest"
)

// TestQuickReactionsAtAnOnlineKakuroTable: reacttest.Check at a table
// of Ana (this device) and Bea (another); on a phone the button takes
// the news's end.
func TestQuickReactionsAtAnOnlineKakuroTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: kakuro.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	bea := s.Dial(t, made.Seats[1], client.Options{})
	remote, err := online.OpenWait(s.URL, made.Seats[:1], time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remote.Close)
	ctx, _ := newContext(1280, 800)
	r := NewRound(ctx, core.Table{Game: kakuro.GameName, Remote: remote})
	r.Layout(ctx)
	// As TestRoundTargetsFit: the board's squares and the hand tiles
	// have their own sizes.
	buttons := func(id string) bool { return !strings.HasPrefix(id, squareName) && !strings.Contains(id, tileName) }
	reacttest.Check(t, "kakuro", r, ctx, bea, buttons)
}
