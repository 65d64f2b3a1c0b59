package scenes

import (
	"bytes"
	"encoding/json"
	"log"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/store"
)

// captureLog collects what the app and the store log (the reasons a file
// was kept aside) for one test.
func captureLog(t *testing.T) *bytes.Buffer {
	t.Helper()
	var buf bytes.Buffer
	out, flags := log.Writer(), log.Flags()
	log.SetOutput(&buf)
	log.SetFlags(0)
	t.Cleanup(func() { log.SetOutput(out); log.SetFlags(flags) })
	return &buf
}

// startIn starts the app on config directory dir, as a launch would.
func startIn(t *testing.T, dir string) *harness {
	t.Helper()
	t.Setenv(store.EnvConfigDir, dir)
	return &harness{apptest.Launch(t, Options{}, registry)}
}

// TestASaveWithABadNameIsKeptAside: resuming holds a save's seats to the
// one name rule (rules.CheckName) as a record's: a name too long (resume
// once skipped the limit setup applies), with a text-direction override
// or a control character keeps the save aside with the reason, and the
// menu works.
func TestASaveWithABadNameIsKeptAside(t *testing.T) {
	for name, want := range map[string]string{
		"Maximilian-Josefa": "has 17 characters; a name has at most 16",
		"Ana\u202eBo":       "a text-direction control (U+202E)",
		"Ana\x1b[2J":        "a control character (U+001B)",
		"   ":               "is blank",
		"Ana\u2028Bo":       "a line break (U+2028)",
		"Maximilian-Josef":  "", // 16: within the rule, resumed
	} {
		t.Run(name, func(t *testing.T) {
			logged := captureLog(t)
			dir := t.TempDir()
			t.Setenv(store.EnvConfigDir, dir)
			rec, _ := json.Marshal(rules.Record{Format: rules.FormatVersion, Game: knister.GameName, Seed: 3,
				Players: []rules.Player{{Name: name}, {Name: "Bot 1", Bot: "easy"}}, Moves: []json.RawMessage{}})
			blob := map[string]any{"version": 2, "game": knister.GameName, "record": json.RawMessage(rec)}
			if err := store.Save(knisterSlot, blob); err != nil {
				t.Fatal(err)
			}
			h := startIn(t, dir)
			if h.app().Scene().Name() != "menu" {
				t.Fatalf("scene %q", h.app().Scene().Name())
			}
			_, kept := os.Stat(filepath.Join(dir, knisterSlot+".json.bad"))
			_, offered := h.Target("menu.resume.0")
			if want == "" {
				if kept == nil || !offered {
					t.Fatalf("a name within the rule: kept aside %v, offered %v (%q)", kept == nil, offered, logged.String())
				}
				return
			}
			if kept != nil || offered {
				t.Fatalf("kept aside: %v, offered: %v", kept, offered)
			}
			if !strings.Contains(logged.String(), "player 1, name: ") || !strings.Contains(logged.String(), want) {
				t.Errorf("the log does not give the reason %q: %q", want, logged.String())
			}
			if toasts := strings.Join(h.app().Notices(), " | "); !strings.Contains(toasts, "kept aside") {
				t.Errorf("notices %q", toasts)
			}
		})
	}
}

// TestTheAppsOwnNamesKeepTheRule: the names the app gives seats itself
// (Player 3, Бот 2, …, up to a hundred seats) and the ready names setup
// offers keep the one name rule in every language, so a game saved with
// them always resumes.
func TestTheAppsOwnNamesKeepTheRule(t *testing.T) {
	for _, l := range i18n.Languages {
		tr := i18n.New(l)
		names := strings.Split(tr.T("setup.name.pool"), ",")
		for i := 1; i <= 100; i++ {
			names = append(names, tr.T("setup.player", i), tr.T("seat.bot.name", i))
		}
		for _, n := range names {
			if err := rules.CheckName(strings.TrimSpace(n)); err != nil {
				t.Errorf("%s: %v", l, err)
			}
		}
	}
}
