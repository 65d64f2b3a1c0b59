package main

import (
	"fmt"
	"time"

	"cifra/rules"
	"cifra/rules/kakuzu"
)

func init() {
	register(kakuzu.GameName, driver{replay: replayKakuzu, sim: simKakuzu, levels: kakuzu.Levels(),
		variants: []string{string(kakuzu.Classic), string(kakuzu.SameDigit), string(kakuzu.NoBag)}})
}

// kakuzuSummary is `replay`'s output for a Kakuzu record (RULES.md §4):
// stones lists, per seat, the squares of the stones it holds.
type kakuzuSummary struct {
	Game     string            `json:"game"`
	Finished bool              `json:"finished"`
	Scores   []int             `json:"scores"`
	Winners  []int             `json:"winners"`
	Stones   [][]kakuzu.Square `json:"stones"`
	Neutral  []kakuzu.Square   `json:"neutral"`
	Bag      []int             `json:"bag"`
	Error    *rules.MoveError  `json:"error,omitempty"`
}

func replayKakuzu(rec *rulesRecord) (any, bool) {
	s, err := kakuzu.FromRecord(rec)
	sum := kakuzuSummary{Game: kakuzu.GameName, Scores: []int{}, Winners: []int{},
		Stones: [][]kakuzu.Square{}, Neutral: []kakuzu.Square{}, Bag: []int{}}
	if s != nil {
		sum.Finished, sum.Scores, sum.Neutral, sum.Bag = s.Finished(), s.Scores(), s.Neutral(), s.Bag()
		if w := s.Winners(); w != nil {
			sum.Winners = w
		}
		for p := range s.Players() {
			sum.Stones = append(sum.Stones, s.StonesOf(p))
		}
	}
	if err != nil {
		sum.Error = rules.InvalidAt(-1, err)
		return sum, false
	}
	return sum, true
}

func simKakuzu(opts simOptions, index int) (*simGame, error) {
	seed := opts.Seed + uint64(index)
	players := make([]rules.Player, len(opts.Bots))
	bots := make([]*kakuzu.Bot, len(opts.Bots))
	for i, level := range opts.Bots {
		players[i] = rules.Player{Name: fmt.Sprintf("Bot %d", i+1), Bot: level}
		b, err := kakuzu.NewBot(level, seed, i)
		if err != nil {
			return nil, err
		}
		bots[i] = b
	}
	s, err := kakuzu.New(kakuzu.Config{Players: players, Seed: seed, Variant: kakuzu.Variant(opts.Variant)})
	if err != nil {
		return nil, err
	}
	var decisions []time.Duration
	events, err := kakuzu.PlayBots(s, bots, func(decide func()) {
		start := time.Now()
		decide()
		decisions = append(decisions, time.Since(start))
	})
	if err != nil {
		return nil, err
	}
	return &simGame{Record: s.Record(), Scores: s.Scores(), Winners: s.Winners(),
		Decisions: decisions, Counters: kakuzuCounters(events)}, nil
}

// kakuzuCounters totals what happened in a game: lifts that hit or
// missed, why turns passed, digits retired (and how many in the setup).
func kakuzuCounters(events []kakuzu.Event) map[string]int {
	c := map[string]int{}
	playing := false
	for _, e := range events {
		switch e := e.(type) {
		case kakuzu.PlayStarted:
			playing = true
		case kakuzu.StoneKept:
			c["lifts.hit"]++
		case kakuzu.StonePassed:
			c["lifts.miss"]++
		case kakuzu.TurnPassed:
			c["turns."+string(e.Why)]++
		case kakuzu.DigitRetired:
			if playing {
				c["retired.play"]++
			} else {
				c["retired.setup"]++
			}
		}
	}
	return c
}
