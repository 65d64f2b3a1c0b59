package tablelog_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/onlinetest"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
)

func TestLogKeepsHeaderAndMovesAndFencesAStaleWriter(t *testing.T) {
	s := onlinetest.Start(t, nil)
	ctx := onlinetest.Context(t)
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	h := tablelog.Header{Code: "TESTAB", Salt: "s", Tokens: []string{"", ""},
		Record: rules.Record{Format: 1, Game: "coinflip", Seed: 9, Players: []rules.Player{{Name: "A"}, {Name: "B"}}}}
	first, err := tablelog.Create(ctx, js, h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tablelog.Create(ctx, js, h); !errors.Is(err, tablelog.ErrExists) {
		t.Fatalf("a second table with the same code: %v, want ErrExists", err)
	}
	if err := first.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`), ""); err != nil {
		t.Fatal(err)
	}
	second, got, moves, err := tablelog.Open(ctx, js, "TESTAB")
	if err != nil {
		t.Fatal(err)
	}
	if got.Record.Seed != 9 || got.Code != "TESTAB" || len(moves) != 1 || string(moves[0]) != `{"p":0,"call":"heads"}` {
		t.Fatalf("read back %+v with moves %s", got, moves)
	}
	// Both writers now stand at the same place: the first to write wins,
	// the other is fenced and writes nothing.
	if err := second.Append(ctx, json.RawMessage(`{"p":1,"call":"tails"}`), ""); err != nil {
		t.Fatal(err)
	}
	if err := first.Append(ctx, json.RawMessage(`{"p":1,"call":"heads"}`), ""); !errors.Is(err, tablelog.ErrFenced) {
		t.Fatalf("a stale writer's append: %v, want ErrFenced", err)
	}
	_, _, moves, err = tablelog.Open(ctx, js, "TESTAB")
	if err != nil || len(moves) != 2 || string(moves[1]) != `{"p":1,"call":"tails"}` {
		t.Fatalf("after the fenced write the log holds %s (%v)", moves, err)
	}
	if _, _, _, err := tablelog.Open(ctx, js, "NOSUCH"); !errors.Is(err, tablelog.ErrNoTable) {
		t.Fatalf("opening a missing table: %v", err)
	}
	codes, err := tablelog.List(ctx, js)
	if err != nil || len(codes) != 1 || codes[0] != "TESTAB" {
		t.Fatalf("List = %v, %v", codes, err)
	}
}

func TestSideEntriesAndMoveIdsStayOutOfTheRecord(t *testing.T) {
	s := onlinetest.Start(t, nil)
	ctx := onlinetest.Context(t)
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	h := tablelog.Header{Code: "SIDEAB", Salt: "s", Tokens: []string{"", ""},
		Record: rules.Record{Format: 1, Game: "coinflip", Seed: 9, Players: []rules.Player{{Name: "A"}, {Name: "B"}}}}
	l, err := tablelog.Create(ctx, js, h)
	if err != nil {
		t.Fatal(err)
	}
	if _, finished, err := tablelog.Peek(ctx, js, "SIDEAB"); err != nil || finished {
		t.Fatalf("a new table peeks as finished %v (%v)", finished, err)
	}
	steps := []func() error{
		func() error { return l.AppendEntry(ctx, tablelog.EntryPass, tablelog.Pass{Seat: 1, At: 5}, "pass-1") },
		func() error { return l.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`), "move-1") },
		func() error { return l.Append(ctx, json.RawMessage(`{"p":1,"call":"tails"}`), "") },
		func() error { return l.AppendEntry(ctx, tablelog.EntryEnd, tablelog.End{Scores: []int{1, 0}}, "") },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	_, c, err := tablelog.Read(ctx, js, "SIDEAB")
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := json.Marshal(c.Record())
	want := `{"format":1,"game":"coinflip","seed":9,"players":[{"name":"A"},{"name":"B"}],"moves":[{"p":0,"call":"heads"},{"p":1,"call":"tails"}]}`
	if string(rec) != want {
		t.Fatalf("the record read back is\n%s\nwant\n%s", rec, want)
	}
	if len(c.IDs) != 2 || c.IDs[0] != "move-1" || c.IDs[1] != "" {
		t.Fatalf("move ids %q", c.IDs)
	}
	if len(c.Entries) != 2 || c.Entries[0].Kind != tablelog.EntryPass || c.Entries[0].After != 0 || c.Entries[0].ID != "pass-1" ||
		c.Entries[1].Kind != tablelog.EntryEnd || c.Entries[1].After != 2 || !c.Finished() {
		t.Fatalf("entries %+v", c.Entries)
	}
	if _, finished, err := tablelog.Peek(ctx, js, "SIDEAB"); err != nil || !finished {
		t.Fatalf("a finished table peeks as finished %v (%v)", finished, err)
	}
}

