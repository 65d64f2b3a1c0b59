package knister

import (
	"cifra/rules"
)

// Rules is Knister's rules in the common shape (rules.Rules). There the
// next roll is made as soon as everyone has placed the current one (the
// scene waits for its Roll button instead, which leaves room for Undo):
// the record is the same either way, as records hold only placements.
var Rules rules.Rules = shape

// shape is Knister's rules in the common shape, made of its own types.
var shape = rules.NewShape(rules.Parts[*State, Move, Event, Bot]{
	Name:   GameName,
	Levels: Levels,
	Start:  fromHeader,
	Decode: decodeMove,
	Apply:  (*State).applyRolling,
	View:   commonView,
	Record: (*State).Record,
	// The seat's bot, with the seat's own seed derived from the game's,
	// as Sim does.
	NewBot: func(level string, seed uint64, seat int) (Bot, error) {
		return NewBot(level, botSeed(seed, seat), seat)
	},
	Plan: commonPlan,
	// Everyone who has not written the roll is awaited, a roll a wait;
	// the rules have no move for a seat out of time.
	Waiting: func(s *State) rules.Wait { return rules.Wait{Seats: s.Waiting(), Turn: s.Round()} },
	Follow:  FollowOpening,
	Reveal:  (*State).reveal,
	// Due is nothing: the common shape rolls within Apply.
})

// Play is a State seen in the common shape.
func (s *State) Play() rules.Play { return shape.Play(s) }

// applyRolling places the move's number and, when that was the roll's
// last placement and rolls are left, rolls the next (DiceRolled last).
func (s *State) applyRolling(m Move) ([]Event, error) {
	events, err := s.Apply(m)
	if err != nil {
		return nil, err
	}
	if s.AllPlaced() && !s.Finished() {
		events = append(events, s.advance())
	}
	return events, nil
}

// View is what a Knister player sees: the roll on the table, who has
// placed it, every card; not the rolls to come.
type View struct {
	Round    int    `json:"round"` // 0..24
	Dice     [2]int `json:"dice"`
	Placed   []bool `json:"placed"`
	Grids    []Grid `json:"grids"`
	Scores   []int  `json:"scores"`
	Finished bool   `json:"finished"`
}

// commonView is s's View: every seat sees the same.
func commonView(s *State, _ int) any {
	v := View{Round: s.Round(), Dice: s.Dice(), Scores: s.Scores(), Finished: s.Finished()}
	for q := range s.Players() {
		v.Placed = append(v.Placed, s.HasPlaced(q))
		v.Grids = append(v.Grids, s.Grid(q))
	}
	return v
}

// commonPlan is b's step in the common shape: where it writes the roll,
// once per roll, at once.
func commonPlan(b Bot, seat int, s *State) (rules.Plan, bool) {
	if s.Finished() || s.HasPlaced(seat) {
		return rules.Plan{}, false
	}
	c := b.Choose(s.Grid(seat), s.Sum(), s.RollsLeft())
	return rules.Plan{Move: rules.MarshalMove(Move{P: seat, Cell: [2]int{c.R, c.C}})}, true
}
