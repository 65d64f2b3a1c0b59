package authority_test

import (
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// TestAFloodIsRefusedInWordsAndTheTablePlaysOn: a seat that sends more
// than its limit has the rest refused in words, with CodeTooFast, and
// nothing played; the other seat's moves are its own to spend, and the
// table plays on. The clock stands still (onlinetest.Manual), so the
// bucket refills only when the test says.
func TestAFloodIsRefusedInWordsAndTheTablePlaysOn(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	var limited atomic.Int32
	s := onlinetest.StartWith(t, clock, func(c *lobby.Config) {
		c.Limits.Seat = authority.Limit{Rate: 1, Burst: 6}
		c.Events.Table.Limited = func() { limited.Add(1) }
	})
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{}) // a catch-up: 5 of ana's 6 left
	ben := s.Dial(t, table.Seats[1], client.Options{})
	ctx := onlinetest.Context(t)
	heads := json.RawMessage(`{"p":0,"call":"heads"}`)
	if ack, err := ana.Send(ctx, heads); err != nil || ack.Error != "" {
		t.Fatalf("ana's call: %+v %v", ack, err)
	}
	// Ten more at once: four are read (and refused by the rules: it is
	// ben's turn), six are over the limit.
	var rules, tooFast int
	for i := range 10 {
		ack, err := ana.Send(ctx, heads)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case ack.Code == authority.CodeTooFast:
			tooFast++
			if !strings.Contains(ack.Error, "too many messages from seat 0") || !strings.Contains(ack.Error, "1 a second (6 at once)") || ack.Seq != 1 {
				t.Errorf("message %d: %+v, want a refusal in words at move 1", i, ack)
			}
		case strings.Contains(ack.Error, "player 1's call"):
			rules++
		default:
			t.Errorf("message %d: %+v", i, ack)
		}
	}
	if rules != 4 || tooFast != 6 {
		t.Fatalf("of ten messages, %d refused by the rules and %d for their rate; want 4 and 6", rules, tooFast)
	}
	// The other seat plays as if nothing had happened.
	if ack, err := ben.Send(ctx, json.RawMessage(`{"p":1,"call":"tails"}`)); err != nil || ack.Error != "" || ack.Seq != 2 {
		t.Fatalf("ben's call after ana's flood: %+v %v", ack, err)
	}
	// A flood without reply subjects is told once, on the seat's own
	// subject. (The move asked after it is answered once the table has
	// read the flood: one subject's messages are read in order.)
	for range 3 {
		if err := ana.Conn().Publish(wire.In(table.Code, 0), heads); err != nil {
			t.Fatal(err)
		}
	}
	if ack, err := ana.Send(ctx, heads); err != nil || ack.Code != authority.CodeTooFast {
		t.Fatalf("a move after the flood: %+v %v", ack, err)
	}
	waitFor(t, ana, func() bool { return strings.Contains(ana.Refusal(), "too many messages") })
	if got := s.Lobby.Authority(table.Code).Seq(); got != 2 {
		t.Fatalf("after the flood the table has played %d moves, want 2", got)
	}
	// Time passes: ana's bucket is full again, and the game goes on to
	// its end.
	clock.Advance(time.Hour)
	playAll(t, []*client.Seat{ana, ben}, []client.Decide{onlinetest.Coin(0), onlinetest.Coin(1)})
	checkFinished(t, s, onlinetest.Games[3], []*client.Seat{ana, ben})
	if n := limited.Load(); n != 10 {
		t.Errorf("Events.Limited told %d times, want 10", n)
	}
}

// waitFor waits until ok, on the seat's changes, for at most 10 s.
func waitFor(t *testing.T, seat *client.Seat, ok func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !ok() {
		select {
		case <-seat.Changed():
		case <-deadline:
			t.Fatal("the seat did not see it within 10 s")
		}
	}
}
