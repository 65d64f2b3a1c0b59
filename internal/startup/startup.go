// Package startup times the stages between the program's start and its
// first drawn frame, so that the time to the first frame can be told
// apart: the runtime and package initialisation, parsing options, building
// the app, the first layout and the first Draw. The browser build prints
// the figures as one console line when the first frame is drawn; a desktop
// run prints them on stderr with CIFRA_STARTUP=1. Marking costs a
// time.Now; nothing is printed or kept after the first frame.
package startup

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// EnvPrint names the environment variable that makes a desktop run print
// its start-up figures.
const EnvPrint = "CIFRA_STARTUP"

type stage struct {
	name string
	d    time.Duration
}

var (
	last   = time.Now() // package init: after the runtime and the packages this one needs
	stages []stage
	done   bool
)

// Mark ends the stage called name: the time since the previous Mark (or
// since this package was initialised) is put down to it. After Done it
// does nothing.
func Mark(name string) {
	if done {
		return
	}
	now := time.Now()
	stages = append(stages, stage{name, now.Sub(last)})
	last = now
}

// Done marks the stage called name, the last before the first frame, and
// returns the start-up figures as one line; it returns "" when called
// again.
func Done(name string) string {
	if done {
		return ""
	}
	Mark(name)
	done = true
	var b strings.Builder
	b.WriteString("cifra: start-up:")
	if ms, ok := sincePageStart(); ok {
		var total time.Duration
		for _, s := range stages {
			total += s.d
		}
		fmt.Fprintf(&b, " page→Go %.0f ms (download, compile, runtime and package init);", ms-float64(total.Milliseconds()))
	}
	for i, s := range stages {
		if i > 0 {
			b.WriteByte(';')
		}
		fmt.Fprintf(&b, " %s %.1f ms", s.name, float64(s.d.Microseconds())/1000)
	}
	stages = nil
	return b.String()
}

// Print writes line where this build shows start-up figures: the browser
// console always, stderr on the desktop only with CIFRA_STARTUP set.
func Print(line string) {
	if line == "" || (!inBrowser && os.Getenv(EnvPrint) == "") {
		return
	}
	fmt.Fprintln(os.Stderr, line)
}
