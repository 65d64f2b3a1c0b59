package knister

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"cifra/rules"
)

// wantCoded checks that err is a rules.Coded with the code, found by
// errors.As as a scene finds it.
func wantCoded(t *testing.T, err error, code ErrorCode) {
	t.Helper()
	var c rules.Coded
	if !errors.As(err, &c) {
		t.Fatalf("error %v (%T) is not a rules.Coded", err, err)
	}
	if c.Code() != string(code) || c.Error() == "" {
		t.Fatalf("error %q has code %q, want %q", err, c.Code(), code)
	}
}

// Every error New, Apply, Roll, Undo, NewBot and FromRecord return has a
// stable code.
func TestErrorsAreCoded(t *testing.T) {
	_, err := New(0, 1, nil)
	wantCoded(t, err, CodeBadPlayers)
	_, err = New(1, 1, [][2]int{{0, 3}})
	wantCoded(t, err, CodeBadSetupRolls)
	s, _ := New(2, 1, nil)
	_, err = s.Apply(Move{P: 0, Cell: [2]int{5, 0}})
	wantCoded(t, err, CodeCellOffGrid)
	_, err = s.Apply(Move{P: 2})
	wantCoded(t, err, CodePlayerRange)
	_, err = s.Roll()
	wantCoded(t, err, CodeRollTooEarly)
	_, err = s.Undo(1)
	wantCoded(t, err, CodeNothingToUndo)
	_, err = NewBot("wizard", 1, 0)
	wantCoded(t, err, CodeUnknownLevel)

	records := []struct {
		name, json string
		move       int
		code       ErrorCode
	}{
		{"wrong game", `{"format":1,"game":"kakuro","players":[{"name":"A"}],"moves":[]}`, -1, CodeWrongGame},
		{"an option", `{"format":1,"game":"knister","players":[{"name":"A"}],"options":{"hourglass":60},"moves":[]}`, -1, CodeBadOptions},
		{"setup key", `{"format":1,"game":"knister","players":[{"name":"A"}],"setup":{"dice":[]},"moves":[]}`, -1, CodeBadSetup},
		{"three dice", `{"format":1,"game":"knister","players":[{"name":"A"}],"setup":{"rolls":[[1,2,3]]},"moves":[]}`, -1, CodeBadSetup},
		{"bad die", `{"format":1,"game":"knister","players":[{"name":"A"}],"setup":{"rolls":[[1,7]]},"moves":[]}`, -1, CodeBadSetupRolls},
		{"too many players", manyPlayers(PlayerLimit + 1), -1, CodeBadPlayers},
		{"many players", manyPlayers(PlayerLimit), -1, ""},
		{"bot level", `{"format":1,"game":"knister","players":[{"name":"A","bot":"wizard"}],"moves":[]}`, -1, CodeUnknownLevel},
		{"malformed move", `{"format":1,"game":"knister","players":[{"name":"A"}],"moves":[{"p":0}]}`, 0, CodeMalformedMove},
		{"cell taken", `{"format":1,"game":"knister","players":[{"name":"A"}],"moves":[{"p":0,"cell":[0,0]},{"p":0,"cell":[0,0]}]}`, 1, CodeCellTaken},
	}
	for _, tc := range records {
		rec, err := rules.DecodeRecord([]byte(tc.json))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		_, err = FromRecord(rec)
		if tc.code == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		var me *rules.MoveError
		if !errors.As(err, &me) || me.Move != tc.move {
			t.Fatalf("%s: %v, want a MoveError at move %d", tc.name, err, tc.move)
		}
		wantCoded(t, err, tc.code)
		if me.Code() != string(tc.code) {
			t.Errorf("%s: the MoveError's code is %q", tc.name, me.Code())
		}
	}
}

func TestDecodeOptions(t *testing.T) {
	for _, ok := range []string{``, `null`, `{}`, ` { } `} {
		if o, err := DecodeOptions([]byte(ok)); err != nil || o != DefaultOptions() {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{`{"hourglass":0}`, `[]`, `{"x":1}`, `{} {}`} {
		_, err := DecodeOptions([]byte(bad))
		wantCoded(t, err, CodeBadOptions)
	}
	if string(DefaultOptions().Encode()) != `{}` {
		t.Error("options encode as", string(DefaultOptions().Encode()))
	}
}

// BotSeed is the app's per-roll formula: saved games resume identically
// only while it stays the same.
func TestBotSeed(t *testing.T) {
	for _, c := range []struct {
		seed        uint64
		seat, round int
	}{{0, 0, 0}, {7, 1, 0}, {7, 0, 24}, {1 << 40, 11, 13}, {^uint64(0), 3, 5}} {
		want := c.seed + uint64(c.seat)*7919 + uint64(c.round)*104729
		if got := BotSeed(c.seed, c.seat, c.round); got != want {
			t.Errorf("BotSeed(%d, %d, %d) = %d, want %d", c.seed, c.seat, c.round, got, want)
		}
	}
	if BotSeed(100, 2, 3) != 100+2*7919+3*104729 {
		t.Error("BotSeed(100, 2, 3)")
	}
}

// Seat does not change a Knister bot: the seed is already the seat's.
func TestNewBotSeatOnlyShapes(t *testing.T) {
	for _, level := range Levels() {
		a, _ := NewBot(level, 42, 0)
		b, _ := NewBot(level, 42, 3)
		var g Grid
		for range 10 {
			ca, cb := a.Choose(g, 7, 25), b.Choose(g, 7, 25)
			if ca != cb {
				t.Fatalf("%s: seat changed the choice: %v vs %v", level, ca, cb)
			}
		}
	}
}

// manyPlayers is a knister record with n human players and no moves.
func manyPlayers(n int) string {
	seats := make([]string, n)
	for i := range seats {
		seats[i] = fmt.Sprintf(`{"name":"P%d"}`, i+1)
	}
	return `{"format":1,"game":"knister","players":[` + strings.Join(seats, ",") + `],"moves":[]}`
}
