package broker_test

import (
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// violations connects with opts and collects the asynchronous errors the
// broker sends the connection.
func violations(t *testing.T, url string, opts ...nats.Option) (*nats.Conn, chan error) {
	t.Helper()
	errs := make(chan error, 16)
	opts = append(opts, nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { errs <- err }))
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc, errs
}

func wantViolation(t *testing.T, errs chan error, subject string) {
	t.Helper()
	select {
	case err := <-errs:
		if !strings.Contains(err.Error(), "Permissions Violation") || !strings.Contains(err.Error(), subject) {
			t.Fatalf("the broker said %v, want a permissions violation for %s", err, subject)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the broker let the connection use %s", subject)
	}
}

func TestTheBrokerRefusesASeatActingAsAnother(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	code := table.Code
	ana, errs := violations(t, s.URL, nats.Token(table.Seats[0].Token), nats.CustomInboxPrefix(wire.Inbox(code, 0)))

	// Ben's subject, with a move that would be legal for him.
	if err := ana.Publish(wire.In(code, 1), []byte(`{"p":1,"call":"heads"}`)); err != nil {
		t.Fatal(err)
	}
	wantViolation(t, errs, wire.In(code, 1))
	// Forging the table's broadcast, reading Ben's view, another table.
	_ = ana.Publish(wire.Out(code), []byte(`{"seq":1}`))
	wantViolation(t, errs, wire.Out(code))
	if _, err := ana.Subscribe(wire.To(code, 1), func(*nats.Msg) {}); err != nil {
		t.Fatal(err)
	}
	wantViolation(t, errs, wire.To(code, 1))
	if _, err := ana.Subscribe("_INBOX.>", func(*nats.Msg) {}); err != nil {
		t.Fatal(err)
	}
	wantViolation(t, errs, "_INBOX.>")
	_ = ana.Publish(wire.In("ZZZZZZ", 0), []byte(`{}`))
	wantViolation(t, errs, wire.In("ZZZZZZ", 0))
	// Her own subject still works, and the table played nothing.
	m, err := ana.Request(wire.In(code, 0), []byte(`{"p":0,"call":"tails"}`), 10*time.Second)
	if err != nil || !strings.Contains(string(m.Data), `"seq":1`) || strings.Contains(string(m.Data), "error") {
		t.Fatalf("Ana's own move: %s, %v", msgData(m), err)
	}
	if got := s.Lobby.Authority(code).Seq(); got != 1 {
		t.Fatalf("the table played %d moves, want Ana's alone", got)
	}
}

func TestTheBrokerLetsInOnlyKnownUsers(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	for name, opt := range map[string]nats.Option{
		"no credentials":  nats.Name("nobody"),
		"unknown token":   nats.Token("0123456789abcdef0123456789abcdef"),
		"a bad guest id":  nats.UserInfo(wire.Guest+"x", ""),
		"a plain user":    nats.UserInfo("admin", "admin"),
		"guest with pass": nats.UserInfo(wire.Guest+"abcdefgh12", "pw"),
	} {
		if nc, err := nats.Connect(s.URL, opt, nats.NoReconnect()); err == nil {
			nc.Close()
			t.Errorf("%s: let in", name)
		} else if !strings.Contains(strings.ToLower(err.Error()), "authorization") {
			t.Errorf("%s: %v, want an authorization violation", name, err)
		}
	}
	// A guest may ask for a table and nothing else.
	guest, errs := violations(t, s.URL, nats.UserInfo(wire.Guest+"abcdefgh12", ""), nats.CustomInboxPrefix(wire.GuestInbox("abcdefgh12")))
	_ = guest.Publish(wire.In("ABCDEF", 0), []byte(`{}`))
	wantViolation(t, errs, wire.In("ABCDEF", 0))
	if _, err := guest.Request(wire.CreateSubject, []byte(`{"game":"coinflip","seats":["open"]}`), 10*time.Second); err != nil {
		t.Fatalf("a guest asking for a table: %v", err)
	}
}

func TestTheBrokerListensOnWebSocket(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	url := s.Broker.WebSocketURL()
	if !strings.HasPrefix(url, "ws://127.0.0.1:") {
		t.Fatalf("WebSocket URL %q", url)
	}
	nc, err := nats.Connect(url, nats.UserInfo(wire.Guest+"wsguest01", ""), nats.CustomInboxPrefix(wire.GuestInbox("wsguest01")))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	m, err := nc.Request(wire.CreateSubject, []byte(`{"game":"knister","seats":["open","easy"]}`), 10*time.Second)
	if err != nil || !strings.Contains(string(m.Data), `"token"`) {
		t.Fatalf("a table asked for over WebSocket: %s, %v", msgData(m), err)
	}
}

func msgData(m *nats.Msg) string {
	if m == nil {
		return "(none)"
	}
	return string(m.Data)
}
