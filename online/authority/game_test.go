package authority_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/fair"
	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/rules/kakuzu"
	"cifra/rules/knister"
)

// captured is every message a seat received, in order.
type captured struct {
	mu   sync.Mutex
	msgs []capturedMsg
}

type capturedMsg struct {
	subject string
	data    []byte
}

func (c *captured) add(subject string, data []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.msgs = append(c.msgs, capturedMsg{subject, append([]byte(nil), data...)})
}

func (c *captured) all() []capturedMsg {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]capturedMsg(nil), c.msgs...)
}

// playAll plays every seat to the end at once and returns their ends.
func playAll(t *testing.T, seats []*client.Seat, decide []client.Decide) []*wire.End {
	t.Helper()
	ends := make([]*wire.End, len(seats))
	errs := make([]error, len(seats))
	var wg sync.WaitGroup
	for i := range seats {
		wg.Go(func() { ends[i], errs[i] = seats[i].Play(onlinetest.Context(t), decide[i], nil) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	return ends
}

// checkFinished holds a finished table to what a finished table must be:
// every seat saw the same moves, numbered 1, 2, … with the End on the
// last; the end's seed matches the commitment given at the start and its
// record replays to the scores told; and the table's log replays through
// rules.ReplayRecord to the same scores.
func checkFinished(t *testing.T, s *onlinetest.Server, r rules.Rules, seats []*client.Seat) *rules.Record {
	t.Helper()
	first := seats[0].Updates()
	for i, u := range first {
		if u.Seq != i+1 {
			t.Fatalf("update %d has seq %d", i+1, u.Seq)
		}
		if (u.End != nil) != (i == len(first)-1) {
			t.Fatalf("update %d of %d has end %v", i+1, len(first), u.End != nil)
		}
	}
	for i, seat := range seats[1:] {
		if a, b := jsonOf(seat.Updates()), jsonOf(first); a != b {
			t.Fatalf("seat %d saw other updates than seat 0", i+1)
		}
	}
	// Each seat, following the table from its opening and updates, sees
	// what the table showed it after the same move (its last view may be
	// of an earlier one: the view comes on a subject of its own).
	for _, seat := range seats {
		view := seat.View()
		f, err := client.Follow(r, seat.Table(), seat.Updates()[:view.Seq])
		if err != nil {
			t.Fatalf("seat %d cannot follow its table: %v", seat.Seat(), err)
		}
		if got, want := jsonOf(f.View(seat.Seat())), string(view.View); got != want {
			t.Fatalf("seat %d, following to move %d, sees\n%s\nwhere the table showed it\n%s", seat.Seat(), view.Seq, got, want)
		}
		if _, err := client.Follow(r, seat.Table(), seat.Updates()); err != nil {
			t.Fatalf("seat %d cannot follow its table to the end: %v", seat.Seat(), err)
		}
	}
	end := first[len(first)-1].End
	if err := fair.Check(r, seats[0].Table(), end); err != nil {
		t.Fatal(err)
	}
	js, _ := jetstream.New(s.Conn)
	_, h, moves, err := tablelog.Open(onlinetest.Context(t), js, seats[0].Table().Code)
	if err != nil {
		t.Fatal(err)
	}
	rec := h.Record
	rec.Moves = moves
	p, err := rules.ReplayRecord(r, &rec, nil)
	if err != nil {
		t.Fatalf("the log does not replay: %v", err)
	}
	if !p.Finished() || fmt.Sprint(p.Scores(), p.Winners()) != fmt.Sprint(end.Scores, end.Winners) {
		t.Fatalf("the log replays to %v %v (finished %v); the table told %v %v", p.Scores(), p.Winners(), p.Finished(), end.Scores, end.Winners)
	}
	if len(moves) != len(first) {
		t.Fatalf("the log has %d moves, the seats saw %d", len(moves), len(first))
	}
	for i, u := range first {
		if string(u.Move) != string(moves[i]) {
			t.Fatalf("move %d: the seats saw %s, the log has %s", i+1, u.Move, moves[i])
		}
	}
	t.Logf("%s: %d moves, scores %v", r.Name(), len(moves), end.Scores)
	return &rec
}

func jsonOf(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(data)
}

// secrets are strings that must never reach a seat before the end.
func secrets(end *wire.End) []string {
	return []string{strconv.FormatUint(end.Seed, 10), strconv.FormatUint(end.Seed, 16), end.Salt}
}

// beforeEnd is the messages a seat got before the one that told the end.
func beforeEnd(t *testing.T, c *captured) []capturedMsg {
	t.Helper()
	msgs := c.all()
	for i, m := range msgs {
		if strings.Contains(string(m.data), `"end":`) {
			return msgs[:i]
		}
	}
	t.Fatal("no captured message told the end")
	return nil
}

// readStrictly reads every message as exactly one of the messages a seat
// may get, refusing any key they do not have: so no field of the server's
// can slip a secret through.
func readStrictly(t *testing.T, m capturedMsg) (u *wire.Update, v *wire.SeatView, c *wire.Catchup) {
	t.Helper()
	switch {
	case strings.HasSuffix(m.subject, ".out"):
		u = new(wire.Update)
		if err := rules.DecodeStrict(m.data, u); err != nil {
			t.Fatalf("an update on %s does not read strictly: %v\n%s", m.subject, err, m.data)
		}
	case strings.Contains(m.subject, ".to."):
		v = new(wire.SeatView)
		if err := rules.DecodeStrict(m.data, v); err != nil {
			t.Fatalf("a view on %s does not read strictly: %v\n%s", m.subject, err, m.data)
		}
	case strings.Contains(m.subject, ".ping."):
		var p wire.PingMessage
		if err := rules.DecodeStrict(m.data, &p); err != nil {
			t.Fatalf("a ping on %s does not read strictly: %v\n%s", m.subject, err, m.data)
		}
	case strings.HasPrefix(m.subject, "_INBOX."):
		var ack wire.Ack
		if rules.DecodeStrict(m.data, &ack) == nil {
			return nil, nil, nil
		}
		c = new(wire.Catchup)
		if err := rules.DecodeStrict(m.data, c); err != nil {
			t.Fatalf("a reply on %s is neither an ack nor a catch-up: %v\n%s", m.subject, err, m.data)
		}
		if c.Table.Commit == "" {
			t.Fatalf("a catch-up without the seed's commitment: %s", m.data)
		}
	default:
		t.Fatalf("a message on an unexpected subject %s", m.subject)
	}
	return u, v, c
}

func TestKnisterTwoSeatsPlayToTheEndWithoutSeeingTheFuture(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}, Names: []string{"Ana", "Ben"}})
	if len(table.Seats) != 2 || wire.CheckCode(table.Code) != nil {
		t.Fatalf("table %+v", table)
	}
	var caps [2]captured
	seats := []*client.Seat{
		s.Dial(t, table.Seats[0], client.Options{Capture: caps[0].add}),
		s.Dial(t, table.Seats[1], client.Options{Capture: caps[1].add}),
	}
	ends := playAll(t, seats, []client.Decide{onlinetest.Knister(t, 0, "hard"), onlinetest.Knister(t, 1, "easy")})
	checkFinished(t, s, knister.Rules, seats)
	for seat := range caps {
		// Messages on different subjects may be read in any order: a
		// view is checked against every update up to its own move.
		told := map[int]wire.Update{}
		var views []wire.SeatView
		for _, m := range beforeEnd(t, &caps[seat]) {
			for _, secret := range secrets(ends[seat]) {
				if strings.Contains(string(m.data), secret) {
					t.Fatalf("seat %d got the secret %s before the end: %s", seat, secret, m.data)
				}
			}
			u, v, c := readStrictly(t, m)
			if u != nil {
				told[u.Seq] = *u
			}
			if c != nil {
				for _, u := range c.Updates {
					told[u.Seq] = u
				}
				v = &c.View
			}
			if v != nil && v.View != nil {
				views = append(views, *v)
			}
		}
		// A roll is told when it is made, never ahead: each DiceRolled
		// is the next roll, and a view shows the roll last told.
		rollAt := map[int]int{0: 0} // move → the roll on the table after it
		round := 0                  // the first roll is on the table from the start
		for seq := 1; seq <= len(told); seq++ {
			u, ok := told[seq]
			if !ok {
				t.Fatalf("seat %d was told move %d but not move %d", seat, len(told), seq)
			}
			for _, e := range u.Events {
				if e.Type == "DiceRolled" {
					var d knister.DiceRolled
					if err := json.Unmarshal(e.Data, &d); err != nil || d.Round != round+1 {
						t.Fatalf("seat %d was told roll %d after roll %d (%v)", seat, d.Round, round, err)
					}
					round = d.Round
				}
			}
			rollAt[seq] = round
		}
		for _, v := range views {
			var kv knister.View
			if err := rules.DecodeStrict(v.View, &kv); err != nil {
				t.Fatalf("a Knister view does not read strictly: %v", err)
			}
			if want, ok := rollAt[v.Seq]; ok && kv.Round != want {
				t.Fatalf("seat %d's view after move %d shows roll %d; the rolls told end at %d", seat, v.Seq, kv.Round, want)
			}
		}
	}
}

