package core

import (
	"testing"

	"cifra/scenes/i18n"
)

// TestTKeepsMessages: T gives what the translator gives, for each set of
// arguments and in the language of the moment, and a message asked for
// again is not formatted again.
func TestTKeepsMessages(t *testing.T) {
	ctx := &Context{Tr: i18n.New("en")}
	for range 2 {
		for score := range 300 {
			if got, want := ctx.T("round.score", score), i18n.New("en").T("round.score", score); got != want {
				t.Fatalf("T(round.score, %d) = %q, want %q", score, got, want)
			}
		}
	}
	if got, want := ctx.T("kakuzu.thinking", "Ann"), i18n.New("en").T("kakuzu.thinking", "Ann"); got != want {
		t.Errorf("T with a name = %q, want %q", got, want)
	}
	ctx.Tr.SetLang("de")
	if got, want := ctx.T("round.score", 7), i18n.New("de").T("round.score", 7); got != want {
		t.Errorf("after the language changed, T = %q, want %q", got, want)
	}
	// Arguments compared by what they point to are formatted every time.
	n := 3
	if got, want := ctx.T("round.score", &n), i18n.New("de").T("round.score", &n); got != want {
		t.Errorf("T with a pointer = %q, want %q", got, want)
	}
	ctx.T("round.score", 12)
	if allocs := testing.AllocsPerRun(100, func() { ctx.T("round.score", 12) }); allocs != 0 {
		t.Errorf("T of a message kept allocates %v times, want 0", allocs)
	}
}
