package main

import (
	"fmt"
	"io"
	"os"

	"cifra/rules"
)

type rulesRecord = rules.Record

// invalidRecord is the summary of a record that could not even be read
// far enough to know its game.
type invalidRecord struct {
	Game     string           `json:"game,omitempty"`
	Finished bool             `json:"finished"`
	Error    *rules.MoveError `json:"error"`
}

func replayCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: referee replay FILE")
		return 2
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "referee: %v\n", err)
		return 2
	}
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		writeJSON(stdout, invalidRecord{Error: rules.InvalidAt(-1, err)})
		return 1
	}
	d, ok := drivers[rec.Game]
	if !ok {
		writeJSON(stdout, invalidRecord{Game: rec.Game, Error: rules.RecordError("unknown game %q", rec.Game)})
		return 1
	}
	summary, valid := d.replay(rec)
	writeJSON(stdout, summary)
	if !valid {
		return 1
	}
	return 0
}
