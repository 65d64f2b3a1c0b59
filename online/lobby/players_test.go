package lobby_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// device makes a device's key for the server at url.
func device(t *testing.T, url string) client.Me {
	t.Helper()
	m, err := client.NewDevice(url)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// holds reports whether a player's tables have code's seat.
func holds(r wire.MeReply, code string, seat int) bool {
	return slices.ContainsFunc(r.Tables, func(t wire.MyTable) bool { return t.Table == code && t.Seat == seat })
}

// refusedWith fails unless err is a refusal with code why.
func refusedWith(t *testing.T, what string, err error, why string) {
	t.Helper()
	var r *client.Refused
	if !errors.As(err, &r) || r.Code != why {
		t.Fatalf("%s: %v, want a refusal %q", what, err, why)
	}
}

// A player's identity follows them to a second device: the tables the
// first device took are the player's, a transfer code made there and
// typed on the second makes it one of the player's devices, and the
// second plays the seat from there. The code works once; a wrong one is
// refused in words.
func TestAPlayersTablesFollowThemToANewDevice(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	phone := device(t, srv.URL)
	me, err := phone.Hello(ctx, "Ana")
	if err != nil || me.ID != phone.Key || me.Name != "Ana" || me.Devices != 1 || len(me.Tables) != 0 {
		t.Fatalf("a first hello: %+v, %v", me, err)
	}
	room, err := phone.Create(ctx, wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, wire.Open}, Names: []string{"Ana", ""}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	game, err := phone.Create(ctx, wire.CreateRequest{Game: "coinflip", Seats: []string{wire.Open}})
	if err != nil {
		t.Fatal(err)
	}
	me, err = phone.Hello(ctx, "")
	if err != nil || !holds(me, room.Code, 0) || !holds(me, game.Code, 0) || me.Tables[0].Table != game.Code || me.Name != "Ana" {
		t.Fatalf("after two tables the phone's player is %+v, %v", me, err)
	}
	if me.Tables[0].State != wire.TablePlaying || me.Tables[1].State != wire.TableWaiting {
		t.Fatalf("the tables' states: %+v", me.Tables)
	}

	link, err := phone.Link(ctx)
	if err != nil || wire.CheckLink(link.Code) != nil {
		t.Fatalf("a transfer code: %+v, %v", link, err)
	}
	laptop := device(t, srv.URL)
	got, err := laptop.Claim(ctx, link.Code[:4]+"-"+link.Code[4:]) // as a player may type it
	if err != nil || got.ID != me.ID || got.Name != "Ana" || got.Devices != 2 || !holds(got, room.Code, 0) || !holds(got, game.Code, 0) {
		t.Fatalf("the laptop claiming the code: %+v, %v", got, err)
	}
	// The laptop plays the seat with the credential its list hands it.
	i := slices.IndexFunc(got.Tables, func(t wire.MyTable) bool { return t.Table == game.Code })
	seat := srv.Dial(t, got.Tables[i].Credential, client.Options{})
	if end, err := seat.Play(ctx, onlinetest.Coin(0), nil); err != nil || end == nil {
		t.Fatalf("the laptop playing the phone's table: %v, %v", end, err)
	}
	// Once only; and a code never drawn names nothing.
	_, err = device(t, srv.URL).Claim(ctx, link.Code)
	refusedWith(t, "the code claimed again", err, wire.CodeNoLink)
	_, err = device(t, srv.URL).Claim(ctx, "ABCDEFGH")
	refusedWith(t, "a code never drawn", err, wire.CodeNoLink)
	// Both devices now see the same player; the game played out is over,
	// and listed after the room still waiting.
	deadline := time.Now().Add(10 * time.Second)
	for {
		again, err := phone.Hello(ctx, "")
		if err != nil || again.Devices != 2 || len(again.Tables) != len(got.Tables) {
			t.Fatalf("the phone's player after the move: %+v, %v", again, err)
		}
		if last := again.Tables[len(again.Tables)-1]; last.Table == game.Code && last.State == wire.TableOver && again.Tables[0].State == wire.TableWaiting {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the finished game is not listed over, and last: %+v", again.Tables)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A device keeps a seat it holds for its player only with the seat's
// real credential: a seat taken as a guest (before the device had a key)
// is kept; a made-up token, another table's code or a watcher's
// credential is not; and a seat given up leaves the list.
func TestADeviceKeepsOnlySeatsItHolds(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made := srv.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, wire.Open}, Wait: true})
	joined, err := client.Join(ctx, srv.URL, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	other := srv.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{wire.Open}})
	bea := device(t, srv.URL)
	forged := joined.Seat
	forged.Token = "0123456789abcdef0123456789abcdef"
	elsewhere := joined.Seat
	elsewhere.Table = other.Code
	me, err := bea.Hello(ctx, "Bea",
		wire.MyTable{Credential: joined.Seat, Game: "knister", Name: "Bea"},
		wire.MyTable{Credential: forged, Game: "knister"},
		wire.MyTable{Credential: elsewhere, Game: "coinflip"})
	if err != nil || len(me.Tables) != 1 || me.Tables[0].Credential != joined.Seat || me.Tables[0].Game != "knister" {
		t.Fatalf("the seats kept: %+v, %v", me.Tables, err)
	}
	room, err := client.Enter(ctx, srv.URL, joined.Seat)
	if err != nil {
		t.Fatal(err)
	}
	if err := room.Leave(ctx); err != nil {
		t.Fatal(err)
	}
	// The token ends just after the answer to Leave.
	deadline := time.Now().Add(10 * time.Second)
	for {
		me, err := bea.Hello(ctx, "")
		if err == nil && len(me.Tables) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after leaving the room the player holds %+v, %v", me.Tables, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The player services answer only a device that signed in with its key:
// a guest's connection may not even ask, and transfer codes guessed from
// one address are refused once it tried as many codes naming nothing as
// a code naming no table — the right code too.
func TestTransferCodesCannotBeGuessed(t *testing.T) {
	srv := onlinetest.StartWith(t, authority.Instant{}, func(c *lobby.Config) {
		c.Limits.Misses = authority.Limit{Rate: 0.0001, Burst: 3}
	})
	ctx := onlinetest.Context(t)
	errs := make(chan error, 4)
	guest, err := nats.Connect(srv.URL, nats.UserInfo(wire.Guest+"abcdefgh12", ""), nats.CustomInboxPrefix(wire.GuestInbox("abcdefgh12")),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { errs <- err }))
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if m, err := guest.Request(wire.MeSubject, []byte(`{"version":1}`), 2e9); err == nil {
		t.Fatalf("a guest asked who it is and was answered %s", m.Data)
	}
	ana := device(t, srv.URL)
	if _, err := ana.Hello(ctx, "Ana"); err != nil {
		t.Fatal(err)
	}
	link, err := ana.Link(ctx)
	if err != nil {
		t.Fatal(err)
	}
	eve := device(t, srv.URL)
	for _, guess := range []string{"AAAAAAAA", "BBBBBBBB", "CCCCCCCC"} {
		_, err := eve.Claim(ctx, guess)
		refusedWith(t, "a guessed code", err, wire.CodeNoLink)
	}
	_, err = eve.Claim(ctx, link.Code)
	refusedWith(t, "the right code after three misses", err, lobby.CodeTooManyMisses)
	if me, err := eve.Hello(ctx, ""); err != nil || me.ID == ana.Key {
		t.Fatalf("Eve's device became Ana's: %+v, %v", me, err)
	}
}

// A seat named again (a device keeping what it holds, without the game's
// name) keeps its place in the list and what was said of it.
func TestASeatKeptAgainKeepsWhatWasSaid(t *testing.T) {
	srv := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	ana := device(t, srv.URL)
	// Two tables that wait for nobody's turn: the list is newest first.
	first, err := ana.Create(ctx, wire.CreateRequest{Game: "coinflip", Seats: []string{wire.Open}, Names: []string{"Ana"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ana.Create(ctx, wire.CreateRequest{Game: "coinflip", Seats: []string{wire.Open}}); err != nil {
		t.Fatal(err)
	}
	me, err := ana.Hello(ctx, "", wire.MyTable{Credential: first.Seats[0]})
	if err != nil || len(me.Tables) != 2 || me.Tables[1].Table != first.Code || me.Tables[1].Game != "coinflip" {
		t.Fatalf("after keeping the first table again: %+v, %v", me.Tables, err)
	}
	if me.Name != "Ana" {
		t.Fatalf("the player is named %q, want the seat's name at their first table", me.Name)
	}
}
