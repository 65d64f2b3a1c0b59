package kakuzu

import (
	"encoding/json"
	"time"

	"cifra/rules"
)

// Rules is Kakuzu's rules in the common shape (rules.Rules).
var Rules rules.Rules = shape

// shape is Kakuzu's rules in the common shape, made of its own types.
var shape = rules.NewShape(rules.Parts[*State, Move, Event, *Bot]{
	Name:   GameName,
	Levels: Levels,
	Start:  rules.Configured(ConfigFromRecord, New),
	Decode: decodeMove,
	Apply:  (*State).Apply,
	// The seat's View: the tray without the digits under the stones.
	View: func(s *State, seat int) any { return s.View(seat) },
	Due:  due,
	// One seat is awaited at a time, for a whole turn.
	Waiting:   func(s *State) rules.Wait { return rules.Wait{Seats: []int{s.Turn()}, Turn: s.Turns()} },
	TurnLimit: func(s *State) time.Duration { return time.Duration(s.TurnSeconds()) * time.Second },
	TimeUp:    timeUp,
	// Kakuzu's state keeps its own players.
	Record: func(s *State, players []rules.Player) *rules.Record {
		r := s.Record()
		if len(players) == len(r.Players) {
			r.Players = append([]rules.Player(nil), players...) // as the other games write them
		}
		return r
	},
	NewBot: NewBot,
	Plan:   commonPlan,
	Follow: FollowOpening,
	Reveal: (*State).reveal,
})

// Play is a State seen in the common shape.
func (s *State) Play() rules.Play { return shape.Play(s) }

// due is the bag's draw when one is due.
func due(s *State, _ []bool) (json.RawMessage, bool) {
	m, ok := s.RandomDraw()
	if !ok {
		return nil, false
	}
	return rules.MarshalMove(m), true
}

// timeUp is the tournament's timeout for the seat on turn, in play at a
// game with a time per turn; in the setup's lifts the rules have none.
func timeUp(s *State, seat int) (json.RawMessage, bool) {
	if s.TurnSeconds() == 0 || s.Phase() != PhasePlay || seat != s.Turn() {
		return nil, false
	}
	return rules.MarshalMove(Timeout(seat)), true
}

// commonPlan is b's step in the common shape: its move on its turn, at
// once.
func commonPlan(b *Bot, seat int, s *State) (rules.Plan, bool) {
	m, ok := b.Choose(s.View(seat))
	if !ok {
		return rules.Plan{}, false
	}
	return rules.Plan{Move: rules.MarshalMove(m)}, true
}
