package authority_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/broker"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
)

// The refusals the authority makes on its own, each shown with a move
// the rules would play: the game as the table stands takes it (rulesTake
// proves it on a replay of the table's record), so only the authority's
// check stands between it and the table. Each test checks the refusal's
// code and words, and that the table — the authority's game and the
// table's log — is as it was.

// coin is the coin flip's rules (onlinetest.Games' fourth).
var coin = onlinetest.Games[3]

// call is seat's call of heads, a coin flip's move.
func call(seat int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"p":%d,"call":"heads"}`, seat))
}

// rulesTake fails the test unless the rules, at table code's game as it
// stands, play move.
func rulesTake(t *testing.T, s *onlinetest.Server, code string, move json.RawMessage) {
	t.Helper()
	p, err := rules.ReplayRecord(coin, s.Lobby.Authority(code).Record(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Apply(move); err != nil {
		t.Fatalf("the rules refuse %s themselves (%v): it shows nothing of the authority's check", move, err)
	}
}

// tableState is what a refusal must leave as it was: the authority's
// game (its moves, whether it is over or closed) and everything the
// table's log holds, moves and side entries.
func tableState(t *testing.T, s *onlinetest.Server, code string) string {
	t.Helper()
	a := s.Lobby.Authority(code)
	c := readLog(t, s, code)
	return jsonOf(struct {
		Seq                 int
		Record              *rules.Record
		Finished, Abandoned bool
		Damaged             string
		Moves               []json.RawMessage
		IDs                 []string
		Entries             []tablelog.Entry
	}{a.Seq(), a.Record(), a.Finished(), a.Abandoned(), a.Damaged(), c.Moves, c.IDs, c.Entries})
}

// ackOf reads a move's answer.
func ackOf(t *testing.T, data []byte) wire.Ack {
	t.Helper()
	var ack wire.Ack
	if err := json.Unmarshal(data, &ack); err != nil {
		t.Fatalf("an answer that is no Ack: %s (%v)", data, err)
	}
	return ack
}

// refused checks that ack refuses a move with code, in words containing
// want, at move seq, and that the table is still before.
func refused(t *testing.T, s *onlinetest.Server, code, what string, ack wire.Ack, wantCode, want string, seq int, before string) {
	t.Helper()
	t.Logf("%s: %q (%s)", what, ack.Error, ack.Code)
	if ack.Code != wantCode || !strings.Contains(ack.Error, want) || ack.Seq != seq {
		t.Fatalf("%s: answered %+v; want code %q, words %q, at move %d", what, ack, wantCode, want, seq)
	}
	if after := tableState(t, s, code); after != before {
		t.Fatalf("%s changed the table:\nbefore %s\nafter  %s", what, before, after)
	}
}

// TestAnotherSeatsMoveIsRefusedWhereTheRulesWouldPlayIt: at a table of
// three, on every seat's turn each other seat sends the very move the
// turn's seat may make — seat 0's sent by seat 1 and seat 2 among them
// — on its own subject (the broker lets it use no other). The rules
// would play it; the authority refuses it, for the connection sits at
// another seat. The turn's own seat then plays it.
func TestAnotherSeatsMoveIsRefusedWhereTheRulesWouldPlayIt(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: coin.Name(), Seats: []string{"open", "open", "open"}})
	seats := make([]*client.Seat, 3)
	for i := range seats {
		seats[i] = s.Dial(t, table.Seats[i], client.Options{})
	}
	ctx := onlinetest.Context(t)
	for turn := range seats {
		move := call(turn)
		rulesTake(t, s, table.Code, move)
		before := tableState(t, s, table.Code)
		for from, seat := range seats {
			if from == turn {
				continue
			}
			ack, err := seat.Send(ctx, move)
			if err != nil {
				t.Fatal(err)
			}
			refused(t, s, table.Code, fmt.Sprintf("seat %d's move sent by seat %d", turn, from), ack, "refused",
				fmt.Sprintf(`this connection sits at seat %d: a move with "p":%d is another seat's to send`, from, turn), turn, before)
		}
		if ack, err := seats[turn].Send(ctx, move); err != nil || ack.Error != "" || ack.Seq != turn+1 {
			t.Fatalf("seat %d's own move: %+v %v", turn, ack, err)
		}
	}
}

