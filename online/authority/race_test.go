package authority_test

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
)

// rawSeat is a seat spoken for by the test itself, message by message.
type rawSeat struct {
	nc    *nats.Conn
	cred  wire.Credential
	pings chan *nats.Msg
}

func dialRaw(t *testing.T, s *onlinetest.Server, cred wire.Credential) *rawSeat {
	t.Helper()
	nc, err := nats.Connect(s.URL, nats.Token(cred.Token), nats.CustomInboxPrefix(wire.Inbox(cred.Table, cred.Seat)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	r := &rawSeat{nc: nc, cred: cred, pings: make(chan *nats.Msg, 16)}
	if _, err := nc.ChanSubscribe(wire.Ping(cred.Table, cred.Seat), r.pings); err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	return r
}

// claim sends a move with its id and the move it was decided after,
// answering on the channel it returns.
func (r *rawSeat) claim(t *testing.T, move json.RawMessage, id string, seen int) <-chan wire.Ack {
	out := make(chan wire.Ack, 1)
	msg := nats.NewMsg(wire.In(r.cred.Table, r.cred.Seat))
	msg.Data = move
	msg.Header.Set(wire.MoveIDHeader, id)
	msg.Header.Set(wire.SeenHeader, strconv.Itoa(seen))
	go func() {
		m, err := r.nc.RequestMsg(msg, 20*time.Second)
		var ack wire.Ack
		if err == nil {
			err = json.Unmarshal(m.Data, &ack)
		}
		if err != nil {
			t.Error(err)
		}
		out <- ack
	}()
	return out
}

// eventually waits (briefly polling) until cond holds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// kakuroTable makes a two-seat Kakuro table (Ana, Ben) whose first sum
// has a row to claim, and returns it with a legal claim for each seat.
func kakuroTable(t *testing.T, s *onlinetest.Server, buzzer string) (wire.CreateReply, [2]json.RawMessage) {
	t.Helper()
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		table := s.Create(t, wire.CreateRequest{Game: "kakuro", Seats: []string{"open", "open"}, Names: []string{"Ana", "Ben"}, Buzzer: buzzer})
		_, c, err := tablelog.Read(onlinetest.Context(t), js, table.Code)
		if err != nil {
			t.Fatal(err)
		}
		state, err := kakuro.FromRecord(c.Record())
		if err != nil {
			t.Fatal(err)
		}
		var claims [2]json.RawMessage
		found := true
		for seat := range claims {
			bot, err := kakuro.NewBot("hard", 1, seat)
			if err != nil {
				t.Fatal(err)
			}
			sol, ok := bot.Decide(state)
			found = found && ok
			claims[seat] = rules.MarshalMove(kakuro.ClaimMove(sol.Claim))
		}
		if found {
			return table, claims
		}
		s.Lobby.Authority(table.Code).Stop()
	}
	t.Fatal("no table of 20 had a row to claim for its first sum")
	return wire.CreateReply{}, [2]json.RawMessage{}
}

func readLog(t *testing.T, s *onlinetest.Server, code string) *tablelog.Contents {
	t.Helper()
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	_, c, err := tablelog.Read(onlinetest.Context(t), js, code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestKakuroRaceGoesToTheEarlierReactionNotTheEarlierArrival(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table, claims := kakuroTable(t, s, "") // the sum is revealed now, at 0 ms
	a := s.Lobby.Authority(table.Code)
	ana, ben := dialRaw(t, s, table.Seats[0]), dialRaw(t, s, table.Seats[1])

	// Ben catches up; the table pings him and his echo takes 150 ms.
	roundTrip(t, clock, a, ben, 150*time.Millisecond)

	// Ana, on a fast link, calls 300 ms after the reveal; the table then
	// waits Ben's credited 150 ms. Ben's call arrives at 350 ms: a 200 ms
	// reaction once his round trip is credited.
	clock.Advance(150 * time.Millisecond)
	anaAck := ana.claim(t, claims[0], "ana-1", 0)
	eventually(t, "Ana's buzz", func() bool { return a.Racing() == 1 })
	clock.Advance(50 * time.Millisecond)
	benAck := ben.claim(t, claims[1], "ben-1", 0)
	eventually(t, "Ben's buzz", func() bool { return a.Racing() == 2 })
	if a.Seq() != 0 {
		t.Fatal("a claim was played before the race's wait was over")
	}
	clock.Advance(100 * time.Millisecond) // 450 ms: 300 + 150, the race is judged

	if got := <-benAck; got.Error != "" || got.Seq != 1 {
		t.Fatalf("Ben, who reacted first, got %+v", got)
	}
	got := <-anaAck
	t.Logf("Ana: %s", got.Error)
	if got.Code != wire.RaceLost || got.Seq != 1 || !strings.Contains(got.Error, `"Ben" called Kakuro! first`) ||
		!strings.Contains(got.Error, "estimated reaction 200 ms, yours 300 ms") {
		t.Fatalf("Ana, who arrived first, got %+v", got)
	}
	// Asked again with the same id, each gets its first answer.
	if again := <-ana.claim(t, claims[0], "ana-1", 0); !reflect.DeepEqual(again, got) {
		t.Fatalf("Ana asked again and got %+v", again)
	}

	c := readLog(t, s, table.Code)
	if len(c.Moves) != 1 || string(c.Moves[0]) != string(claims[1]) || c.IDs[0] != "ben-1" {
		t.Fatalf("the log's moves %s", c.Moves)
	}
	var race struct {
		Reveal int64   `json:"reveal"`
		WaitMs float64 `json:"waitMs"`
		Mode   string  `json:"mode"`
		Order  []int   `json:"order"`
		Buzzes []struct {
			Seat       int     `json:"seat"`
			EstimateMs float64 `json:"estimateMs"`
			CreditMs   float64 `json:"creditMs"`
		} `json:"buzzes"`
	}
	if len(c.Entries) != 1 || c.Entries[0].Kind != tablelog.EntryBuzz || c.Entries[0].After != 0 {
		t.Fatalf("the log's side entries %+v", c.Entries)
	}
	if err := json.Unmarshal(c.Entries[0].Data, &race); err != nil {
		t.Fatal(err)
	}
	t.Logf("logged: %s", c.Entries[0].Data)
	if race.Mode != "reaction" || race.WaitMs != 150 || len(race.Order) != 2 || race.Order[0] != 1 ||
		race.Buzzes[0].EstimateMs != 300 || race.Buzzes[1].EstimateMs != 200 || race.Buzzes[1].CreditMs != 150 {
		t.Fatalf("the race logged as %+v", race)
	}
	// The record is the rules' record: the race is not in it.
	if _, err := rules.ReplayRecord(kakuro.Rules, c.Record(), nil); err != nil {
		t.Fatal(err)
	}
}

func TestKakuroFirstToArriveWinsAtATableThatPrefersIt(t *testing.T) {
	clock := onlinetest.NewManual(time.Unix(1_700_000_000, 0))
	s := onlinetest.Start(t, clock)
	table, claims := kakuroTable(t, s, wire.BuzzArrival)
	a := s.Lobby.Authority(table.Code)
	ana, ben := dialRaw(t, s, table.Seats[0]), dialRaw(t, s, table.Seats[1])
	c, err := ben.nc.Request(wire.Sync(table.Code, 1), []byte(`{"from":0}`), 10*time.Second)
	if err != nil || !strings.Contains(string(c.Data), `"buzzer":"arrival"`) {
		t.Fatalf("Ben's catch-up does not say the table judges by arrival: %s (%v)", c.Data, err)
	}
	select {
	case <-ben.pings:
		t.Fatal("a table judging by arrival measured a round trip")
	default:
	}
	clock.Advance(300 * time.Millisecond)
	anaAck := ana.claim(t, claims[0], "ana-1", 0)
	eventually(t, "Ana's buzz", func() bool { return a.Racing() == 1 })
	clock.Advance(0) // no wait: the race is judged at once
	if got := <-anaAck; got.Error != "" || got.Seq != 1 {
		t.Fatalf("Ana, first to arrive, got %+v", got)
	}
	// Ben's call, decided on the sum Ana has just won, arrives after it
	// is gone: refused as a race lost, not played as a failed claim
	// against the next sum.
	clock.Advance(50 * time.Millisecond)
	got := <-ben.claim(t, claims[1], "ben-1", 0)
	if got.Code != wire.RaceLost || got.Seq != 1 {
		t.Fatalf("Ben's late call got %+v", got)
	}
	log := readLog(t, s, table.Code)
	if len(log.Moves) != 1 || len(log.Entries) != 1 || !strings.Contains(string(log.Entries[0].Data), `"mode":"arrival"`) {
		t.Fatalf("the log holds %s and %+v", log.Moves, log.Entries)
	}
}

// waits is the Instant clock, noting every wait asked of it.
type waits struct {
	authority.Instant
	mu sync.Mutex
	d  []time.Duration
}

func (w *waits) AfterFunc(d time.Duration, f func()) func() bool {
	w.mu.Lock()
	w.d = append(w.d, d)
	w.mu.Unlock()
	return w.Instant.AfterFunc(d, f)
}

// asked reports whether a wait of d was asked, less the moments between
// the declaration that started it and the asking.
func (w *waits) asked(d time.Duration) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, x := range w.d {
		if x <= d && x > d-time.Second {
			return true
		}
	}
	return false
}

// waitForMove waits until seat has seen move seq.
func waitForMove(t *testing.T, seat *client.Seat, seq int) wire.Update {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for len(seat.Updates()) < seq {
		select {
		case <-seat.Changed():
		case <-deadline:
			t.Fatalf("the seat never saw move %d", seq)
		}
	}
	return seat.Updates()[seq-1]
}

func TestKakuroHourglassSetsTheSumAsideOnceHalfTheTableDeclared(t *testing.T) {
	clock := &waits{}
	s := onlinetest.Start(t, clock)
	table := s.Create(t, wire.CreateRequest{Game: "kakuro", Seats: []string{"open", "open", "open"}, Options: json.RawMessage(`{"hourglass":30}`)})
	seats := make([]*client.Seat, 3)
	for i := range seats {
		seats[i] = s.Dial(t, table.Seats[i], client.Options{})
	}
	ctx := onlinetest.Context(t)
	a := s.Lobby.Authority(table.Code)
	if ack, err := seats[0].Send(ctx, json.RawMessage(`{"pass":true}`)); err != nil || ack.Error != "" {
		t.Fatalf("a pass: %+v %v", ack, err)
	}
	if a.Seq() != 0 || clock.asked(30*time.Second) {
		t.Fatal("one declaration of three started the hourglass")
	}
	if ack, err := seats[1].Send(ctx, json.RawMessage(`{"pass":true}`)); err != nil || ack.Error != "" {
		t.Fatalf("a pass: %+v %v", ack, err)
	}
	// Two of three: the hourglass (30 s, instant here) runs out and the
	// sum is set aside, seat 2 never having declared.
	if u := waitForMove(t, seats[2], 1); string(u.Move) != `{"aside":true}` {
		t.Fatalf("move 1 is %s", u.Move)
	}
	if !clock.asked(30 * time.Second) {
		t.Fatal("the hourglass did not run the record's 30 s")
	}
	c := readLog(t, s, table.Code)
	if len(c.Entries) != 2 || c.Entries[0].Kind != tablelog.EntryPass || c.Entries[1].Kind != tablelog.EntryPass || c.Entries[1].After != 0 {
		t.Fatalf("the declarations are not in the log: %+v", c.Entries)
	}
}

func TestARebuiltTableRemembersTheDeclarations(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "kakuro", Seats: []string{"open", "open", "open"}, Options: json.RawMessage(`{"hourglass":0}`)})
	seats := make([]*client.Seat, 3)
	for i := range seats {
		seats[i] = s.Dial(t, table.Seats[i], client.Options{})
	}
	ctx := onlinetest.Context(t)
	for _, seat := range seats[:2] {
		if ack, err := seat.Send(ctx, json.RawMessage(`{"pass":true}`)); err != nil || ack.Error != "" {
			t.Fatalf("a pass: %+v %v", ack, err)
		}
	}
	s.Lobby.Authority(table.Code).Stop()
	fresh, err := authority.Start(ctx, authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Stop()
	// The third declaration makes it unanimous only if the first two
	// were remembered: the sum is set aside at once.
	if ack, err := seats[2].Send(ctx, json.RawMessage(`{"pass":true}`)); err != nil || ack.Error != "" {
		t.Fatalf("a pass: %+v %v", ack, err)
	}
	if u := waitForMove(t, seats[0], 1); string(u.Move) != `{"aside":true}` {
		t.Fatalf("move 1 is %s", u.Move)
	}
}

func TestAMoveAskedAgainIsPlayedOnceEvenByAFreshAuthority(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	ctx := onlinetest.Context(t)
	heads := json.RawMessage(`{"p":0,"call":"heads"}`)
	first, err := ana.SendID(ctx, "call-1", -1, heads)
	if err != nil || first.Error != "" || first.Seq != 1 {
		t.Fatalf("the move: %+v %v", first, err)
	}
	if again, err := ana.SendID(ctx, "call-1", -1, heads); err != nil || again != first {
		t.Fatalf("asked again: %+v %v, want the first ack %+v", again, err, first)
	}
	// The same move under a new id is a new move: out of turn now.
	if other, err := ana.SendID(ctx, "call-2", -1, heads); err != nil || other.Error == "" {
		t.Fatalf("a second move: %+v %v", other, err)
	}
	// The authority dies after writing the move and before answering;
	// the seat asks again and a fresh one, from the log, answers as the
	// first would have.
	s.Lobby.Authority(table.Code).Stop()
	fresh, err := authority.Start(ctx, authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Stop()
	if again, err := ana.SendID(ctx, "call-1", -1, heads); err != nil || again != first {
		t.Fatalf("asked again of a fresh authority: %+v %v, want %+v", again, err, first)
	}
	if fresh.Seq() != 1 {
		t.Fatalf("the table played %d moves", fresh.Seq())
	}
	if bad, err := ana.SendID(ctx, "no spaces", -1, heads); err != nil || !strings.Contains(bad.Error, "move id") {
		t.Fatalf("a malformed id: %+v %v", bad, err)
	}
}