func TestKakuzuWithABotSeatPlayedByTheAuthority(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "kakuzu", Seats: []string{"open", "normal"}})
	if len(table.Seats) != 1 || table.Seats[0].Seat != 0 {
		t.Fatalf("a table with one open seat gives credentials %+v", table.Seats)
	}
	var got captured
	seat := s.Dial(t, table.Seats[0], client.Options{Capture: got.add})
	ends := playAll(t, []*client.Seat{seat}, []client.Decide{onlinetest.Kakuzu(t, 0, "hard")})
	rec := checkFinished(t, s, kakuzu.Rules, []*client.Seat{seat})
	bot := 0
	for _, u := range seat.Updates() {
		if p, ok := rules.SeatOf(u.Move); ok && p == 1 && strings.Contains(string(u.Move), "lift") {
			bot++
		}
	}
	if bot == 0 {
		t.Fatal("the bot at seat 1 never lifted a stone")
	}
	// The sheet under the stones, which the seat must not learn before
	// it is lifted.
	done, err := rules.ReplayRecord(kakuzu.Rules, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	sheet := done.Record(nil).Setup
	var setup struct {
		Sheet []string `json:"sheet"`
	}
	if err := json.Unmarshal(sheet, &setup); err != nil || len(setup.Sheet) != kakuzu.Size {
		t.Fatalf("the finished record's setup %s has no sheet (%v)", sheet, err)
	}
	// Messages on different subjects may be read in any order: a view is
	// checked against every update up to its own move.
	told := map[int]wire.Update{}
	var views []wire.SeatView
	for _, m := range beforeEnd(t, &got) {
		for _, secret := range append(secrets(ends[0]), setup.Sheet...) {
			if strings.Contains(string(m.data), secret) {
				t.Fatalf("the seat got the secret %s before the end: %s", secret, m.data)
			}
		}
		u, v, c := readStrictly(t, m)
		if u != nil {
			told[u.Seq] = *u
		}
		if c != nil {
			for _, u := range c.Updates {
				told[u.Seq] = u
			}
			v = &c.View
		}
		if v != nil && v.View != nil {
			views = append(views, *v)
		}
	}
	last := len(seat.Updates())
	for _, v := range views {
		if v.Seq == last {
			continue // the view after the last move comes with the end
		}
		lifted := map[[2]int]bool{} // squares lifted up to the view
		for seq := 1; seq <= v.Seq; seq++ {
			u, ok := told[seq]
			if !ok {
				t.Fatalf("the seat has a view at move %d but was never told move %d", v.Seq, seq)
			}
			for _, e := range u.Events {
				if e.Type == "StoneLifted" {
					var l kakuzu.StoneLifted
					if err := json.Unmarshal(e.Data, &l); err != nil {
						t.Fatal(err)
					}
					lifted[[2]int{l.Square.Row, l.Square.Col}] = true
				}
			}
		}
		var kv kakuzu.View
		if err := json.Unmarshal(v.View, &kv); err != nil {
			t.Fatal(err)
		}
		for r, row := range kv.Tray {
			for c, cell := range row {
				if cell.Digit != 0 && (cell.Holder == kakuzu.Covered || !lifted[[2]int{r, c}]) {
					t.Fatalf("view %d shows digit %d at (%d,%d), a stone never lifted", v.Seq, cell.Digit, r, c)
				}
			}
		}
	}
}

