package knister

import (
	"slices"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/core/layouttest"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
)

// loggedGame is a game of Ana and a bot, Bo, on fixed rolls (7, 7, 7, 7,
// 8, then 4): Ana writes row 1 full, the bot column 1, and the sixth roll
// is made before anyone wrote it.
func loggedGame(t *testing.T) (*Round, *core.Context) {
	t.Helper()
	ctx := &core.Context{Tr: i18n.New("en"), Settings: &core.Settings{}, Nav: nopNav{}, Frame: &ui.Frame{}, W: 1280, H: 800, Scale: 1}
	st, err := knister.New(2, 9, [][2]int{{3, 4}, {6, 1}, {2, 5}, {1, 6}, {4, 4}, {2, 2}})
	if err != nil {
		t.Fatal(err)
	}
	tb := core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bo", Bot: "easy"}}, Seed: 9}
	r := newRound(tb, st)
	r.slot.Own()
	for i := range 5 {
		if i > 0 {
			if _, err := st.Roll(); err != nil {
				t.Fatal(err)
			}
		}
		for p, cell := range [][2]int{{0, i}, {i, 0}} {
			if _, err := st.Apply(knister.Move{P: p, Cell: cell}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := st.Roll(); err != nil {
		t.Fatal(err)
	}
	return r, ctx
}

// texts are the words of a log's lines.
func texts(lines []core.LogLine) []string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return out
}

// TestGameLogTellsTheRolls: the log names every roll with its dice and
// sum, where each seat wrote it, the lines filled with their scores, and
// the roll made before anyone wrote it; it reads the same after a save
// and a resume.
func TestGameLogTellsTheRolls(t *testing.T) {
	t.Setenv(store.EnvConfigDir, t.TempDir())
	r, ctx := loggedGame(t)
	lines := r.GameLog(ctx)
	got := texts(lines)
	want := []string{
		"Roll 1 of 25: 3 and 4, sum 7.",
		"Ana writes the 7 in row 1, column 1.",
		"Bo writes the 7 in row 1, column 1.",
		"Roll 2 of 25: 6 and 1, sum 7.",
		"Ana writes the 7 in row 1, column 2.",
		"Bo writes the 7 in row 2, column 1.",
	}
	if !slices.Equal(got[:len(want)], want) {
		t.Fatalf("the log begins\n%q\nwant\n%q", got[:min(len(got), len(want))], want)
	}
	tail := []string{
		"Roll 5 of 25: 4 and 4, sum 8.",
		"Ana writes the 8 in row 1, column 5.",
		"Ana fills Row 1: Four of a kind, 6 points.",
		"Bo writes the 8 in row 5, column 1.",
		"Bo fills Column 1: Four of a kind, 6 points.",
		"Roll 6 of 25: 2 and 2, sum 4.",
	}
	if !slices.Equal(got[len(got)-len(tail):], tail) {
		t.Fatalf("the log ends\n%q\nwant\n%q", got[len(got)-len(tail):], tail)
	}
	for _, l := range lines {
		if l.Turn < 0 || l.Turn > 5 || (l.Seat != -1 && l.Seat != 0 && l.Seat != 1) {
			t.Errorf("%q: turn %d, seat %d", l.Text, l.Turn, l.Seat)
		}
	}
	// Saved and resumed, the log is the same.
	r.save(ctx)
	s, err := load(t)
	if err != nil || s == nil {
		t.Fatalf("load: %v, %v", s, err)
	}
	if again := texts(Resume(ctx, s).GameLog(ctx)); !slices.Equal(again, got) {
		t.Fatalf("after a resume the log reads\n%q\nwant\n%q", again, got)
	}
	// Taken back, a number leaves the log as it leaves the record.
	r2, _ := loggedGame(t)
	if _, err := r2.st.Apply(knister.Move{P: 0, Cell: [2]int{4, 4}}); err != nil {
		t.Fatal(err)
	}
	if n := len(r2.GameLog(ctx)); n != len(got)+1 {
		t.Fatalf("one more number: %d lines, want %d", n, len(got)+1)
	}
	if _, err := r2.st.Undo(0); err != nil {
		t.Fatal(err)
	}
	if again := texts(r2.GameLog(ctx)); !slices.Equal(again, got) {
		t.Fatalf("after an undo the log reads\n%q", again)
	}
}

// TestGameLogInEveryLanguage: every line of a whole game is words in
// every language (no key shows), and the last names the winner.
func TestGameLogInEveryLanguage(t *testing.T) {
	st := finished(t, 2)
	tb := core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}, {Name: "Bo", Bot: "hard"}}, Seed: 11, Practice: true}
	for _, lang := range i18n.Languages {
		ctx := &core.Context{Tr: i18n.New(lang), Settings: &core.Settings{}}
		s := NewScoring(ctx, tb, st)
		lines := s.GameLog(ctx)
		if len(lines) < knister.Rounds*3 {
			t.Fatalf("%s: %d lines for 25 rolls of two seats", lang, len(lines))
		}
		for _, l := range lines {
			if l.Text == "" || strings.Contains(l.Text, "knister.") || strings.Contains(l.Text, "%!") {
				t.Errorf("%s: %q", lang, l.Text)
			}
		}
		last := lines[len(lines)-1].Text
		w := st.Winners()[0]
		if !strings.Contains(last, tb.Seats[w].Name) {
			t.Errorf("%s: the last line %q does not name the winner", lang, last)
		}
	}
}

