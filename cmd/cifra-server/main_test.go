package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/fair"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
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
	urls, stop := serve(t, args...)
	return urls.client, urls.ws, stop
}

// serve runs the command with args until stop is called, and says where
// it is reached.
func serve(t *testing.T, args ...string) (urls endpoints, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan endpoints, 1)
	done := make(chan error, 1)
	go func() { done <- run(ctx, args, io.Discard, io.Discard, func(u endpoints) { ready <- u }) }()
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
		return urls, stop
	case err := <-done:
		cancel()
		t.Fatalf("the server stopped: %v", err)
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatal("the server did not start within 30 s")
	}
	return endpoints{}, nil
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
	if err := fair.Check(rulestest.CoinFlip, seats[0].Table(), ends[0]); err != nil {
		t.Fatal(err)
	}
	if got := string(ends[0].Record.Moves[0]); got != `{"p":0,"call":"tails"}` {
		t.Fatalf("the first move after the restart is %s", got)
	}
}

// create asks the server at url for a table, as a new guest (each with
// a quota of its own, -guest-tables).
func create(t testing.TB, url string, req wire.CreateRequest) wire.CreateReply {
	t.Helper()
	id := "guest" + client.NewMoveID()[:12]
	guest, err := nats.Connect(url, nats.UserInfo(wire.Guest+id, ""), nats.CustomInboxPrefix(wire.GuestInbox(id)))
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	data, _ := json.Marshal(req)
	m, err := guest.Request(wire.CreateSubject, data, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var table wire.CreateReply
	if err := json.Unmarshal(m.Data, &table); err != nil || table.Error != "" {
		t.Fatalf("no table: %s %v", m.Data, err)
	}
	return table
}

// TestAFinishedTableExportsARecordTheRefereeReplays: a Kakuro table (a
// person who declares every sum impossible, two bots) is played to the
// end; with the server stopped, export prints its record, which both
// rules.ReplayRecord and the referee binary replay to the table's final
// scores — the side entries of the log (declarations, races, the end)
// stay out of it.
func TestAFinishedTableExportsARecordTheRefereeReplays(t *testing.T) {
	clock = authority.Instant{}
	defer func() { clock = nil }()
	referee := filepath.Join(t.TempDir(), "referee")
	if out, err := exec.Command("go", "build", "-o", referee, "cifra/cmd/referee").CombinedOutput(); err != nil {
		t.Fatalf("building the referee: %v\n%s", err, out)
	}
	dir := t.TempDir()
	url, _, stop := server(t, "-addr", "127.0.0.1:0", "-ws", "", "-data", dir)
	table := create(t, url, wire.CreateRequest{Game: "kakuro", Seats: []string{"open", "normal", "easy"}})
	waiting := create(t, url, wire.CreateRequest{Game: "kakuro", Seats: []string{"open", "open"}})
	ctx := onlinetest.Context(t)
	seat, err := client.Dial(ctx, url, table.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pass := func(raw json.RawMessage) (json.RawMessage, bool) {
		var v kakuro.View
		if err := json.Unmarshal(raw, &v); err != nil || v.Finished || v.Locked[0] {
			return nil, false
		}
		return json.RawMessage(`{"pass":true}`), true
	}
	end, err := seat.Play(ctx, pass, nil)
	seat.Close()
	if err != nil || end == nil {
		t.Fatalf("the game did not end: %v", err)
	}
	stop()

	var out, errs bytes.Buffer
	if err := run(ctx, []string{"export", "-data", dir, table.Code}, &out, &errs, nil); err != nil {
		t.Fatalf("export: %v\n%s", err, errs.String())
	}
	rec, err := rules.DecodeRecord(out.Bytes())
	if err != nil {
		t.Fatalf("the export is not a record: %v\n%s", err, out.String())
	}
	if rec.Seed != end.Seed || len(rec.Moves) != len(end.Record.Moves) {
		t.Fatalf("the export has seed %d and %d moves; the table ended with seed %d and %d moves", rec.Seed, len(rec.Moves), end.Seed, len(end.Record.Moves))
	}
	p, err := rules.ReplayRecord(kakuro.Rules, rec, nil)
	if err != nil || !p.Finished() || fmt.Sprint(p.Scores()) != fmt.Sprint(end.Scores) {
		t.Fatalf("the export replays to %v (finished %v, %v); the table ended with %v", p.Scores(), p.Finished(), err, end.Scores)
	}
	cmd := exec.Command(referee, "replay", "-")
	cmd.Stdin = bytes.NewReader(out.Bytes())
	summaryJSON, err := cmd.Output()
	if err != nil {
		t.Fatalf("referee replay: %v\n%s", err, summaryJSON)
	}
	var summary struct {
		Finished bool  `json:"finished"`
		Scores   []int `json:"scores"`
	}
	if err := json.Unmarshal(summaryJSON, &summary); err != nil || !summary.Finished || fmt.Sprint(summary.Scores) != fmt.Sprint(end.Scores) {
		t.Fatalf("the referee says %s (%v); the table ended with %v", summaryJSON, err, end.Scores)
	}
	t.Logf("%s: %d moves, scores %v, replayed by the referee", table.Code, len(rec.Moves), summary.Scores)

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "-data", dir, waiting.Code}, "still being played"},
		{[]string{"export", "-data", dir, "ABCDEF"}, "no table with this code"},
		{[]string{"export", "-data", dir, "abc"}, "a table code has"},
		{[]string{"export", "-data", filepath.Join(dir, "missing"), table.Code}, "no data directory"},
		{[]string{"export", "-data", dir}, "one table code"},
	} {
		err := run(ctx, c.args, io.Discard, io.Discard, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error saying %q", c.args, err, c.want)
		}
	}
}
