package client_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// Watching is refused in words, with a code, for a code that names no
// table, a malformed one, a room its host closed and a client of another
// version.
func TestWatchingIsRefusedInWords(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	_, err := client.AskWatch(ctx, s.URL, "ZZZZZZ")
	refusedWith(t, "watching an unknown code", err, wire.CodeUnknown)
	_, err = client.Watch(ctx, s.URL, "not a code", client.Options{})
	refusedWith(t, "watching a malformed code", err, wire.CodeUnknown)

	made, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	host, err := client.Enter(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := host.Leave(ctx); err != nil {
		t.Fatal(err)
	}
	_, err = client.AskWatch(ctx, s.URL, made.Code)
	refusedWith(t, "watching a room its host closed", err, wire.CodeClosed)

	guest := s.Guest(t)
	data, _ := json.Marshal(wire.WatchRequest{Version: wire.Version + 1, Code: made.Code})
	m, err := guest.RequestWithContext(ctx, wire.WatchSubject, data)
	if err != nil {
		t.Fatal(err)
	}
	var reply wire.WatchReply
	if err := json.Unmarshal(m.Data, &reply); err != nil || reply.Code != wire.CodeVersion || reply.Error == "" || reply.Watch.Token != "" {
		t.Fatalf("a watch request of another version: %s (%v)", m.Data, err)
	}
}

// A watcher of a waiting room hears the room, says nothing in it, and
// follows the game once its host starts it; everyone who watches a table
// shares its one watch token.
func TestAWatcherWaitsForTheRoomsGame(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "easy"}, Names: []string{"Ana", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	host, err := client.Enter(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	reply, err := client.AskWatch(ctx, s.URL, made.Code)
	if err != nil {
		t.Fatal(err)
	}
	if reply.Room == nil || reply.Room.Started || reply.Game != knister.GameName || reply.Finished {
		t.Fatalf("watching a waiting room: %+v", reply)
	}
	again, err := client.AskWatch(ctx, s.URL, made.Code)
	if err != nil || again.Watch.Token != reply.Watch.Token {
		t.Fatalf("a second watcher's token differs: %+v, %v", again.Watch, err)
	}
	looking, err := client.Enter(ctx, s.URL, reply.Watch)
	if err != nil {
		t.Fatal(err)
	}
	defer looking.Close()
	if r := looking.Room(); r.Code != made.Code || r.Seats[0].Name != "Ana" {
		t.Fatalf("the watcher's room: %+v", r)
	}
	if err := looking.Ready(ctx, true); !errors.Is(err, client.ErrWatching) {
		t.Fatalf("a watcher said it is ready: %v", err)
	}
	if err := looking.Start(ctx); !errors.Is(err, client.ErrWatching) {
		t.Fatalf("a watcher started the game: %v", err)
	}

	watched := make(chan *client.Seat, 1)
	go func() {
		w, err := client.Watch(ctx, s.URL, made.Code, client.Options{})
		if err != nil {
			t.Error(err)
		}
		watched <- w
	}()
	time.Sleep(50 * time.Millisecond) // the watcher waits in the room
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	waitRoom(t, looking, func(r wire.Room) bool { return r.Started })
	w := <-watched
	if w == nil {
		t.FailNow()
	}
	defer w.Close()
	ana := s.Dial(t, host.Credential(), client.Options{})
	end, err := ana.Play(ctx, onlinetest.Knister(t, 0, "easy"), nil)
	if err != nil {
		t.Fatal(err)
	}
	for w.End() == nil {
		select {
		case <-w.Changed():
		case <-ctx.Done():
			t.Fatal("the watcher never saw the end")
		}
	}
	if w.End().Seed != end.Seed || len(w.Updates()) != len(ana.Updates()) || w.Table().Players[0].Name != "Ana" {
		t.Fatalf("the watcher saw %d moves to %+v; the seat %d", len(w.Updates()), w.End(), len(ana.Updates()))
	}
}

// A finished table that no server has loaded (the server restarted) is
// loaded when a watcher asks to catch up, and shows its end.
func TestAWatcherLoadsAFinishedTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	seats := []*client.Seat{s.Dial(t, table.Seats[0], client.Options{}), s.Dial(t, table.Seats[1], client.Options{})}
	onlinetest.PlayAll(t, seats, onlinetest.Coin)
	s.Lobby.Close()
	l, err := lobby.Start(ctx, lobby.Config{Conn: s.Conn, Games: onlinetest.Games, Seats: s.Seats, Clock: authority.Instant{}, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if l.Loaded(table.Code) {
		t.Fatal("the finished table was loaded at the start")
	}
	w, err := client.Watch(ctx, s.URL, table.Code, client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if w.End() == nil || len(w.Updates()) != len(seats[0].Updates()) || !l.Loaded(table.Code) {
		t.Fatalf("the watcher has %d moves and end %v; loaded %v", len(w.Updates()), w.End(), l.Loaded(table.Code))
	}
}
