package knister

import (
	"encoding/json"

	"cifra/rules"
)

// Rules is Knister's rules in the common shape (rules.Rules). There the
// next roll is made as soon as everyone has placed the current one (the
// scene waits for its Roll button instead, which leaves room for Undo):
// the record is the same either way, as records hold only placements.
var Rules rules.Rules = shape{}

type shape struct{}

func (shape) Name() string     { return GameName }
func (shape) Levels() []string { return Levels() }

func (shape) Start(rec *rules.Record) (rules.Play, error) {
	s, err := fromHeader(rec)
	if err != nil {
		return nil, err
	}
	return (*play)(s), nil
}

// NewBot makes the seat's bot with the seat's own seed derived from the
// game's, as Sim does.
func (shape) NewBot(level string, seed uint64, seat int) (rules.Bot, error) {
	b, err := NewBot(level, botSeed(seed, seat), seat)
	if err != nil {
		return nil, err
	}
	return shapeBot{b: b, seat: seat}, nil
}

// Play is a State seen in the common shape.
func (s *State) Play() rules.Play { return (*play)(s) }

// play is a State in the common shape.
type play State

func (p *play) state() *State { return (*State)(p) }

// Apply places the move's number and, when that was the roll's last
// placement and rolls are left, rolls the next (DiceRolled last).
func (p *play) Apply(raw json.RawMessage) ([]any, error) {
	m, err := decodeMove(raw)
	if err != nil {
		return nil, err
	}
	s := p.state()
	events, err := s.Apply(m)
	if err != nil {
		return nil, err
	}
	if s.AllPlaced() && !s.Finished() {
		events = append(events, s.advance())
	}
	return rules.Events(events, nil)
}

func (p *play) Finished() bool { return p.state().Finished() }
func (p *play) Scores() []int  { return p.state().Scores() }

func (p *play) Winners() []int {
	if !p.state().Finished() {
		return []int{}
	}
	return p.state().Winners()
}

func (p *play) Record(players []rules.Player) *rules.Record { return p.state().Record(players) }

// Due is nothing: the common shape rolls within Apply.
func (p *play) Due([]bool) (json.RawMessage, bool) { return nil, false }

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

func (p *play) View(int) any {
	s := p.state()
	v := View{Round: s.Round(), Dice: s.Dice(), Scores: s.Scores(), Finished: s.Finished()}
	for q := range s.Players() {
		v.Placed = append(v.Placed, s.HasPlaced(q))
		v.Grids = append(v.Grids, s.Grid(q))
	}
	return v
}

// shapeBot is a Bot in the common shape: where it writes the roll, once
// per roll, at once.
type shapeBot struct {
	b    Bot
	seat int
}

func (sb shapeBot) Next(p rules.Play) (rules.Plan, bool) {
	pl, ok := p.(*play)
	if !ok {
		return rules.Plan{}, false
	}
	s := pl.state()
	if s.Finished() || s.HasPlaced(sb.seat) {
		return rules.Plan{}, false
	}
	c := sb.b.Choose(s.Grid(sb.seat), s.Sum(), s.RollsLeft())
	return rules.Plan{Move: rules.MarshalMove(Move{P: sb.seat, Cell: [2]int{c.R, c.C}})}, true
}