func TestASeatThatReconnectsCatchesUpFromTheLog(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}})
	ana := s.Dial(t, table.Seats[0], client.Options{})
	missed := make(chan struct{})
	ben := s.Dial(t, table.Seats[1], client.Options{Capture: func(subject string, data []byte) {
		if strings.HasSuffix(subject, ".out") && strings.Contains(string(data), `"seq":13,`) {
			close(missed)
		}
	}})
	decideAna, decideBen := onlinetest.Knister(t, 0, "normal"), onlinetest.Knister(t, 1, "normal")
	// Ana places six rolls and leaves; Ben plays on as far as he can
	// (the seventh roll waits for Ana) while she is away.
	benDone := make(chan error, 1)
	go func() { _, err := ben.Play(onlinetest.Context(t), decideBen, nil); benDone <- err }()
	if _, err := ana.Play(onlinetest.Context(t), decideAna, func(n int) bool { return n == 6 }); err != nil {
		t.Fatal(err)
	}
	known := ana.Updates()
	ana.Close()
	<-missed // Ben's seventh placement, the last move before Ana's seventh
	back := s.Dial(t, table.Seats[0], client.Options{Known: known[:len(known)-2]})
	if got, want := jsonOf(back.Updates()), jsonOf(ben.Updates()[:len(back.Updates())]); got != want || len(back.Updates()) < 13 {
		t.Fatalf("after reconnecting Ana has %d moves, not those Ben saw", len(back.Updates()))
	}
	if back.View().Seq != 13 {
		t.Fatalf("Ana's view after catching up is at move %d, want 13", back.View().Seq)
	}
	if _, err := back.Play(onlinetest.Context(t), decideAna, nil); err != nil {
		t.Fatal(err)
	}
	if err := <-benDone; err != nil {
		t.Fatal(err)
	}
	checkFinished(t, s, knister.Rules, []*client.Seat{back, ben})
}

