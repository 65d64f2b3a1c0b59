package door

import (
	"testing"

	"github.com/nats-io/nats.go"

	"cifra/online/wire"
)

func TestFromReadsWhatNATSStamped(t *testing.T) {
	stamped := func(info string) *nats.Msg {
		m := nats.NewMsg("cifra.tables.create")
		m.Header.Set("Nats-Request-Info", info)
		return m
	}
	for _, c := range []struct {
		name string
		msg  *nats.Msg
		ok   bool
		want Sender
	}{
		{"the server's own", nats.NewMsg("x"), true, Sender{Own: true}},
		{"a player", stamped(`{"acc":"PLAYERS","user":"guest-abcdefgh","id":7,"host":"203.0.113.9","server":"n1","kind":"Client"}`), true,
			Sender{User: "guest-abcdefgh", Conn: "n1/7", Host: "203.0.113.9"}},
		{"a player over IPv6", stamped(`{"acc":"PLAYERS","user":"guest-abcdefgh","id":8,"host":"2001:db8:1:2:3:4:5:6","server":"n1","kind":"Client"}`), true,
			Sender{User: "guest-abcdefgh", Conn: "n1/8", Host: "2001:db8:1:2::/64"}},
		{"an answer sent on", stamped(`{"acc":"CIFRA","kind":"Account"}`), false, Sender{}},
		{"another account", stamped(`{"acc":"$G","user":"x","id":1,"kind":"Client"}`), false, Sender{}},
		{"no user", stamped(`{"acc":"PLAYERS","id":1,"kind":"Client"}`), false, Sender{}},
		{"garbage", stamped(`{`), false, Sender{}},
	} {
		got, ok := From(c.msg)
		if ok != c.ok || got != c.want {
			t.Errorf("%s: From = %+v, %v; want %+v, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

func TestAnswerGoesOnlyWhereNATSMapsIt(t *testing.T) {
	m := nats.NewMsg("cifra.tables.join")
	m.Header.Set("Nats-Request-Info", `{"acc":"PLAYERS","user":"guest-abcdefgh","id":7,"kind":"Client"}`)
	m.Reply = "$JS.API.STREAM.PURGE." + wire.LogStream
	if err := Answer(m, struct{}{}); err != ErrNotAnInbox {
		t.Fatalf("an answer to %s: %v, want ErrNotAnInbox", m.Reply, err)
	}
	m.Reply = ""
	if err := Answer(m, struct{}{}); err != nil {
		t.Fatalf("a message without a reply: %v", err)
	}
}
