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

// TestNoSeatTakesAnothersDevice: against the server process. One seat
// is played on one device at a time (wire's "One seat, one device"), and
// only the seat itself can move it: Eve (seat 0) cannot claim Bea's seat
// for a device of hers — a claiming catch-up on Bea's sync subject is
// refused by the broker — and claiming catch-ups on her own subject,
// from a device of hers or carrying Bea's device id (as if she had learnt
// it), move only her own seat: Bea is never told her seat went elsewhere, and her next number
// is played.
func TestNoSeatTakesAnothersDevice(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	made := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"},
		Names: []string{"Eve", "Bea"}})
	bea, err := client.Dial(ctx, s.url, made.Seats[1], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(bea.Close)
	if bea.Device() == "" {
		t.Fatal("Bea's connection has no device id")
	}
	syncBody, _ := json.Marshal(wire.SyncRequest{})
	claimOn := func(subject, device string) *nats.Msg {
		m := nats.NewMsg(subject)
		m.Data = syncBody
		m.Header.Set(wire.DeviceHeader, device)
		m.Header.Set(wire.ClaimHeader, "1")
		return m
	}

	// Bea's own subject, from Eve's seat: the broker refuses it.
	refused := make(chan error, 1)
	eve := seatConn(t, s, made.Seats[0], nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refused <- err }))
	if err := eve.PublishMsg(claimOn(wire.Sync(made.Code, 1), "evesdevice1")); err != nil {
		t.Fatal(err)
	}
	_ = eve.Flush()
	select {
	case err := <-refused:
		if !strings.Contains(strings.ToLower(err.Error()), "permissions violation") {
			t.Fatalf("Eve's claim on Bea's subject was answered %v; want a permissions violation", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the broker let Eve's claim on Bea's subject through")
	}

	// Her own subject, with a device of hers and then with Bea's device
	// id: each claims seat 0, nothing else.
	for _, device := range []string{"evesdevice2", bea.Device()} {
		if _, err := eve.RequestMsgWithContext(ctx, claimOn(wire.Sync(made.Code, 0), device)); err != nil {
			t.Fatalf("Eve's catch-up on her own subject: %v", err)
		}
	}
	time.Sleep(300 * time.Millisecond)
	if bea.Elsewhere() {
		t.Fatal("Bea was told her seat is played elsewhere after Eve's claims")
	}
	ack, err := bea.Send(ctx, rules.MarshalMove(knister.Move{P: 1, Cell: [2]int{2, 2}}))
	if err != nil || ack.Error != "" {
		t.Fatalf("Bea's number after Eve's claims: %+v %v; want it played", ack, err)
	}
}