// TestABotSeatsMoveIsRefusedWhereTheRulesWouldPlayIt: a bot's seat is
// the table's to play. Its move sent on its subject (only the server's
// own connection may: no player's user has it) is refused while the
// bot's plan waits on the clock, though the rules would play it; then the
// bot plays. A seat the table does not have is refused too.
func TestABotSeatsMoveIsRefusedWhereTheRulesWouldPlayIt(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	s := onlinetest.Start(t, clock)
	table := s.Create(t, wire.CreateRequest{Game: coin.Name(), Seats: []string{"easy", "open"}})
	s.Dial(t, table.Seats[0], client.Options{}) // seat 1, the person's
	ask := func(seat int, move json.RawMessage) wire.Ack {
		t.Helper()
		m, err := s.Conn.Request(wire.In(table.Code, seat), move, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return ackOf(t, m.Data)
	}
	rulesTake(t, s, table.Code, call(0))
	before := tableState(t, s, table.Code)
	refused(t, s, table.Code, "the bot's move", ask(0, call(0)), "refused", "seat 0 is played by a bot", 0, before)
	refused(t, s, table.Code, "a third seat's move", ask(2, call(2)), "refused", "this table has 2 seats; there is no seat 2", 0, before)
	clock.Advance(time.Minute)
	if a := s.Lobby.Authority(table.Code); a.Seq() != 1 {
		t.Fatalf("the bot did not play its move once its time came: %d moves", a.Seq())
	}
}

// TestAClosedTableRefusesWhatTheRulesWouldPlay: a table closed before
// its game ended — abandoned by its players, or its log found damaged —
// refuses the move its game waits for, in words and with its own code;
// a table whose game is over refuses with the authority's words before
// the rules are asked (their code is not "refused").
func TestAClosedTableRefusesWhatTheRulesWouldPlay(t *testing.T) {
	ctx := onlinetest.Context(t)
	for _, c := range []struct {
		name  string
		seats []string
		// close closes the table, or plays it to its end.
		close     func(t *testing.T, s *onlinetest.Server, table wire.CreateReply)
		rulesPlay bool // the rules would play seat 0's call
		code      string
		want      string
		seq       int
	}{
		{"abandoned", []string{"open", "open"}, func(t *testing.T, s *onlinetest.Server, table wire.CreateReply) {
			if closed, err := s.Lobby.Authority(table.Code).Abandon(0); !closed || err != nil {
				t.Fatalf("Abandon: %v %v", closed, err)
			}
		}, true, authority.CodeAbandoned, "this table was closed before its game ended", 0},
		{"damaged", []string{"open", "open"}, func(t *testing.T, s *onlinetest.Server, table wire.CreateReply) {
			// A seat that was told of three moves the log does not hold.
			told := []wire.Update{{Seq: 1}, {Seq: 2}, {Seq: 3}}
			if _, err := client.Dial(ctx, s.URL, table.Seats[0], client.Options{Known: told}); err == nil || !strings.Contains(err.Error(), "damaged") {
				t.Fatalf("a seat told of moves the log lost: %v; want the table found damaged", err)
			}
		}, true, authority.CodeDamaged, "log was damaged on the server", 0},
		{"over", []string{"open"}, func(t *testing.T, s *onlinetest.Server, table wire.CreateReply) {
			playAll(t, []*client.Seat{s.Dial(t, table.Seats[0], client.Options{})}, []client.Decide{onlinetest.Coin(0)})
		}, false, "refused", "the game is over", 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := onlinetest.Start(t, authority.Instant{})
			table := s.Create(t, wire.CreateRequest{Game: coin.Name(), Seats: c.seats})
			c.close(t, s, table)
			ana := s.Dial(t, table.Seats[0], client.Options{})
			if c.rulesPlay {
				rulesTake(t, s, table.Code, call(0))
			}
			before := tableState(t, s, table.Code)
			ack, err := ana.Send(ctx, call(0))
			if err != nil {
				t.Fatal(err)
			}
			refused(t, s, table.Code, "a move at a table "+c.name, ack, c.code, c.want, c.seq, before)
		})
	}
}

