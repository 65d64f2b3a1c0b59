package main

import (
	"fmt"
	"time"

	"cifra/rules"
)

// rulesDriver is the driver of a game known only through the common shape
// of the rules (rules.Rules): replay prints the summary every game's has
// (finished, scores, winners), sim plays its bots through rules.PlayBots.
// A game with nothing more to report needs no driver code of its own.
func rulesDriver(r rules.Rules) driver {
	return driver{
		levels: r.Levels(),
		replay: func(rec *rules.Record) (any, bool) {
			p, err := rules.ReplayRecord(r, rec, nil)
			if p == nil { // the header or setup is at fault: there is no state
				return invalidRecord{Game: r.Name(), Error: rules.InvalidAt(-1, err)}, false
			}
			sum := rulesSummary{Game: r.Name(), Finished: p.Finished(), Scores: p.Scores(), Winners: p.Winners()}
			if err != nil {
				sum.Error = rules.InvalidAt(-1, err)
			}
			return sum, err == nil
		},
		sim: func(opts simOptions, index int) (*simGame, error) {
			rec := &rules.Record{Format: rules.FormatVersion, Game: r.Name(), Seed: opts.Seed + uint64(index)}
			for i, level := range opts.Bots {
				rec.Players = append(rec.Players, rules.Player{Name: fmt.Sprintf("Bot %d", i+1), Bot: level})
			}
			g := &simGame{Counters: map[string]int{}}
			p, err := rules.PlayBots(r, rec, 100000, time.Now, func(d time.Duration) { g.Decisions = append(g.Decisions, d) })
			if err != nil {
				return nil, err
			}
			g.Record, g.Scores, g.Winners = p.Record(rec.Players), p.Scores(), p.Winners()
			return g, nil
		},
	}
}

// rulesSummary is the replay summary every game has (RULES.md §4's
// common fields).
type rulesSummary struct {
	Game     string           `json:"game"`
	Finished bool             `json:"finished"`
	Scores   []int            `json:"scores"`
	Winners  []int            `json:"winners"`
	Error    *rules.MoveError `json:"error,omitempty"`
}
