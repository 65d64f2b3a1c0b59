package rtt

import (
	"context"
	"strings"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/onlinetest"
)

func TestSummarizeCountsAndRanks(t *testing.T) {
	var ds []time.Duration
	for i := 200; i >= 1; i-- { // out of order: Summarize sorts
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	s := Summarize(ds)
	if s.N != 200 || s.P50 != 100*time.Millisecond || s.P99 != 198*time.Millisecond || s.Max != 200*time.Millisecond {
		t.Fatalf("Summarize of 1..200 ms = %+v, want n=200 p50=100ms p99=198ms max=200ms", s)
	}
	if ds[0] != 200*time.Millisecond {
		t.Fatal("Summarize sorted its argument in place")
	}
	if s := Summarize([]time.Duration{7}); s.N != 1 || s.P50 != 7 || s.P99 != 7 || s.Max != 7 {
		t.Fatalf("Summarize of one = %+v", s)
	}
	if s := Summarize(nil); s != (Stats{}) || s.String() != "none timed" {
		t.Fatalf("Summarize of none = %+v (%s)", s, s)
	}
}

func TestRunRefusesWhatItCannotTime(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		url string
		cfg Config
		say string
	}{
		{"ws://127.0.0.1:1", Config{Moves: 0}, "not 0"},
		{"ws://127.0.0.1:1", Config{Moves: -3}, "not -3"},
		{"ws://127.0.0.1:1", Config{Moves: MaxMoves + 1}, "1 to"},
		{"ws://127.0.0.1:1", Config{Moves: 5, Bare: -2}, "not -2"},
		{"", Config{Moves: 5}, "no server"},
	} {
		if _, err := Run(ctx, c.url, c.cfg); err == nil || !strings.Contains(err.Error(), c.say) {
			t.Errorf("Run(%q, %+v) = %v, want an error saying %q", c.url, c.cfg, err, c.say)
		}
	}
}

// TestRunTimesEveryMove plays 30 moves (two tables: 25 and 5), then a
// whole game's 25 and 3 without catch-ups or pings, over the in-process
// server's WebSocket listener, as the clients connect, and checks that
// each move, catch-up and ping was timed once. No time is asserted.
func TestRunTimesEveryMove(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ws := s.Broker.WebSocketURL()
	if ws == "" {
		t.Fatal("the test server has no WebSocket listener")
	}
	r, err := Run(onlinetest.Context(t), ws, Config{Moves: 30, Bare: 7})
	if err != nil {
		t.Fatal(err)
	}
	if r.Ack.N != 30 || r.Update.N != 30 || r.Tables != 2 || r.Sync.N != 7 || r.Ping.N != 7 {
		t.Fatalf("timed %d acks, %d updates at %d tables, %d catch-ups and %d pings; want 30, 30, 2, 7, 7", r.Ack.N, r.Update.N, r.Tables, r.Sync.N, r.Ping.N)
	}
	for _, st := range []Stats{r.Ack, r.Update, r.Sync, r.Ping} {
		if st.P50 <= 0 || st.P50 > st.P99 || st.P99 > st.Max {
			t.Errorf("figures out of order: %s", st)
		}
	}
	lines := r.Lines()
	if len(lines) != 5 || !strings.Contains(lines[4], "30 moves at 2 ") {
		t.Errorf("Lines() = %q", lines)
	}
	t.Log(strings.Join(lines, "\n"))

	whole, err := Run(onlinetest.Context(t), ws, Config{Moves: 25, Bare: 2})
	if err != nil {
		t.Fatal(err)
	}
	if whole.Ack.N != 25 || whole.Update.N != 25 || whole.Tables != 1 || whole.Sync.N != 2 || whole.Ping.N != 2 {
		t.Fatalf("a whole game: %d acks, %d updates at %d tables, %d catch-ups, %d pings; want 25, 25, 1, 2, 2",
			whole.Ack.N, whole.Update.N, whole.Tables, whole.Sync.N, whole.Ping.N)
	}

	none, err := Run(onlinetest.Context(t), ws, Config{Moves: 3, Bare: -1})
	if err != nil {
		t.Fatal(err)
	}
	if none.Ack.N != 3 || none.Sync.N != 0 || none.Ping.N != 0 {
		t.Fatalf("with Bare -1: %d acks, %d catch-ups, %d pings; want 3, 0, 0", none.Ack.N, none.Sync.N, none.Ping.N)
	}
}
