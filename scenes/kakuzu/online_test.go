//go:build !js

// The online tests run a server, which the browser build cannot.

package kakuzu

import (
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/online"
)

// A round at an online table plays the person's lifts and names through
// the table, the other device's and the server's bot's moves and the
// bag's draws as they come, to the same end the table reaches.
func TestARoundPlaysAnOnlineTableToTheEnd(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: kakuzu.GameName, Seats: []string{"open", "open", "easy"}, Names: []string{"Ana", "Bea", "Robo"}})
	other := s.Beside(t, made.Seats[1], onlinetest.Kakuzu(t, 1, "easy"))
	r, sc := roundAt(t, s, made.Seats[:1])
	deadline := time.Now().Add(2 * time.Minute)
	if len(r.table.Seats) != 3 || r.table.Seats[2].Bot != "easy" || r.seats[2].bot != nil {
		t.Fatalf("the round sits %+v (a local bot at seat 2: %v)", r.table.Seats, r.seats[2].bot != nil)
	}
	bot, _ := kakuzu.NewBot("easy", 9, 0)
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: %d stones covered, seat %d to %v", r.st.Covered(), r.st.Turn(), r.st.Awaiting())
		}
		r.Update(sc)
		// Bea plays from afar: her panel says she is thinking only at
		// her turn (her device here moves at once, so that is never seen).
		if look, ok := r.panelLook(sc, 1); ok && look.status == sc.T("kakuzu.status.thinking") && r.view.turn != 1 {
			t.Fatalf("Bea's panel says %q at seat %d's turn", look.status, r.view.turn)
		}
		if !r.run.Busy() && !r.st.Finished() && r.st.Turn() == 0 && r.st.Awaiting() != kakuzu.ActionDraw && !r.net.Pending(0) {
			if m, ok := bot.Choose(r.st.View(0)); ok {
				r.apply(sc, m)
			}
		}
		time.Sleep(time.Millisecond)
	}
	var end *wire.End
	for end == nil && time.Now().Before(deadline) {
		end = other.End()
		time.Sleep(time.Millisecond)
	}
	if end == nil || len(end.Scores) != 3 {
		t.Fatalf("the table did not end: %+v", end)
	}
	for i, v := range r.st.Scores() {
		if v != end.Scores[i] {
			t.Fatalf("the round ends at %v; the table at %v", r.st.Scores(), end.Scores)
		}
	}
}

// Two people at one device may sit at an online table: each plays their
// own turns at the one screen, and the game ends as the table's does.
func TestTwoPeopleAtOneDevicePlayAnOnlineTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: kakuzu.GameName, Seats: []string{"open", "open", "open"}, Names: []string{"Ana", "Bea", "Cy"}})
	other := s.Beside(t, made.Seats[2], onlinetest.Kakuzu(t, 2, "easy"))
	r, sc := roundAt(t, s, made.Seats[:2])
	deadline := time.Now().Add(2 * time.Minute)
	moved := [2]int{}
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: %d stones covered, seat %d to %v", r.st.Covered(), r.st.Turn(), r.st.Awaiting())
		}
		r.Update(sc)
		if p := r.st.Turn(); p < 2 && !r.run.Busy() && !r.st.Finished() && r.st.Awaiting() != kakuzu.ActionDraw && !r.net.Pending(p) {
			bot, _ := kakuzu.NewBot("easy", uint64(p+1), p)
			if m, ok := bot.Choose(r.st.View(p)); ok {
				r.apply(sc, m)
				moved[p]++
			}
		}
		time.Sleep(time.Millisecond)
	}
	if moved[0] == 0 || moved[1] == 0 {
		t.Fatalf("the two people at the device moved %v times", moved)
	}
	var end *wire.End
	for end == nil && time.Now().Before(deadline) {
		end = other.End()
		time.Sleep(time.Millisecond)
	}
	if end == nil {
		t.Fatal("the table did not end")
	}
	for i, v := range r.st.Scores() {
		if v != end.Scores[i] {
			t.Fatalf("the round ends at %v; the table at %v", r.st.Scores(), end.Scores)
		}
	}
}

// roundAt sets a 1280×800 round up at s's table for this device's seats
// creds; their link is closed when the test ends.
func roundAt(t *testing.T, s *onlinetest.Server, creds []wire.Credential) (*Round, *core.Context) {
	t.Helper()
	remote, err := online.OpenWait(s.URL, creds, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remote.Close)
	sc, _ := newContext(1280, 800)
	r := NewRound(sc, core.Table{Game: kakuzu.GameName, Remote: remote})
	r.Layout(sc)
	return r, sc
}
