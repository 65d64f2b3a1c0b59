package broker_test

import (
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// A watcher's token lets it hear its table and catch up, and nothing
// else: no move, no seat's view, ping or replies, no other table.
func TestTheBrokerLetsAWatcherOnlyWatch(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	code := table.Code
	reply, err := client.AskWatch(onlinetest.Context(t), s.URL, code)
	if err != nil {
		t.Fatal(err)
	}
	if reply.Watch.Seat != wire.Watcher || reply.Watch.Table != code || reply.Watch.Token == "" {
		t.Fatalf("the watch credential: %+v", reply.Watch)
	}
	w, errs := violations(t, s.URL, nats.Token(reply.Watch.Token), nats.CustomInboxPrefix(wire.WatchInbox(code)))

	// A move for either seat, on their subjects; a catch-up as a seat; a
	// pong; forging the table's broadcast.
	for _, subject := range []string{wire.In(code, 0), wire.In(code, 1), wire.Sync(code, 0), wire.Pong(code, 0), wire.Say(code, 0), wire.Out(code)} {
		_ = w.Publish(subject, []byte(`{"p":0,"call":"heads"}`))
		wantViolation(t, errs, subject)
	}
	// A seat's own messages, and every reply.
	for _, subject := range []string{wire.To(code, 0), wire.Ping(code, 1), wire.Inbox(code, 0) + ".>", "_INBOX.>", wire.Out("ZZZZZZ")} {
		if _, err := w.Subscribe(subject, func(*nats.Msg) {}); err != nil {
			t.Fatal(err)
		}
		wantViolation(t, errs, subject)
	}
	// It may catch up, and the table played nothing.
	m, err := w.Request(wire.WatchSync(code), []byte(`{"from":0}`), 10*time.Second)
	if err != nil || !strings.Contains(string(m.Data), `"commit"`) || strings.Contains(string(m.Data), `"error"`) {
		t.Fatalf("the watcher's catch-up: %s, %v", msgData(m), err)
	}
	if got := s.Lobby.Authority(code).Seq(); got != 0 {
		t.Fatalf("the table played %d moves", got)
	}
	// A seat's token is no watcher's: it cannot ask as one.
	ana, anaErrs := violations(t, s.URL, nats.Token(table.Seats[0].Token), nats.CustomInboxPrefix(wire.Inbox(code, 0)))
	_ = ana.Publish(wire.WatchSync(code), []byte(`{"from":0}`))
	wantViolation(t, anaErrs, wire.WatchSync(code))
}
