package client_test

import (
	"slices"
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// After a game, its people ask for a rematch: the first to ask hosts a
// room of the same game whose seats are kept for the same people and
// bots; the others take their own seats there; the host starts it when
// all are ready, and the rematch is played with the old table's names.
// A rematch asked before the end is refused in words.
func TestARematchKeepsTheSeats(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "easy", "open"},
		Names: []string{"Ana", "Robo", "Bea"}, Takeover: "easy"})
	ana, bea := s.Dial(t, made.Seats[0], client.Options{}), s.Dial(t, made.Seats[1], client.Options{})
	_, _, err := client.Rematch(ctx, s.URL, made.Seats[0])
	refusedWith(t, "a rematch before the end", err, wire.CodeNotOver)
	onlinetest.PlayAll(t, []*client.Seat{ana, bea}, func(i int) client.Decide { return onlinetest.Knister(t, []int{0, 2}[i], "easy") })

	// Bea asks first: she hosts the rematch, at her own seat.
	beaCred, room, err := client.Rematch(ctx, s.URL, made.Seats[1])
	if err != nil {
		t.Fatal(err)
	}
	if beaCred.Seat != 2 || beaCred.Table == made.Code || room.Host != 2 || room.Seats[0].Taken || !room.Seats[1].Taken || room.Seats[1].Bot != "easy" {
		t.Fatalf("Bea's rematch: %+v in %+v", beaCred, room)
	}
	anaCred, room, err := client.Rematch(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	if anaCred.Seat != 0 || anaCred.Table != beaCred.Table || !room.Seats[0].Taken {
		t.Fatalf("Ana's rematch: %+v in %+v", anaCred, room)
	}
	host, err := client.Enter(ctx, s.URL, beaCred)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, err := client.Enter(ctx, s.URL, anaCred)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if err := guest.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	waitRoom(t, host, func(r wire.Room) bool { return r.Seats[0].Ready })
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	again := s.Dial(t, anaCred, client.Options{})
	var names []string
	for _, p := range again.Table().Players {
		names = append(names, p.Name)
	}
	if !slices.Equal(names, []string{"Ana", "Robo", "Bea"}) || again.Table().Takeover != "easy" || again.Table().Players[1].Bot != "easy" {
		t.Fatalf("the rematch's table: %+v", again.Table())
	}
}
