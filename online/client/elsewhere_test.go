package client_test

import (
	"strings"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// elsewhereSoon waits until seat is told another device holds it.
func elsewhereSoon(t *testing.T, what string, seat *client.Seat) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !seat.Elsewhere() {
		select {
		case <-seat.Changed():
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("%s was never told another device holds its seat", what)
		}
	}
}

// TestTheLaterDeviceTakesTheSeat: Ana's seat is opened in one tab, then
// in a second with the same credential, against a real server. The
// first tab is told at once that another device plays the seat, and its
// moves are refused in words (nothing played); the second plays. The
// first catching up again (a reconnection) does not take the seat back;
// opening it there again does, and then the second is told.
func TestTheLaterDeviceTakesTheSeat(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}})
	s.Dial(t, made.Seats[1], client.Options{})
	move := func(c int) []byte { return rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{0, c}}) }
	first := s.Dial(t, made.Seats[0], client.Options{})
	if ack, err := first.Send(ctx, move(0)); err != nil || ack.Error != "" {
		t.Fatalf("the first tab's number: %+v %v", ack, err)
	}
	if first.Elsewhere() {
		t.Fatal("the only tab is told another holds its seat")
	}

	second := s.Dial(t, made.Seats[0], client.Options{})
	elsewhereSoon(t, "the first tab", first)
	if second.Elsewhere() {
		t.Fatal("the tab that opened the seat last is told another holds it")
	}
	if v := first.View(); v.Code != wire.Elsewhere || !strings.Contains(v.Error, "another device") || v.Holder != second.Device() {
		t.Fatalf("the first tab was told %+v", v)
	}
	before := s.Lobby.Authority(made.Code).Seq()
	ack, err := first.Send(ctx, wire.UndoMove(0))
	if err != nil || ack.Code != wire.Elsewhere || !strings.Contains(ack.Error, "not played") {
		t.Fatalf("the first tab's undo: %+v %v; want it refused in words", ack, err)
	}
	if s.Lobby.Authority(made.Code).Seq() != before {
		t.Fatal("a refused tab's move was played")
	}
	if ack, err := second.Send(ctx, wire.UndoMove(0)); err != nil || ack.Error != "" {
		t.Fatalf("the second tab's undo: %+v %v", ack, err)
	}

	if err := first.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if ack, err := second.Send(ctx, move(1)); err != nil || ack.Error != "" || second.Elsewhere() {
		t.Fatalf("after the first tab caught up again, the second's number: %+v %v (elsewhere %v)", ack, err, second.Elsewhere())
	}
	again := s.Dial(t, made.Seats[0], client.Options{}) // "Play here" in the first tab
	elsewhereSoon(t, "the second tab", second)
	if ack, err := again.Send(ctx, wire.UndoMove(0)); err != nil || ack.Error != "" {
		t.Fatalf("the seat taken back plays: %+v %v", ack, err)
	}
}
