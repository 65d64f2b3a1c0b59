//go:build unix

package main

import (
	"path/filepath"
	"syscall"
	"testing"
)

// TestNamedPipeIsNotOpened: "replay FIFO" would block in open until a
// writer came; it is refused in words at once.
func TestNamedPipeIsNotOpened(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	refusedByName(t, fifo, "a named pipe")
}
