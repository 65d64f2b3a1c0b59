package attacker

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/client"
	"cifra/online/fair"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// TestAnswersAimedElsewhereReachNothing: an attacker with a guest's
// connection and a seat at a table of its own makes the server answer —
// a pass, a catch-up, a join, a watch, a bad request for a table — on
// reply subjects it names: JetStream's API (purge and delete the tables'
// stream, delete a message of it), the buckets (a table's lease, a
// waiting room, the open tables, the seats), a victim table's log and the
// subjects its seats hear and send on. The victim table plays on to its
// end as if nothing happened, its seats see exactly its moves, the
// waiting room still seats a friend, and once the server is stopped the
// victim's record exports whole.
func TestAnswersAimedElsewhereReachNothing(t *testing.T) {
	s := start(t)
	host := guest(t, s)
	victim := create(t, host, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}})
	room := create(t, host, wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	mine := create(t, guest(t, s), wire.CreateRequest{Game: knister.GameName, Seats: []string{"open"}})
	code := victim.Code

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	seats := make([]*client.Seat, 2)
	for i := range seats {
		var err error
		if seats[i], err = client.Dial(ctx, s.url, victim.Seats[i], client.Options{}); err != nil {
			t.Fatal(err)
		}
		defer seats[i].Close()
	}
	// A second connection of seat 0's counts what lands on the table's
	// broadcast: the table's own messages carry its mark, anything else
	// is a stranger's answer that a client drops (transport.Told).
	var mu sync.Mutex
	marked, unmarked := 0, 0
	watcher := seatConn(t, s, victim.Seats[0])
	if _, err := watcher.Subscribe(wire.Out(code), func(m *nats.Msg) {
		mu.Lock()
		defer mu.Unlock()
		if m.Header.Get(wire.SentHeader) == m.Subject {
			marked++
		} else {
			unmarked++
		}
	}); err != nil {
		t.Fatal(err)
	}
	_ = watcher.Flush()

	play := func(stop func(int) bool) []*wire.End {
		ends := make([]*wire.End, len(seats))
		errs := make([]error, len(seats))
		var wg sync.WaitGroup
		for i, seat := range seats {
			wg.Go(func() { ends[i], errs[i] = seat.Play(ctx, onlinetest.Knister(t, i, "easy"), stop) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("victim seat %d: %v", i, err)
			}
		}
		return ends
	}
	play(func(moves int) bool { return moves >= 5 })
	before := len(seats[0].Updates())

	targets := []string{
		"$JS.API.STREAM.PURGE." + wire.LogStream,
		"$JS.API.STREAM.DELETE." + wire.LogStream,
		"$JS.API.STREAM.MSG.DELETE." + wire.LogStream,
		"$JS.API.STREAM.UPDATE." + wire.LogStream,
		wire.Log(code),
		"$KV.CIFRA_LEASES." + code,
		"$KV.CIFRA_ROOMS." + room.Code,
		"$KV.CIFRA_OPEN." + code,
		"$KV.CIFRA_SEATS.0123456789abcdef",
		wire.Out(code), wire.To(code, 0), wire.StateSubject(code), wire.Ping(code, 1),
		wire.RoomSubject(room.Code),
		wire.In(code, 0), wire.Sync(code, 1), wire.Pong(code, 0), wire.Say(room.Code, 0),
	}
	attacker := seatConn(t, s, mine.Seats[0])
	for _, target := range targets {
		send := func(nc *nats.Conn, subject string, v any) {
			data, _ := json.Marshal(v)
			if err := nc.PublishRequest(subject, target, data); err != nil {
				t.Fatalf("%s with reply %s: %v", subject, target, err)
			}
		}
		send(attacker, wire.In(mine.Code, 0), wire.Pass{Pass: true})
		send(attacker, wire.Sync(mine.Code, 0), wire.SyncRequest{})
		g := guest(t, s) // a guest a target: none is refused for its rate
		send(g, wire.JoinSubject, wire.JoinRequest{Version: wire.Version, Code: code, Name: "Eve"})
		send(g, wire.WatchSubject, wire.WatchRequest{Version: wire.Version, Code: code})
		send(g, wire.CreateSubject, json.RawMessage(`{"game":"knister","seats":[]}`))
		if err := g.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	if err := attacker.Flush(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond) // the answers, wherever they went, are out

	ends := play(nil)
	end := ends[0]
	if end == nil || ends[1] == nil {
		t.Fatal("the victim's game did not end")
	}
	if err := fair.Check(knister.Rules, seats[0].Table(), end); err != nil {
		t.Fatal(err)
	}
	n := len(end.Record.Moves)
	for i, seat := range seats {
		ups := seat.Updates()
		if len(ups) != n {
			t.Fatalf("victim seat %d saw %d moves; the table played %d", i, len(ups), n)
		}
		for j, u := range ups {
			if u.Seq != j+1 || string(u.Move) != string(end.Record.Moves[j]) {
				t.Fatalf("victim seat %d's move %d is %d %s; the record's is %s", i, j+1, u.Seq, u.Move, end.Record.Moves[j])
			}
		}
	}
	mu.Lock()
	t.Logf("%d moves before the attack, %d in all; on the table's broadcast: %d marked, %d strangers' answers (dropped by clients)", before, n, marked, unmarked)
	if marked < n-before {
		t.Errorf("the second connection heard %d of the table's own messages, want at least %d", marked, n-before)
	}
	mu.Unlock()

	// The waiting room still seats a friend.
	var joined wire.JoinReply
	ask(t, guest(t, s), wire.JoinSubject, wire.JoinRequest{Version: wire.Version, Code: room.Code, Name: "Bea"}, &joined)
	if joined.Error != "" || joined.Seat.Seat != 1 || joined.Room.Seats[1].Name != "Bea" {
		t.Fatalf("a friend joining the waiting room: %+v", joined)
	}

	rec := s.export(t, code)
	if rec.Seed != end.Seed || len(rec.Moves) != n {
		t.Fatalf("the export has seed %d and %d moves; the table ended with seed %d and %d moves", rec.Seed, len(rec.Moves), end.Seed, n)
	}
	p, err := rules.ReplayRecord(knister.Rules, rec, nil)
	if err != nil || !p.Finished() || fmt.Sprint(p.Scores()) != fmt.Sprint(end.Scores) {
		t.Fatalf("the export replays to %v (finished %v, %v); the table ended with %v", p.Scores(), p.Finished(), err, end.Scores)
	}
}
