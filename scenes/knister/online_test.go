//go:build !js

// The online tests run a server, which the browser build cannot.

package knister

import (
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/online"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// A round at an online table plays the person's numbers through the
// table and the other device's and the server's bot's as they come, to
// the same end the table reaches; it offers no Undo and saves nothing.
func TestARoundPlaysAnOnlineTableToTheEnd(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open", "easy"}, Names: []string{"Ana", "Bea", "Robo"}})
	other := s.Beside(t, made.Seats[1], onlinetest.Knister(t, 1, "easy"))
	remote, err := online.OpenWait(s.URL, made.Seats[:1], time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	defer remote.Close()
	deadline := time.Now().Add(2 * time.Minute)
	sc := &core.Context{Kit: sprites.NewKit(sprites.Classic()), Tr: i18n.New("en"), Settings: &core.Settings{},
		Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
	r := NewRound(sc, core.Table{Game: knister.GameName, Remote: remote})
	r.Layout(sc)
	if len(r.table.Seats) != 3 || r.table.Seats[0].Name != "Ana" || r.viewer != 0 {
		t.Fatalf("the round sits %+v, viewing seat %d", r.table.Seats, r.viewer)
	}
	bot, _ := knister.NewBot("hard", 7, 0)
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: roll %d, placed %v", r.st.Round()+1, r.st.HasPlaced(0))
		}
		r.Update(sc)
		if r.canUndo() {
			t.Fatal("Undo is offered at an online table")
		}
		if r.canPlace() {
			c := bot.Choose(r.st.Grid(0), r.st.Sum(), r.st.RollsLeft())
			r.apply(sc, 0, c)
			if r.canPlace() {
				t.Fatal("the person may write again while the number is on its way")
			}
		}
		time.Sleep(time.Millisecond)
	}
	var end *wire.End
	for end == nil && time.Now().Before(deadline) {
		end = other.End()
		time.Sleep(time.Millisecond)
	}
	if end == nil || !sameInts(r.st.Scores(), end.Scores) {
		t.Fatalf("the round ends at %v; the table at %+v", r.st.Scores(), end)
	}
	if !r.primaryReady() {
		t.Fatal("the finished online round offers no way to the scores")
	}
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
