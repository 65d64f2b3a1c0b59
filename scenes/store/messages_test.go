//go:build !js

package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// captureLog collects what the store logs during a test.
func captureLog(t *testing.T) *strings.Builder {
	var b strings.Builder
	old := logf
	logf = func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	t.Cleanup(func() { logf = old })
	return &b
}

// TestErrorsSayWhatNotWhere: a blob that cannot be written or read gives
// an error in words without the file's path (the player may see it in a
// notice), and the path goes to the log.
func TestErrorsSayWhatNotWhere(t *testing.T) {
	logged := captureLog(t)
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvConfigDir, filepath.Join(file, "cifra")) // a directory under a file: nothing can be written
	err := Save("settings", map[string]int{"a": 1})
	var io *IOError
	if !errors.As(err, &io) {
		t.Fatalf("Save = %v, want an *IOError", err)
	}
	if strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), `"settings"`) {
		t.Errorf("message %q shows the path or does not name the blob", err)
	}
	if !strings.Contains(logged.String(), file) {
		t.Errorf("the log %q does not say where", logged)
	}
}

// TestKeptAsideIsLogged: where a damaged blob was kept is in the log.
func TestKeptAsideIsLogged(t *testing.T) {
	logged := captureLog(t)
	dir := t.TempDir()
	t.Setenv(EnvConfigDir, dir)
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte("{bad"), 0o644); err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	var ce *CorruptError
	if err := Load("settings", &v); !errors.As(err, &ce) || ce.KeptAs == "" {
		t.Fatalf("Load = %v, want a kept *CorruptError", err)
	}
	if !strings.Contains(logged.String(), ce.KeptAs) {
		t.Errorf("the log %q does not say where the data was kept", logged)
	}
}
