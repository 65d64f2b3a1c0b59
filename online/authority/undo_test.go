package authority_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// place is seat's number written at [r, c].
func place(seat, r, c int) json.RawMessage {
	return rules.MarshalMove(knister.Move{P: seat, Cell: [2]int{r, c}})
}

// sent sends move under id and fails the test on a refusal.
func sent(t *testing.T, seat *client.Seat, id string, move json.RawMessage) wire.Ack {
	t.Helper()
	ack, err := seat.SendID(onlinetest.Context(t), id, -1, move)
	if err != nil || ack.Error != "" {
		t.Fatalf("seat %d's %s: %+v %v", seat.Seat(), move, ack, err)
	}
	return ack
}

// seen waits until seat has seen n updates.
func seen(t *testing.T, seat *client.Seat, n int) []wire.Update {
	t.Helper()
	ctx := onlinetest.Context(t)
	for len(seat.Updates()) < n {
		select {
		case <-seat.Changed():
		case <-ctx.Done():
			t.Fatalf("seat %d saw %d updates, not %d", seat.Seat(), len(seat.Updates()), n)
		case <-time.After(50 * time.Millisecond):
		}
	}
	return seat.Updates()
}

// TestANumberTakenBackBeforeTheRollIsNeverWritten: at a Knister table
// of two, Ana writes, takes her number back while Bea has not written
// (Bea sees it go: an update with the rules' NumberRemoved), and writes
// elsewhere; Bea writes, the table rolls, and Ana's number now stands:
// taking it back is refused in words. The record has neither the number
// taken back nor a hole; a fresh authority rebuilt from the log has the
// same game and answers the undo asked again with its first answer; a
// coin flip table refuses an undo in words.
func TestANumberTakenBackBeforeTheRollIsNeverWritten(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	bea := s.Dial(t, table.Seats[1], client.Options{})
	undo := wire.UndoMove(0)

	sent(t, ana, "ana-1", place(0, 0, 0))
	if ack := sent(t, ana, "undo-1", undo); ack.Seq != 2 {
		t.Fatalf("the undo's ack: %+v, want seq 2", ack)
	}
	u := seen(t, bea, 2)[1]
	if seat, ok := wire.UndoOf(u.Move); !ok || seat != 0 || len(u.Events) != 1 || u.Events[0].Type != "NumberRemoved" {
		t.Fatalf("Bea was told %s with %+v; want Ana's undo with NumberRemoved", u.Move, u.Events)
	}
	seen(t, ana, 2)
	for ana.View().Seq < 2 { // the view comes on its own subject, beside the ack
		select {
		case <-ana.Changed():
		case <-time.After(50 * time.Millisecond):
		}
	}
	var v knister.View
	if err := json.Unmarshal(ana.View().View, &v); err != nil || v.Placed[0] || v.Grids[0][0][0] != 0 || ana.View().Seq != 2 {
		t.Fatalf("Ana's view after the undo (seq %d): placed %v, square %d (%v)", ana.View().Seq, v.Placed, v.Grids[0][0][0], err)
	}
	sent(t, ana, "ana-2", place(0, 4, 4))
	last := sent(t, bea, "bea-1", place(1, 1, 1))
	rolled := seen(t, ana, 4)[3]
	if !strings.Contains(string(jsonOf(rolled.Events)), "DiceRolled") {
		t.Fatalf("Bea's number, the roll's last, rolled nothing: %+v", rolled.Events)
	}

	ack, err := ana.SendID(onlinetest.Context(t), "undo-2", -1, undo)
	if err != nil || ack.Code != wire.UndoRolled || !strings.Contains(ack.Error, "stands") || ack.Seq != last.Seq {
		t.Fatalf("an undo after the roll: %+v %v; want it refused in words, code %q", ack, err, wire.UndoRolled)
	}

	a := s.Lobby.Authority(table.Code)
	want := []json.RawMessage{place(0, 4, 4), place(1, 1, 1)}
	if got := a.Record().Moves; jsonOf(got) != jsonOf(want) {
		t.Fatalf("the record's moves: %s, want %s", got, want)
	}
	c := readLog(t, s, table.Code)
	if len(c.Moves) != 3 || jsonOf(c.Record().Moves) != jsonOf(want) {
		t.Fatalf("the log: %d moves, record %s; want the 3 played and the record without the one taken back", len(c.Moves), c.Record().Moves)
	}
	if _, err := rules.ReplayRecord(knister.Rules, c.Record(), nil); err != nil {
		t.Fatalf("the log's record does not replay: %v", err)
	}
	if _, err := client.Follow(knister.Rules, bea.Table(), bea.Updates()); err != nil {
		t.Fatalf("Bea's updates do not follow: %v", err)
	}

	a.Stop()
	fresh, err := authority.Start(context.Background(), authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Stop()
	if fresh.Seq() != 4 || jsonOf(fresh.Record().Moves) != jsonOf(want) {
		t.Fatalf("the fresh authority: %d updates, moves %s", fresh.Seq(), fresh.Record().Moves)
	}
	if again, err := ana.SendID(onlinetest.Context(t), "undo-1", -1, undo); err != nil || again.Seq != 2 || again.Error != "" {
		t.Fatalf("the first undo asked again of a fresh authority: %+v %v, want its first ack", again, err)
	}

	coins := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	cy := s.Dial(t, coins.Seats[0], client.Options{})
	sent(t, cy, "call-1", call(0))
	if ack, err := cy.SendID(onlinetest.Context(t), "undo-1", -1, undo); err != nil || !strings.Contains(ack.Error, "only Knister") {
		t.Fatalf("an undo at a coin flip table: %+v %v", ack, err)
	}
}
