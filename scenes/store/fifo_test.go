//go:build unix

package store

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestANamedPipeIsKeptAsideNotOpened: a settings file that is a named pipe
// would block the start in open (no window, no word); it is kept aside
// unread, with the reason.
func TestANamedPipeIsKeptAsideNotOpened(t *testing.T) {
	dir := useTempDir(t)
	if err := syscall.Mkfifo(filepath.Join(dir, "settings.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	var v settings
	var ce *CorruptError
	if err := Load("settings", &v); !errors.As(err, &ce) || !strings.Contains(ce.Reason, "not a regular file") || ce.KeptAs == "" {
		t.Fatalf("Load: %v", err)
	}
}
