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
			if got, want := ctx.T("setup.player", score), i18n.New("en").T("setup.player", score); got != want {
				t.Fatalf("T(setup.player, %d) = %q, want %q", score, got, want)
			}
		}
	}
	if got, want := ctx.T("menu.resume.seats", "Ann"), i18n.New("en").T("menu.resume.seats", "Ann"); got != want {
		t.Errorf("T with a name = %q, want %q", got, want)
	}
	ctx.Tr.SetLang("de")
	if got, want := ctx.T("setup.player", 7), i18n.New("de").T("setup.player", 7); got != want {
		t.Errorf("after the language changed, T = %q, want %q", got, want)
	}
	// Arguments compared by what they point to are formatted every time.
	n := 3
	if got, want := ctx.T("setup.player", &n), i18n.New("de").T("setup.player", &n); got != want {
		t.Errorf("T with a pointer = %q, want %q", got, want)
	}
	ctx.T("setup.player", 12)
	if allocs := testing.AllocsPerRun(100, func() { ctx.T("setup.player", 12) }); allocs != 0 {
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
			if got, want := ctx.N("setup.name.full", n, n), i18n.New("ru").N("setup.name.full", n, n); got != want {
				t.Fatalf("N(setup.name.full, %d) = %q, want %q", n, got, want)
			}
		}
	}
	// The same arguments, another count: another form.
	if one, many := ctx.N("setup.name.full", 1, 5), ctx.N("setup.name.full", 5, 5); one == many {
		t.Errorf("N kept one message for the counts 1 and 5: %q", one)
	}
	if got, want := ctx.T("setup.player", 5), i18n.New("ru").T("setup.player", 5); got != want {
		t.Errorf("T after N = %q, want %q", got, want)
	}
	ctx.Tr.SetLang("en")
	if got := ctx.N("setup.name.full", 1, 1); got != "A name has at most 1 letter." {
		t.Errorf("after the language changed, N = %q", got)
	}
	if allocs := testing.AllocsPerRun(100, func() { ctx.N("setup.name.full", 1, 1) }); allocs != 0 {
		t.Errorf("N of a message kept allocates %v times, want 0", allocs)
	}
}
