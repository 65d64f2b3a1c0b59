package authority_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
)

// TestAStaleAuthorityRefusesNothing: an authority whose table another
// has written to since (its host's lease ran out and another process
// took the table, say) must not refuse a move its own game has not caught
// up with — a refusal writes nothing, so nothing else would stop it. It
// finds itself out of date, stops, and answers nothing; the current
// authority answers.
func TestAStaleAuthorityRefusesNothing(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	s.Lobby.Authority(table.Code).Stop() // out of the way: the stale one is ours
	stale, err := authority.Start(ctx, authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer stale.Stop()
	ben := s.Dial(t, table.Seats[1], client.Options{})
	// Another writer plays ana's call: the authority's game is behind.
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	other, _, _, err := tablelog.Open(ctx, js, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`), ""); err != nil {
		t.Fatal(err)
	}
	// Ben's call is his to make now; the stale authority thinks it is
	// ana's turn.
	sendCtx, cancel := context.WithCancel(ctx)
	answered := make(chan error, 1)
	go func() {
		ack, err := ben.Send(sendCtx, json.RawMessage(`{"p":1,"call":"tails"}`))
		if err == nil {
			err = errors.New("answered " + ack.Error)
		}
		answered <- err
	}()
	select {
	case <-stale.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the stale authority did not stop within 10 s")
	}
	cancel()
	if err := <-answered; !errors.Is(err, context.Canceled) {
		t.Fatalf("ben's call: %v; want no answer from the stale authority", err)
	}
	if err := stale.Err(); !errors.Is(err, tablelog.ErrFenced) {
		t.Fatalf("the stale authority stopped with %v, want ErrFenced", err)
	}
	// A current authority, rebuilt from the log, plays Ben's call.
	fresh, err := authority.Start(ctx, authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Stop()
	if ack, err := ben.Send(ctx, json.RawMessage(`{"p":1,"call":"tails"}`)); err != nil || ack.Error != "" || ack.Seq != 2 {
		t.Fatalf("ben's call at the current authority: %+v %v", ack, err)
	}
}
