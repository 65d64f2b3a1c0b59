package lobby_test

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

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

// TestAFinishedTableIsNotTakenOver: a lobby that closes just after a
// game's last move leaves that table off the open list; and a finished
// table still listed (its host stopped between its end and the list)
// is taken off it by the next run, not counted as taken over.
func TestAFinishedTableIsNotTakenOver(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	coin := wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}}
	over, stale := s.Create(t, coin), s.Create(t, coin)
	for _, table := range []wire.CreateReply{over, stale} {
		onlinetest.PlayAll(t, []*client.Seat{s.Dial(t, table.Seats[0], client.Options{}), s.Dial(t, table.Seats[1], client.Options{})}, onlinetest.Coin)
	}
	s.Lobby.Close()
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	open, err := js.KeyValue(ctx, lobby.OpenBucket)
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{over.Code, stale.Code} {
		if _, err := open.Get(ctx, code); !errors.Is(err, jetstream.ErrKeyNotFound) {
			t.Fatalf("table %s, over, is still listed as open after the lobby closed (%v)", code, err)
		}
	}
	if _, err := open.Put(ctx, stale.Code, []byte(`{"game":"coinflip","seats":2}`)); err != nil {
		t.Fatal(err)
	}

	var tookOver []string
	var mu sync.Mutex
	l, err := lobby.Start(ctx, lobby.Config{Conn: s.Conn, Games: onlinetest.Games, Seats: s.Seats, Clock: authority.Instant{}, Logf: t.Logf,
		Events: lobby.Events{TookOver: func(code string, _ time.Duration) { mu.Lock(); tookOver = append(tookOver, code); mu.Unlock() }}})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if _, err := open.Get(ctx, stale.Code); !errors.Is(err, jetstream.ErrKeyNotFound) {
		t.Errorf("the finished table still listed at start-up stays listed (%v)", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(tookOver) != 0 {
		t.Errorf("finished tables counted as taken over: %v", tookOver)
	}
}
