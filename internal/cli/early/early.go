// Package early answers the command line before Ebitengine starts: main
// imports it for its init alone. Ebitengine's windowing library opens the
// display in its own package init and panics when there is none, which
// made `cifra -h` and a mistyped flag crash on a machine without one.
//
// Go initializes packages in a defined order (since Go 1.21): each time,
// the first package, by import path, whose imports are all initialized.
// This package and everything it imports are engine-free and "cifra/…"
// sorts before "github.com/…", so this init runs before Ebitengine's.
// internal/cli's TestRunsBeforeEbitengine builds the binary and checks it
// without a display (a test binary of this package would run this init on
// the test's own flags).
package early

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"cifra/internal/cli"
)

// init prints the help (exit 0), refuses a bad flag in words (exit 2) or
// says that no display is there (exit 1). Checks that need the game
// registry run later, in main, through scenes.ParseOptions.
func init() {
	if _, err := cli.Parse(os.Args[1:], os.Stdout); errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "cifra:", err)
		os.Exit(2)
	}
	if err := cli.CheckDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, err) // it starts with "cifra needs"
		os.Exit(1)
	}
}
