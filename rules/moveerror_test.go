package rules

import (
	"errors"
	"testing"
)

type codedErr struct{}

func (codedErr) Error() string { return "the tile is not held" }
func (codedErr) Code() string  { return "tile-not-held" }

// A MoveError carries the game's code; without a game error it is an
// "invalid-record".
func TestMoveErrorCode(t *testing.T) {
	me := InvalidAt(3, codedErr{})
	if me.Move != 3 || me.Reason != "the tile is not held" || me.Code() != "tile-not-held" {
		t.Fatalf("InvalidAt: %+v, code %q", me, me.Code())
	}
	var c Coded
	if !errors.As(error(me), &c) || c.Code() != "tile-not-held" {
		t.Fatalf("errors.As finds %v", c)
	}
	if !errors.Is(me, codedErr{}) {
		t.Error("a MoveError does not unwrap to the game's error")
	}
	if again := InvalidAt(5, me); again != me {
		t.Error("InvalidAt wrapped a MoveError twice")
	}
	if plain := InvalidAt(0, errors.New("no code")); plain.Code() != CodeInvalidRecord {
		t.Errorf("an uncoded reason gives %q", plain.Code())
	}
	if rec := RecordError("no players"); rec.Code() != CodeInvalidRecord || rec.Move != -1 {
		t.Errorf("RecordError: %+v %q", rec, rec.Code())
	}
	_, err := DecodeRecord([]byte(`{"format":1,"game":"x","players":[],"moves":[]}`))
	if !errors.As(err, &c) || c.Code() != CodeInvalidRecord {
		t.Errorf("DecodeRecord: %v", err)
	}
}
