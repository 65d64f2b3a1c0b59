package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
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

// readRecord reads the record in file ("-": stdin) through
// rules.ReadRecord, so an endless or huge input stops at its size limit.
func readRecord(file string, stdin io.Reader) ([]byte, error) {
	if file == "-" {
		return rules.ReadRecord(stdin)
	}
	// A named pipe or a device would block the open or never end: only
	// regular files are read by name; anything else comes through "-".
	if info, err := os.Stat(file); err != nil {
		return nil, err
	} else if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not a file: send it on standard input with \"replay -\"", file, fileKind(info.Mode()))
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return rules.ReadRecord(f)
}

func replayCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: referee replay FILE (or - for standard input)")
		return 2
	}
	data, err := readRecord(args[0], stdin)
	var me *rules.MoveError
	if errors.As(err, &me) { // too large: a record refused, not a file unread
		writeJSON(stdout, invalidRecord{Error: me})
		return 1
	}
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
		writeJSON(stdout, invalidRecord{Game: rules.Clip(rec.Game), Error: rules.RecordError("unknown game %s", rules.Quote(rec.Game))})
		return 1
	}
	summary, valid := d.replay(rec)
	writeJSON(stdout, summary)
	if !valid {
		return 1
	}
	return 0
}

// fileKind names what a path that is not a regular file is.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}
