package attacker

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// TestADamagedLogIsSaidNeverServedShort: two seats play 30 moves of
// Knister; the server is stopped and 40 bytes in the middle of the
// tables' stream file are flipped, which JetStream reads back cut short
// without a word. Started again, the server says in its log that the
// stream lost messages and names the table in play; a seat coming back
// with the moves it was told of is told in words that the table's log
// was damaged and what was lost, and its moves are refused — the table
// is never served as a shorter game.
func TestADamagedLogIsSaidNeverServedShort(t *testing.T) {
	s := start(t)
	table := create(t, guest(t, s), wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	seats := make([]*client.Seat, 2)
	var wg sync.WaitGroup
	for i := range seats {
		seat, err := client.Dial(ctx, s.url, table.Seats[i], client.Options{})
		if err != nil {
			t.Fatal(err)
		}
		seats[i] = seat
		wg.Go(func() {
			if _, err := seat.Play(ctx, onlinetest.Knister(t, i, "easy"), func(moves int) bool { return moves >= 15 }); err != nil {
				t.Errorf("seat %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	known := seats[0].Updates()
	for _, seat := range seats {
		seat.Close()
	}
	time.Sleep(4 * time.Second) // a lease's third: the lobby marks how far the stream was written
	s.stop()

	blk := filepath.Join(s.data, "jetstream", wire.ServerAccount, "streams", wire.LogStream, "msgs", "1.blk")
	b, err := os.ReadFile(blk)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(b) / 2; i < len(b)/2+40; i++ {
		b[i] ^= 0xff
	}
	if err := os.WriteFile(blk, b, 0o600); err != nil {
		t.Fatal(err)
	}

	s = restart(t, s)
	if said := s.logged("level=ERROR", "messages were lost", table.Code); len(said) == 0 {
		t.Fatalf("the server's log does not say the stream lost messages, nor name table %s", table.Code)
	}
	back, err := client.Dial(ctx, s.url, table.Seats[0], client.Options{Known: known})
	if err == nil {
		defer back.Close()
		t.Fatalf("seat 0 came back with %d moves known and was served %d", len(known), len(back.Updates()))
	}
	if !strings.Contains(err.Error(), "was damaged on the server") || !strings.Contains(err.Error(), "were lost") {
		t.Fatalf("seat 0 coming back was told %q; want the damage in words", err)
	}
	t.Logf("seat 0 was told: %v", err)
	if said := s.logged("level=ERROR", "table "+table.Code+" is damaged"); len(said) == 0 {
		t.Fatalf("the server's log does not say table %s is damaged", table.Code)
	}
	// Seat 1, coming back from the start, is refused its moves in words.
	other, err := client.Dial(ctx, s.url, table.Seats[1], client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ack, err := other.Send(ctx, []byte(`{"p":1,"cell":[4,4]}`))
	if err != nil || ack.Code != authority.CodeDamaged || !strings.Contains(ack.Error, "damaged") {
		t.Fatalf("a move at the damaged table: %+v %v; want it refused as damaged", ack, err)
	}
}
