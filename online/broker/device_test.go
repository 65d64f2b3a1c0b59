package broker_test

import (
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// deviceKey makes a device's key pair, as an app does at first use.
func deviceKey(t *testing.T) (pub string, kp nkeys.KeyPair) {
	t.Helper()
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, err = kp.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	return pub, kp
}

// A device that signs the server's nonce with its key is let in as its
// player, with a guest's requests and its own inbox; one that names a
// key it does not hold — a signature by another key, a signature of
// something else, none, a key of another kind — is not let in.
func TestADeviceIsLetInByItsKeysSignatureAlone(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	pub, kp := deviceKey(t)
	_, other := deviceKey(t)
	account, err := nkeys.CreateAccount()
	if err != nil {
		t.Fatal(err)
	}
	accountPub, _ := account.PublicKey()
	for name, opt := range map[string]nats.Option{
		"signed by another key": nats.Nkey(pub, other.Sign),
		"a signature of another nonce": nats.Nkey(pub, func(nonce []byte) ([]byte, error) {
			return kp.Sign(append([]byte("x"), nonce...))
		}),
		"no signature":             nats.Nkey(pub, func([]byte) ([]byte, error) { return nil, nil }),
		"an account's key":         nats.Nkey(accountPub, account.Sign),
		"a key with a bad check":   nats.Nkey(pub[:len(pub)-1]+flip(pub[len(pub)-1]), kp.Sign),
		"a key and a guest's name": nats.UserInfo(wire.Guest+"abcdefgh12", ""),
	} {
		opts := []nats.Option{opt, nats.NoReconnect()}
		if name == "a key and a guest's name" {
			opts = append(opts, nats.Nkey(pub, kp.Sign))
		}
		if nc, err := nats.Connect(s.URL, opts...); err == nil {
			nc.Close()
			t.Errorf("%s: let in", name)
		} else if !strings.Contains(strings.ToLower(err.Error()), "authorization") {
			t.Errorf("%s: %v, want an authorization violation", name, err)
		}
	}

	me, errs := violations(t, s.URL, nats.Nkey(pub, kp.Sign), nats.CustomInboxPrefix(wire.PlayerInbox(pub)))
	if _, err := me.Request(wire.CreateSubject, []byte(`{"game":"coinflip","seats":["open"]}`), 10*time.Second); err != nil {
		t.Fatalf("a device asking for a table: %v", err)
	}
	_ = me.Publish(wire.In("ABCDEF", 0), []byte(`{}`))
	wantViolation(t, errs, wire.In("ABCDEF", 0))
	otherPub, _ := other.PublicKey()
	if _, err := me.Subscribe(wire.PlayerInbox(otherPub)+".>", func(*nats.Msg) {}); err != nil {
		t.Fatal(err)
	}
	wantViolation(t, errs, wire.PlayerInbox(otherPub))

	// Over WebSocket, as a browser connects.
	ws, err := nats.Connect(s.Broker.WebSocketURL(), nats.Nkey(pub, kp.Sign), nats.CustomInboxPrefix(wire.PlayerInbox(pub)))
	if err != nil {
		t.Fatalf("a device over WebSocket: %v", err)
	}
	ws.Close()
}

// flip is another base32 character than c.
func flip(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}
