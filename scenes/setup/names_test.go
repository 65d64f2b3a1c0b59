package setup

import (
	"cifra/internal/cli"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/games"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"strings"
	"testing"
)

// TestSetupForgetsARememberedTableWithABadName: the table setup remembers
// is held to the same name rule: one whose name has a control character
// or a text-direction override (hand-edited, say) is not offered again.
func TestSetupForgetsARememberedTableWithABadName(t *testing.T) {
	for _, name := range []string{"Ana\u202eBo", "Ana\nBo", "Maximilian-Josefa", ""} {
		dir := t.TempDir()
		t.Setenv(store.EnvConfigDir, dir)
		table := core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: name}}}
		if err := store.Save(tableSaveAs+knister.GameName, table); err != nil {
			t.Fatal(err)
		}
		h := apptest.Launch(t, cli.Options{Game: knister.GameName}, games.All)
		s, ok := h.App.Scene().(*Scene)
		if !ok {
			t.Fatalf("scene %q", h.App.Scene().Name())
		}
		if got := s.table.Seats[0].Name; got == name || rules.CheckName(got) != nil {
			t.Errorf("remembered %q: setup seats %q", name, got)
		}
	}
}

// TestTheNameEditorTakesOnlyWhatTheRuleAllows: typed control characters
// and text-direction controls are not taken, and a name left blank (or
// invisible) becomes the seat's default: whatever setup hands a game keeps
// rules.CheckName.
func TestTheNameEditorTakesOnlyWhatTheRuleAllows(t *testing.T) {
	h := newHarness(t, cli.Options{Game: knister.GameName})
	s, ok := h.App.Scene().(*Scene)
	if !ok {
		t.Fatalf("scene %q", h.App.Scene().Name())
	}
	typeName := func(text string) string {
		t.Helper()
		h.Tap("setup.seat.name.0")
		if s.editing != 0 {
			t.Fatal("the editor did not open")
		}
		h.Script.Queue(ui.Frame{Chars: []rune(text), Activity: true})
		h.Run(1)
		h.Script.Press(ui.KeyActivate)
		h.Run(1)
		if s.editing >= 0 {
			t.Fatal("Enter did not close the editor")
		}
		return s.table.Seats[0].Name
	}
	if got := typeName("A\u202eB\x07C\u0085D\u2066E\x7fF\u200fG\u2028H"); got != "ABCDEFGH" {
		t.Errorf("typed with controls: %q, want ABCDEFGH", got)
	}
	for _, blank := range []string{"   ", "\u200b\u200b", "\u202e"} {
		if got := typeName(blank); got != "Player 1" {
			t.Errorf("typed %q: the name is %q, want the default", blank, got)
		}
	}
	if got := typeName(strings.Repeat("x", 40)); rules.CheckName(got) != nil {
		t.Errorf("40 letters typed: %q (%v)", got, rules.CheckName(got))
	}
}
