package main

import (
	"context"
	"encoding/json"
	"io"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/rulestest"
)

// TestServerStaysEngineFree: the server runs where there is no display,
// so nothing it imports may pull in Ebitengine or the app.
func TestServerStaysEngineFree(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "cifra/cmd/cifra-server").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range []string{"github.com/hajimehoshi/ebiten", "cifra/scenes", "cifra/sprites", "cifra/audio"} {
			if strings.HasPrefix(dep, banned) {
				t.Errorf("cifra-server depends on %s", dep)
			}
		}
	}
}

// server runs the command with args until stop is called.
func server(t *testing.T, args ...string) (clientURL, wsURL string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan [2]string, 1)
	done := make(chan error, 1)
	go func() { done <- run(ctx, args, io.Discard, func(c, w string) { ready <- [2]string{c, w} }) }()
	select {
	case urls := <-ready:
		var once sync.Once
		stop = func() {
			once.Do(func() {
				cancel()
				if err := <-done; err != nil {
					t.Error(err)
				}
			})
		}
		t.Cleanup(stop)
		return urls[0], urls[1], stop
	case err := <-done:
		cancel()
		t.Fatalf("the server stopped: %v", err)
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatal("the server did not start within 30 s")
	}
	return "", "", nil
}

// TestATableOutlivesTheServer: a table made and half played on one run
// of the server is finished over WebSocket on the next, from the same data
// directory, with the same seats' credentials.
func TestATableOutlivesTheServer(t *testing.T) {
	games = append(games, rulestest.CoinFlip)
	defer func() { games = games[:len(games)-1] }()
	dir := t.TempDir()
	args := []string{"-addr", "127.0.0.1:0", "-ws", "127.0.0.1:0", "-data", dir}
	url, ws, stop := server(t, args...)
	if !strings.HasPrefix(ws, "ws://127.0.0.1:") {
		t.Fatalf("WebSocket URL %q", ws)
	}
	guest, err := nats.Connect(url, nats.UserInfo(wire.Guest+"cmdtest01", ""), nats.CustomInboxPrefix(wire.GuestInbox("cmdtest01")))
	if err != nil {
		t.Fatal(err)
	}
	req, _ := json.Marshal(wire.CreateRequest{Game: rulestest.CoinFlipName, Seats: []string{"open", "open"}})
	m, err := guest.Request(wire.CreateSubject, req, 10*time.Second)
	guest.Close()
	if err != nil {
		t.Fatal(err)
	}
	var table wire.CreateReply
	if err := json.Unmarshal(m.Data, &table); err != nil || table.Error != "" {
		t.Fatalf("no table: %s %v", m.Data, err)
	}
	ctx := onlinetest.Context(t)
	ana, err := client.Dial(ctx, url, table.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ack, err := ana.Send(ctx, json.RawMessage(`{"p":0,"call":"tails"}`)); err != nil || ack.Error != "" {
		t.Fatalf("Ana's move: %+v %v", ack, err)
	}
	ana.Close()
	stop()

	_, ws, _ = server(t, args...)
	seats := make([]*client.Seat, 2)
	for i := range seats {
		if seats[i], err = client.Dial(ctx, ws, table.Seats[i], client.Options{}); err != nil {
			t.Fatalf("seat %d after the restart: %v", i, err)
		}
		defer seats[i].Close()
	}
	if n := len(seats[1].Updates()); n != 1 {
		t.Fatalf("after the restart Ben catches up on %d moves, want 1", n)
	}
	var wg sync.WaitGroup
	ends := make([]*wire.End, 2)
	for i := range seats {
		wg.Go(func() {
			var err error
			if ends[i], err = seats[i].Play(ctx, onlinetest.Coin(i), nil); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if ends[0] == nil {
		t.Fatal("no end")
	}
	if err := client.Check(rulestest.CoinFlip, seats[0].Table(), ends[0]); err != nil {
		t.Fatal(err)
	}
	if got := string(ends[0].Record.Moves[0]); got != `{"p":0,"call":"tails"}` {
		t.Fatalf("the first move after the restart is %s", got)
	}
}
