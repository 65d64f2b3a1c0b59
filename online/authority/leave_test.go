package authority_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules/knister"
)

// TestALeftSeatStaysLeftInARebuiltTable: Bea leaves a Knister table with
// a takeover level for good (client.Resign): the log keeps it, and a
// fresh authority rebuilt from the log has her seat left, played by the
// bot (it writes her numbers); her token, given up, connects no more.
func TestALeftSeatStaysLeftInARebuiltTable(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}, Names: []string{"Ana", "Bea"}, Takeover: "easy"})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	if ack, err := client.Resign(onlinetest.Context(t), s.URL, table.Seats[1]); err != nil || ack.Error != "" {
		t.Fatalf("Bea leaving: %+v %v", ack, err)
	}
	if c := readLog(t, s, table.Code); len(c.Entries) == 0 || c.Entries[len(c.Entries)-1].Kind != tablelog.EntryLeft {
		t.Fatalf("the log's entries: %+v", c.Entries)
	}
	s.Lobby.Authority(table.Code).Stop()
	fresh, err := authority.Start(context.Background(), authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Stop()
	if err := ana.Sync(onlinetest.Context(t)); err != nil {
		t.Fatal(err)
	}
	if st, _ := ana.State(); len(st.Seats) != 2 || st.Seats[1].State != wire.SeatLeft {
		t.Fatalf("the rebuilt table's state: %+v", st)
	}
	sent(t, ana, "ana-1", place(0, 0, 0))
	botWrote := func(u wire.Update) bool { return strings.HasPrefix(string(u.Move), `{"p":1,`) }
	if u := seen(t, ana, 2); !slices.ContainsFunc(u, botWrote) {
		t.Fatalf("the bot did not write for Bea: %d moves", len(u))
	}
	// Her token was given up when she left (in the background): it
	// connects no more.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		bea, err := client.Dial(onlinetest.Context(t), s.URL, table.Seats[1], client.Options{})
		if err != nil {
			break
		}
		bea.Close()
		if time.Now().After(deadline) {
			t.Fatal("Bea's token still connects 10 s after she left for good")
		}
	}
}
