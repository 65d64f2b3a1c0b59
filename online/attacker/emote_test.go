package attacker

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// emotesHeard gathers the reactions one connection hears on a table's
// wire.EmoteOut, as its client takes them: only with the server's mark.
type emotesHeard struct {
	mu  sync.Mutex
	got []wire.Emoted
}

func hearEmotes(t *testing.T, nc *nats.Conn, code string) *emotesHeard {
	t.Helper()
	h := &emotesHeard{}
	if _, err := nc.Subscribe(wire.EmoteOut(code), func(m *nats.Msg) {
		var e wire.Emoted
		if m.Header.Get(wire.SentHeader) != m.Subject || json.Unmarshal(m.Data, &e) != nil {
			t.Errorf("an unmarked or unreadable reaction: %s", m.Data)
			return
		}
		h.mu.Lock()
		h.got = append(h.got, e)
		h.mu.Unlock()
	}); err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	return h
}

func (h *emotesHeard) all() []wire.Emoted {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]wire.Emoted(nil), h.got...)
}

// await waits up to 10 s until h heard n reactions, then a moment more
// for any it should not hear, and returns them all.
func (h *emotesHeard) await(t *testing.T, n int) []wire.Emoted {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for len(h.all()) < n && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	return h.all()
}

// react asks on subject over nc with body and returns the answer's code
// ("" when relayed) and words.
func react(t *testing.T, nc *nats.Conn, subject string, body []byte, header nats.Header) (code, words string) {
	t.Helper()
	m := nats.NewMsg(subject)
	m.Data, m.Header = body, header
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	reply, err := nc.RequestMsgWithContext(ctx, m)
	if err != nil {
		t.Fatalf("a reaction on %s: %v", subject, err)
	}
	var ack wire.EmoteAck
	if err := json.Unmarshal(reply.Data, &ack); err != nil {
		t.Fatalf("a reaction answered %s", reply.Data)
	}
	if (ack.Code == "") != (ack.Error == "") {
		t.Fatalf("a reaction answered %+v: a refusal has a code and words", ack)
	}
	return ack.Code, ack.Error
}

