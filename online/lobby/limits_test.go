package lobby_test

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
)

// guest connects as the guest named id.
func guest(t *testing.T, s *onlinetest.Server, id string) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(s.URL, nats.UserInfo(wire.Guest+id, ""), nats.CustomInboxPrefix(wire.GuestInbox(id)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// TestAGuestMakesSoManyTablesAndTheServerSoManyInAll: a guest may create
// Limits.GuestTables tables (rooms count) in a window, and is told so in
// words after; another guest has a quota of its own; once
// Limits.OpenTables are open nobody gets one more. The clock stands still
// until the test moves it past the window.
func TestAGuestMakesSoManyTablesAndTheServerSoManyInAll(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	var mu sync.Mutex
	var refused []string
	s := onlinetest.StartWith(t, clock, func(c *lobby.Config) {
		c.Limits = lobby.Limits{GuestTables: 2, GuestWindow: 10 * time.Minute, OpenTables: 3}
		c.Events.CreateRefused = func(why string) {
			mu.Lock()
			refused = append(refused, why)
			mu.Unlock()
		}
	})
	coin := wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}}
	room := coin
	room.Wait = true
	ana, ben, cy := guest(t, s, "anaguest1"), guest(t, s, "benguest1"), guest(t, s, "cyguest01")
	for _, c := range []struct {
		who      *nats.Conn
		req      wire.CreateRequest
		why      string // the refusal's code, "" for a table
		inWords  string
		advanced time.Duration // the clock moved on before asking
	}{
		{ana, coin, "", "", 0},
		{ana, room, "", "", 0},
		{ana, coin, lobby.CodeTooManyTables, "2 tables were created in the last 10m0s from this connection", 0},
		{ben, coin, "", "", 0},
		{ben, coin, "", "", 0}, // three tables open (the room is no table yet)
		{cy, coin, lobby.CodeServerFull, "the server has 3 tables in play", 0},
		// Past the window ana's quota is back, but the server is full.
		{ana, coin, lobby.CodeServerFull, "the server has 3 tables in play", 11 * time.Minute},
	} {
		clock.Advance(c.advanced)
		reply := onlinetest.CreateAs(t, c.who, c.req)
		switch {
		case c.why == "" && (reply.Error != "" || reply.Code == ""):
			t.Fatalf("%+v: %+v, want a table", c.req, reply)
		case c.why != "" && (reply.Why != c.why || !strings.Contains(reply.Error, c.inWords) || reply.Code != ""):
			t.Fatalf("%+v: %+v, want a refusal %s saying %q", c.req, reply, c.why, c.inWords)
		}
		if reply.Error != "" {
			t.Logf("refused: %s", reply.Error)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if want := []string{lobby.CodeTooManyTables, lobby.CodeServerFull, lobby.CodeServerFull}; !slices.Equal(refused, want) {
		t.Fatalf("Events.CreateRefused told %v, want %v", refused, want)
	}
}

// TestAnIdleTableIsClosedAndItsRecordKept: with Limits.IdleAfter an
// hour, a table where nobody moved for an hour is closed — its seats are
// told in words, it leaves the open tables, its log ends abandoned after
// the moves played — while a table that saw a move since, and one whose
// game is over, are left as they are. A seat that comes back catches up
// and has its moves refused, in words. The clock stands still until the
// test moves it, so no table is idle before the test says.
func TestAnIdleTableIsClosedAndItsRecordKept(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	var mu sync.Mutex
	var closedEvents []string
	s := onlinetest.StartWith(t, clock, func(c *lobby.Config) {
		c.Limits = lobby.Limits{IdleAfter: time.Hour}
		c.Events.TableClosed = func(code string) {
			mu.Lock()
			closedEvents = append(closedEvents, code)
			mu.Unlock()
		}
	})
	ctx := onlinetest.Context(t)
	coin := wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}}
	idle, busy, over := s.Create(t, coin), s.Create(t, coin), s.Create(t, coin)
	seat := func(table wire.CreateReply, i int) *client.Seat { return s.Dial(t, table.Seats[i], client.Options{}) }
	heads := json.RawMessage(`{"p":0,"call":"heads"}`)
	ana := seat(idle, 0)
	if ack, err := ana.Send(ctx, heads); err != nil || ack.Error != "" {
		t.Fatalf("a move at the table to be idle: %+v %v", ack, err)
	}
	overSeats := []*client.Seat{seat(over, 0), seat(over, 1)}
	onlinetest.PlayAll(t, overSeats, onlinetest.Coin)
	// The lobby takes a table that ended off the open list in a goroutine
	// of its own (authority.Config.OnEnd): let it.
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if open, err := s.Lobby.OpenTables(ctx); err == nil && !slices.Contains(open, over.Code) {
			break
		}
	}
	clock.Advance(40 * time.Minute)
	if ack, err := seat(busy, 0).Send(ctx, heads); err != nil || ack.Error != "" {
		t.Fatalf("a move at the busy table: %+v %v", ack, err)
	}
	clock.Advance(30 * time.Minute)

	s.Lobby.CloseIdle() // the lease loop may have closed it already: the outcome is the same
	mu.Lock()
	if !slices.Equal(closedEvents, []string{idle.Code}) {
		t.Errorf("tables closed: %v, want only %s", closedEvents, idle.Code)
	}
	mu.Unlock()
	if s.Lobby.Loaded(idle.Code) || !s.Lobby.Loaded(busy.Code) || !s.Lobby.Loaded(over.Code) {
		t.Fatalf("loaded after closing: idle %v, busy %v, over %v; want false, true, true",
			s.Lobby.Loaded(idle.Code), s.Lobby.Loaded(busy.Code), s.Lobby.Loaded(over.Code))
	}
	open, err := s.Lobby.OpenTables(ctx)
	if err != nil || !slices.Equal(open, []string{busy.Code}) {
		t.Fatalf("open tables %v (%v), want only %s", open, err, busy.Code)
	}
	waitRefusal(t, ana, "closed before its game ended")

	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	_, c, err := tablelog.Read(ctx, js, idle.Code)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Finished() || !c.Abandoned() || len(c.Moves) != 1 || string(c.Moves[0]) != string(heads) {
		t.Fatalf("the idle table's log: finished %v, abandoned %v, moves %s", c.Finished(), c.Abandoned(), c.Moves)
	}

	// Ben comes back: the table is loaded for him, he catches up on the
	// one move, and his move is refused in words.
	ben := seat(idle, 1)
	if n := len(ben.Updates()); n != 1 {
		t.Fatalf("ben catches up on %d moves, want 1", n)
	}
	ack, err := ben.Send(ctx, json.RawMessage(`{"p":1,"call":"tails"}`))
	if err != nil || ack.Code != authority.CodeAbandoned || !strings.Contains(ack.Error, "closed before its game ended") || ack.Seq != 1 {
		t.Fatalf("a move at the closed table: %+v %v", ack, err)
	}
	if open, _ := s.Lobby.OpenTables(ctx); slices.Contains(open, idle.Code) {
		t.Fatal("the closed table is open again after a seat came back")
	}
}

