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

// TestASeatTakesBackOnlyItsOwnNumberBeforeTheRoll: against the server
// process, at a Knister table of three, Eve (seat 0) cannot take back
// Bea's number: an undo naming Bea's seat on Eve's own subject is
// refused in words, and publishing on Bea's subject is refused by the
// broker; Bea's number stays written. Once the roll is made, Eve's own
// number stands: her undo is refused in words, and nothing changed.
func TestASeatTakesBackOnlyItsOwnNumberBeforeTheRoll(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	made := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open", "open"}})
	var seats []*client.Seat
	for _, cred := range made.Seats {
		seat, err := client.Dial(ctx, s.url, cred, client.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer seat.Close()
		seats = append(seats, seat)
	}
	eve, bea, cy := seats[0], seats[1], seats[2]
	play := func(seat *client.Seat, r, c int) wire.Ack {
		t.Helper()
		ack, err := seat.Send(ctx, rules.MarshalMove(knister.Move{P: seat.Seat(), Cell: [2]int{r, c}}))
		if err != nil || ack.Error != "" {
			t.Fatalf("seat %d writing: %+v %v", seat.Seat(), ack, err)
		}
		return ack
	}
	play(bea, 2, 2)
	ack, err := eve.Send(ctx, wire.UndoMove(1))
	if err != nil || ack.Error == "" || !strings.Contains(ack.Error, "another seat's number") {
		t.Fatalf("Eve taking back Bea's number: %+v %v; want it refused in words", ack, err)
	}
	brokerRefuses(t, s, made.Seats[0], wire.In(made.Code, 1), wire.UndoMove(1), "Eve's undo on Bea's subject")
	var v knister.View
	if err := json.Unmarshal(viewAt(t, bea, 1).View, &v); err != nil || !v.Placed[1] || v.Grids[1][2][2] == 0 {
		t.Fatalf("Bea's number after Eve's tries: placed %v, square %d (%v)", v.Placed, v.Grids[1][2][2], err)
	}

	play(eve, 0, 0)
	last := play(cy, 4, 4) // the roll's last number: the table rolls
	ack, err = eve.Send(ctx, wire.UndoMove(0))
	if err != nil || ack.Code != wire.UndoRolled || !strings.Contains(ack.Error, "stands") {
		t.Fatalf("Eve taking her number back after the roll: %+v %v; want it refused in words", ack, err)
	}
	if ack.Seq != last.Seq {
		t.Fatalf("the refusal says the table is at move %d; the roll's last number was %d", ack.Seq, last.Seq)
	}
	if err := json.Unmarshal(viewAt(t, eve, last.Seq).View, &v); err != nil || v.Round != 1 || v.Grids[0][0][0] == 0 {
		t.Fatalf("after the refused undo: roll %d, Eve's square %d (%v)", v.Round+1, v.Grids[0][0][0], err)
	}
}

// viewAt waits until seat's view is of move seq or later (it comes on
// the seat's own subject, beside the move's answer) and returns it.
func viewAt(t *testing.T, seat *client.Seat, seq int) wire.SeatView {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for seat.View().Seq < seq {
		select {
		case <-seat.Changed():
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("seat %d's view is of move %d, not %d", seat.Seat(), seat.View().Seq, seq)
		}
	}
	return seat.View()
}

// brokerRefuses publishes data on subject over a connection of cred's
// (another seat's subject) and fails the test unless the broker refuses
// it as a permissions violation.
func brokerRefuses(t *testing.T, s *server, cred wire.Credential, subject string, data []byte, what string) {
	t.Helper()
	refused := make(chan error, 1)
	raw := seatConn(t, s, cred, nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refused <- err }))
	if err := raw.Publish(subject, data); err != nil {
		t.Fatal(err)
	}
	_ = raw.Flush()
	select {
	case err := <-refused:
		if !strings.Contains(strings.ToLower(err.Error()), "permissions violation") {
			t.Fatalf("%s was answered %v; want a permissions violation", what, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("the broker let %s through", what)
	}
}
