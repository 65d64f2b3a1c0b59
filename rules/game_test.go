package rules

import (
	"encoding/json"
	"errors"
	"testing"
)

// The one replay loop: each move decoded and applied in order, observed,
// and the first that cannot be read or played named by its index with the
// game's error inside.
func TestReplayLoop(t *testing.T) {
	moves := []json.RawMessage{json.RawMessage(`1`), json.RawMessage(`2`), json.RawMessage(`x`), json.RawMessage(`4`)}
	decode := func(raw []byte) (int, error) {
		var n int
		err := json.Unmarshal(raw, &n)
		return n, err
	}
	total := 0
	apply := func(n int) ([]string, error) {
		if n == 2 && total > 5 {
			return nil, errors.New("two after five")
		}
		total += n
		return []string{"added"}, nil
	}
	var seen []int
	err := Replay(moves, decode, apply, func(i, n int, ev []string) { seen = append(seen, i) })
	var me *MoveError
	if !errors.As(err, &me) || me.Move != 2 || total != 3 || len(seen) != 2 {
		t.Errorf("replay stopped with %v at total %d after seeing %v, want move index 2 at 3 after [0 1]", err, total, seen)
	}
	total = 6
	err = Replay(moves[:2], decode, apply, nil)
	if !errors.As(err, &me) || me.Move != 1 || me.Reason != "two after five" {
		t.Errorf("a move the game refuses gives %v", err)
	}
}

// A move's seat is its "p"; a table's own move and anything not an object
// have none.
func TestSeatOf(t *testing.T) {
	for move, want := range map[string]int{`{"p":2,"cell":[0,1]}`: 2, `{"p":0,"lift":[3,3]}`: 0, `{"aside":true}`: -1, `[1,2]`: -1, `{"p":"x"}`: -1} {
		seat, ok := SeatOf(json.RawMessage(move))
		if got := map[bool]int{true: seat, false: -1}[ok]; got != want {
			t.Errorf("SeatOf(%s) = %d %v, want %d", move, seat, ok, want)
		}
	}
}
