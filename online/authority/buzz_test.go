package authority_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

var buzzMove = json.RawMessage(`{"buzz":true}`)

// states collects the table's states as the server's own connection
// hears them.
func states(t *testing.T, s *onlinetest.Server, code string) <-chan wire.TableState {
	t.Helper()
	out := make(chan wire.TableState, 64)
	if _, err := s.Conn.Subscribe(wire.StateSubject(code), func(m *nats.Msg) {
		var st wire.TableState
		if json.Unmarshal(m.Data, &st) == nil {
			out <- st
		}
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.Conn.Flush(); err != nil {
		t.Fatal(err)
	}
	return out
}

// claimant waits for a state that says who has the board (-1: nobody).
func claimant(t *testing.T, in <-chan wire.TableState, want int) wire.TableState {
	t.Helper()
	for {
		select {
		case st := <-in:
			seat := -1
			if st.Claim != nil {
				seat = st.Claim.Seat
			}
			if seat == want {
				return st
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("no state named seat %d as having the board", want)
		}
	}
}

// TestABuzzNamesOneWinnerAndOnlyItClaims: Ana and Ben both call
// "Kakuro!" (a bare buzz, no claim yet). The table judges the race as
// before — Ben, on a slower link, reacted sooner — and names him: his
// buzz is acknowledged, Ana's is refused as lost with who won and by how
// much, and every device hears that Ben has the board. Meanwhile Ana can
// neither call again nor claim; Ben's claim, sent after, is played for
// the sum he called on, and the board is nobody's again.
func TestABuzzNamesOneWinnerAndOnlyItClaims(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table, claims := kakuroTable(t, s, "")
	a := s.Lobby.Authority(table.Code)
	ana, ben := dialRaw(t, s, table.Seats[0]), dialRaw(t, s, table.Seats[1])
	told := states(t, s, table.Code)

	roundTrip(t, clock, a, ben, 150*time.Millisecond)

	clock.Advance(150 * time.Millisecond) // 300 ms: Ana calls
	anaAck := ana.claim(t, buzzMove, "ana-buzz", 0)
	eventually(t, "Ana's call", func() bool { return a.Racing() == 1 })
	clock.Advance(50 * time.Millisecond) // 350 ms: Ben calls, a 200 ms reaction
	benAck := ben.claim(t, buzzMove, "ben-buzz", 0)
	eventually(t, "Ben's call", func() bool { return a.Racing() == 2 })
	clock.Advance(100 * time.Millisecond) // 450 ms: judged

	if got := <-benAck; got.Error != "" || got.Seq != 0 {
		t.Fatalf("Ben, named, got %+v", got)
	}
	got := <-anaAck
	if got.Code != wire.RaceLost || got.Race == nil || got.Race.Winner != 1 || got.Race.SoonerMs != 100 ||
		!strings.Contains(got.Error, `"Ben" called Kakuro! first on this sum, 100 ms sooner`) {
		t.Fatalf("Ana, who lost, got %+v", got)
	}
	st := claimant(t, told, 1)
	if st.Claim.Seq != 0 || st.Claim.LeftMs != wire.ClaimTime.Milliseconds() {
		t.Fatalf("the board's hold: %+v", st.Claim)
	}
	if a.Seq() != 0 {
		t.Fatal("a move was played for a call")
	}

	// Ana, while Ben has the board: no call, no claim.
	for i, m := range []json.RawMessage{buzzMove, claims[0]} {
		if got := <-ana.claim(t, m, "ana-late-"+string(rune('a'+i)), 0); got.Code != wire.RaceLost || got.Race == nil || got.Race.Winner != 1 ||
			!strings.Contains(got.Error, `"Ben" has the board`) {
			t.Fatalf("Ana's %s while Ben has the board: %+v", m, got)
		}
	}
	clock.Advance(10 * time.Second) // Ben takes his time, within his claim time
	if got := <-ben.claim(t, claims[1], "ben-claim", 0); got.Error != "" || got.Seq != 1 {
		t.Fatalf("Ben's claim: %+v", got)
	}
	claimant(t, told, -1)
	c := readLog(t, s, table.Code)
	if len(c.Moves) != 1 || string(c.Moves[0]) != string(claims[1]) {
		t.Fatalf("the log's moves: %s", c.Moves)
	}
}

// TestAClaimNotSentInTimeLocksOut: Ana is named and sends nothing; once
// her claim time (and its grace) has run out the table plays her claim
// as a row of one square, which the rules reject: she is locked out, the
// board is nobody's, and Ben may call.
func TestAClaimNotSentInTimeLocksOut(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table, _ := kakuroTable(t, s, "")
	a := s.Lobby.Authority(table.Code)
	ana, ben := dialRaw(t, s, table.Seats[0]), dialRaw(t, s, table.Seats[1])
	told := states(t, s, table.Code)

	clock.Advance(time.Second)
	anaAck := ana.claim(t, buzzMove, "ana-buzz", 0)
	eventually(t, "Ana's call", func() bool { return a.Racing() == 1 })
	clock.Advance(0) // nobody's round trip to wait for
	if got := <-anaAck; got.Error != "" {
		t.Fatalf("Ana's call: %+v", got)
	}
	claimant(t, told, 0)
	clock.Advance(wire.ClaimTime + wire.ClaimGrace)
	claimant(t, told, -1)
	c := readLog(t, s, table.Code)
	if len(c.Moves) != 1 || !strings.Contains(string(c.Moves[0]), `"len":1`) {
		t.Fatalf("the log's moves after the claim time ran out: %s", c.Moves)
	}
	if got := <-ana.claim(t, buzzMove, "ana-again", 1); got.Code != "locked-out" {
		t.Fatalf("Ana calling again after her claim failed: %+v", got)
	}
	benAck := ben.claim(t, buzzMove, "ben-buzz", 1)
	eventually(t, "Ben's call", func() bool { return a.Racing() == 1 })
	clock.Advance(0)
	if got := <-benAck; got.Error != "" {
		t.Fatalf("Ben's call after Ana's claim failed: %+v", got)
	}
	claimant(t, told, 1)
}

// TestACallPressedBeforeTheNewSumIsForTheOldOne: Ben's round trip is
// 150 ms. The sum is set aside (both declared it impossible) and a new
// one shown; Ben's call reaching the table 50 ms later was pressed before
// the new sum could have reached him: it is refused, for the sum before,
// whatever the device says. The same call 200 ms after the reveal is
// heard.
func TestACallPressedBeforeTheNewSumIsForTheOldOne(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table, _ := kakuroTable(t, s, "")
	a := s.Lobby.Authority(table.Code)
	ana, ben := dialRaw(t, s, table.Seats[0]), dialRaw(t, s, table.Seats[1])
	roundTrip(t, clock, a, ben, 150*time.Millisecond)
	pass := json.RawMessage(`{"pass":true}`)
	for _, seat := range []*rawSeat{ana, ben} {
		if got := <-seat.claim(t, pass, "pass-"+seat.cred.Token[:6], 0); got.Error != "" {
			t.Fatalf("a pass: %+v", got)
		}
	}
	eventually(t, "the sum set aside", func() bool { return a.Seq() == 1 })
	clock.Advance(50 * time.Millisecond)
	if got := <-ben.claim(t, buzzMove, "ben-early", 1); got.Code != wire.RaceLost || !strings.Contains(got.Error, "before the new sum could have reached your device") {
		t.Fatalf("a call 50 ms after the reveal from a seat 150 ms away: %+v", got)
	}
	clock.Advance(150 * time.Millisecond)
	benAck := ben.claim(t, buzzMove, "ben-late", 1)
	eventually(t, "Ben's call", func() bool { return a.Racing() == 1 })
	clock.Advance(150 * time.Millisecond)
	if got := <-benAck; got.Error != "" {
		t.Fatalf("a call 200 ms after the reveal: %+v", got)
	}
}

// roundTrip has the table measure seat's round trip as d: the seat
// catches up, and echoes the ping that follows d later on clock.
func roundTrip(t *testing.T, clock *onlinetest.Manual, a *authority.Authority, seat *rawSeat, d time.Duration) {
	t.Helper()
	code, n := seat.cred.Table, seat.cred.Seat
	if _, err := seat.nc.Request(wire.Sync(code, n), []byte(`{"from":0}`), 10*time.Second); err != nil {
		t.Fatal(err)
	}
	ping := <-seat.pings
	clock.Advance(d)
	if err := seat.nc.Publish(wire.Pong(code, n), ping.Data); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the seat's round trip", func() bool { return a.RTT(n) == d })
}
