package kakuzu

import (
	"encoding/json"

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

// commonPlan is b's step in the common shape: its move on its turn, at
// once.
func commonPlan(b *Bot, seat int, s *State) (rules.Plan, bool) {
	m, ok := b.Choose(s.View(seat))
	if !ok {
		return rules.Plan{}, false
	}
	return rules.Plan{Move: rules.MarshalMove(m)}, true
}
