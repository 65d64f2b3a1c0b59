package attacker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/lobby"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// TestQuotasCountWhoAsks: the tables a guest may make are counted by
// the connection NATS says asked and the address it came from — a
// client that draws a fresh guest id for each request, on a fresh
// connection each time, is refused in words once its address made its
// tables, tables over days (which stay loaded between moves) among them.
func TestQuotasCountWhoAsks(t *testing.T) {
	s := start(t, "-guest-tables", "3", "-host-tables", "5")
	req := wire.CreateRequest{Game: knister.GameName, Seats: []string{"open"}}
	one := guest(t, s)
	for i := range 4 {
		var reply wire.CreateReply
		ask(t, one, wire.CreateSubject, req, &reply)
		switch {
		case i < 3 && reply.Error != "":
			t.Fatalf("table %d of one connection refused: %s", i+1, reply.Error)
		case i == 3 && (reply.Why != lobby.CodeTooManyTables || !strings.Contains(reply.Error, "from this connection")):
			t.Fatalf("a 4th table from one connection: %+v, want it refused", reply)
		}
	}
	made := 3
	for i := range 10 {
		var reply wire.CreateReply
		req := req
		if i%2 == 0 { // a table over days counts as any other
			req.MoveClock = 3 * 24 * 3600
		}
		ask(t, guest(t, s), wire.CreateSubject, req, &reply) // a fresh id, a fresh connection
		if reply.Error == "" {
			made++
			continue
		}
		if reply.Why != lobby.CodeTooManyTables || !strings.Contains(reply.Error, "from your address") {
			t.Fatalf("fresh guest %d: %+v, want a table or a refusal for the address", i, reply)
		}
	}
	if made != 5 {
		t.Fatalf("%d tables were made from one address; -host-tables is 5", made)
	}
}

// answers sends n requests at once on subject over nc and returns the
// codes of their refusals ("" for an answer that is not one).
func answers(t *testing.T, nc *nats.Conn, subject string, n int, body func(i int) any) []string {
	t.Helper()
	codes := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			data, _ := json.Marshal(body(i))
			m, err := nc.Request(subject, data, 10*time.Second)
			if err != nil {
				t.Errorf("%s #%d: %v", subject, i, err)
				return
			}
			var r struct {
				Error string `json:"error"`
				Code  string `json:"code"`
				Why   string `json:"why"`
			}
			if err := json.Unmarshal(m.Data, &r); err != nil {
				t.Errorf("%s #%d answered %s", subject, i, m.Data)
				return
			}
			switch {
			case r.Error == "":
			case r.Why != "":
				codes[i] = r.Why
			case r.Code != "":
				codes[i] = r.Code
			default:
				codes[i] = "?" + r.Error
			}
		})
	}
	wg.Wait()
	return codes
}

func count(codes []string, code string) int {
	n := 0
	for _, c := range codes {
		if c == code {
			n++
		}
	}
	return n
}

