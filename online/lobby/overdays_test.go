package lobby_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

// overDays is the tables' clock per move in these tests.
const overDays = 6 * time.Hour

// tableOverDays has Ana's device make a table of game played over days,
// Bea's device join it and Ana start it: their seats.
func tableOverDays(t *testing.T, srv *onlinetest.Server, ana, bea client.Me, game string) (code string, seats [2]wire.Credential) {
	t.Helper()
	ctx := onlinetest.Context(t)
	room, err := ana.Create(ctx, wire.CreateRequest{Game: game, Seats: []string{wire.Open, wire.Open}, Names: []string{"Ana", ""},
		Wait: true, MoveClock: int(overDays / time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	joined, err := bea.Join(ctx, room.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	guest, err := client.Enter(ctx, srv.URL, joined.Seat)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	if err := guest.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	host, err := client.Enter(ctx, srv.URL, room.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	return room.Code, [2]wire.Credential{room.Seats[0], joined.Seat}
}

// turnAt waits until dev's list says of table code what ok wants, and
// returns that entry, its deadline on the server's clock: the device
// got it on its own (wire.MeReply.LocalDeadlines), and the test clock
// stands still while the test asks.
func turnAt(t *testing.T, dev client.Me, clock interface{ Now() time.Time }, code, what string, ok func(wire.MyTable) bool) wire.MyTable {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		me, err := dev.Hello(onlinetest.Context(t), "")
		if err != nil {
			t.Fatal(err)
		}
		if i := slices.IndexFunc(me.Tables, func(m wire.MyTable) bool { return m.Table == code }); i >= 0 {
			m := me.Tables[i]
			if m.DeadlineMs != 0 {
				m.DeadlineMs += clock.Now().UnixMilli() - me.NowMs
			}
			if ok(m) {
				return m
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: table %s never came so in %+v", what, code, me.Tables)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// yourTurn and theirs are what a list says of a table in play.
func yourTurn(deadline time.Time) func(wire.MyTable) bool {
	return func(m wire.MyTable) bool { return m.Turn && m.DeadlineMs == deadline.UnixMilli() }
}

// yourTurnOr is yourTurn(deadline), or other with that deadline.
func yourTurnOr(other func(wire.MyTable) bool, deadline time.Time) func(wire.MyTable) bool {
	return func(m wire.MyTable) bool {
		return m.DeadlineMs == deadline.UnixMilli() && (m.Turn || other(m))
	}
}

func theirs(names ...string) func(wire.MyTable) bool {
	return func(m wire.MyTable) bool { return !m.Turn && slices.Equal(m.Awaiting, names) }
}

// caughtUp is cred's seat, dialled and caught up with the table, for
// the caller to close.
func caughtUp(t *testing.T, srv *onlinetest.Server, cred wire.Credential) *client.Seat {
	t.Helper()
	seat := srv.Dial(t, cred, client.Options{})
	if err := seat.Sync(onlinetest.Context(t)); err != nil {
		seat.Close()
		t.Fatal(err)
	}
	return seat
}

// move has seat decide its next move and send it; the table's answer is
// checked.
func move(t *testing.T, srv *onlinetest.Server, cred wire.Credential, decide client.Decide) {
	t.Helper()
	seat := caughtUp(t, srv, cred)
	defer seat.Close()
	m, ok := decide(seat.View().View)
	if !ok {
		t.Fatalf("seat %d has no move to make", cred.Seat)
	}
	if ack, err := seat.Send(onlinetest.Context(t), m); err != nil || ack.Error != "" {
		t.Fatalf("seat %d's move %s: %+v %v", cred.Seat, m, ack, err)
	}
}

// lastUpdate is the table's last move as a seat catching up sees it.
func lastUpdate(t *testing.T, srv *onlinetest.Server, cred wire.Credential) wire.Update {
	t.Helper()
	seat := caughtUp(t, srv, cred)
	defer seat.Close()
	u := seat.Updates()
	if len(u) == 0 {
		t.Fatal("no move was played")
	}
	return u[len(u)-1]
}

// Two friends play a Knister and a Kakuzu table over days on a test
// clock: each device's list says whose move each table waits for and
// until when, the player's own turns first; a player who lets the clock
// run out has the rules' answer played for them (Kakuzu's timeout, a
// Knister roll written by the weakest bot), marked as such; and the
// server restarted between moves keeps each wait's deadline.
func TestTablesPlayedOverDays(t *testing.T) {
	start := time.Now().Truncate(time.Millisecond)
	clock := onlinetest.NewManual(start)
	srv := onlinetest.Start(t, clock)
	ctx := onlinetest.Context(t)
	ana, bea := device(t, srv.URL), device(t, srv.URL)
	for dev, name := range map[*client.Me]string{&ana: "Ana", &bea: "Bea"} {
		if _, err := dev.Hello(ctx, name); err != nil {
			t.Fatal(err)
		}
	}
	kn, knSeats := tableOverDays(t, srv, ana, bea, knister.GameName)
	kz, kzSeats := tableOverDays(t, srv, ana, bea, kakuzu.GameName)
	firstDeadline := start.Add(overDays)

	// Knister waits for both; Kakuzu for Ana, who lifts first.
	turnAt(t, ana, clock, kn, "Ana's Knister", yourTurn(firstDeadline))
	turnAt(t, ana, clock, kz, "Ana's Kakuzu", yourTurn(firstDeadline))
	turnAt(t, bea, clock, kn, "Bea's Knister", yourTurn(firstDeadline))
	got := turnAt(t, bea, clock, kz, "Bea's Kakuzu", theirs("Ana"))
	if got.DeadlineMs != firstDeadline.UnixMilli() || got.OverDays != int(overDays/time.Second) {
		t.Fatalf("Bea's Kakuzu entry: %+v", got)
	}
	if me, err := bea.Hello(ctx, ""); err != nil || me.Tables[0].Table != kn {
		t.Fatalf("Bea's list does not start with her turn: %+v %v", me.Tables, err)
	}

	// Two hours on, Ana writes the roll and lifts her stone.
	clock.Advance(2 * time.Hour)
	move(t, srv, knSeats[0], onlinetest.Knister(t, 0, "normal"))
	move(t, srv, kzSeats[0], onlinetest.Kakuzu(t, 0, "normal"))
	turnAt(t, ana, clock, kn, "Ana's Knister after her roll", theirs("Bea"))
	turnAt(t, bea, clock, kz, "Bea's Kakuzu after Ana's lift", yourTurn(start.Add(2*time.Hour+overDays)))

	// The server stops and starts again an hour later: the waits keep
	// their deadlines.
	clock.Advance(time.Hour)
	srv.Restart(t)
	turnAt(t, bea, clock, kn, "Bea's Knister after the restart", yourTurn(firstDeadline))
	turnAt(t, bea, clock, kz, "Bea's Kakuzu after the restart", yourTurn(start.Add(2*time.Hour+overDays)))

	// Bea lets the Knister roll's clock run out: the weakest bot writes
	// it for her, and the next roll waits for both again.
	clock.Advance(firstDeadline.Sub(clock.Now()))
	turnAt(t, ana, clock, kn, "Ana's Knister after Bea's time ran out", yourTurn(firstDeadline.Add(overDays)))
	if u := lastUpdate(t, srv, knSeats[0]); !u.TimeUp || !strings.HasPrefix(string(u.Move), `{"p":1,`) {
		t.Fatalf("the roll written for Bea: %+v", u)
	}

	// At Kakuzu the setup's lifts go to a bot too; once in play, a turn
	// whose time runs out passes as after a 0 (the rules' timeout).
	for turn := 0; ; turn++ {
		var v kakuzu.View
		seat := srv.Dial(t, kzSeats[0], client.Options{})
		if err := seat.Sync(ctx); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(seat.View().View, &v); err != nil {
			t.Fatal(err)
		}
		seat.Close()
		if v.Phase == kakuzu.PhasePlay && v.Turn == 1 {
			break
		}
		if turn > 20 {
			t.Fatal("the Kakuzu table never came to Bea's turn in play")
		}
		if v.Turn == 0 {
			move(t, srv, kzSeats[0], onlinetest.Kakuzu(t, 0, "normal"))
			continue
		}
		clock.Advance(overDays)
		if u := lastUpdate(t, srv, kzSeats[0]); !u.TimeUp || !strings.HasPrefix(string(u.Move), `{"p":1,"lift"`) {
			t.Fatalf("Bea's setup lift, played for her: %+v", u)
		}
	}
	clock.Advance(overDays)
	waitUpdate(t, srv, kzSeats[0], func(u wire.Update) bool { return u.TimeUp && string(u.Move) == `{"p":1,"timeout":true}` })
	// A new wait began with the timeout: Ana's turn, or Bea's again when
	// the bag gave Ana a 0 at once.
	turnAt(t, ana, clock, kz, "Ana's Kakuzu after Bea's timeout", yourTurnOr(theirs("Bea"), clock.Now().Add(overDays)))
}

// waitUpdate waits until a seat catching up sees ok in one of the
// table's moves.
func waitUpdate(t *testing.T, srv *onlinetest.Server, cred wire.Credential, ok func(wire.Update) bool) {
	t.Helper()
	seat := caughtUp(t, srv, cred)
	defer seat.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for ctx.Err() == nil {
		if err := seat.Sync(ctx); err != nil {
			t.Fatal(err)
		}
		if slices.ContainsFunc(seat.Updates(), ok) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no such move among %d", len(seat.Updates()))
}

// A table over days is refused in words for Kakuro (everyone hunts at
// once), for a clock outside an hour to three days, and with a takeover
// level (it waits for its players however long they are away).
func TestATableOverDaysIsAskedRightly(t *testing.T) {
	srv := onlinetest.Start(t, onlinetest.NewManual(time.Now()))
	for _, c := range []struct {
		req  wire.CreateRequest
		want string
	}{
		{wire.CreateRequest{Game: "kakuro", Seats: []string{wire.Open, wire.Open}, MoveClock: 7200}, "one sitting"},
		{wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, wire.Open}, MoveClock: 60}, "3600 to 259200"},
		{wire.CreateRequest{Game: "kakuzu", Seats: []string{wire.Open, wire.Open}, MoveClock: 4 * 24 * 3600}, "3600 to 259200"},
		{wire.CreateRequest{Game: "knister", Seats: []string{wire.Open, wire.Open}, MoveClock: 7200, Takeover: "easy"}, "takeover"},
	} {
		if got := srv.TryCreate(t, c.req); !strings.Contains(got.Error, c.want) {
			t.Errorf("%s with a clock of %d s: %q, want it refused with %q", c.req.Game, c.req.MoveClock, got.Error, c.want)
		}
	}
	// A Kakuzu table over days is a tournament whose turns last its clock.
	got := srv.Create(t, wire.CreateRequest{Game: "kakuzu", Seats: []string{wire.Open, "easy"}, Options: json.RawMessage(`{"variant":"same-digit"}`), MoveClock: 7200})
	rec := srv.Lobby.Authority(got.Code).Record()
	if string(rec.Options) != `{"variant":"same-digit","turnSeconds":7200}` {
		t.Errorf("the Kakuzu table's options: %s", rec.Options)
	}
}
