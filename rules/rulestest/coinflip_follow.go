package rulestest

import (
	"encoding/json"

	"cifra/rules"
)

// Follow starts following a coin-flip game (rules.Followable): the coins
// to come are not known; each is the one its CoinFlipped showed.
func (coinRules) Follow(header *rules.Record, opening json.RawMessage) (rules.Follower, error) {
	h := *header
	h.Seed, h.Setup = 0, nil
	p, err := coinRules{}.Start(&h)
	if err != nil {
		return nil, err
	}
	c := p.(*coinPlay)
	clear(c.flips)
	var v CoinFlipView
	if err := rules.DecodeStrict(opening, &v); err != nil || len(v.Flipped) != 0 || len(v.Scores) != len(c.scores) {
		return nil, refuse("bad-opening", "the opening is not the start of this game")
	}
	return c, nil
}

// Follow plays a call as the table announced it, with the coin it showed.
func (c *coinPlay) Follow(move json.RawMessage, announced []rules.Announced) ([]any, error) {
	flips, err := rules.Revealed[CoinFlipped](announced)
	if err != nil {
		return nil, err
	}
	if len(flips) == 1 && len(c.calls) < len(c.flips) {
		c.flips[len(c.calls)] = flips[0].Heads
	}
	events, err := c.Apply(move)
	if err != nil {
		return nil, err
	}
	return events, rules.SameEvents(events, announced)
}
