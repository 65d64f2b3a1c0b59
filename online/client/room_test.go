package client_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/fair"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// refusedWith fails the test unless err is a refusal with code.
func refusedWith(t *testing.T, what string, err error, code string) {
	t.Helper()
	var r *client.Refused
	if !errors.As(err, &r) || r.Code != code {
		t.Fatalf("%s: %v; want a refusal coded %q", what, err, code)
	}
	if r.Words == "" {
		t.Fatalf("%s: a refusal without words", what)
	}
}

// waitRoom waits until r's room satisfies ok.
func waitRoom(t *testing.T, r *client.Room, ok func(wire.Room) bool) wire.Room {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	room, err := r.Await(ctx, ok)
	if err != nil {
		t.Fatalf("%v: %+v", err, room)
	}
	return room
}

func TestARoomSeatsPeopleByCodeAndStartsWhenTheHostSays(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open", "easy"},
		Names: []string{"Ana", "", "Robo"}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	if made.Room == nil || made.Room.Host != 0 || len(made.Seats) != 1 || made.Seats[0].Seat != 0 {
		t.Fatalf("the room made: %+v", made)
	}
	host, err := client.Enter(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()

	bea, err := client.Join(ctx, s.URL, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	if bea.Seat.Seat != 1 || bea.Seat.Table != made.Code || bea.Room.Seats[1].Name != "Bea" {
		t.Fatalf("Bea's seat: %+v", bea)
	}
	_, err = client.Join(ctx, s.URL, made.Code, "Cy")
	refusedWith(t, "a join at a full room", err, wire.CodeFull)
	_, err = client.Join(ctx, s.URL, "ZZZZZZ", "Cy")
	refusedWith(t, "a join by an unknown code", err, wire.CodeUnknown)
	_, err = client.Join(ctx, s.URL, "not a code", "Cy")
	refusedWith(t, "a join by a malformed code", err, wire.CodeUnknown)

	// The host sees Bea come in; the host cannot start before she is
	// ready, and she cannot start at all.
	waitRoom(t, host, func(r wire.Room) bool { return r.Seats[1].Taken && r.Seats[1].Name == "Bea" })
	refusedWith(t, "a start before everyone is ready", host.Start(ctx), wire.CodeNotReady)
	beaRoom, err := client.Enter(ctx, s.URL, bea.Seat)
	if err != nil {
		t.Fatal(err)
	}
	defer beaRoom.Close()
	if err := beaRoom.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	refusedWith(t, "a start by a guest", beaRoom.Start(ctx), wire.CodeNotHost)
	waitRoom(t, host, func(r wire.Room) bool { return r.Seats[1].Ready })
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	waitRoom(t, beaRoom, func(r wire.Room) bool { return r.Started })
	_, err = client.Join(ctx, s.URL, made.Code, "Cy")
	refusedWith(t, "a join after the start", err, wire.CodeStarted)

	// The table plays with the names and credentials of the room.
	seats := []*client.Seat{s.Dial(t, host.Credential(), client.Options{}), s.Dial(t, beaRoom.Credential(), client.Options{})}
	var names []string
	for _, p := range seats[0].Table().Players {
		names = append(names, p.Name)
	}
	if !slices.Equal(names, []string{"Ana", "Bea", "Robo"}) || seats[0].Table().Players[2].Bot != "easy" {
		t.Fatalf("the table's players: %+v", seats[0].Table().Players)
	}
	var wg sync.WaitGroup
	ends := make([]*wire.End, 2)
	for i, seat := range seats {
		wg.Go(func() {
			end, err := seat.Play(ctx, onlinetest.Knister(t, i, "easy"), nil)
			if err != nil {
				t.Error(err)
			}
			ends[i] = end
		})
	}
	wg.Wait()
	if ends[0] == nil || fair.Check(knister.Rules, seats[0].Table(), ends[0]) != nil {
		t.Fatalf("the game did not end fairly: %+v", ends[0])
	}
	_, err = client.Join(ctx, s.URL, made.Code, "Cy")
	refusedWith(t, "a join after the end", err, wire.CodeFinished)
}

// A server that knows its browser page gives every room the link that
// joins it; one that does not gives none.
func TestARoomCarriesItsJoiningLink(t *testing.T) {
	s := onlinetest.StartWith(t, authority.Instant{}, func(c *lobby.Config) { c.Web = "http://192.0.2.2:8080/" })
	ctx := onlinetest.Context(t)
	made, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := "http://192.0.2.2:8080/?join=" + made.Code; made.Room.Link != want {
		t.Fatalf("the room made links to %q, want %q", made.Room.Link, want)
	}
	joined, err := client.Join(ctx, s.URL, made.Code, "Bea")
	if err != nil || joined.Room.Link != made.Room.Link {
		t.Fatalf("the room joined links to %q (%v)", joined.Room.Link, err)
	}
	plain := onlinetest.Start(t, authority.Instant{})
	if made, err := client.Create(ctx, plain.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open"}, Wait: true}); err != nil || made.Room.Link != "" {
		t.Fatalf("a server without a page links to %q (%v)", made.Room.Link, err)
	}
}

func TestLeavingARoom(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	host, err := client.Enter(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	bea, err := client.Join(ctx, s.URL, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	beaRoom, err := client.Enter(ctx, s.URL, bea.Seat)
	if err != nil {
		t.Fatal(err)
	}
	if err := beaRoom.Leave(ctx); err != nil {
		t.Fatal(err)
	}
	room := waitRoom(t, host, func(r wire.Room) bool { return !r.Seats[1].Taken })
	if room.Seats[1].Name != "Player 2" {
		t.Fatalf("the seat given up is still named %q", room.Seats[1].Name)
	}
	// Her token is no longer a seat.
	if _, err := client.Enter(ctx, s.URL, bea.Seat); err == nil {
		t.Fatal("a seat given up still lets its token in")
	}
	cy, err := client.Join(ctx, s.URL, made.Code, "Cy")
	if err != nil || cy.Seat.Seat != 1 {
		t.Fatalf("the seat given up is not free again: %+v %v", cy, err)
	}
	if err := host.Leave(ctx); err != nil {
		t.Fatal(err)
	}
	_, err = client.Join(ctx, s.URL, made.Code, "Dee")
	refusedWith(t, "a join at a room its host closed", err, wire.CodeClosed)
}

func TestRoomRequestsAreChecked(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	_, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"easy", "hard"}, Wait: true})
	var r *client.Refused
	if !errors.As(err, &r) {
		t.Fatalf("a room of bots alone: %v", err)
	}
	// A client of another version is told so, in words and by code.
	ask := func(subject string, req any) map[string]any {
		data, _ := json.Marshal(req)
		m, err := s.Guest(t).RequestWithContext(ctx, subject, data)
		if err != nil {
			t.Fatal(err)
		}
		var out map[string]any
		if err := json.Unmarshal(m.Data, &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	if got := ask(wire.CreateSubject, wire.CreateRequest{Version: wire.Version + 1, Game: knister.GameName, Seats: []string{"open"}}); got["why"] != wire.CodeVersion {
		t.Fatalf("a create from another version: %v", got)
	}
	if got := ask(wire.JoinSubject, wire.JoinRequest{Version: wire.Version + 1, Code: "ABCDEF"}); got["code"] != wire.CodeVersion {
		t.Fatalf("a join from another version: %v", got)
	}
	if got := ask(wire.JoinSubject, map[string]any{"version": wire.Version, "code": "ABCDEF", "seat": 3}); got["error"] == "" || got["error"] == nil {
		t.Fatalf("a join with a key it does not know: %v", got)
	}

	// A seat cannot speak for another seat of its room.
	made, err := client.Create(ctx, s.URL, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	if err != nil {
		t.Fatal(err)
	}
	bea, err := client.Join(ctx, s.URL, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 1)
	nc, err := nats.Connect(s.URL, nats.Token(bea.Seat.Token), nats.CustomInboxPrefix(wire.Inbox(made.Code, 1)),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			select {
			case errs <- err:
			default:
			}
		}))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	start, _ := json.Marshal(wire.RoomSay{Start: true})
	if err := nc.Publish(wire.Say(made.Code, 0), start); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-errs:
		if !errors.Is(err, nats.ErrPermissionViolation) {
			t.Fatalf("speaking for the host: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the broker let a seat speak for another")
	}
	ctx2, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	host, err := client.Enter(ctx2, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if host.Room().Started {
		t.Fatal("the room started on another seat's word")
	}
}
