package attacker

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"cifra/online/client"
	"cifra/online/wire"
)

// TestNobodyBecomesAnotherPlayer: against the server process. Eve knows
// Ana's device key (it is public: NATS stamps it on her requests) and
// tries to be her: connecting under it with her own signature, or with
// a signature of something else, is refused by the broker; so is a key
// beside a seat's token, which would make NATS stamp a key it never
// checked on a seat's requests. A guest may not ask for a player, nor
// send or read the daily challenge, at all.
// Eve's own device keeping Ana's seat with a made-up token keeps
// nothing; transfer codes Eve guesses name nothing, and the right one
// after as many misses as an address may make is refused too. Ana's
// list stays hers.
func TestNobodyBecomesAnotherPlayer(t *testing.T) {
	s := start(t, "-misses", "3")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ana, err := client.NewDevice(s.url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ana.Hello(ctx, "Ana"); err != nil {
		t.Fatal(err)
	}
	made, err := ana.Create(ctx, wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, wire.Open}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	eveKP, _ := nkeys.CreateUser()
	refused := func(what string, opts ...nats.Option) {
		t.Helper()
		nc, err := nats.Connect(s.url, append(opts, nats.NoReconnect())...)
		if err == nil {
			nc.Close()
			t.Fatalf("%s: let in", what)
		}
		if !strings.Contains(strings.ToLower(err.Error()), "authorization") {
			t.Fatalf("%s: %v, want an authorization violation", what, err)
		}
	}
	refused("Ana's key, signed by Eve", nats.Nkey(ana.Key, eveKP.Sign))
	refused("Ana's key, a signature of something else", nats.Nkey(ana.Key, func(nonce []byte) ([]byte, error) {
		return eveKP.Sign([]byte("anything"))
	}))
	refused("Ana's key beside a seat's token", nats.Token(made.Seats[0].Token), nats.Nkey(ana.Key, eveKP.Sign))

	g := guest(t, s)
	for _, subject := range []string{wire.MeSubject, wire.MeLinkSubject, wire.MeClaimSubject, wire.DailySendSubject, wire.DailyTableSubject} {
		if m, err := g.Request(subject, []byte(`{"version":1}`), 2*time.Second); err == nil {
			t.Fatalf("a guest asked %s and was answered %s", subject, m.Data)
		}
	}

	eve, err := client.NewDevice(s.url)
	if err != nil {
		t.Fatal(err)
	}
	forged := made.Seats[0]
	forged.Token = strings.Repeat("ab", 16)
	me, err := eve.Hello(ctx, "Eve", wire.MyTable{Credential: forged, Game: "knister"})
	if err != nil || len(me.Tables) != 0 || me.ID != eve.Key {
		t.Fatalf("Eve keeping Ana's seat with a made-up token: %+v, %v", me, err)
	}
	link, err := ana.Link(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, guess := range []string{"AAAAAAAA", "BBBBBBBB", "CCCCCCCC"} {
		if _, err := eve.Claim(ctx, guess); !refusedAs(err, wire.CodeNoLink) {
			t.Fatalf("a guessed code: %v", err)
		}
	}
	if _, err := eve.Claim(ctx, link.Code); !refusedAs(err, "too-many-misses") {
		t.Fatalf("the right code after three misses from Eve's address: %v", err)
	}
	if me, err := ana.Hello(ctx, ""); err != nil || me.Devices != 1 || len(me.Tables) != 1 || me.Tables[0].Credential != made.Seats[0] {
		t.Fatalf("Ana's player after Eve's tries: %+v, %v", me, err)
	}
}

// refusedAs reports whether err is the server's refusal with code.
func refusedAs(err error, code string) bool {
	var r *client.Refused
	return errors.As(err, &r) && r.Code == code
}
