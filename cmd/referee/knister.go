package main

import (
	"cifra/rules"
	"cifra/rules/knister"
	_ "cifra/rules/knister/netbot" // the hard level (knister.NewBot("hard"))
)

func init() {
	register(knister.GameName, driver{replay: replayKnister, sim: simKnister, levels: knister.Levels()})
}

// knisterSummary is RULES.md §4's replay summary for knister. Winners is
// empty until the game is finished.
type knisterSummary struct {
	Game     string           `json:"game"`
	Finished bool             `json:"finished"`
	Scores   []int            `json:"scores,omitempty"`
	Winners  []int            `json:"winners"`
	Lines    []knisterLines   `json:"lines,omitempty"`
	Error    *rules.MoveError `json:"error,omitempty"`
}

// knisterLines is one player's line points (diagonals already doubled).
type knisterLines struct {
	Rows      []int `json:"rows"`
	Cols      []int `json:"cols"`
	Diagonals []int `json:"diagonals"`
}

func replayKnister(rec *rules.Record) (any, bool) {
	s, err := knister.FromRecord(rec)
	sum := knisterSummary{Game: knister.GameName, Winners: []int{}}
	if err != nil {
		sum.Error = rules.InvalidAt(-1, err)
	}
	if s == nil { // the header or setup is at fault: there is no state
		return invalidRecord{Game: knister.GameName, Error: sum.Error}, false
	}
	sum.Finished = s.Finished()
	sum.Scores = s.Scores()
	if sum.Finished { // an unfinished game has no winners yet
		sum.Winners = s.Winners()
	}
	for p := range s.Players() {
		var pl knisterLines
		for _, ls := range s.Lines(p) {
			switch ls.Line.Kind {
			case knister.Row:
				pl.Rows = append(pl.Rows, ls.Points)
			case knister.Col:
				pl.Cols = append(pl.Cols, ls.Points)
			default:
				pl.Diagonals = append(pl.Diagonals, ls.Points)
			}
		}
		sum.Lines = append(sum.Lines, pl)
	}
	return sum, err == nil
}

func simKnister(opts simOptions, index int) (*simGame, error) {
	return knister.Sim(opts.Bots, opts.Seed+uint64(index))
}
