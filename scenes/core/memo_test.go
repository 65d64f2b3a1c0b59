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

// TestNKeepsMessagesApart: N gives the translator's plural form for each
// count, never a message kept for another count, key or for T, and a
// message asked for again is not made again.
func TestNKeepsMessagesApart(t *testing.T) {
	ctx := &Context{Tr: i18n.New("ru")}
	for range 2 {
		for _, n := range []int{0, 1, 2, 5, 11, 21, 22, 25} {
			if got, want := ctx.N("resume.kakuzu", n, n), i18n.New("ru").N("resume.kakuzu", n, n); got != want {
				t.Fatalf("N(resume.kakuzu, %d) = %q, want %q", n, got, want)
			}
		}
	}
	// The same arguments, another count: another form.
	if one, many := ctx.N("resume.kakuzu", 1, 5), ctx.N("resume.kakuzu", 5, 5); one == many {
		t.Errorf("N kept one message for the counts 1 and 5: %q", one)
	}
	if got, want := ctx.T("round.score", 5), i18n.New("ru").T("round.score", 5); got != want {
		t.Errorf("T after N = %q, want %q", got, want)
	}
	ctx.Tr.SetLang("en")
	if got := ctx.N("resume.kakuzu", 1, 1); got != "1 stone left" {
		t.Errorf("after the language changed, N = %q", got)
	}
	if allocs := testing.AllocsPerRun(100, func() { ctx.N("resume.kakuzu", 1, 1) }); allocs != 0 {
		t.Errorf("N of a message kept allocates %v times, want 0", allocs)
	}
}
