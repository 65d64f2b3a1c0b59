package attacker

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// seatState waits until seat is told that seat at's state is want.
func seatState(t *testing.T, seat *client.Seat, at int, want string) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		if st, _ := seat.State(); at < len(st.Seats) && st.Seats[at].State == want {
			return
		}
		select {
		case <-seat.Changed():
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			st, _ := seat.State()
			t.Fatalf("seat %d was never told seat %d is %q: %+v", seat.Seat(), at, want, st)
		}
	}
}

// TestASeatLeavesOnlyItselfForGood: against the server process. At a
// Knister table with a takeover level, Eve (seat 0) cannot make Bea
// leave: a leave naming Bea on Eve's own subject is refused in words,
// and her subject is refused by the broker. Bea leaves for good: Eve is
// told Bea's seat is left, a bot writes for it (the roll comes once Eve
// writes), Bea's later messages are refused and reclaim nothing, and a
// copy of her credential kept from before connects no more. At
// a table without a takeover level Bea leaving closes it for good, and
// Eve is told why in words.
func TestASeatLeavesOnlyItselfForGood(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dial := func(cred wire.Credential) *client.Seat {
		seat, err := client.Dial(ctx, s.url, cred, client.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(seat.Close)
		return seat
	}
	made := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"},
		Names: []string{"Eve", "Bea"}, Takeover: "easy"})
	eve, bea := dial(made.Seats[0]), dial(made.Seats[1])
	seatState(t, eve, 1, wire.SeatHere)

	ack, err := eve.Send(ctx, wire.LeaveMove(1))
	if err != nil || !strings.Contains(ack.Error, "another seat leave") {
		t.Fatalf("Eve making Bea leave: %+v %v; want it refused in words", ack, err)
	}
	brokerRefuses(t, s, made.Seats[0], wire.In(made.Code, 1), wire.LeaveMove(1), "Eve's leave on Bea's subject")
	time.Sleep(300 * time.Millisecond)
	if st, _ := eve.State(); st.Seats[1].State != wire.SeatHere {
		t.Fatalf("after Eve's tries Bea's seat is %q", st.Seats[1].State)
	}

	if ack, err := bea.Send(ctx, wire.LeaveMove(1)); err != nil || ack.Error != "" {
		t.Fatalf("Bea leaving: %+v %v", ack, err)
	}
	seatState(t, eve, 1, wire.SeatLeft)
	if ack, err := eve.Send(ctx, rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{0, 0}})); err != nil || ack.Error != "" {
		t.Fatalf("Eve's number: %+v %v", ack, err)
	}
	var v knister.View
	for v.Round < 1 { // the bot wrote for Bea: the table rolls
		if err := json.Unmarshal(viewAt(t, eve, len(eve.Updates())).View, &v); err != nil || ctx.Err() != nil {
			t.Fatalf("the roll never came after Bea left (%v)", err)
		}
		if v.Round < 1 {
			select {
			case <-eve.Changed():
			case <-time.After(50 * time.Millisecond):
			}
		}
	}
	// Her seat's token was given up: her connection is closed (after
	// broker.KickGrace), so a later number is refused or never sent.
	sendCtx, sent := context.WithTimeout(ctx, 3*time.Second)
	ack, err = bea.Send(sendCtx, rules.MarshalMove(knister.Move{P: 1, Cell: [2]int{4, 4}}))
	sent()
	if err == nil && ack.Code != wire.Left {
		t.Fatalf("Bea's number after she left: %+v; want it refused (code %q) or her connection closed", ack, wire.Left)
	}
	_ = bea.Sync(ctx) // refused or closed: either way it reclaims nothing
	time.Sleep(300 * time.Millisecond)
	if st, _ := eve.State(); st.Seats[1].State != wire.SeatLeft {
		t.Fatalf("Bea catching up again made her seat %q", st.Seats[1].State)
	}
	// A copy of her credential, kept from before she left, neither
	// connects nor follows the table.
	for deadline := time.Now().Add(10 * time.Second); ; {
		nc, err := nats.Connect(s.url, nats.Token(made.Seats[1].Token), nats.NoReconnect())
		if err != nil && strings.Contains(err.Error(), "uthorization") {
			break
		}
		if nc != nil {
			nc.Close()
		}
		if time.Now().After(deadline) {
			t.Fatalf("a copy of Bea's credential still connects 10 s after she left: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}

	closed := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"},
		Names: []string{"Eve", "Bea"}})
	eve, bea = dial(closed.Seats[0]), dial(closed.Seats[1])
	if ack, err := bea.Send(ctx, wire.LeaveMove(1)); err != nil || ack.Error != "" {
		t.Fatalf("Bea leaving a table without takeover: %+v %v", ack, err)
	}
	deadline := time.After(10 * time.Second)
	for !strings.Contains(eve.Refusal(), "Bea left the table") {
		select {
		case <-eve.Changed():
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("Eve was told %q, not that Bea left and the table closed", eve.Refusal())
		}
	}
	if ack, err := eve.Send(ctx, rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{0, 0}})); err != nil || ack.Code != "abandoned" {
		t.Fatalf("Eve's number at the closed table: %+v %v", ack, err)
	}
}
