package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

// Following a game: a seat at an online table never learns the game's
// seed (it decides the dice to come, the sum tiles' order, the digits
// under the stones). It follows the table instead: it starts from what
// everyone saw at the start (the opening: Play.View(-1) before the first
// move) and plays each move the table announces together with that
// move's events, which reveal just what the move turned up (the dice
// rolled, the sum tile turned, the digit under the stone lifted). Its
// own events for the move must be the announced ones: a follower that
// disagrees with its table says so rather than show another game.

// Announced is one of a move's events as a table announces it: its type's
// name ("DiceRolled") and its fields in JSON.
type Announced struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// Announce writes a move's events (the rules' own values) as a table
// announces them.
func Announce(events []any) ([]Announced, error) {
	out := make([]Announced, 0, len(events))
	for _, e := range events {
		data, err := json.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("event %T does not encode: %w", e, err)
		}
		t := reflect.TypeOf(e)
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		out = append(out, Announced{Type: t.Name(), Data: data})
	}
	return out, nil
}

// Revealed decodes the announced events of type T (by its type's name),
// in order: what a follower reads the move's hidden outcome from.
func Revealed[T any](announced []Announced) ([]T, error) {
	name := reflect.TypeFor[T]().Name()
	var out []T
	for _, a := range announced {
		if a.Type != name {
			continue
		}
		var v T
		if err := json.Unmarshal(a.Data, &v); err != nil {
			return nil, fmt.Errorf("the table's %s event does not read: %w", name, err)
		}
		out = append(out, v)
	}
	return out, nil
}

// SameEvents checks that a follower's events for a move are the ones
// its table announced.
func SameEvents[E any](mine []E, announced []Announced) error {
	own, err := Events(mine, nil)
	if err != nil {
		return err
	}
	got, err := Announce(own)
	if err != nil {
		return err
	}
	for i := range max(len(got), len(announced)) {
		switch {
		case i >= len(got):
			return fmt.Errorf("the table announced %s %s, which this game did not see", announced[i].Type, announced[i].Data)
		case i >= len(announced):
			return fmt.Errorf("this game saw %s %s, which the table did not announce", got[i].Type, got[i].Data)
		case got[i].Type != announced[i].Type || !bytes.Equal(got[i].Data, compact(announced[i].Data)):
			return fmt.Errorf("the table announced %s %s where this game saw %s %s", announced[i].Type, announced[i].Data, got[i].Type, got[i].Data)
		}
	}
	return nil
}

// compact is data without insignificant spaces (as json.Marshal writes).
func compact(data []byte) []byte {
	var b bytes.Buffer
	if json.Compact(&b, data) != nil {
		return data
	}
	return b.Bytes()
}

// Follower is a game followed from a seat: a Play whose moves come from
// its table, with their events.
type Follower interface {
	Play
	// Follow plays a move the table announced (in record form) with the
	// events the table announced for it, and returns the game's own
	// events for it; an error when the move cannot be played here or
	// its events differ from the table's.
	Follow(move json.RawMessage, announced []Announced) ([]any, error)
}

// Followable is Rules whose games can be followed without their seed.
type Followable interface {
	// Follow starts following a game from its record's header (players
	// and options; the seed and setup are not needed) and its opening,
	// the JSON of Play.View(-1) before the first move.
	Follow(header *Record, opening json.RawMessage) (Follower, error)
}

// FollowMove plays a move of a followed game: reveal sets in s what the
// announced events turn up, then the move is decoded and applied as the
// table applied it, and the game's events are checked against the
// announced ones.
func FollowMove[R ~[]byte, S, M, E any](s S, move json.RawMessage, announced []Announced,
	reveal func(S, []Announced) error, decode func(R) (M, error), apply func(S, M) ([]E, error)) ([]E, error) {
	m, err := decode(R(move))
	if err != nil {
		return nil, err
	}
	if err := reveal(s, announced); err != nil {
		return nil, err
	}
	events, err := apply(s, m)
	if err != nil {
		return nil, err
	}
	return events, SameEvents(events, announced)
}

// FromOpening makes a game's follow-from-the-opening's-JSON (the Follow
// part of its Parts, a Followable's Follow) of its follow from its own
// view type V.
func FromOpening[V, S any](follow func(header *Record, opening V) (S, error)) func(header *Record, opening json.RawMessage) (S, error) {
	return func(header *Record, opening json.RawMessage) (S, error) {
		var v V
		if err := DecodeStrict(opening, &v); err != nil {
			var none S
			return none, fmt.Errorf("the opening does not read: %w", err)
		}
		return follow(header, v)
	}
}
