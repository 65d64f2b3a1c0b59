package kakuro

import (
	"encoding/json"
	"strings"

	"cifra/rules"
)

// Rules is Kakuro's rules in the common shape (rules.Rules).
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
	return shapeBot{b}, nil
}

// Play is a State seen in the common shape.
func (s *State) Play() rules.Play { return (*play)(s) }

// play is a State in the common shape.
type play State

func (p *play) state() *State { return (*State)(p) }

func (p *play) Apply(raw json.RawMessage) ([]any, error) {
	m, err := DecodeMove(raw)
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

// Due sets the sum tile aside once every player has declared it
// impossible, a locked-out player counting as declared (RULES.md §1);
// the hourglass, which half the table starts, is the table's to time.
func (p *play) Due(passed []bool) (json.RawMessage, bool) {
	s := p.state()
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

func (p *play) Record(players []rules.Player) *rules.Record { return p.state().Record(players) }

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

func (p *play) View(int) any {
	s := p.state()
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

// shapeBot is a Bot in the common shape: once a sum is revealed, its
// plan for it.
type shapeBot struct{ b *Bot }

func (sb shapeBot) Next(p rules.Play) (rules.Plan, bool) {
	pl, ok := p.(*play)
	if !ok {
		return rules.Plan{}, false
	}
	s := pl.state()
	if s.Finished() || s.LockedOut(sb.b.seat) {
		return rules.Plan{}, false
	}
	plan := sb.b.Plan(s)
	if plan.Impossible {
		return rules.Plan{Pass: true, Ticks: plan.Ticks}, true
	}
	return rules.Plan{Move: rules.MarshalMove(ClaimMove(plan.Claim)), Ticks: plan.Ticks}, true
}
