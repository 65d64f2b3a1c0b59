package authority_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

func TestBadMessagesAreRefusedInWordsAndLeaveTheTableAsItWas(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	ben := s.Dial(t, table.Seats[1], client.Options{})
	ctx := onlinetest.Context(t)
	for _, c := range []struct {
		name string
		from *client.Seat
		msg  string
		want string // in the refusal
	}{
		{"out of turn", ben, `{"p":1,"call":"heads"}`, "player 0's call"},
		{"another seat's move", ana, `{"p":1,"call":"heads"}`, `another seat's to send`},
		{"no seat", ana, `{"call":"heads"}`, `does not say whose it is (a number "p")`},
		{"the table's own move", ana, `{"aside":true}`, `"p"`},
		{"not JSON", ana, `heads, please`, "not JSON"},
		{"cut short", ana, `{"p":0,"call":"hea`, "not JSON"},
		{"not an object", ana, `[0,"heads"]`, "not an object"},
		{"unknown key", ana, `{"p":0,"call":"heads","bet":100}`, "bet"},
		{"repeated key", ana, `{"p":0,"call":"heads","call":"tails"}`, "call"},
		{"wrong type", ana, `{"p":"0","call":"heads"}`, `a number "p"`},
		{"bad value", ana, `{"p":0,"call":"edge"}`, "heads or tails"},
		{"UTF-16", ana, "\xff\xfe{\x00}\x00", "UTF-8"},
		{"oversize", ana, `{"p":0,"call":"heads","pad":"` + strings.Repeat("x", wire.MaxMessage) + `"}`, "at most 64 KB"},
		{"empty", ana, ``, "not JSON"},
	} {
		ack, err := c.from.Send(ctx, json.RawMessage(c.msg))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		t.Logf("%s: %s", c.name, ack.Error)
		if ack.Error == "" || !strings.Contains(ack.Error, c.want) || ack.Seq != 0 {
			t.Errorf("%s: answered %+v, want a refusal saying %q at move 0", c.name, ack, c.want)
		}
	}
	// A pass is not a move: nothing to play, nothing to refuse.
	if ack, err := ana.Send(ctx, json.RawMessage(`{"pass":true}`)); err != nil || ack.Error != "" || ack.Seq != 0 {
		t.Errorf("a pass: %+v, %v", ack, err)
	}
	// Sent without a reply subject, the refusal comes on the seat's own
	// subject.
	if err := ana.Conn().Publish(wire.In(table.Code, 0), []byte(`{"p":1,"call":"tails"}`)); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(10 * time.Second)
	for !strings.Contains(ana.Refusal(), "another seat's") {
		select {
		case <-ana.Changed():
		case <-deadline:
			t.Fatalf("no refusal on the seat's own subject (last: %q)", ana.Refusal())
		}
	}
	if got := s.Lobby.Authority(table.Code).Seq(); got != 0 || len(ana.Updates()) != 0 {
		t.Fatalf("after refusals the table has played %d moves", got)
	}
	playAll(t, []*client.Seat{ana, ben}, []client.Decide{onlinetest.Coin(0), onlinetest.Coin(1)})
	rec := checkFinished(t, s, onlinetest.Games[3], []*client.Seat{ana, ben})
	if ack, _ := ana.Send(ctx, json.RawMessage(`{"p":0,"call":"heads"}`)); !strings.Contains(ack.Error, "over") || ack.Seq != len(rec.Moves) {
		t.Fatalf("a move after the end: %+v", ack)
	}
}

func TestTablesAreRefusedInWords(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	for _, c := range []struct {
		req  wire.CreateRequest
		want string
	}{
		{wire.CreateRequest{Game: "chess", Seats: []string{"open"}}, `no game "chess"`},
		{wire.CreateRequest{Game: "knister"}, "needs seats"},
		{wire.CreateRequest{Game: "knister", Seats: []string{"open", "wizard"}}, `"wizard" is neither "open" nor a bot level`},
		{wire.CreateRequest{Game: "knister", Seats: []string{"open"}, Names: []string{"A", "B"}}, "2 names for 1 seats"},
		{wire.CreateRequest{Game: "knister", Seats: []string{"open"}, Names: []string{"\u202eevil"}}, "name"},
		{wire.CreateRequest{Game: "kakuzu", Seats: []string{"open"}}, "cannot be played so"},
		{wire.CreateRequest{Game: "kakuzu", Seats: []string{"open", "open"}, Options: json.RawMessage(`{"variant":"chaos"}`)}, "chaos"},
		{wire.CreateRequest{Game: "knister", Seats: []string{"open"}, Buzzer: wire.BuzzArrival}, "only Kakuro's tables race"},
		{wire.CreateRequest{Game: "kakuro", Seats: []string{"open"}, Buzzer: "loudest"}, `not "loudest"`},
	} {
		reply := s.TryCreate(t, c.req)
		if reply.Code != "" || !strings.Contains(reply.Error, c.want) {
			t.Errorf("%+v: %+v, want a refusal saying %q", c.req, reply, c.want)
		}
	}
	m, err := s.Guest(t).Request(wire.CreateSubject, []byte(`{"game":"knister","seats":["open"],"seed":7}`), 10*time.Second)
	if err != nil || !strings.Contains(string(m.Data), "seed") || !strings.Contains(string(m.Data), `"error"`) {
		t.Fatalf("a request naming its own seed: %v", err)
	}
}
