package remote_test

import (
	"encoding/json"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/remote"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/knister"
)

// A device holding two seats of a three-seat Knister table plays it to
// the end as a game loop would: it polls, follows each update with the
// rules, and sends its seats' moves without waiting; the third seat is
// another device.
func TestADeviceWithTwoSeatsPlaysATableToTheEnd(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	ctx := onlinetest.Context(t)
	made := s.Create(t, wire.CreateRequest{Game: knister.GameName, Seats: []string{"open", "open", "open"}})
	other := s.Dial(t, made.Seats[2], client.Options{})
	go func() { _, _ = other.Play(ctx, onlinetest.Knister(t, 2, "easy"), nil) }()

	tbl := remote.Open(s.URL, made.Seats[:2])
	defer tbl.Close()
	deadline := time.Now().Add(time.Minute)
	for !tbl.Ready() {
		if st, err := tbl.Status(); st == remote.Failed || time.Now().After(deadline) {
			t.Fatalf("the table never became ready: %v %v", st, err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	info := tbl.Info()
	header := info.Header()
	var opening knister.View
	if err := json.Unmarshal(info.Opening, &opening); err != nil {
		t.Fatal(err)
	}
	st, err := knister.Follow(&header, opening)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]knister.Bot, 2)
	for seat := range bots {
		if bots[seat], err = knister.NewBot("easy", uint64(seat), seat); err != nil {
			t.Fatal(err)
		}
	}
	sent := map[int]int{} // seat → the round it last sent a move for
	refused := false
	for !st.Finished() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: round %d", st.Round())
		}
		for _, u := range tbl.Poll() {
			if _, err := st.Follow(u.Move, u.Events); err != nil {
				t.Fatalf("update %d does not follow: %v", u.Seq, err)
			}
		}
		for _, seat := range tbl.Mine() {
			if st.Finished() || st.HasPlaced(seat) || sent[seat] == st.Round()+1 {
				continue
			}
			if !refused && st.Round() == 3 {
				// A move the rules refuse comes back as a refusal, in words.
				c := st.Grid(seat)
				for r := range 5 {
					for col := range 5 {
						if c[r][col] != 0 {
							_ = tbl.Send(seat, rules.MarshalMove(knister.Move{P: seat, Cell: [2]int{r, col}}))
							refused = true
						}
					}
				}
			}
			cell := bots[seat].Choose(st.Grid(seat), st.Sum(), st.RollsLeft())
			if err := tbl.Send(seat, rules.MarshalMove(knister.Move{P: seat, Cell: [2]int{cell.R, cell.C}})); err != nil {
				t.Fatal(err)
			}
			sent[seat] = st.Round() + 1
		}
		time.Sleep(time.Millisecond)
	}
	if err := tbl.Send(2, json.RawMessage(`{}`)); err == nil {
		t.Fatal("a device sent for a seat it does not hold")
	}
	for tbl.Pending() > 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	rs := tbl.Refusals()
	if len(rs) == 0 || rs[0].Words == "" || rs[0].Code == "" {
		t.Fatalf("the refused moves came back as %+v", rs)
	}
	if st, _ := tbl.Status(); st != remote.Connected {
		t.Fatalf("the status at the end is %v", st)
	}
}

func TestATableThatCannotBeReachedSaysSo(t *testing.T) {
	tbl := remote.Open("nats://127.0.0.1:1", []wire.Credential{{Table: "ABCDEF", Seat: 0, Token: "x"}})
	defer tbl.Close()
	deadline := time.Now().Add(30 * time.Second)
	for {
		st, err := tbl.Status()
		if st == remote.Failed {
			if err == nil || err.Error() == "" {
				t.Fatal("failed without saying why")
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("still %v after 30 s", st)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
