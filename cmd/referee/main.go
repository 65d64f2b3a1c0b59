// Command referee checks and plays Cifra games without a display:
//
//	referee replay FILE
//	referee sim -game knister -bots hard,normal -games N [-seed S | -seeds selection|heldout] [-out DIR]
//
// It imports rules/ only, so it runs anywhere (CI, a server, a script).
package main

import (
	"cifra/internal/version"
	"cifra/rules"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// driver is what one game plugs into the referee (see knister.go, …).
type driver struct {
	// replay checks a decoded record and returns its summary (a value that
	// marshals to RULES.md §4's JSON) and whether the record is valid.
	replay func(rec *rulesRecord) (summary any, valid bool)
	// sim plays one bot-only game.
	sim func(opts simOptions, index int) (*simGame, error)
	// levels are the bot levels the game accepts.
	levels []string
	// variants are the -variant values the game accepts (none: the flag
	// does not apply to it).
	variants []string
}

var drivers = map[string]driver{}

// register adds a game's driver; each game file calls it from init.
func register(game string, d driver) { drivers[game] = d }

func main() { os.Exit(runWith(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run is the referee without standard input, as most tests call it.
func run(args []string, stdout, stderr io.Writer) int {
	return runWith(args, strings.NewReader(""), stdout, stderr)
}

func runWith(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "replay":
		return replayCmd(args[1:], stdin, stdout, stderr)
	case "sim":
		return simCmd(args[1:], stdout, stderr)
	case "-h", "-help", "--help", "help":
		usage(stdout)
		return 0
	case "-version", "--version", "version":
		fmt.Fprintln(stdout, version.String("referee"))
		return 0
	}
	fmt.Fprintf(stderr, "referee: unknown command %s\n", rules.Quote(args[0]))
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintf(w, `usage:
  referee replay FILE     check a game record (FILE - reads standard input,
                          at most 16 MB), print its summary as JSON
                          (exit 0 valid, 1 invalid, 2 unreadable); an
                          error's "move" is the index into "moves" (the
                          first move is 0), -1 for the header
  referee sim -game G -bots L1,L2,... -games N [-seed S | -seeds R] [-variant V] [-out DIR]
                          play bot-only games (game i: seed S+i, or the
                          range R's i-th: selection or heldout), print
                          statistics as JSON
games: %s
`, strings.Join(gameNames(), ", "))
}

func gameNames() []string {
	names := make([]string, 0, len(drivers))
	for n := range drivers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}
