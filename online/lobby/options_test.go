package lobby_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// A guest's new table carries its options and buzzer race into the room
// every seat reads, but only values the rules and the wire accept: an
// unknown option, one out of range, an unknown race and a race for a game
// that does not race are refused, and make no room.
func TestARoomsTermsAreOnlyWhatTheRulesAccept(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	create := func(game, options, buzzer string) (wire.CreateReply, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		req := wire.CreateRequest{Game: game, Seats: []string{wire.Open, wire.Open}, Wait: true, Buzzer: buzzer, Takeover: "normal"}
		if options != "" {
			req.Options = json.RawMessage(options)
		}
		return client.Create(ctx, srv.URL, req)
	}
	made, err := create("kakuro", `{ "hourglass": 120 }`, wire.BuzzArrival)
	if err != nil {
		t.Fatal(err)
	}
	if r := made.Room; r == nil || string(r.Options) != `{"hourglass":120}` || r.Buzzer != wire.BuzzArrival || r.Takeover != "normal" {
		t.Fatalf("the room says %+v", made.Room)
	}
	for _, c := range []struct{ game, options, buzzer string }{
		{"kakuro", `{"sand":1}`, ""},
		{"kakuro", `{"hourglass":999}`, ""},
		{"kakuro", `{"hourglass":"60"}`, ""},
		{"kakuro", `not json`, ""},
		{"kakuro", "", "fastest"},
		{"knister", "", wire.BuzzArrival},
		{"kakuzu", `{"variant":"blitz"}`, ""},
	} {
		if made, err := create(c.game, c.options, c.buzzer); err == nil {
			t.Errorf("%s with options %s and buzzer %q made room %s", c.game, c.options, c.buzzer, made.Code)
		}
	}
}
