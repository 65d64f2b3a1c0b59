//go:build !js

// The online tests run a server, which the browser build cannot.

package kakuro

import (
	"encoding/json"
	"testing"
	"time"

	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/online"
)

// A round at an online table hunts beside another device: the person's
// claims go to the table, which judges the race, "impossible" goes as a
// pass (the other seat passes on every sum, so a sum nobody claims is set
// aside by the table), and every move the table plays is played here, to
// the same end the table reaches.
func TestARoundPlaysAnOnlineTableToTheEnd(t *testing.T) {
	// The table's clock moves only as the test says: the race's wait and
	// the hourglass pass a little each step, never in one go.
	clock := onlinetest.NewManual(time.Unix(1_800_000_000, 0))
	r, sc, remote := passingTable(t, clock, []string{"Ana", "Bea"}, 1)
	deadline := time.Now().Add(3 * time.Minute)
	if len(r.table.Seats) != 2 || r.table.Seats[1].Name != "Bea" || r.human(1) {
		t.Fatalf("the round sits %+v (seat 1 played here: %v)", r.table.Seats, r.human(1))
	}
	claims, passes, sand := 0, 0, 0
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: %d sums left, %d claims, %d passes", r.st.SumsLeft(), claims, passes)
		}
		r.Update(sc)
		if r.glassOn && r.hourglass > 0 {
			sand++ // the table's hourglass runs, and shows here
		}
		if r.phase == phaseHunt && !r.run.Busy() && len(r.queue) == 0 && r.claim == nil && !r.st.LockedOut(0) && !r.seats[0].declared {
			if sol, ok := kakuro.Best(r.st, 0, kakuro.AllFeatures); ok {
				r.startClaim(sc, 0)
				r.claim.row, r.claim.marked, r.claim.uses = sol.Claim.Row, true, sol.Claim.Uses
				r.check(sc)
				if !r.claim.sent || r.claiming(0) {
					t.Fatal("a checked claim is not on its way to the table, or may still be changed")
				}
				claims++
			} else {
				r.declare(sc, 0, true)
				passes++
				r.Update(sc)
				// A pass is not taken back at an online table: the button
				// says so at once, not when the table's move comes back.
				for _, x := range r.Targets() {
					if x.ID == impossibleID(0) && x.Enabled {
						t.Fatal("after the pass is sent, Impossible may still be pressed")
					}
				}
			}
		}
		clock.Advance(20 * time.Millisecond)
		time.Sleep(time.Millisecond)
	}
	ups := remote.Updates()
	end := ups[len(ups)-1].End
	if end == nil {
		t.Fatal("the table's last move carries no end")
	}
	for i, v := range r.st.Scores() {
		if v != end.Scores[i] {
			t.Fatalf("the round ends at %v; the table at %v", r.st.Scores(), end.Scores)
		}
	}
	if claims == 0 || passes == 0 {
		t.Fatalf("%d claims and %d passes: the test played neither way", claims, passes)
	}
	if sand == 0 {
		t.Fatal("the table ran its hourglass on the passed sums, but it never showed on the device")
	}
	t.Logf("%d claims sent, %d passes, the table's scores %v", claims, passes, end.Scores)
}

// Two people at one device may hunt at an online table: each calls and
// lays their own rows at the one screen (or finds the sum impossible),
// the table judges them with the third seat's passes, and the game ends
// as the table's does.
func TestTwoPeopleAtOneDeviceHuntAtAnOnlineTable(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_800_000_000, 0))
	r, sc, remote := passingTable(t, clock, []string{"Ana", "Bea", "Cy"}, 2)
	deadline := time.Now().Add(3 * time.Minute)
	if !r.human(0) || !r.human(1) || r.human(2) {
		t.Fatalf("seats played here: %v %v %v", r.human(0), r.human(1), r.human(2))
	}
	claims := [2]int{}
	for !r.st.Finished() || r.run.Busy() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: %d sums left, claims %v", r.st.SumsLeft(), claims)
		}
		r.Update(sc)
		for p := range 2 {
			if r.phase != phaseHunt || r.run.Busy() || len(r.queue) > 0 || r.claim != nil || r.st.LockedOut(p) || r.seats[p].declared {
				continue
			}
			if sol, ok := kakuro.Best(r.st, p, kakuro.AllFeatures); ok {
				r.startClaim(sc, p)
				r.claim.row, r.claim.marked, r.claim.uses = sol.Claim.Row, true, sol.Claim.Uses
				r.check(sc)
				claims[p]++
			} else {
				r.declare(sc, p, true)
			}
		}
		clock.Advance(20 * time.Millisecond)
		time.Sleep(time.Millisecond)
	}
	ups := remote.Updates()
	end := ups[len(ups)-1].End
	if end == nil {
		t.Fatal("the table's last move carries no end")
	}
	for i, v := range r.st.Scores() {
		if v != end.Scores[i] {
			t.Fatalf("the round ends at %v; the table at %v", r.st.Scores(), end.Scores)
		}
	}
	if claims[0] == 0 || claims[1] == 0 {
		t.Fatalf("claims by the two people here: %v", claims)
	}
}

// passingTable starts a server on clock with a Kakuro table of a person
// for each of names, the last of them at another device declaring every
// sum impossible, and sets a 1280×800 round up at this device for the
// first here seats. The remote is closed when the test ends.
func passingTable(t *testing.T, clock *onlinetest.Manual, names []string, here int) (*Round, *core.Context, core.Remote) {
	t.Helper()
	s := onlinetest.Start(t, clock)
	seats := make([]string, len(names))
	for i := range seats {
		seats[i] = wire.Open
	}
	made := s.Create(t, wire.CreateRequest{Game: kakuro.GameName, Seats: seats, Names: names})
	last := len(names) - 1
	s.Beside(t, made.Seats[last], func(raw json.RawMessage) (json.RawMessage, bool) {
		var v kakuro.View
		if err := json.Unmarshal(raw, &v); err != nil || v.Finished || v.Locked[last] {
			return nil, false
		}
		return passMove, true
	})
	remote, err := online.OpenWait(s.URL, made.Seats[:here], time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remote.Close)
	sc, _ := newContext(1280, 800)
	r := NewRound(sc, core.Table{Game: kakuro.GameName, Remote: remote})
	r.Layout(sc)
	return r, sc, remote
}
