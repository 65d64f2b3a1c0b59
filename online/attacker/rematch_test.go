package attacker

import (
	"context"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// TestARematchsKeptSeatIsItsPlayersAlone: against the server process, a
// finished table's rematch is told on its room subject, which its
// watchers hear too, so they learn the rematch's code; with it a
// stranger (the watcher, as a guest) asking to join is refused — every
// person's seat there is kept for its player — and the player it was
// kept for still takes it, ready (issue 42 item 3).
func TestARematchsKeptSeatIsItsPlayersAlone(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	table := create(t, guest(t, s), wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	var seats []*client.Seat
	for _, cred := range table.Seats {
		seat, err := client.Dial(ctx, s.url, cred, client.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer seat.Close()
		seats = append(seats, seat)
	}
	onlinetest.PlayAll(t, seats, func(i int) client.Decide { return onlinetest.Knister(t, i, "easy") })
	watch, err := client.AskWatch(ctx, s.url, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	heard, err := client.Enter(ctx, s.url, watch.Watch)
	if err != nil {
		t.Fatalf("the watcher at the finished table: %v", err)
	}
	defer heard.Close()

	ana, room, err := client.Rematch(ctx, s.url, table.Seats[0])
	if err != nil || !room.Seats[1].Kept {
		t.Fatalf("Ana's rematch: %v, %+v", err, room)
	}
	told, err := heard.Await(ctx, func(r wire.Room) bool { return r.Of == table.Code })
	if err != nil || told.Code != ana.Table {
		t.Fatalf("the watcher heard %+v (%v)", told, err)
	}
	_, err = client.Join(ctx, s.url, told.Code, "Mallory")
	if refused, ok := err.(*client.Refused); !ok || refused.Code != wire.CodeFull {
		t.Fatalf("a stranger asking for Bea's kept seat: %v; want refused as full", err)
	}
	bea, room, err := client.Rematch(ctx, s.url, table.Seats[1])
	if err != nil || bea.Table != ana.Table || bea.Seat != 1 || room.Seats[1].Name != "Bea" || !room.Seats[1].Ready {
		t.Fatalf("Bea's rematch after the stranger: %v, %+v in %+v", err, bea, room)
	}
}