// refusedByBroker publishes body on subject over nc (whose errors go to
// errs) and fails unless the broker answers with a permissions violation.
func refusedByBroker(t *testing.T, who string, nc *nats.Conn, errs chan error, subject string) {
	t.Helper()
	if err := nc.Publish(subject, []byte(`{"emote":"party"}`)); err != nil {
		t.Fatal(err)
	}
	_ = nc.Flush()
	select {
	case err := <-errs:
		if !strings.Contains(strings.ToLower(err.Error()), "permissions violation") {
			t.Fatalf("%s reacting on %s was answered %v; want a permissions violation", who, subject, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("the broker let %s publish on %s", who, subject)
	}
}

// TestReactionsComeOnlyFromTheirSeatAndWithinLimits: against the server
// process, Ana's honest reaction reaches Ben and a watcher as seat 0's.
// Then the attacks, each refused, none heard: Ben's connection reacting
// on Ana's subject, a guest and the watcher reacting at all (the broker
// refuses: permissions violations); Ben claiming Ana's seat in the
// message or in a forged sender header (heard as his own seat, never
// hers); an id none of wire.EmoteIDs, and a message that is no reaction
// (refused in words, CodeUnknownEmote); a flood of 30 at once (at most
// the burst and what a second refills pass, the rest refused too fast).
func TestReactionsComeOnlyFromTheirSeatAndWithinLimits(t *testing.T) {
	s := start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	made := create(t, guest(t, s), wire.CreateRequest{Version: wire.Version, Game: knister.GameName, Seats: []string{"open", "open"}})
	code := made.Code
	for _, cred := range made.Seats { // each seat catches up: the table runs
		seat, err := client.Dial(ctx, s.url, cred, client.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer seat.Close()
	}
	errs := make(chan error, 16)
	onErr := nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { errs <- err })
	ana, ben := seatConn(t, s, made.Seats[0]), seatConn(t, s, made.Seats[1], onErr)
	watch, err := client.AskWatch(ctx, s.url, code)
	if err != nil {
		t.Fatal(err)
	}
	watcher, err := nats.Connect(s.url, nats.Token(watch.Watch.Token), nats.CustomInboxPrefix(wire.WatchInbox(code)), onErr)
	if err != nil {
		t.Fatal(err)
	}
	defer watcher.Close()
	benHears, watcherHears := hearEmotes(t, ben, code), hearEmotes(t, watcher, code)

	// Honest.
	if c, w := react(t, ana, wire.EmoteIn(code, 0), []byte(`{"emote":"thumbs"}`), nil); c != "" {
		t.Fatalf("Ana's reaction refused: %s", w)
	}
	want := []wire.Emoted{{Seat: 0, Emote: wire.EmoteThumbs}}
	if got := watcherHears.await(t, 1); len(got) != 1 || got[0] != want[0] {
		t.Fatalf("the watcher heard %v, want %v", got, want)
	}

	// Another seat's subject, a guest, the watcher: the broker refuses.
	refusedByBroker(t, "Ben", ben, errs, wire.EmoteIn(code, 0))
	stranger, err := nats.Connect(s.url, nats.UserInfo(wire.Guest+"eveeveev", ""), onErr)
	if err != nil {
		t.Fatal(err)
	}
	defer stranger.Close()
	refusedByBroker(t, "a guest", stranger, errs, wire.EmoteIn(code, 0))
	refusedByBroker(t, "the watcher", watcher, errs, wire.EmoteIn(code, 0))
	refusedByBroker(t, "the watcher", watcher, errs, wire.EmoteOut(code))

	// Ben claims Ana's seat: in the message it is refused, in a forged
	// sender header NATS replaces it — heard as Ben's own.
	benFirst := time.Now() // his reactions' allowance runs from here
	if c, _ := react(t, ben, wire.EmoteIn(code, 1), []byte(`{"emote":"party","seat":0}`), nil); c != wire.CodeUnknownEmote {
		t.Fatalf("a reaction naming a seat: code %q, want it refused (%q)", c, wire.CodeUnknownEmote)
	}
	forged := nats.Header{}
	forged.Set("Nats-Request-Info", `{"acc":"PLAYERS","user":"seat-`+code+`-0-0000000000000000","id":1,"kind":"Client"}`)
	if c, w := react(t, ben, wire.EmoteIn(code, 1), []byte(`{"emote":"wow"}`), forged); c != "" {
		t.Fatalf("Ben's reaction with a forged header refused: %s", w)
	}
	want = append(want, wire.Emoted{Seat: 1, Emote: wire.EmoteWow})

	// An id that is none, and a message that is no reaction (the last two
	// of Ana's allowance: a refusal spends one too).
	for _, body := range []string{`{"emote":"<b>hi all</b>"}`, `hello everyone`} {
		if c, w := react(t, ana, wire.EmoteIn(code, 0), []byte(body), nil); c != wire.CodeUnknownEmote || w == "" {
			t.Fatalf("the reaction %s: code %q (%s), want it refused in words (%q)", body, c, w, wire.CodeUnknownEmote)
		}
	}

	// A flood: 30 at once, from Ben, whose allowance (EmoteBurst at
	// once, EmoteRate a second from his first) the seat claim and the
	// forged header's one spent two of.
	var mu sync.Mutex
	passed, fast := 0, 0
	var wg sync.WaitGroup
	for range 30 {
		wg.Go(func() {
			c, _ := react(t, ben, wire.EmoteIn(code, 1), []byte(`{"emote":"laugh"}`), nil)
			mu.Lock()
			defer mu.Unlock()
			switch c {
			case "":
				passed++
			case authority.CodeTooFast:
				fast++
			default:
				t.Errorf("a flooded reaction refused as %q", c)
			}
		})
	}
	wg.Wait()
	took := time.Since(benFirst)
	if most := wire.EmoteBurst - 2 + int(took.Seconds()*wire.EmoteRate); passed > most || passed < 1 || passed+fast != 30 {
		t.Fatalf("of a flood of 30, %v after Ben's first reaction, %d were relayed and %d refused too fast; 1 to %d may pass", took, passed, fast, most)
	}
	t.Logf("a flood of 30 reactions, %v after Ben's first: %d relayed, %d refused too fast", took.Round(time.Millisecond), passed, fast)
	for range passed {
		want = append(want, wire.Emoted{Seat: 1, Emote: wire.EmoteLaugh})
	}

	got := benHears.await(t, len(want))
	if len(got) != len(want) {
		t.Fatalf("Ben heard %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Ben heard %v, want %v", got, want)
		}
	}
	select {
	case err := <-errs:
		t.Fatalf("an error nobody expected: %v", err)
	default:
	}
}
