package kakuro

import (
	"encoding/json"
	"strings"

	"cifra/rules"
)

// Rules is Kakuro's rules in the common shape (rules.Rules).
var Rules rules.Rules = shape

// shape is Kakuro's rules in the common shape, made of its own types.
var shape = rules.NewShape(rules.Parts[*State, Move, Event, *Bot]{
	Name:   GameName,
	Levels: Levels,
	Start:  rules.Configured(ConfigFromRecord, New),
	Decode: func(raw json.RawMessage) (Move, error) { return DecodeMove(raw) },
	Apply:  (*State).Apply,
	View:   commonView,
	Due:    due,
	Record: (*State).Record,
	NewBot: NewBot,
	Plan:   commonPlan,
	Follow: FollowOpening,
	Reveal: (*State).turnUp,
})

// Play is a State seen in the common shape.
func (s *State) Play() rules.Play { return shape.Play(s) }

// due sets the sum tile aside once every player has declared it
// impossible, a locked-out player counting as declared (RULES.md §1);
// the hourglass, which half the table starts, is the table's to time.
func due(s *State, passed []bool) (json.RawMessage, bool) {
	if s.Finished() {
		return nil, false
	}
	for q := range s.Players() {
		if !s.LockedOut(q) && (q >= len(passed) || !passed[q]) {
			return nil, false
		}
	}
	return rules.MarshalMove(AsideMove()), true
}

// View is what a Kakuro player sees: the board and the sum on it, the
// hands laid open before every player, the scores; not the order of the
// face-down sum tiles or of the action stock.
type View struct {
	Board     []string   `json:"board"` // Board.String's rows
	Target    int        `json:"target"`
	SumsLeft  int        `json:"sumsLeft"`
	Aside     int        `json:"aside"`
	StockSize int        `json:"stock"`
	Hands     [][]string `json:"hands"`
	Scores    []int      `json:"scores"`
	Locked    []bool     `json:"locked"`
	Finished  bool       `json:"finished"`
}

// commonView is s's View: every seat sees the same.
func commonView(s *State, _ int) any {
	v := View{Board: strings.Split(strings.TrimSuffix(s.board.String(), "\n"), "\n"), Target: s.Target(),
		SumsLeft: s.SumsLeft(), Aside: len(s.aside), StockSize: s.StockSize(), Scores: s.Scores(), Finished: s.Finished()}
	for q := range s.Players() {
		hand := []string{}
		for _, t := range s.Hand(q) {
			hand = append(hand, t.String())
		}
		v.Hands = append(v.Hands, hand)
		v.Locked = append(v.Locked, s.LockedOut(q))
	}
	return v
}

// commonPlan is b's step in the common shape: once a sum is revealed,
// its plan for it.
func commonPlan(b *Bot, _ int, s *State) (rules.Plan, bool) {
	if s.Finished() || s.LockedOut(b.seat) {
		return rules.Plan{}, false
	}
	plan := b.Plan(s)
	if plan.Impossible {
		return rules.Plan{Pass: true, Ticks: plan.Ticks}, true
	}
	return rules.Plan{Move: rules.MarshalMove(ClaimMove(plan.Claim)), Ticks: plan.Ticks}, true
}
