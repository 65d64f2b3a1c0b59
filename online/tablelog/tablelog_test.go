package tablelog_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/onlinetest"
	"cifra/online/tablelog"
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
	if err := first.Append(ctx, json.RawMessage(`{"p":0,"call":"heads"}`)); err != nil {
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
	if err := second.Append(ctx, json.RawMessage(`{"p":1,"call":"tails"}`)); err != nil {
		t.Fatal(err)
	}
	if err := first.Append(ctx, json.RawMessage(`{"p":1,"call":"heads"}`)); !errors.Is(err, tablelog.ErrFenced) {
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
