package lobby_test

import (
	"encoding/json"
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

func TestFinishedTablesAreLoadedOnlyWhenASeatAsks(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	over := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	going := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	seats := []*client.Seat{s.Dial(t, over.Seats[0], client.Options{}), s.Dial(t, over.Seats[1], client.Options{})}
	onlinetest.PlayAll(t, seats, onlinetest.Coin)
	ana := s.Dial(t, going.Seats[0], client.Options{})
	if ack, err := ana.Send(ctx, json.RawMessage(`{"p":0,"call":"heads"}`)); err != nil || ack.Error != "" {
		t.Fatalf("a move: %+v %v", ack, err)
	}

	// The server restarts: a new lobby over the same log.
	s.Lobby.Close()
	l, err := lobby.Start(ctx, lobby.Config{Conn: s.Conn, Games: onlinetest.Games, Seats: s.Seats, Clock: authority.Instant{}, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if l.Loaded(over.Code) || !l.Loaded(going.Code) {
		t.Fatalf("after the restart: finished table loaded %v, table in play loaded %v; want false, true", l.Loaded(over.Code), l.Loaded(going.Code))
	}
	// A seat of the finished table comes back: the table is loaded for
	// it and it catches up to the end.
	back := s.Dial(t, over.Seats[1], client.Options{})
	if back.End() == nil || len(back.Updates()) != len(seats[1].Updates()) {
		t.Fatalf("the returning seat has %d moves and end %v", len(back.Updates()), back.End())
	}
	if !l.Loaded(over.Code) {
		t.Fatal("the finished table answered without being loaded")
	}
	if ack, err := back.Send(ctx, json.RawMessage(`{"p":1,"call":"heads"}`)); err != nil || ack.Error != "the game is over" {
		t.Fatalf("a move at the finished table: %+v %v", ack, err)
	}
}
