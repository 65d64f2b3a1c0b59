package rules

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// DecodeRecord says what is wrong with an input that is no record at all.
func TestDecodeRecordWords(t *testing.T) {
	for in, want := range map[string]string{
		"":                   "the record is empty",
		"\n":                 "the record is empty",
		"hello":              "the record is not JSON",
		"[]":                 "not an object",
		`{"game":"knister"}`: `no "format"`,
		`{"format":1,"game":"knister","players":[{"name":"A"}],"moves":[],"format":1}`: `key "format" appears twice`,
		`{"format":1,"Game":"knister","players":[{"name":"A"}],"moves":[]}`:            `unknown key "Game"`,
		`{"format":1,"game":"knister","players":[{"name":null}],"moves":[]}`:           `player 1, name: want text in quotes, found null`,
		`{"format":1,"game":"knister","players":[{"name":"A"}],"moves":null}`:          ``,
	} {
		_, err := DecodeRecord([]byte(in))
		var me *MoveError
		switch {
		case want == "" && err != nil:
			t.Errorf("%q: %v", in, err)
		case want == "":
		case !errors.As(err, &me) || me.Move != -1 || !strings.Contains(me.Reason, want):
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	if _, err := DecodeRecord(make([]byte, MaxRecordBytes+1)); err == nil || !strings.Contains(err.Error(), "16 MB") {
		t.Errorf("a huge record: %v", err)
	}
}

// A MoveError's words count moves from 1, as a person reads them; its
// JSON keeps the index into "moves" (-1: the header) for programs.
func TestMoveErrorCountsFromOneInWords(t *testing.T) {
	b, _ := json.Marshal(InvalidAt(3, errors.New("x")))
	if string(b) != `{"move":3,"reason":"x"}` || InvalidAt(3, errors.New("x")).Error() != "invalid record: move 4: x" {
		t.Errorf("move 3: %s", b)
	}
	if b, _ := json.Marshal(RecordError("y")); string(b) != `{"move":-1,"reason":"y"}` {
		t.Errorf("header: %s", b)
	}
}
