package attacker

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// TestASeatGivenUpKeepsNoConnection: Bea joins a waiting room, keeps a
// second connection open with her token, and leaves. That connection is
// closed by the server (half a second on, for the answer to reach it); Cy takes the seat, and Bea's old token
// can neither rename it, nor play its moves, nor read its view — a new
// connection with it is not let in.
func TestASeatGivenUpKeepsNoConnection(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	made := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	hostRoom, err := client.Enter(ctx, s.url, made.Seats[0])
	if err != nil {
		t.Fatal(err)
	}
	defer hostRoom.Close()
	bea, err := client.Join(ctx, s.url, made.Code, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	kept := seatConn(t, s, bea.Seat, nats.NoReconnect(), nats.ClosedHandler(func(*nats.Conn) { close(closed) }))
	views := make(chan *nats.Msg, 16)
	if _, err := kept.ChanSubscribe(wire.To(made.Code, 1), views); err != nil {
		t.Fatal(err)
	}
	if err := kept.Flush(); err != nil {
		t.Fatal(err)
	}
	beaRoom, err := client.Enter(ctx, s.url, bea.Seat)
	if err != nil {
		t.Fatal(err)
	}
	if err := beaRoom.Leave(ctx); err != nil {
		t.Fatalf("Bea leaving: %v", err)
	}
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the connection Bea kept open is still open 10 s after she left")
	}
	if err := kept.Publish(wire.Say(made.Code, 1), []byte(`{"name":"Eve"}`)); err == nil {
		t.Fatal("the connection Bea kept still sends")
	}

	cy, err := client.Join(ctx, s.url, made.Code, "Cy")
	if err != nil || cy.Seat.Seat != 1 {
		t.Fatalf("Cy joining the seat Bea gave up: %+v %v", cy, err)
	}
	if _, err := nats.Connect(s.url, nats.Token(bea.Seat.Token)); err == nil || !strings.Contains(err.Error(), "uthorization") {
		t.Fatalf("a new connection with Bea's old token: %v, want it refused", err)
	}
	cyRoom, err := client.Enter(ctx, s.url, cy.Seat)
	if err != nil {
		t.Fatal(err)
	}
	defer cyRoom.Close()
	if err := cyRoom.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := hostRoom.Start(ctx); err != nil {
		t.Fatalf("the host starting with Cy: %v", err)
	}
	if r := cyRoom.Room(); r.Seats[1].Name != "Cy" {
		t.Fatalf("the seat Cy took is named %q", r.Seats[1].Name)
	}
	select {
	case m := <-views:
		t.Fatalf("Bea's old connection read seat 1's view: %s", m.Data)
	default:
	}
}

// TestARematchEndsTheSeatItMoved: at a finished table, Ana asks for a
// rematch over her seat's connection; she is answered with her seat at
// the rematch's room, and then that connection — her token at the
// finished table — is closed: the seat moved.
func TestARematchEndsTheSeatItMoved(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	table := create(t, guest(t, s), wire.CreateRequest{Game: knister.GameName, Seats: []string{"open"}})
	seat, err := client.Dial(ctx, s.url, table.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if end, err := seat.Play(ctx, onlinetest.Knister(t, 0, "easy"), nil); err != nil || end == nil {
		t.Fatalf("the game did not end: %v", err)
	}
	seat.Close()
	closed := make(chan struct{})
	kept := seatConn(t, s, table.Seats[0], nats.NoReconnect(), nats.ClosedHandler(func(*nats.Conn) { close(closed) }))
	var again wire.RoomReply
	ask(t, kept, wire.Say(table.Code, 0), wire.RoomSay{Rematch: true}, &again)
	if again.Error != "" || again.Seat == nil {
		t.Fatalf("asking for a rematch: %+v", again)
	}
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the finished table's seat connection is still open 10 s after its seat moved to the rematch")
	}
	room, err := client.Enter(ctx, s.url, *again.Seat)
	if err != nil {
		t.Fatalf("the rematch's seat: %v", err)
	}
	room.Close()
}

// TestAClosedSeatIsAwayAtOnceAndNobodyCanSaySo: against the server
// process, Ben closing his app is told to Ana as away within seconds
// (the broker hears his connection close), not after 15 s of silence;
// and no player can say that of another: Ana's seat connection and a
// guest publishing the broker's word (wire.GoneSubject) of Ben are
// refused by the broker, and Ben stays here.
func TestAClosedSeatIsAwayAtOnceAndNobodyCanSaySo(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	made := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"}, Takeover: "easy"})
	ana, err := client.Dial(ctx, s.url, made.Seats[0], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	ben, err := client.Dial(ctx, s.url, made.Seats[1], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	benState := func() string {
		st, _ := ana.State()
		if len(st.Seats) < 2 {
			return ""
		}
		return st.Seats[1].State
	}
	for benState() != wire.SeatHere {
		if ctx.Err() != nil {
			t.Fatal("Ana was never told Ben is here")
		}
		time.Sleep(10 * time.Millisecond)
	}

	refused := make(chan error, 4)
	onErr := nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refused <- err })
	eve := seatConn(t, s, made.Seats[0], onErr)
	stranger, err := nats.Connect(s.url, nats.UserInfo(wire.Guest+"eveeveev", ""), onErr)
	if err != nil {
		t.Fatal(err)
	}
	defer stranger.Close()
	for _, nc := range []*nats.Conn{eve, stranger} {
		if err := nc.Publish(wire.GoneSubject(made.Code), []byte("1")); err != nil {
			t.Fatal(err)
		}
		_ = nc.Flush()
		select {
		case err := <-refused:
			if !strings.Contains(strings.ToLower(err.Error()), "permissions violation") {
				t.Fatalf("saying Ben is gone was answered %v; want a permissions violation", err)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the broker let a player say Ben is gone")
		}
	}
	time.Sleep(time.Second)
	if got := benState(); got != wire.SeatHere {
		t.Fatalf("after players said Ben is gone, his seat is %q", got)
	}

	closed := time.Now()
	ben.Close()
	for benState() != wire.SeatAway {
		if time.Since(closed) > wire.AwayAfter/3 {
			t.Fatalf("Ben's closed app is not told away %v after it closed (seat %q)", time.Since(closed), benState())
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Logf("Ben's closed app was told away to Ana %v after it closed", time.Since(closed).Round(time.Millisecond))
}