// TestGameLogHidesWhereOthersWrote: passing one device, the person about
// to write sees that the other wrote this roll, not where.
func TestGameLogHidesWhereOthersWrote(t *testing.T) {
	ctx := &core.Context{Tr: i18n.New("en"), Settings: &core.Settings{}, Nav: nopNav{}}
	st, _ := knister.New(2, 9, [][2]int{{3, 4}})
	r := newRound(core.Table{Game: knister.GameName, Seats: []rules.Player{{Name: "Ana"}, {Name: "Cy"}}, Seed: 9}, st)
	if _, err := st.Apply(knister.Move{P: 1, Cell: [2]int{2, 2}}); err != nil {
		t.Fatal(err)
	}
	r.viewer = 0
	got := texts(r.GameLog(ctx))
	if want := "Cy has written the 7."; got[len(got)-1] != want {
		t.Fatalf("Ana, yet to write, reads %q, want %q", got[len(got)-1], want)
	}
	if _, err := st.Apply(knister.Move{P: 0, Cell: [2]int{0, 0}}); err != nil {
		t.Fatal(err)
	}
	if got := texts(r.GameLog(ctx)); got[1] != "Cy writes the 7 in row 3, column 3." {
		t.Fatalf("once Ana wrote, the log says %q", got[1])
	}
}

// TestLogKeyAndButtons: L and the Log button open the log overlay in the
// round, around a table and on the scoring screen.
func TestLogKeyAndButtons(t *testing.T) {
	r, ctx := shotRound(t, seatsOf(2), "en", 1280, 800, 0)
	nav := &recNav{}
	ctx.Nav = nav
	ctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyLog}}
	r.Update(ctx)
	x, y := r.lay.log.Center()
	ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{X: x, Y: y, StartX: x, StartY: y, Down: true, Pressed: true}}}
	r.Update(ctx)
	ctx.Frame = &ui.Frame{Pointers: []ui.Pointer{{X: x, Y: y, StartX: x, StartY: y, Released: true}}}
	r.Update(ctx)
	if want := []core.OverlayKind{core.OverlayLog, core.OverlayLog}; !slices.Equal(nav.overlays, want) {
		t.Fatalf("L and the Log button opened %v, want %v", nav.overlays, want)
	}
	if r.lay.log.H < layouttest.TouchPx || overlap(r.lay.log, r.lay.card) {
		t.Errorf("the Log button %+v: under %d px tall or on the card", r.lay.log, layouttest.TouchPx)
	}
	tr, tctx := tableRound(t, 4, 0, 1280, 800)
	tnav := &recNav{}
	tctx.Nav = tnav
	if tr.around.log.H < layouttest.TouchPx {
		t.Errorf("around a table the Log button is %.0f px tall", tr.around.log.H)
	}
	tctx.Frame = &ui.Frame{Keys: []ui.Key{ui.KeyLog}}
	tr.Update(tctx)
	if !slices.Contains(tnav.overlays, core.OverlayLog) {
		t.Error("around a table L does not open the log")
	}
	s := NewScoring(ctx, core.Table{Game: knister.GameName, Seats: seatsOf(2), Seed: 11, Practice: true}, finished(t, 2))
	s.Layout(ctx)
	found := false
	for _, w := range s.Controls.Widgets() {
		if w.ID.Name == "scoring.log" {
			found = true
		}
	}
	if !found {
		t.Error("the scoring screen has no Log button")
	}
}
