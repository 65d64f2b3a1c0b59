package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"cifra/scenes/ui"
)

// A settings file from before the games kept their own switches (Knister's
// automatic roll at its top level) starts with the switch as it was and is
// written again in the new shape, the player's other settings kept.
func TestOlderSettingsFileIsAdopted(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("CIFRA_CONFIG_DIR", dir)
	file := filepath.Join(dir, "settings.json")
	if err := os.WriteFile(file, []byte(`{"language":"it","sound":false,"colorBlind":true,"fullscreen":false,"autoRoll":true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(Options{}, registry, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	s := app.settings
	g := findGame(registry, "knister")
	if !s.Switch(g.ID, g.Settings[0]) || s.Language != "it" || s.Sound || !s.ColorBlind {
		t.Errorf("the older file started as %+v, automatic roll %v", s, s.Switch(g.ID, g.Settings[0]))
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Language string                     `json:"language"`
		Games    map[string]map[string]bool `json:"games"`
	}
	if err := json.Unmarshal(data, &saved); err != nil || saved.Language != "it" || !saved.Games[g.ID][g.Settings[0].Key] {
		t.Errorf("the settings were written again as %s (%v)", data, err)
	}
}
