package remote_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/remote"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// ready opens creds at s's table and waits until it is known.
func ready(t *testing.T, url string, creds []wire.Credential) *remote.Table {
	t.Helper()
	tbl := remote.Open(url, creds)
	t.Cleanup(tbl.Close)
	deadline := time.Now().Add(30 * time.Second)
	for !tbl.Ready() {
		if st, err := tbl.Status(); st == remote.Failed || time.Now().After(deadline) {
			t.Fatalf("the table never became ready: %v %v", st, err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	return tbl
}

// A reaction one device sends for its seat reaches the other device, and
// its own, as that seat's; a device cannot react for a seat it does not
// hold, nor with an id none of wire.EmoteIDs, and a watcher holds none.
func TestAReactionReachesEveryDeviceAsItsSeats(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}})
	ana, ben := ready(t, s.URL, made.Seats[:1]), ready(t, s.URL, made.Seats[1:])
	if err := ana.React(1, wire.EmoteWow); !errors.Is(err, remote.ErrNotMine) {
		t.Fatalf("reacting for Ben's seat from Ana's device: %v", err)
	}
	if err := ana.React(0, "shrug"); err == nil {
		t.Fatal("an unknown reaction was sent")
	}
	if err := ana.React(0, wire.EmoteParty); err != nil {
		t.Fatal(err)
	}
	want := []wire.Emoted{{Seat: 0, Emote: wire.EmoteParty}}
	for name, tbl := range map[string]*remote.Table{"Ben's": ben, "Ana's": ana} {
		var got []wire.Emoted
		deadline := time.Now().Add(10 * time.Second)
		for len(got) == 0 && time.Now().Before(deadline) {
			got = append(got, tbl.Reactions()...)
			time.Sleep(5 * time.Millisecond)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%s device heard %v, want %v", name, got, want)
		}
	}
	w := remote.Watch(s.URL, made.Code)
	defer w.Close()
	if w.React(0, wire.EmoteWow) == nil {
		t.Fatal("a watcher sent a reaction")
	}
}
