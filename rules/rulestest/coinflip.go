package rulestest

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// CoinFlip is a game that exists for tests: the smallest game that has
// everything a game has (seats, bots of two levels, hidden information, a
// record, an end and a winner), so tests can show that the referee and the
// app take a fourth game through its registration alone.
//
// Rules: each seat in turn calls the next flip of a coin ("heads" or
// "tails"), drawn from the seed; a right call scores a point. The game ends
// after CoinFlipRounds calls each. Moves: {"p":0,"call":"heads"}.
var CoinFlip rules.Rules = coinRules{}

// CoinFlipName is the coin-flip game's record "game".
const CoinFlipName = "coinflip"

// CoinFlipRounds is how many calls each seat makes.
const CoinFlipRounds = 5

type coinRules struct{}

func (coinRules) Name() string     { return CoinFlipName }
func (coinRules) Levels() []string { return []string{"easy", "hard"} }

// coinError is the coin-flip game's refusal, with its code.
type coinError struct{ code, text string }

func (e *coinError) Error() string { return e.text }
func (e *coinError) Code() string  { return e.code }

func refuse(code, format string, args ...any) error {
	return &coinError{code: code, text: fmt.Sprintf(format, args...)}
}

func (coinRules) Start(rec *rules.Record) (rules.Play, error) {
	switch {
	case rec.Game != CoinFlipName:
		return nil, refuse("wrong-game", "the record is for %s, not %s", rules.Quote(rec.Game), CoinFlipName)
	case len(rec.Players) < 1 || len(rec.Players) > 4:
		return nil, refuse("seats", "a coin flip has 1 to 4 players, not %d", len(rec.Players))
	}
	var none struct{}
	if err := rules.DecodeStrict(rec.Options, &none); err != nil {
		return nil, refuse("bad-options", "options: %v", err)
	}
	if err := rules.DecodeStrict(rec.Setup, &none); err != nil {
		return nil, refuse("bad-setup", "setup: %v", err)
	}
	if level, bad := rules.UnknownLevel(rec.Players, coinRules{}.Levels()); bad {
		return nil, refuse("unknown-level", "%s", rules.UnknownLevelText(level, coinRules{}.Levels()))
	}
	c := &coinPlay{seed: rec.Seed, scores: make([]int, len(rec.Players))}
	rng := rules.NewRand(rec.Seed, rules.StreamDeal)
	for range CoinFlipRounds * len(rec.Players) {
		c.flips = append(c.flips, rng.IntN(2) == 0)
	}
	return c, nil
}

func (coinRules) NewBot(level string, seed uint64, seat int) (rules.Bot, error) {
	switch level {
	case "easy":
		return coinBot{seat: seat}, nil
	case "hard":
		return coinBot{seat: seat, rng: rules.NewRand(rules.SeatSeed(seed, seat), rules.StreamBot).Uint64()}, nil
	}
	return nil, refuse("unknown-level", "%s", rules.UnknownLevelText(level, coinRules{}.Levels()))
}

// coinPlay is a coin-flip game in progress.
type coinPlay struct {
	seed   uint64
	flips  []bool // heads, for every call of the game
	calls  []coinMove
	scores []int
}

// coinMove is a move in record form.
type coinMove struct {
	P    *int   `json:"p"`
	Call string `json:"call"`
}

// CoinFlipped is the coin-flip game's one event: a call and the coin.
type CoinFlipped struct {
	P     int
	Heads bool // the coin
	Right bool // the call matched it
}

func (c *coinPlay) turn() int { return len(c.calls) % len(c.scores) }

func (c *coinPlay) Apply(raw json.RawMessage) ([]any, error) {
	var m coinMove
	if err := rules.DecodeStrict(raw, &m); err != nil {
		return nil, refuse("malformed-move", "%v", err)
	}
	switch {
	case m.P == nil:
		return nil, refuse("malformed-move", `the move has no "p"`)
	case c.Finished():
		return nil, refuse("game-over", "the game is over")
	case *m.P != c.turn():
		return nil, refuse("out-of-turn", "it is player %d's call, not player %d's", c.turn(), *m.P)
	case m.Call != "heads" && m.Call != "tails":
		return nil, refuse("bad-call", "a call is heads or tails, not %s", rules.Quote(m.Call))
	}
	heads := c.flips[len(c.calls)]
	right := heads == (m.Call == "heads")
	if right {
		c.scores[*m.P]++
	}
	c.calls = append(c.calls, m)
	return []any{CoinFlipped{P: *m.P, Heads: heads, Right: right}}, nil
}

func (c *coinPlay) Finished() bool { return len(c.calls) == len(c.flips) }
func (c *coinPlay) Scores() []int  { return append([]int(nil), c.scores...) }

func (c *coinPlay) Winners() []int {
	if !c.Finished() {
		return []int{}
	}
	best := []int{0}
	for p, s := range c.scores[1:] {
		switch {
		case s > c.scores[best[0]]:
			best = []int{p + 1}
		case s == c.scores[best[0]]:
			best = append(best, p+1)
		}
	}
	return best
}

// CoinFlipView is what a seat sees: the scores, whose call it is and the
// coins already flipped, never the coins to come.
type CoinFlipView struct {
	Scores  []int  `json:"scores"`
	Turn    int    `json:"turn"`
	Flipped []bool `json:"flipped"`
}

func (c *coinPlay) View(int) any {
	return CoinFlipView{Scores: c.Scores(), Turn: c.turn(), Flipped: append([]bool(nil), c.flips[:len(c.calls)]...)}
}

func (c *coinPlay) Record(players []rules.Player) *rules.Record {
	rec := &rules.Record{Format: rules.FormatVersion, Game: CoinFlipName, Seed: c.seed,
		Players: append([]rules.Player(nil), players...), Moves: []json.RawMessage{}}
	for _, m := range c.calls {
		rec.Moves = append(rec.Moves, rules.MarshalMove(m))
	}
	return rec
}

func (c *coinPlay) Due([]bool) (json.RawMessage, bool) { return nil, false }

// coinBot calls heads (easy) or a call of its own seed's (hard).
type coinBot struct {
	seat int
	rng  uint64 // 0: always heads
}

func (b coinBot) Next(p rules.Play) (rules.Plan, bool) {
	c, ok := p.(*coinPlay)
	if !ok || c.Finished() || c.turn() != b.seat {
		return rules.Plan{}, false
	}
	call := "heads"
	if b.rng != 0 && (b.rng>>(len(c.calls)%64))&1 == 1 {
		call = "tails"
	}
	seat := b.seat
	return rules.Plan{Move: rules.MarshalMove(coinMove{P: &seat, Call: call}), Ticks: 30}, true
}
