package remote_test

import (
	"encoding/json"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/remote"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// A device that watches a table by its code holds no seat, sends
// nothing, and follows the moves the seats play to the end.
func TestADeviceWatchesATable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}})
	a := s.Beside(t, made.Seats[0], onlinetest.Knister(t, 0, "easy"))
	s.Beside(t, made.Seats[1], onlinetest.Knister(t, 1, "easy"))

	tbl := remote.Watch(s.URL, made.Code)
	defer tbl.Close()
	if len(tbl.Mine()) != 0 {
		t.Fatalf("a watching device holds seats %v", tbl.Mine())
	}
	deadline := time.Now().Add(time.Minute)
	var seen []wire.Update
	for len(seen) == 0 || seen[len(seen)-1].End == nil {
		if st, err := tbl.Status(); st == remote.Failed || time.Now().After(deadline) {
			t.Fatalf("watching: %v %v after %d moves", st, err, len(seen))
		}
		if tbl.Ready() && seen == nil {
			seen = tbl.Updates()
		} else {
			seen = append(seen, tbl.Poll()...)
		}
		time.Sleep(time.Millisecond)
	}
	for i, u := range seen {
		if u.Seq != i+1 {
			t.Fatalf("update %d has seq %d", i+1, u.Seq)
		}
	}
	if _, err := client.Follow(knister.Rules, tbl.Info(), seen); err != nil {
		t.Fatalf("the watched moves do not follow: %v", err)
	}
	for a.End() == nil && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if len(seen) != len(a.Updates()) {
		t.Fatalf("the watcher saw %d moves, the seat %d", len(seen), len(a.Updates()))
	}
	for _, seat := range []int{0, 1, wire.Watcher} {
		if err := tbl.Send(seat, json.RawMessage(`{}`)); err == nil {
			t.Fatalf("a watching device sent a move for seat %d", seat)
		}
	}
	// Watching an unknown code fails, in words.
	bad := remote.Watch(s.URL, "ZZZZZZ")
	defer bad.Close()
	for {
		st, err := bad.Status()
		if st == remote.Failed {
			if err == nil || err.Error() == "" {
				t.Fatal("failed without saying why")
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("watching an unknown code: still %v", st)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
