package client_test

import (
	"slices"
	"strings"
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// After a game, its people ask for a rematch: the first to ask hosts a
// room of the same game whose seats are kept for the same people and
// bots; the others take their own seats there; the host starts it when
// all are ready, and the rematch is played with the old table's names.
// A rematch asked before the end is refused in words.
func TestARematchKeepsTheSeats(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "easy", "open"},
		Names: []string{"Ana", "Robo", "Bea"}, Takeover: "easy"})
	ana, bea := s.Dial(t, made.Seats[0], client.Options{}), s.Dial(t, made.Seats[1], client.Options{})
	_, _, err := client.Rematch(ctx, s.URL, made.Seats[0])
	refusedWith(t, "a rematch before the end", err, wire.CodeNotOver)
	onlinetest.PlayAll(t, []*client.Seat{ana, bea}, func(i int) client.Decide { return onlinetest.Knister(t, []int{0, 2}[i], "easy") })

	// Bea asks first: she hosts the rematch, at her own seat.
	beaCred, room, err := client.Rematch(ctx, s.URL, made.Seats[1])
	if err != nil {
		t.Fatal(err)
	}
	if beaCred.Seat != 2 || beaCred.Table == made.Code || room.Host != 2 || room.Seats[0].Taken || !room.Seats[1].Taken || room.Seats[1].Bot != "easy" {
		t.Fatalf("Bea's rematch: %+v in %+v", beaCred, room)
	}
	anaCred, room, err := client.Rematch(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	if anaCred.Seat != 0 || anaCred.Table != beaCred.Table || !room.Seats[0].Taken {
		t.Fatalf("Ana's rematch: %+v in %+v", anaCred, room)
	}
	host, err := client.Enter(ctx, s.URL, beaCred)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	guest, err := client.Enter(ctx, s.URL, anaCred)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if err := guest.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	waitRoom(t, host, func(r wire.Room) bool { return r.Seats[0].Ready })
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	again := s.Dial(t, anaCred, client.Options{})
	var names []string
	for _, p := range again.Table().Players {
		names = append(names, p.Name)
	}
	if !slices.Equal(names, []string{"Ana", "Robo", "Bea"}) || again.Table().Takeover != "easy" || again.Table().Players[1].Bot != "easy" {
		t.Fatalf("the rematch's table: %+v", again.Table())
	}
}

// The other people of a finished table hear of its rematch the moment
// someone asks (AwaitRematch), and one who arrives later hears it on
// arriving; a seat kept for a person says so until they take it, and
// asking is being ready: the host starts with no "I'm ready" from anyone.
func TestARematchIsAnnouncedAndAskingIsReady(t *testing.T) {
	s, made := finishedAnaRoboBea(t, wire.CreateRequest{})
	ctx := onlinetest.Context(t)

	heard, err := client.AwaitRematch(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer heard.Close()
	if r := heard.Room(); r.Code != "" {
		t.Fatalf("a rematch heard before anyone asked: %+v", r)
	}
	beaCred, _, err := client.Rematch(ctx, s.URL, made.Seats[1])
	if err != nil {
		t.Fatal(err)
	}
	asked := waitRoom(t, heard, func(r wire.Room) bool { return r.Code != "" })
	if asked.Code != beaCred.Table || asked.Of != made.Code || asked.Host != 2 || asked.Seats[asked.Host].Name != "Bea" ||
		!asked.Seats[0].Kept || asked.Seats[0].Taken || asked.Seats[0].Name != "Ana" || asked.Seats[1].Kept {
		t.Fatalf("what Ana heard of Bea's rematch: %+v", asked)
	}
	late, err := client.AwaitRematch(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer late.Close()
	if r := late.Room(); r.Code != beaCred.Table || r.Of != made.Code {
		t.Fatalf("a device arriving after Bea asked hears: %+v", r)
	}

	anaCred, room, err := client.Rematch(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	if !room.Seats[0].Taken || !room.Seats[0].Ready || room.Seats[0].Kept {
		t.Fatalf("Ana's seat once she asked: %+v", room.Seats[0])
	}
	host, err := client.Enter(ctx, s.URL, beaCred)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if err := host.Start(ctx); err != nil {
		t.Fatalf("the host could not start a rematch everyone asked for: %v", err)
	}
	if again := s.Dial(t, anaCred, client.Options{}); again.Table().Code != beaCred.Table {
		t.Fatalf("Ana's rematch table: %+v", again.Table())
	}
}

// TestNoThanksOpensTheKeptSeatAndTellsTheAsker: Bea asks for a rematch
// and waits in its room; Ana says No thanks (Decline): Bea's room hears
// at once that the seat kept for Ana is open and that Ana declined, so
// does a device of the finished table listening for the rematch; a
// guest joining by code then takes that seat; Ana asking after all is
// refused (the seat is taken), and declining twice changes nothing.
// Declining before anyone asked is refused in words.
func TestNoThanksOpensTheKeptSeatAndTellsTheAsker(t *testing.T) {
	s, made := finishedAnaRoboBea(t, wire.CreateRequest{})
	ctx := onlinetest.Context(t)
	if _, err := client.Decline(ctx, s.URL, made.Seats[0]); err == nil || !strings.Contains(err.Error(), "nobody has asked") {
		t.Fatalf("declining before anyone asked: %v", err)
	}

	beaCred, _, err := client.Rematch(ctx, s.URL, made.Seats[1])
	if err != nil {
		t.Fatal(err)
	}
	host, err := client.Enter(ctx, s.URL, beaCred)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	heard, err := client.AwaitRematch(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer heard.Close()
	room, err := client.Decline(ctx, s.URL, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	open := func(r wire.Room) bool {
		a := r.Seats[0]
		return !a.Kept && !a.Taken && a.Declined == "Ana" && a.Name != "Ana"
	}
	if !open(room) {
		t.Fatalf("Ana's seat once she declined: %+v", room.Seats[0])
	}
	waitRoom(t, host, open)
	waitRoom(t, heard, open)
	if again, err := client.Decline(ctx, s.URL, made.Seats[0]); err != nil || !open(again) {
		t.Fatalf("declining twice: %+v %v", again.Seats[0], err)
	}

	cy, err := client.Join(ctx, s.URL, beaCred.Table, "Cy")
	if err != nil || cy.Seat.Seat != 0 {
		t.Fatalf("a guest joining the rematch: %+v %v, want Ana's seat, open", cy, err)
	}
	_, _, err = client.Rematch(ctx, s.URL, made.Seats[0])
	refusedWith(t, "Ana asking once Cy took her seat", err, wire.CodeFull)
	if r := waitRoom(t, host, func(r wire.Room) bool { return r.Seats[0].Taken }); r.Seats[0].Name != "Cy" {
		t.Fatalf("the seat Ana declined: %+v", r.Seats[0])
	}
}

// finishedAnaRoboBea plays a Knister table of Ana, Robo (an easy bot) and
// Bea, made with req's other choices, to its end.
func finishedAnaRoboBea(t *testing.T, req wire.CreateRequest) (*onlinetest.Server, wire.CreateReply) {
	t.Helper()
	s := onlinetest.Start(t, authority.Instant{})
	req.Game, req.Seats, req.Names = knister.GameName, []string{"open", "easy", "open"}, []string{"Ana", "Robo", "Bea"}
	made := s.Create(t, req)
	ana, bea := s.Dial(t, made.Seats[0], client.Options{}), s.Dial(t, made.Seats[1], client.Options{})
	onlinetest.PlayAll(t, []*client.Seat{ana, bea}, func(i int) client.Decide { return onlinetest.Knister(t, []int{0, 2}[i], "easy") })
	return s, made
}
