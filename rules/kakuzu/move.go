package kakuzu

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// Action is the kind of a move, and what the table waits for next.
type Action int

// The actions. ActionNone is what the table waits for when the game is
// over.
const (
	ActionNone    Action = iota
	ActionLift           // lift a covered stone
	ActionDraw           // draw a number from the bag
	ActionName           // no-bag variant: name the digit hunted next
	ActionTimeout        // tournament: the turn's time ran out
)

var actionNames = [...]string{"do nothing", "lift a stone", "draw a number", "name a digit", "time out"}

// String names the action in English, as an error message uses it.
func (a Action) String() string {
	if a < 0 || int(a) >= len(actionNames) {
		return fmt.Sprintf("action(%d)", int(a))
	}
	return actionNames[a]
}

// Move is one step of the game by one seat. Number is the number drawn
// (ActionDraw) or the digit named (ActionName); Square is the stone lifted
// (ActionLift).
type Move struct {
	Player int
	Action Action
	Square Square
	Number int
}

// Lift is the move lifting the stone on [row, col].
func Lift(p, row, col int) Move { return Move{Player: p, Action: ActionLift, Square: Square{row, col}} }

// Draw is the move recording that number n came out of the bag.
func Draw(p, n int) Move { return Move{Player: p, Action: ActionDraw, Number: n} }

// Name is the no-bag move naming digit d.
func Name(p, d int) Move { return Move{Player: p, Action: ActionName, Number: d} }

// Timeout is the tournament move ending a turn whose time ran out.
func Timeout(p int) Move { return Move{Player: p, Action: ActionTimeout} }

// String describes the move in English.
func (m Move) String() string {
	switch m.Action {
	case ActionLift:
		return fmt.Sprintf("seat %d lifts %v", m.Player, m.Square)
	case ActionDraw:
		return fmt.Sprintf("seat %d draws %d", m.Player, m.Number)
	case ActionName:
		return fmt.Sprintf("seat %d names %d", m.Player, m.Number)
	case ActionTimeout:
		return fmt.Sprintf("seat %d times out", m.Player)
	}
	return fmt.Sprintf("seat %d: %v", m.Player, m.Action)
}

// moveJSON is a move in a record (RULES.md §4): exactly one of the action
// keys besides "p".
type moveJSON struct {
	P       *int    `json:"p"`
	Lift    *[2]int `json:"lift,omitempty"`
	Draw    *int    `json:"draw,omitempty"`
	Name    *int    `json:"name,omitempty"`
	Timeout *bool   `json:"timeout,omitempty"`
}

// MarshalJSON writes the move in the record's form, e.g. {"p":0,"lift":[4,2]}.
func (m Move) MarshalJSON() ([]byte, error) {
	p := m.Player
	j := moveJSON{P: &p}
	switch m.Action {
	case ActionLift:
		j.Lift = &[2]int{m.Square.Row, m.Square.Col}
	case ActionDraw:
		j.Draw = &m.Number
	case ActionName:
		j.Name = &m.Number
	case ActionTimeout:
		t := true
		j.Timeout = &t
	default:
		return nil, fmt.Errorf("kakuzu: cannot encode a move with action %v", m.Action)
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a move strictly: unknown keys, a missing "p", no
// action or two actions are a *MalformedMoveError.
func (m *Move) UnmarshalJSON(data []byte) error {
	var j moveJSON
	if err := rules.DecodeStrict(data, &j); err != nil {
		return &MalformedMoveError{Reason: err.Error()}
	}
	if j.P == nil {
		return &MalformedMoveError{Reason: `the move names no player ("p")`}
	}
	*m = Move{Player: *j.P}
	actions := 0
	if j.Lift != nil {
		actions++
		m.Action, m.Square = ActionLift, Square{j.Lift[0], j.Lift[1]}
	}
	if j.Draw != nil {
		actions++
		m.Action, m.Number = ActionDraw, *j.Draw
	}
	if j.Name != nil {
		actions++
		m.Action, m.Number = ActionName, *j.Name
	}
	if j.Timeout != nil {
		if !*j.Timeout {
			return &MalformedMoveError{Reason: `"timeout" can only be true`}
		}
		actions++
		m.Action = ActionTimeout
	}
	switch {
	case actions == 0:
		return &MalformedMoveError{Reason: "the move has no action (lift, draw, name or timeout)"}
	case actions > 1:
		return &MalformedMoveError{Reason: "the move has more than one action"}
	}
	return nil
}