// waitRefusal waits until seat was told a refusal saying want.
func waitRefusal(t *testing.T, seat *client.Seat, want string) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !strings.Contains(seat.Refusal(), want) {
		select {
		case <-seat.Changed():
		case <-deadline:
			t.Fatalf("the seat was not told %q within 10 s (last: %q)", want, seat.Refusal())
		}
	}
}

// TestAFinishedTableIsUnloadedOnceQuiet: with Limits.UnloadAfter ten
// minutes, a finished table's authority stays while it is asked things
// and is unloaded once nobody asked it anything for ten minutes; a seat
// that comes back has it loaded again and catches up to the end.
func TestAFinishedTableIsUnloadedOnceQuiet(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	s := onlinetest.StartWith(t, clock, func(c *lobby.Config) { c.Limits = lobby.Limits{UnloadAfter: 10 * time.Minute} })
	ctx := onlinetest.Context(t)
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	seats := []*client.Seat{s.Dial(t, table.Seats[0], client.Options{}), s.Dial(t, table.Seats[1], client.Options{})}
	onlinetest.PlayAll(t, seats, onlinetest.Coin)
	clock.Advance(6 * time.Minute)
	if err := seats[0].Sync(ctx); err != nil { // asked something: quiet for no time
		t.Fatal(err)
	}
	clock.Advance(6 * time.Minute)
	s.Lobby.CloseIdle()
	if !s.Lobby.Loaded(table.Code) {
		t.Fatal("the finished table was unloaded 6 minutes after a seat asked it something")
	}
	clock.Advance(5 * time.Minute)
	s.Lobby.CloseIdle()
	if s.Lobby.Loaded(table.Code) {
		t.Fatal("the finished table is still loaded after 11 quiet minutes")
	}
	back := s.Dial(t, table.Seats[1], client.Options{})
	if back.End() == nil || len(back.Updates()) != len(seats[1].Updates()) || !s.Lobby.Loaded(table.Code) {
		t.Fatalf("the seat back has %d moves and end %v; the table loaded %v", len(back.Updates()), back.End(), s.Lobby.Loaded(table.Code))
	}
}
