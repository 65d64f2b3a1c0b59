package main

import (
	"time"

	"cifra/rules"
	"cifra/rules/kakuro"
)

func init() {
	register(kakuro.GameName, driver{replay: replayKakuro, sim: simKakuro, levels: kakuro.Levels()})
}

// kakuroSummary is RULES.md §4's replay summary for kakuro.
type kakuroSummary struct {
	Game     string           `json:"game"`
	Finished bool             `json:"finished"`
	Scores   []int            `json:"scores"`
	Winners  []int            `json:"winners"`
	Claims   []kakuroClaim    `json:"claims"`
	Aside    int              `json:"aside"`
	Hands    [][]string       `json:"hands"`
	Error    *rules.MoveError `json:"error,omitempty"`
}

// kakuroClaim is one claim of the record: scored, or failed with why.
// Move is the claim's index in the record's moves, as the error's "move" is.
type kakuroClaim struct {
	Move   int    `json:"move"`
	P      int    `json:"p"`
	OK     bool   `json:"ok"`
	Points int    `json:"points,omitempty"`
	Reason string `json:"reason,omitempty"`
}

func replayKakuro(rec *rules.Record) (any, bool) {
	sum := kakuroSummary{Game: kakuro.GameName, Claims: []kakuroClaim{}}
	s, err := kakuro.Replay(rec, func(i int, m kakuro.Move, evs []kakuro.Event) {
		if m.Aside {
			return
		}
		c := kakuroClaim{Move: i, P: m.Claim.Player}
		for _, e := range evs {
			switch e := e.(type) {
			case kakuro.PointsScored:
				c.OK, c.Points = true, e.Points
			case kakuro.ClaimRejected:
				c.Reason = e.Reason.Error()
			}
		}
		sum.Claims = append(sum.Claims, c)
	})
	if err != nil {
		sum.Error = rules.InvalidAt(-1, err)
	}
	if s == nil { // the header or setup is at fault: there is no state
		return invalidRecord{Game: kakuro.GameName, Error: sum.Error}, false
	}
	sum.Finished = s.Finished()
	sum.Scores = s.Scores()
	sum.Winners = []int{}
	if s.Finished() {
		sum.Winners = s.Winners()
	}
	sum.Aside = len(s.Aside())
	for p := range s.Players() {
		hand := []string{}
		for _, t := range s.Hand(p) {
			hand = append(hand, t.String())
		}
		sum.Hands = append(sum.Hands, hand)
	}
	return sum, err == nil
}

func simKakuro(opts simOptions, index int) (*simGame, error) {
	return kakuro.Sim(opts.Bots, opts.Seed+uint64(index), time.Now)
}
