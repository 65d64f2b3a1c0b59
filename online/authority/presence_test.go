package authority_test

import (
	"context"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules/knister"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// advance moves the table's clock on in beats of step, giving the seats'
// devices time to echo each beat's pings.
func advance(clock *onlinetest.Manual, d, step time.Duration) {
	for ; d > 0; d -= step {
		clock.Advance(min(step, d))
		time.Sleep(30 * time.Millisecond)
	}
}

// waitState waits until seat's device was told a state ok accepts.
func waitState(t *testing.T, seat *client.Seat, what string, ok func(wire.TableState) bool) wire.TableState {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		st, _ := seat.State()
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("seat %d was never told %s; last told %+v", seat.Seat(), what, st)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func seatIs(seat int, state string) func(wire.TableState) bool {
	return func(st wire.TableState) bool { return seat < len(st.Seats) && st.Seats[seat].State == state }
}

// A seat whose device closes is told away to the table at once, held for
// wire.Hold, then played by the table's Takeover bot; its player comes
// back by reconnecting, and the game ends with both in their seats. The
// log keeps the takeover and the reclaim, and a table rebuilt from it
// reads them.
func TestAnAwaySeatIsHeldThenABotPlaysItUntilItsPlayerIsBack(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table := s.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Names: []string{"Ana", "Ben"}, Takeover: "easy"})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	ben := s.Dial(t, table.Seats[1], client.Options{})
	if ana.Table().Takeover != "easy" {
		t.Fatalf("the table does not say a bot takes over: %+v", ana.Table())
	}
	waitState(t, ana, "both here", func(st wire.TableState) bool { return len(st.Away()) == 0 && len(st.Seats) == 2 })
	// Ben closes his app: the broker sees his last connection close and
	// the table says so at once, the clock not moved (wire.GoneSubject).
	ben.Close()
	st := waitState(t, ana, "Ben away", seatIs(1, wire.SeatAway))
	if st.Seats[0].State != wire.SeatHere || st.Seats[1].HoldMs != wire.Hold.Milliseconds() {
		t.Fatalf("when Ben went away the table said %+v; want Ana here and Ben held for %v", st, wire.Hold)
	}
	advance(clock, wire.Hold-time.Second, 5*time.Second)
	if st, _ := ana.State(); st.Seats[1].State != wire.SeatAway {
		t.Fatalf("a second before his hold ran out Ben's seat is %+v", st.Seats[1])
	}
	advance(clock, time.Second, time.Second)
	waitState(t, ana, "a bot plays Ben's seat", seatIs(1, wire.SeatBot))

	// Ana places three numbers; the bot places Ben's beside her.
	done := make(chan error, 1)
	go func() {
		_, err := ana.Play(onlinetest.Context(t), onlinetest.Knister(t, 0, "normal"), func(n int) bool { return n == 3 })
		done <- err
	}()
	for wait := true; wait; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			wait = false
		case <-time.After(20 * time.Millisecond):
			clock.Advance(time.Second)
		}
	}
	a := s.Lobby.Authority(table.Code)
	for a.Seq() < 7 { // three rolls, Ana's three and the bot's three, and a fourth roll
		clock.Advance(time.Second)
		time.Sleep(10 * time.Millisecond)
	}

	// Ben is back: his seat is his again, and the bot plays no more.
	back := s.Dial(t, table.Seats[1], client.Options{})
	waitState(t, ana, "Ben back", seatIs(1, wire.SeatHere))
	seq := a.Seq()
	advance(clock, 20*time.Second, 5*time.Second)
	if got := a.Seq(); got != seq {
		t.Fatalf("the bot played on after Ben came back: %d moves, then %d", seq, got)
	}
	onlinetest.PlayAll(t, []*client.Seat{ana, back}, func(seat int) client.Decide { return onlinetest.Knister(t, seat, "normal") })
	checkFinished(t, s, knister.Rules, []*client.Seat{ana, back})

	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	_, c, err := tablelog.Read(context.Background(), js, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range c.Entries {
		if e.Kind == tablelog.EntryTakeover || e.Kind == tablelog.EntryReclaim {
			kinds = append(kinds, e.Kind)
		}
	}
	if len(kinds) != 2 || kinds[0] != tablelog.EntryTakeover || kinds[1] != tablelog.EntryReclaim {
		t.Fatalf("the log's takeover entries are %v", kinds)
	}
	a.Stop()
	fresh, err := authority.Start(context.Background(), authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: clock}, table.Code)
	if err != nil {
		t.Fatalf("a table whose seat a bot played does not rebuild: %v", err)
	}
	defer fresh.Stop()
	if !fresh.Finished() {
		t.Fatal("the rebuilt table's game is not over")
	}
}

// A seat whose device stays connected but answers nothing (a frozen
// tab, a phone asleep) is here until it was silent for wire.AwayAfter,
// then away: its connection alone is not being here.
func TestASilentDeviceIsAwayAfterItsSilence(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table := s.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Names: []string{"Ana", "Ben"}, Takeover: "easy"})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	quiet, err := nats.Connect(s.URL, nats.Token(table.Seats[1].Token))
	if err != nil {
		t.Fatal(err)
	}
	defer quiet.Close()
	advance(clock, wire.AwayAfter-5*time.Second, 5*time.Second)
	if st, _ := ana.State(); len(st.Seats) != 2 || st.Seats[1].State != wire.SeatHere {
		t.Fatalf("Ben's silent seat %v before its silence was long enough", st.Seats)
	}
	advance(clock, 5*time.Second, 5*time.Second)
	waitState(t, ana, "Ben away", seatIs(1, wire.SeatAway))
}

// At a table without a Takeover level an away seat is held for as long
// as it takes: no countdown, no bot.
func TestWithoutTakeoverAnAwaySeatWaitsForItsPlayer(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table := s.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	s.Dial(t, table.Seats[1], client.Options{}).Close()
	advance(clock, wire.AwayAfter+wire.Hold+time.Minute, 5*time.Second)
	st := waitState(t, ana, "seat 1 away", seatIs(1, wire.SeatAway))
	if st.Seats[1].HoldMs != 0 {
		t.Fatalf("a seat no bot takes over has a countdown: %+v", st.Seats[1])
	}
	back := s.Dial(t, table.Seats[1], client.Options{})
	waitState(t, ana, "seat 1 back", seatIs(1, wire.SeatHere))
	if st, _ := back.State(); st.Seats[1].State != wire.SeatHere {
		t.Fatalf("the returning seat's catch-up says %+v", st)
	}
}

// A table refuses a Takeover level its game's bots do not have.
func TestATakeoverLevelMustBeABotLevel(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	reply := s.TryCreate(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Takeover: "superb"})
	if reply.Error == "" || reply.Code != "" {
		t.Fatalf("a table with takeover level superb: %+v", reply)
	}
}
