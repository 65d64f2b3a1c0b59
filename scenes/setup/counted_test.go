package setup

import (
	"testing"

	"cifra/scenes/core/layouttest"
)

// TestCountedMessagesAgree: the counted messages the shell registers
// (scenes/i18n) each have a test reading them at their counts; the
// games' own are their packages' (resume.kakuzu is Kakuzu's).
func TestCountedMessagesAgree(t *testing.T) {
	layouttest.CheckCounts(t, "../i18n", map[string]layouttest.Count{
		// Its count is the name limit, core.MaxNameRunes, by design: the
		// editor says it when a name is full, never at 1 or 3. And the
		// editor draws the line with sprites.DrawText, outside the text
		// log (scenes/setup/editor.go), so no test reads it at all.
		"setup.name.full": {Unreached: "a constant count (core.MaxNameRunes), drawn outside core.Text's log"},
	})
}