// TestFloodsAreRefusedInWords: one connection flooding the lobby with
// requests for tables, another with joins and watches of codes it
// guesses, a seat flooding its waiting room: each gets its allowance
// (-guest-burst requests at once, -misses codes naming no table an hour
// for its address, -room-burst words to the room) and then refusals in
// words, and a code guessed right after the address's misses ran out is
// refused like the rest, so guessing tells nothing.
func TestFloodsAreRefusedInWords(t *testing.T) {
	s := start(t, "-guest-tables", "0", "-host-tables", "0")
	limits := lobby.DefaultLimits()

	creates := answers(t, guest(t, s), wire.CreateSubject, 60, func(int) any {
		return wire.CreateRequest{Game: knister.GameName, Seats: []string{"open"}}
	})
	if made, fast := count(creates, ""), count(creates, authority.CodeTooFast); made > limits.Requests.Burst+2 || made+fast != len(creates) {
		t.Fatalf("60 creates at once from one connection: %d tables, %d refused too fast, %v", made, fast, creates)
	}

	real := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"}, Wait: true})
	var guessed []string
	for i := range 5 {
		g := guest(t, s) // a connection each: the address's misses, not the connection's rate, stop them
		codes := answers(t, g, wire.JoinSubject, 5, func(j int) any {
			return wire.JoinRequest{Version: wire.Version, Code: fmt.Sprintf("ZZZZ%c%c", wire.CodeAlphabet[i], wire.CodeAlphabet[j])}
		})
		guessed = append(guessed, codes...)
	}
	if unknown, out := count(guessed, wire.CodeUnknown), count(guessed, lobby.CodeTooManyMisses); unknown != limits.Misses.Burst || unknown+out != len(guessed) {
		t.Fatalf("25 codes guessed from one address: %d told unknown, %d refused for the misses: %v; want %d unknown", unknown, out, guessed, limits.Misses.Burst)
	}
	var hit wire.JoinReply
	ask(t, guest(t, s), wire.JoinSubject, wire.JoinRequest{Version: wire.Version, Code: real.Code, Name: "Eve"}, &hit)
	if hit.Code != lobby.CodeTooManyMisses || hit.Seat.Token != "" {
		t.Fatalf("the right code after the misses ran out: %+v, want it refused like the rest", hit)
	}
	var watched wire.WatchReply
	ask(t, guest(t, s), wire.WatchSubject, wire.WatchRequest{Version: wire.Version, Code: real.Code}, &watched)
	if watched.Code != lobby.CodeTooManyMisses || watched.Watch.Token != "" {
		t.Fatalf("watching the right code after the misses ran out: %+v, want it refused like the rest", watched)
	}

	host := seatConn(t, s, real.Seats[0])
	says := answers(t, host, wire.Say(real.Code, 0), 60, func(i int) any { return wire.RoomSay{Ready: new(i%2 == 0)} })
	if ok, fast := count(says, ""), count(says, authority.CodeTooFast); ok > limits.Room.Burst+2 || ok+fast != len(says) {
		t.Fatalf("60 words to the room at once from its host: %d heard, %d refused too fast: %v", ok, fast, says)
	}
	time.Sleep(time.Second)
	var r wire.RoomReply
	ask(t, host, wire.Say(real.Code, 0), wire.RoomSay{Name: "Ana"}, &r)
	if r.Error != "" || r.Room.Seats[0].Name != "Ana" {
		t.Fatalf("a word to the room a second after the flood: %+v", r)
	}
}

// TestNewDevicesAreCountedByAddress: device keys are free to draw, and
// each the server never saw becomes a record kept. One address brings
// -new-devices of them to the player services, each on a connection of
// its own; the next is refused in words and keeps nothing, while a key
// already known says hello as often as it likes.
func TestNewDevicesAreCountedByAddress(t *testing.T) {
	s := start(t, "-new-devices", "3")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var known []client.Me
	for i := range 5 {
		dev, err := client.NewDevice(s.url)
		if err != nil {
			t.Fatal(err)
		}
		_, err = dev.Hello(ctx, fmt.Sprintf("Eve%d", i))
		var refused *client.Refused
		switch {
		case i < 3 && err != nil:
			t.Fatalf("new device %d refused: %v", i+1, err)
		case i < 3:
			known = append(known, dev)
		case !errors.As(err, &refused) || refused.Code != lobby.CodeTooManyNewDevices || !strings.Contains(refused.Words, "from your address"):
			t.Fatalf("new device %d: %v, want it refused for the address's new devices", i+1, err)
		}
		if i == 4 {
			if _, err := dev.Link(ctx); !errors.As(err, &refused) || refused.Code != lobby.CodeTooManyNewDevices {
				t.Fatalf("a transfer code for a refused device: %v", err)
			}
		}
	}
	for range 5 {
		if me, err := known[0].Hello(ctx, ""); err != nil || me.Name != "Eve0" {
			t.Fatalf("a known device's hello: %+v %v", me, err)
		}
	}
}
