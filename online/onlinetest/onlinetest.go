// Package onlinetest runs a whole online-table server inside a test —
// the embedded broker on 127.0.0.1 with ephemeral ports and a temporary
// data directory, the lobby with its authorities — and gives seats that
// decide like the games' own bots, from their views alone.
package onlinetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/broker"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
	_ "cifra/rules/knister/netbot" // the hard level (knister.NewBot("hard"))
	"cifra/rules/rulestest"
)

// Games are the games a test server's tables play: Cifra's three and the
// coin flip.
var Games = []rules.Rules{knister.Rules, kakuro.Rules, kakuzu.Rules, rulestest.CoinFlip}

// Server is a running test server.
type Server struct {
	Broker *broker.Broker
	Lobby  *lobby.Lobby
	Seats  *lobby.Seats
	// Conn is the server's own connection (every subject).
	Conn *nats.Conn
	// URL is where seats connect.
	URL string
	cfg lobby.Config
}

// Start starts a server whose bots wait on clock; it stops when the test
// ends.
func Start(t testing.TB, clock authority.Clock) *Server {
	t.Helper()
	return StartWith(t, clock, nil)
}

// StartWith starts a server like Start, whose lobby's configuration
// configure changes first (its limits, its events), when not nil.
func StartWith(t testing.TB, clock authority.Clock, configure func(*lobby.Config)) *Server {
	t.Helper()
	s := &Server{Seats: lobby.NewSeats()}
	b, err := broker.Start(broker.Config{Addr: "127.0.0.1:0", WebSocket: "127.0.0.1:0", DataDir: t.TempDir(), Seats: s.Seats})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Shutdown)
	s.Broker, s.URL = b, b.ClientURL()
	if s.Conn, err = b.Connect("cifra-server"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Conn.Close)
	cfg := lobby.Config{Conn: s.Conn, Games: Games, Seats: s.Seats, Clock: clock, Logf: t.Logf}
	if configure != nil {
		configure(&cfg)
	}
	s.Lobby, err = lobby.Start(Context(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.cfg, s.cfg.Owner = cfg, s.Lobby.Owner()
	t.Cleanup(func() { s.Lobby.Close() })
	return s
}

// Restart stops the server's lobby, as a server process stopping would
// (every table it hosts stops, its leases let go), and starts it again
// under the same name, which takes the tables up again from their logs.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.Lobby.Close()
	l, err := lobby.Start(Context(t), s.cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Lobby = l
}

// Context is a context that ends with the test, or after a minute.
func Context(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// Guest connects as a guest, who may only ask for tables.
func (s *Server) Guest(t testing.TB) *nats.Conn {
	t.Helper()
	return GuestAt(t, s.URL)
}

// GuestAt connects to the server at url as a new guest (a random id, as
// a client draws), closed when the test ends.
func GuestAt(t testing.TB, url string) *nats.Conn {
	t.Helper()
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	id := hex.EncodeToString(b)
	nc, err := nats.Connect(url, nats.UserInfo(wire.Guest+id, ""), nats.CustomInboxPrefix(wire.GuestInbox(id)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// Create asks for a table as a guest would and fails the test when
// there is none.
func (s *Server) Create(t testing.TB, req wire.CreateRequest) wire.CreateReply {
	t.Helper()
	reply := s.TryCreate(t, req)
	if reply.Error != "" {
		t.Fatalf("no table: %s", reply.Error)
	}
	return reply
}

// TryCreate asks for a table as a new guest and returns the answer,
// refusal or not.
func (s *Server) TryCreate(t testing.TB, req wire.CreateRequest) wire.CreateReply {
	t.Helper()
	return CreateAs(t, s.Guest(t), req)
}

// CreateAs asks for a table over guest's connection (a guest's, or the
// server's own) and returns the answer, refusal or not.
func CreateAs(t testing.TB, guest *nats.Conn, req wire.CreateRequest) wire.CreateReply {
	t.Helper()
	data, _ := json.Marshal(req)
	m, err := guest.RequestWithContext(Context(t), wire.CreateSubject, data)
	if err != nil {
		t.Fatal(err)
	}
	var reply wire.CreateReply
	if err := json.Unmarshal(m.Data, &reply); err != nil {
		t.Fatal(err)
	}
	return reply
}

// Dial seats a client with cred and closes it when the test ends.
func (s *Server) Dial(t testing.TB, cred wire.Credential, opt client.Options) *client.Seat {
	t.Helper()
	seat, err := client.Dial(Context(t), s.URL, cred, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(seat.Close)
	return seat
}

// PlayAll plays every seat at once, each deciding with decide(seat), to
// the end of their game, and returns what each saw of the end; a seat
// that stops on an error fails the test.
func PlayAll(t testing.TB, seats []*client.Seat, decide func(seat int) client.Decide) []*wire.End {
	t.Helper()
	ends := make([]*wire.End, len(seats))
	errs := make([]error, len(seats))
	var wg sync.WaitGroup
	for i, seat := range seats {
		wg.Go(func() { ends[i], errs[i] = seat.Play(Context(t), decide(i), nil) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	return ends
}

// Knister decides like Knister's bot of level, from the seat's view.
func Knister(t testing.TB, seat int, level string) client.Decide {
	bot, err := knister.NewBot(level, uint64(seat)+1, seat)
	if err != nil {
		t.Fatal(err)
	}
	return func(raw json.RawMessage) (json.RawMessage, bool) {
		var v knister.View
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Errorf("a Knister view does not read: %v", err)
			return nil, false
		}
		if v.Finished || v.Placed[seat] {
			return nil, false
		}
		c := bot.Choose(v.Grids[seat], v.Dice[0]+v.Dice[1], knister.Rounds-v.Round)
		return rules.MarshalMove(knister.Move{P: seat, Cell: [2]int{c.R, c.C}}), true
	}
}

// Kakuzu decides like Kakuzu's bot of level, from the seat's view.
func Kakuzu(t testing.TB, seat int, level string) client.Decide {
	bot, err := kakuzu.NewBot(level, uint64(seat)+1, seat)
	if err != nil {
		t.Fatal(err)
	}
	return func(raw json.RawMessage) (json.RawMessage, bool) {
		var v kakuzu.View
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Errorf("a Kakuzu view does not read: %v", err)
			return nil, false
		}
		if v.Turn != seat || v.Awaiting == kakuzu.ActionDraw {
			return nil, false // a draw is the table's
		}
		m, ok := bot.Choose(v)
		if !ok {
			return nil, false
		}
		return rules.MarshalMove(m), true
	}
}

// Coin calls heads on the seat's turn.
func Coin(seat int) client.Decide {
	return func(raw json.RawMessage) (json.RawMessage, bool) {
		var v rulestest.CoinFlipView
		if err := json.Unmarshal(raw, &v); err != nil || v.Turn != seat || len(v.Flipped) == rulestest.CoinFlipRounds*len(v.Scores) {
			return nil, false
		}
		return json.RawMessage(`{"p":` + strconv.Itoa(seat) + `,"call":"heads"}`), true
	}
}

// Beside seats a client at cred that plays with decide until its table
// ends, beside the test: another device at the table.
func (s *Server) Beside(t testing.TB, cred wire.Credential, decide client.Decide) *client.Seat {
	t.Helper()
	seat := s.Dial(t, cred, client.Options{})
	ctx := Context(t)
	go func() { _, _ = seat.Play(ctx, decide, nil) }()
	return seat
}
