package authority_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

// watch dials a watcher of table code, capturing what it receives.
func watch(t *testing.T, s *onlinetest.Server, code string, c *captured) *client.Seat {
	t.Helper()
	w, err := client.Watch(onlinetest.Context(t), s.URL, code, client.Options{Capture: c.add})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Close)
	if w.Seat() != wire.Watcher {
		t.Fatalf("a watcher sits at seat %d", w.Seat())
	}
	return w
}

// waitEnd waits until w has seen the game's end.
func waitEnd(t *testing.T, w *client.Seat) *wire.End {
	t.Helper()
	deadline := time.After(time.Minute)
	for w.End() == nil {
		select {
		case <-w.Changed():
		case <-deadline:
			t.Fatalf("the watcher never saw the end: %d moves", len(w.Updates()))
		}
	}
	return w.End()
}

// checkWatched holds what a watcher got to what a watcher may get: the
// same moves as the seats, a view that is the game's public one at its
// move (what the table's opening and moves make of seat -1's view), and
// only the messages a watcher is sent, strictly read.
func checkWatched(t *testing.T, r rules.Rules, w *client.Seat, seat *client.Seat, c *captured, secrets []string) {
	t.Helper()
	if a, b := jsonOf(w.Updates()), jsonOf(seat.Updates()); a != b {
		t.Fatal("the watcher saw other moves than the seats")
	}
	if err := w.Sync(onlinetest.Context(t)); err != nil {
		t.Fatal(err)
	}
	view := w.View()
	if view.Seq != len(w.Updates()) {
		t.Fatalf("the watcher's view is of move %d of %d", view.Seq, len(w.Updates()))
	}
	f, err := client.Follow(r, w.Table(), w.Updates())
	if err != nil {
		t.Fatalf("the watcher cannot follow its table: %v", err)
	}
	if got, want := jsonOf(f.View(wire.Watcher)), string(view.View); got != want {
		t.Fatalf("the watcher, following the table, sees\n%s\nwhere the table showed it\n%s", got, want)
	}
	for _, m := range beforeEnd(t, c) {
		for _, secret := range secrets {
			if strings.Contains(string(m.data), secret) {
				t.Fatalf("the watcher got the secret %s before the end: %s", secret, m.data)
			}
		}
		switch {
		case strings.HasSuffix(m.subject, ".state"):
			var st wire.TableState
			if err := rules.DecodeStrict(m.data, &st); err != nil {
				t.Fatalf("a state on %s does not read strictly: %v", m.subject, err)
			}
		case strings.Contains(m.subject, ".to.") || strings.Contains(m.subject, ".ping."):
			t.Fatalf("the watcher got a seat's message on %s", m.subject)
		case strings.HasPrefix(m.subject, "_INBOX.") && !strings.HasPrefix(m.subject, wire.WatchInbox(w.Table().Code)+"."):
			t.Fatalf("the watcher got a reply on %s, not its own inbox", m.subject)
		default:
			if _, _, cu := readStrictly(t, m); cu != nil {
				// A catch-up's view is the public one at its move.
				f, err := client.Follow(r, cu.Table, w.Updates()[:cu.View.Seq])
				if err != nil {
					t.Fatal(err)
				}
				if got := jsonOf(f.View(wire.Watcher)); got != string(cu.View.View) {
					t.Fatalf("a catch-up at move %d shows the watcher\n%s\nnot the public view\n%s", cu.View.Seq, cu.View.View, got)
				}
			}
		}
	}
}

// A watcher who comes in after a few moves follows a Knister game to its
// end: it sees every move the seats see, the public view, nothing of the
// dice to come; and the finished table may still be watched, to its end.
func TestAWatcherFollowsAGameToTheEnd(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Ben"}})
	seats := []*client.Seat{s.Dial(t, table.Seats[0], client.Options{}), s.Dial(t, table.Seats[1], client.Options{})}
	decide := []client.Decide{onlinetest.Knister(t, 0, "hard"), onlinetest.Knister(t, 1, "easy")}
	// A few moves before the watcher comes.
	ctx := onlinetest.Context(t)
	errs := make([]error, len(seats))
	var wg sync.WaitGroup
	for i, seat := range seats {
		wg.Go(func() { _, errs[i] = seat.Play(ctx, decide[i], func(moves int) bool { return moves == 2 }) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	var got captured
	w := watch(t, s, table.Code, &got)
	if n := len(w.Updates()); n < 4 {
		t.Fatalf("the watcher caught up to %d moves, want 4 or more", n)
	}
	if w.Table().Players[1].Name != "Ben" || w.Table().Commit == "" {
		t.Fatalf("the watcher's table: %+v", w.Table())
	}
	if _, err := w.Send(ctx, rules.MarshalMove(knister.Move{P: 0, Cell: [2]int{0, 0}})); err == nil {
		t.Fatal("a watcher sent a move")
	}
	ends := playAll(t, seats, decide)
	end := waitEnd(t, w)
	if jsonOf(end) != jsonOf(ends[0]) {
		t.Fatal("the watcher saw another end than the seats")
	}
	checkFinished(t, s, knister.Rules, seats)
	checkWatched(t, knister.Rules, w, seats[0], &got, secrets(end))

	// The finished table may still be watched, to its end.
	reply, err := client.AskWatch(ctx, s.URL, table.Code)
	if err != nil || !reply.Finished || reply.Game != knister.GameName || reply.Room != nil {
		t.Fatalf("watching the finished table: %+v, %v", reply, err)
	}
	late := watch(t, s, table.Code, &captured{})
	if late.End() == nil || jsonOf(late.Updates()) != jsonOf(seats[0].Updates()) {
		t.Fatal("a watcher of the finished table did not catch up to its end")
	}
}

// At Kakuzu, where the sheet under the stones is the table's secret, a
// watcher following a whole game never learns a digit before its stone
// is lifted.
func TestAWatcherLearnsNothingHidden(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "kakuzu", Seats: []string{"open", "normal"}})
	var got captured
	w := watch(t, s, table.Code, &got)
	seat := s.Dial(t, table.Seats[0], client.Options{})
	ends := playAll(t, []*client.Seat{seat}, []client.Decide{onlinetest.Kakuzu(t, 0, "hard")})
	waitEnd(t, w)
	rec := checkFinished(t, s, kakuzu.Rules, []*client.Seat{seat})
	done, err := rules.ReplayRecord(kakuzu.Rules, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	var setup struct {
		Sheet []string `json:"sheet"`
	}
	if err := json.Unmarshal(done.Record(nil).Setup, &setup); err != nil || len(setup.Sheet) != kakuzu.Size {
		t.Fatalf("the finished record has no sheet (%v)", err)
	}
	checkWatched(t, kakuzu.Rules, w, seat, &got, append(secrets(ends[0]), setup.Sheet...))
	// Every public view the watcher got shows only lifted stones' digits.
	for _, m := range beforeEnd(t, &got) {
		if strings.HasSuffix(m.subject, ".state") {
			continue
		}
		_, _, cu := readStrictly(t, m)
		if cu == nil {
			continue
		}
		var kv kakuzu.View
		if err := json.Unmarshal(cu.View.View, &kv); err != nil {
			t.Fatal(err)
		}
		for r, row := range kv.Tray {
			for c, cell := range row {
				if cell.Digit != 0 && cell.Holder == kakuzu.Covered {
					t.Fatalf("a watcher's view at move %d shows digit %d under a stone at (%d,%d)", cu.View.Seq, cell.Digit, r, c)
				}
			}
		}
	}
}
