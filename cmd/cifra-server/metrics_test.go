package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/rulestest"
)

// scrape reads GET /metrics at base (http://host:port): each sample's
// value by its name and labels as the text format writes them
// (`cifra_moves_total`, `cifra_tables_refused_total{reason="server-full"}`).
func scrape(t testing.TB, base string) map[string]float64 {
	t.Helper()
	res, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics: %s, %s", res.Status, res.Header.Get("Content-Type"))
	}
	samples := map[string]float64{}
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			t.Fatalf("a sample that is no number: %q", line)
		}
		samples[line[:i]] = v
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return samples
}

// TestMetricsCountWhatTheTablesDo: a server with -health serves
// /metrics; a table created and played to its end, one seat catching up
// again, moves the counters by what happened; started again on the same
// data directory, the server takes back its table in play and counts
// the hand-over.
func TestMetricsCountWhatTheTablesDo(t *testing.T) {
	games = append(games, rulestest.CoinFlip)
	defer func() { games = games[:len(games)-1] }()
	args := []string{"-name", "m1", "-addr", "127.0.0.1:0", "-ws", "", "-data", t.TempDir(), "-health", "127.0.0.1:0"}
	urls, stop := serve(t, args...)
	before := scrape(t, urls.http)
	for _, name := range []string{"cifra_tables_hosted", "cifra_tables_open", "cifra_seat_connections", "cifra_tables_created_total",
		"cifra_moves_total", "cifra_move_ack_seconds_count", "cifra_seat_reconnects_total", "cifra_handovers_total",
		"cifra_leases_lost_total", "cifra_tables_abandoned_total", "cifra_messages_limited_total", "go_goroutines", "process_resident_memory_bytes"} {
		if v, ok := before[name]; !ok || (strings.HasPrefix(name, "cifra_") && v != 0) {
			t.Errorf("before any table, %s is %v (there: %v); want 0", name, v, ok)
		}
	}

	coin := wire.CreateRequest{Game: rulestest.CoinFlipName, Seats: []string{"open", "open"}}
	played, going := create(t, urls.client, coin), create(t, urls.client, coin)
	ctx := onlinetest.Context(t)
	seats := make([]*client.Seat, 2)
	for i := range seats {
		var err error
		if seats[i], err = client.Dial(ctx, urls.client, played.Seats[i], client.Options{}); err != nil {
			t.Fatal(err)
		}
		defer seats[i].Close()
	}
	if err := seats[1].Sync(ctx); err != nil { // a catch-up after the first: a reconnection
		t.Fatal(err)
	}
	onlinetest.PlayAll(t, seats, onlinetest.Coin)
	moves := rulestest.CoinFlipRounds * 2
	after := scrape(t, urls.http)
	for name, want := range map[string]float64{
		"cifra_tables_created_total":   2,
		"cifra_tables_hosted":          2,
		"cifra_moves_total":            float64(moves),
		"cifra_move_ack_seconds_count": float64(moves),
		"cifra_seat_reconnects_total":  1,
		"cifra_seat_connections":       2,
		"cifra_handovers_total":        0,
	} {
		if got := after[name]; got != want {
			t.Errorf("after a game of %d moves, %s is %v, want %v", moves, name, got, want)
		}
	}
	if after["cifra_move_ack_seconds_sum"] <= 0 {
		t.Errorf("the acks took %v s in all", after["cifra_move_ack_seconds_sum"])
	}

	// Started again under the same name, the server takes its table in
	// play back at once: a hand-over, rebuilt from the log.
	stop()
	urls, _ = serve(t, args...)
	again := scrape(t, urls.http)
	if again["cifra_handovers_total"] != 1 || again["cifra_handover_rebuild_seconds_count"] != 1 || again["cifra_tables_hosted"] != 1 {
		t.Errorf("after the restart: %v hand-overs, %v rebuilds timed, %v tables hosted; want 1, 1, 1 (%s)", again["cifra_handovers_total"],
			again["cifra_handover_rebuild_seconds_count"], again["cifra_tables_hosted"], going.Code)
	}
}

// TestAnAbandonedTableIsClosedAndExported: with -idle, a table where
// nobody moved for that long (on a clock the test moves) is closed, and
// counted; with the server stopped, export prints its record, cut short
// where play stopped, which the rules replay.
func TestAnAbandonedTableIsClosedAndExported(t *testing.T) {
	games = append(games, rulestest.CoinFlip)
	manual := onlinetest.NewManual(time.Now())
	clock = manual
	defer func() { games, clock = games[:len(games)-1], nil }()
	dir := t.TempDir()
	urls, stop := serve(t, "-addr", "127.0.0.1:0", "-ws", "", "-data", dir, "-health", "127.0.0.1:0", "-lease", "1s", "-idle", "1h")
	table := create(t, urls.client, wire.CreateRequest{Game: rulestest.CoinFlipName, Seats: []string{"open", "open"}})
	ctx := onlinetest.Context(t)
	ana, err := client.Dial(ctx, urls.client, table.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	if ack, err := ana.Send(ctx, json.RawMessage(`{"p":0,"call":"tails"}`)); err != nil || ack.Error != "" {
		t.Fatalf("ana's move: %+v %v", ack, err)
	}
	manual.Advance(2 * time.Hour)
	// The lease loop (every third of -lease) closes it.
	for deadline := time.Now().Add(30 * time.Second); scrape(t, urls.http)["cifra_tables_abandoned_total"] != 1; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the idle table was not closed within 30 s")
		}
	}
	stop()

	var out strings.Builder
	if err := run(context.Background(), []string{"export", "-data", dir, table.Code}, &out, &out, nil); err != nil {
		t.Fatalf("export: %v\n%s", err, out.String())
	}
	rec, err := rules.DecodeRecord([]byte(out.String()))
	if err != nil {
		t.Fatalf("the export is not a record: %v\n%s", err, out.String())
	}
	p, err := rules.ReplayRecord(rulestest.CoinFlip, rec, nil)
	if err != nil || p.Finished() || len(rec.Moves) != 1 || string(rec.Moves[0]) != `{"p":0,"call":"tails"}` {
		t.Fatalf("the abandoned table's record: %d moves %s, finished %v, %v", len(rec.Moves), rec.Moves, p != nil && p.Finished(), err)
	}
}