func TestAFreshAuthorityContinuesFromTheLogAfterOneIsKilled(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "knister", Seats: []string{"open", "normal", "open"}})
	killAt := make(chan struct{})
	var once sync.Once
	watch := func(subject string, data []byte) {
		if strings.HasSuffix(subject, ".out") && strings.Contains(string(data), `"seq":20,`) {
			once.Do(func() { close(killAt) })
		}
	}
	seats := []*client.Seat{
		s.Dial(t, table.Seats[0], client.Options{Capture: watch}),
		s.Dial(t, table.Seats[1], client.Options{}),
	}
	cfg := authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}
	var fresh *authority.Authority
	restarted := make(chan struct{})
	go func() {
		<-killAt
		old := s.Lobby.Authority(table.Code)
		old.Stop()
		t.Logf("killed the authority at move %d", old.Seq())
		var err error
		start := time.Now()
		if fresh, err = authority.Start(context.Background(), cfg, table.Code); err != nil {
			t.Error(err)
		}
		t.Logf("a fresh authority rebuilt the table from its log in %v", time.Since(start))
		close(restarted)
	}()
	playAll(t, seats, []client.Decide{onlinetest.Knister(t, 0, "normal"), onlinetest.Knister(t, 2, "normal")})
	<-restarted
	if fresh == nil || !fresh.Finished() {
		t.Fatal("the fresh authority did not finish the game")
	}
	defer fresh.Stop()
	rec := checkFinished(t, s, knister.Rules, seats)
	if len(rec.Moves) != 3*knister.Rounds {
		t.Fatalf("the log has %d moves, want %d", len(rec.Moves), 3*knister.Rounds)
	}
}

func TestASecondAuthorityIsFenced(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "coinflip", Seats: []string{"open", "open"}})
	first := s.Lobby.Authority(table.Code)
	var outs captured
	seats := []*client.Seat{
		s.Dial(t, table.Seats[0], client.Options{Capture: outs.add}),
		s.Dial(t, table.Seats[1], client.Options{}),
	}
	if _, err := seats[0].Send(onlinetest.Context(t), json.RawMessage(`{"p":0,"call":"heads"}`)); err != nil {
		t.Fatal(err)
	}
	second, err := authority.Start(onlinetest.Context(t), authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}, table.Code)
	if err != nil {
		t.Fatal(err)
	}
	defer second.Stop()
	// Both now hear every move; the first to write each one wins and the
	// other, out of date, is fenced at its first write.
	playAll(t, seats, []client.Decide{onlinetest.Coin(0), onlinetest.Coin(1)})
	var fenced, running int
	for _, a := range []*authority.Authority{first, second} {
		switch err := a.Err(); {
		case err == nil:
			running++
		case errors.Is(err, tablelog.ErrFenced):
			fenced++
		default:
			t.Fatalf("an authority stopped: %v", err)
		}
	}
	if fenced != 1 || running != 1 {
		t.Fatalf("%d authorities fenced, %d running; want one of each", fenced, running)
	}
	checkFinished(t, s, onlinetest.Games[3], seats)
	seen := map[string]int{}
	for _, m := range outs.all() {
		if strings.HasSuffix(m.subject, ".out") {
			seen[string(m.data)]++
		}
	}
	for data, n := range seen {
		if n > 1 {
			t.Fatalf("the table told %s %d times", data, n)
		}
	}
}

func TestKakuroWithBotsAndASeatThatPasses(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	table := s.Create(t, wire.CreateRequest{Game: "kakuro", Seats: []string{"open", "normal", "easy"}})
	seat := s.Dial(t, table.Seats[0], client.Options{})
	// The person declares every sum impossible: the bots claim, and a sum
	// they pass on too is set aside by the table (rules.Play.Due).
	pass := func(raw json.RawMessage) (json.RawMessage, bool) {
		var v kakuro.View
		if err := json.Unmarshal(raw, &v); err != nil || v.Finished || v.Locked[0] {
			return nil, false
		}
		return json.RawMessage(`{"pass":true}`), true
	}
	playAll(t, []*client.Seat{seat}, []client.Decide{pass})
	checkFinished(t, s, kakuro.Rules, []*client.Seat{seat})
	var claims, asides int
	for _, u := range seat.Updates() {
		if strings.Contains(string(u.Move), "claim") {
			claims++
		} else {
			asides++
		}
	}
	if claims == 0 {
		t.Fatal("no bot claimed a row")
	}
	t.Logf("%d claims, %d sums set aside", claims, asides)
}