// TestWhatASeatSaysBesideItsMoveIsChecked: a move the rules would play,
// sent with a move id that is not one, with a "seen" header that is not a
// move's number, or faster than the seat may send, is refused in words;
// so is a buzz at a table that does not race.
func TestWhatASeatSaysBesideItsMoveIsChecked(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	s := onlinetest.StartWith(t, clock, func(c *lobby.Config) { c.Limits.Seat = authority.Limit{Rate: 1, Burst: 5} })
	table := s.Create(t, wire.CreateRequest{Game: coin.Name(), Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{}) // its catch-up: 4 of 5 left
	ctx := onlinetest.Context(t)
	rulesTake(t, s, table.Code, call(0))
	before := tableState(t, s, table.Code)
	ask := func(move json.RawMessage, header map[string]string) wire.Ack {
		t.Helper()
		m, err := ana.Conn().Request(ctx, wire.In(table.Code, 0), move, header)
		if err != nil {
			t.Fatal(err)
		}
		return ackOf(t, m.Data)
	}
	for _, c := range []struct {
		name   string
		move   json.RawMessage
		header map[string]string
		want   string
	}{
		{"a move id that is not one", call(0), map[string]string{wire.MoveIDHeader: "move #1"}, `only letters, digits, - and _, not " "`},
		{"a seen header that is not a number", call(0), map[string]string{wire.SeenHeader: "the last"}, `the header Cifra-Seen is the number of the move a seat last saw, not "the last"`},
		{"a seen header below zero", call(0), map[string]string{wire.SeenHeader: "-1"}, `not "-1"`},
		{"a buzz where nobody races", json.RawMessage(`{"buzz":true}`), nil, `only Kakuro's tables race to claim: {"buzz":true} means nothing at a coinflip table`},
	} {
		refused(t, s, table.Code, c.name, ask(c.move, c.header), "refused", c.want, 0, before)
	}
	// Those four spent ana's tokens: one more is too many.
	refused(t, s, table.Code, "a move over the seat's limit", ask(call(0), nil), authority.CodeTooFast, "too many messages from seat 0", 0, before)
	clock.Advance(time.Second)
	if ack := ask(call(0), map[string]string{wire.MoveIDHeader: "move-1", wire.SeenHeader: "0"}); ack.Error != "" || ack.Seq != 1 {
		t.Fatalf("the move with a good id and header, its token back: %+v", ack)
	}
}

// TestOnlyASeatsOwnHeldUserIsHeard: the authority hears a seat's subject
// only from the server's own connection or from that seat's user with a
// token still held (the broker's permissions already keep everyone else
// off the subject; this is the authority's own check behind them). A
// move the rules would play, stamped by NATS as any other sender's, is
// dropped unanswered and plays nothing; stamped as the seat's own held
// user, the same move is played.
func TestOnlyASeatsOwnHeldUserIsHeard(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: coin.Name(), Seats: []string{"open", "open"}})
	a := s.Lobby.Authority(table.Code)
	user := func(seat int, token string) string { return broker.SeatUser(table.Code, seat, lobby.HashToken(token)) }
	stamped := func(info string) *nats.Msg {
		m := nats.NewMsg(wire.In(table.Code, 0))
		m.Data = call(0)
		m.Header.Set("Nats-Request-Info", info)
		return m
	}
	from := func(account, user string) *nats.Msg {
		return stamped(fmt.Sprintf(`{"acc":%q,"user":%q,"id":7,"kind":"Client","server":"n1","host":"127.0.0.1:5000"}`, account, user))
	}
	rulesTake(t, s, table.Code, call(0))
	before := tableState(t, s, table.Code)
	// What the seat is told on its own subject, in order: a refusal of
	// a dropped message would come before the view of the move played.
	told := make(chan *nats.Msg, 16)
	sub, err := s.Conn.ChanSubscribe(wire.To(table.Code, 0), told)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = sub.Unsubscribe() }()
	if err := s.Conn.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		msg  *nats.Msg
	}{
		{"seat 1's user", from(wire.PlayersAccount, user(1, table.Seats[1].Token))},
		{"seat 0's user with a token given up", from(wire.PlayersAccount, user(0, "a-token-given-up"))},
		{"seat 0's user from another account", from("STRANGERS", user(0, table.Seats[0].Token))},
		{"a watcher", from(wire.PlayersAccount, "watch-"+table.Code+"-0123456789abcdef")},
		{"a guest", from(wire.PlayersAccount, wire.Guest+"0123456789abcdef")},
		{"an unreadable stamp", stamped(`{"acc":`)},
	} {
		a.Handle(c.msg)
		if after := tableState(t, s, table.Code); after != before {
			t.Fatalf("%s's move changed the table:\nbefore %s\nafter  %s", c.name, before, after)
		}
	}
	a.Handle(from(wire.PlayersAccount, user(0, table.Seats[0].Token)))
	if a.Seq() != 1 {
		t.Fatalf("the seat's own user's move was not played: %d moves", a.Seq())
	}
	select {
	case m := <-told:
		var v wire.SeatView
		if err := json.Unmarshal(m.Data, &v); err != nil || v.Seq != 1 || v.Error != "" {
			t.Fatalf("the seat was first told %s; want its view after the move played, nothing about the messages dropped", m.Data)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the seat was not told of its move within 10 s")
	}
}
