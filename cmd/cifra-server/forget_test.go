package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// TestAnOperatorForgetsAPlayer: with the server stopped, forget-player
// removes a player — their name, their devices, their list of tables —
// and the server started again knows the device as a newcomer; the
// table they sat at goes on. A wrong or unknown ID is refused in words.
func TestAnOperatorForgetsAPlayer(t *testing.T) {
	clock = authority.Instant{}
	defer func() { clock = nil }()
	dir := t.TempDir()
	url, _, stop := server(t, "-addr", "127.0.0.1:0", "-ws", "", "-data", dir)
	ctx := onlinetest.Context(t)
	ana, err := client.NewDevice(url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ana.Hello(ctx, "Ana"); err != nil {
		t.Fatal(err)
	}
	made, err := ana.Create(ctx, wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	stop()

	var out, errs bytes.Buffer
	if err := run(ctx, []string{"forget-player", "-data", dir, ana.Key}, &out, &errs, nil); err != nil || !strings.Contains(out.String(), "forgotten") {
		t.Fatalf("forget-player: %v\n%s%s", err, out.String(), errs.String())
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"forget-player", "-data", dir, ana.Key}, "no player"},
		{[]string{"forget-player", "-data", dir, "Ana"}, "key of their first device"},
		{[]string{"forget-player", "-data", filepath.Join(dir, "missing"), ana.Key}, "no data directory"},
		{[]string{"forget-player", "-data", dir}, "one player's ID"},
	} {
		if err := run(ctx, c.args, io.Discard, io.Discard, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error saying %q", c.args, err, c.want)
		}
	}

	url, _, stop = server(t, "-addr", "127.0.0.1:0", "-ws", "", "-data", dir)
	defer stop()
	ana.URL = url
	me, err := ana.Hello(ctx, "")
	if err != nil || me.Name != "" || len(me.Tables) != 0 {
		t.Fatalf("the forgotten player's device, back: %+v, %v", me, err)
	}
	seat, err := client.Dial(ctx, url, made.Seats[0], client.Options{})
	if err != nil {
		t.Fatalf("the table the player sat at: %v", err)
	}
	seat.Close()
}
