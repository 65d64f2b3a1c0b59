//go:build unix

package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestOddSettingsAndSavesAreKeptAside: settings.json and Knister's save
// that are each a link to /dev/zero, a named pipe, a folder or a 50 MB
// file never hang, exhaust or stop the app: it reaches the menu, keeps
// each aside (the link or the pipe itself moved, never opened) with the
// reason in the log and a notice on screen, and the next start is clean.
func TestOddSettingsAndSavesAreKeptAside(t *testing.T) {
	for _, c := range []struct {
		name   string
		make   func(p string) error
		reason string
	}{
		{"a link to /dev/zero", func(p string) error { return os.Symlink("/dev/zero", p) }, "not a regular file"},
		{"a named pipe", func(p string) error { return syscall.Mkfifo(p, 0o644) }, "not a regular file"},
		{"a folder", func(p string) error { return os.Mkdir(p, 0o755) }, "not a regular file"},
		{"a 50 MB file", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(50 << 20) // sparse: 50 MB long, nothing written
		}, "larger than 16 MB"},
	} {
		t.Run(c.name, func(t *testing.T) {
			logged := captureLog(t)
			dir := t.TempDir()
			settings := filepath.Join(dir, "settings.json")
			save := filepath.Join(dir, knisterSlot+".json")
			for _, p := range []string{settings, save} {
				if err := c.make(p); err != nil {
					t.Fatal(err)
				}
			}
			h := startIn(t, dir)
			if h.app().Scene().Name() != "menu" {
				t.Fatalf("first scene %q, want the menu", h.app().Scene().Name())
			}
			toasts := strings.Join(h.app().Notices(), " | ")
			if !strings.Contains(toasts, "settings could not be read") || !strings.Contains(toasts, "kept aside") {
				t.Errorf("notices %q: want one for the settings and one for the save", toasts)
			}
			for _, p := range []string{settings, save} {
				if _, err := os.Lstat(p); !os.IsNotExist(err) {
					t.Errorf("%s is still in place: %v", filepath.Base(p), err)
				}
				if _, err := os.Lstat(p + ".bad"); err != nil {
					t.Errorf("%s was not kept aside: %v", filepath.Base(p), err)
				}
				if !strings.Contains(logged.String(), filepath.Base(p)+".bad") {
					t.Errorf("the log does not say where %s went: %q", filepath.Base(p), logged.String())
				}
			}
			if !strings.Contains(logged.String(), c.reason) {
				t.Errorf("the log does not give the reason %q: %q", c.reason, logged.String())
			}
			if _, ok := h.Target("menu.resume.0"); ok {
				t.Error("a game is offered to resume")
			}
			h.Tap("menu.game.0")
			h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
			// The next start has nothing to complain about.
			h.Restart(Options{})
			if len(h.app().toasts) != 0 || h.app().Scene().Name() != "menu" {
				t.Errorf("second start: scene %q, notices %q", h.app().Scene().Name(), h.app().Notices())
			}
		})
	}
}
