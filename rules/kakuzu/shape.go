package kakuzu

import (
	"encoding/json"

	"cifra/rules"
)

// Rules is Kakuzu's rules in the common shape (rules.Rules).
var Rules rules.Rules = shape{}

type shape struct{}

func (shape) Name() string     { return GameName }
func (shape) Levels() []string { return Levels() }

func (shape) Start(rec *rules.Record) (rules.Play, error) {
	cfg, err := ConfigFromRecord(rec)
	if err != nil {
		return nil, err
	}
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	return (*play)(s), nil
}

func (shape) NewBot(level string, seed uint64, seat int) (rules.Bot, error) {
	b, err := NewBot(level, seed, seat)
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

func (p *play) Apply(raw json.RawMessage) ([]any, error) {
	m, err := decodeMove(raw)
	if err != nil {
		return nil, err
	}
	return rules.Events(p.state().Apply(m))
}

func (p *play) Finished() bool { return p.state().Finished() }
func (p *play) Scores() []int  { return p.state().Scores() }

func (p *play) Winners() []int {
	if !p.state().Finished() {
		return []int{}
	}
	return p.state().Winners()
}

// View is the seat's View: the tray without the digits under the stones.
func (p *play) View(seat int) any { return p.state().View(seat) }

// Record writes the game so far; Kakuzu's state keeps its own players.
func (p *play) Record([]rules.Player) *rules.Record { return p.state().Record() }

// Due is the bag's draw when one is due.
func (p *play) Due([]bool) (json.RawMessage, bool) {
	m, ok := p.state().RandomDraw()
	if !ok {
		return nil, false
	}
	return rules.MarshalMove(m), true
}

// shapeBot is a Bot in the common shape: its move on its turn, at once.
type shapeBot struct {
	b    *Bot
	seat int
}

func (sb shapeBot) Next(p rules.Play) (rules.Plan, bool) {
	pl, ok := p.(*play)
	if !ok {
		return rules.Plan{}, false
	}
	m, ok := sb.b.Choose(pl.state().View(sb.seat))
	if !ok {
		return rules.Plan{}, false
	}
	return rules.Plan{Move: rules.MarshalMove(m)}, true
}
