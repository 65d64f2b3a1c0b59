package cli_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunsBeforeEbitengine builds the game binary and runs it without a
// display: the answers must come from cli/early's init, before
// Ebitengine's windowing library panics in its own.
func TestRunsBeforeEbitengine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game binary")
	}
	bin := filepath.Join(t.TempDir(), "cifra")
	build := exec.Command("go", "build", "-o", bin, "cifra")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	env := []string{}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			env = append(env, kv)
		}
	}
	for _, c := range []struct {
		args       []string
		code       int
		out, notIn string
	}{
		{[]string{"-h"}, 0, "Usage: cifra [flags]", "panic"},
		{[]string{"-help"}, 0, "-players seats", "panic"},
		{[]string{"-bogus"}, 2, "cifra: flag provided but not defined: -bogus (see cifra -h)", "Usage"},
		{[]string{"-size", "big"}, 2, `cifra: -size "big": expected WIDTHxHEIGHT`, "panic"},
		{[]string{"-players", "Ana,,Bo"}, 2, "seat 2: the name is empty", "panic"},
		{[]string{"-players", "Bot:hard"}, 1, "cifra needs a display to open its window: DISPLAY is not set", "panic"},
	} {
		cmd := exec.Command(bin, c.args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		code := 0
		if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code || !strings.Contains(string(out), c.out) || strings.Contains(string(out), c.notIn) {
			t.Errorf("cifra %q without a display: exit %d, %q; want exit %d with %q, without %q", c.args, code, out, c.code, c.out, c.notIn)
		}
	}
}
