package authority_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// heard gathers the reactions a seat hears.
type heard struct {
	mu  sync.Mutex
	got []wire.Emoted
}

func (h *heard) add(e wire.Emoted) {
	h.mu.Lock()
	h.got = append(h.got, e)
	h.mu.Unlock()
}

func (h *heard) all() []wire.Emoted {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]wire.Emoted(nil), h.got...)
}

// follow makes seat gather the reactions it hears.
func follow(t *testing.T, seat *client.Seat) *heard {
	t.Helper()
	h := &heard{}
	if err := seat.FollowReactions(onlinetest.Context(t), h.add); err != nil {
		t.Fatal(err)
	}
	return h
}

// refusedCode is the code of a reaction's refusal ("" when relayed).
func refusedCode(t *testing.T, err error) string {
	t.Helper()
	var r *client.Refused
	switch {
	case err == nil:
		return ""
	case errors.As(err, &r):
		return r.Code
	}
	t.Fatalf("a reaction was not answered: %v", err)
	return ""
}

// TestReactionsAreRelayedWithinTheirAllowance: with the clock standing
// still, a seat's first wire.EmoteBurst reactions reach both seats as
// its own; the next is refused in words as too fast and reaches nobody;
// a second of the clock gives back exactly one; an id not among
// wire.EmoteIDs is refused (and still spends a token); the other seat's
// allowance is its own.
func TestReactionsAreRelayedWithinTheirAllowance(t *testing.T) {
	clock := onlinetest.NewManual(time.Now())
	s := onlinetest.Start(t, clock)
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	ben := s.Dial(t, table.Seats[1], client.Options{})
	anaHears, benHears := follow(t, ana), follow(t, ben)
	ctx := onlinetest.Context(t)

	for i, id := range wire.EmoteIDs[:wire.EmoteBurst] {
		if code := refusedCode(t, ana.React(ctx, id)); code != "" {
			t.Fatalf("ana's reaction %d (%s) refused: %s", i, id, code)
		}
	}
	if code := refusedCode(t, ana.React(ctx, wire.EmoteParty)); code != authority.CodeTooFast {
		t.Fatalf("a reaction past the burst: code %q, want %q", code, authority.CodeTooFast)
	}
	if code := refusedCode(t, ben.React(ctx, wire.EmoteWow)); code != "" {
		t.Fatalf("ben's reaction after ana's burst refused: %s", code)
	}
	clock.Advance(time.Second)
	if code := refusedCode(t, ana.React(ctx, "shrug")); code != wire.CodeUnknownEmote {
		t.Fatalf("an unknown reaction: code %q, want %q", code, wire.CodeUnknownEmote)
	}
	if code := refusedCode(t, ana.React(ctx, wire.EmoteParty)); code != authority.CodeTooFast {
		t.Fatalf("the second's one token went to the unknown id; the next: code %q", code)
	}
	clock.Advance(time.Second)
	if code := refusedCode(t, ana.React(ctx, wire.EmoteParty)); code != "" {
		t.Fatalf("a reaction a second later refused: %s", code)
	}

	want := []wire.Emoted{{Seat: 0, Emote: wire.EmoteThumbs}, {Seat: 0, Emote: wire.EmoteWow}, {Seat: 0, Emote: wire.EmoteLaugh}, {Seat: 1, Emote: wire.EmoteWow}, {Seat: 0, Emote: wire.EmoteParty}}
	deadline := time.Now().Add(10 * time.Second)
	for len(benHears.all()) < len(want) || len(anaHears.all()) < len(want) {
		if time.Now().After(deadline) {
			t.Fatalf("ana heard %v and ben %v, want %v each", anaHears.all(), benHears.all(), want)
		}
		time.Sleep(5 * time.Millisecond)
	}
	for who, h := range map[string]*heard{"ana": anaHears, "ben": benHears} {
		got := h.all()
		if len(got) != len(want) {
			t.Fatalf("%s heard %v, want %v", who, got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s heard %v, want %v", who, got, want)
			}
		}
	}
	if n := s.Lobby.Authority(table.Code).Seq(); n != 0 {
		t.Fatalf("reactions played %d moves", n)
	}
}