// TestAWriterKnowsWhetherItIsCurrentAndAnAbandonedLogSaysSo: Current is
// nil for the log's last writer and ErrFenced for one another writer has
// overtaken; an end entry marked abandoned reads back as a finished,
// abandoned log, with the time of its last write.
func TestAWriterKnowsWhetherItIsCurrentAndAnAbandonedLogSaysSo(t *testing.T) {
	s := onlinetest.Start(t, nil)
	ctx := onlinetest.Context(t)
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	h := tablelog.Header{Code: "TESTCD", Salt: "s", Tokens: []string{"", ""},
		Record: rules.Record{Format: 1, Game: "coinflip", Seed: 9, Players: []rules.Player{{Name: "A"}, {Name: "B"}}}}
	first, err := tablelog.Create(ctx, js, h)
	if err != nil {
		t.Fatal(err)
	}
	second, _, _, err := tablelog.Open(ctx, js, "TESTCD")
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Current(ctx); err != nil {
		t.Fatalf("the only writer: %v", err)
	}
	if err := second.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`), ""); err != nil {
		t.Fatal(err)
	}
	if err := first.Current(ctx); !errors.Is(err, tablelog.ErrFenced) {
		t.Fatalf("an overtaken writer: %v, want ErrFenced", err)
	}
	if err := second.AppendEntry(ctx, tablelog.EntryEnd, tablelog.End{Abandoned: true, Reason: "no move for a day"}, ""); err != nil {
		t.Fatal(err)
	}
	if err := second.Current(ctx); err != nil {
		t.Fatalf("the last writer: %v", err)
	}
	_, c, err := tablelog.Read(ctx, js, "TESTCD")
	if err != nil {
		t.Fatal(err)
	}
	if !c.Finished() || !c.Abandoned() || len(c.Moves) != 1 || c.LastWrite.IsZero() {
		t.Fatalf("read back: finished %v, abandoned %v, %d moves, last write %v", c.Finished(), c.Abandoned(), len(c.Moves), c.LastWrite)
	}
	if _, finished, err := tablelog.Peek(ctx, js, "TESTCD"); err != nil || !finished {
		t.Fatalf("Peek: finished %v, %v", finished, err)
	}
}

// TestALogMissingAMessageIsReadAsDamaged: a log whose messages skip a
// place (two messages lost from its middle) is read with the moves
// before the gap, the places missing and the messages after it set
// aside — never as a shorter game that goes on.
func TestALogMissingAMessageIsReadAsDamaged(t *testing.T) {
	ctx, js, l := coinTable(t, "GAPGAP")
	if err := l.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`), ""); err != nil {
		t.Fatal(err)
	}
	// Places 2 and 3 were written and lost: the next message found is 4.
	m := nats.NewMsg(wire.Log("GAPGAP"))
	m.Data = []byte(`{"p":1,"call":"tails"}`)
	m.Header.Set(tablelog.IndexHeader, "4")
	if _, err := js.PublishMsg(ctx, m); err != nil {
		t.Fatal(err)
	}
	_, c, err := tablelog.Read(ctx, js, "GAPGAP")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Moves) != 1 || len(c.Missing) != 2 || c.Missing[0] != 2 || c.SetAside != 1 {
		t.Fatalf("read %d moves, missing %v, %d set aside; want 1 move, places 2–3 missing, 1 set aside", len(c.Moves), c.Missing, c.SetAside)
	}
	if want := "2 of its messages (at places 2–3 in its log, after move 1) were lost from the server's store, and the 1 after them set aside"; c.Lost() != want {
		t.Fatalf("Lost says %q, want %q", c.Lost(), want)
	}
}

// A stamped log says when each move was written on its writer's clock, a
// move played for a seat out of time says so, and an unstamped move is
// dated by the stream.
func TestMovesKeepTheirTimesAndTimeUps(t *testing.T) {
	ctx, js, l := coinTable(t, "TIMEAB")
	if err := l.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`), ""); err != nil {
		t.Fatal(err)
	}
	days := time.Date(2031, 3, 4, 5, 6, 7, 0, time.UTC)
	l.Stamp(func() time.Time { return days })
	if err := l.AppendTimeUp(ctx, json.RawMessage(`{"p":1,"call":"tails"}`)); err != nil {
		t.Fatal(err)
	}
	_, c, err := tablelog.Read(ctx, js, "TIMEAB")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Times) != 2 || len(c.TimeUps) != 2 {
		t.Fatalf("read %d times and %d time-ups for %d moves", len(c.Times), len(c.TimeUps), len(c.Moves))
	}
	if c.TimeUps[0] || !c.TimeUps[1] {
		t.Errorf("time-ups %v, want only the second", c.TimeUps)
	}
	if !c.Times[1].Equal(days) {
		t.Errorf("the stamped move reads as written at %v, want %v", c.Times[1], days)
	}
	if since := time.Since(c.Times[0]); since < 0 || since > time.Minute {
		t.Errorf("the unstamped move reads as written %v ago", since)
	}
}

// coinTable makes a two-seat coin-flip table code's log on a fresh
// server: the context, the stream and the log.
func coinTable(t *testing.T, code string) (context.Context, jetstream.JetStream, *tablelog.Log) {
	t.Helper()
	s := onlinetest.Start(t, nil)
	ctx := onlinetest.Context(t)
	js, err := jetstream.New(s.Conn)
	if err != nil {
		t.Fatal(err)
	}
	h := tablelog.Header{Code: code, Salt: "s", Tokens: []string{"", ""},
		Record: rules.Record{Format: 1, Game: "coinflip", Seed: 9, Players: []rules.Player{{Name: "A"}, {Name: "B"}}}}
	l, err := tablelog.Create(ctx, js, h)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, js, l
}
